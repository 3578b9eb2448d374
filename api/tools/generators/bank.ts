// Tools for generated banks in the item format of issue 30 (docs/content-banks.md): a topic is a list
// of templates, each drawing its parameters from a seeded PRNG until it has produced `count` items
// whose stems differ from every item drawn before, with the answer computed, the distractors computed
// from typical mistakes (first three whose value differs from the answer and from each other), the
// worked solution in uz and ru with the item's own numbers, and a `check` (a mathjs expression written
// from the problem's data and the mathjs value of every option) that the content gate re-evaluates.
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { maskedStem, mirrored, unsignedStem, pickRanked, rngFrom, shuffle, type Rng } from './generate';

export type Difficulty = 1 | 2 | 3;
export interface Bi {
  uz: string;
  ru: string;
}

/** One option: its TeX (shown as `$tex$` in both languages unless `text` is given), its mathjs value and a numeric key. */
export interface Opt {
  tex: string;
  val: string;
  key: string;
  text?: Bi;
  /** an option of the same form with another value (null when that value has no such form) */
  like?: (x: number) => Opt | null;
}

/** A drawn problem; the text-option subjects (subject-bank.ts) use it with their own option and a nullable answer. */
export interface Problem<O = Opt, A = O> {
  text: Bi;
  answer: A;
  /** candidates in order of preference; nulls and values equal to an earlier one are skipped */
  distractors: (O | null | undefined)[];
  /** mathjs expression from the problem's data whose value is the right answer */
  expr: string;
  explanation: Bi;
}

export interface Template<P = Problem> {
  key: string;
  difficulty: Difficulty;
  count: number;
  /** a problem, or null when the drawn parameters do not make a good one (then it draws again) */
  make: (rng: Rng) => P | null;
}

/** A template as the topics write it, on one line: `template('linear', 1, 6, (rng) => { … })`. */
export const template = <P = Problem>(key: string, difficulty: Difficulty, count: number, make: (rng: Rng) => P | null): Template<P> => ({
  key,
  difficulty,
  count,
  make,
});

export interface TopicSpec<P = Problem> {
  key: string;
  name_uz: string;
  name_ru: string;
  share: number;
  templates: Template<P>[];
}

/**
 * A topic as the topic files write it, its names declared on the line above:
 * `export const kinematika = topic('kinematika', KINEMATIKA_NAME, 0.1, [template(…), …]);`
 */
export const topic = <P = Problem>(key: string, name: Bi, share: number, templates: Template<P>[]): TopicSpec<P> => ({
  key,
  name_uz: name.uz,
  name_ru: name.ru,
  share,
  templates,
});

export interface BankItem {
  id: string;
  difficulty: Difficulty;
  answer: 'A' | 'B' | 'C' | 'D';
  uz: { text: string; options: string[]; explanation: string };
  ru: { text: string; options: string[]; explanation: string };
  check: { expr: string; options: string[] };
}

export interface BankFile {
  version: 1;
  kind: 'bank';
  subject: string;
  topic: { key: string; name_uz: string; name_ru: string; sort: number; share: number };
  items: BankItem[];
}

// ── numbers as TeX and as mathjs values ────────────────────────────────────────────────────────

/** The smallest Pythagorean triples (a, b, c with a² + b² = c²) the geometry and trigonometry topics both draw from. */
export const FIRST_TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
];
export const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const keyOf = (x: number) => (Math.abs(x) < 1e-12 ? '0' : x.toPrecision(10));

/** A number in TeX: decimal comma (`2{,}5`), thin-space groups from 10 000 on. */
export function tn(x: number): string {
  const r = Math.round(x * 1e6) / 1e6;
  if (!Number.isFinite(r)) throw new Error(`tn: ${x}`);
  const sign = r < 0 ? '-' : '';
  const [whole, frac] = String(Math.abs(r)).split('.');
  const grouped = whole.length >= 5 ? whole.replace(/\B(?=(\d{3})+$)/g, '\\,') : whole;
  return `${sign}${grouped}${frac ? `{,}${frac}` : ''}`;
}

