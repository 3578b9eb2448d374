// The content import format (docs/content-import.md): one versioned JSON file of one kind —
// "topic-tests" (the default), "bank" (a topic of a question bank, ADR 039), "reference", "universities", "courses", "autotest" or "pro" — validated here before
// anything is written. The rules of each kind live in its format-*.ts; every failure becomes one
// line that names the field by its path and the item it belongs to, e.g.
//   subjects[0].tests[2].questions[5].options: expected 4 options (question "q06" of test "kasrlar" uz)
import { z } from 'zod';
import { autotestFileSchema, type AutotestFile } from './format-autotest';
import { bankFileSchema, type BankFile } from './format-bank';
import { learningCentresFileSchema, type LearningCentresFile } from './format-learning-centres';
import { coursesFileSchema, type CoursesFile } from './format-courses';
import { proFileSchema, type ProFile } from './format-pro';
import { examWeightsFileSchema, type ExamWeightsFile } from './format-exam-weights';
import { nationalCertificateFileSchema, type NationalCertificateFile } from './format-national-certificate';
import { nationalCertificateRules, type RuleProblem } from './format-national-certificate-rules';
import { referenceFileSchema, type ReferenceFile } from './format-reference';
import { ANSWER_LETTERS, topicTestsFileSchema, type TopicTestsFile } from './format-topic-tests';
import { universitiesFileSchema, type UniversitiesFile } from './format-universities';
import { isRecord, type Fields } from './format-fields';

export { CONTENT_FORMAT_VERSION } from './format-fields';
export * from './format-topic-tests';

/** The kinds of content file and their schemas. */
const SCHEMAS = {
  'topic-tests': topicTestsFileSchema,
  bank: bankFileSchema,
  reference: referenceFileSchema,
  universities: universitiesFileSchema,
  courses: coursesFileSchema,
  autotest: autotestFileSchema,
  pro: proFileSchema,
  'exam-weights': examWeightsFileSchema,
  'national-certificate': nationalCertificateFileSchema,
  'learning-centres': learningCentresFileSchema,
} as const;
export type ContentKind = keyof typeof SCHEMAS;
export const CONTENT_KINDS = Object.keys(SCHEMAS) as ContentKind[];

/** A file after validation (defaults applied, texts trimmed), by its `kind`. */
export type ContentFile =
  | TopicTestsFile
  | BankFile
  | ReferenceFile
  | UniversitiesFile
  | CoursesFile
  | AutotestFile
  | ProFile
  | ExamWeightsFile
  | NationalCertificateFile
  | LearningCentresFile;

// ── error lines ────────────────────────────────────────────────────────────────────────────────

type Path = readonly PropertyKey[];

/** `subjects[0].tests[2].questions[5].options` */
export function formatPath(path: Path): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(file)';
}

const named = (value: unknown, index: number, what: string) =>
  typeof value === 'string' && value ? `${what} "${value}"` : typeof value === 'number' ? `${what} ${value}` : `${what} #${index + 1}`;

