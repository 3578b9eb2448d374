// Courses and teachers (SPEC §7 "Courses and teachers"): for now the results page's recommendations.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RECOMMENDED_COURSES_MAX, recommendedCoursesQuery, recommendedCoursesResponse } from '@platform/shared/courses';
import { recommendedCourses } from './service';

const tags = ['courses'];

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/teacher-course/recommended-courses',
    {
      schema: {
        tags,
        summary: `Up to ${RECOMMENDED_COURSES_MAX} courses for a test result: the test's subject and language, best rated first (the ticket's holder only)`,
        querystring: recommendedCoursesQuery,
        response: { 200: recommendedCoursesResponse },
      },
    },
    async (request) => ({ data: await recommendedCourses(db, await request.caller(), request.query.ticket_id, new Date()) }),
  );
};
