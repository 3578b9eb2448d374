// The fizika bank's units, options and rules (issue 30, the "bank" item format); the item builder is
// the one kimyo and informatika use (../subject-bank.ts). A template draws values from the topic's
// seeded PRNG; fizika's screen keeps a problem whose stem no other item of the subject has and whose
// answer the stem does not show, with three distractors from its typical mistakes (a forgotten
// square, a unit prefix, series instead of parallel …) that place the answer at a balanced rank
// among the four values. Every item carries `check`: a mathjs expression written from the
// problem's data, and the mathjs value of each option, which the content gate re-evaluates.
//
// Text conventions: every quantity, symbol and unit is TeX inside `$…$` (`$v = 20\ \text{m/s}$`);
// numbers use the decimal comma in both languages (`$9{,}8$`), thin-space groups from 10 000 on.
// Units are written once as `«key»` in a text both languages share and resolved per language here.
import { formatNumber } from '../generate';
import { numberOf, rankedScreen, uzqFormulas, type Bi, type Opt, type SubjectProblem, type SubjectRules } from '../subject-bank';

// the shapes (option, problem, template, topic, file) and the builder are shared with kimyo and informatika
export type { BankFile, BankItem, Bi, Difficulty, Opt, Problem, Template, TopicSpec } from '../subject-bank';
export { fileName, pick, randInt, template, topic, type Rng } from '../subject-bank';

export const SUBJECT = 'fizika';

// ── units ──────────────────────────────────────────────────────────────────────────────────────

const t = (uz: string, ru: string = uz): Bi => ({ uz: `\\text{${uz}}`, ru: `\\text{${ru}}` });
/** a unit already in TeX (a symbol, a formula with a power) */
const tex = (uz: string, ru: string = uz): Bi => ({ uz, ru });
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
  kgm3: tex('\\text{kg/m}^3', '\\text{кг/м}^3'),
  mol: t('mol', 'моль'),
  gmol: t('g/mol', 'г/моль'),
  K: t('K', 'К'),
  C: tex('{}^\\circ\\text{C}'),
  JkgK: tex('\\text{J/(kg}\\cdot{}^\\circ\\text{C)}', '\\text{Дж/(кг}\\cdot{}^\\circ\\text{C)}'),
  Jkg: t('J/kg', 'Дж/кг'),
  kJkg: t('kJ/kg', 'кДж/кг'),
  MJkg: t('MJ/kg', 'МДж/кг'),
  pct: tex('\\%'),
  Cl: t('Kl', 'Кл'),
  uC: t('mkKl', 'мкКл'),
  nC: t('nKl', 'нКл'),
  V: t('V', 'В'),
  kV: t('kV', 'кВ'),
  Vm: t('V/m', 'В/м'),
  NC: t('N/Kl', 'Н/Кл'),
  A: t('A', 'А'),
  mA: t('mA', 'мА'),
  ohm: tex('\\Omega'),
  ohmmm: tex('\\Omega\\cdot\\text{mm}^2\\text{/m}', '\\Omega\\cdot\\text{мм}^2\\text{/м}'),
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
  deg: tex('^\\circ'),
  none: tex(''),
} satisfies Record<string, Bi>;
export type UnitKey = keyof typeof UNITS;

// ── text ───────────────────────────────────────────────────────────────────────────────────────

/** Uzbek typed with ASCII `'`: after o/g it becomes U+02BB, elsewhere U+02BC; formulas untouched. */
export const uzq = uzqFormulas;

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

// ── the subject's rules ───────────────────────────────────────────────────────────────────────

/** A stem as duplicates are found: lowercase, spaces inside formulas dropped, punctuation collapsed. */
export const stemKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\$[^$]*\$/g, (m) => m.replace(/\s+/g, ''))
    .replace(/[^\p{L}\p{N}$\\{}^+\-*/=<>]+/gu, ' ')
    .trim();

/** The numbers a text shows (TeX `12{,}5`, `330\,000`, `6\cdot 10^{-19}`), not exponents or indices. */
export function numbersIn(text: string): number[] {
  const out: number[] = [];
  const re = /(?<![\d^_.]|[\^_]\{-?)(\d+(?:\\,\d{3})*(?:\{,\}\d+)?)(?:\\cdot ?10\^\{(-?\d+)\})?/g;
  for (const m of text.matchAll(re)) out.push(Number(m[1].replace(/\\,/g, '').replace('{,}', '.')) * 10 ** Number(m[2] ?? 0));
  return out;
}

/** The answer is a number the stem already shows (m = 1 kg, so Q = λ): such a draw is rejected. */
export const answerInStem = (problem: SubjectProblem) => {
  const a = problem.answer ? numberOf(problem.answer) : NaN;
  return Number.isFinite(a) && numbersIn(problem.text.uz).some((x) => Math.abs(x - Math.abs(a)) <= 1e-9 * Math.abs(a));
};

/** How fizika judges a drawn problem (the builder: ../subject-bank.ts). */
export const FIZIKA_RULES: SubjectRules = { subject: SUBJECT, uzq, screen: rankedScreen(SUBJECT, stemKey, answerInStem) };

/** Russian "раз/раза" after a count: `в 3 раза`, `в 5 раз`, `в 22 раза`. */
export const raz = (n: number) => (!Number.isInteger(n) || (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)) ? 'раза' : 'раз');
