import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import multipart from '@fastify/multipart';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { TOPIC_DAILY_LIMIT_DEFAULT } from '@platform/shared/topic-tests';
import { EXAM_FREE_PER_MONTH_DEFAULT } from '@platform/shared/exams';
import type { Database, Db } from './db/client';
import { localeFrom, t } from './i18n';
import { validatorCompiler } from './validation';
import { documentCommonErrors, notModifiedIn, nullableEnums } from './openapi';
import { callerPlugin } from './plugins/caller';
import { catalogueCachePlugin } from './plugins/catalogue-cache';
import { compressionPlugin } from './plugins/compression';
import { contentTypePlugin } from './plugins/content-type';
import { csrfPlugin, WRITING_GETS } from './plugins/csrf';
import { errorsPlugin } from './plugins/errors';
import { localePlugin } from './plugins/locale';
import { metricsPlugin } from './plugins/metrics';
import { SECURITY_HEADERS, securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { staticSitePlugin } from './site';
import { writeLimitPlugin } from './plugins/write-limit';
import { healthRoutes } from './routes/health';
import { accountRoutes } from './domains/accounts/routes';
import { defaultAuthSettings, type AuthOverrides } from './domains/accounts/settings';
import { autotestRoutes } from './domains/autotest/routes';
import { certificateRoutes } from './domains/certificates/routes';
import { courseRoutes } from './domains/courses/routes';
import { examRoutes } from './domains/exams/routes';
import { olympiadRoutes } from './domains/olympiads/routes';
import { topicTestRoutes } from './domains/topic-tests/routes';
import { universityRoutes } from './domains/universities/routes';
import { contentRoutes } from './domains/content/routes';
import { paymentRoutes } from './domains/payments/routes';
import { learningCenterRoutes } from './domains/learning-centres/routes';
import { newsRoutes } from './domains/news/routes';
import { reviewRoutes } from './domains/review/routes';
import { studioApiRoutes } from './domains/studio/routes';
import { paymentSettingsOf } from './domains/payments/sandbox';
import { instanceSecrets } from './lib/instance-secrets';
import type { PaymentOverrides, PaymentSettings } from './domains/payments/settings';
import pkg from '../package.json' with { type: 'json' };

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    /** The payment providers' settings in force: the sandbox keys are the database's, shared by every process on it. */
    paymentSettings: PaymentSettings;
  }
}

export interface AppOptions {
  database: Database;
  /** Folder with the built shell and remotes, served on the same origin (npm start). */
  staticDir?: string;
  /**
   * The built site whose remote versions the studio switches (SITE_DIR; defaults to staticDir): the
   * folder with remotes.json and remotes/<name>/<version>/ (ADR 057).
   */
  siteDir?: string;
  /** A served page's first screen is rendered by the shell's server build (SERVER_RENDER; docs/decisions/028). */
  serverRender?: boolean;
  logger?: FastifyServerOptions['logger'];
  bodyLimit?: number;
  /** Sign-in settings (SMS provider, limits, Telegram); development defaults otherwise. */
  auth?: AuthOverrides;
  /**
   * Proxy hops in front of the api (TRUST_PROXY): the client address is that many entries from the
   * right of X-Forwarded-For; 0 = the socket's address, X-Forwarded-* ignored (docs/decisions/031).
   */
  trustProxy?: number;
  /** Extra origins the shell page may call (an api on another origin), for its CSP. */
  cspConnectSrc?: string[];
  /** New topic-test tickets per Asia/Tashkent day for free users and guests; 0 = unlimited (TOPIC_DAILY_LIMIT). */
  topicDailyLimit?: number;
  /** The server's clock for deadlines (autotest, olympiads) and the review queue's schedule; tests inject one. */
  clock?: () => Date;
  /** DTM/virtual mocks a user without Pro may start per Asia/Tashkent month; 0 = unlimited (EXAM_FREE_PER_MONTH). */
  examFreePerMonth?: number;
  /** How often the exam sweeper finishes tickets past their deadline (ms); 0 = never (the default here; the server passes EXAM_SWEEP_MS, 30 s). */
  examSweepMs?: number;
  /** More routes of /api behind the same hooks as every route: a tool's own (tools/bench-server.ts), never the product's. */
  apiRoutes?: FastifyPluginAsync[];
  /** Payme and Click credentials, the sandbox switch and the clock (domains/payments/settings.ts). */
  payments?: PaymentOverrides;
  /** How long a verified session is remembered in process (SESSION_CACHE_MS); 0 = look it up every time. */
  sessionCacheMs?: number;
  /** The bearer token of GET /metrics (METRICS_TOKEN; docs/operations.md); unset = no metrics. */
  metricsToken?: string;
}

