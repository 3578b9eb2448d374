// Timed exams (issue 13; SPEC §4 DTM/virtual start and timers, §6 one free mock, §7 POST
// /dtm-order and /virtual as one order call with the kind): the start form, the order, the running
// ticket, answer saves (typed answers for the national certificate, /nat-certificate/*), finish and the result. Every call but the form needs a session. A sweeper
// finishes tickets past their deadline with the answers saved before it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EXAM_LANGUAGES,
  EXAM_YEAR,
  dtmFormResponse,
  dtmOrderBody,
  examAnswerBody,
  examAnswerResponse,
  examFinishBody,
  examFormQuery,
  examKindQuery,
  examOrderBody,
  examOrderResponse,
  examResultResponse,
  examActiveResponse,
  ncDirectionsQuery,
  ncDirectionsResponse,
  ncOrderBody,
  ticketIdQuery,
  virtualOrderBody,
  yearListResponse,
  type ExamKind,
} from '@platform/shared/exams';
import type { FastifyRequest } from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';
import { requireUserId } from '../../plugins/session';
import { examResult, finishExam } from './service-finish';
import { examForm, type ExamRules } from './service-form';
import { ncDirections } from './service-natcert';
import { orderExam, overdueTickets } from './service-order';
import { orderPrivateExam } from './service-private';
import { saveAnswer } from './service-save';
import { activeExam } from './service-ticket';
import { startSweeper } from '../../lib/sweeper';
import { schemaSerializerCompiler } from '../../serialization';
import { CONTENT_CACHE } from '../../plugins/catalogue-cache';
import { examYears } from './service-years';
import { privateOrderBody } from '@platform/shared/programs';

const tags = ['exams'];

export interface ExamRouteOptions extends ExamRules {
  /** How often the sweeper looks for tickets past their deadline (ms); 0 = never. */
  sweepMs: number;
}

