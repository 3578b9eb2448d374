// The content gate (issue 30, ADR 039): `npm run content -- validate` with no file checks every
// content file of the repository and reports ALL problems in one run — the schema of each file, the
// subjects it names, and for the question banks (content/banks/<subject>/*.json) the rules across
// items and files: ids unique in the repository, no duplicate items per subject and language, topic
// shares summing to 1, the Uzbek apostrophe convention, TeX formulas in $…$ in the formula subjects,
// and every generated item's key re-derived with mathjs (an evaluator independent of the generator);
// for the national certificate (content/national-certificate/<subject>.json, ADR 042) the file's
// place and the same text rules (the schema's rules across its sets run in validateContent).
// The rules on items run on the file as read, so they report even when the schema refuses the file.
// The api test test/content-gate.test.ts runs it over the repository. Not used by the running api.
import fs from 'node:fs';
import path from 'node:path';
import { evaluate, typeOf } from 'mathjs';
import { formatProblem, itemsOf, subjectReferences, validateContent, type ContentFile } from './format';
import { ANSWER_LETTERS } from './format-topic-tests';
import { ContentImportError } from './import-rows';
import { readAutotestImages } from './import-autotest';
import { AUTOTEST_BANK, BANKS_DIR, NATIONAL_CERTIFICATE_DIR, REFERENCE_FILE, TOPIC_TESTS_DIR, assetReader } from './seed';

/** Subjects whose tested material is another language: the apostrophe rule reads only their explanations. */
export const FOREIGN_LANGUAGE_SUBJECTS = ['ingliz-tili', 'nemis-tili', 'fransuz-tili', 'rus-tili'];
/** Subjects whose formulas are TeX inside $…$. */
export const FORMULA_SUBJECTS = ['matematika', 'fizika', 'kimyo', 'informatika'];
/** How far the topic shares of a subject may sum from 1. */
export const SHARE_TOLERANCE = 0.01;
const RELATIVE_TOLERANCE = 1e-9;
const ABSOLUTE_TOLERANCE = 1e-12;
const LANGUAGES = ['uz', 'ru'] as const;

export interface GateReport {
  /** one line per problem: `<file>: <path>: <what> (<which item>)` */
  errors: string[];
  /** not errors: legacy topic-tests files (no explanations) with their counts, stems repeated with other options */
  warnings: string[];
  /** bank items per subject (each item is one question in uz and one in ru) */
  bankItems: Record<string, number>;
  /** files read */
  files: number;
}

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const asString = (value: unknown) => (typeof value === 'string' ? value : '');
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

// ── text rules ─────────────────────────────────────────────────────────────────────────────────

/** `$…$` segments removed (what is left must hold no hand-made formula). */
const outsideTex = (text: string) => text.replace(/\\\$/g, ' ').replace(/\$[^$]*\$/g, ' ');
/** Segments in quotation marks removed: quoted material of a foreign-language item. */
const outsideQuotes = (text: string) => text.replace(/«[^»]*»|"[^"]*"|“[^”]*”|„[^“”]*[“”]/g, ' ');

const APOSTROPHES = `'’‘\`´`;
/** oʻ / gʻ written with something else than U+02BB (an ASCII or typographic apostrophe, or the tutuq U+02BC). */
const WRONG_O_G = new RegExp(`[OoGg][${APOSTROPHES}\u02BC](?=\\p{L})`, 'gu');
/** the tutuq belgisi written with an apostrophe: a letter, an apostrophe, a letter. */
const WRONG_TUTUQ = new RegExp(`\\p{L}[${APOSTROPHES}](?=\\p{L})`, 'gu');
/** U+02BB (the sign of oʻ and gʻ) after another letter (the sign named on its own, "ʻ belgisi", is fine). */
const STRAY_OKINA = /(?<=\p{L})(?<![OoGg])\u02BB/gu;

