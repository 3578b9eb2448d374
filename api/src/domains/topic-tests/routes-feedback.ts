// Feedback on topic tests (SPEC §7 "Others": GET /errortype, POST /feedback — the test-error report —
// and POST /comment — the test rating; SPEC §7 gives their bodies but not which path takes which).
// The first paths chosen, POST /test-error/create and POST /test-rating/create, answer the same.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReportBody, errorTypeListResponse, okResponse, ratingBody } from '@platform/shared/topic-tests';
import { t } from '../../i18n';
import { requireUserId } from '../../plugins/session';
import type { ClaimRules } from './service-claim';
import { errorTypes, rateTest, reportError } from './service-feedback';

const tags = ['topic tests'];

export const feedbackRoutes: FastifyPluginAsyncZod<ClaimRules> = async (app, rules) => {
  const { db } = app;

  app.get(
    '/errortype',
    { schema: { tags, summary: 'Kinds of mistakes a learner can report in a question', response: { 200: errorTypeListResponse } } },
    async (request) => ({ data: await errorTypes(db, request.locale) }),
  );

  for (const path of ['/feedback', '/test-error/create']) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `Reports a mistake in a question (anyone, guests too); question_id is the question’s id (Question.question_id)${path === '/feedback' ? '' : '. The same as POST /feedback'}`,
          body: errorReportBody,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await reportError(db, await request.caller(), request.body);
        return { message: t(request.locale, 'tests.report_thanks') };
      },
    );
  }

  for (const path of ['/comment', '/test-rating/create']) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `Rates the test of a finished ticket (its signed-in owner; one rating per user and test: a new ticket’s replaces the old)${path === '/comment' ? '' : '. The same as POST /comment'}`,
          body: ratingBody,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await requireUserId(request);
        await rateTest(db, await request.caller(), request.body, new Date(), rules);
        return { message: t(request.locale, 'tests.rating_thanks') };
      },
    );
  }
};