/** A number in a mathjs expression (negative ones in brackets, so `a*(-3)` stays valid). */
export const mv = (x: number) => {
  const r = Math.round(x * 1e9) / 1e9;
  return r < 0 ? `(${r})` : String(r);
};

/** A numeric option; null unless finite and writable with at most `places` decimals. */
export function num(x: number, places = 3): Opt | null {
  if (!Number.isFinite(x)) return null;
  const scaled = x * 10 ** places;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-7) return null;
  return { tex: tn(x), val: mv(x), key: keyOf(x), like: (y) => num(y, places) };
}

/** An exact fraction n/d as an option (`\frac{3}{4}`, `-\frac{1}{2}`, whole numbers plain). */
export function frac(n: number, d: number): Opt | null {
  if (d === 0 || !Number.isInteger(n) || !Number.isInteger(d)) return null;
  const g = gcd(n, d) || 1;
  let a = n / g;
  let b = d / g;
  if (b < 0) [a, b] = [-a, -b];
  if (b === 1) return num(a);
  const den = b;
  const like = (y: number) => (Math.abs(y * den - Math.round(y * den)) < 1e-9 ? frac(Math.round(y * den), den) : null);
  return { tex: `${a < 0 ? '-' : ''}\\frac{${Math.abs(a)}}{${b}}`, val: `${mv(a)}/${b}`, key: keyOf(a / b), like };
}

/** `k·√m` (m square-free or 1) as an option. */
export function surd(k: number, m: number): Opt | null {
  if (!Number.isInteger(k) || k === 0) return m === 0 ? num(0) : null;
  if (m === 1) return num(k);
  const coef = k === 1 ? '' : k === -1 ? '-' : tn(k);
  const like = (y: number) => {
    const c = y / Math.sqrt(m);
    return Math.abs(c - Math.round(c)) < 1e-9 ? surd(Math.round(c), m) : null;
  };
  return { tex: `${coef}\\sqrt{${m}}`, val: `${mv(k)}*sqrt(${m})`, key: keyOf(k * Math.sqrt(m)), like };
}

/** `k·π` (k a fraction p/q) as an option. */
export function piOpt(p: number, q = 1): Opt | null {
  if (!Number.isInteger(p) || !Number.isInteger(q) || q === 0 || p === 0) return null;
  const g = gcd(p, q);
  let a = p / g;
  let b = q / g;
  if (b < 0) [a, b] = [-a, -b];
  const sign = a < 0 ? '-' : '';
  const top = Math.abs(a) === 1 ? '\\pi' : `${Math.abs(a)}\\pi`;
  const tex = b === 1 ? `${sign}${top}` : `${sign}\\frac{${top}}{${b}}`;
  const den = b;
  const like = (y: number) => {
    const c = (y / Math.PI) * den;
    return Math.abs(c - Math.round(c)) < 1e-9 ? piOpt(Math.round(c), den) : null;
  };
  return { tex, val: `${mv(a)}*pi/${b}`, key: keyOf((a / b) * Math.PI), like };
}

/** A sorted pair (roots, a point) as an option `$-2;\ 5$`, value `[-2, 5]`. */
export function pair(a: Opt | null, b: Opt | null, sort = true): Opt | null {
  if (!a || !b) return null;
  const [x, y] = sort && Number(a.key) > Number(b.key) ? [b, a] : [a, b];
  return { tex: `${x.tex};\\ ${y.tex}`, val: `[${x.val}, ${y.val}]`, key: `${x.key}|${y.key}` };
}

// ── Uzbek apostrophes ──────────────────────────────────────────────────────────────────────────

/** Uzbek text written with ASCII `'`: oʻ/gʻ get U+02BB, every other `'` (tutuq belgisi) U+02BC; TeX is left alone. */
export function uzq(text: string): string {
  return text
    .split(/(\$[^$]*\$)/)
    .map((part) => (part.startsWith('$') ? part : part.replace(/([OoGg])'/g, '$1\u02bb').replace(/'/g, '\u02bc')))
    .join('');
}

/** Both languages of a text (uz apostrophes converted). */
export const bi = (uz: string, ru: string): Bi => ({ uz: uzq(uz), ru });

