// Kind "national-certificate" (format version 2, docs/content-import.md "National certificate"): the
// question sets of the national certificate test per subject, language and year, with the question
// types it uses — single choice, matching, short answer (checked by normalised text or by number)
// and an essay slot, stored and shown as "not auto-graded".
import { z } from 'zod';
import { parseNumber } from '@platform/shared/exams';
import { keySchema, refineUnique, svgSchema, textField, wholeNumber } from './format-fields';
import { LANGUAGE_IDS } from './format-topic-tests';

/** The format version that brought typed questions; files of the other kinds stay at 1. */
export const TYPED_FORMAT_VERSION = 2;

const points = z.number().positive('must be greater than 0').max(100, 'at most 100');
const base = {
  key: keySchema(),
  text: textField(4000),
  image: svgSchema.optional(),
  points: points.default(1),
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

const setSchema = z
  .strictObject({
    subject: keySchema(60),
    language: z.enum(['uz', 'ru'], { error: 'expected "uz" or "ru"' }),
    year: wholeNumber(2000, 2100),
    items: z.array(itemSchema).min(1, 'at least one item').max(200, 'at most 200 items'),
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
    version: z.literal(TYPED_FORMAT_VERSION, {
      error: `expected ${TYPED_FORMAT_VERSION} (kind "national-certificate" is format version 2: typed questions)`,
    }),
    kind: z.literal('national-certificate'),
    sets: z.array(setSchema).default([]),
  })
  .superRefine((file, ctx) =>
    refineUnique(
      ctx,
      'sets',
      file.sets,
      (s) => `${s.subject}/${s.language}/${s.year}`,
      (_, first) => `the same subject, language and year as sets[${first}]`,
    ),
  );

export type NationalCertificateFile = z.output<typeof nationalCertificateFileSchema>;
export type NcItem = NationalCertificateFile['sets'][number]['items'][number];
export { LANGUAGE_IDS };
