// The fault suite (issue 12): learners order topic tests and answer questions while the platform's
// parts fail under them — PostgreSQL terminating the api's connections mid-transaction, Redis
// killed mid-load, the api process itself killed with SIGKILL while answering. Its own PostgreSQL
// cluster and its own Redis (never the machine's shared ones). Throughout: no 500, every failure a
// 503 with Retry-After, no acknowledged answer lost, the process alive (or restarted by npm start's
// supervisor) and the next requests served.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Redis } from 'ioredis';
import { repoRoot } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { ticketQuestion } from '../src/db/schema';
import { createLimitStore, type LimitStore } from '../src/lib/limiter';
import { buildApp, freePort, XRW } from './helpers';
import { ownPostgres, ownPostgresSkip, ownRedis, ownRedisSkip, type OwnPostgres } from './own-servers';
import { insertTopicFixture, type TopicFixture } from './tests-fixture';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const UNLIMITED = { guestWritePerMinute: 1_000_000, writePerMinute: 1_000_000 };

interface Reply {
  status: number;
  headers: Record<string, unknown>;
  body: string;
  cookie: string | null;
}
/** One HTTP exchange; null when no answer came (the connection was refused or cut). */
type Send = (method: 'GET' | 'POST', url: string, cookie: string | null, payload?: unknown) => Promise<Reply | null>;

const injectSend =
  (app: FastifyInstance): Send =>
  async (method, url, cookie, payload) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...XRW, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload: payload as object } : {}),
    });
    const gt = res.cookies.find((c) => c.name === 'gt');
    return { status: res.statusCode, headers: res.headers, body: res.body, cookie: gt ? `gt=${gt.value}` : null };
  };