// ── building a topic ───────────────────────────────────────────────────────────────────────────

const LETTERS = ['A', 'B', 'C', 'D'] as const;

function optionText(o: Opt): Bi {
  return o.text ?? { uz: `$${o.tex}$`, ru: `$${o.tex}$` };
}

/** Every item of one topic: templates in order, the right letter spread evenly over A–D. */
export function buildTopic(subject: string, sort: number, spec: TopicSpec, usedStems: Set<string>): BankFile {
  const rng = rngFrom(`${subject}/${spec.key}`);
  const total = spec.templates.reduce((n, t) => n + t.count, 0);
  // each of A–D about equally often, the remainder of the topic's count starting at a letter that moves with `sort`
  const positions = shuffle(
    rng,
    Array.from({ length: total }, (_, i) => ((i + sort) % 4) as 0 | 1 | 2 | 3),
  );
  const items: BankItem[] = [];
  // how often the answer was the smallest, 2nd, 3rd, largest of the numeric options so far
  const rankCounts = [0, 0, 0, 0];
  for (const template of spec.templates) {
    const trng = rngFrom(`${subject}/${spec.key}/${template.key}`);
    let made = 0;
    for (let attempt = 0; made < template.count; attempt++) {
      if (attempt > 2000) throw new Error(`${spec.key}/${template.key}: only ${made} distinct items`);
      const p = template.make(trng);
      if (!p) continue;
      const stem = `${p.text.uz}|${p.text.ru}`;
      if (usedStems.has(stem)) continue;
      // the same question as an earlier item (stem alike but for its numbers, same answer) or its sign mirror
      const masked = `masked:${maskedStem(p.text.uz)}|${p.answer.key}`;
      const mirror = `mirror:${unsignedStem(p.text.uz)}|${absKey(p.answer.key)}`;
      if (usedStems.has(masked) || usedStems.has(mirror)) continue;
      // a numeric answer that is itself a number of the stem (a boat's own speed = the trip's hours) gives the key away
      if (Number.isFinite(Number(p.answer.key)) && p.text.uz.includes(`$${p.answer.tex}$`)) continue;
      const candidates: Opt[] = [];
      const seen = new Set([p.answer.key]);
      for (const d of p.distractors) {
        if (!d || seen.has(d.key)) continue;
        seen.add(d.key);
        candidates.push(d);
      }
      if (candidates.length < 3) continue;
      const answer = Number(p.answer.key);
      if (p.answer.like && Number.isFinite(answer))
        for (const d of candidates.slice(0, 3)) {
          if (!Number.isFinite(Number(d.key))) continue;
          for (const y of mirrored(rng, answer, Number(d.key))) {
            const o = p.answer.like(y);
            if (!o || seen.has(o.key)) continue;
            seen.add(o.key);
            candidates.push(o);
          }
        }
      const chosen = pickRanked(
        rng,
        rankCounts,
        answer,
        candidates.map((c) => Number(c.key)),
      ).map((i) => candidates[i]);
      const texts = new Set([p.answer, ...chosen].map((o) => optionText(o).uz));
      if (texts.size < 4) continue;
      usedStems.add(stem);
      usedStems.add(masked);
      usedStems.add(mirror);
      const position = positions[items.length];
      const options = shuffle(rng, chosen);
      options.splice(position, 0, p.answer);
      items.push({
        id: `${subject}-${spec.key}-${String(items.length + 1).padStart(3, '0')}`,
        difficulty: template.difficulty,
        answer: LETTERS[position],
        uz: { text: p.text.uz, options: options.map((o) => optionText(o).uz), explanation: p.explanation.uz },
        ru: { text: p.text.ru, options: options.map((o) => optionText(o).ru), explanation: p.explanation.ru },
        check: { expr: p.expr, options: options.map((o) => o.val) },
      });
      made++;
    }
  }
  return {
    version: 1,
    kind: 'bank',
    subject,
    topic: { key: spec.key, name_uz: uzq(spec.name_uz), name_ru: spec.name_ru, sort, share: spec.share },
    items,
  };
}

