// Saved tests and unfinished tests (SPEC §2 "saved tests", "unfinished-test cards"; §3 Unfinished
// item; §7 POST /subject, GET /savedtest, GET /progress).
import { and, count, desc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageCount } from '@platform/shared/format';
import {
  listPageQuery,
  progressQuery,
  progressResponse,
  saveTestBody,
  saveTestResponse,
  savedTestListResponse,
  type UnfinishedItem,
} from '@platform/shared/topic-tests';
import { savedTest, subject, themedTest, ticket } from '../../db/schema';
import { HttpError } from '../../errors';
import { pick } from '../../i18n';
import { requireUserId } from '../../plugins/session';
import { cardColumns, testUrlOf, toCard } from '../../services/tests/cards';
import { callerOf } from '../../services/tests/tickets';
import { unix } from '../../services/tests/time';

const tags = ['topic tests'];
/** Active tickets listed at most (one per test and owner, so this is plenty). */
const PROGRESS_MAX = 100;

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
      const { id, status } = request.body;
      const [test] = await db.select({ id: themedTest.id }).from(themedTest).where(eq(themedTest.id, id));
      if (!test) throw new HttpError(404, 'TEST_NOT_FOUND', 'tests.test_not_found');
      if (status) await db.insert(savedTest).values({ user_id: userId, test_id: id }).onConflictDoNothing();
      else await db.delete(savedTest).where(and(eq(savedTest.user_id, userId), eq(savedTest.test_id, id)));
      return { data: { id, is_saved: status } };
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
    async (request) => {
      const userId = await requireUserId(request);
      const { page, size } = request.query;
      const now = new Date();
      const [{ total }] = await db.select({ total: count() }).from(savedTest).where(eq(savedTest.user_id, userId));
      const rows = total
        ? await db
            .select(cardColumns(userId))
            .from(savedTest)
            .innerJoin(themedTest, eq(themedTest.id, savedTest.test_id))
            .innerJoin(subject, eq(subject.id, themedTest.subject_id))
            .where(eq(savedTest.user_id, userId))
            .orderBy(desc(savedTest.created_at), desc(savedTest.test_id))
            .limit(size)
            .offset((page - 1) * size)
        : [];
      return {
        data: rows.map((r) => toCard(r, request.locale, now)),
        meta: { page, size, total, page_count: pageCount(total, size) },
      };
    },
  );

  app.get(
    '/progress',
    {
      schema: {
        tags,
        summary: 'Unfinished tests: the caller’s active, unexpired tickets (a guest’s by its cookie); DTM and Virtual: none yet',
        querystring: progressQuery,
        response: { 200: progressResponse },
      },
    },
    async (request) => {
      const type = request.query.type;
      if (type !== undefined && type !== 'Mavzuli') return { data: [] };
      const { userId, guestHash } = await callerOf(request);
      const owners: SQL[] = [];
      if (userId !== null) owners.push(eq(ticket.user_id, userId));
      // this browser's guest tickets too (a signed-in learner takes them over on opening one)
      if (guestHash !== null) owners.push(and(isNull(ticket.user_id), eq(ticket.guest_hash, guestHash))!);
      if (!owners.length) return { data: [] };
      const now = new Date();
      const rows = await db
        .select({
          t: ticket,
          slug: themedTest.slug,
          lesson_name: themedTest.name,
          subject_slug: subject.slug,
          name_uz: subject.name_uz,
          name_ru: subject.name_ru,
        })
        .from(ticket)
        .innerJoin(themedTest, eq(themedTest.id, ticket.test_id))
        .innerJoin(subject, eq(subject.id, themedTest.subject_id))
        .where(and(or(...owners), eq(ticket.status, 'active'), gt(ticket.expires_at, now)))
        .orderBy(desc(ticket.started_at), desc(ticket.id))
        .limit(PROGRESS_MAX);
      return {
        data: rows.map((r): UnfinishedItem => ({
          id: r.t.id,
          type: 'Mavzuli',
          time: Math.max(0, Math.floor((r.t.expires_at.getTime() - now.getTime()) / 1000)),
          progress: r.t.question_count ? Math.round((r.t.answered_count * 100) / r.t.question_count) : 0,
          answered: r.t.answered_count,
          total: r.t.question_count,
          lessonName: r.lesson_name,
          subjectName: pick(r, 'name', request.locale),
          testUrl: testUrlOf(r.subject_slug, r.t.test_id, r.slug),
          started_at: unix(r.t.started_at),
        })),
      };
    },
  );
};
