// The informatika bank's options, numbers in other bases and rules (issue 30, format "bank"); the item
// builder is the one fizika and kimyo use (../subject-bank.ts). Informatika's screen keeps a problem
// whose stem no other item of the subject has (nor one alike but for the order of its numbers), whose
// answer the stem does not print, and whose three distractors (typical mistakes, mirrored about the
// answer where they all lie on one side) spread the answer's rank evenly. Every item carries a
// `check`: a mathjs expression written from the problem's data and the mathjs value of each option,
// which the content gate re-evaluates.
import { maskedStem, mirrored, pickRanked, rngFrom } from '../generate';
import {
  apostrophes,
  distinctOf,
  fmt,
  plainStemKey,
  type Bi,
  type Opt,
  type Rng,
  type Screen,
  type SubjectProblem,
  type SubjectRules,
} from '../subject-bank';

// the shapes (option, problem, template, topic, file) and the builder are shared with fizika and kimyo
export type { BankFile, BankItem, Bi, Difficulty, Opt, Problem, Template, TopicSpec } from '../subject-bank';
export { fileName, fmt, pick, plural, randInt, shuffle, template, topic, type Rng } from '../subject-bank';

export const SUBJECT = 'informatika';

// ── text ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Uzbek text typed with ASCII `'`: oʻ/gʻ get U+02BB, every other `'` (the tutuq belgisi) U+02BC.
 * Formulas ($…$) and quoted code ("…") are left as they are; `\$` is a literal dollar, no delimiter.
 */
export const uzq = apostrophes(/((?<!\\)\$[^$]*(?<!\\)\$|"[^"\n]*")/);

/** Both languages (the Uzbek apostrophes converted). */
export const bi = (uz: string, ru: string): Bi => ({ uz: uzq(uz), ru });

/** A question on a program: an introduction (may be empty), what is asked, then the program's lines after a blank line. */
export const onProgram = (ask: Bi, lines: string[], introUz = '', introRu = '') => {
  const program = `\n\n${lines.join('\n')}`;
  return bi(`${introUz}${ask.uz}${program}`, `${introRu}${ask.ru}${program}`);
};

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

// ── the subject's rules ─────────────────────────────────────────────────────────────────────────

/** The numeric value of an option (NaN when it is not a number). */
const valueOf = (o: Opt) =>
  o.key.startsWith('n:') ? Number(o.key.slice(2)) : /^\(?-?\d+(\.\d+)?\)?$/.test(o.val) ? Number(o.val.replace(/[()]/g, '')) : NaN;

/**
 * The three distractors: candidates that differ from the answer and from each other, in their order of
 * preference, chosen so that a numeric answer stands at an evenly spread rank among the four options
 * (`rankCounts`: how often it was the smallest … largest so far); when all typical mistakes lie on one
 * side, mistakes mirrored about the answer give the other side.
 */
function pickDistractors(rng: Rng, rankCounts: number[], answer: Opt, candidates: (Opt | null | undefined)[]): Opt[] | null {
  const distinct = distinctOf(answer, candidates, plainStemKey);
  if (distinct.length < 3) return null;
  const a = valueOf(answer);
  const like = Number.isFinite(a) ? answer.like : undefined;
  const mirrors = like
    ? distinct.slice(0, 3).flatMap((d) => (Number.isFinite(valueOf(d)) ? mirrored(rng, a, valueOf(d)).map((y) => like(y)) : []))
    : [];
  const pool = distinctOf(answer, [...distinct, ...mirrors], plainStemKey);
  return pickRanked(rng, rankCounts, a, pool.map(valueOf)).map((i) => pool[i]);
}

/** A numeric answer printed as a number in the stem (8 Kbit/s for t s = t KB): the stem gives the key away. */
function givesAway(problem: SubjectProblem): boolean {
  const answer = problem.answer;
  if (!answer || !Number.isFinite(valueOf(answer))) return false;
  const number = (text: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}]|\\p{N},)${answer.uz.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}]|,\\p{N})`, 'u').test(text);
  return number(problem.text.uz) || number(problem.text.ru);
}

/**
 * How informatika judges a drawn problem: a stem not seen before, nor one alike but for the order of
 * its numbers with the same answer; the answer not printed in the stem; distractors by
 * `pickDistractors` from a stream of their own (`<subject>/<topic>/ranks`, so that the templates draw
 * the same parameters as before it).
 */
const screen: Screen = ({ key, stems }) => {
  const rankCounts = [0, 0, 0, 0];
  const rankRng = rngFrom(`${SUBJECT}/${key}/ranks`);
  return (problem, answer) => {
    const stem = plainStemKey(problem.text.uz);
    const masked = `masked:${maskedStem(stem)}|${answer.key}`;
    if (stems.has(stem) || stems.has(masked) || givesAway(problem)) return null;
    const distractors = pickDistractors(rankRng, rankCounts, answer, problem.distractors);
    if (!distractors) return null;
    stems.add(stem);
    stems.add(masked);
    return distractors;
  };
};

/** informatika's rules for the shared builder (../subject-bank.ts) */
export const INFORMATIKA_RULES: SubjectRules = { subject: SUBJECT, uzq, screen };
