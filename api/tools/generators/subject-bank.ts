// The item builder the fizika, kimyo and informatika banks share (issue 30, the "bank" item format;
// issue 28: one copy of it). Their options are text per language (a unit, a formula, a number in
// another base), unlike matematika's TeX options (./bank.ts). A topic is a list of templates; each
// template draws its data from the topic's seeded PRNG until it has `count` problems that the
// subject's screen accepts (a stem no other item of the subject has, the answer not given away by the
// stem, three distractors from the typical mistakes); the builder places the answer at a letter spread
// evenly over A–D and writes the item with its worked solution in uz and ru and its `check` (a mathjs
// expression from the problem's data and the mathjs value of each option, re-evaluated by the content
// gate). What differs between the subjects — how a stem is compared, how distractors are ranked — is
// the subject's `SubjectRules` (see fizika/bank.ts, kimyo/bank.ts, informatika/bank.ts).
import { answerPositions, formatNumber, ruNoun, rngFrom, shuffle, type Rng } from './generate';
import { bankFileName, template, topic, type BankFile, type BankItem, type Problem, type Template, type TopicSpec } from './bank';

export type { BankFile, BankItem, Bi, Difficulty } from './bank';
export { pick, randInt } from './generate';
export { shuffle, template, topic, type Rng };

/** One option: its text per language, its mathjs value and a key telling equal values apart (`n:<number>` for numbers). */
export interface Opt {
  uz: string;
  ru: string;
  val: string;
  key: string;
  /** the same kind of option (unit, decimals, form) for another value: the ranked builder's variants */
  remake?: (x: number) => Opt | null;
  /** an option of the same form with another value: the mirrored variants (informatika) */
  like?: (x: number) => Opt | null;
  /** a count or a charge (whole by nature): its variants are neighbours, not multiples */
  count?: boolean;
}

/** A drawn problem: its answer null when the drawn data have none. */
export type SubjectProblem = Problem<Opt, Opt | null>;
export type SubjectTemplate = Template<SubjectProblem>;
export type SubjectSpec = TopicSpec<SubjectProblem>;
/** The same three under the names a subject's topic files use (each subject's bank.ts passes them on). */
export type { SubjectProblem as Problem, SubjectSpec as TopicSpec, SubjectTemplate as Template };

/**
 * A subject's judgement of drawn problems, made once per topic (it may keep a stream and counts of its
 * own): the three distractors of an acceptable problem, after recording its stem in `stems`, or null
 * to draw again. `index` is the item's place in the topic.
 */
export type Screen = (topic: {
  key: string;
  total: number;
  stems: Set<string>;
}) => (problem: SubjectProblem, answer: Opt, index: number) => Opt[] | null;

export interface SubjectRules {
  subject: string;
  /** the subject's Uzbek apostrophes (the topic's name goes through it) */
  uzq: (text: string) => string;
  screen: Screen;
  /** the check's expression as the file keeps it (default: as the template wrote it) */
  expr?: (expr: string) => string;
}

// ── text ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Uzbek text typed with ASCII `'`: oʻ/gʻ get U+02BB, every other `'` (the tutuq belgisi) U+02BC; the
 * parts `keep` matches (one capturing group: formulas, quoted code) are left as they are.
 */
export const apostrophes =
  (keep: RegExp) =>
  (text: string): string =>
    text
      .split(keep)
      .map((part, i) => (i % 2 ? part : part.replace(/([OoGg])'/g, '$1\u02bb').replace(/'/g, '\u02bc')))
      .join('');

/** Uzbek apostrophes outside formulas ($…$). */
export const uzqFormulas = apostrophes(/(\$[^$]*\$)/);

/** A number as both languages write it in text: decimal comma, groups of three from 10 000 on. */
export const fmt = (x: number, places = 3) => formatNumber(x, places);

/** `n` with the Russian noun in the form the number asks for: `plural(21, 'символ', 'символа', 'символов')` → `21 символ`. */
export const plural = (n: number, one: string, few: string, many: string): string => `${fmt(n)} ${ruNoun(n, [one, few, many])}`;

/** Normalised stem, as duplicates are found: lowercase, punctuation dropped, spaces collapsed. */
export const plainStemKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$\\{}^+\-*/=<>]+/gu, ' ')
    .trim();

// ── distractors ────────────────────────────────────────────────────────────────────────────────

