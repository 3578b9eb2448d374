// The review queue (issue 31 item 1, ADR 044): the due count, a session of today's due cards, and
// answering one. Guests use it on their guest token (their topic tests' mistakes); a signed-in caller
// who still has this browser's guest cookie takes over its cards first. `clock` is the server's time.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  reviewAnswerBody,
  reviewAnswerResponse,
  reviewSessionQuery,
  reviewSessionResponse,
  reviewSummaryResponse,
} from '@platform/shared/review';
import type { Caller } from '../../caller';
import { answerCard } from './service-answer';
import { claimGuestCards } from './service-queue';
import { reviewSession, reviewSummary } from './service-session';

const tags = ['review'];

export const reviewRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (app, { clock }) => {
  const { db } = app;

  /** The caller, after taking over this browser's guest cards when signed in. */
  async function owner(request: FastifyRequest): Promise<Caller> {
    const caller = await request.caller();
    if (caller.userId !== null && caller.guestHash !== null) await claimGuestCards(db, caller.userId, caller.guestHash);
    return caller;
  }

  app.get(
    '/review/summary',
    {
      schema: {
        tags,
        summary: 'Cards of the review queue due today (Asia/Tashkent), in all and per subject; guests by their guest cookie',
        response: { 200: reviewSummaryResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const caller = await owner(request);
      return { data: await reviewSummary(db, caller, caller.locale, clock()) };
    },
  );

  app.get(
    '/review/session',
    {
      schema: {
        tags,
        summary:
          'Today’s due cards (the longest due first), with their questions but not the correct options; subject: a subject slug or avtotest, topic: a topic key',
        querystring: reviewSessionQuery,
        response: { 200: reviewSessionResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const caller = await owner(request);
      return { data: await reviewSession(db, caller, request.query, caller.locale, clock()) };
    },
  );

  app.post(
    '/review/answer',
    {
      schema: {
        tags,
        summary:
          'Answers a due card: the server rates it (right: Good, out of today’s queue; wrong: Again, back in a minute) and says the correct option; the same answer again is answered the same',
        body: reviewAnswerBody,
        response: { 200: reviewAnswerResponse },
      },
    },
    async (request) => {
      const caller = await owner(request);
      return { data: await answerCard(db, caller, request.body, caller.locale, clock()) };
    },
  );
};
