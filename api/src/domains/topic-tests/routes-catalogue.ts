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
import { LIVE_LIST_CACHE, readRoute } from '../../plugins/catalogue-cache';
import { listTests, subjectsWithTests, subjectWithTestCount, testInfo } from './service-catalogue';

const tags = ['topic tests'];

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/themed-test/view',
    readRoute(
      tags,
      'Test cards, paged: by content language, subject slug (name) and search in lesson and subject names',
      themedTestListQuery,
      themedTestListResponse,
      LIVE_LIST_CACHE,
    ),
    async (request) => listTests(db, await request.caller(), request.query, new Date()),
  );

  app.get(
    '/subject',
    readRoute(
      tags,
      'A subject by id or slug, with the number of its tests in the content language of the locale',
      subjectQuery,
      subjectResponse,
      LIVE_LIST_CACHE,
    ),
    async (request) => ({ data: await subjectWithTestCount(db, request.locale, request.query.id) }),
  );

  app.get(
    '/subjecttest',
    readRoute(
      tags,
      'SPEC §7: the subjects that have topic tests in a content language (language_id, default the locale’s), with their test counts',
      subjectTestsQuery,
      subjectTestsResponse,
      LIVE_LIST_CACHE,
    ),
    async (request) => ({ data: await subjectsWithTests(db, request.locale, request.query.language_id) }),
  );

  app.get(
    '/test-info',
    readRoute(tags, 'One test: names, rating, counts, its top 10 learners and the latest 20 opinions', testIdQuery, testInfoResponse, null),
    async (request) => ({ data: await testInfo(db, await request.caller(), request.query.test_id, new Date()) }),
  );
};
