// Kind "learning-centres": the centres a student can leave a lead with (SPEC §3 learning-centre
// selection): texts in both languages, an SVG logo, the region and address, and per subject the
// monthly price in so'm and a discount (docs/content-import.md "Learning centres").
import { z } from 'zod';
import { keySchema, nullable, svgSchema, textField, uniqueField, versionField, wholeNumber } from './format-fields';

const offerSchema = z.strictObject({
  subject: keySchema(60),
  price: wholeNumber(1, 100_000_000),
  discount_percent: wholeNumber(0, 90).default(0),
});

const centreSchema = z
  .strictObject({
    slug: keySchema(80),
    name_uz: textField(160),
    name_ru: textField(160),
    title_uz: textField(200),
    title_ru: textField(200),
    description_uz: textField(1000),
    description_ru: textField(1000),
    logo: svgSchema,
    region_id: nullable(wholeNumber(1, 2_147_483_647)),
    address_uz: textField(300),
    address_ru: textField(300),
    is_recommended: z.boolean().default(false),
    subjects: z.array(offerSchema).min(1, 'expected at least one subject'),
  })
  .superRefine((centre, ctx) => uniqueField(ctx, 'subjects', centre.subjects, 'subject'));

export const learningCentresFileSchema = z
  .strictObject({
    version: versionField,
    kind: z.literal('learning-centres'),
    centres: z.array(centreSchema),
  })
  .superRefine((file, ctx) => uniqueField(ctx, 'centres', file.centres, 'slug'));

export type LearningCentresFile = z.output<typeof learningCentresFileSchema>;