/** The apostrophe problems of one Uzbek text (empty: none); `foreign`: only the oʻ/gʻ rule, outside quotes. */
export function apostropheProblems(text: string, foreign: boolean): string[] {
  const body = outsideTex(foreign ? outsideQuotes(text) : text);
  const found = new Set<string>();
  for (const m of body.matchAll(WRONG_O_G)) found.add(`"${m[0]}…": write oʻ/gʻ with U+02BB (ʻ)`);
  if (!foreign) {
    for (const m of body.matchAll(WRONG_TUTUQ)) if (!/^[OoGg]/.test(m[0])) found.add(`"${m[0]}…": write the tutuq belgisi with U+02BC (ʼ)`);
    for (const m of body.matchAll(STRAY_OKINA))
      found.add(`"${body.slice(Math.max(0, m.index - 2), m.index + 1)}": U+02BB (ʻ) only after o and g`);
  }
  return [...found];
}

/** Hand-made formulas outside $…$ (x^2, √(…), x², 3/4, \frac), and an unbalanced `$`. */
export function formulaProblems(text: string, subject: string): string[] {
  const problems: string[] = [];
  const dollars = (text.match(/(?<!\\)\$/g) ?? []).length;
  if (dollars % 2) problems.push('unbalanced $: every formula is $…$');
  const rest = outsideTex(text);
  const found = new Set<string>();
  for (const m of rest.matchAll(/\S*(?:\^|√|[⁰¹²³⁴-⁹₀-₉]|\\(?:frac|sqrt|cdot|log|sin|cos|pi)\b)\S*/gu)) found.add(m[0]);
  // a fraction written 3/4 (informatics code may divide, e.g. 7/2 in a program)
  if (subject !== 'informatika') for (const m of rest.matchAll(/(?<![\w./])\d+\s*\/\s*\d+(?![\w./])/gu)) found.add(m[0]);
  if (found.size) problems.push(`formula outside $…$: ${[...found].slice(0, 3).join(', ')} (write TeX inside $…$)`);
  return problems;
}

/** The normalised stem of duplicate detection: lowercase, punctuation removed, spaces collapsed. */
export const normalisedStem = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$\\{}^+\-*/=<>]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// ── generated keys ─────────────────────────────────────────────────────────────────────────────

/** A mathjs value as a flat list of numbers (a matrix element-wise, a complex number as re, im). */
function numbersOf(value: unknown): number[] {
  const type = typeOf(value);
  if (type === 'number') return [value as number];
  if (type === 'boolean') return [value ? 1 : 0];
  if (type === 'BigNumber' || type === 'Fraction') return [Number((value as { valueOf(): unknown }).valueOf())];
  if (type === 'Complex') return [(value as { re: number }).re, (value as { im: number }).im];
  if (type === 'Unit') return numbersOf((value as { value: unknown }).value);
  if (type === 'DenseMatrix' || type === 'SparseMatrix' || type === 'Matrix') return numbersOf((value as { toArray(): unknown }).toArray());
  if (Array.isArray(value)) return value.flatMap(numbersOf);
  throw new Error(`a ${type}, not a number, vector or matrix`);
}

function sameNumbers(a: number[], b: number[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i];
      if (!Number.isFinite(x) || !Number.isFinite(y)) return x === y;
      const larger = Math.max(Math.abs(x), Math.abs(y));
      // relative: physics keys of 1e-20 J differ from each other far below any absolute bound; the
      // absolute bound only lets float noise (sin π = 1.2e-16) equal an exact 0
      if (Math.min(Math.abs(x), Math.abs(y)) === 0) return larger <= ABSOLUTE_TOLERANCE;
      return Math.abs(x - y) <= RELATIVE_TOLERANCE * larger;
    })
  );
}

function evaluated(expr: string): number[] | string {
  try {
    return numbersOf(evaluate(expr));
  } catch (error) {
    return (error as Error).message;
  }
}