/** Builds the Fastify app: external plugins → app plugins → domains (fastify/demo layout). */
export async function buildApp({
  database,
  staticDir,
  siteDir = staticDir,
  serverRender = true,
  logger = false,
  bodyLimit = 1_048_576,
  auth,
  trustProxy = 0,
  cspConnectSrc = [],
  topicDailyLimit = TOPIC_DAILY_LIMIT_DEFAULT,
  examFreePerMonth = EXAM_FREE_PER_MONTH_DEFAULT,
  examSweepMs = 0,
  apiRoutes = [],
  clock = () => new Date(),
  payments,
  sessionCacheMs,
  metricsToken,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit,
    // hop `i` of the chain [socket, X-Forwarded-For right to left] is trusted when i < trustProxy: the
    // client is the entry the last trusted proxy appended. (Fastify 5.12 takes a plain number as "trust
    // nothing", since a hop count cannot tell a proxy from a direct client: the api port must be
    // reachable only through the proxies, as in docker-compose.yml.)
    trustProxy: trustProxy > 0 ? (_address: string, hop: number) => hop < trustProxy : false,
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
  // without OTP_SECRET the code key is the database's, so a code sent through one process verifies on any other
  const authSettings = defaultAuthSettings(auth ?? {}, auth?.otpSecret ?? (await instanceSecrets(database.db, ['otp'])).otp);
  app.addHook('onClose', async () => authSettings.limiter.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('paymentSettings', await paymentSettingsOf(database.db, payments));

  // app plugins that every answer goes through, then the external ones (swagger collects the routes)
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(metricsPlugin, { token: metricsToken, database, limiter: authSettings.limiter });
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
    transformObject: (document) =>
      notModifiedIn(nullableEnums('openapiObject' in document ? document.openapiObject : document.swaggerObject)),
  });

  await app.register(
    async (api) => {
      // every documented route answers the common error statuses too (ADR 032)
      api.addHook('onRoute', documentCommonErrors(WRITING_GETS));
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ message: t(request.locale, 'errors.not_found'), code: 'NOT_FOUND' }),
      );
      // app plugins of the api: csrf, media types, session and caller, write and read limits, catalogue cache, multipart forms
      await api.register(csrfPlugin);
      await api.register(contentTypePlugin);
      await api.register(sessionPlugin, { sessionDays: authSettings.sessionDays, cacheMs: sessionCacheMs });
      await api.register(callerPlugin);
      await api.register(writeLimitPlugin, { limiter: authSettings.limiter, ...authSettings.limits });
      // public catalogue reads from memory, with ETag and Cache-Control (routes opt in with config.cache)
      await api.register(catalogueCachePlugin);
      // multipart forms (profile edit, subject save): small text fields only, no files
      await api.register(multipart, {
        attachFieldsToBody: 'keyValues',
        limits: { fields: 20, fieldSize: 4096, files: 0, parts: 25, fileSize: 1 },
      });
      // domains
      await api.register(healthRoutes);
      for (const routes of apiRoutes) await api.register(routes);
      await api.register(universityRoutes);
      await api.register(accountRoutes, { settings: authSettings });
      await api.register(topicTestRoutes, { dailyLimit: topicDailyLimit });
      await api.register(courseRoutes);
      await api.register(examRoutes, { freePerMonth: examFreePerMonth, sweepMs: examSweepMs });
      await api.register(certificateRoutes, { publicUrl: authSettings.publicUrl });
      await api.register(contentRoutes);
      await api.register(autotestRoutes, { clock });
      await api.register(olympiadRoutes, { sweepMs: examSweepMs, clock });
      await api.register(paymentRoutes, { settings: app.paymentSettings });
      await api.register(learningCenterRoutes);
      await api.register(newsRoutes);
      await api.register(reviewRoutes, { clock });
      await api.register(studioApiRoutes, { clock, siteDir });
    },
    { prefix: '/api' },
  );

  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  if (staticDir) {
    await app.register(staticSitePlugin, { root: staticDir, connectSrc: cspConnectSrc, serverRender });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: t(request.locale, 'errors.not_found'), code: 'NOT_FOUND' }),
    );
  }
  return app;
}
