// Kind "reference": the lists other content refers to — languages of instruction, study forms,
// regions with their districts, subjects and the kinds of reportable errors (docs/content-import.md
// "Reference lists"). Every list may be left out; what is listed is written by its natural key.
import { z } from 'zod';
import { colourSchema, keySchema, refineUnique, textField, uniqueField, versionField, wholeNumber } from './format-fields';

/** Address ids up to this one are regions (fixed ids); districts get ids after it. */
export const MAX_REGION_ID = 99;

const names = (max: number) => ({ name_uz: textField(max), name_ru: textField(max) });

const codedSchema = (codeLength: number) => z.strictObject({ id: wholeNumber(1, 32767), code: keySchema(codeLength), ...names(60) });

const regionSchema = z
  .strictObject({
    id: wholeNumber(1, MAX_REGION_ID),
    ...names(120),
    districts: z.array(z.strictObject(names(120))).default([]),
  })
  .superRefine((region, ctx) =>
    refineUnique(
      ctx,
      'districts',
      region.districts,
      (d) => d.name_uz,
      (d, first) => `"${d.name_uz}" is also districts[${first}]`,
      ['name_uz'],
    ),
  );

const subjectSchema = z.strictObject({
  slug: keySchema(60),
  ...names(120),
  color: colourSchema,
  mandatory: z.boolean().default(false),
});

const errorTypeSchema = z.strictObject({ id: wholeNumber(1, 32767), ...names(120) });

export const referenceFileSchema = z
  .strictObject({
    version: versionField,
    kind: z.literal('reference'),
    study_languages: z.array(codedSchema(5)).default([]),
    study_forms: z.array(codedSchema(20)).default([]),
    regions: z.array(regionSchema).default([]),
    subjects: z.array(subjectSchema).default([]),
    error_types: z.array(errorTypeSchema).default([]),
  })
  .superRefine((file, ctx) => {
    uniqueField(ctx, 'study_languages', file.study_languages, 'id');
    uniqueField(ctx, 'study_languages', file.study_languages, 'code');
    uniqueField(ctx, 'study_forms', file.study_forms, 'id');
    uniqueField(ctx, 'study_forms', file.study_forms, 'code');
    uniqueField(ctx, 'regions', file.regions, 'id');
    uniqueField(ctx, 'subjects', file.subjects, 'slug');
    uniqueField(ctx, 'error_types', file.error_types, 'id');
  });

export type ReferenceFile = z.output<typeof referenceFileSchema>;