const fetchSend =
  (base: string): Send =>
  async (method, url, cookie, payload) => {
    try {
      const res = await fetch(base + url, {
        method,
        headers: { ...XRW, ...(cookie ? { cookie } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
        body: payload ? JSON.stringify(payload) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      const gt = res.headers.getSetCookie().find((c) => c.startsWith('gt='));
      return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text(), cookie: gt ? gt.split(';')[0] : null };
    } catch {
      return null;
    }
  };

/** What a load run saw: every status, the slowest answer, answers that break the rules, acknowledged answers. */
class Tally {
  statuses: number[] = [];
  slowestMs = 0;
  unanswered = 0;
  bad: string[] = [];
  /** ticket-question id → the option the api acknowledged storing */
  acked = new Map<number, number>();

  /** Records one reply; returns it when it is a 200. */
  see(reply: Reply | null, started: number): Reply | null {
    this.slowestMs = Math.max(this.slowestMs, Date.now() - started);
    if (!reply) {
      this.unanswered += 1;
      return null;
    }
    this.statuses.push(reply.status);
    if (reply.status === 200) return reply;
    let code: unknown;
    try {
      code = (JSON.parse(reply.body) as { code?: unknown }).code;
    } catch {
      code = undefined;
    }
    if (reply.status !== 503 || code !== 'UNAVAILABLE' || !reply.headers['retry-after'])
      this.bad.push(`${reply.status} ${reply.body.slice(0, 160)}`);
    return null;
  }
}

/**
 * A learner in a loop: orders a test without a guest cookie (a new ticket in a transaction each
 * time), answers its first questions with that ticket's cookie, starts again.
 */
async function learner(send: Send, tests: number[], tally: Tally, running: () => boolean) {
  for (let round = 0; running(); round += 1) {
    let started = Date.now();
    const ordered = tally.see(await send('GET', `/api/themed-order?test_id=${tests[round % tests.length]}`, null), started);
    if (!ordered) {
      await sleep(50);
      continue;
    }
    const quiz = (JSON.parse(ordered.body) as { data: { test: { questions: { id: number; var_a_id: number; var_b_id: number }[] }[] } })
      .data;
    for (const [i, q] of quiz.test[0].questions.slice(0, 3).entries()) {
      const option = i % 2 ? q.var_b_id : q.var_a_id;
      started = Date.now();
      const answered = tally.see(await send('POST', '/api/check-test', ordered.cookie, { id: q.id, option_id: option }), started);
      if (answered) tally.acked.set(q.id, option);
      if (!running()) break;
    }
  }
}

/** Runs `clients` learners until `scenario` resolves. */
async function underLoad(clients: number, send: Send, tests: number[], scenario: () => Promise<void>): Promise<Tally> {
  const tally = new Tally();
  let running = true;
  const learners = Array.from({ length: clients }, () => learner(send, tests, tally, () => running));
  try {
    await scenario();
  } finally {
    running = false;
    await Promise.all(learners);
  }
  return tally;
}

/** Every acknowledged answer is stored with the option that was acknowledged. */
async function assertNoLostAnswers(database: Database, tally: Tally) {
  assert.ok(tally.acked.size > 0, 'some answers were acknowledged');
  const ids = [...tally.acked.keys()];
  const stored = new Map<number, number | null>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await database.db
      .select({ id: ticketQuestion.id, option_id: ticketQuestion.option_id })
      .from(ticketQuestion)
      .where(inArray(ticketQuestion.id, ids.slice(i, i + 500)));
    for (const r of rows) stored.set(r.id, r.option_id);
  }
  const lost = ids.filter((id) => stored.get(id) !== tally.acked.get(id));
  assert.deepEqual(lost, [], `${lost.length} of ${ids.length} acknowledged answers are not stored`);
}

/** Requests until `n` consecutive ones answer 200 (within `ms`); true when they did. */
async function recovers(send: Send, url: string, n = 10, ms = 15_000): Promise<boolean> {
  const until = Date.now() + ms;
  let streak = 0;
  while (Date.now() < until && streak < n) {
    const reply = await send('GET', url, null);
    streak = reply?.status === 200 ? streak + 1 : 0;
    if (streak === 0) await sleep(100);
  }
  return streak >= n;
}

describe('fault suite', { skip: ownPostgresSkip }, () => {
  let server: OwnPostgres;
  let database: Database;
  let fx: TopicFixture;
  let tests: number[];
  const dbName = 'platform_faults';
  const dbUrl = () => server.url.replace(/\/postgres$/, `/${dbName}`);

  before(async () => {
    server = await ownPostgres();
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    database = await createDatabase({ url: dbUrl(), statementTimeoutMs: 2000 });
    await database.migrate();
    fx = await insertTopicFixture(database.db, { lessons: 2, questions: 4 });
    tests = fx.tests.map((t) => t.id);
  });
  after(async () => {
    await database?.close().catch(() => undefined);
    server?.remove();
  });

  describe('PostgreSQL terminates the api’s connections under ticket-creation load (finding 1)', () => {
    let app: FastifyInstance;
    let appDb: Database;
    before(async () => {
      appDb = await createDatabase({ url: dbUrl(), statementTimeoutMs: 2000 });
      app = await buildApp({ database: appDb, topicDailyLimit: 0, auth: { limits: UNLIMITED } });
      await app.ready();
    });
    after(async () => {
      await app?.close();
      await appDb?.close().catch(() => undefined);
    });

    it('answers 503 with Retry-After for the cut requests, stays up, and serves the next ones', async () => {
      const killer = new pg.Client({ connectionString: server.url });
      await killer.connect();
      let terminated = 0;
      try {
        const tally = await underLoad(20, injectSend(app), tests, async () => {
          for (let i = 0; i < 8; i += 1) {
            await sleep(500);
            const res = await killer.query(
              'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
              [dbName],
            );
            terminated += res.rowCount ?? 0;
          }
        });
        assert.ok(terminated > 0, 'connections were terminated');
        assert.deepEqual(tally.bad, [], 'no answer but 200 or 503 with Retry-After');
        assert.ok(tally.statuses.filter((s) => s === 200).length >= 10, `served under load (${tally.statuses.length} answers)`);
        await assertNoLostAnswers(database, tally);
        assert.ok(await recovers(injectSend(app), `/api/themed-order?test_id=${tests[0]}`), 'the next requests succeed');
      } finally {
        await killer.end();
      }
    });
  });

  describe('Redis killed mid-load (finding 6)', { skip: ownRedisSkip }, () => {
    it('fails fast to the in-process limits (said once in the log), never refuses the writes, and goes back to Redis', async () => {
      const redis = await ownRedis();
      const logged: string[] = [];
      const prefix = `faults:${process.pid}:`;
      const store = createLimitStore(redis.url, prefix, { log: (message) => logged.push(message) });
      // the slowest limiter call: what a write waited for the limits
      let slowestLimit = 0;
      const timed =
        <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
        async (...args: A) => {
          const started = performance.now();
          try {
            return await call(...args);
          } finally {
            slowestLimit = Math.max(slowestLimit, performance.now() - started);
          }
        };
      const limiter: LimitStore = { ...store, hit: timed(store.hit), claim: timed(store.claim), release: timed(store.release) };
      const app = await buildApp({ database, topicDailyLimit: 0, auth: { limiter, limits: UNLIMITED } });
      await app.ready();
      const probe = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
      try {
        const tally = await underLoad(10, injectSend(app), tests, async () => {
          await sleep(800);
          await redis.stop();
          await sleep(2500);
          await redis.start();
          await sleep(2500);
        });
        assert.deepEqual(tally.bad, []);
        assert.deepEqual([...new Set(tally.statuses)], [200], 'every write served while Redis was down');
        assert.ok(
          slowestLimit < 500,
          `no write waited on Redis (slowest limit check ${slowestLimit.toFixed(0)} ms, slowest answer ${tally.slowestMs} ms)`,
        );
        assert.equal(logged.filter((m) => /in-process/.test(m)).length, 1, `the fallback is logged once: ${JSON.stringify(logged)}`);
        await assertNoLostAnswers(database, tally);
        // Redis is back: the limits count there again
        await limiter.hit('after-restart', 60_000);
        await probe.connect();
        assert.equal(await probe.exists(`${prefix}after-restart`), 1, 'the limits are shared in Redis again');
      } finally {
        probe.disconnect();
        await app.close();
        await redis.stop();
      }
    });
  });

  describe('the api killed with SIGKILL while answering (finding 1, npm start)', () => {
    let supervisor: ChildProcess;
    let output = '';
    const pids = () => [...output.matchAll(/api started \(pid (\d+)\)/g)].map((m) => Number(m[1]));

    after(async () => {
      if (supervisor && supervisor.exitCode === null) {
        supervisor.kill('SIGTERM');
        await new Promise((r) => supervisor.once('exit', r));
      }
    });

    it('the supervisor restarts it; no 500, no acknowledged answer lost', async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      supervisor = spawn(process.execPath, [path.join(repoRoot, 'scripts/supervise.cjs')], {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATABASE_URL: dbUrl(),
          PORT: String(port),
          SEED: '0',
          REDIS_URL: '',
          LOG_LEVEL: 'warn',
          TOPIC_DAILY_LIMIT: '0',
          GUEST_WRITE_PER_MINUTE: '1000000',
          WRITE_PER_MINUTE: '1000000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      supervisor.stdout!.on('data', (chunk) => (output += chunk));
      supervisor.stderr!.on('data', (chunk) => (output += chunk));
      const send = fetchSend(base);
      assert.ok(await recovers(send, '/api/health', 1, 60_000), `the api starts: ${output}`);
      const [first] = pids();
      assert.ok(first, output);

      const tally = await underLoad(10, send, tests, async () => {
        await sleep(1500);
        process.kill(first, 'SIGKILL');
        await sleep(200);
        assert.ok(await recovers(send, '/api/health', 1, 30_000), `restarted: ${output}`);
        await sleep(1500);
      });
      assert.deepEqual(tally.bad, [], 'no 500');
      assert.equal(supervisor.exitCode, null, 'the supervisor is alive');
      assert.equal(pids().length, 2, `restarted once: ${output}`);
      assert.notEqual(pids()[1], first);
      await assertNoLostAnswers(database, tally);
      assert.ok(await recovers(send, `/api/themed-order?test_id=${tests[0]}`), 'the next requests succeed');

      // a stop is a stop: SIGTERM ends the api and the supervisor, nothing restarts
      const exited = new Promise<number | null>((r) => supervisor.once('exit', (code) => r(code)));
      supervisor.kill('SIGTERM');
      assert.equal(await exited, 0);
      assert.equal(pids().length, 2);
    });
  });
});
