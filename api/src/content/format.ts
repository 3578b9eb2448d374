// The content import format (docs/content-import.md): one JSON file of topic tests, validated here
// before anything is written. Every rule lives in this file, and every failure becomes one line that
// names the item and the field, e.g.
//   subjects[0].tests[2].questions[5].options: expected 4 options (question "q06" of test "kasrlar" uz)
import { z } from 'zod';

export const CONTENT_FORMAT_VERSION = 1;
export const MAX_QUESTIONS_PER_TEST = 200;
/** Largest inline SVG, in bytes of UTF-8. */
export const MAX_SVG_BYTES = 64 * 1024;
/** Longest key: the database columns `lesson_key` and `question.key` are varchar(80). */
export const MAX_KEY_LENGTH = 80;
export const MAX_TEST_NAME_LENGTH = 200;
export const MAX_QUESTION_TEXT_LENGTH = 4000;
export const MAX_OPTION_TEXT_LENGTH = 1000;
export const MAX_BALL = 100;
export const ANSWER_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type AnswerLetter = (typeof ANSWER_LETTERS)[number];
/** Content languages and their `language_id` in the database (SPEC §9). */
export const LANGUAGE_IDS = { uz: 1, ru: 2 } as const;
export type ContentLanguage = keyof typeof LANGUAGE_IDS;

const KEY_PATTERN = /^[a-z0-9-]+$/;

// ── SVG ────────────────────────────────────────────────────────────────────────────────────────

/** Elements that run code or embed other documents. */
const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** `<name attr="…" …>` or `</name>`, read from a given position (sticky). */
const TAG = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=/>"'<]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s=/>"'<]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Decodes XML character references; a bare `&` or an unknown named entity (an SVG file has no DTD) is an error. */
function decodeEntities(value: string): { text: string } | { problem: string } {
  const bare = /&(?!#x[0-9a-fA-F]+;|#\d+;|[A-Za-z][\w.-]*;)/.exec(value);
  if (bare) return { problem: `bare & in "${value.slice(Math.max(0, bare.index - 10), bare.index + 10)}" (write &amp;)` };
  let problem: string | null = null;
  const text = value.replace(/&(#x[0-9a-fA-F]+|#\d+|[A-Za-z][\w.-]*);/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      if (!(code > 0 && code <= 0x10ffff)) {
        problem ??= `invalid character reference ${whole}`;
        return '';
      }
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[body];
    if (named === undefined) {
      problem ??= `unknown entity ${whole} (write the character itself or a numeric reference such as &#160;)`;
      return '';
    }
    return named;
  });
  return problem ? { problem } : { text };
}

