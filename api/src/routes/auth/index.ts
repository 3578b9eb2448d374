import { desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponse, meResponse, messageResponse, userResponse } from '@platform/shared/contracts';
import {
  maskPhone,
  outboxQuery,
  profileCreateBody,
  registerBody,
  sendSmsBody,
  sendSmsResponse,
  telegramConfigResponse,
  telegramLoginBody,
  verifySmsBody,
} from '@platform/shared/accounts';
import { appUser, smsOutbox } from '../../db/schema';
import { HttpError } from '../../errors';
import { t } from '../../i18n';
import { endSession, requireUserId, startSession } from '../../plugins/session';
import type { AuthSettings } from '../../services/auth-settings';
import { createOtpService } from '../../services/otp';
import { createSmsProvider } from '../../services/sms';
import { consumeTelegramLogin, telegramWebhookRoute } from '../../services/telegram';
import { assertAddress, assertSubjects, findOrCreateUser, loadAuthUser, setSubjects, toAuthUser } from '../../services/users';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ settings: AuthSettings }> = async (app, { settings }) => {
  const { db } = app;
  const sms = createSmsProvider(settings.sms, db);
  const otp = createOtpService(db, sms, settings);

  async function sendCode(request: FastifyRequest<{ Body: { phone: string } }>) {
    const { resendIn, expiresIn } = await otp.send(request.body.phone, request.ip, request.locale);
    return {
      message: t(request.locale, 'auth.code_sent'),
      data: { phone: maskPhone(request.body.phone), resend_in: resendIn, expires_in: expiresIn },
    };
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
  app.post('/auth/send-sms', { schema: { ...sendSchema, summary: 'Send a one-time code to a +998 phone' } }, sendCode);
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
    { schema: { tags, summary: 'Completes registration (modal step 7)', body: profileCreateBody, response: { 200: userResponse } } },
    async (request) => {
      const userId = await requireUserId(request);
      const body = request.body;
      const subjects = await assertSubjects(db, body.subject_ids);
      await assertAddress(db, body.address_id);
      await db.transaction(async (tx) => {
        await tx
          .update(appUser)
          .set({
            first_name: body.full_name,
            last_name: body.last_name,
            birthday: body.birthday,
            gender: body.gender,
            role: body.type,
            profile_type: body.type,
            address_id: body.address_id,
          })
          .where(eq(appUser.id, userId));
        await setSubjects(tx as unknown as typeof db, userId, subjects);
      });
      return { message: t(request.locale, 'auth.registered'), data: await loadAuthUser(db, userId, request.locale) };
    },
  );

  app.post(
    '/auth/register',
    {
      schema: { tags, summary: 'Completes registration in one form (second variant)', body: registerBody, response: { 200: userResponse } },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const body = request.body;
      const subjects = body.subject_ids ? await assertSubjects(db, body.subject_ids) : null;
      await assertAddress(db, body.address_id);
      await db.transaction(async (tx) => {
        await tx
          .update(appUser)
          .set({
            first_name: body.first_name,
            last_name: body.last_name,
            birthday: body.birthday,
            gender: body.gender,
            role: body.role,
            profile_type: body.role,
            address_id: body.address_id,
          })
          .where(eq(appUser.id, userId));
        if (subjects) await setSubjects(tx as unknown as typeof db, userId, subjects);
      });
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
    {
      schema: {
        tags,
        summary: 'Signs in with a single-use hashcode from the bot',
        body: telegramLoginBody,
        response: { 200: loginResponse },
      },
    },
    async (request, reply) => {
      const phone = await consumeTelegramLogin(db, request.body.hashcode);
      if (!phone) throw new HttpError(400, 'TOKEN_EXPIRED', 'auth.token_expired', {}, {}, 'hashcode');
      return signIn(request, reply, phone);
    },
  );

  await app.register(telegramWebhookRoute, { settings });

  if (settings.devOutbox) {
    app.get(
      '/__dev/outbox',
      { schema: { tags: ['development'], summary: 'Messages of the dev SMS provider (not in production)', querystring: outboxQuery } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const rows = await db
          .select()
          .from(smsOutbox)
          .where(request.query.phone ? eq(smsOutbox.phone, request.query.phone) : undefined)
          .orderBy(desc(smsOutbox.id))
          .limit(50);
        return {
          data: rows.map((r) => ({ id: r.id, phone: r.phone, text: r.text, created_at: Math.floor(r.created_at.getTime() / 1000) })),
        };
      },
    );
  }
};