/** The problems of a generated item's `check`: expr must equal the right option's value and no other. */
export function checkProblems(check: unknown, answer: unknown): string[] {
  if (!isRecord(check) || typeof check.expr !== 'string' || !Array.isArray(check.options) || check.options.length !== 4) return [];
  const key = ANSWER_LETTERS.indexOf(answer as never);
  if (key < 0) return [];
  const value = evaluated(check.expr);
  if (typeof value === 'string') return [`check.expr does not evaluate: ${value}`];
  const problems: string[] = [];
  check.options.forEach((option, i) => {
    const letter = ANSWER_LETTERS[i];
    const other = typeof option === 'string' ? evaluated(option) : 'not a text';
    if (typeof other === 'string') problems.push(`check.options[${i}] (${letter}) does not evaluate: ${other}`);
    else if (i === key && !sameNumbers(value, other))
      problems.push(`wrong key: check.expr = ${value.join(', ')} but the answer ${letter} is ${other.join(', ')}`);
    else if (i !== key && sameNumbers(value, other))
      problems.push(`check.expr = ${value.join(', ')} is also option ${letter}: two right options`);
  });
  return problems;
}

// ── one bank file ──────────────────────────────────────────────────────────────────────────────

/** A bank item as the rules across files see it. */
interface SeenItem {
  file: string;
  id: string;
  subject: string;
  stems: Record<(typeof LANGUAGES)[number], { stem: string; options: string }>;
}

/** The rules on the items of one bank file, read from the file as it is (`file`: its path under content/). */
export function bankFileProblems(file: string, input: unknown): { errors: string[]; items: SeenItem[] } {
  const errors: string[] = [];
  const items: SeenItem[] = [];
  const at = (pathTo: PropertyKey[], message: string) => errors.push(`${file}: ${formatProblem(input, pathTo, message)}`);
  if (!isRecord(input) || input.kind !== 'bank') return { errors, items };
  const subject = asString(input.subject);
  const folder = file.split('/').at(-2);
  if (file.startsWith(`${BANKS_DIR}/`) && folder && subject && folder !== subject)
    at(['subject'], `"${subject}" in the folder of "${folder}": a bank file lies in banks/<its subject>/`);
  const topic = isRecord(input.topic) ? input.topic : {};
  const topicKey = asString(topic.key);
  const name = path.basename(file);
  if (topicKey && !new RegExp(`^\\d{2}-${topicKey}\\.json$`).test(name))
    at(['topic', 'key'], `the file of topic "${topicKey}" is named NN-${topicKey}.json, not ${name}`);
  const foreign = FOREIGN_LANGUAGE_SUBJECTS.includes(subject);
  const formulas = FORMULA_SUBJECTS.includes(subject);
  listOf(input.items).forEach((raw, i) => {
    if (!isRecord(raw)) return;
    const id = asString(raw.id);
    if (id && subject && !id.startsWith(`${subject}-`)) at(['items', i, 'id'], `an id starts with the subject: ${subject}-<topic>-NNN`);
    const seen: SeenItem = { file, id, subject, stems: { uz: { stem: '', options: '' }, ru: { stem: '', options: '' } } };
    for (const language of LANGUAGES) {
      const version = raw[language];
      if (!isRecord(version)) continue;
      const options = listOf(version.options).map(asString);
      const texts: [PropertyKey[], string][] = [
        [['text'], asString(version.text)],
        ...options.map((o, k): [PropertyKey[], string] => [['options', k], o]),
        [['explanation'], asString(version.explanation)],
      ];
      for (const [field, text] of texts) {
        const where = ['items', i, language, ...field];
        if (language === 'uz' && (!foreign || field[0] === 'explanation'))
          for (const problem of apostropheProblems(text, foreign)) at(where, `apostrophe: ${problem}`);
        if (formulas) for (const problem of formulaProblems(text, subject)) at(where, problem);
      }
      seen.stems[language] = {
        stem: normalisedStem(asString(version.text)),
        options: options.map(normalisedStem).sort().join('\u0000'),
      };
    }
    if (raw.check !== undefined) for (const problem of checkProblems(raw.check, raw.answer)) at(['items', i, 'check'], problem);
    items.push(seen);
  });
  return { errors, items };
}

