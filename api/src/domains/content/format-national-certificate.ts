// Kind "national-certificate" (format version 3, ADR 042, docs/content-import.md "National
// certificate"): one file per subject, `content/national-certificate/<subject>.json`, with the
// agency's specification of the test (`spec`: the time and the parts of the paper — task type, count,
// points, partial credit for matching) and full sets (`sets`, one per variant and language) that
// follow it. Item types: single choice, matching, short answer (checked by normalised text or by
// number) and an essay slot, stored and shown as "not auto-graded"; every item has a topic and an
// explanation (an essay's: what a good answer contains).
//
// The rules across items and sets — a set follows its spec's parts (count per type, in order, the
// part's points), the uz and ru sets of a variant hold the same tasks by key, no task repeated
// across the sets of a language — are `nationalCertificateRules`, run on the file as read (zod skips
// an object's refinements when one of its fields failed, so they would show only after the other
// errors were fixed; ADR 039).
import { z } from 'zod';
import { NC_ITEM_TYPES, parseNumber, type NcItemType } from '@platform/shared/exams';
import { keySchema, refineUnique, svgSchema, textField, wholeNumber } from './format-fields';
import { LANGUAGE_IDS } from './format-topic-tests';

/** The format version of this kind: one file per subject with its specification (version 2 held one set per subject, language and year). */
export const NC_FORMAT_VERSION = 3;
/** The partial-credit rules of a matching part: each right pair earns its share, or only a wholly right matching counts. */
export const NC_PARTIAL_RULES = ['per-pair', 'none'] as const;

const points = z.number({ error: 'expected a number of points' }).positive('must be greater than 0').max(100, 'at most 100');
const base = {
  key: keySchema(),
  points,
  /** the topic of the subject's specification the task examines */
  topic: textField(120),
  text: textField(4000),
  image: svgSchema.optional(),
  /** why the key is right (an essay: what a good answer contains); shown in the review after finish */
  explanation: textField(4000),
};

const singleSchema = z
  .strictObject({
    ...base,
    type: z.literal('single'),
    options: z.array(textField(1000)).length(4, 'expected 4 options'),
    answer: z.enum(['A', 'B', 'C', 'D'], { error: 'expected one of A, B, C, D' }),
  })
  .superRefine((item, ctx) =>
    refineUnique(
      ctx,
      'options',
      item.options,
      (o) => o,
      (_, first) => `the same text as option ${'ABCD'[first]}`,
    ),
  );

const matchingSchema = z
  .strictObject({
    ...base,
    type: z.literal('matching'),
    /** left item → its right item, in the correct order (the screen shuffles the right column) */
    pairs: z
      .array(z.strictObject({ left: textField(500), right: textField(500) }))
      .min(2, 'at least 2 pairs')
      .max(6, 'at most 6 pairs'),
  })
  .superRefine((item, ctx) => {
    refineUnique(
      ctx,
      'pairs',
      item.pairs,
      (p) => p.left,
      (_, first) => `the same left text as pairs[${first}]`,
      ['left'],
    );
    refineUnique(
      ctx,
      'pairs',
      item.pairs,
      (p) => p.right,
      (_, first) => `the same right text as pairs[${first}]`,
      ['right'],
    );
  });

const shortSchema = z
  .strictObject({
    ...base,
    type: z.literal('short'),
    /** accepted answers; compared normalised (case, spaces, apostrophes) or, with `numeric`, by value */
    answers: z.array(textField(200)).min(1, 'at least one accepted answer').max(10, 'at most 10'),
    numeric: z.boolean().default(false),
  })
  .superRefine((item, ctx) => {
    if (!item.numeric) return;
    item.answers.forEach((a, i) => {
      if (parseNumber(a) === null) ctx.addIssue({ code: 'custom', path: ['answers', i], message: 'not a number (the item is numeric)' });
    });
  });

const essaySchema = z.strictObject({ ...base, type: z.literal('essay') });

const itemSchema = z.discriminatedUnion('type', [singleSchema, matchingSchema, shortSchema, essaySchema], {
  error: 'expected a type: "single", "matching", "short" or "essay"',
});

const partSchema = z
  .strictObject({
    type: z.enum(NC_ITEM_TYPES, { error: 'expected "single", "matching", "short" or "essay"' }),
    count: wholeNumber(1, 200),
    points,
    /** matching only: "per-pair" — each right pair earns points / pairs; "none" — only a wholly right matching counts */
    partial: z.enum(NC_PARTIAL_RULES, { error: 'expected "per-pair" or "none"' }).optional(),
  })
  .superRefine((part, ctx) => {
    if (part.type === 'matching' && part.partial === undefined)
      ctx.addIssue({ code: 'custom', path: ['partial'], message: 'missing: a matching part says "per-pair" or "none"' });
    if (part.type !== 'matching' && part.partial !== undefined)
      ctx.addIssue({ code: 'custom', path: ['partial'], message: 'only a matching part has partial credit' });
  });

