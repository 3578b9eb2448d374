// One's own data (ADR 033): GET /profile/export, POST /profile/delete-sms, POST /profile/delete.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { accountDeleteBody, accountDeleteResponse, accountDeleteSmsResponse, accountExportSchema } from '@platform/shared/accounts';
import { appUser } from '../../db/schema';
import { HttpError } from '../../errors';
import { t } from '../../i18n';
import { endSession, requireUserId } from '../../plugins/session';
import { writeRoute } from '../../route-options';
import { deleteAccount, exportAccount, type Person } from './service-account-data';
import { sendCodeData, type OtpService } from './service-otp';

const tags = ['profile'];

export const accountDataRoutes: FastifyPluginAsyncZod<{ otp: OtpService }> = async (app, { otp }) => {
  const { db } = app;

  /** The signed-in person (401 for guests). */
  async function person(request: FastifyRequest): Promise<Person> {
    const id = await requireUserId(request);
    const [row] = await db.select({ phone: appUser.phone }).from(appUser).where(eq(appUser.id, id));
    if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'auth.unauthorized');
    return { id, phone: row.phone };
  }

  app.get(
    '/profile/export',
    {
      schema: {
        tags,
        summary: 'Everything the platform holds about the signed-in user, as a JSON file (ADR 033)',
        response: { 200: accountExportSchema },
      },
    },
    async (request, reply) => {
      const me = await person(request);
      const now = new Date();
      const file = await exportAccount(db, me, now);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="imtihon-${me.id}-${now.toISOString().slice(0, 10)}.json"`)
        .send(file);
    },
  );

  app.post(
    '/profile/delete-sms',
    {
      schema: {
        tags,
        summary: 'Sends a code that confirms deleting the account to its own phone (sign-in code limits)',
        response: { 200: accountDeleteSmsResponse },
      },
    },
    async (request) => {
      const me = await person(request);
      const data = await sendCodeData(otp, me.phone, request.ip, request.locale, 'delete-account');
      return { message: t(request.locale, 'account.delete_code_sent'), data };
    },
  );

  app.post(
    '/profile/delete',
    writeRoute(
      tags,
      'Deletes the account with the code of /profile/delete-sms; ends the session',
      accountDeleteBody,
      accountDeleteResponse,
    ),
    async (request, reply) => {
      const me = await person(request);
      await otp.verify(me.phone, request.body.code, request.ip, 'delete-account');
      const ended = await deleteAccount(db, me);
      for (const tokenHash of ended) app.sessionCache.forget(tokenHash);
      await endSession(app, request, reply);
      return { message: t(request.locale, 'account.deleted') };
    },
  );
};
