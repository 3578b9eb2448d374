// Tools for generated question banks: a seeded PRNG (the same bank on every run, so the seed's
// content hash is stable), exact fractions, number formatting as both content languages write it,
// options assembled from a computed answer and computed distractors, and small SVG figures.
import type { AuthoredQuestion, BilingualText } from './authored';

// ── randomness ─────────────────────────────────────────────────────────────────────────────────

export type Rng = () => number;

/** mulberry32 seeded by the FNV-1a hash of a text: a deterministic stream in [0, 1). */
export function rngFrom(seed: string): Rng {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whole number in [min, max]. */
export const randInt = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Positions of the correct option for `count` questions: each of A–D about equally often, in random order. */
export function answerPositions(rng: Rng, count: number): (0 | 1 | 2 | 3)[] {
  return shuffle(
    rng,
    Array.from({ length: count }, (_, i) => (i % 4) as 0 | 1 | 2 | 3),
  );
}

/**
 * Draws parameters until `make` returns a set not drawn before (by its JSON) and accepted by
 * `ok`, so a lesson never asks the same thing twice.
 */
export function drawUnique<T>(rng: Rng, used: Set<string>, make: (rng: Rng) => T, ok: (value: T) => boolean = () => true): T {
  for (let attempt = 0; attempt < 500; attempt++) {
    const value = make(rng);
    const id = JSON.stringify(value);
    if (!used.has(id) && ok(value)) {
      used.add(id);
      return value;
    }
  }
  throw new Error('drawUnique: no new parameters after 500 draws');
}

// ── exact fractions ────────────────────────────────────────────────────────────────────────────

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** A reduced fraction n/d with d > 0. */
export class Frac {
  readonly n: number;
  readonly d: number;
  constructor(n: number, d = 1) {
    if (!Number.isInteger(n) || !Number.isInteger(d) || d === 0) throw new Error(`bad fraction ${n}/${d}`);
    const g = gcd(n, d) || 1;
    const sign = d < 0 ? -1 : 1;
    this.n = (sign * n) / g;
    this.d = (sign * d) / g;
  }
  add(o: Frac) {
    return new Frac(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  sub(o: Frac) {
    return new Frac(this.n * o.d - o.n * this.d, this.d * o.d);
  }
  mul(o: Frac) {
    return new Frac(this.n * o.n, this.d * o.d);
  }
  div(o: Frac) {
    return new Frac(this.n * o.d, this.d * o.n);
  }
  compare(o: Frac) {
    return this.n * o.d - o.n * this.d;
  }
  equals(o: Frac) {
    return this.n === o.n && this.d === o.d;
  }
  get value() {
    return this.n / this.d;
  }
  /** `3/8`, `7/6`, `2`, `−1/4` */
  toString() {
    const sign = this.n < 0 ? '−' : '';
    return this.d === 1 ? `${sign}${Math.abs(this.n)}` : `${sign}${Math.abs(this.n)}/${this.d}`;
  }
}

// ── numbers as uz and ru write them ────────────────────────────────────────────────────────────

const NBSP = '\u00a0';

/** True when `x` is positive, finite and exact with at most `places` decimals. */
export function isNice(x: number, places = 2): boolean {
  const scaled = x * 10 ** places;
  return Number.isFinite(x) && x > 0 && Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * A number the way both content languages write it: decimal comma, groups of three digits from
 * 10 000 on (no-break space), the minus sign −. Throws when more than `places` decimals would be needed.
 */
export function formatNumber(x: number, places = 2): string {
  const scaled = Math.round(x * 10 ** places);
  if (!Number.isFinite(x) || Math.abs(x * 10 ** places - scaled) > 1e-6)
    throw new Error(`formatNumber: ${x} needs more than ${places} decimals`);
  const sign = scaled < 0 ? '−' : '';
  const digits = String(Math.abs(scaled)).padStart(places + 1, '0');
  const whole = places ? digits.slice(0, -places) : digits;
  const fraction = places ? digits.slice(-places).replace(/0+$/, '') : '';
  const grouped = whole.length >= 5 ? whole.replace(/\B(?=(\d{3})+$)/g, NBSP) : whole;
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** The same text in both languages. */
export const both = (text: string): BilingualText => ({ uz: text, ru: text });

/** A unit in both languages, e.g. `unit('sm²', 'см²')`. */
export const unit = (uz: string, ru: string): BilingualText => ({ uz, ru });

/** `28 sm²` / `28 см²` */
export function withUnit(value: string, u?: BilingualText): BilingualText {
  return u ? { uz: `${value}${NBSP}${u.uz}`, ru: `${value}${NBSP}${u.ru}` } : both(value);
}

// ── options ────────────────────────────────────────────────────────────────────────────────────

/** One option: its texts, an optional picture, and `id`, which tells equal answers apart (its value). */
export interface Choice {
  text: BilingualText;
  image?: string;
  id: string;
}

/** A numeric option; null when the value cannot be written exactly (then it is not a distractor). */
export function numberChoice(x: number, u?: BilingualText, places = 2): Choice | null {
  if (!isNice(x, places)) return null;
  const text = formatNumber(x, places);
  // the id does not depend on `places`, so 0,78 and 7,8 never look alike
  return { text: withUnit(text, u), id: `n:${Math.round(x * 1e6)}` };
}

/** A fraction option (`11/12`); null unless positive. */
export function fractionChoice(f: Frac): Choice | null {
  return f.n > 0 ? { text: both(f.toString()), id: `f:${f.n}/${f.d}` } : null;
}

export interface QuestionSpec {
  key: string;
  text: BilingualText;
  image?: string;
  ball?: number;
  correct: Choice | null;
  /** candidates in order of preference; nulls and values equal to another are skipped */
  distractors: (Choice | null)[];
  /** where the correct option goes: 0 = A … 3 = D */
  position: 0 | 1 | 2 | 3;
}

/**
 * A question from a computed answer and computed distractors: the first three distractors whose value
 * differs from the answer and from each other, in a shuffled order, with the answer at `position`.
 */
export function assemble(rng: Rng, spec: QuestionSpec): AuthoredQuestion {
  const correct = spec.correct;
  if (!correct) throw new Error(`${spec.key}: the answer cannot be written exactly`);
  const seen = new Set([correct.id]);
  const chosen: Choice[] = [];
  for (const d of spec.distractors) {
    if (!d || seen.has(d.id)) continue;
    seen.add(d.id);
    chosen.push(d);
    if (chosen.length === 3) break;
  }
  if (chosen.length < 3) throw new Error(`${spec.key}: only ${chosen.length} distinct distractors`);
  const options = shuffle(rng, chosen);
  options.splice(spec.position, 0, correct);
  const [a, b, c, d] = options.map((o) => (o.image ? { text: o.text, image: o.image } : { text: o.text }));
  return {
    key: spec.key,
    text: spec.text,
    ...(spec.image ? { image: spec.image } : {}),
    options: [a, b, c, d],
    answer: spec.position,
    ...(spec.ball !== undefined ? { ball: spec.ball } : {}),
  };
}

/** `q01`, `q02`, … */
export const questionKey = (i: number) => `q${String(i + 1).padStart(2, '0')}`;

// ── SVG ────────────────────────────────────────────────────────────────────────────────────────

export const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A standalone picture: one <svg> element, no scripts, no external references (the import's rules). */
export function svgDoc(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
    `role="img" font-family="sans-serif" font-size="15" fill="none" stroke-linecap="round">${body}</svg>`
  );
}

/** A label (numbers and symbols only, so one picture serves both languages). */
export function svgText(x: number, y: number, text: string, anchor: 'start' | 'middle' | 'end' = 'middle'): string {
  return `<text x="${round(x)}" y="${round(y)}" text-anchor="${anchor}" fill="#1f2933" stroke="none">${escapeXml(text)}</text>`;
}

export const round = (x: number) => Math.round(x * 10) / 10;

/** Appends the question of `spec` to `questions`, keyed by its place (`q01`, …). */
export const questionAdder = (rng: Rng, questions: AuthoredQuestion[]) => (spec: Omit<QuestionSpec, 'key'>) =>
  questions.push(assemble(rng, { key: questionKey(questions.length), ...spec }));

// ── Russian plural forms ───────────────────────────────────────────────────────────────────────

const RU_PLURAL = new Intl.PluralRules('ru');

/**
 * The Russian noun in the form a number asks for (Intl.PluralRules('ru'): one / few / many; a fraction
 * takes the genitive singular, the `few` form): `ruNoun(21, ['день', 'дня', 'дней'])` → `день`.
 */
export function ruNoun(n: number, [one, few, many]: readonly [string, string, string]): string {
  const category = RU_PLURAL.select(n);
  return category === 'one' ? one : category === 'few' || category === 'other' ? few : many;
}

// ── where the right answer stands among numeric options ───────────────────────────────────────

/**
 * Chooses three distractors from `values` (the candidates' numeric values in order of preference,
 * NaN when not a number) so that the answer's rank among the four sorted options is the achievable
 * rank used least so far in `counts` (ties broken by `rng`); `counts` is updated. A test-taker then
 * cannot guess the key from its place among the numbers (always a middle one, never the largest).
 * Returns the chosen indices in order of preference, or the first three when the options are not all numbers.
 */
export function pickRanked(rng: Rng, counts: number[], answer: number, values: number[]): number[] {
  const first = values.slice(0, 3).map((_, i) => i);
  if (!Number.isFinite(answer)) return first;
  const below = values.flatMap((v, i) => (Number.isFinite(v) && v < answer ? [i] : []));
  const above = values.flatMap((v, i) => (Number.isFinite(v) && v > answer ? [i] : []));
  if (below.length + above.length < 3) return first;
  const ranks = [0, 1, 2, 3].filter((r) => r <= below.length && 3 - r <= above.length);
  const least = Math.min(...ranks.map((r) => counts[r]));
  const best = ranks.filter((r) => counts[r] === least);
  const rank = best[Math.floor(rng() * best.length)];
  counts[rank]++;
  return [...below.slice(0, rank), ...above.slice(0, 3 - rank)].sort((a, b) => a - b);
}

/**
 * Values on the other side of the answer from a typical mistake `d`: `a + (a − d)·f` for f = 1, 2, ½
 * (in an order the rng picks), for templates whose mistakes all fall on one side; same sign as the answer.
 */
export function mirrored(rng: Rng, answer: number, d: number): number[] {
  const factors = shuffle(rng, [1, 2, 0.5]);
  return factors
    .map((f) => answer + (answer - d) * f)
    .filter(
      (y) =>
        Number.isFinite(y) &&
        y !== answer &&
        (answer === 0 || Math.sign(y) === Math.sign(answer)) &&
        (!Number.isInteger(answer) || !Number.isInteger(d) || Number.isInteger(y)),
    );
}

/**
 * A stem with its numbers masked, followed by its numbers sorted: two items with the same masked stem,
 * the same numbers in another order and the same answer ask the same thing (`3 + 5`, `5 + 3`).
 */
export const maskedStem = (stem: string) =>
  `${stem.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim()}|${(stem.match(/\d+/g) ?? []).sort().join(',')}`;
/** A stem without its signs: two items alike but for signs, with answers alike up to sign, are mirrors. */
export const unsignedStem = (stem: string) => stem.replace(/[-+−]/g, '').replace(/\s+/g, ' ').trim();
