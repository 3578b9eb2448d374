// Courses and teachers (SPEC §7 "Courses and teachers"): the catalogue, saving a course, teachers, and
// the results page's recommendations. Thin: the contract's schemas, the service, the reply.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import {
  RECOMMENDED_COURSES_MAX,
  categoryCoursesResponse,
  categorySelectResponse,
  courseDetailQuery,
  courseDetailResponse,
  courseListQuery,
  courseListResponse,
  recommendedCoursesQuery,
  recommendedCoursesResponse,
  saveCourseBody,
  saveCourseResponse,
  teacherDetailQuery,
  teacherDetailResponse,
  teacherListQuery,
  teacherListResponse,
  topCoursesResponse,
  topTeachersQuery,
  topTeachersResponse,
} from '@platform/shared/courses';
import { LIVE_LIST_CACHE } from '../../plugins/catalogue-cache';
import { requireUserId } from '../../plugins/session';
import { recommendedCourses } from './service';
import { categories, categoryCourses, courseBySlug, listCourses, setCourseSaved, topCourses } from './service-catalogue';
import { listTeachers, teacherBySlug, topTeachers } from './service-teachers';

const tags = ['courses'];

/** The options of a GET read without parameters: its summary and its 200 body. */
const read = <R extends $ZodType>(summary: string, response: R) => ({ schema: { tags, summary, response: { 200: response } } });
/** The options of a GET read with a query string. */
const query = <Q extends $ZodType, R extends $ZodType>(summary: string, response: R, querystring: Q) => ({
  schema: { tags, summary, querystring, response: { 200: response } },
});

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/category-course/select', read('Course categories, in order', categorySelectResponse), async (request) => ({
    data: await categories(db, request.locale),
  }));

  app.get(
    '/teacher-course/category-courses',
    read('Each category with its most popular courses (the courses home sections)', categoryCoursesResponse),
    async (request) => ({ data: await categoryCourses(db, await request.caller()) }),
  );

  app.get(
    '/teacher-course/top-courses',
    read('The most popular courses (Bayesian-adjusted rating)', topCoursesResponse),
    async (request) => ({
      data: await topCourses(db, await request.caller()),
    }),
  );

  app.get(
    '/teacher-course/view',
    {
      ...query(
        'Courses, paged (24), filtered by method, categories and search, sorted by rating, date and price',
        courseListResponse,
        courseListQuery,
      ),
      // the same list for every guest: from memory for 5 s (live counts), ETag/304 (issue 19)
      config: { cache: LIVE_LIST_CACHE },
    },
    async (request) => listCourses(db, await request.caller(), request.query),
  );

  app.get(
    '/teacher-course/course',
    query('One course by slug, with its lessons', courseDetailResponse, courseDetailQuery),
    async (request) => ({
      data: await courseBySlug(db, await request.caller(), request.query.slug),
    }),
  );

  app.post(
    '/teacher-course/save-course',
    {
      schema: {
        tags,
        summary: 'Saves (add) or unsaves (remove) a course; signed-in users only; repeating is harmless',
        body: saveCourseBody,
        response: { 200: saveCourseResponse },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return { data: await setCourseSaved(db, userId, request.body.teacher_course_id, request.body.action) };
    },
  );

  app.get(
    '/teacher-course/recommended-courses',
    query(
      `Up to ${RECOMMENDED_COURSES_MAX} courses for a test result: the test's subject and language, best rated first (the ticket's holder only)`,
      recommendedCoursesResponse,
      recommendedCoursesQuery,
    ),
    async (request) => ({ data: await recommendedCourses(db, await request.caller(), request.query.ticket_id, new Date()) }),
  );

  app.get(
    '/teacher/view',
    query('Teachers, paged (32), searched by name or specialty', teacherListResponse, teacherListQuery),
    async (request) => listTeachers(db, request.locale, request.query),
  );

  app.get('/teacher/top', query('The best teachers (limit, default 6)', topTeachersResponse, topTeachersQuery), async (request) => ({
    data: await topTeachers(db, request.locale, request.query.limit),
  }));

  app.get(
    '/teacher/info',
    query('One teacher by slug: bio, social links and courses', teacherDetailResponse, teacherDetailQuery),
    async (request) => ({
      data: await teacherBySlug(db, await request.caller(), request.query.slug),
    }),
  );
};
