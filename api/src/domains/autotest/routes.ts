// The driving-theory mock exam (SPEC §7 "Auto"): GET /auto-test/view, POST /auto-test/create,
// POST /check-test/check, POST /check-test/finish, and the result, ticket, save, summary and
// leaderboard calls. `clock` is the server's time (tests inject one to move past the deadline).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autotestListResponse,
  autotestResultResponse,
  autotestSummaryResponse,
  autotestTicketQuery,
  autotestTicketResponse,
  checkAutotestBody,
  checkAutotestResponse,
  createAutotestBody,
  createAutotestResponse,
  leaderboardQuery,
  leaderboardResponse,
  saveAutotestBody,
  saveAutotestResponse,
} from '@platform/shared/autotest';
import { schemaSerializerCompiler } from '../../serialization';
import { answerQuestion } from './service-answer';
import { leaderboard, listTests, setSaved, summaryOf } from './service-catalogue';
import { createTicket } from './service-create';
import { finishTicket, ownAttempt, resultOf, ticketOf } from './service-ticket';

const tags = ['autotest'];

export const autotestRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (app, { clock }) => {
  const { db } = app;

  app.get(
    '/auto-test/view',
    {
      schema: {
        tags,
        summary: 'The numbered tickets with the caller’s best score and saved flag',
        response: { 200: autotestListResponse },
      },
    },
    async (request) => ({ data: await listTests(db, await request.caller()) }),
  );

  app.get(
    '/auto-test/summary',
    {
      schema: {
        tags,
        summary:
          'Landing figures: tickets, questions by category; signed in also readiness, mistakes, marathon progress, exam attempts left, the last result',
        response: { 200: autotestSummaryResponse },
      },
    },
    async (request) => ({ data: await summaryOf(db, await request.caller(), clock()) }),
  );

  app.post(
    '/auto-test/create',
    {
      schema: {
        tags,
        summary:
          'Starts (or resumes) a ticket: {test_id} a numbered ticket, {test_id: 0} the exam, {mode} topic/mistakes/marathon; is_allowed false for Pro-only tickets and a used free exam',
        body: createAutotestBody,
        response: { 200: createAutotestResponse },
      },
    },
    async (request) => ({ data: await createTicket(db, await request.caller(), request.body, clock()) }),
  );

  app.get(
    '/auto-test/ticket',
    {
      schema: {
        tags,
        summary: 'The caller’s ticket again (a reload of the test screen)',
        querystring: autotestTicketQuery,
        response: { 200: autotestTicketResponse },
      },
    },
    async (request) => {
      const caller = await request.caller();
      const now = clock();
      return { data: await ticketOf(db, await ownAttempt(db, caller, request.query.ticket_id, now), caller.locale, now) };
    },
  );

  app.post(
    '/check-test/check',
    {
      schema: {
        tags,
        summary: 'Answers one question of an autotest ticket (id = the ticket question); refused after the deadline or the third mistake',
        body: checkAutotestBody,
        response: { 200: checkAutotestResponse },
      },
      // a hot write: its answer written by the schema (ADR 022, 051)
      serializerCompiler: schemaSerializerCompiler,
    },
    // the answer needs no Pro status: the session (usually remembered, ADR 018) without the caller's Pro read
    async (request) => {
      const session = await request.session();
      return { data: await answerQuestion(db, { userId: session?.userId ?? null, locale: request.locale }, request.body, clock()) };
    },
  );

  app.post(
    '/check-test/finish',
    {
      schema: {
        tags,
        summary: 'Finishes an autotest ticket (again: the same result)',
        querystring: autotestTicketQuery,
        response: { 200: autotestResultResponse },
      },
    },
    async (request) => ({ data: await finishTicket(db, await request.caller(), request.query.ticket_id, clock()) }),
  );

  app.get(
    '/auto-test/result',
    {
      schema: {
        tags,
        summary: 'A finished ticket: verdict, time used, wrong answers with explanations',
        querystring: autotestTicketQuery,
        response: { 200: autotestResultResponse },
      },
    },
    async (request) => {
      const caller = await request.caller();
      return { data: await resultOf(db, await ownAttempt(db, caller, request.query.ticket_id, clock()), caller.locale) };
    },
  );

  app.post(
    '/auto-test/save',
    {
      schema: {
        tags,
        summary: 'Saves (status true) or unsaves a ticket; signed-in users only',
        body: saveAutotestBody,
        response: { 200: saveAutotestResponse },
      },
    },
    async (request) => ({ data: await setSaved(db, await request.caller(), request.body.test_id, request.body.status) }),
  );

  app.get(
    '/auto-test/leaderboard',
    {
      schema: {
        tags,
        summary:
          'Best attempt per user of a ticket (the exam without test_id): score, then shorter time, then earlier; the caller’s row as `me`',
        querystring: leaderboardQuery,
        response: { 200: leaderboardResponse },
      },
    },
    async (request) => ({ data: await leaderboard(db, await request.caller(), request.query.test_id, clock()) }),
  );
};
