import cluster from 'node:cluster';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { seed } from './seed';
import { buildApp } from './app';
import { authSettingsFrom } from './domains/accounts/settings';
import { paymentSettingsFromEnv } from './domains/payments/settings';
import { createLimitStore } from './lib/limiter';
import { relaySessionForgets } from './lib/session-cache';
import { replacementDelayMs } from './lib/workers';
import { aggregateWorkerMetrics } from './plugins/metrics';

/** Exit code of an invalid configuration: the supervisor (scripts/supervise.cjs) does not restart it. */
const CONFIG_ERROR = 78;

/**
 * Starts the api (and, with STATIC_DIR, the built site) on one port. Run as the entry it starts the
 * product; a tool that needs its own routes in the api starts it with them (tools/bench-server.ts).
 */
export async function main({ apiRoutes = [] }: { apiRoutes?: FastifyPluginAsync[] } = {}) {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(CONFIG_ERROR);
  }
  // WORKERS > 1 on PostgreSQL: this process migrates and seeds, then keeps that many api processes on
  // one port (node cluster). A worker that dies is replaced alone while the others keep serving
  // (docs/decisions/031); the supervisor (scripts/supervise.cjs) restarts only a dead primary.
  const workers = config.DATABASE_URL ? config.WORKERS : 1;
  if (workers > 1 && cluster.isPrimary) {
    const setup = await createDatabase({ url: config.DATABASE_URL, statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS });
    await setup.exclusive(async () => {
      await setup.migrate();
      if (config.SEED === '1') await seed(setup.db);
    });
    await setup.close();
    relaySessionForgets();
    aggregateWorkerMetrics();
    runWorkers(workers);
    return;
  }
  const database = await createDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    poolMax: config.DB_POOL_MAX,
  });
  // instances started at once (docker-compose's replicas) migrate and seed one after the other
  await database.exclusive(async () => {
    if (process.env.MIGRATE !== '0') await database.migrate();
    if (config.SEED === '1') {
      const started = Date.now();
      const { skipped } = await seed(database.db);
      console.log(skipped ? 'seed: up to date' : `seed: demo content loaded in ${Date.now() - started} ms`);
    }
  });
  // PREPARE_ONLY=1: migrate and seed, then stop (`npm start` does this beside the site's build, ADR 061)
  if (process.env.PREPARE_ONLY === '1') {
    await database.close();
    return;
  }
  const app = await buildApp({
    database,
    staticDir: config.STATIC_DIR,
    siteDir: config.SITE_DIR ?? config.STATIC_DIR,
    serverRender: config.SERVER_RENDER === '1',
    bodyLimit: config.BODY_LIMIT,
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    cspConnectSrc: config.CSP_CONNECT_SRC.split(/\s+/).filter(Boolean),
    topicDailyLimit: config.TOPIC_DAILY_LIMIT,
    examFreePerMonth: config.EXAM_FREE_PER_MONTH,
    examSweepMs: config.EXAM_SWEEP_MS,
    apiRoutes,
    sessionCacheMs: config.SESSION_CACHE_MS,
    metricsToken: config.METRICS_TOKEN,
    payments: paymentSettingsFromEnv(config),
    // rate limits and OTP cool-downs: shared in Redis when REDIS_URL is set, in process otherwise
    auth: authSettingsFrom(config, createLimitStore(config.REDIS_URL, undefined, { log: (message) => app.log.warn(message) })),
  });
  const stop = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(
    `platform ready on http://localhost:${config.PORT} (database: ${database.kind}, limits: ${config.REDIS_URL ? 'redis' : 'memory'}, sms: ${config.SMS_PROVIDER})`,
  );
}

/**
 * The cluster's primary: forks `count` workers (slot 0 runs the sweepers, API_SWEEPER=1) and forks a
 * replacement into the slot of one that dies, at once unless the slots are crash-looping
 * (`replacementDelayMs`). SIGINT/SIGTERM stop the workers and then the primary.
 */
function runWorkers(count: number) {
  let stopping = false;
  const exits: number[] = [];
  const slots = new Map<number, number>();
  const fork = (slot: number) => {
    const worker = cluster.fork({ SEED: '0', MIGRATE: '0', API_SWEEPER: slot === 0 ? '1' : '0' });
    slots.set(worker.id, slot);
    console.log(`api worker ${worker.process.pid} started (slot ${slot + 1} of ${count})`);
  };
  for (let slot = 0; slot < count; slot++) fork(slot);
  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker.id) ?? 0;
    slots.delete(worker.id);
    if (stopping) return Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0);
    const now = Date.now();
    exits.push(now);
    const delay = replacementDelayMs(exits, now, count);
    console.error(`api worker ${worker.process.pid} exited (${signal ?? code}); the others keep serving, a new one starts in ${delay} ms`);
    setTimeout(() => !stopping && fork(slot), delay);
  });
  const stopAll = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', stopAll);
  process.once('SIGTERM', stopAll);
}

/** Runs `start` and exits 1 when it fails. */
export function run(start: () => Promise<void>): void {
  start().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) run(main);
