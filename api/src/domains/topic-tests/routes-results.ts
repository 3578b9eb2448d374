// Results of topic tests (SPEC §3 Result / My-result item, §7 GET /myresult, /myresult/review).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { myResultListResponse, myResultQuery, resultResponse, reviewResponse, ticketIdQuery } from '@platform/shared/topic-tests';
import { requireUserId } from '../../plugins/session';
import type { ClaimRules } from './service-claim';
import { myResults, reviewOf, ticketResult } from './service-results';

const tags = ['topic tests'];

/** `dailyLimit`: opening a guest ticket of this browser signed in claims it (service-claim.ts). */
export const resultRoutes: FastifyPluginAsyncZod<ClaimRules> = async (app, rules) => {
  const { db } = app;

  app.get(
    '/myresult',
    {
      schema: {
        tags,
        summary:
          'With ticket_id: the result of one ticket (its owner, also a guest by cookie). Without: the signed-in learner’s finished tickets',
        querystring: myResultQuery,
        response: { 200: z.union([resultResponse, myResultListResponse]) },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.ticket_id !== undefined) return { data: await ticketResult(db, await request.caller(), q.ticket_id, new Date(), rules) };
      return myResults(db, await requireUserId(request), request.locale, q);
    },
  );

  app.get(
    '/myresult/review',
    {
      schema: {
        tags,
        summary: 'Every question of a finished ticket with the chosen and the correct option (its owner only)',
        querystring: ticketIdQuery,
        response: { 200: reviewResponse },
      },
    },
    async (request) => ({ data: await reviewOf(db, await request.caller(), request.query.ticket_id, new Date(), rules) }),
  );
};
