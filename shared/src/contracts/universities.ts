import * as z from 'zod/mini';
import { countParam, dataOf, flagParam, idParam, namedSchema, pageOf, pageParam, searchParam } from './common';

/** SPEC §9: 12 per page on the web, 99 otherwise (also the hard cap). */
export const UNIVERSITY_PAGE_SIZE = 12;
export const UNIVERSITY_PAGE_SIZE_APP = 99;
export { PRIVATE_ON_HOME } from './shapes';

export const UNIVERSITY_TYPES = ['all', 'public', 'private'] as const;
export const universityTypeSchema = z.enum(UNIVERSITY_TYPES);
export type UniversityType = z.infer<typeof universityTypeSchema>;

export const universityListQuery = z.object({
  page: pageParam,
  size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(UNIVERSITY_PAGE_SIZE_APP))),
  type: z._default(universityTypeSchema, 'all'),
  address_id: z._default(countParam, 0),
  is_web: z._default(flagParam, true),
  search: searchParam,
  recommended: z.optional(flagParam),
});
export type UniversityListQuery = z.input<typeof universityListQuery>;

const nullableInt = z.nullable(z.int());
const nullableString = z.nullable(z.string());

export const universityCardSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(['public', 'private']),
  logo: nullableString,
  region: z.nullable(namedSchema),
  min_contract_price: nullableInt,
  max_contract_price: nullableInt,
  direction_count: z.int(),
  students_count: nullableInt,
  is_recommended: z.boolean(),
});
export type UniversityCard = z.infer<typeof universityCardSchema>;

export const universityListResponse = pageOf(universityCardSchema);
export type UniversityListResponse = z.infer<typeof universityListResponse>;

export const universityDetailSchema = z.extend(universityCardSchema, {
  long_description: z.string(),
  image: nullableString,
  site: nullableString,
  phone: nullableString,
  email: nullableString,
  address: nullableString,
  map: nullableString,
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  telegram: nullableString,
  instagram: nullableString,
  youtube: nullableString,
  youtube_embed: nullableString,
  admission_start_date: nullableInt,
  admission_end_date: nullableInt,
  file: nullableString,
  graduate_students_count: nullableInt,
  courses_count: nullableInt,
  experience_years_count: nullableInt,
});
export type UniversityDetail = z.infer<typeof universityDetailSchema>;

export const universitySlug = z.string().check(z.trim(), z.minLength(1), z.maxLength(120), z.regex(/^[a-z0-9-]+$/));

export const universityInfoQuery = z.object({ univer_name: universitySlug });
export const universityInfoResponse = dataOf(universityDetailSchema);

export const sortColumnQuery = z.object({ univer_id: idParam });
export const sortOptionSchema = z.object({
  year: z.int(),
  languages: z.array(namedSchema),
  studies: z.array(namedSchema),
});
export type SortOption = z.infer<typeof sortOptionSchema>;
export const sortColumnResponse = dataOf(z.array(sortOptionSchema));

export const universityBallQuery = z.object({
  univer_id: idParam,
  year: z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100)),
  language: z.optional(idParam),
  study: z.optional(idParam),
});
export const admissionDirectionSchema = z.object({
  direction_name: z.string(),
  direction_code: z.string(),
  grant_ball: z.nullable(z.number()),
  grant_count: z.int(),
  contract_ball: z.nullable(z.number()),
  contract_count: z.int(),
  subject_1: nullableString,
  subject_2: nullableString,
});
export type AdmissionDirection = z.infer<typeof admissionDirectionSchema>;
export const universityBallResponse = dataOf(z.array(admissionDirectionSchema));

export const directionQuery = z.object({ id: z.optional(idParam) });
export const directionResponse = dataOf(z.array(namedSchema));

export const addressQuery = z.object({ parent_id: z.optional(idParam) });
export const addressSchema = z.object({
  id: z.int(),
  parent_id: nullableInt,
  name: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressResponse = dataOf(z.array(addressSchema));

export const subjectSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  color: z.string(),
  image: nullableString,
});
export type Subject = z.infer<typeof subjectSchema>;
export const subjectListResponse = dataOf(z.array(subjectSchema));

export const INTERACTION_ACTIONS = ['site', 'phone', 'card'] as const;
export type InteractionAction = (typeof INTERACTION_ACTIONS)[number];
/** POST /user-interaction/store {university_id, action}: a click on a private university's site, phone or card. */
export const interactionBody = z.strictObject({
  // an id beyond PostgreSQL's integer is a bad id like 0, not a 500 (the fuzz suite found 2^53 − 1)
  university_id: z
    .int({ error: 'validation.university_required' })
    .check(z.minimum(1, 'validation.university_required'), z.maximum(2_147_483_647, 'validation.university_required')),
  action: z.enum(INTERACTION_ACTIONS, { error: 'validation.interaction_action_invalid' }),
});
export type InteractionBody = z.input<typeof interactionBody>;
export const interactionResponse = dataOf(z.object({ stored: z.boolean() }));