// ── one national-certificate file ──────────────────────────────────────────────────────────────

/**
 * The text rules on a national-certificate file (ADR 042), read from the file as it is: it lies in
 * national-certificate/<its subject>.json; its Uzbek texts (the uz sets and the spec's note_uz) use
 * ʻ and ʼ — for a foreign-language subject only the explanations and the note, as in the banks —
 * and a formula subject writes its formulas in $…$ (texts, options, pairs, explanations; not the
 * accepted short answers, which are what a learner types).
 */
export function nationalCertificateFileProblems(file: string, input: unknown): string[] {
  const errors: string[] = [];
  const at = (pathTo: PropertyKey[], message: string) => errors.push(`${file}: ${formatProblem(input, pathTo, message)}`);
  if (!isRecord(input) || input.kind !== 'national-certificate') return errors;
  const subject = asString(input.subject);
  const name = path.basename(file);
  if (!file.startsWith(`${NATIONAL_CERTIFICATE_DIR}/`) || (subject && name !== `${subject}.json`))
    at(['subject'], `a national-certificate file is ${NATIONAL_CERTIFICATE_DIR}/${subject || '<subject>'}.json, not ${file}`);
  const foreign = FOREIGN_LANGUAGE_SUBJECTS.includes(subject);
  const formulas = FORMULA_SUBJECTS.includes(subject);
  const spec = isRecord(input.spec) ? input.spec : {};
  for (const problem of apostropheProblems(asString(spec.note_uz), foreign)) at(['spec', 'note_uz'], `apostrophe: ${problem}`);
  listOf(input.sets).forEach((set, s) => {
    if (!isRecord(set)) return;
    const uzbek = set.language === 'uz';
    listOf(set.items).forEach((raw, i) => {
      if (!isRecord(raw)) return;
      const texts: [PropertyKey[], string][] = [
        [['text'], asString(raw.text)],
        ...listOf(raw.options).map((o, k): [PropertyKey[], string] => [['options', k], asString(o)]),
        ...listOf(raw.pairs).flatMap((p, k): [PropertyKey[], string][] =>
          isRecord(p)
            ? [
                [['pairs', k, 'left'], asString(p.left)],
                [['pairs', k, 'right'], asString(p.right)],
              ]
            : [],
        ),
        [['explanation'], asString(raw.explanation)],
      ];
      for (const [field, text] of texts) {
        const where = ['sets', s, 'items', i, ...field];
        if (uzbek && (!foreign || field[0] === 'explanation'))
          for (const problem of apostropheProblems(text, foreign)) at(where, `apostrophe: ${problem}`);
        if (formulas) for (const problem of formulaProblems(text, subject)) at(where, problem);
      }
    });
  });
  return errors;
}

// ── the repository ─────────────────────────────────────────────────────────────────────────────

const jsonIn = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((n) => n.endsWith('.json'))
        .sort()
    : [];

