// The kimyo bank's options, units and rules (issue 30, format "bank"); the item builder is the one
// fizika and informatika use (../subject-bank.ts): it draws each template's problems from a seeded
// PRNG, and kimyo's screen keeps a problem whose stem no other item of the subject has, whose answer
// the stem does not show, and whose three distractors (typical mistakes, then variants) place the
// answer at a balanced rank among the four values. Every item carries a `check`: a mathjs expression
// written from the problem's data, and the mathjs value of each option, which the content gate evaluates again.
import { formatNumber } from '../generate';
import { fmt, numberOf, plainStemKey, rankedScreen, uzqFormulas } from '../subject-bank';
import type { Bi, Opt, SubjectProblem, SubjectRules } from '../subject-bank';

// the shapes (option, problem, template, topic, file) and the builder are shared with fizika and informatika
export type { BankFile, BankItem, Bi, Difficulty, Opt, Problem, Template, TopicSpec } from '../subject-bank';
export { fileName, fmt, pick, plural, randInt, shuffle, template, topic, type Rng } from '../subject-bank';

export const SUBJECT = 'kimyo';
const NBSP = '\u00a0';

// ── text ───────────────────────────────────────────────────────────────────────────────────────

/** Uzbek text typed with ASCII `'` (oʻ/gʻ U+02BB, the tutuq belgisi U+02BC); formulas ($…$) left as they are. */
export const uzq = uzqFormulas;

/** Both languages (the Uzbek apostrophes converted). */
export const bi = (uz: string, ru: string): Bi => ({ uz: uzq(uz), ru });

/** A number inside TeX: `22{,}4`, thin space for groups. */
export const tn = (x: number, places = 3) =>
  formatNumber(x, places)
    .replace(',', '{,}')
    .replace(/\u00a0/g, '\\,')
    .replace('−', '-');

// ── options ────────────────────────────────────────────────────────────────────────────────────

/** A numeric option with a unit (`4,48 l` / `4,48 л`); null when not finite or needing more than `places` decimals. */
export function num(x: number, u: Bi | null = null, places = 3): Opt | null {
  if (!Number.isFinite(x)) return null;
  const scaled = x * 10 ** places;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-7) return null;
  const text = fmt(x, places);
  const r = Math.round(x * 1e9) / 1e9;
  return {
    uz: u ? `${text}${NBSP}${u.uz}` : text,
    ru: u ? `${text}${NBSP}${u.ru}` : text,
    val: r < 0 ? `(${r})` : String(r),
    key: `n:${r}`,
    remake: (y) => num(y, u, places),
  };
}

/** A positive number as an option (amounts, masses, volumes are never ≤ 0). */
export const pos = (x: number, u: Bi | null = null, places = 3): Opt | null => {
  const o = x > 0 ? num(x, u, places) : null;
  return o && { ...o, remake: (y) => pos(y, u, places) };
};

/** A whole number ≥ `min` as an option. */
export const whole = (x: number, min = 0, u: Bi | null = null): Opt | null => {
  const o = Number.isInteger(x) && x >= min ? num(x, u, 0) : null;
  return o && { ...o, remake: (y) => whole(y, min, u), count: true };
};

/** An oxidation state as an option: `+6`, `−2`, `0`. */
export const signed = (x: number): Opt | null => {
  if (!Number.isInteger(x)) return null;
  const text = x > 0 ? `+${x}` : x < 0 ? `−${-x}` : '0';
  return { uz: text, ru: text, val: x < 0 ? `(${x})` : String(x), key: `n:${x}`, remake: signed, count: true };
};

/** An option shown as given (the same in both languages unless `ru` is given), with its mathjs value. */
export const shown = (text: string, val: string | number, key = `v:${val}`, ru = text): Opt => ({
  uz: uzq(text),
  ru,
  val: String(val),
  key,
});

// units
export const U = {
  g: bi('g', 'г'),
  kg: bi('kg', 'кг'),
  mol: bi('mol', 'моль'),
  l: bi('l', 'л'),
  ml: bi('ml', 'мл'),
  gmol: bi('g/mol', 'г/моль'),
  pct: bi('%', '%'),
  molL: bi('mol/l', 'моль/л'),
  times: bi('marta', 'раз(а)'),
  kPa: bi('kPa', 'кПа'),
  K: bi('K', 'К'),
  s: bi('s', 'с'),
  min: bi('min', 'мин'),
};

// ── the subject's rules ───────────────────────────────────────────────────────────────────────

/** The numbers a text shows (`4,48`, `19 440`, TeX `0{,}4`, `6\cdot 10^{23}`), not indices or exponents. */
export function numbersIn(text: string): number[] {
  const out: number[] = [];
  const re = /(?<![\d^_.,]|[\^_]\{-?)(\d+(?:(?:\u00a0|\\,)\d{3})*(?:(?:\{,\}|,)\d+)?)(?:\\cdot ?10\^\{(-?\d+)\})?/g;
  for (const m of text.matchAll(re)) out.push(Number(m[1].replace(/\u00a0|\\,/g, '').replace(/\{,\}|,/, '.')) * 10 ** Number(m[2] ?? 0));
  return out;
}

/** The answer is a number the stem already shows: such a draw is rejected. */
export const answerInStem = (problem: SubjectProblem) => {
  const a = problem.answer ? numberOf(problem.answer) : NaN;
  return Number.isFinite(a) && a !== 0 && numbersIn(problem.text.uz).some((x) => Math.abs(x - Math.abs(a)) <= 1e-9 * Math.abs(a));
};

/**
 * Data computed in floating point (19,2 g = 0,8 · 24) reach the expression with binary noise
 * (19.200000000000003): they are written as the stem shows them, rounded to 9 significant places.
 */
const cleanExpr = (expr: string) => expr.replace(/\d+\.\d{7,}/g, (x) => String(Number(Number(x).toPrecision(9))));

/** How kimyo judges a drawn problem and writes its check (the builder: ../subject-bank.ts). */
export const KIMYO_RULES: SubjectRules = {
  subject: SUBJECT,
  uzq,
  screen: rankedScreen(SUBJECT, plainStemKey, answerInStem),
  expr: cleanExpr,
};
