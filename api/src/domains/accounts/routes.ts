import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponse, meResponse, messageResponse, userResponse } from '@platform/shared/contracts';
import {
  outboxQuery,
  outboxResponse,
  profileCreateBody,
  registerBody,
  sendSmsBody,
  sendSmsResponse,
  telegramConfigResponse,
  telegramLoginBody,
  verifySmsBody,
} from '@platform/shared/accounts';
import { PHONE_PREFIX } from '@platform/shared/format';
import { HttpError } from '../../errors';
import { t } from '../../i18n';
import { endSession, requireUserId, startSession } from '../../plugins/session';
import { writeRoute } from '../../route-options';
import { profileRoutes } from './routes-profile';
import { accountDataRoutes } from './routes-account-data';
import { createOtpService, safeEqual, sendCodeData, type OtpService } from './service-otp';
import { consumeTelegramLogin, handleTelegramUpdate, telegramOkResponse, telegramUpdateSchema } from './service-telegram';
import { completeRegistration, findOrCreateUser, loadAuthUser, toAuthUser } from './service-users';
import type { AuthSettings } from './settings';
import { createSmsProvider } from './sms';
import { readOutbox } from './sms/dev';

const tags = ['auth'];

/** Accounts: sign-in by SMS code or Telegram, registration, sessions, profiles. */
export const accountRoutes: FastifyPluginAsyncZod<{ settings: AuthSettings }> = async (app, { settings }) => {
  // one code service for sign-in and for confirming an account's deletion: the same limits (ADR 033)
  const otp = createOtpService(app.db, createSmsProvider(settings.sms, app.db), settings);
  await app.register(authRoutes, { settings, otp });
  await app.register(profileRoutes);
  await app.register(accountDataRoutes, { otp });
};

const authRoutes: FastifyPluginAsyncZod<{ settings: AuthSettings; otp: OtpService }> = async (app, { settings, otp }) => {
  const { db } = app;

  async function sendCode(request: FastifyRequest<{ Body: { phone: string } }>) {
    const data = await sendCodeData(otp, request.body.phone, request.ip, request.locale);
    return { message: t(request.locale, 'auth.code_sent'), data };
  }

  async function signIn(request: FastifyRequest, reply: FastifyReply, phone: string) {
    const row = await findOrCreateUser(db, phone);
    await startSession(app, request, reply, row.id);
    const user = await toAuthUser(db, row, request.locale);
    return { message: t(request.locale, 'auth.signed_in'), data: { profile_type: user.profile_type, user } };
  }

  async function verifyCode(request: FastifyRequest<{ Body: { phone: string; code: string } }>, reply: FastifyReply) {
    await otp.verify(request.body.phone, request.body.code, request.ip);
    return signIn(request, reply, request.body.phone);
  }

  const sendSchema = { tags, body: sendSmsBody, response: { 200: sendSmsResponse } };
  const verifySchema = { tags, body: verifySmsBody, response: { 200: loginResponse } };
  app.post('/auth/send-sms', { schema: { ...sendSchema, summary: `Send a one-time code to a ${PHONE_PREFIX} phone` } }, sendCode);
  app.post('/sendsms', { schema: { ...sendSchema, summary: 'Legacy alias of /auth/send-sms' } }, sendCode);
  app.post(
    '/auth/verify-sms',
    { schema: { ...verifySchema, summary: 'Check the code; signs in (profile_type null = registration continues)' } },
    verifyCode,
  );
  app.post('/checksms', { schema: { ...verifySchema, summary: 'Legacy alias of /auth/verify-sms' } }, verifyCode);

  app.get(
    '/auth/me',
    { schema: { tags, summary: 'The signed-in user, or null', response: { 200: meResponse } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const session = await request.session();
      return { data: session ? await loadAuthUser(db, session.userId, request.locale) : null };
    },
  );

  app.post(
    '/v2/profile/create',
    writeRoute(tags, 'Completes registration (modal step 7)', profileCreateBody, userResponse),
    async (request) => {
      const userId = await requireUserId(request);
      const { full_name, type, ...body } = request.body;
      await completeRegistration(db, userId, { ...body, first_name: full_name, role: type });
      return { message: t(request.locale, 'auth.registered'), data: await loadAuthUser(db, userId, request.locale) };
    },
  );

  app.post(
    '/auth/register',
    writeRoute(tags, 'Completes registration in one form (second variant)', registerBody, userResponse),
    async (request) => {
      const userId = await requireUserId(request);
      await completeRegistration(db, userId, { ...request.body, subject_ids: request.body.subject_ids ?? null });
      return { message: t(request.locale, 'auth.registered'), data: await loadAuthUser(db, userId, request.locale) };
    },
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'Ends the session server-side', response: { 200: messageResponse } } },
    async (request, reply) => {
      await endSession(app, request, reply);
      return { message: t(request.locale, 'auth.signed_out') };
    },
  );

  app.get(
    '/auth/telegram',
    { schema: { tags, summary: 'Telegram bot for sign-in, or null', response: { 200: telegramConfigResponse } } },
    async () => ({
      data: { bot: settings.telegram?.username ?? null },
    }),
  );

  app.post(
    '/auth/login-with-telegram',
    writeRoute(tags, 'Signs in with a single-use hashcode from the bot', telegramLoginBody, loginResponse),
    async (request, reply) => {
      const phone = await consumeTelegramLogin(db, request.body.hashcode);
      if (!phone) throw new HttpError(400, 'TOKEN_EXPIRED', 'auth.token_expired', {}, {}, 'hashcode');
      return signIn(request, reply, phone);
    },
  );

  // POST /api/telegram/webhook: Telegram calls it with the secret token header set at setWebhook
  app.post(
    '/telegram/webhook',
    {
      config: { csrf: false },
      schema: {
        tags,
        summary: 'Telegram bot webhook (checks X-Telegram-Bot-Api-Secret-Token)',
        body: telegramUpdateSchema,
        response: { 200: telegramOkResponse },
      },
      preValidation: async (request) => {
        const telegram = settings.telegram;
        if (!telegram) throw new HttpError(404, 'NOT_FOUND', 'errors.not_found');
        const given = request.headers['x-telegram-bot-api-secret-token'];
        if (typeof given !== 'string' || !safeEqual(given, telegram.secret)) throw new HttpError(401, 'UNAUTHORIZED', 'auth.unauthorized');
      },
    },
    async (request) => {
      const warn = (error: unknown) => request.log.warn({ err: error }, 'telegram sendMessage failed');
      await handleTelegramUpdate(db, settings.telegram!, settings.publicUrl, request.body, warn);
      return { ok: true };
    },
  );

  if (settings.devOutbox) {
    app.get(
      '/__dev/outbox',
      {
        schema: {
          tags: ['development'],
          summary: 'Messages of the dev SMS provider (not in production)',
          querystring: outboxQuery,
          response: { 200: outboxResponse },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { data: await readOutbox(db, request.query.phone) };
      },
    );
  }
};
