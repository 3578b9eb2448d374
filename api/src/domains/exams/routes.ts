// Timed exams (issue 13; SPEC §4 DTM/virtual start and timers, §6 one free mock, §7 POST
// /dtm-order and /virtual as one order call with the kind): the start form, the order, the running
// ticket, answer saves, finish and the result. Every call but the form needs a session. A sweeper
// finishes tickets past their deadline with the answers saved before it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EXAM_YEAR,
  dtmFormResponse,
  examAnswerBody,
  examAnswerResponse,
  examFinishBody,
  examKindQuery,
  examOrderBody,
  examOrderResponse,
  examResultResponse,
  examTicketResponse,
  ticketIdQuery,
} from '@platform/shared/exams';
import { requireUserId } from '../../plugins/session';
import { examResult, finishExam } from './service-finish';
import { examForm, orderExam, overdueTickets, type ExamRules } from './service-order';
import { activeExam, saveAnswer } from './service-ticket';

const tags = ['exams'];

export interface ExamRouteOptions extends ExamRules {
  /** How often the sweeper looks for tickets past their deadline (ms); 0 = never. */
  sweepMs: number;
}

export const examRoutes: FastifyPluginAsyncZod<ExamRouteOptions> = async (app, { freePerMonth, sweepMs }) => {
  const { db } = app;
  const rules = { freePerMonth };

  if (sweepMs > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      const now = new Date();
      overdueTickets(db, now)
        .then(async (rows) => {
          for (const row of rows) await finishExam(db, row.user_id, row.id, now);
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'exam sweeper failed'))
        .finally(() => {
          running = false;
        });
    }, sweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.get(
    '/exam/form',
    {
      schema: {
        tags,
        summary:
          'Start form of a DTM/virtual/block exam: the mandatory subjects, the block pairs of the directions, minutes, free mocks left',
        querystring: examKindQuery,
        response: { 200: dtmFormResponse },
      },
    },
    async (request) => {
      const caller = await request.caller();
      return { data: await examForm(db, request.query.kind, caller, new Date(), rules) };
    },
  );

  app.post(
    '/exam/order',
    {
      schema: {
        tags,
        summary: 'Starts an exam or continues the active one of that kind; beyond the free allowance is_allowed is false (go to /pro)',
        description: '409 NOT_ENOUGH_QUESTIONS when a section’s question pool is too small to fill it without repeats.',
        body: examOrderBody,
        response: { 200: examOrderResponse },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const caller = await request.caller();
      const body = request.body;
      const data = await orderExam(
        db,
        { userId, premium: caller.premium, locale: request.locale },
        {
          kind: body.kind,
          languageId: body.language_id,
          block1: body.blok1_id,
          block2: body.kind === 'block' ? null : (body.blok2_id ?? null),
          year: body.year_id ?? EXAM_YEAR,
        },
        new Date(),
        rules,
      );
      return { data };
    },
  );

  app.get(
    '/exam/active',
    {
      schema: {
        tags,
        summary: 'The active ticket of a kind with the server’s clock and the saved answers (never the correct ones); 404 when none',
        querystring: examKindQuery,
        response: { 200: examTicketResponse },
      },
    },
    async (request) => ({ data: await activeExam(db, await requireUserId(request), request.query.kind, request.locale, new Date()) }),
  );

  app.post(
    '/exam/answer',
    {
      schema: {
        tags,
        summary: 'Saves (or changes) one answer; a save with an older seq than the stored one changes nothing',
        description: '409 EXAM_DEADLINE after the deadline (the ticket is then finished), 409 EXAM_FINISHED after finish.',
        body: examAnswerBody,
        response: { 200: examAnswerResponse },
      },
    },
    async (request) => ({ data: await saveAnswer(db, await requireUserId(request), request.body, new Date()) }),
  );

  app.post(
    '/exam/finish',
    {
      schema: {
        tags,
        summary: 'Finishes a ticket (again: the same result) and answers the result',
        body: examFinishBody,
        response: { 200: examResultResponse },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const now = new Date();
      await finishExam(db, userId, request.body.ticket_id, now);
      return { data: await examResult(db, userId, request.body.ticket_id, request.locale, now) };
    },
  );

  app.get(
    '/exam/result',
    {
      schema: {
        tags,
        summary:
          'Result of a finished ticket: sections with weights, total, time used, review with the correct options, passable directions',
        querystring: ticketIdQuery,
        response: { 200: examResultResponse },
      },
    },
    async (request) => ({ data: await examResult(db, await requireUserId(request), request.query.ticket_id, request.locale, new Date()) }),
  );
};
