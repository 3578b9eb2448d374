// Taking a topic test: order (create or resume a ticket), answer one question, finish
// (SPEC §4 topic test, §7 GET /themed-order, POST /check-test, GET /check-test).
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
import { ensureGuest, guestHashOf } from '../../plugins/guest';
import { schemaSerializerCompiler } from '../../serialization';
import { answerAtOnce, answerQuestion } from './service-answer';
import { finishOwnedTicket } from './service-claim';
import { BlockedError, orderTicket, orderableTest } from './service-order';
import { finishOf, quizOf } from './service-quiz';

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
      const test = await orderableTest(db, request.query.test_id);
      const caller = await request.caller();
      // a guest's tickets belong to the `gt` cookie: issued on the first order
      const guestHash = caller.userId === null ? ensureGuest(request, reply) : caller.guestHash;
      try {
        const row = await orderTicket(db, { caller: { ...caller, guestHash }, test, dailyLimit, now: new Date() });
        return { data: await quizOf(db, row, caller.locale) };
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
      // the hottest write: its answer written by the schema, not validated field by field (ADR 022)
      serializerCompiler: schemaSerializerCompiler,
    },
    async (request) => {
      // the common case in one statement (the session is usually remembered); anything else the long way
      const session = await request.session();
      const now = new Date();
      const quick = await answerAtOnce(
        db,
        { userId: session?.userId ?? null, guestHash: guestHashOf(request) },
        request.body,
        now,
        request.locale,
      );
      return { data: quick ?? (await answerQuestion(db, await request.caller(), request.body, now, { dailyLimit })) };
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
    async (request) => ({
      data: finishOf(await finishOwnedTicket(db, await request.caller(), request.query.ticket_id, new Date(), { dailyLimit })),
    }),
  );
};
