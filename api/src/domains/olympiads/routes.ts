// Online olympiads (issue 17; SPEC §7 "Olympic"): lists, one olympiad, its combinations, the start,
// the running attempt (answers are saved through POST /exam/answer of the exam engine), finish,
// page-visibility records, the ranking and the own review. Every call needs a session (SPEC §6:
// olympic lists are queried only after authentication). A sweeper finishes attempts past their
// deadline and copies their results to the ranking.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { examAnswerResponse } from '@platform/shared/exams';
import {
  olympiadAnswerBody,
  olympiadCourseQuery,
  olympiadFinishBody,
  olympiadFinishResponse,
  olympiadIdQuery,
  olympiadOrderBody,
  olympiadOrderResponse,
  olympiadReviewResponse,
  olympiadTicketResponse,
  olympiadViewQuery,
  olympicCoursesResponse,
  olympicsListResponse,
  olympicViewResponse,
  rankingQuery,
  rankingResponse,
  visibilityBody,
  visibilityResponse,
} from '@platform/shared/olympiads';
import { ifNoneMatch, notModified } from '../../plugins/catalogue-cache';
import { requireUserId } from '../../plugins/session';
import { activeOlympiads, finishedOlympiads, olympiadCourses, olympiadView } from './service-catalogue';
import { ranking, rankingHead, rankingTag } from './service-ranking';
import { ownReview, recordVisibility } from './service-review';
import { finishParticipation, olympiadTicket, settleOverdue } from './service-attempt';
import { startOlympiad } from './service-take';
import { startSweeper } from '../../lib/sweeper';
import { schemaSerializerCompiler } from '../../serialization';
import { saveAnswer } from '../exams/service-save';

const tags = ['olympiads'];

export interface OlympiadRouteOptions {
  /** How often attempts past their deadline are finished (ms); 0 = never. */
  sweepMs: number;
  clock: () => Date;
}

