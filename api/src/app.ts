import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from './validation';
import { sql } from 'drizzle-orm';
import { healthSchema } from '@platform/shared/contracts';
import type { Database, Db } from './db/client';
import { errorsPlugin } from './plugins/errors';
import { localePlugin } from './plugins/locale';
import { csrfPlugin } from './plugins/csrf';
import { contentTypePlugin } from './plugins/content-type';
import { staticSitePlugin } from './plugins/static-site';
import multipart from '@fastify/multipart';
import { universityRoutes } from './routes/universities';
import { authRoutes } from './routes/auth';
import { profileRoutes } from './routes/profile';
import { testRoutes } from './routes/tests';
import { TOPIC_DAILY_LIMIT_DEFAULT } from './services/tests/tickets';
import { courseRoutes } from './routes/courses';
import { certificateRoutes } from './routes/certificates';
import { contentRoutes } from './routes/content';
import { createHash } from 'node:crypto';
import { SESSION_COOKIE, sessionPlugin } from './plugins/session';
import { defaultAuthSettings, type AuthOverrides } from './services/auth-settings';
import { tooMany } from './errors';
import { localeFrom, t } from './i18n';
import pkg from '../package.json' with { type: 'json' };

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

export interface AppOptions {
  database: Database;
  /** Folder with the built shell and remotes, served on the same origin (npm start). */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  bodyLimit?: number;
  /** Sign-in settings (SMS provider, limits, Telegram); development defaults otherwise. */
  auth?: AuthOverrides;
  /** Trust X-Forwarded-For from a proxy for the client IP. */
  trustProxy?: boolean;
  /** Extra origins the shell page may call (an api on another origin), for its CSP. */
  cspConnectSrc?: string[];
  /** New topic-test tickets per Asia/Tashkent day for free users and guests; 0 = unlimited (TOPIC_DAILY_LIMIT). */
  topicDailyLimit?: number;
}

/** On every answer: no MIME sniffing, no full URLs to other sites, no framing of the site. */
const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/** GET routes of SPEC §7 that change state, counted against the write limit like POSTs. */
const WRITING_GETS = new Set(['/api/themed-order', '/api/check-test']);

/** Builds the Fastify app: external plugins → app plugins → routes (fastify/demo layout). */
export async function buildApp({
  database,
  staticDir,
  logger = false,
  bodyLimit = 1_048_576,
  auth,
  trustProxy = false,
  cspConnectSrc = [],
  topicDailyLimit = TOPIC_DAILY_LIMIT_DEFAULT,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit,
    trustProxy,
    routerOptions: { maxParamLength: 200 },
    // a malformed URL (bad %-escape) or an over-long path parameter: answered before any route or
    // hook runs, so here, in the one error shape (Fastify's own body would differ, 414 for the length)
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const locale = localeFrom(request.headers['accept-language']);
      const badUrl = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      return reply
        .headers(SECURITY_HEADERS)
        .status(badUrl ? 400 : 500)
        .type('application/json')
        .send(
          badUrl ? { message: t(locale, 'errors.bad_url'), code: 'BAD_URL' } : { message: t(locale, 'errors.unknown'), code: 'INTERNAL' },
        );
    },
  }).withTypeProvider<ZodTypeProvider>();
  const authSettings = defaultAuthSettings(auth);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
  app.addHook('onClose', async () => authSettings.limiter.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('db', database.db);

  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Exam platform api',
        version: pkg.version,
        description: 'All calls of SPEC §7 under /api. Errors: {message, code[, field]}.',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ message: t(request.locale, 'errors.not_found'), code: 'NOT_FOUND' }),
      );
      await api.register(csrfPlugin);
      await api.register(contentTypePlugin);
      await api.register(sessionPlugin, { sessionDays: authSettings.sessionDays });
      // every write route: a budget per minute, per session when there is one (many students share
      // one address behind carrier NAT), per address for guests; sign-in has its own stricter limits
      api.addHook('onRequest', async (request) => {
        const reads = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
        // two GETs of the spec write: ordering a test creates a ticket, GET /check-test finishes one
        if (reads && !WRITING_GETS.has(request.routeOptions.url ?? '')) return;
        const sid = request.cookies?.[SESSION_COOKIE];
        const [key, max] = sid
          ? [`write:s:${createHash('sha256').update(sid).digest('hex').slice(0, 32)}`, authSettings.limits.writePerMinute]
          : [`write:ip:${request.ip}`, authSettings.limits.guestWritePerMinute];
        const { count, resetMs } = await authSettings.limiter.hit(key, 60_000);
        if (count > max) throw tooMany('RATE_LIMITED', 'errors.rate_limited', resetMs);
      });
      // multipart forms (profile edit, subject save): small text fields only, no files
      await api.register(multipart, {
        attachFieldsToBody: 'keyValues',
        limits: { fields: 20, fieldSize: 4096, files: 0, parts: 25, fileSize: 1 },
      });
      api
        .withTypeProvider<ZodTypeProvider>()
        .get(
          '/health',
          { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthSchema } } },
          async () => {
            await database.db.execute(sql`select 1`);
            return { status: 'ok' as const, database: database.kind, version: pkg.version };
          },
        );
      await api.register(universityRoutes);
      await api.register(authRoutes, { settings: authSettings });
      await api.register(profileRoutes);
      await api.register(testRoutes, { dailyLimit: topicDailyLimit });
      await api.register(courseRoutes);
      await api.register(certificateRoutes, { publicUrl: authSettings.publicUrl });
      await api.register(contentRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  if (staticDir) {
    await app.register(staticSitePlugin, { root: staticDir, connectSrc: cspConnectSrc });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: t(request.locale, 'errors.not_found'), code: 'NOT_FOUND' }),
    );
  }
  return app;
}