/** Every `url(…)` must point inside the picture (`url(#id)`). */
function urlProblem(value: string): string | null {
  for (const match of value.matchAll(/url\(\s*(['"]?)\s*([^'")]*)/gi)) {
    if (!match[2].startsWith('#')) return `external reference url(${match[2]}) (only url(#id) is allowed)`;
  }
  return null;
}

/** CSS of a `style` attribute or element: no imports, escapes (which could spell url) or external urls. */
function cssProblem(css: string): string | null {
  if (css.includes('\\')) return 'CSS escapes (\\) are not allowed in styles';
  if (/@import/i.test(css)) return '@import is not allowed in styles';
  if (/(image-set|expression)\s*\(/i.test(css)) return 'image-set() and expression() are not allowed in styles';
  return urlProblem(css);
}

function attributeProblem(element: string, name: string, value: string): string | null {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return `event handler attribute ${name} on <${element}> is not allowed`;
  // browsers ignore spaces and control characters inside a URL scheme (`java\tscript:`)
  const compact = [...value]
    .filter((c) => c > ' ')
    .join('')
    .toLowerCase();
  if (compact.includes('javascript:')) return `javascript: in attribute ${name} of <${element}> is not allowed`;
  if ((lower === 'href' || lower.endsWith(':href')) && !value.trim().startsWith('#')) {
    return `external reference ${name}="${value.slice(0, 60)}" on <${element}> (only "#id" is allowed)`;
  }
  if (lower === 'attributename' && (compact === 'href' || compact.endsWith(':href') || compact.startsWith('on'))) {
    return `animating ${value} is not allowed`;
  }
  return lower === 'style' ? cssProblem(value) : urlProblem(value);
}

/**
 * Why an inline picture is refused, or null when it is fine: it must be a single `<svg …>…</svg>`
 * element of at most 64 KB, without scripts, event handlers, `<foreignObject>`, declarations
 * (`<!DOCTYPE>`, `<!ENTITY>`, `<?…?>`) or references to anything outside itself.
 */
export function svgProblem(svg: string): string | null {
  if (Buffer.byteLength(svg, 'utf8') > MAX_SVG_BYTES) return `SVG is larger than ${MAX_SVG_BYTES / 1024} KB`;
  const source = svg.trim();
  if (!/^<svg[\s/>]/.test(source)) return 'expected one <svg …>…</svg> element (the markup must start with <svg)';
  const stack: string[] = [];
  let rootClosed = false;
  let i = 0;
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const text = source.slice(i, lt === -1 ? source.length : lt);
    if (text.trim()) {
      if (stack.length === 0) return 'expected one <svg …>…</svg> element (text outside it)';
      const decoded = decodeEntities(text);
      if ('problem' in decoded) return decoded.problem;
      if (stack[stack.length - 1].toLowerCase() === 'style') {
        const problem = cssProblem(decoded.text);
        if (problem) return problem;
      }
    }
    if (lt === -1) break;
    if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt + 4);
      if (end === -1) return 'unclosed comment';
      i = end + 3;
      continue;
    }
    if (source.startsWith('<![CDATA[', lt)) {
      const end = source.indexOf(']]>', lt + 9);
      if (end === -1) return 'unclosed CDATA section';
      if (stack.length === 0) return 'expected one <svg …>…</svg> element (CDATA outside it)';
      if (stack[stack.length - 1].toLowerCase() === 'style') {
        const problem = cssProblem(source.slice(lt + 9, end));
        if (problem) return problem;
      }
      i = end + 3;
      continue;
    }
    if (source[lt + 1] === '!' || source[lt + 1] === '?') return 'declarations (<!DOCTYPE>, <!ENTITY>, <?…?>) are not allowed';
    TAG.lastIndex = lt;
    const tag = TAG.exec(source);
    if (!tag) return `malformed tag at character ${lt + 1}: ${source.slice(lt, lt + 30)}`;
    const [, closing, name, attributes, selfClosing] = tag;
    if (rootClosed) return 'expected one <svg …>…</svg> element (more markup after </svg>)';
    if (closing) {
      if (attributes.trim() || selfClosing) return `malformed closing tag </${name}>`;
      const open = stack.pop();
      if (open !== name) return open ? `</${name}> closes <${open}>` : `</${name}> closes nothing`;
      if (stack.length === 0) rootClosed = true;
    } else {
      if (FORBIDDEN_ELEMENTS.has(name.toLowerCase().replace(/^.*:/, ''))) return `<${name}> is not allowed`;
      for (const attribute of attributes.matchAll(ATTRIBUTE)) {
        const raw = attribute[2] ?? attribute[3] ?? attribute[4] ?? '';
        const decoded = decodeEntities(raw);
        if ('problem' in decoded) return decoded.problem;
        const problem = attributeProblem(name, attribute[1], decoded.text);
        if (problem) return problem;
      }
      if (selfClosing) {
        if (stack.length === 0) rootClosed = true;
      } else stack.push(name);
    }
    i = TAG.lastIndex;
  }
  if (stack.length) return `<${stack[stack.length - 1]}> is not closed`;
  return null;
}

// ── the schema ─────────────────────────────────────────────────────────────────────────────────

const keySchema = z
  .string({ error: 'expected a text key' })
  .min(1, 'must not be empty')
  .max(MAX_KEY_LENGTH, `at most ${MAX_KEY_LENGTH} characters`)
  .regex(KEY_PATTERN, 'only lowercase latin letters, digits and hyphens ([a-z0-9-])');

const svgSchema = z.string({ error: 'expected inline SVG markup' }).superRefine((value, ctx) => {
  const problem = svgProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const optionSchema = z
  .strictObject({
    text: z.string().trim().max(MAX_OPTION_TEXT_LENGTH, `at most ${MAX_OPTION_TEXT_LENGTH} characters`).default(''),
    image: svgSchema.optional(),
  })
  .superRefine((option, ctx) => {
    if (!option.text && !option.image) ctx.addIssue({ code: 'custom', path: ['text'], message: 'empty, and the option has no image' });
  });

const questionSchema = z
  .strictObject({
    key: keySchema,
    text: z.string().trim().min(1, 'must not be empty').max(MAX_QUESTION_TEXT_LENGTH, `at most ${MAX_QUESTION_TEXT_LENGTH} characters`),
    image: svgSchema.optional(),
    ball: z.number().positive('must be greater than 0').max(MAX_BALL, `at most ${MAX_BALL}`).default(5),
    options: z.array(optionSchema).length(4, 'expected 4 options'),
    answer: z.enum(ANSWER_LETTERS, {
      error: (issue) =>
        issue.input === undefined ? 'missing: the letter of the correct option, one of A, B, C, D' : 'expected one of A, B, C, D',
    }),
  })
  .superRefine((question, ctx) => {
    const seen = new Map<string, number>();
    question.options.forEach((option, i) => {
      const id = `${option.text}\u0000${option.image ?? ''}`;
      const first = seen.get(id);
      if (first !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['options', i], message: `same text and image as option ${ANSWER_LETTERS[first]}` });
      } else seen.set(id, i);
    });
  });

const testSchema = z
  .strictObject({
    key: keySchema,
    language: z.enum(['uz', 'ru'], { error: (issue) => (issue.input === undefined ? 'missing: "uz" or "ru"' : 'expected "uz" or "ru"') }),
    name: z.string().trim().min(1, 'must not be empty').max(MAX_TEST_NAME_LENGTH, `at most ${MAX_TEST_NAME_LENGTH} characters`),
    sort: z.number().int('expected a whole number').min(0).max(32767).optional(),
    opens_at: z.iso
      .datetime({ offset: true, error: 'expected an ISO date-time with a zone, e.g. 2025-09-01T09:00:00+05:00, or null' })
      .nullable()
      .optional(),
    questions: z
      .array(questionSchema)
      .min(1, 'a test needs at least one question')
      .max(MAX_QUESTIONS_PER_TEST, `at most ${MAX_QUESTIONS_PER_TEST} questions per test`),
  })
  .superRefine((test, ctx) => {
    const seen = new Map<string, number>();
    test.questions.forEach((question, i) => {
      const first = seen.get(question.key);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['questions', i, 'key'],
          message: `duplicate key "${question.key}" (also questions[${first}])`,
        });
      } else seen.set(question.key, i);
    });
  });

