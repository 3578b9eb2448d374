// GET /metrics (plugins/metrics.ts, docs/decisions/038): the Prometheus text format for the operator's
// bearer token, 401 for any other caller, 404 when no token is configured; per route pattern (never the
// raw URL) request counts and latency, 5xx, the PostgreSQL pool, the sweepers and the limiter's Redis fallback.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { createMemoryStore, createRedisStore, type LimitStore } from '../src/lib/limiter';
import { buildApp, createTestApp, freePort, templateDatabase } from './helpers';
import { uncheckedInject } from './openapi-check';

const TOKEN = 'operator-token-0123456789';
const AUTH = { authorization: `Bearer ${TOKEN}` };

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the text exposition format (0.0.4); throws on any line that is not a comment, a sample or blank. */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|[Nn]a[Nn]|\+Inf|-Inf))(?: \d+)?$/;
  const label = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = line.match(/^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* /.test(line)) continue;
    const m = line.match(sampleLine);
    assert.ok(m, `not a line of the exposition format: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (m[2] ?? '').matchAll(label)) labels[key!] = value!;
    const name = m[1]!;
    const family = name.replace(/_(bucket|sum|count|total)$/, '');
    assert.ok(types.has(name) || types.has(family), `sample ${name} has no # TYPE line`);
    samples.push({ name, labels, value: Number(m[3]!.replace('+Inf', 'Infinity').replace(/^nan$/i, 'NaN')) });
  }
  return { types, samples };
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

async function scrape(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: AUTH });
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  return parseExposition(res.body);
}

interface MetricsApp {
  app: FastifyInstance;
  database: Database;
  /** Closes the database under the running app (the test of 5xx answers). */
  closeDatabase: () => Promise<void>;
  close: () => Promise<void>;
}

