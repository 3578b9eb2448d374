// Feedback on topic tests: kinds of errors, "found an error" reports and ratings of finished tickets
// (SPEC §2 "test-error report, test rating", §5 limits, §7 GET /errortype; paths of the report and the
// rating are not shown in the spec: POST /test-error/create and POST /test-rating/create).
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReportBody, errorTypeListResponse, okResponse, ratingBody } from '@platform/shared/topic-tests';
import { errorReport, errorType, question, testRating } from '../../db/schema';
import { HttpError } from '../../errors';
import { pick, t } from '../../i18n';
import { requireUserId } from '../../plugins/session';
import { callerOf, ownedTicket } from '../../services/tests/tickets';

const tags = ['topic tests'];
const MAX_INT = 2_147_483_647;

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/errortype',
    { schema: { tags, summary: 'Kinds of mistakes a learner can report in a question', response: { 200: errorTypeListResponse } } },
    async (request) => {
      const rows = await db.select().from(errorType).orderBy(asc(errorType.id));
      return { data: rows.map((r) => ({ id: r.id, name: pick(r, 'name', request.locale) })) };
    },
  );

  app.post(
    '/test-error/create',
    {
      schema: {
        tags,
        summary: 'Reports a mistake in a question (anyone, guests too); question_id is the question’s id (Question.question_id)',
        body: errorReportBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      const body = request.body;
      // the contract bounds error_id below only: a number beyond int4 names no type (and must not reach the query)
      const [[kind], [found]] = await Promise.all([
        body.error_id > MAX_INT
          ? Promise.resolve([])
          : db.select({ id: errorType.id }).from(errorType).where(eq(errorType.id, body.error_id)),
        db.select({ id: question.id }).from(question).where(eq(question.id, body.question_id)),
      ]);
      // error_id is a choice from GET /errortype: an unknown one is bad input, named like the form names it
      if (!kind) throw new HttpError(400, 'VALIDATION_ERROR', 'validation.error_type_required', {}, {}, 'error_id');
      if (!found) throw new HttpError(404, 'QUESTION_NOT_FOUND', 'tests.question_not_found');
      const session = await request.session();
      await db.insert(errorReport).values({
        question_id: found.id,
        error_id: kind.id,
        message: body.message,
        user_id: session?.userId ?? null,
      });
      return { message: t(request.locale, 'tests.report_thanks') };
    },
  );

  app.post(
    '/test-rating/create',
    {
      schema: {
        tags,
        summary: 'Rates the test of a finished ticket (its signed-in owner; one rating per ticket)',
        body: ratingBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await requireUserId(request);
      const { rating, comment, ticket_id } = request.body;
      const row = await ownedTicket(db, await callerOf(request), ticket_id, new Date());
      if (row.status !== 'finished') throw new HttpError(403, 'TICKET_ACTIVE', 'tests.rate_not_finished');
      const [stored] = await db
        .insert(testRating)
        .values({ ticket_id: row.id, test_id: row.test_id, user_id: row.user_id!, rating, comment })
        .onConflictDoNothing()
        .returning({ id: testRating.id });
      if (!stored) throw new HttpError(409, 'ALREADY_RATED', 'tests.already_rated');
      return { message: t(request.locale, 'tests.rating_thanks') };
    },
  );
};
