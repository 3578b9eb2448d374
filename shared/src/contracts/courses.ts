// Courses and teachers (SPEC §3 "Course", "Teacher"; §7 "Courses and teachers"). Served as
// `@platform/shared/courses`, so only the apps that show courses download it. The results page of a
// test recommends courses of the test's subject (`GET /teacher-course/recommended-courses`).
import * as z from 'zod/mini';
import { contentLocaleSchema, dataOf, idField, idParam, pageOf, pageParam, searchParam } from '@platform/shared/contracts';

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

// ── the catalogue (SPEC §2 "Courses and teachers", §7, §9) ─────────────────────────────────────

/** SPEC §9: courses 24 a page, teachers 32, top teachers 6, new courses on the home page 8. */
export const COURSE_PAGE_SIZE = 24;
export const TEACHER_PAGE_SIZE = 32;
export const TOP_TEACHERS_DEFAULT = 6;
export const TOP_TEACHERS_MAX = TEACHER_PAGE_SIZE;
export const HOME_NEW_COURSES = 8;
/** Courses in each category section of the courses home and in "popular" (top-courses). */
export const HOME_SECTION_COURSES = 8;
/** SPEC §9: a long description collapses after 300 characters; course search waits 500 ms. */
export const DESCRIPTION_CLAMP = 300;
export const COURSE_SEARCH_DEBOUNCE_MS = 500;

/**
 * "Popular" is a Bayesian average (docs/api.md#courses): a course's rating R from v ratings is pulled
 * towards the catalogue mean C as if it had POPULAR_PRIOR_WEIGHT more ratings of C:
 * score = (v·R + m·C) / (v + m). One 5-star rating stays near C; two hundred 4.8s stay near 4.8.
 */
export const POPULAR_PRIOR_WEIGHT = 20;

export const courseCategorySchema = z.object({ id: z.int(), name: z.string() });
export type CourseCategory = z.infer<typeof courseCategorySchema>;

/** `GET /category-course/select`: the categories in their order. */
export const categorySelectResponse = dataOf(z.array(courseCategorySchema));

/** `GET /teacher-course/category-courses`: each category with its most popular courses. */
export const categoryCoursesSchema = z.object({ id: z.int(), category_name: z.string(), courses: z.array(courseCardSchema) });
export type CategoryCourses = z.infer<typeof categoryCoursesSchema>;
export const categoryCoursesResponse = dataOf(z.array(categoryCoursesSchema));

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
const sortParam = z.optional(z.enum(SORT_DIRECTIONS));
const MAX_CATEGORY_IDS = 20;

/** `category_id=3` or `category_id=3,5`: one or more category ids, comma-separated (no duplicates kept). */
export const categoryIdsParam = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,19}$/, `up to ${MAX_CATEGORY_IDS} category ids, comma-separated`)),
  z.transform((v: string) => [...new Set(v.split(',').map(Number))]),
);

/**
 * `GET /teacher-course/view`. `type` is the method filter (both = no `type`); `language` keeps the
 * courses taught in that language, uz or ru (none: both, whatever the interface language). Sorts combine in the order
 * rating (the popular score), created date, price paid; ties newest id first. None given: newest id first.
 */
export const courseListQuery = z.object({
  page: pageParam,
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(COURSE_PAGE_SIZE)), COURSE_PAGE_SIZE),
  type: z.optional(courseTypeSchema),
  search: searchParam,
  category_id: z.optional(categoryIdsParam),
  language: z.optional(contentLocaleSchema),
  sort_by_rating: sortParam,
  sort_by_created_at: sortParam,
  sort_by_price: sortParam,
});
/** What a client sends (numbers as numbers; the server coerces the query string). */
export type CourseListQuery = Omit<z.input<typeof courseListQuery>, 'page' | 'size'> & { page?: number; size?: number };
export const courseListResponse = pageOf(courseCardSchema);
export type CourseListResponse = z.infer<typeof courseListResponse>;

/** `GET /teacher-course/top-courses`: the most popular courses (HOME_SECTION_COURSES). */
export const topCoursesResponse = dataOf(z.array(courseCardSchema));

export const lessonSchema = z.object({ position: z.int(), title: z.string(), duration_seconds: z.int() });
export type CourseLesson = z.infer<typeof lessonSchema>;

/** `GET /teacher-course/course?slug`: a course page. */
export const courseDetailQuery = z.object({ slug: z.string().check(z.trim(), z.minLength(1), z.maxLength(140)) });
export const courseDetailSchema = z.extend(courseCardSchema, {
  description: z.string(),
  rating_count: z.int(),
  language_id: z.int(),
  category: courseCategorySchema,
  teacher: z.object({ slug: z.string(), full_name: z.string(), user_name: z.string(), image: z.object({ small: z.string() }) }),
  lessons: z.array(lessonSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;
export const courseDetailResponse = dataOf(courseDetailSchema);

/** `POST /teacher-course/save-course`: add or remove a saved course; repeating is harmless. */
export const SAVE_ACTIONS = ['add', 'remove'] as const;
export const saveCourseBody = z.object({ teacher_course_id: idField, action: z.enum(SAVE_ACTIONS) });
export type SaveCourseBody = z.infer<typeof saveCourseBody>;
export const saveCourseResponse = dataOf(z.object({ id: z.int(), is_saved: z.boolean() }));

/** Teacher card (SPEC §3): `user_name` is the specialty; rating = their courses' ratings, weighted by count. */
export const teacherCardSchema = z.object({
  id: z.int(),
  slug: z.string(),
  full_name: z.string(),
  user_name: z.string(),
  image: z.object({ small: z.string() }),
  rating: z.number(),
  rating_count: z.int(),
  course_count: z.int(),
});
export type TeacherCard = z.infer<typeof teacherCardSchema>;

/** `GET /teacher/view`: teachers, paged (32), searched by name or specialty, most rated first. */
export const teacherListQuery = z.object({
  page: pageParam,
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(TEACHER_PAGE_SIZE)), TEACHER_PAGE_SIZE),
  search: searchParam,
});
export type TeacherListQuery = Omit<z.input<typeof teacherListQuery>, 'page' | 'size'> & { page?: number; size?: number };
export const teacherListResponse = pageOf(teacherCardSchema);
export type TeacherListResponse = z.infer<typeof teacherListResponse>;

/** `GET /teacher/top?limit`: the best teachers by the popular score of their courses. */
export const topTeachersQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(TOP_TEACHERS_MAX)), TOP_TEACHERS_DEFAULT),
});
export const topTeachersResponse = dataOf(z.array(teacherCardSchema));

export const CONTACT_TYPES = ['telegram', 'instagram', 'facebook', 'linkedin', 'youtube'] as const;
export const contactSchema = z.object({ id: z.int(), type: z.enum(CONTACT_TYPES), url: z.string() });
export type Contact = z.infer<typeof contactSchema>;

/** `GET /teacher/info?slug`: a teacher page with their courses (popular first) and social links. */
export const teacherDetailQuery = courseDetailQuery;
export const teacherDetailSchema = z.extend(teacherCardSchema, {
  bio: z.string(),
  contacts: z.array(contactSchema),
  courses: z.array(courseCardSchema),
});
export type TeacherDetail = z.infer<typeof teacherDetailSchema>;
export const teacherDetailResponse = dataOf(teacherDetailSchema);