/** An answer's key up to sign (pairs element-wise, sorted): `-64` and `64`, `-8|1` and `-1|8` are alike. */
const absKey = (key: string) =>
  key
    .split('|')
    .map((k) => (Number.isFinite(Number(k)) ? String(Math.abs(Number(k))) : k))
    .sort()
    .join('|');

/** The file name of a topic: `03-algebraik-ifodalar.json`. */
export const bankFileName = (bank: BankFile) => `${String(bank.topic.sort).padStart(2, '0')}-${bank.topic.key}.json`;

/**
 * The import keeps each content file's hash in app_meta under `content_hash:<path under content/>`,
 * a key of at most 60 characters: a bank path of at most 47 is its own key, a longer one is keyed by a
 * digest of it (hashKey in src/domains/content/seed.ts; informatika's 08 topic has such a path).
 */
export const MAX_BANK_PATH = 60 - 'content_hash:'.length;

/** content/ at the repository's root */
const CONTENT_DIR = path.resolve(import.meta.dirname, '../../../content');

/** content/banks/<subject> */
export const bankDir = (subject: string, contentDir = CONTENT_DIR) => path.join(contentDir, 'banks', subject);

/** Writes the banks of a subject to content/banks/<subject>/ (2-space JSON, then prettier), removing stale files. */
export async function writeBanks(subject: string, banks: BankFile[], contentDir = CONTENT_DIR): Promise<void> {
  const dir = bankDir(subject, contentDir);
  fs.mkdirSync(dir, { recursive: true });
  const names = new Set(banks.map(bankFileName));
  for (const old of fs.readdirSync(dir)) if (old.endsWith('.json') && !names.has(old)) fs.rmSync(path.join(dir, old));
  for (const bank of banks) {
    const relative = `banks/${subject}/${bankFileName(bank)}`;
    const full = path.join(dir, bankFileName(bank));
    const options = (await prettier.resolveConfig(full)) ?? {};
    fs.writeFileSync(full, await prettier.format(JSON.stringify(bank, null, 2), { ...options, filepath: full }));
    console.log(`wrote content/${relative} (${bank.items.length} items)`);
  }
}

/** Runs `main` when the file `filename` (a generator's `import.meta.filename`) is the script node was started with. */
export async function runAsScript(filename: string, main: () => Promise<unknown>): Promise<void> {
  if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(filename)) await main();
}

/** Shuffles a copy (re-exported for templates that draw from lists). */
export { shuffle, type Rng };

/** A polynomial in TeX from its coefficients, highest degree first: `[1, -5, 6]` → `x^2 - 5x + 6`. */
export function polyTex(coefs: number[], v = 'x'): string {
  const deg = coefs.length - 1;
  let out = '';
  coefs.forEach((c, i) => {
    const k = deg - i;
    if (c === 0) return;
    const abs = Math.abs(c);
    const body = `${abs === 1 && k > 0 ? '' : tn(abs)}${k === 0 ? '' : k === 1 ? v : `${v}^{${k}}`}`;
    out += out === '' ? `${c < 0 ? '-' : ''}${body}` : ` ${c < 0 ? '-' : '+'} ${body}`;
  });
  return out || '0';
}

/** A polynomial as a mathjs expression in `v`: `[1, -5, 6]` → `1*x^2 + (-5)*x^1 + 6*x^0`. */
export function polyVal(coefs: number[], v = 'x'): string {
  const deg = coefs.length - 1;
  return coefs.map((c, i) => `${mv(c)}*${v}^${deg - i}`).join(' + ');
}

/** `+ 5` / `- 5` after a term. */
export const sgn = (x: number) => (x < 0 ? `- ${tn(-x)}` : `+ ${tn(x)}`);
/** A number in brackets when negative (for substitutions): `(-3)`. */
export const br = (x: number) => (x < 0 ? `(${tn(x)})` : tn(x));
/** ` + 5·rest` / ` - 5·rest` after a term, nothing when the coefficient is 0 (no `+ 0` in a worked solution). */
export const term = (x: number, rest = '') => (x === 0 ? '' : ` ${sgn(x)}${rest}`);
