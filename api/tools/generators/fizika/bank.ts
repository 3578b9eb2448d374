// The fizika bank's item builder (issue 30, the "bank" item format). A topic is a list of templates;
// a template draws values from the topic's seeded PRNG until it has a problem whose stem no other
// item of the subject has, computes the answer, keeps the first three distractors (typical mistakes:
// a forgotten square, a unit prefix, series instead of parallel …) that differ from the answer and
// from each other, and writes the worked solution in uz and ru with the item's own numbers. Every
// item carries `check`: a mathjs expression written from the problem's data, and the mathjs value
// of each option, which the content gate re-evaluates independently of this arithmetic.
//
// Text conventions: every quantity, symbol and unit is TeX inside `$…$` (`$v = 20\ \text{m/s}$`);
// numbers use the decimal comma in both languages (`$9{,}8$`), thin-space groups from 10 000 on.
// Units are written once as `«key»` in a text both languages share and resolved per language here.
import { answerPositions, formatNumber, rngFrom, shuffle, type Rng } from '../generate';

export type { Difficulty } from '../bank';
import type { Difficulty } from '../bank';
export interface Bi {
  uz: string;
  ru: string;
}

/** One option: its text per language, its mathjs value and a key telling equal values apart. */
export interface Opt {
  uz: string;
  ru: string;
  val: string;
  key: string;
  /** the same kind of option (unit, decimals, form) for another value: the builder's scaled variants */
  remake?: (x: number) => Opt | null;
  /** a count (a whole number by nature): its variants are neighbours, not multiples */
  count?: boolean;
}

export interface Problem {
  text: Bi;
  answer: Opt | null;
  /** candidates in order of preference; nulls and repeats are skipped */
  distractors: (Opt | null)[];
  /** mathjs expression from the problem's data whose value is the right answer */
  expr: string;
  explanation: Bi;
}