/** How an item of each list is named; a `minor` item is named with its parent and grandparent. */
const ITEMS: Record<string, { name: (fields: Fields, index: number) => string; minor?: boolean }> = {
  subjects: { name: (f, i) => named(f.slug, i, 'subject') },
  tests: {
    name: (f, i) => `${named(f.key, i, 'test')}${f.language === 'uz' || f.language === 'ru' ? ` ${f.language}` : ''}`,
  },
  questions: { name: (f, i) => named(f.key, i, 'question') },
  options: { name: (_, i) => `option ${ANSWER_LETTERS[i] ?? `#${i + 1}`}`, minor: true },
  study_languages: { name: (f, i) => named(f.code, i, 'study language') },
  study_forms: { name: (f, i) => named(f.code, i, 'study form') },
  regions: { name: (f, i) => named(f.name_uz, i, 'region') },
  districts: { name: (f, i) => named(f.name_uz, i, 'district') },
  error_types: { name: (f, i) => named(f.id, i, 'error type') },
  directions: { name: (f, i) => named(f.code, i, 'direction') },
  universities: { name: (f, i) => named(f.slug, i, 'university') },
  admissions: { name: (_, i) => `admission #${i + 1}`, minor: true },
  categories: { name: (f, i) => named(f.slug, i, 'category') },
  teachers: { name: (f, i) => named(f.slug, i, 'teacher') },
  courses: { name: (f, i) => named(f.slug, i, 'course') },
  tickets: { name: (f, i) => named(f.number, i, 'ticket') },
  plans: { name: (f, i) => named(f.month_count, i, 'plan of months') },
  features: { name: (f, i) => named(f.key, i, 'feature') },
  testimonials: { name: (f, i) => named(f.key, i, 'testimonial') },
  feedback_reasons: { name: (f, i) => named(f.id, i, 'feedback reason') },
  centres: { name: (f, i) => named(f.slug, i, 'centre') },
  exams: { name: (f, i) => `exam ${typeof f.kind === 'string' ? f.kind : `#${i + 1}`}${typeof f.year === 'number' ? ` ${f.year}` : ''}` },
  sections: { name: (_, i) => `section #${i + 1}`, minor: true },
  sets: { name: (f, i) => (typeof f.variant === 'number' ? `set of variant ${f.variant} ${String(f.language)}` : `set #${i + 1}`) },
  parts: { name: (f, i) => `part ${i + 1}${typeof f.type === 'string' ? ` (${f.type})` : ''}`, minor: true },
  items: { name: (f, i) => named(f.key ?? f.id, i, 'item') },
};

/**
 * Which item a path points into, read from the input itself: the innermost item and its parent,
 * e.g. `question "q06" of test "kasrlar" uz`, `admission #3 of university "nuu"`.
 */
export function describeItem(input: unknown, path: Path): string | null {
  const names: { name: string; minor: boolean }[] = [];
  let node: unknown = input;
  for (let i = 0; i < path.length; i++) {
    const part = path[i];
    const parent = node;
    node = isRecord(parent) || Array.isArray(parent) ? (parent as Record<PropertyKey, unknown>)[part as never] : undefined;
    const index = path[i + 1];
    const item = typeof part === 'string' ? ITEMS[part] : undefined;
    if (typeof index !== 'number' || !Array.isArray(node) || !item) continue;
    const fields = node[index];
    names.push({ name: item.name(isRecord(fields) ? fields : {}, index), minor: item.minor ?? false });
  }
  const innermost = names.at(-1);
  if (!innermost) return null;
  return names
    .slice(innermost.minor ? -3 : -2)
    .reverse()
    .map((n) => n.name)
    .join(' of ');
}

function valueAt(input: unknown, path: Path): { present: boolean; value: unknown } {
  let node: unknown = input;
  for (const part of path) {
    if (!(isRecord(node) || Array.isArray(node)) || !Object.prototype.hasOwnProperty.call(node, part))
      return { present: false, value: undefined };
    node = (node as Record<PropertyKey, unknown>)[part as never];
  }
  return { present: true, value: node };
}

/** One line per problem: `<path>: <what is wrong> (<which item>)`. */
export function formatProblem(input: unknown, path: Path, message: string): string {
  const item = describeItem(input, path);
  return `${formatPath(path)}: ${message}${item ? ` (${item})` : ''}`;
}

/** zod issues of a file schema as lines naming the item and the field. */
export function formatIssues(issues: readonly z.core.$ZodIssue[], input: unknown): string[] {
  return issues.map((issue) => {
    let message = issue.message;
    if (issue.code === 'invalid_type' && !valueAt(input, issue.path).present) message = `missing (expected ${issue.expected})`;
    if (issue.code === 'unrecognized_keys')
      message = `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    return formatProblem(input, issue.path, message);
  });
}

export type ValidationResult<T = ContentFile> = { success: true; data: T } | { success: false; errors: string[] };

/** The schema of a file's `kind` ("topic-tests" when it names none). */
function schemaOf(input: unknown): z.ZodType<ContentFile> | string {
  const kind = isRecord(input) && input.kind !== undefined ? input.kind : 'topic-tests';
  if (typeof kind === 'string' && Object.hasOwn(SCHEMAS, kind)) return SCHEMAS[kind as ContentKind] as z.ZodType<ContentFile>;
  return formatProblem(input, ['kind'], `expected one of ${CONTENT_KINDS.map((k) => `"${k}"`).join(', ')} (or none for topic tests)`);
}

/**
 * Rules of a kind across its items, run on the file as read besides the schema (zod skips an
 * object's refinements when one of its fields failed, so these would show only after the rest was fixed).
 */
const RULES: Partial<Record<ContentKind, (input: unknown) => RuleProblem[]>> = {
  'national-certificate': nationalCertificateRules,
};

/** Checks a parsed JSON value against the format of its kind; never throws. */
export function validateContent(input: unknown): ValidationResult {
  const schema = schemaOf(input);
  if (typeof schema === 'string') return { success: false, errors: [schema] };
  const parsed = schema.safeParse(input);
  const kind = isRecord(input) && typeof input.kind === 'string' ? (input.kind as ContentKind) : 'topic-tests';
  const rules = (RULES[kind]?.(input) ?? []).map((p) => formatProblem(input, p.path, p.message));
  if (parsed.success && !rules.length) return { success: true, data: parsed.data };
  return { success: false, errors: [...new Set([...(parsed.success ? [] : formatIssues(parsed.error.issues, input)), ...rules])] };
}

/** Like validateContent, and refuses a file of another kind than `kind`. */
export function validateKind<K extends ContentKind>(input: unknown, kind: K): ValidationResult<Extract<ContentFile, { kind: K }>> {
  const result = validateContent(input);
  if (!result.success) return result;
  if (result.data.kind !== kind) return { success: false, errors: [formatProblem(input, ['kind'], `expected "${kind}"`)] };
  return { success: true, data: result.data as Extract<ContentFile, { kind: K }> };
}

/** Where a file refers to a subject by its slug (the subjects must exist when it is imported). */
export function subjectReferences(file: ContentFile): { path: PropertyKey[]; slug: string }[] {
  switch (file.kind) {
    case 'topic-tests':
      return file.subjects.map((s, i) => ({ path: ['subjects', i, 'slug'], slug: s.slug }));
    case 'bank':
      return [{ path: ['subject'], slug: file.subject }];
    case 'universities':
      return file.directions.flatMap((d, i) =>
        (['subject_1', 'subject_2'] as const).flatMap((field) => (d[field] ? [{ path: ['directions', i, field], slug: d[field] }] : [])),
      );
    case 'courses':
      return file.courses.flatMap((c, i) => (c.subject === null ? [] : [{ path: ['courses', i, 'subject'], slug: c.subject }]));
    case 'reference':
    case 'autotest':
    case 'pro':
      return [];
    case 'exam-weights':
      return file.exams.flatMap((e, i) =>
        e.sections.flatMap((s, k) => (s.subject ? [{ path: ['exams', i, 'sections', k, 'subject'], slug: s.subject }] : [])),
      );
    case 'national-certificate':
      return [{ path: ['subject'], slug: file.subject }];
    case 'learning-centres':
      return file.centres.flatMap((c, i) =>
        c.subjects.map((s, k) => ({ path: ['centres', i, 'subjects', k, 'subject'], slug: s.subject })),
      );
  }
}

/** What a file holds, by item: `{ tests: 2, questions: 9, options: 36, images: 1 }` (distinct pictures). */
export function itemsOf(file: ContentFile): Record<string, number> {
  const distinct = (svgs: (string | undefined)[]) => new Set(svgs.flatMap((svg) => (svg ? [svg.trim()] : []))).size;
  switch (file.kind) {
    case 'topic-tests': {
      const tests = file.subjects.flatMap((s) => s.tests);
      const questions = tests.flatMap((t) => t.questions);
      return {
        tests: tests.length,
        questions: questions.length,
        options: questions.length * 4,
        images: distinct(questions.flatMap((q) => [q.image, ...q.options.map((o) => o.image)])),
      };
    }
    case 'bank':
      return {
        tests: 2,
        questions: file.items.length * 2,
        options: file.items.length * 8,
        images: distinct(file.items.map((item) => item.image)),
      };
    case 'reference':
      return {
        study_languages: file.study_languages.length,
        study_forms: file.study_forms.length,
        regions: file.regions.length,
        districts: file.regions.reduce((n, r) => n + r.districts.length, 0),
        subjects: file.subjects.length,
        error_types: file.error_types.length,
      };
    case 'universities':
      return {
        directions: file.directions.length,
        universities: file.universities.length,
        admissions: file.universities.reduce((n, u) => n + u.admissions.length, 0),
      };
    case 'courses':
      return {
        categories: file.categories.length,
        teachers: file.teachers.length,
        courses: file.courses.length,
        lessons: file.courses.reduce((n, c) => n + c.lessons.length, 0),
        contacts: file.teachers.reduce((n, t) => n + t.contacts.length, 0),
        images: distinct([...file.courses.map((c) => c.cover), ...file.teachers.map((t) => t.portrait)]),
      };
    case 'autotest':
      return {
        categories: file.categories.length,
        questions: file.questions.length,
        tickets: file.tickets.length,
        ticket_questions: file.tickets.reduce((n, t) => n + t.questions.length, 0),
        images: distinct(file.questions.map((q) => q.image ?? undefined)),
      };
    case 'pro':
      return {
        plans: file.plans.length,
        features: file.features.length,
        testimonials: file.testimonials.length,
        feedback_reasons: file.feedback_reasons.length,
      };
    case 'exam-weights':
      return { exams: file.exams.length, sections: file.exams.reduce((n, e) => n + e.sections.length, 0) };
    case 'learning-centres':
      return { centres: file.centres.length, subjects: file.centres.reduce((n, c) => n + c.subjects.length, 0) };
    case 'national-certificate': {
      const items = file.sets.flatMap((s) => s.items);
      const count = (type: string) => items.filter((i) => i.type === type).length;
      return {
        specs: 1,
        sets: file.sets.length,
        variants: new Set(file.sets.map((s) => s.variant)).size,
        items: items.length,
        single: count('single'),
        matching: count('matching'),
        short: count('short'),
        essay: count('essay'),
      };
    }
  }
}
