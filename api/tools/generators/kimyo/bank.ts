// The kimyo bank's item builder (issue 30, format "bank"): a topic is a list of templates; each
// template draws its data from a seeded PRNG until it has `count` problems whose stems no other item
// of the subject has, computes the answer, picks three distractors (typical mistakes, then variants)
// that place the answer at a balanced rank among the four values, and writes the worked solution in uz and ru with
// the item's own numbers. Every item carries a `check`: a mathjs expression written from the
// problem's data, and the mathjs value of each option, which the content gate evaluates again.
import { answerPositions, formatNumber, rngFrom, shuffle, type Rng } from '../generate';

export type { Difficulty } from '../bank';
import type { Difficulty } from '../bank';
export interface Bi {
  uz: string;
  ru: string;
}

/** One option: its text in uz and ru, its mathjs value, and a key telling equal options apart. */
export interface Opt {
  uz: string;
  ru: string;
  val: string;
  key: string;
  /** the same kind of option (unit, decimals, form) for another value: the builder's variants */
  remake?: (x: number) => Opt | null;
  /** a count or a charge (whole by nature): its variants are neighbours, not multiples */
  count?: boolean;
}

export interface Problem {
  text: Bi;
  answer: Opt | null;
  /** candidates in order of preference; nulls and values equal to an earlier one are skipped */
  distractors: (Opt | null)[];
  /** mathjs expression from the problem's data; its value is the right answer */
  expr: string;
  explanation: Bi;
}

export interface Template {
  key: string;
  difficulty: Difficulty;
  count: number;
  /** a problem, or null when the drawn data make no good one (it then draws again) */
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

export const SUBJECT = 'kimyo';
const LETTERS = ['A', 'B', 'C', 'D'] as const;
const NBSP = '\u00a0';

// ── text ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Uzbek text typed with ASCII `'`: oʻ/gʻ get U+02BB, every other `'` (the tutuq belgisi) U+02BC.
 * Formulas ($…$) are left as they are.
 */
export function uzq(text: string): string {
  return text
    .split(/(\$[^$]*\$)/)
    .map((part, i) => (i % 2 ? part : part.replace(/([OoGg])'/g, '$1\u02bb').replace(/'/g, '\u02bc')))
    .join('');
}

/** Both languages (the Uzbek apostrophes converted). */
export const bi = (uz: string, ru: string): Bi => ({ uz: uzq(uz), ru });

/** A number as both languages write it: decimal comma, groups of three from 10 000 on. */
export const fmt = (x: number, places = 3) => formatNumber(x, places);
/** The same number inside TeX: `22{,}4`, thin space for groups. */
export const tn = (x: number, places = 3) =>
  fmt(x, places)
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

// ── building ───────────────────────────────────────────────────────────────────────────────────

/** Normalised stem, as duplicates are found: lowercase, punctuation dropped, spaces collapsed. */
const stemKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$\\{}^+\-*/=<>]+/gu, ' ')
    .trim();

/** The candidates that differ from the answer and from each other (by value and by text), in order. */
function distinctOf(answer: Opt, candidates: (Opt | null)[]): Opt[] {
  const keys = new Set([answer.key]);
  const texts = new Set([stemKey(answer.uz), stemKey(answer.ru)]);
  const out: Opt[] = [];
  for (const c of candidates) {
    if (!c || keys.has(c.key) || texts.has(stemKey(c.uz)) || texts.has(stemKey(c.ru))) continue;
    keys.add(c.key);
    texts.add(stemKey(c.uz));
    texts.add(stemKey(c.ru));
    out.push(c);
  }
  return out;
}

/** An option's number (NaN for an option that is not one: a formula, an element). */
const numberOf = (o: Opt) => (o.key.startsWith('n:') ? Number(o.val.replace(/[()]/g, '')) : NaN);

/**
 * The three distractors, placing the answer at rank `target` (0 = smallest) among the four values, so
 * that "never the smallest, never the largest" is no strategy: `target` of them below the answer and
 * the rest above, typical mistakes first, then plausible variants where the mistakes lie on one side
 * (×2, ÷2, ×10, ÷10 of the answer and of the mistakes; for a count or a charge its neighbours). When
 * the target cannot be reached, the reachable rank nearest to it (`prefer` breaks ties). Options that
 * are no numbers keep the first three mistakes (rank null). Null: fewer than three distinct mistakes.
 */