/** The candidates that differ from the answer and from each other (by key and by text as `stemKey` reads it), in order. */
export function distinctOf(answer: Opt, candidates: (Opt | null | undefined)[], stemKey: (text: string) => string): Opt[] {
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
export const numberOf = (o: Opt) => (o.key.startsWith('n:') ? Number(o.val.replace(/[()]/g, '')) : NaN);

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
  candidates: (Opt | null | undefined)[],
  target: number,
  stemKey: (text: string) => string,
  prefer: (rank: number) => number = () => 0,
): { distractors: Opt[]; rank: number | null } | null {
  // a share above 100 % (an efficiency, a mass fraction) is ruled out at sight: no option
  const overFull = (o: Opt | null | undefined) => !!o && o.uz.includes('%') && numberOf(o) > 100;
  const mistakes = distinctOf(
    answer,
    candidates.filter((c) => !overFull(c)),
    stemKey,
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
    for (const factor of [2, 10]) {
      vary(answer, [(x) => x * factor, (x) => x / factor]);
      for (const m of mistakes) vary(m, [(x) => x * factor, (x) => x / factor]);
    }
  }
  const pool = distinctOf(answer, [...mistakes, ...variants], stemKey);
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

/**
 * The screen of the ranked subjects (fizika, kimyo): a stem not seen before (as `stemKey` reads it),
 * the answer not a number the stem shows (`givesAway`), and the distractors from `rankedDistractors`
 * with the answer's target ranks drawn from a stream of their own (`<subject>/<topic>/rank`, so that
 * the problems drawn do not depend on them), ties going to the rank used least in the topic so far.
 */
export const rankedScreen =
  (subject: string, stemKey: (text: string) => string, givesAway: (problem: SubjectProblem) => boolean): Screen =>
  ({ key, total, stems }) => {
    const targets = answerPositions(rngFrom(`${subject}/${key}/rank`), total);
    const ranksUsed = [0, 0, 0, 0];
    return (problem, answer, index) => {
      const stem = stemKey(problem.text.uz);
      if (stems.has(stem) || givesAway(problem)) return null;
      const ranked = rankedDistractors(answer, problem.distractors, targets[index], stemKey, (r) => ranksUsed[r]);
      if (!ranked) return null;
      if (ranked.rank !== null) ranksUsed[ranked.rank]++;
      stems.add(stem);
      return ranked.distractors;
    };
  };

// ── building ───────────────────────────────────────────────────────────────────────────────────

const LETTERS = ['A', 'B', 'C', 'D'] as const;
/** Draws for one item before the generator gives up (a template that cannot make enough distinct problems). */
const ATTEMPTS = 3000;

/** `make`, with a drawn value that needs more decimals than its text allows treated as a bad draw. */
function attemptMake(template: SubjectTemplate, rng: Rng): SubjectProblem | null {
  try {
    return template.make(rng);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('formatNumber:')) return null;
    throw error;
  }
}

/** The items of one topic file; `stems` holds what the subject's screen keeps of the items drawn so far. */
export function buildSubjectTopic(rules: SubjectRules, spec: SubjectSpec, sort: number, stems: Set<string>): BankFile {
  const { subject } = rules;
  const rng = rngFrom(`${subject}/${spec.key}`);
  const total = spec.templates.reduce((n, t) => n + t.count, 0);
  // rotated by the topic's place, so that the subject's leftover letters do not all fall on A
  const positions = answerPositions(rng, total).map((p) => ((p + sort - 1) % 4) as 0 | 1 | 2 | 3);
  const choose = rules.screen({ key: spec.key, total, stems });
  const items: BankItem[] = [];
  for (const template of spec.templates) {
    for (let k = 0; k < template.count; k++) {
      let made: { problem: SubjectProblem; answer: Opt; distractors: Opt[] } | null = null;
      for (let attempt = 0; attempt < ATTEMPTS && !made; attempt++) {
        const problem = attemptMake(template, rng);
        if (!problem?.answer) continue;
        const distractors = choose(problem, problem.answer, items.length);
        if (distractors) made = { problem, answer: problem.answer, distractors };
      }
      if (!made)
        throw new Error(`${spec.key}/${template.key}: no new problem after ${ATTEMPTS} draws (item ${k + 1} of ${template.count})`);
      const position = positions[items.length];
      const options = shuffle(rng, made.distractors);
      options.splice(position, 0, made.answer);
      const { problem } = made;
      items.push({
        id: `${subject}-${spec.key}-${String(items.length + 1).padStart(3, '0')}`,
        difficulty: template.difficulty,
        answer: LETTERS[position],
        uz: { text: problem.text.uz, options: options.map((o) => o.uz), explanation: problem.explanation.uz },
        ru: { text: problem.text.ru, options: options.map((o) => o.ru), explanation: problem.explanation.ru },
        check: { expr: rules.expr ? rules.expr(problem.expr) : problem.expr, options: options.map((o) => o.val) },
      });
    }
  }
  return {
    version: 1,
    kind: 'bank',
    subject,
    topic: { key: spec.key, name_uz: rules.uzq(spec.name_uz), name_ru: spec.name_ru, sort, share: spec.share },
    items,
  };
}

/** Every topic file of a subject's bank, topics in their order (the file's NN and `sort`), stems unique across the subject. */
export function buildSubject(rules: SubjectRules, topics: SubjectSpec[]): BankFile[] {
  const stems = new Set<string>();
  return topics.map((topic, i) => buildSubjectTopic(rules, topic, i + 1, stems));
}

/** `NN-<topic-key>.json` */
export const fileName = bankFileName;