/** Every content file the gate reads, relative to `contentDir`. */
export function contentFiles(contentDir: string): string[] {
  const banksDir = path.join(contentDir, BANKS_DIR);
  const banks = fs.existsSync(banksDir)
    ? fs
        .readdirSync(banksDir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort()
        .flatMap((subject) => jsonIn(path.join(banksDir, subject)).map((n) => `${BANKS_DIR}/${subject}/${n}`))
    : [];
  return [
    ...jsonIn(contentDir),
    ...jsonIn(path.join(contentDir, TOPIC_TESTS_DIR)).map((n) => `${TOPIC_TESTS_DIR}/${n}`),
    ...banks,
    ...jsonIn(path.join(contentDir, NATIONAL_CERTIFICATE_DIR)).map((n) => `${NATIONAL_CERTIFICATE_DIR}/${n}`),
    ...(fs.existsSync(path.join(contentDir, AUTOTEST_BANK)) ? [AUTOTEST_BANK] : []),
  ];
}

/** Question keys repeated within a legacy topic test, read from the file as it is (zod's check skips a test with other errors). */
function legacyDuplicateKeys(input: unknown): { path: PropertyKey[]; message: string }[] {
  if (!isRecord(input)) return [];
  return listOf(input.subjects).flatMap((s, i) =>
    listOf(isRecord(s) ? s.tests : []).flatMap((t, j) => {
      const seen = new Map<string, number>();
      return listOf(isRecord(t) ? t.questions : []).flatMap((q, k) => {
        const key = isRecord(q) ? q.key : undefined;
        if (typeof key !== 'string') return [];
        const first = seen.get(key);
        if (first === undefined) {
          seen.set(key, k);
          return [];
        }
        return [{ path: ['subjects', i, 'tests', j, 'questions', k, 'key'], message: `duplicate key "${key}" (also questions[${first}])` }];
      });
    }),
  );
}

/** Runs every rule over the content folder; never throws for bad content. */
export function runContentGate(contentDir: string): GateReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  const files = contentFiles(contentDir);
  const parsed = new Map<string, { input: unknown; data?: ContentFile }>();
  for (const file of files) {
    let input: unknown;
    try {
      input = JSON.parse(fs.readFileSync(path.join(contentDir, file), 'utf8').replace(/^\uFEFF/, ''));
    } catch (error) {
      errors.push(`${file}: not valid JSON: ${(error as Error).message}`);
      continue;
    }
    const result = validateContent(input);
    const lines = result.success ? [] : [...result.errors];
    if (file.startsWith(`${TOPIC_TESTS_DIR}/`))
      for (const d of legacyDuplicateKeys(input)) lines.push(formatProblem(input, d.path, d.message));
    for (const line of new Set(lines)) errors.push(`${file}: ${line}`);
    if (file.startsWith(`${BANKS_DIR}/`) && !(isRecord(input) && input.kind === 'bank'))
      errors.push(`${file}: ${formatProblem(input, ['kind'], 'a file under banks/ is of kind "bank"')}`);
    if (file.startsWith(`${NATIONAL_CERTIFICATE_DIR}/`) && !(isRecord(input) && input.kind === 'national-certificate'))
      errors.push(
        `${file}: ${formatProblem(input, ['kind'], `a file under ${NATIONAL_CERTIFICATE_DIR}/ is of kind "national-certificate"`)}`,
      );
    errors.push(...nationalCertificateFileProblems(file, input));
    parsed.set(file, { input, data: result.success ? result.data : undefined });
  }

  // subjects named by the files must be those of reference.json
  const reference = parsed.get(REFERENCE_FILE)?.data;
  const known = new Set(reference?.kind === 'reference' ? reference.subjects.map((s) => s.slug) : []);
  if (reference)
    for (const [file, { input, data }] of parsed) {
      if (!data) continue;
      for (const r of subjectReferences(data))
        if (!known.has(r.slug)) errors.push(`${file}: ${formatProblem(input, r.path, `no subject with the slug "${r.slug}"`)}`);
    }

  // the autotest bank's pictures (files beside it)
  const autotest = parsed.get(AUTOTEST_BANK);
  if (autotest?.data?.kind === 'autotest') {
    try {
      readAutotestImages(autotest.data, autotest.input, assetReader(path.join(contentDir, path.dirname(AUTOTEST_BANK))));
    } catch (error) {
      if (!(error instanceof ContentImportError)) throw error;
      errors.push(...error.lines.map((line) => `${AUTOTEST_BANK}: ${line}`));
    }
  }

  // banks: the rules on items, then across files
  const bankItems: Record<string, number> = {};
  const seenItems: SeenItem[] = [];
  const topics = new Map<string, { file: string; key: string; share: number }[]>();
  for (const [file, { input }] of parsed) {
    if (!file.startsWith(`${BANKS_DIR}/`) || !isRecord(input)) continue;
    const own = bankFileProblems(file, input);
    errors.push(...own.errors);
    seenItems.push(...own.items);
    const subject = asString(input.subject) || (file.split('/')[1] ?? '');
    bankItems[subject] = (bankItems[subject] ?? 0) + own.items.length;
    const topic = isRecord(input.topic) ? input.topic : {};
    if (!topics.has(subject)) topics.set(subject, []);
    topics.get(subject)!.push({ file, key: asString(topic.key), share: typeof topic.share === 'number' ? topic.share : 0 });
  }
  for (const [subject, list] of topics) {
    const sum = list.reduce((s, t) => s + t.share, 0);
    if (Math.abs(sum - 1) > SHARE_TOLERANCE)
      errors.push(`${BANKS_DIR}/${subject}: the topic shares add up to ${Number(sum.toFixed(4))}, not 1 (±${SHARE_TOLERANCE})`);
    const byKey = new Map<string, string>();
    for (const t of list) {
      const first = byKey.get(t.key);
      if (first) errors.push(`${t.file}: topic.key: the same topic "${t.key}" as ${first}`);
      else if (t.key) byKey.set(t.key, t.file);
    }
    if (fs.existsSync(path.join(contentDir, TOPIC_TESTS_DIR, `${subject}.json`)))
      errors.push(`${TOPIC_TESTS_DIR}/${subject}.json: "${subject}" has a bank (${BANKS_DIR}/${subject}/): remove the topic-tests file`);
  }
  const firstOfId = new Map<string, string>();
  for (const item of seenItems) {
    if (!item.id) continue;
    const first = firstOfId.get(item.id);
    if (first) errors.push(`${item.file}: duplicate id "${item.id}" (also in ${first})`);
    else firstOfId.set(item.id, item.file);
  }
  // a stem repeated with other options is allowed (a language subject asks "which word…" often): one warning per subject and language
  const repeated = new Map<string, { count: number; example: string }>();
  for (const language of LANGUAGES) {
    const byStem = new Map<string, SeenItem[]>();
    for (const item of seenItems) {
      const { stem } = item.stems[language];
      if (!stem) continue;
      const key = `${item.subject}\u0000${stem}`;
      if (!byStem.has(key)) byStem.set(key, []);
      byStem.get(key)!.push(item);
    }
    for (const group of byStem.values()) {
      group.forEach((item, i) => {
        const same = group.slice(0, i).find((g) => g.stems[language].options === item.stems[language].options);
        if (same) {
          errors.push(
            `${item.file}: item "${item.id}": the same ${language} stem and options as "${same.id}" (${same.file}): a duplicate item`,
          );
        } else if (i > 0) {
          const key = `${BANKS_DIR}/${item.subject} ${language}`;
          const seen = repeated.get(key) ?? { count: 0, example: `"${item.id}" and "${group[0].id}"` };
          repeated.set(key, { ...seen, count: seen.count + 1 });
        }
      });
    }
  }
  for (const [where, { count, example }] of repeated)
    warnings.push(`${where}: ${count} items repeat an earlier stem with other options (allowed), e.g. ${example}`);

  // legacy topic-tests files: imported as before, listed with their counts
  for (const [file, { data }] of parsed) {
    if (!file.startsWith(`${TOPIC_TESTS_DIR}/`) || data?.kind !== 'topic-tests') continue;
    const counts = itemsOf(data);
    const perLanguage = LANGUAGES.map(
      (l) => `${l} ${data.subjects.flatMap((s) => s.tests.filter((t) => t.language === l)).reduce((n, t) => n + t.questions.length, 0)}`,
    );
    warnings.push(
      `${file}: legacy topic-tests file, ${counts.questions} questions (${perLanguage.join(', ')}) without explanations: move it to ${BANKS_DIR}/<subject>/`,
    );
  }
  return { errors, warnings, bankItems, files: files.length };
}