export interface Template {
  key: string;
  difficulty: Difficulty;
  count: number;
  /** a problem, or null when the drawn values give no good one (drawn again) */
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

export const SUBJECT = 'fizika';
const LETTERS = ['A', 'B', 'C', 'D'] as const;

// ── units ──────────────────────────────────────────────────────────────────────────────────────

const t = (uz: string, ru: string = uz): Bi => ({ uz: `\\text{${uz}}`, ru: `\\text{${ru}}` });
const sq = (u: Bi, p = 2): Bi => ({ uz: `${u.uz}^${p}`, ru: `${u.ru}^${p}` });

/** SI units and their usual multiples, as TeX in uz and ru. */
export const UNITS = {
  m: t('m', 'м'),
  cm: t('sm', 'см'),
  mm: t('mm', 'мм'),
  km: t('km', 'км'),
  s: t('s', 'с'),
  msec: t('ms', 'мс'),
  min: t('min', 'мин'),
  h: t('soat', 'ч'),
  ms: t('m/s', 'м/с'),
  kmh: t('km/soat', 'км/ч'),
  ms2: sq(t('m/s', 'м/с')),
  kg: t('kg', 'кг'),
  g: t('g', 'г'),
  t: t('t', 'т'),
  N: t('N', 'Н'),
  kN: t('kN', 'кН'),
  mN: t('mN', 'мН'),
  kms: t('km/s', 'км/с'),
  Nm: t('N/m', 'Н/м'),
  J: t('J', 'Дж'),
  kJ: t('kJ', 'кДж'),
  MJ: t('MJ', 'МДж'),
  W: t('Vt', 'Вт'),
  kW: t('kVt', 'кВт'),
  kgms: t('kg·m/s', 'кг·м/с'),
  Pa: t('Pa', 'Па'),
  kPa: t('kPa', 'кПа'),
  m2: sq(t('m', 'м')),
  cm2: sq(t('sm', 'см')),
  mm2: sq(t('mm', 'мм')),
  m3: sq(t('m', 'м'), 3),
  cm3: sq(t('sm', 'см'), 3),
  L: t('l', 'л'),
  kgm3: { uz: '\\text{kg/m}^3', ru: '\\text{кг/м}^3' },
  mol: t('mol', 'моль'),
  gmol: t('g/mol', 'г/моль'),
  K: t('K', 'К'),
  C: { uz: '{}^\\circ\\text{C}', ru: '{}^\\circ\\text{C}' },
  JkgK: { uz: '\\text{J/(kg}\\cdot{}^\\circ\\text{C)}', ru: '\\text{Дж/(кг}\\cdot{}^\\circ\\text{C)}' },
  Jkg: t('J/kg', 'Дж/кг'),
  kJkg: t('kJ/kg', 'кДж/кг'),
  MJkg: t('MJ/kg', 'МДж/кг'),
  pct: { uz: '\\%', ru: '\\%' },
  Cl: t('Kl', 'Кл'),
  uC: t('mkKl', 'мкКл'),
  nC: t('nKl', 'нКл'),
  V: t('V', 'В'),
  kV: t('kV', 'кВ'),
  Vm: t('V/m', 'В/м'),
  NC: t('N/Kl', 'Н/Кл'),
  A: t('A', 'А'),
  mA: t('mA', 'мА'),
  ohm: { uz: '\\Omega', ru: '\\Omega' },
  ohmmm: { uz: '\\Omega\\cdot\\text{mm}^2\\text{/m}', ru: '\\Omega\\cdot\\text{мм}^2\\text{/м}' },
  F: t('F', 'Ф'),
  uF: t('mkF', 'мкФ'),
  mJ: t('mJ', 'мДж'),
  T: t('Tl', 'Тл'),
  mT: t('mTl', 'мТл'),
  Wb: t('Vb', 'Вб'),
  mWb: t('mVb', 'мВб'),
  H: t('Gn', 'Гн'),
  mH: t('mGn', 'мГн'),
  Hz: t('Hz', 'Гц'),
  kHz: t('kHz', 'кГц'),
  MHz: t('MHz', 'МГц'),
  D: t('dptr', 'дптр'),
  nm: t('nm', 'нм'),
  eV: t('eV', 'эВ'),
  day: t('sutka', 'сут'),
  deg: { uz: '^\\circ', ru: '^\\circ' },
  none: { uz: '', ru: '' },
} satisfies Record<string, Bi>;
export type UnitKey = keyof typeof UNITS;

// ── text ───────────────────────────────────────────────────────────────────────────────────────

/** Uzbek typed with ASCII `'`: after o/g it becomes U+02BB, elsewhere U+02BC; formulas untouched. */
export function uzq(text: string): string {
  return text
    .split(/(\$[^$]*\$)/)
    .map((part, i) => (i % 2 ? part : part.replace(/([OoGg])'/g, '$1\u02bb').replace(/'/g, '\u02bc')))
    .join('');
}

/** Resolves `«unit»` placeholders for one language. */
const units = (text: string, lang: 'uz' | 'ru') =>
  text.replace(/«(\w+)»/g, (_, k: string) => {
    const u = (UNITS as Record<string, Bi>)[k];
    if (!u) throw new Error(`unknown unit «${k}»`);
    return u[lang];
  });

/** A text in both languages; `«unit»` placeholders resolved, Uzbek apostrophes converted. */
export const bi = (uz: string, ru: string): Bi => ({ uz: uzq(units(uz, 'uz')), ru: units(ru, 'ru') });

/** A number as TeX: decimal comma `{,}`, thin-space groups, ASCII minus. */
export function tn(x: number, places = 3): string {
  return formatNumber(x, places)
    .replace(/,/g, '{,}')
    .replace(/\u00a0/g, '\\,')
    .replace(/−/g, '-');
}

/** `$v = 20\ «ms»$`: a quantity with its symbol (units resolved by `bi`). */
export const qv = (sym: string, x: number, u: UnitKey, places = 3) => `$${sym} = ${tu(x, u, places)}$`;
/** `20\ «ms»` inside a formula */
export const tu = (x: number, u: UnitKey, places = 3) =>
  `${tn(x, places)}${u === 'none' ? '' : u === 'deg' || u === 'pct' ? `«${u}»` : `\\ «${u}»`}`;
/** The stem's note on g, the same in both languages. */
export const G10 = '($g = 10\\ «ms2»$)';

/** The exact value in mathjs syntax (rounded to 12 significant digits against float noise). */
const mjs = (x: number) => {
  const r = Number(x.toPrecision(12));
  return r < 0 ? `(${r})` : String(r);
};

// ── options ────────────────────────────────────────────────────────────────────────────────────

/** A numeric option with a unit; null when not finite, not positive (unless allowed) or needing more than `places` decimals. */
export function val(x: number, u: UnitKey, places = 3, allowNegative = false): Opt | null {
  if (!Number.isFinite(x) || (!allowNegative && x <= 0)) return null;
  const scaled = x * 10 ** places;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6 * Math.max(1, Math.abs(scaled))) return null;
  const r = Math.round(scaled) / 10 ** places;
  const text = `$${tu(r, u, places)}$`;
  return {
    uz: units(text, 'uz'),
    ru: units(text, 'ru'),
    val: mjs(r),
    key: `n:${mjs(r)}`,
    remake: (y) => val(y, u, places, allowNegative),
    count: places === 0 || (u === 'none' && Number.isInteger(r)),
  };
}

/** `$m\cdot 10^{e}\ unit$` for a value x = m·10^e (m with at most `places` decimals); null if not such. */
export function sci(x: number, e: number, u: UnitKey, places = 2): Opt | null {
  if (!Number.isFinite(x) || x <= 0) return null;
  const m = Number((x / 10 ** e).toPrecision(12));
  if (m < 1 || m >= 10 || Math.abs(m * 10 ** places - Math.round(m * 10 ** places)) > 1e-6) return null;
  const text = `$${tn(m, places)}\\cdot 10^{${e}}${u === 'none' ? '' : `\\ «${u}»`}$`;
  return {
    uz: units(text, 'uz'),
    ru: units(text, 'ru'),
    val: `${mjs(m)}e${e}`,
    key: `n:${mjs(m)}e${e}`,
    remake: (y) => sciv(y, u, places),
  };
}

