// Timed exams: points, national-certificate levels and question types. Part of `@platform/shared/exams`.

/** Points with one decimal, as the State Testing Centre shows them (1.1 × 10 = 11, not 11.000000000000002). */
export const roundBall = (value: number) => Math.round(value * 10) / 10;

/**
 * National certificate levels (issue 13: A+ ≥ 70, A 65–69.9, B+ 60–64.9, B 55–59.9, C+ 50–54.9,
 * C 46–49.9, below 46 no level), highest first. The platform's score is an estimate — the share of
 * the points earned, on a 0–100 scale: a real certificate's Rasch score needs calibration data.
 */
export const NATIONAL_CERTIFICATE_LEVELS = [
  { level: 'A+', min: 70 },
  { level: 'A', min: 65 },
  { level: 'B+', min: 60 },
  { level: 'B', min: 55 },
  { level: 'C+', min: 50 },
  { level: 'C', min: 46 },
] as const;
export type NationalCertificateLevel = (typeof NATIONAL_CERTIFICATE_LEVELS)[number]['level'];

/** The level of a score (rounded to one decimal first, as shown), or null below 46. */
export function nationalCertificateLevel(score: number): NationalCertificateLevel | null {
  const shown = roundBall(score);
  return NATIONAL_CERTIFICATE_LEVELS.find((l) => shown >= l.min)?.level ?? null;
}

/** The estimated national-certificate score of a result: the percent of the maximum points, one decimal. */
export const estimatedCertificateScore = (ball: number, maxBall: number) => (maxBall > 0 ? roundBall((ball * 100) / maxBall) : 0);

// ── national certificate question types and specification (content format version 3, ADR 042) ──

/** Question types of the national certificate: single choice, matching, short answer, essay slot. */
export const NC_ITEM_TYPES = ['single', 'matching', 'short', 'essay'] as const;
export type NcItemType = (typeof NC_ITEM_TYPES)[number];

/** A subject is offered in a language when it has at least this many full sets (variants) in it (issue 32). */
export const NC_MIN_VARIANTS = 3;

/**
 * A part of a subject's specification, in the order of the test paper: `count` tasks of `type`, each
 * worth `points`; `partial` (matching only): each right pair earns its share of the points.
 */
export interface NcPart {
  type: NcItemType;
  count: number;
  points: number;
  partial: boolean;
}

/** How a stored item is checked: the answer key of each type (never sent before finish). */
export type NcItemKey =
  | { type: 'single'; correct: number }
  | { type: 'matching'; size: number }
  | { type: 'short'; answers: string[]; numeric: boolean }
  | { type: 'essay' };

/**
 * A learner's answer as stored: the option's stored index, the stored right-hand index for each left
 * item, a text, or an essay text (the api translates the ticket's own ids to these; ADR 030).
 */
export type NcAnswer =
  { type: 'single'; option: number } | { type: 'matching'; pairs: number[] } | { type: 'short' | 'essay'; text: string };

/** A short answer as compared: trimmed, lower case, one space between words, one kind of apostrophe (oʻ, o‘, o' → o'), no final full stop or comma. */
export function normaliseShort(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u02bb\u02bc\u2018\u2019`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    // a sentence's full stop or a trailing comma is no part of the answer ("Jizzax." is "Jizzax")
    .replace(/\s*[.,;!]+$/u, '');
}

/** A number written with a decimal comma or point (and spaces between thousands), or null. */
export function parseNumber(text: string): number | null {
  const cleaned = text.replace(/\s+/g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Right pairs of a matching answer (stored right-hand index `i` belongs to left item `i`); 0 for anything else. */
export function rightPairs(key: NcItemKey, answer: NcAnswer | null): number {
  if (key.type !== 'matching' || answer?.type !== 'matching') return 0;
  return answer.pairs.slice(0, key.size).filter((right, left) => right === left).length;
}

/**
 * The points an answer earns out of `points`: all of them when it is right (`gradeNcItem`), none
 * when not — except a matching with `partial` credit (the specification's "per-pair"), which earns
 * `points × right pairs / pairs`. An essay is not auto-graded: null.
 */
export function scoreNcItem(key: NcItemKey, answer: NcAnswer | null, points: number, partial: boolean): number | null {
  const right = gradeNcItem(key, answer);
  if (right === null) return null;
  if (key.type === 'matching' && partial && key.size > 0) return (points * rightPairs(key, answer)) / key.size;
  return right ? points : 0;
}

/**
 * Whether an answer is right: a single choice by its option, a matching only when every pair is
 * right (the stored order of the right-hand column is the correct one), a short answer by the
 * normalised text or, for a numeric item, by value. An essay is not auto-graded: null.
 */
export function gradeNcItem(key: NcItemKey, answer: NcAnswer | null): boolean | null {
  if (key.type === 'essay') return null;
  if (answer === null || answer.type !== key.type) return false;
  switch (key.type) {
    case 'single':
      return answer.type === 'single' && answer.option === key.correct;
    case 'matching':
      return answer.type === 'matching' && answer.pairs.length === key.size && answer.pairs.every((right, left) => right === left);
    case 'short': {
      if (answer.type !== 'short') return false;
      if (key.numeric) {
        const given = parseNumber(answer.text);
        return given !== null && key.answers.some((a) => Math.abs((parseNumber(a) ?? NaN) - given) <= 1e-9 * Math.max(1, Math.abs(given)));
      }
      const given = normaliseShort(answer.text);
      return given.length > 0 && key.answers.some((a) => normaliseShort(a) === given);
    }
  }
}