export function rankedDistractors(
  answer: Opt,
  candidates: (Opt | null)[],
  target: number,
  prefer: (rank: number) => number = () => 0,
): { distractors: Opt[]; rank: number | null } | null {
  // a share above 100 % (an efficiency, a mass fraction) is ruled out at sight: no option
  const overFull = (o: Opt | null) => o !== null && o.uz.includes('%') && numberOf(o) > 100;
  const mistakes = distinctOf(
    answer,
    candidates.filter((c) => !overFull(c)),
  );
  if (mistakes.length < 3) return null;
  const a = numberOf(answer);
  if (!Number.isFinite(a) || mistakes.some((m) => !Number.isFinite(numberOf(m)))) return { distractors: mistakes.slice(0, 3), rank: null };
  const variants: (Opt | null)[] = [];
  const vary = (o: Opt, steps: ((x: number) => number)[]) => {
    for (const step of steps) {
      const v = o.remake?.(Number(step(numberOf(o)).toPrecision(12))) ?? null;
      if (!overFull(v)) variants.push(v);
    }
  };
  if (answer.count) {
    // neighbours: ±1, ±2 for small numbers, else steps of the smallest gap between a mistake and the answer
    const d = Math.abs(a) <= 20 ? 1 : Math.min(...mistakes.map((m) => Math.abs(numberOf(m) - a)));
    vary(answer, [(x) => x + d, (x) => x - d, (x) => x + 2 * d, (x) => x - 2 * d]);
    for (const m of mistakes) vary(m, [(x) => x + d, (x) => x - d]);
  } else {
    vary(answer, [(x) => x * 2, (x) => x / 2]);
    for (const m of mistakes) vary(m, [(x) => x * 2, (x) => x / 2]);
    vary(answer, [(x) => x * 10, (x) => x / 10]);
    for (const m of mistakes) vary(m, [(x) => x * 10, (x) => x / 10]);
  }
  const pool = distinctOf(answer, [...mistakes, ...variants]);
  const below = pool.filter((o) => numberOf(o) < a);
  const above = pool.filter((o) => numberOf(o) > a);
  const reachable = [0, 1, 2, 3].filter((r) => below.length >= r && above.length >= 3 - r);
  if (!reachable.length) return null;
  const rank = reachable.reduce((best, r) => {
    const d = Math.abs(r - target) - Math.abs(best - target);
    return d < 0 || (d === 0 && prefer(r) < prefer(best)) ? r : best;
  });
  return { distractors: [...below.slice(0, rank), ...above.slice(0, 3 - rank)], rank };
}

/** The numbers a text shows (`4,48`, `19 440`, TeX `0{,}4`, `6\cdot 10^{23}`), not indices or exponents. */
export function numbersIn(text: string): number[] {
  const out: number[] = [];
  const re = /(?<![\d^_.,]|[\^_]\{-?)(\d+(?:(?:\u00a0|\\,)\d{3})*(?:(?:\{,\}|,)\d+)?)(?:\\cdot ?10\^\{(-?\d+)\})?/g;
  for (const m of text.matchAll(re)) out.push(Number(m[1].replace(/\u00a0|\\,/g, '').replace(/\{,\}|,/, '.')) * 10 ** Number(m[2] ?? 0));
  return out;
}

/** The answer is a number the stem already shows: such a draw is rejected. */
export const answerInStem = (problem: Problem) => {
  const a = problem.answer ? numberOf(problem.answer) : NaN;
  return Number.isFinite(a) && a !== 0 && numbersIn(problem.text.uz).some((x) => Math.abs(x - Math.abs(a)) <= 1e-9 * Math.abs(a));
};

/**
 * Data computed in floating point (19,2 g = 0,8 · 24) reach the expression with binary noise
 * (19.200000000000003): they are written as the stem shows them, rounded to 9 significant places.
 */
const cleanExpr = (expr: string) => expr.replace(/\d+\.\d{7,}/g, (x) => String(Number(Number(x).toPrecision(9))));

/** The items of one topic file; `stems` holds the stems of the subject's items drawn so far. */
export function buildTopic(spec: TopicSpec, sort: number, stems: Set<string>): BankFile {
  const rng = rngFrom(`${SUBJECT}/${spec.key}`);
  const total = spec.templates.reduce((n, t) => n + t.count, 0);
  // rotated by the topic's place, so that the subject's leftover letters do not all fall on A
  const positions = answerPositions(rng, total).map((p) => ((p + sort - 1) % 4) as 0 | 1 | 2 | 3);
  // the answer's rank among the four values: its own stream, so that the problems drawn do not depend on it
  const rankRng = rngFrom(`${SUBJECT}/${spec.key}/rank`);
  const targets = answerPositions(rankRng, total);
  const ranksUsed = [0, 0, 0, 0];
  const items: BankItem[] = [];
  for (const template of spec.templates) {
    for (let k = 0; k < template.count; k++) {
      let made: { problem: Problem; answer: Opt; distractors: Opt[] } | null = null;
      for (let attempt = 0; attempt < 3000 && !made; attempt++) {
        const problem = template.make(rng);
        if (!problem?.answer) continue;
        const stem = stemKey(problem.text.uz);
        if (stems.has(stem) || answerInStem(problem)) continue;
        const ranked = rankedDistractors(problem.answer, problem.distractors, targets[items.length], (r) => ranksUsed[r]);
        if (!ranked) continue;
        if (ranked.rank !== null) ranksUsed[ranked.rank]++;
        stems.add(stem);
        made = { problem, answer: problem.answer, distractors: ranked.distractors };
      }
      if (!made) throw new Error(`${spec.key}/${template.key}: no new problem after 3000 draws (item ${k + 1} of ${template.count})`);
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
        check: { expr: cleanExpr(problem.expr), options: options.map((o) => o.val) },
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

/** `n` with the Russian noun in the form the number asks for: `ru(3, 'атом', 'атома', 'атомов')` → `3 атома`. */
export function plural(n: number, one: string, few: string, many: string): string {
  const m10 = n % 10;
  const m100 = n % 100;
  const form = !Number.isInteger(n) ? few : m10 === 1 && m100 !== 11 ? one : m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14) ? few : many;
  return `${fmt(n)} ${form}`;
}
