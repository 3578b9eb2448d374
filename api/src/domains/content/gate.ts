// The content gate (issue 30, ADR 039): `npm run content -- validate` with no file checks every
// content file of the repository and reports ALL problems in one run — the schema of each file, the
// subjects it names, and for the question banks (content/banks/<subject>/*.json) the rules across
// items and files: ids unique in the repository, no duplicate items per subject and language, topic
// shares summing to 1, the Uzbek apostrophe convention, TeX formulas in $…$ in the formula subjects,
// and every generated item's key re-derived with mathjs (an evaluator independent of the generator);
// for the national certificate (content/national-certificate/<subject>.json, ADR 042) the file's
// place and the same text rules (the schema's rules across its sets run in validateContent).
// The rules on items run on the file as read, so they report even when the schema refuses the file.
// Its parts: gate-text.ts (the text rules), gate-check.ts (the generated keys), gate-files.ts (the
// rules on one file); this file reads the repository and adds the rules across files.
// The api test test/content-gate.test.ts runs it over the repository. Not used by the running api.
import fs from 'node:fs';
import path from 'node:path';
import { formatProblem, itemsOf, subjectReferences, validateContent, type ContentFile } from './format';
import { asString, isRecord, listOf } from './format-fields';
import { ContentImportError } from './import-rows';
import { readAutotestImages } from './import-autotest';
import { AUTOTEST_BANK, BANKS_DIR, NATIONAL_CERTIFICATE_DIR, REFERENCE_FILE, TOPIC_TESTS_DIR, assetReader } from './seed';
import { LANGUAGES, bankFileProblems, nationalCertificateFileProblems, type SeenItem } from './gate-files';

export { checkProblems } from './gate-check';
export { apostropheProblems, formulaProblems, FOREIGN_LANGUAGE_SUBJECTS, FORMULA_SUBJECTS, normalisedStem } from './gate-text';
export { bankFileProblems, nationalCertificateFileProblems } from './gate-files';

/** How far the topic shares of a subject may sum from 1. */
export const SHARE_TOLERANCE = 0.01;

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
