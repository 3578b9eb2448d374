// The informatika bank's item builder (issue 30, /work format "bank"): a topic is a list of templates;
// each template draws parameters from a seeded PRNG until it has `count` problems whose stems no
// other item of the subject has, computes the answer, takes the first three distractors (typical
// mistakes) whose value differs from the answer and from each other, and writes the worked solution
// in uz and ru with the item's numbers. Every item carries a `check`: a mathjs expression written
// from the problem's data and the mathjs value of each option, which the content gate re-evaluates.
import { answerPositions, formatNumber, maskedStem, mirrored, pickRanked, ruNoun, rngFrom, shuffle, type Rng } from '../generate';

export type { Difficulty } from '../bank';
import type { Difficulty } from '../bank';
export interface Bi {
  uz: string;
  ru: string;
}

/** One option: what it shows in uz and ru, its mathjs value, and a key telling equal options apart. */
export interface Opt {
  uz: string;
  ru: string;
  val: string;
  key: string;
  /** an option of the same form with another value (null when that value has no such form) */
  like?: (x: number) => Opt | null;
}

export interface Problem {
  text: Bi;
  answer: Opt | null;
  /** candidates in order of preference; nulls and values equal to an earlier one are skipped */
  distractors: (Opt | null)[];
  /** mathjs expression written from the problem's data; its value is the right answer */
  expr: string;
  explanation: Bi;
}

export interface Template {
  key: string;
  difficulty: Difficulty;
  count: number;
  /** a problem, or null when the drawn parameters make no good one (it then draws again) */
  make: (rng: Rng) => Problem | null;
}

export interface TopicSpec {
  key: string;
  name_uz: string;
  name_ru: string;
  share: number;
  templates: Template[];
}

// the item and file shapes of the bank format are the shared builder's (api/tools/generators/bank.ts)
export type { BankFile, BankItem } from '../bank';
import type { BankFile, BankItem } from '../bank';

export const SUBJECT = 'informatika';
const LETTERS = ['A', 'B', 'C', 'D'] as const;

// ── text ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Uzbek text typed with ASCII `'`: oʻ/gʻ get U+02BB, every other `'` (the tutuq belgisi) U+02BC.
 * Formulas ($…$) and quoted code ("…") are left as they are; `\$` is a literal dollar, no delimiter.
 */
export function uzq(text: string): string {
  return text
    .split(/((?<!\\)\$[^$]*(?<!\\)\$|"[^"\n]*")/)
    .map((part, i) => (i % 2 ? part : part.replace(/([OoGg])'/g, '$1\u02bb').replace(/'/g, '\u02bc')))
    .join('');
}

/** Both languages (the Uzbek apostrophes converted). */
export const bi = (uz: string, ru: string): Bi => ({ uz: uzq(uz), ru });

/** A number as both languages write it in text: decimal comma, groups of three from 10 000 on. */
export const fmt = (x: number, places = 3) => formatNumber(x, places);

// ── options ────────────────────────────────────────────────────────────────────────────────────

/** A numeric option shown as plain text; null when not finite or needing more than `places` decimals. */
export function num(x: number, places = 3): Opt | null {
  if (!Number.isFinite(x)) return null;
  const scaled = x * 10 ** places;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-7) return null;
  const text = fmt(x, places);
  const r = Math.round(x * 1e9) / 1e9;
  return { uz: text, ru: text, val: r < 0 ? `(${r})` : String(r), key: `n:${r}`, like: (y) => num(y, places) };
}

/** A whole number ≥ `min` (default 0) as an option, else null (a negative count or size is no option). */
export const whole = (x: number, min = 0): Opt | null =>
  Number.isInteger(x) && x >= min ? { ...num(x)!, like: (y) => whole(y, min) } : null;

/** An option shown as given (the same in both languages unless `ru` is given), with its mathjs value. */
export const shown = (text: string, val: string | number, key = `v:${val}`, ru = text): Opt => ({
  uz: uzq(text),
  ru,
  val: String(val),
  key,
});

// ── numbers in other bases ─────────────────────────────────────────────────────────────────────

const DIGITS = '0123456789ABCDEF';
/** `n` written in `base` (upper-case digits). */
export const inBase = (n: number, base: number) => n.toString(base).toUpperCase();
/** The value of digits in `base`. */
export const fromBase = (digits: string, base: number) => [...digits].reduce((v, d) => v * base + DIGITS.indexOf(d), 0);
/** `$1011_2$`, `$2F_{16}$` */
export const texBase = (digits: string, base: number) => (base < 10 ? `$${digits}_${base}$` : `$${digits}_{${base}}$`);
/** The positional expansion as a mathjs expression: `1*2^3+0*2^2+1*2^1+1*2^0`. */
export const expand = (digits: string, base: number) =>
  [...digits].map((d, i) => `${DIGITS.indexOf(d)}*${base}^${digits.length - 1 - i}`).join('+');
/** A number of `base` as an option: shown `$…_{base}$`, valued by its positional expansion. */
export function baseOpt(n: number, base: number): Opt | null {
  if (!Number.isInteger(n) || n < 0) return null;
  const digits = inBase(n, base);
  return { ...shown(texBase(digits, base), expand(digits, base), `n:${n}`), like: (y) => baseOpt(y, base) };
}
/** The positional expansion in TeX: `1\cdot 2^3+0\cdot 2^2+…` */
export const texExpand = (digits: string, base: number) =>
  [...digits].map((d, i) => `${DIGITS.indexOf(d)}\\cdot ${base}^{${digits.length - 1 - i}}`).join('+');

