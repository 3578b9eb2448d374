// The topic-test catalogue (SPEC §7 GET /themed-test/view, /subject, /test-info).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  subjectQuery,
  subjectResponse,
  testIdQuery,
  testInfoResponse,
  themedTestListQuery,
  themedTestListResponse,
} from '@platform/shared/topic-tests';
import { LIVE_LIST_CACHE } from '../../plugins/catalogue-cache';
import { listTests, subjectWithTestCount, testInfo } from './service-catalogue';

const tags = ['topic tests'];

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/themed-test/view',
    {
      config: { cache: LIVE_LIST_CACHE },
      schema: {
        tags,
        summary: 'Test cards, paged: by content language, subject slug (name) and search in lesson and subject names',
        querystring: themedTestListQuery,
        response: { 200: themedTestListResponse },
      },
    },
    async (request) => listTests(db, await request.caller(), request.query, new Date()),
  );

  app.get(
    '/subject',
    {
      config: { cache: LIVE_LIST_CACHE },
      schema: {
        tags,
        summary: 'A subject by id or slug, with the number of its tests in the content language of the locale',
        querystring: subjectQuery,
        response: { 200: subjectResponse },
      },
    },
    async (request) => ({ data: await subjectWithTestCount(db, request.locale, request.query.id) }),
  );

  app.get(
    '/test-info',
    {
      schema: {
        tags,
        summary: 'One test: names, rating, counts, its top 10 learners and the latest 20 opinions',
        querystring: testIdQuery,
        response: { 200: testInfoResponse },
      },
    },
    async (request) => ({ data: await testInfo(db, await request.caller(), request.query.test_id, new Date()) }),
  );
};
