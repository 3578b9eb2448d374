// Private universities' programs ("university courses"), applications and interactions (issue 18
// items 1, 2 and 5, issue 13 item 6; SPEC §2 program card, application form, subject picker; §3
// program card, university course; §5 application form; §7 /v2/university/courses,
// /v2/university/course-subjects, /application-create, /applications, /user-interaction/store,
// /private-order). Served as `@platform/shared/programs`: only the programs page and the profile load it.
import * as z from 'zod/mini';
import { createdIdResponse, dataOf, idField, idParam, pageOf, pageParam, partnerFormOf } from '@platform/shared/contracts';
import { firstNameSchema, phoneSchema } from '@platform/shared/accounts';

/** Programs per page on /otmlar-royhati. */
export const PROGRAM_PAGE_SIZE = 12;

/** GET /v2/university/courses: a subject filter (all when absent), one university by id or slug, one program by slug, a page. */
export const programListQuery = z.object({
  page: pageParam,
  subject: z.optional(idParam),
  university_id: z.optional(idParam),
  university_slug: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  course_slug: z.optional(z.string().check(z.trim(), z.maxLength(120))),
});
export type ProgramListQuery = z.input<typeof programListQuery>;

/** A subject of a program's test (SPEC §3 university course: direction.subjects). */
export const programSubjectSchema = z.object({ id: z.int(), name: z.string(), question_count: z.int(), points: z.number() });

/** SPEC §3 program card and university course in one. */
export const programSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  university_id: z.int(),
  university_name: z.string(),
  university_slug: z.string(),
  language: z.string(),
  study_form: z.string(),
  /** the yearly contract price from (so'm) */
  contract_price: z.int(),
  requirements: z.string(),
  /** null: not published ("not available") */
  passing_score: z.nullable(z.number()),
  test_available: z.boolean(),
  subjects: z.array(programSubjectSchema),
  total_question_count: z.int(),
  max_score: z.number(),
  /** the test's minutes */
  duration: z.int(),
  duration_years: z.int(),
  /** the caller's application to it (signed in), else null */
  application_id: z.nullable(z.int()),
});
export type Program = z.infer<typeof programSchema>;
export const programListResponse = pageOf(programSchema);
export type ProgramListResponse = z.infer<typeof programListResponse>;

/** GET /v2/university/course-subjects: the subjects some program tests, with how many programs. */
export const programSubjectsResponse = dataOf(z.array(z.object({ id: z.int(), name: z.string(), count: z.int() })));
export type ProgramSubjectOption = z.infer<typeof programSubjectsResponse>['data'][number];

/** SPEC §5 application form (POST /application-create): name required, phone per the phone rules; the result it came from is optional. */
export const applicationBody = partnerFormOf({ program_id: idField, user_name: firstNameSchema, phone: phoneSchema });
export type ApplicationBody = z.input<typeof applicationBody>;
export const applicationCreateResponse = createdIdResponse;

/** GET /applications: the caller's own, newest first (the profile's section). */
export const applicationListResponse = dataOf(
  z.array(
    z.object({
      id: z.int(),
      program_id: z.int(),
      program_name: z.string(),
      university_name: z.string(),
      university_slug: z.string(),
      name: z.string(),
      phone: z.string(),
      created_at: z.int(),
    }),
  ),
);
export type OwnApplication = z.infer<typeof applicationListResponse>['data'][number];

// the interaction contract lives in `@platform/shared/contracts` (universities): the university list and
// pages post clicks without loading this module
export {
  INTERACTION_ACTIONS,
  interactionBody,
  interactionResponse,
  type InteractionAction,
  type InteractionBody,
} from '@platform/shared/contracts';

/** POST /private-order {course_slug, university_slug} (SPEC §7): starts the program's test on the exam engine. */
export const privateOrderBody = z.strictObject({
  course_slug: z
    .string({ error: 'validation.program_required' })
    .check(z.trim(), z.minLength(1, 'validation.program_required'), z.maxLength(120, 'validation.program_required')),
  university_slug: z
    .string({ error: 'validation.university_required' })
    .check(z.trim(), z.minLength(1, 'validation.university_required'), z.maxLength(120, 'validation.university_required')),
});
export type PrivateOrderBody = z.input<typeof privateOrderBody>;