const specSchema = z.strictObject({
  /** where the numbers come from: the agency's (or a republishing site's) page and the date it was read */
  source: textField(1000),
  minutes: wholeNumber(1, 600),
  parts: z.array(partSchema).min(1, 'at least one part').max(20, 'at most 20 parts'),
  /** what the platform simplifies (e.g. listening not offered), per language */
  note_uz: textField(2000).optional(),
  note_ru: textField(2000).optional(),
});

const setSchema = z
  .strictObject({
    variant: wholeNumber(1, 99),
    language: z.enum(['uz', 'ru'], { error: 'expected "uz" or "ru"' }),
    year: wholeNumber(2000, 2100),
    items: z.array(itemSchema).min(1, 'at least one item').max(300, 'at most 300 items'),
  })
  .superRefine((set, ctx) =>
    refineUnique(
      ctx,
      'items',
      set.items,
      (i) => i.key,
      (_, first) => `the same key as items[${first}]`,
      ['key'],
    ),
  );

export const nationalCertificateFileSchema = z
  .strictObject({
    version: z.literal(NC_FORMAT_VERSION, {
      error: `expected ${NC_FORMAT_VERSION} (kind "national-certificate" is format version 3: one subject with its spec and sets)`,
    }),
    kind: z.literal('national-certificate'),
    subject: keySchema(60),
    spec: specSchema,
    sets: z.array(setSchema).min(1, 'at least one set'),
  })
  .superRefine((file, ctx) =>
    refineUnique(
      ctx,
      'sets',
      file.sets,
      (s) => `${s.variant}/${s.language}`,
      (_, first) => `the same variant and language as sets[${first}]`,
    ),
  );

export type NationalCertificateFile = z.output<typeof nationalCertificateFileSchema>;
export type NcItem = NationalCertificateFile['sets'][number]['items'][number];
export type NcSpecPart = NationalCertificateFile['spec']['parts'][number];
export { LANGUAGE_IDS };

// ── the rules across items and sets, on the file as read ──────────────────────────────────────

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const recordsOf = (value: unknown): Fields[] => listOf(value).map((v) => (isRecord(v) ? v : {}));