const subjectSchema = z
  .strictObject({
    slug: keySchema,
    tests: z.array(testSchema).min(1, 'a subject needs at least one test'),
  })
  .superRefine((subject, ctx) => {
    const seen = new Map<string, number>();
    subject.tests.forEach((test, i) => {
      const id = `${test.key}/${test.language}`;
      const first = seen.get(id);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['tests', i, 'key'],
          message: `the ${test.language} version of "${test.key}" is also tests[${first}]`,
        });
      } else seen.set(id, i);
    });
  });

/** One import file: `{ version: 1, subjects: [{ slug, tests: [{ key, language, name, questions: [...] }] }] }`. */
export const contentFileSchema = z
  .strictObject({
    version: z.literal(CONTENT_FORMAT_VERSION, { error: `expected ${CONTENT_FORMAT_VERSION} (the format version)` }),
    subjects: z.array(subjectSchema).min(1, 'a file needs at least one subject'),
  })
  .superRefine((file, ctx) => {
    const seen = new Map<string, number>();
    file.subjects.forEach((subject, i) => {
      const first = seen.get(subject.slug);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['subjects', i, 'slug'],
          message: `"${subject.slug}" is also subjects[${first}]: list its tests once`,
        });
      } else seen.set(subject.slug, i);
    });
  });

/** A file as written (optional fields may be left out). */
export type ContentFileInput = z.input<typeof contentFileSchema>;
/** A file after validation (defaults applied, texts trimmed). */
export type ContentFile = z.output<typeof contentFileSchema>;
export type ContentTest = ContentFile['subjects'][number]['tests'][number];
export type ContentQuestion = ContentTest['questions'][number];

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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const quoted = (value: unknown, index: number, what: string) =>
  typeof value === 'string' && value ? `${what} "${value}"` : `${what} #${index + 1}`;

/** Which item a path points into, read from the input itself: `question "q06" of test "kasrlar" uz`. */
export function describeItem(input: unknown, path: Path): string | null {
  let subject: string | null = null;
  let test: string | null = null;
  let question: string | null = null;
  let option: string | null = null;
  let node: unknown = input;
  for (let i = 0; i < path.length; i++) {
    const part = path[i];
    const parent = node;
    node = isRecord(parent) || Array.isArray(parent) ? (parent as Record<PropertyKey, unknown>)[part as never] : undefined;
    const index = path[i + 1];
    if (typeof index !== 'number' || !Array.isArray(node)) continue;
    const item = node[index];
    const fields = isRecord(item) ? item : {};
    if (part === 'subjects' && i === 0) subject = quoted(fields.slug, index, 'subject');
    else if (part === 'tests' && subject) {
      const language = fields.language === 'uz' || fields.language === 'ru' ? ` ${fields.language}` : '';
      test = `${quoted(fields.key, index, 'test')}${language}`;
    } else if (part === 'questions' && test) question = quoted(fields.key, index, 'question');
    else if (part === 'options' && question) option = `option ${ANSWER_LETTERS[index] ?? `#${index + 1}`}`;
  }
  if (option) return `${option} of ${question} of ${test}`;
  if (question) return `${question} of ${test}`;
  if (test) return `${test} of ${subject}`;
  return subject;
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

/** zod issues of `contentFileSchema` as lines naming the item and the field. */
export function formatIssues(issues: readonly z.core.$ZodIssue[], input: unknown): string[] {
  return issues.map((issue) => {
    let message = issue.message;
    if (issue.code === 'invalid_type' && !valueAt(input, issue.path).present) message = `missing (expected ${issue.expected})`;
    if (issue.code === 'unrecognized_keys')
      message = `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    return formatProblem(input, issue.path, message);
  });
}

export type ValidationResult = { success: true; data: ContentFile } | { success: false; errors: string[] };

/** Checks a parsed JSON value against the format; never throws. */
export function validateContent(input: unknown): ValidationResult {
  const parsed = contentFileSchema.safeParse(input);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, errors: formatIssues(parsed.error.issues, input) };
}
