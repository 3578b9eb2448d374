// Taking a topic test: order (create or resume a ticket), answer one question, finish
// (SPEC §4 topic test, §7 GET /themed-order, POST /check-test, GET /check-test).
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockedBodySchema,
  checkAnswerBody,
  checkAnswerResponse,
  finishResponse,
  testIdQuery,
  themedOrderResponse,
  ticketIdQuery,
} from '@platform/shared/topic-tests';
import { themedTest } from '../../db/schema';
import { HttpError } from '../../errors';
import { questionCountOf } from '../../services/tests/cards';
import { ensureGuest, guestHashOf } from '../../services/tests/guest';
import {
  BlockedError,
  answerQuestion,
  callerOf,
  finishOf,
  finishTicket,
  orderTicket,
  ownedTicket,
  quizOf,
} from '../../services/tests/tickets';

const tags = ['topic tests'];

export const ticketRoutes: FastifyPluginAsyncZod<{ dailyLimit: number }> = async (app, { dailyLimit }) => {
  const { db } = app;

  app.get(
    '/themed-order',
    {
      schema: {
        tags,
        summary:
          'Starts a test (a new ticket) or resumes the active one; guests get a `gt` cookie. 403 with a message object when locked or over the daily limit',
        querystring: testIdQuery,
        response: { 200: themedOrderResponse, 403: blockedBodySchema },
      },
    },
    async (request, reply) => {
      const [test] = await db
        .select({ id: themedTest.id, opens_at: themedTest.opens_at, questions: questionCountOf })
        .from(themedTest)
        .where(eq(themedTest.id, request.query.test_id));
      // a test without questions cannot be taken: as if it did not exist
      if (!test?.questions) throw new HttpError(404, 'TEST_NOT_FOUND', 'tests.test_not_found');
      const userId = (await request.session())?.userId ?? null;
      const guestHash = userId === null ? ensureGuest(request, reply) : guestHashOf(request);
      try {
        const row = await orderTicket(db, { caller: { userId, guestHash }, test, dailyLimit, locale: request.locale, now: new Date() });
        return { data: await quizOf(db, row) };
      } catch (error) {
        if (error instanceof BlockedError) return reply.status(403).send(error.body);
        throw error;
      }
    },
  );

  app.post(
    '/check-test',
    {
      schema: {
        tags,
        summary: 'Answers one question of an active ticket (id = the ticket question); the same answer again is safe',
        body: checkAnswerBody,
        response: { 200: checkAnswerResponse },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      return { data: await answerQuestion(db, caller, request.body, new Date()) };
    },
  );

  app.get(
    '/check-test',
    {
      schema: {
        tags,
        summary: 'Finishes a ticket (again: the same answer); a signed-in owner gets the finish bonus once',
        querystring: ticketIdQuery,
        response: { 200: finishResponse },
      },
    },
    async (request) => {
      const now = new Date();
      let row = await ownedTicket(db, await callerOf(request), request.query.ticket_id, now);
      if (row.status === 'active') row = await finishTicket(db, row.id, now);
      return { data: finishOf(row) };
    },
  );
};