export const examRoutes: FastifyPluginAsyncZod<ExamRouteOptions> = async (app, { freePerMonth, sweepMs }) => {
  const { db } = app;
  const rules = { freePerMonth };

  startSweeper(app, 'exam', sweepMs, async () => {
    const now = new Date();
    for (const row of await overdueTickets(db, now)) await finishExam(db, row.user_id, row.id, now);
  });

  app.get(
    '/year',
    {
      config: { cache: CONTENT_CACHE },
      schema: {
        tags,
        summary: 'SPEC §7: the exam years with weights, newest first ({id: 2025, name: "2025"}: the year_id of the orders)',
        response: { 200: yearListResponse },
      },
    },
    async () => ({ data: await examYears(db) }),
  );

  app.get(
    '/exam/form',
    {
      schema: {
        tags,
        summary:
          'Start form of a DTM/virtual/block exam: the mandatory subjects, the block pairs of the directions, minutes, free mocks left',
        description:
          'For one exam language (`language_id`, default 1): only the pairs and subjects whose every section the question pools can fill without a repeat; a Russian-medium test’s mother tongue is Russian (ADR 040).',
        querystring: examFormQuery,
        response: { 200: dtmFormResponse },
      },
    },
    async (request) => {
      const caller = await request.caller();
      const { kind, language_id } = request.query;
      return { data: await examForm(db, kind, language_id ?? EXAM_LANGUAGES[0], caller, new Date(), rules) };
    },
  );

  /** Every order path (SPEC §7 names and /exam/order) calls the same order service. */
  type OrderInput = { kind: ExamKind; languageId: number; block1: number; block2: number | null; year: number | undefined };
  const order = async (request: FastifyRequest, input: OrderInput) => {
    const userId = await requireUserId(request);
    const caller = await request.caller();
    const data = await orderExam(
      db,
      { userId, guestHash: caller.guestHash, premium: caller.premium, locale: request.locale },
      { ...input, year: input.year ?? EXAM_YEAR },
      new Date(),
      rules,
    );
    return { data };
  };
  const orderResponse = { 200: examOrderResponse };

  /** SPEC §7's two order paths: the order of POST /exam/order, each with its own names for the form's values. */
  const specOrder = <B extends $ZodType>(url: string, summary: string, body: B, input: (b: output<B>) => OrderInput) =>
    app.post(url, { schema: { tags, summary, body, response: orderResponse } }, async (request) =>
      order(request, input(request.body as output<B>)),
    );
  specOrder(
    '/dtm-order',
    'SPEC §7 POST /dtm-order: the DTM form’s values and year_id; the same order as POST /exam/order with kind dtm',
    dtmOrderBody,
    (b) => ({ kind: 'dtm', languageId: b.language_id, block1: b.blok1_id, block2: b.blok2_id, year: b.year_id }),
  );
  specOrder(
    '/virtual',
    'SPEC §7 POST /virtual {language, blok_1, blok_2}: the same order as POST /exam/order with kind virtual',
    virtualOrderBody,
    (b) => ({ kind: 'virtual', languageId: b.language, block1: b.blok_1, block2: b.blok_2, year: b.year_id }),
  );

  app.get(
    '/nat-certificate/directions',
    {
      schema: {
        tags,
        summary:
          'The national certificate’s subjects (SPEC §7 list {id, name}) with at least 3 full sets in a language, each with its specification',
        description:
          'Per subject: `language_ids` (the languages with ≥ 3 full sets), the spec’s `minutes`, `parts` (type, count, points, partial credit) in the order of the paper, `question_count`, the auto-graded `max_ball` and the platform’s `note` (ADR 042).',
        querystring: ncDirectionsQuery,
        response: { 200: ncDirectionsResponse },
      },
    },
    async (request) => ({ data: await ncDirections(db, request.locale, request.query.language_id) }),
  );

  app.post(
    '/nat-certificate/order',
    {
      schema: {
        tags,
        summary: 'Starts a national certificate exam (language, subject) or continues the active one; the same order service as the others',
        description:
          'Draws one whole set of the subject in that language: a variant the learner has not taken first, then the one taken longest ago; the timer is the spec’s minutes (ADR 042). 400 when the subject has fewer than 3 full sets in that language.',
        body: ncOrderBody,
        response: orderResponse,
      },
    },
    async (request) => {
      const b = request.body;
      return order(request, { kind: 'natcert', languageId: b.language_id, block1: b.subject_id, block2: null, year: b.year_id });
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
      const b = request.body;
      return order(request, {
        kind: b.kind,
        languageId: b.language_id,
        block1: b.blok1_id,
        block2: b.kind === 'block' || b.kind === 'natcert' ? null : (b.blok2_id ?? null),
        year: b.year_id,
      });
    },
  );

  app.post(
    '/private-order',
    {
      schema: {
        tags,
        summary:
          'SPEC §7 POST /private-order {course_slug, university_slug}: starts a private university program’s test (kind private) or continues it',
        description: '404 PROGRAM_NOT_FOUND; 409 PROGRAM_HAS_NO_TEST; another running private exam is finished first (ADR 015).',
        body: privateOrderBody,
        response: orderResponse,
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const caller = await request.caller();
      const data = await orderPrivateExam(
        db,
        { userId, guestHash: caller.guestHash, locale: request.locale },
        { courseSlug: request.body.course_slug, universitySlug: request.body.university_slug },
        new Date(),
      );
      return { data };
    },
  );

  app.get(
    '/exam/active',
    {
      schema: {
        tags,
        summary: 'The active ticket of a kind with the server’s clock and the saved answers (never the correct ones); data null when none',
        querystring: examKindQuery,
        response: { 200: examActiveResponse },
      },
    },
    async (request) => ({ data: await activeExam(db, await requireUserId(request), request.query.kind, request.locale, new Date()) }),
  );

  app.post(
    '/exam/answer',
    {
      schema: {
        tags,
        summary:
          'Saves (or changes) one answer — option_id, or for national-certificate items pairs / text by type; a save with an older seq than the stored one changes nothing',
        description: '409 EXAM_DEADLINE after the deadline (the ticket is then finished), 409 EXAM_FINISHED after finish.',
        body: examAnswerBody,
        response: { 200: examAnswerResponse },
      },
      // a hot write: its answer written by the schema (ADR 022, 051)
      serializerCompiler: schemaSerializerCompiler,
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
