// Pro and payments (SPEC §7 "Pro and feedback"; issue 15). The Pro page's reads, the exit feedback,
// `POST /buy-premium`, and the providers' merchant endpoints: Payme (JSON-RPC) and Click (Prepare,
// Complete). The providers call those server to server, without a browser's CSRF header or Origin:
// they opt out of the CSRF rule and are authenticated by the provider's own scheme instead.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import {
  buyPremiumBody,
  clickAnswerSchema,
  buyPremiumQuery,
  buyPremiumResponse,
  feedbackReasonsResponse,
  orderQuery,
  orderResponse,
  paymeAnswerSchema,
  paymentFeedbackBody,
  paymentFeedbackResponse,
  premiumPlansResponse,
  premiumPriceResponse,
  proFeatureQuery,
  proFeaturesResponse,
  testimonialsResponse,
} from '@platform/shared/payments';
import { HttpError } from '../../errors';
import { requireUserId } from '../../plugins/session';
import { readRoute } from '../../plugins/catalogue-cache';
import { feedbackReasons, features, lowestMonthlyPrice, plans, saveFeedback, testimonials } from './service-catalogue';
import { handleClick, type ClickAction } from './service-click';
import { buyPremium, orderView } from './service-orders';
import { handlePayme } from './service-payme';
import { sandboxRoutes } from './sandbox';
import type { PaymentSettings } from './settings';

const tags = ['pro'];

/** The site's own origin as the browser used it (checkout return addresses, sandbox links). */
export const originOf = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

/** Form and raw bodies for the providers' endpoints only (the rest of the api stays JSON). */
async function providerEndpoints(app: FastifyInstance, settings: PaymentSettings) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const { db } = app;
  // documented in the providers' formats (ADR 032): JSON-RPC for Payme, form fields in and JSON out for Click
  const provider = (summary: string, answer: z.ZodMiniType) => ({
    config: { csrf: false },
    schema: { tags: ['payments'], summary, response: { 200: answer } },
  });

  app.post(
    '/payments/payme',
    provider(
      'Payme merchant API: a JSON-RPC 2.0 call (Basic auth with the merchant key), answered in JSON-RPC, always HTTP 200; 404 while Payme is not configured',
      paymeAnswerSchema,
    ),
    async (request, reply) => {
      if (!settings.payme) throw new HttpError(404, 'NOT_FOUND', 'errors.not_found');
      const body = typeof request.body === 'string' ? request.body : '';
      return reply.status(200).send(await handlePayme(db, settings.payme.key, request.headers.authorization, body, settings.now()));
    },
  );

  for (const action of ['prepare', 'complete'] as ClickAction[]) {
    const summary = `Click ${action === 'prepare' ? 'Prepare' : 'Complete'}: Click's form fields (signed), answered in Click's format, always HTTP 200; 404 while Click is not configured`;
    app.post(`/payments/click/${action}`, provider(summary, clickAnswerSchema), async (request, reply) => {
      if (!settings.click) throw new HttpError(404, 'NOT_FOUND', 'errors.not_found');
      const fields = Object.fromEntries(new URLSearchParams(typeof request.body === 'string' ? request.body : ''));
      return reply.status(200).send(await handleClick(db, settings.click, action, fields, settings.now()));
    });
  }

  if (settings.sandbox) await app.register(sandboxRoutes, { settings });
}

export const paymentRoutes: FastifyPluginAsyncZod<{ settings: PaymentSettings }> = async (app, { settings }) => {
  const { db } = app;

  app.get(
    '/premium-price/view',
    { schema: { tags, summary: 'Pro plans: months, price and discount (so’m)', response: { 200: premiumPlansResponse } } },
    async () => ({ data: await plans(db) }),
  );

  app.get(
    '/get-premium-price',
    { schema: { tags, summary: 'The lowest Pro price per 30 days (so’m)', response: { 200: premiumPriceResponse } } },
    async () => ({ data: await lowestMonthlyPrice(db) }),
  );

  app.get(
    '/pro-function/view',
    readRoute(tags, 'Free vs Pro comparison of a product', proFeatureQuery, proFeaturesResponse, null),
    async (request) => ({ data: await features(db, request.locale, request.query.type) }),
  );

  app.get(
    '/user-feedback/view',
    { schema: { tags, summary: 'Testimonials of Pro subscribers', response: { 200: testimonialsResponse } } },
    async (request) => ({ data: await testimonials(db, request.locale) }),
  );

  app.get(
    '/payment-feedback-reason/select',
    { schema: { tags, summary: 'Reasons of the exit feedback modal', response: { 200: feedbackReasonsResponse } } },
    async (request) => ({ data: await feedbackReasons(db, request.locale) }),
  );

  app.post(
    '/payment-feedback-reason/create',
    {
      schema: {
        tags,
        summary: 'Stores the exit feedback: a reason or a text of one’s own (≤ 400)',
        body: paymentFeedbackBody,
        response: { 200: paymentFeedbackResponse },
      },
    },
    async (request) => ({ data: await saveFeedback(db, (await request.caller()).userId, request.body) }),
  );

  app.post(
    '/buy-premium',
    {
      schema: {
        tags,
        summary: 'Makes an order and answers the provider’s checkout URL, or true when Pro already covers the plan',
        querystring: buyPremiumQuery,
        body: buyPremiumBody,
        response: { 200: buyPremiumResponse },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return { data: await buyPremium(db, settings, userId, request.query.type, request.body, originOf(request)) };
    },
  );

  app.get(
    '/payment-order/view',
    { schema: { tags, summary: 'One’s own order and the Pro it left', querystring: orderQuery, response: { 200: orderResponse } } },
    async (request) => ({ data: await orderView(db, await requireUserId(request), request.query.id) }),
  );

  await app.register(async (scope) => providerEndpoints(scope, settings));
};
