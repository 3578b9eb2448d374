// The topic-test catalogue (SPEC §7 GET /themed-test/view, /subject, /test-info).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  subjectQuery,
  subjectResponse,
  subjectTestsQuery,
  subjectTestsResponse,
  testIdQuery,
  testInfoResponse,
  themedTestListQuery,
  themedTestListResponse,
} from '@platform/shared/topic-tests';
import { LIVE_LIST_CACHE } from '../../plugins/catalogue-cache';
import { listTests, subjectsWithTests, subjectWithTestCount, testInfo } from './service-catalogue';

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
    '/subjecttest',
    {
      config: { cache: LIVE_LIST_CACHE },
      schema: {
        tags,
        summary:
          'SPEC §7: the subjects that have topic tests in a content language (language_id, default the locale’s), with their test counts',
        querystring: subjectTestsQuery,
        response: { 200: subjectTestsResponse },
      },
    },
    async (request) => ({ data: await subjectsWithTests(db, request.locale, request.query.language_id) }),
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
