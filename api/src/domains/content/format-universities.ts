// Kind "universities": study directions (the national classifier) and universities with the
// admission figures of each direction they teach, by year, language and study form
// (docs/content-import.md "Universities").
import { z } from 'zod';
import { keySchema, nullable, textField, uniqueField, uniqueIn, versionField, wholeNumber } from './format-fields';

/** Highest DTM score. */
export const MAX_SCORE = 189;

const directionCode = z.string().regex(/^\d{1,20}$/, 'expected the classifier code: digits only, at most 20');
const score = nullable(z.number().min(0, 'at least 0').max(MAX_SCORE, `at most ${MAX_SCORE}`));
/** A whole number that fits an `integer` column. */
const count = wholeNumber(0, 2_147_483_647);
const url = nullable(z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }));
const optionalCount = nullable(count);

const directionSchema = z.strictObject({
  code: directionCode,
  name_uz: textField(300),
  name_ru: textField(300),
  subject_1: nullable(keySchema(60)),
  subject_2: nullable(keySchema(60)),
});

const admissionSchema = z.strictObject({
  direction: directionCode,
  year: wholeNumber(1991, 2100),
  language_id: wholeNumber(1, 32767),
  study_form_id: wholeNumber(1, 32767),
  grant_ball: score,
  grant_count: count.default(0),
  contract_ball: score,
  contract_count: count.default(0),
});

const universitySchema = z
  .strictObject({
    slug: keySchema(120),
    type: z.enum(['public', 'private'], { error: 'expected "public" or "private"' }),
    name_uz: textField(300),
    name_ru: textField(300),
    description_uz: textField(),
    description_ru: textField(),
    long_description_uz: textField(),
    long_description_ru: textField(),
    region_id: nullable(wholeNumber(1, 1_000_000)),
    address_uz: nullable(textField()),
    address_ru: nullable(textField()),
    phone: nullable(textField(40)),
    email: nullable(z.email({ error: 'expected an e-mail address' }).max(120, 'at most 120 characters')),
    site: url,
    telegram: url,
    instagram: url,
    youtube: url,
    latitude: nullable(z.number().min(-90).max(90)),
    longitude: nullable(z.number().min(-180).max(180)),
    students_count: optionalCount,
    graduate_students_count: optionalCount,
    courses_count: optionalCount,
    experience_years_count: optionalCount,
    min_contract_price: optionalCount,
    max_contract_price: optionalCount,
    is_recommended: z.boolean().default(false),
    admissions: z.array(admissionSchema).default([]),
  })
  .superRefine(
    uniqueIn(
      'admissions',
      (a) => `${a.direction}/${a.year}/${a.language_id}/${a.study_form_id}`,
      (_, first) => `the same direction, year, language and study form as admissions[${first}]`,
    ),
  );

export const universitiesFileSchema = z
  .strictObject({
    version: versionField,
    kind: z.literal('universities'),
    directions: z.array(directionSchema).default([]),
    universities: z.array(universitySchema).default([]),
  })
  .superRefine((file, ctx) => {
    uniqueField(ctx, 'directions', file.directions, 'code');
    uniqueField(ctx, 'universities', file.universities, 'slug');
    const codes = new Set(file.directions.map((d) => d.code));
    file.universities.forEach((u, i) =>
      u.admissions.forEach((a, k) => {
        if (!codes.has(a.direction)) {
          ctx.addIssue({
            code: 'custom',
            path: ['universities', i, 'admissions', k, 'direction'],
            message: `no direction "${a.direction}" in this file's directions`,
          });
        }
      }),
    );
  });

export type UniversitiesFile = z.output<typeof universitiesFileSchema>;
