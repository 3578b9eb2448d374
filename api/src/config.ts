import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { TOPIC_DAILY_LIMIT_DEFAULT } from '@platform/shared/topic-tests';
import { EXAM_FREE_PER_MONTH_DEFAULT } from '@platform/shared/exams';
import { OTP_LIMIT_DEFAULTS } from './domains/accounts/limits';

/**
 * The repository's root: two folders above this module, which is api/src/config.ts run from source
 * and api/dist/server.js in the api build (scripts/build-api.cjs) — anything found from the root
 * (api/drizzle, content/, .data/) is found from here, never from a deeper module's own URL.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** PostgreSQL connection string; when unset the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Folder of the embedded database. */
  DATA_DIR: z.string().default(path.join(repoRoot, '.data/pglite')),
  REDIS_URL: z.string().optional(),
  /** Folder with the built shell and remotes to serve on the same origin (npm start). */
  STATIC_DIR: z.string().optional(),
  /** The built site whose remote versions the studio's operations switch (ADR 057); defaults to STATIC_DIR. */
  SITE_DIR: z.string().optional(),
  /** 1 = a served page's first screen is rendered by the shell's server build (docs/decisions/028); 0 = by the browser only. */
  SERVER_RENDER: z.enum(['0', '1']).default('1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest accepted request body, bytes. */
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  /** Statement timeout on the database, ms. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** PostgreSQL connections per api process (PGlite has one). */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  SEED: z.enum(['0', '1']).default('1'),
  /** Public address of the site: links in SMS (WebOTP origin) and in Telegram messages. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /**
   * How many proxies stand in front of the api (docs/decisions/031): 0 = none, the socket's address is
   * the client; N = the client address is the N-th entry of X-Forwarded-For counted from the right
   * (the addresses the N trusted proxies appended); X-Forwarded-Proto and -Host are read only when N ≥ 1.
   * The shipped nginx is one hop (TRUST_PROXY=1). Entries further left are the client's own and never read.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Space-separated extra origins the shell page may call (an api on another origin), for its CSP. */
  CSP_CONNECT_SRC: z
    .string()
    .regex(/^(https?:\/\/[\w.-]+(:\d+)?\s*)*$/)
    .default(''),
  /** Secret for OTP hashes; random per start when unset (then codes do not survive a restart). */
  OTP_SECRET: z.string().min(16).optional(),
  /** Code send limits per phone (checked first) and per client address (docs/decisions/031). */
  OTP_PHONE_PER_HOUR: z.coerce.number().int().min(1).default(OTP_LIMIT_DEFAULTS.phonePerHour),
  OTP_PHONE_PER_DAY: z.coerce.number().int().min(1).default(OTP_LIMIT_DEFAULTS.phonePerDay),
  OTP_IP_PER_HOUR: z.coerce.number().int().min(1).default(OTP_LIMIT_DEFAULTS.ipPerHour),
  OTP_IP_PER_DAY: z.coerce.number().int().min(1).default(OTP_LIMIT_DEFAULTS.ipPerDay),
  /** Unsafe api requests per session and minute (429 with Retry-After beyond). */
  WRITE_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Unsafe api requests without a session, per client address and minute (shared addresses: keep it high). */
  GUEST_WRITE_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Api reads (GET) per client address and minute (429 with Retry-After beyond); shared addresses: keep it generous. */
  READ_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How long a verified session is remembered in process, in ms (sign-out forgets it at once); 0 = look it up on every request. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** Api processes on PostgreSQL (node cluster); PGlite is embedded and always runs one. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** New topic-test tickets per Asia/Tashkent day for free users and guests (premium: unlimited); 0 = unlimited. */
  TOPIC_DAILY_LIMIT: z.coerce.number().int().min(0).max(10_000).default(TOPIC_DAILY_LIMIT_DEFAULT),
  /** DTM/virtual mocks a user without Pro may start per Asia/Tashkent month (SPEC §6 one free mock); 0 = unlimited. */
  EXAM_FREE_PER_MONTH: z.coerce.number().int().min(0).max(10_000).default(EXAM_FREE_PER_MONTH_DEFAULT),
  /** How often the exam sweeper finishes tickets past their deadline, in ms; 0 = never (they still finish on next access). */
  EXAM_SWEEP_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Bearer token of GET /metrics (Prometheus; docs/operations.md); unset = no metrics, /metrics is a 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** `dev` keeps messages in the database (GET /api/__dev/outbox); `eskiz` sends through notify.eskiz.uz. */
  SMS_PROVIDER: z.enum(['dev', 'eskiz']).default('dev'),
  ESKIZ_BASE_URL: z.string().url().default('https://notify.eskiz.uz'),
  ESKIZ_EMAIL: z.string().optional(),
  ESKIZ_PASSWORD: z.string().optional(),
  ESKIZ_FROM: z.string().default('4546'),
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^\w{3,64}$/)
    .optional(),
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[\w-]{8,256}$/)
    .optional(),
  TELEGRAM_API_URL: z.string().url().default('https://api.telegram.org'),
  /** Payme cashbox (docs/payments.md): id and key; without them the local sandbox plays Payme (not in production). */
  PAYME_MERCHANT_ID: z
    .string()
    .regex(/^\w{1,64}$/)
    .optional(),
  PAYME_KEY: z.string().min(8).optional(),
  PAYME_CHECKOUT_URL: z.string().url().default('https://checkout.paycom.uz'),
  /** Click service (docs/payments.md); without them the local sandbox plays Click (not in production). */
  CLICK_SERVICE_ID: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  CLICK_MERCHANT_ID: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  CLICK_SECRET_KEY: z.string().min(8).optional(),
  CLICK_MERCHANT_USER_ID: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  CLICK_CHECKOUT_URL: z.string().url().default('https://my.click.uz/services/pay'),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // an empty variable means "not set"
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && config.SMS_PROVIDER === 'dev') {
    throw new Error('Invalid environment: SMS_PROVIDER=dev is refused when NODE_ENV=production (set SMS_PROVIDER=eskiz)');
  }
  if (Boolean(config.PAYME_MERCHANT_ID) !== Boolean(config.PAYME_KEY)) {
    throw new Error('Invalid environment: PAYME_MERCHANT_ID and PAYME_KEY go together');
  }
  if (new Set([config.CLICK_SERVICE_ID, config.CLICK_MERCHANT_ID, config.CLICK_SECRET_KEY].map(Boolean)).size > 1) {
    throw new Error('Invalid environment: CLICK_SERVICE_ID, CLICK_MERCHANT_ID and CLICK_SECRET_KEY go together');
  }
  if (config.SMS_PROVIDER === 'eskiz' && (!config.ESKIZ_EMAIL || !config.ESKIZ_PASSWORD)) {
    throw new Error('Invalid environment: SMS_PROVIDER=eskiz needs ESKIZ_EMAIL and ESKIZ_PASSWORD');
  }
  return config;
}