/** An app on a database of its own with the token, sweepers every 50 ms and the given limit store. */
async function metricsApp(limiter: LimitStore): Promise<MetricsApp> {
  const { database, cleanup } = await templateDatabase();
  const app = await buildApp({ database, metricsToken: TOKEN, examSweepMs: 50, auth: { limiter } });
  await app.ready();
  let open = true;
  const closeDatabase = async () => {
    if (open) await database.close();
    open = false;
  };
  return {
    app,
    database,
    closeDatabase,
    close: async () => {
      await app.close();
      await closeDatabase();
      await cleanup();
    },
  };
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is a 404 (there are no metrics), in the api error shape', async () => {
    const ctx = await createTestApp({ withSeed: false });
    try {
      for (const headers of [{}, AUTH]) {
        const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { ...headers, 'accept-language': 'ru' } });
        assert.equal(res.statusCode, 404);
        assert.equal(res.json().code, 'NOT_FOUND');
        assert.equal(res.json().message, 'Страница не найдена');
      }
    } finally {
      await ctx.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let ctx: MetricsApp;
  const limiter = createMemoryStore();
  before(async () => {
    ctx = await metricsApp(limiter);
  });
  after(async () => ctx.close());

  it('answers 401 with a localised message to a caller without the right token', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'Koʻrsatkichlarni faqat operator tokeni bilan koʻrish mumkin'],
      [{ authorization: 'Bearer wrong-token-0123456789' }, 'Koʻrsatkichlarni faqat operator tokeni bilan koʻrish mumkin'],
      [{ authorization: TOKEN, 'accept-language': 'ru' }, 'Метрики доступны только с токеном оператора'],
      [{ authorization: `Basic ${TOKEN}`, 'accept-language': 'ru' }, 'Метрики доступны только с токеном оператора'],
    ];
    for (const [headers, message] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      assert.equal(res.statusCode, 401, JSON.stringify(headers));
      assert.equal(res.headers['www-authenticate'], 'Bearer realm="metrics"');
      assert.deepEqual(res.json(), { message, code: 'UNAUTHORIZED' });
      assert.doesNotMatch(res.body, /http_request/);
    }
  });

  it('counts requests and latency by route pattern and method, never by raw URL, and not the scrapes', async () => {
    for (let i = 0; i < 3; i++) assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
    for (const file of ['a.png', 'b.png', 'c%20d.png'])
      assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/content-images/${file}` })).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'HEAD', url: '/api/health' })).statusCode, 200);
    for (const url of ['/api/no-such-thing', '/api/no-such-other'])
      assert.equal((await ctx.app.inject({ method: 'GET', url })).statusCode, 404);
    const { types, samples } = await scrape(ctx.app);
    assert.equal(types.get('http_request_duration_seconds'), 'histogram');
    const count = (labels: Record<string, string>) => find(samples, 'http_request_duration_seconds_count', labels)[0]?.value;
    assert.equal(count({ method: 'GET', route: '/api/health', status_code: '200' }), 3);
    assert.equal(count({ method: 'HEAD', route: '/api/health', status_code: '200' }), 1);
    assert.equal(count({ method: 'GET', route: '/api/content-images/:file', status_code: '404' }), 3);
    assert.equal(count({ method: 'GET', route: 'unmatched', status_code: '404' }), 2);
    const routes = new Set(find(samples, 'http_request_duration_seconds_count').map((s) => s.labels.route));
    assert.ok(![...routes].some((r) => /a\.png|no-such|\/metrics/.test(r!)), [...routes].join(' '));
    // buckets are cumulative and end in +Inf = count; the sum is a plausible time
    const buckets = find(samples, 'http_request_duration_seconds_bucket', { route: '/api/health', method: 'GET' });
    assert.deepEqual(
      buckets.map((b) => b.value),
      [...buckets.map((b) => b.value)].sort((a, b) => a - b),
    );
    assert.equal(buckets.at(-1)?.labels.le, '+Inf');
    assert.equal(buckets.at(-1)?.value, 3);
    const sum = find(samples, 'http_request_duration_seconds_sum', { route: '/api/health', method: 'GET' })[0]!.value;
    assert.ok(sum > 0 && sum < 5, `sum ${sum}`);
  });

  it('reports the sweepers, the limiter and (on PostgreSQL) the pool; the process defaults', async () => {
    await new Promise((r) => setTimeout(r, 300));
    const { types, samples } = await scrape(ctx.app);
    for (const sweeper of ['exam', 'olympiad']) {
      const lag = find(samples, 'sweeper_lag_seconds', { sweeper })[0];
      assert.ok(lag && lag.value >= 0 && lag.value < 1, `${sweeper} lag ${lag?.value}`);
      assert.equal(find(samples, 'sweeper_interval_seconds', { sweeper })[0]?.value, 0.05);
      assert.equal(find(samples, 'sweeper_failures', { sweeper })[0]?.value, 0);
    }
    assert.equal(find(samples, 'rate_limit_redis_fallback')[0]?.value, 0);
    assert.ok(find(samples, 'process_resident_memory_bytes')[0]!.value > 0);
    assert.equal(types.get('nodejs_eventloop_lag_p99_seconds'), 'gauge');
    if (ctx.database.kind === 'postgres') {
      const value = (name: string) => find(samples, name)[0]?.value;
      assert.equal(value('db_pool_connections_max'), 10);
      assert.ok(value('db_pool_connections_total')! >= 1 && value('db_pool_connections_total')! <= 10);
      assert.ok(value('db_pool_connections_idle')! <= value('db_pool_connections_total')!);
      assert.equal(value('db_pool_waiting_requests'), 0);
    } else {
      // PGlite: one in-process connection, no pool to saturate
      assert.equal(types.has('db_pool_connections_total'), false);
    }
  });

  it('counts 5xx answers by route pattern', async () => {
    const before = find((await scrape(ctx.app)).samples, 'http_server_errors_total', { route: '/api/health' })[0]?.value;
    assert.equal(before, 0);
    await ctx.closeDatabase();
    // a 5xx on purpose (the database closed under the app): no contract documents it, so unchecked
    const res = await uncheckedInject(ctx.app)({ method: 'GET', url: '/api/health' });
    assert.ok(res.statusCode >= 500, `${res.statusCode}`);
    const { samples } = await scrape(ctx.app);
    assert.equal(find(samples, 'http_server_errors_total', { method: 'GET', route: '/api/health' })[0]?.value, 1);
    assert.equal(
      find(samples, 'http_request_duration_seconds_count', { route: '/api/health', status_code: String(res.statusCode) })[0]?.value,
      1,
    );
  });
});

describe('rate_limit_redis_fallback', () => {
  it('is 1 while Redis is unreachable, 0 with a Redis that answers', async () => {
    const down = createRedisStore(`redis://127.0.0.1:${await freePort()}`, `metrics-${Date.now()}:`, { log: () => {} });
    const ctx = await metricsApp(down);
    try {
      await down.hit('x', 1000);
      assert.equal(find((await scrape(ctx.app)).samples, 'rate_limit_redis_fallback')[0]?.value, 1);
    } finally {
      await ctx.close();
    }
    const url = process.env.TEST_REDIS_URL;
    if (!url) return;
    const up = createRedisStore(url, `metrics-${Date.now()}:`, { log: () => {} });
    const upCtx = await metricsApp(up);
    try {
      await up.hit('x', 1000);
      assert.equal(find((await scrape(upCtx.app)).samples, 'rate_limit_redis_fallback')[0]?.value, 0);
    } finally {
      await upCtx.close();
    }
  });
});
