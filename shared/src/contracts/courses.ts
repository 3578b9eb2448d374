// Courses and teachers (SPEC §3 "Course", "Teacher"; §7 "Courses and teachers"). Served as
// `@platform/shared/courses`, so only the apps that show courses download it. The results page of a
// test recommends courses of the test's subject (`GET /teacher-course/recommended-courses`).
import * as z from 'zod/mini';
import { dataOf, idParam } from '@platform/shared/contracts';

/** SPEC §3: a course is free or paid ("other"); paid courses come with the Pro subscription or a price. */
export const COURSE_TYPES = ['free', 'premium'] as const;
export const courseTypeSchema = z.enum(COURSE_TYPES);
export type CourseType = z.infer<typeof courseTypeSchema>;

/** How many courses the results page recommends at most (SPEC §9: placeholders 4–8). */
export const RECOMMENDED_COURSES_MAX = 4;

/** Course card (SPEC §3): prices are whole so'm; `rating` 0–5 with one decimal; `created_at` unix seconds. */
export const courseCardSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  image: z.object({ small: z.string(), large: z.string() }),
  teacher: z.object({
    slug: z.string(),
    full_name: z.string(),
    image: z.object({ small: z.string() }),
  }),
  subject_name: z.nullable(z.string()),
  lesson_count: z.int(),
  rating: z.number(),
  created_at: z.int(),
  price: z.int(),
  discount_percent: z.int(),
  type: courseTypeSchema,
  is_saved: z.boolean(),
});
export type CourseCard = z.infer<typeof courseCardSchema>;

/** `GET /teacher-course/recommended-courses?ticket_id`: for the holder of the ticket (as its result). */
export const recommendedCoursesQuery = z.object({ ticket_id: idParam });
export const recommendedCoursesResponse = dataOf(z.array(courseCardSchema));
export type RecommendedCoursesResponse = z.infer<typeof recommendedCoursesResponse>;

/** The price a learner pays: the discount applied and rounded down to whole so'm; free courses cost 0. */
export function coursePrice(course: Pick<CourseCard, 'price' | 'discount_percent' | 'type'>): number {
  if (course.type === 'free') return 0;
  return Math.floor((course.price * (100 - course.discount_percent)) / 100);
}
