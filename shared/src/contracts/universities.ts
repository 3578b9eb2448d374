import { z } from 'zod';
import { dataOf, flagParam, idParam, namedSchema, pageOf, pageParam, searchParam } from './common';

/** SPEC §9: 12 per page on the web, 99 otherwise (also the hard cap). */
export const UNIVERSITY_PAGE_SIZE = 12;
export const UNIVERSITY_PAGE_SIZE_APP = 99;
export const PRIVATE_ON_HOME = 6;

export const UNIVERSITY_TYPES = ['all', 'public', 'private'] as const;
export const universityTypeSchema = z.enum(UNIVERSITY_TYPES);
export type UniversityType = z.infer<typeof universityTypeSchema>;

export const universityListQuery = z.object({
  page: pageParam,
  size: z.coerce.number().int().min(1).max(UNIVERSITY_PAGE_SIZE_APP).optional(),
  type: universityTypeSchema.default('all'),
  address_id: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  is_web: flagParam.default(true),
  search: searchParam,
  recommended: flagParam.optional(),
});
export type UniversityListQuery = z.input<typeof universityListQuery>;

export const universityCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(['public', 'private']),
  logo: z.string().nullable(),
  region: namedSchema.nullable(),
  min_contract_price: z.number().int().nullable(),
  max_contract_price: z.number().int().nullable(),
  direction_count: z.number().int(),
  students_count: z.number().int().nullable(),
  is_recommended: z.boolean(),
});
export type UniversityCard = z.infer<typeof universityCardSchema>;

export const universityListResponse = pageOf(universityCardSchema);
export type UniversityListResponse = z.infer<typeof universityListResponse>;

export const universityDetailSchema = universityCardSchema.extend({
  long_description: z.string(),
  image: z.string().nullable(),
  site: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  map: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  telegram: z.string().nullable(),
  instagram: z.string().nullable(),
  youtube: z.string().nullable(),
  youtube_embed: z.string().nullable(),
  admission_start_date: z.number().int().nullable(),
  admission_end_date: z.number().int().nullable(),
  file: z.string().nullable(),
  graduate_students_count: z.number().int().nullable(),
  courses_count: z.number().int().nullable(),
  experience_years_count: z.number().int().nullable(),
});
export type UniversityDetail = z.infer<typeof universityDetailSchema>;

export const universitySlug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9-]+$/);

export const universityInfoQuery = z.object({ univer_name: universitySlug });
export const universityInfoResponse = dataOf(universityDetailSchema);

export const sortColumnQuery = z.object({ univer_id: idParam });
export const sortOptionSchema = z.object({
  year: z.number().int(),
  languages: z.array(namedSchema),
  studies: z.array(namedSchema),
});
export type SortOption = z.infer<typeof sortOptionSchema>;
export const sortColumnResponse = dataOf(z.array(sortOptionSchema));

export const universityBallQuery = z.object({
  univer_id: idParam,
  year: z.coerce.number().int().min(2000).max(2100),
  language: idParam.optional(),
  study: idParam.optional(),
});
export const admissionDirectionSchema = z.object({
  direction_name: z.string(),
  direction_code: z.string(),
  grant_ball: z.number().nullable(),
  grant_count: z.number().int(),
  contract_ball: z.number().nullable(),
  contract_count: z.number().int(),
  subject_1: z.string().nullable(),
  subject_2: z.string().nullable(),
});
export type AdmissionDirection = z.infer<typeof admissionDirectionSchema>;
export const universityBallResponse = dataOf(z.array(admissionDirectionSchema));

export const directionQuery = z.object({ id: idParam.optional() });
export const directionResponse = dataOf(z.array(namedSchema));

export const addressQuery = z.object({ parent_id: idParam.optional() });
export const addressSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressResponse = dataOf(z.array(addressSchema));

export const subjectSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  color: z.string(),
  image: z.string().nullable(),
});
export type Subject = z.infer<typeof subjectSchema>;
export const subjectListResponse = dataOf(z.array(subjectSchema));