/** `sci` with the exponent that gives a mantissa in [1, 10). */
export const sciv = (x: number, u: UnitKey, places = 2): Opt | null =>
  Number.isFinite(x) && x > 0 ? sci(x, Math.floor(Math.log10(x) + 1e-9), u, places) : null;

/** TeX of x = m·10^e with the exponent that gives a mantissa in [1, 10): `6\cdot 10^{-19}`. */
export function tsci(x: number, places = 3): string {
  const e = Math.floor(Math.log10(x) + 1e-9);
  const m = Number((x / 10 ** e).toPrecision(12));
  return `${tn(m, places)}\\cdot 10^{${e}}`;
}

/** An option shown as given in both languages (TeX allowed), with its mathjs value. */
export const shown = (uz: string, ru: string, value: number): Opt => ({ uz: uzq(uz), ru, val: mjs(value), key: `n:${mjs(value)}` });

// ── building ───────────────────────────────────────────────────────────────────────────────────

/** A stem as duplicates are found: lowercase, spaces inside formulas dropped, punctuation collapsed. */
export const stemKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\$[^$]*\$/g, (m) => m.replace(/\s+/g, ''))
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

/** An option's number (NaN for an option that is not one). */
const numberOf = (o: Opt) => (o.key.startsWith('n:') ? Number(o.val.replace(/[()]/g, '')) : NaN);

/**
 * The three distractors, placing the answer at rank `target` (0 = smallest) among the four values, so
 * that "never the smallest, never the largest" is no strategy: `target` of them below the answer and
 * the rest above, typical mistakes first, then plausible variants where the mistakes lie on one side
 * (×2, ÷2, ×10, ÷10 of the answer and of the mistakes; for a count its neighbours). When the target
 * cannot be reached, the reachable rank nearest to it (`prefer` breaks ties). Null: fewer than three
 * distinct typical mistakes (the problem is drawn again).
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
    // neighbours: ±1, ±2 for small counts, else steps of the smallest gap between a mistake and the answer
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

/** The numbers a text shows (TeX `12{,}5`, `330\,000`, `6\cdot 10^{-19}`), not exponents or indices. */
export function numbersIn(text: string): number[] {
  const out: number[] = [];
  const re = /(?<![\d^_.]|[\^_]\{-?)(\d+(?:\\,\d{3})*(?:\{,\}\d+)?)(?:\\cdot ?10\^\{(-?\d+)\})?/g;
  for (const m of text.matchAll(re)) out.push(Number(m[1].replace(/\\,/g, '').replace('{,}', '.')) * 10 ** Number(m[2] ?? 0));
  return out;
}

/** The answer is a number the stem already shows (m = 1 kg, so Q = λ): such a draw is rejected. */
export const answerInStem = (problem: Problem) => {
  const a = problem.answer ? numberOf(problem.answer) : NaN;
  return Number.isFinite(a) && numbersIn(problem.text.uz).some((x) => Math.abs(x - Math.abs(a)) <= 1e-9 * Math.abs(a));
};

/** The import keys each content file's hash as `content_hash:<path under content/>` (≤ 60 characters). */
export const MAX_BANK_PATH = 60 - 'content_hash:'.length;

/** `make`, with a drawn value that needs more decimals than its text allows treated as a bad draw. */
function attemptMake(template: Template, rng: Rng): Problem | null {
  try {
    return template.make(rng);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('formatNumber:')) return null;
    throw error;
  }
}

/** One topic's file; `stems` holds the normalised stems of the subject's items made so far. */
export function buildTopic(spec: TopicSpec, sort: number, stems: Set<string>): BankFile {
  const rng = rngFrom(`${SUBJECT}/${spec.key}`);
  const total = spec.templates.reduce((n, tpl) => n + tpl.count, 0);
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
        const problem = attemptMake(template, rng);
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
        check: { expr: problem.expr, options: options.map((o) => o.val) },
      });
    }
  }
  const file: BankFile = {
    version: 1,
    kind: 'bank',
    subject: SUBJECT,
    topic: { key: spec.key, name_uz: uzq(spec.name_uz), name_ru: spec.name_ru, sort, share: spec.share },
    items,
  };
  const relative = `banks/${SUBJECT}/${fileName(file)}`;
  if (relative.length > MAX_BANK_PATH) throw new Error(`${relative}: longer than ${MAX_BANK_PATH} characters`);
  return file;
}

/** `NN-<topic-key>.json` */
export const fileName = (file: BankFile) => `${String(file.topic.sort).padStart(2, '0')}-${file.topic.key}.json`;

export const randInt = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
export type { Rng };

/** Russian "раз/раза" after a count: `в 3 раза`, `в 5 раз`, `в 22 раза`. */
export const raz = (n: number) => (!Number.isInteger(n) || (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)) ? 'раза' : 'раз');
