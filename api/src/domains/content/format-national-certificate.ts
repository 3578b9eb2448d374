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
// across the sets of a language — are `nationalCertificateRules` (format-national-certificate-rules.ts),
// run on the file as read (zod skips an object's refinements when one of its fields failed, so they
// would show only after the other errors were fixed; ADR 039).
import { z } from 'zod';
import { NC_ITEM_TYPES, parseNumber, type NcItemType } from '@platform/shared/exams';
import { keySchema, refineUnique, svgSchema, textField, uniqueField, uniqueIn, wholeNumber } from './format-fields';
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
  .superRefine(
    uniqueIn(
      'options',
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
    for (const side of ['left', 'right'] as const)
      refineUnique(
        ctx,
        'pairs',
        item.pairs,
        (p) => p[side],
        (_, first) => `the same ${side} text as pairs[${first}]`,
        [side],
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
  .superRefine((set, ctx) => uniqueField(ctx, 'items', set.items, 'key'));

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
  .superRefine(
    uniqueIn(
      'sets',
      (s) => `${s.variant}/${s.language}`,
      (_, first) => `the same variant and language as sets[${first}]`,
    ),
  );

export type NationalCertificateFile = z.output<typeof nationalCertificateFileSchema>;
export type NcItem = NationalCertificateFile['sets'][number]['items'][number];
export type NcSpecPart = NationalCertificateFile['spec']['parts'][number];
export { LANGUAGE_IDS };

/** The spec's parts as the exam engine uses them (`NcPart` of @platform/shared/exams). */
export function enginePart(part: NcSpecPart): { type: NcItemType; count: number; points: number; partial: boolean } {
  return { type: part.type, count: part.count, points: part.points, partial: part.partial === 'per-pair' };
}