// ── building ───────────────────────────────────────────────────────────────────────────────────

/** Normalised stem, as duplicates are found: lowercase, punctuation dropped, spaces collapsed. */
const stemKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$\\{}^+\-*/=<>]+/gu, ' ')
    .trim();

/** The numeric value of an option (NaN when it is not a number). */
const valueOf = (o: Opt) =>
  o.key.startsWith('n:') ? Number(o.key.slice(2)) : /^\(?-?\d+(\.\d+)?\)?$/.test(o.val) ? Number(o.val.replace(/[()]/g, '')) : NaN;

/**
 * The three distractors: candidates that differ from the answer and from each other, in their order of
 * preference, chosen so that a numeric answer stands at an evenly spread rank among the four options
 * (`rankCounts`: how often it was the smallest … largest so far); when all typical mistakes lie on one
 * side, mistakes mirrored about the answer give the other side.
 */
function pickDistractors(rng: Rng, rankCounts: number[], answer: Opt, candidates: (Opt | null)[]): Opt[] | null {
  const keys = new Set([answer.key]);
  const texts = new Set([stemKey(answer.uz), stemKey(answer.ru)]);
  const distinct: Opt[] = [];
  const add = (c: Opt | null) => {
    if (!c || keys.has(c.key) || texts.has(stemKey(c.uz)) || texts.has(stemKey(c.ru))) return;
    keys.add(c.key);
    texts.add(stemKey(c.uz));
    texts.add(stemKey(c.ru));
    distinct.push(c);
  };
  candidates.forEach(add);
  if (distinct.length < 3) return null;
  const a = valueOf(answer);
  if (answer.like && Number.isFinite(a))
    for (const d of distinct.slice(0, 3))
      if (Number.isFinite(valueOf(d))) for (const y of mirrored(rng, a, valueOf(d))) add(answer.like(y));
  return pickRanked(rng, rankCounts, a, distinct.map(valueOf)).map((i) => distinct[i]);
}

/** A numeric answer printed as a number in the stem (8 Kbit/s for t s = t KB): the stem gives the key away. */
function givesAway(problem: Problem): boolean {
  const answer = problem.answer;
  if (!answer || !Number.isFinite(valueOf(answer))) return false;
  const number = (text: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}]|\\p{N},)${answer.uz.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}]|,\\p{N})`, 'u').test(text);
  return number(problem.text.uz) || number(problem.text.ru);
}

/** The items of one topic file; `stems` holds the stems of the subject's items drawn so far. */
export function buildTopic(spec: TopicSpec, sort: number, stems: Set<string>): BankFile {
  const rng = rngFrom(`${SUBJECT}/${spec.key}`);
  const total = spec.templates.reduce((n, t) => n + t.count, 0);
  // rotated by the topic's place, so that the subject's leftover letters do not all fall on A
  const positions = answerPositions(rng, total).map((p) => ((p + sort - 1) % 4) as 0 | 1 | 2 | 3);
  const items: BankItem[] = [];
  const rankCounts = [0, 0, 0, 0];
  // a stream of its own for the distractor choice, so the templates draw the same parameters as before it
  const rankRng = rngFrom(`${SUBJECT}/${spec.key}/ranks`);
  for (const template of spec.templates) {
    for (let k = 0; k < template.count; k++) {
      let made: { problem: Problem; answer: Opt; distractors: Opt[] } | null = null;
      for (let attempt = 0; attempt < 2000 && !made; attempt++) {
        const problem = template.make(rng);
        if (!problem?.answer) continue;
        const stem = stemKey(problem.text.uz);
        // the same question as an earlier item but for the order of its numbers, with the same answer
        const masked = `masked:${maskedStem(stem)}|${problem.answer.key}`;
        if (stems.has(stem) || stems.has(masked)) continue;
        if (givesAway(problem)) continue;
        const distractors = pickDistractors(rankRng, rankCounts, problem.answer, problem.distractors);
        if (!distractors) continue;
        stems.add(stem);
        stems.add(masked);
        made = { problem, answer: problem.answer, distractors };
      }
      if (!made) throw new Error(`${spec.key}/${template.key}: no new problem after 2000 draws (item ${k + 1} of ${template.count})`);
      const position = positions[items.length];
      const options = shuffle(rng, made.distractors);
      options.splice(position, 0, made.answer);
      const { problem } = made;
      items.push({
        id: `${SUBJECT}-${spec.key}-${String(items.length + 1).padStart(3, '0')}`,
        difficulty: template.difficulty,
        answer: LETTERS[position],
        uz: { text: problem.text.uz, options: options.map((o) => o.uz), explanation: problem.explanation.uz },
        ru: { text: problem.text.ru, options: options.map((o) => o.ru), explanation: problem.explanation.ru },
        check: { expr: problem.expr, options: options.map((o) => o.val) },
      });
    }
  }
  return {
    version: 1,
    kind: 'bank',
    subject: SUBJECT,
    topic: { key: spec.key, name_uz: uzq(spec.name_uz), name_ru: spec.name_ru, sort, share: spec.share },
    items,
  };
}

/** `NN-<topic-key>.json` */
export const fileName = (file: BankFile) => `${String(file.topic.sort).padStart(2, '0')}-${file.topic.key}.json`;

// small random helpers the templates share
export const randInt = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
export { shuffle, type Rng };

/** `n` with the Russian noun in the form the number asks for: `plural(21, 'символ', 'символа', 'символов')` → `21 символ`. */
export const plural = (n: number, one: string, few: string, many: string): string => `${fmt(n)} ${ruNoun(n, [one, few, many])}`;