export const olympiadRoutes: FastifyPluginAsyncZod<OlympiadRouteOptions> = async (app, { sweepMs, clock }) => {
  const { db } = app;

  startSweeper(app, 'olympiad', sweepMs, () => settleOverdue(db, clock()));

  app.get(
    '/olympic/olympics-list',
    {
      schema: {
        tags,
        summary: 'Active and coming olympiads with the server clock (ms) and the caller’s participation',
        response: { 200: olympicsListResponse },
      },
    },
    async (request) => ({ data: await activeOlympiads(db, await requireUserId(request), request.locale, clock()) }),
  );

  app.get(
    '/olympic/olympics-list-finish',
    {
      schema: { tags, summary: 'Finished olympiads with participants, average and best percent', response: { 200: olympicsListResponse } },
    },
    async (request) => ({ data: await finishedOlympiads(db, await requireUserId(request), request.locale, clock()) }),
  );

  app.get(
    '/olympic/olympic-view',
    {
      schema: {
        tags,
        summary: 'One olympiad with its combinations',
        querystring: olympiadViewQuery,
        response: { 200: olympicViewResponse },
      },
    },
    async (request) => ({ data: await olympiadView(db, request.query.id, await requireUserId(request), request.locale, clock()) }),
  );

  app.get(
    '/olympic/olympic-courses',
    {
      schema: {
        tags,
        summary: 'The subject combinations of an olympiad',
        querystring: olympiadIdQuery,
        response: { 200: olympicCoursesResponse },
      },
    },
    async (request) => {
      await requireUserId(request);
      return { data: await olympiadCourses(db, request.query.olympic_id, request.locale) };
    },
  );

  app.post(
    '/olympic/olympic-order',
    {
      schema: {
        tags,
        summary: 'Starts the caller’s one participation (the combination required for dtm / fixed_subjects)',
        description:
          '409 OLYMPIAD_ALREADY_PARTICIPATED for a second start (wait for the end), 409 OLYMPIAD_NOT_STARTED / OLYMPIAD_ENDED outside the window, 409 OLYMPIAD_OTHER_RUNNING while another olympiad attempt runs.',
        body: olympiadOrderBody,
        response: { 200: olympiadOrderResponse },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const { olympic_id, olympic_course_id } = request.body;
      return { data: await startOlympiad(db, userId, { olympiadId: olympic_id, courseId: olympic_course_id }, clock()) };
    },
  );

  app.get(
    '/olympic/olympic-test',
    {
      schema: {
        tags,
        summary: 'The caller’s attempt of a combination for the exam screen: server clock, deadline, saved answers, never the correct ones',
        querystring: olympiadCourseQuery,
        response: { 200: olympiadTicketResponse },
      },
    },
    async (request) => ({
      data: await olympiadTicket(db, await requireUserId(request), request.query.olympic_course_id, request.locale, clock()),
    }),
  );

  app.post(
    '/olympic/check-test',
    {
      schema: {
        tags,
        summary:
          'SPEC §7: answers one question of the caller’s running olympiad attempt (id = the question of GET /olympic/olympic-test), on the exam engine: POST /exam/answer’s rules; without seq the server’s clock in µs orders it',
        body: olympiadAnswerBody,
        response: { 200: examAnswerResponse },
      },
      // a hot write: its answer written by the schema (ADR 022, 051)
      serializerCompiler: schemaSerializerCompiler,
    },
    async (request) => {
      const userId = await requireUserId(request);
      const now = clock();
      const { id, option_id, seq = now.getTime() * 1000 } = request.body;
      return { data: await saveAnswer(db, userId, { id, option_id, seq }, now, 'olympiad') };
    },
  );

  app.post(
    '/olympic/olympic-finish-test',
    {
      schema: {
        tags,
        summary: 'Finishes the attempt (again: the same) and answers the olympiad id',
        body: olympiadFinishBody,
        response: { 200: olympiadFinishResponse },
      },
    },
    async (request) => ({
      data: { olympic_id: await finishParticipation(db, await requireUserId(request), request.body.ticket_id, clock()) },
    }),
  );

  app.post(
    '/olympic/visibility',
    {
      schema: {
        tags,
        summary: 'Records a page-visibility change of the running attempt (for organisers; never punished automatically)',
        body: visibilityBody,
        response: { 200: visibilityResponse },
      },
    },
    async (request) => ({ data: await recordVisibility(db, await requireUserId(request), request.body, clock()) }),
  );

  app.get(
    '/olympic/olympic-stats',
    {
      schema: {
        tags,
        summary: 'Ranking page (50 rows: score, then time used, then finish time) and the caller’s own row marked self',
        description:
          'Carries a weak ETag (olympiad, page, caller, locale, status, finished count; ADR 019): a poll with If-None-Match answers 304 without reading the page while nobody has finished since.',
        querystring: rankingQuery,
        response: { 200: rankingResponse },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const { olympic_id, page = 1 } = request.query;
      const now = clock();
      const head = await rankingHead(db, olympic_id, now);
      const tag = rankingTag(head, page, userId, request.locale);
      // private: the own row is in it; no-cache: the browser revalidates every poll (a 304 keeps its copy)
      reply.header('etag', tag).header('cache-control', 'private, no-cache').header('vary', 'cookie, accept-language');
      if (ifNoneMatch(request, tag)) return notModified(reply);
      return { data: await ranking(db, olympic_id, page, userId, request.locale, now, head) };
    },
  );

  app.get(
    '/olympic/olympic-review',
    {
      schema: {
        tags,
        summary: 'The caller’s own answers; the correct options only after the olympiad has ended',
        querystring: olympiadIdQuery,
        response: { 200: olympiadReviewResponse },
      },
    },
    async (request) => ({ data: await ownReview(db, await requireUserId(request), request.query.olympic_id, request.locale, clock()) }),
  );
};
