// Saved tests and unfinished tests (SPEC §7 POST /subject, GET /savedtest, GET /progress).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listPageQuery,
  progressQuery,
  progressResponse,
  saveTestBody,
  saveTestResponse,
  savedTestListResponse,
} from '@platform/shared/topic-tests';
import { requireUserId } from '../../plugins/session';
import { unfinishedExams } from '../exams/service-progress';
import { savedTests, setSaved, unfinishedTests } from './service-saved';

const tags = ['topic tests'];

export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/subject',
    {
      schema: {
        tags,
        summary: 'Saves (status true) or unsaves (false) a test; signed-in users only; repeating is harmless',
        body: saveTestBody,
        response: { 200: saveTestResponse },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return { data: await setSaved(db, userId, request.body.id, request.body.status) };
    },
  );

  app.get(
    '/savedtest',
    {
      schema: {
        tags,
        summary: 'The signed-in learner’s saved tests as test cards, newest first',
        querystring: listPageQuery,
        response: { 200: savedTestListResponse },
      },
    },
    async (request) => savedTests(db, await requireUserId(request), request.locale, request.query, new Date()),
  );

  app.get(
    '/progress',
    {
      schema: {
        tags,
        summary:
          'Unfinished tests: the caller’s active, unexpired tickets (a guest’s by its cookie) — topic tests, and a signed-in caller’s DTM and virtual exams',
        querystring: progressQuery,
        response: { 200: progressResponse },
      },
    },
    async (request) => {
      const type = request.query.type;
      const caller = await request.caller();
      const now = new Date();
      const topic = type === undefined || type === 'Mavzuli' ? await unfinishedTests(db, caller, now) : [];
      const exams = type !== 'Mavzuli' && caller.userId !== null ? await unfinishedExams(db, caller.userId, caller.locale, now, type) : [];
      return { data: [...exams, ...topic].sort((a, b) => b.started_at - a.started_at) };
    },
  );
};