/** A task's text as compared across sets: NFKC, lower case, one kind of apostrophe, one space, no final full stop. */
export function taskText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u02bb\u02bc\u2018\u2019`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.:?!]+$/, '');
}

/**
 * What makes two tasks the same: the text, and what a generic text asks about — a single choice's
 * options (a language subject asks "Qaysi soʻz toʻgʻri yozilgan?" of other words; the banks' rule of
 * ADR 039) and a matching's pairs ("match …" is only the instruction).
 */
function taskSignature(item: Fields): string | null {
  if (typeof item.text !== 'string' || !item.text.trim()) return null;
  const text = taskText(item.text);
  if (item.type === 'single')
    return `${text}\u0000${listOf(item.options)
      .map((o) => taskText(String(o)))
      .sort()
      .join('\u0002')}`;
  if (item.type !== 'matching') return text;
  const pairs = recordsOf(item.pairs)
    .map((p) => `${taskText(String(p.left ?? ''))}\u0001${taskText(String(p.right ?? ''))}`)
    .sort();
  return `${text}\u0000${pairs.join('\u0002')}`;
}

/** "10 single, 2 matching, 4 short, 1 essay" */
function describeParts(types: string[]): string {
  const runs: { type: string; n: number }[] = [];
  for (const type of types) {
    const last = runs.at(-1);
    if (last && last.type === type) last.n += 1;
    else runs.push({ type, n: 1 });
  }
  return runs.map((r) => `${r.n} ${r.type}`).join(', ') || 'none';
}

export interface RuleProblem {
  path: PropertyKey[];
  message: string;
}

/** What a numeric short answer accepts, as sorted values (null when it is not numeric). */
function numericValues(item: Fields): string | null {
  if (item.type !== 'short' || item.numeric !== true) return null;
  return listOf(item.answers)
    .map((a) => (typeof a === 'string' ? parseNumber(a) : null))
    .filter((n): n is number => n !== null)
    .sort((a, b) => a - b)
    .join(' ');
}

/**
 * The rules of a national-certificate file across its items and sets, on the file as read (never
 * throws on a malformed file; the schema reports what is malformed):
 * - every set follows the spec's parts: the same number of items, each of its part's type, in the
 *   order of the parts, with the part's points;
 * - the uz and ru sets of a variant hold the same keys, each of the same type; a single choice with
 *   the same answer letter, a matching with as many pairs, a numeric short answer with the same values;
 * - no task twice among the sets of one language (its text; a single choice with its options, a
 *   matching with its pairs).
 */
export function nationalCertificateRules(input: unknown): RuleProblem[] {
  if (!isRecord(input) || input.kind !== 'national-certificate') return [];
  const problems: RuleProblem[] = [];
  const parts = recordsOf(isRecord(input.spec) ? input.spec.parts : undefined);
  const expected: { type: string; points: unknown; part: number; first: number; last: number }[] = [];
  parts.forEach((part, p) => {
    const count = typeof part.count === 'number' && Number.isInteger(part.count) && part.count > 0 ? Math.min(part.count, 1000) : 0;
    const first = expected.length + 1;
    for (let k = 0; k < count; k++)
      expected.push({ type: String(part.type), points: part.points, part: p + 1, first, last: first + count - 1 });
  });
  const sets = recordsOf(input.sets);

  // each set follows the parts
  if (expected.length)
    sets.forEach((set, s) => {
      const items = recordsOf(set.items);
      const types = items.map((i) => String(i.type));
      const wanted = expected.map((e) => e.type);
      if (types.join() !== wanted.join()) {
        problems.push({
          path: ['sets', s, 'items'],
          message: `does not follow the spec's parts: the spec asks for ${describeParts(wanted)} (${wanted.length} items, in that order); the set has ${describeParts(types)} (${types.length} items)`,
        });
        const at = types.findIndex((t, k) => t !== wanted[k]);
        if (at >= 0 && at < wanted.length) {
          const e = expected[at];
          problems.push({
            path: ['sets', s, 'items', at, 'type'],
            message: `expected "${e.type}" (part ${e.part} of the spec: items ${e.first}–${e.last})`,
          });
        }
      }
      items.forEach((item, k) => {
        const e = expected[k];
        if (!e || String(item.type) !== e.type || typeof item.points !== 'number' || typeof e.points !== 'number') return;
        if (item.points !== e.points)
          problems.push({ path: ['sets', s, 'items', k, 'points'], message: `expected ${e.points} (part ${e.part} of the spec)` });
      });
    });

  // the uz and ru sets of a variant: the same tasks by key
  const byVariant = new Map<string, { uz?: number; ru?: number }>();
  sets.forEach((set, s) => {
    if (set.language !== 'uz' && set.language !== 'ru') return;
    const variant = String(set.variant);
    const entry = byVariant.get(variant) ?? {};
    if (entry[set.language] === undefined) entry[set.language] = s;
    byVariant.set(variant, entry);
  });
  for (const [variant, { uz, ru }] of byVariant) {
    if (uz === undefined || ru === undefined) continue;
    const itemsOf = (s: number) => new Map(recordsOf(sets[s].items).map((item, k) => [String(item.key), { item, k }] as const));
    const uzItems = itemsOf(uz);
    const ruItems = itemsOf(ru);
    for (const [key, { k }] of uzItems)
      if (!ruItems.has(key))
        problems.push({
          path: ['sets', ru, 'items'],
          message: `no item "${key}": the uz set of variant ${variant} (sets[${uz}].items[${k}]) has it`,
        });
    for (const [key, { item, k }] of ruItems) {
      const twin = uzItems.get(key);
      if (!twin) {
        problems.push({
          path: ['sets', ru, 'items', k, 'key'],
          message: `"${key}" is not in the uz set of variant ${variant} (sets[${uz}]): the same task has the same key in both languages`,
        });
        continue;
      }
      const other = twin.item;
      const at = (field: string) => ['sets', ru, 'items', k, field];
      const where = `the uz item "${key}" (sets[${uz}].items[${twin.k}])`;
      if (item.type !== other.type)
        problems.push({ path: at('type'), message: `"${String(item.type)}", but ${where} is "${String(other.type)}"` });
      else if (item.type === 'single' && item.answer !== other.answer)
        problems.push({
          path: at('answer'),
          message: `${String(item.answer)}, but ${where} has ${String(other.answer)}: one task has one key`,
        });
      else if (item.type === 'matching' && listOf(item.pairs).length !== listOf(other.pairs).length)
        problems.push({ path: at('pairs'), message: `${listOf(item.pairs).length} pairs, but ${where} has ${listOf(other.pairs).length}` });
      else if (numericValues(item) !== numericValues(other))
        problems.push({ path: at('answers'), message: `other accepted values than ${where}` });
    }
  }

  // no task twice among the sets of a language
  const seen = new Map<string, { s: number; k: number; key: string; variant: string }>();
  sets.forEach((set, s) => {
    recordsOf(set.items).forEach((item, k) => {
      const signature = taskSignature(item);
      if (signature === null) return;
      const id = `${String(set.language)}\u0000${signature}`;
      const first = seen.get(id);
      if (!first) {
        seen.set(id, { s, k, key: String(item.key), variant: String(set.variant) });
        return;
      }
      problems.push({
        path: ['sets', s, 'items', k, 'text'],
        message: `the same task as item "${first.key}" of variant ${first.variant} (sets[${first.s}].items[${first.k}]): every task of a language appears once`,
      });
    });
  });
  return problems;
}

/** The spec's parts as the exam engine uses them (`NcPart` of @platform/shared/exams). */
export function enginePart(part: NcSpecPart): { type: NcItemType; count: number; points: number; partial: boolean } {
  return { type: part.type, count: part.count, points: part.points, partial: part.partial === 'per-pair' };
}
