// GET /metrics in the Prometheus text format, for an operator with METRICS_TOKEN (docs/operations.md,
// docs/decisions/038). Without the token nothing is measured and /metrics is a 404.
import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry, Counter, Gauge, Registry, collectDefaultMetrics, type MetricValueWithName } from 'prom-client';
import type { Database, PoolStats } from '../db/client';
import { t } from '../i18n';
import type { LimitStore } from '../lib/limiter';
import { sweepersOf } from '../lib/sweeper';

export interface MetricsOptions {
  /** The bearer token a scrape must send; unset = no metrics (404, and no hook on any request). */
  token?: string;
  database: Database;
  limiter: LimitStore;
}

/** Seconds; the answer routes' p99 is ~15 ms under load, a slow page a few hundred. */
const BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const PATH = '/metrics';
/** IPC between a worker answering a scrape and the primary that asks every worker (WORKERS > 1). */
const CLUSTER_MESSAGE = 'platform:metrics';
const CLUSTER_TIMEOUT_MS = 3000;

const digest = (value: string) => createHash('sha256').update(value).digest();

interface Series {
  labels: { method: string; route: string; status_code: string };
  /** per bucket (the last: above every bound), not cumulative */
  counts: Float64Array;
  sum: number;
  count: number;
}

/**
 * http_request_duration_seconds, kept in plain arrays: an observation is a bucket search and three
 * additions, nothing allocated. prom-client's Histogram builds a labels object and a key string on every
 * observe (measured ~60x slower, see ADR 038); this one is registered in the same registry and read in
 * the same format (and summed the same way across workers).
 */
class RouteHistogram {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'Time from request to answer, by route pattern (unmatched: every URL without a route), method and status';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series: Series[] = [];

  child(method: string, route: string, status: number): Series {
    const series = {
      labels: { method, route, status_code: String(status) },
      counts: new Float64Array(BUCKETS.length + 1),
      sum: 0,
      count: 0,
    };
    this.series.push(series);
    return series;
  }

  static observe(series: Series, seconds: number): void {
    let i = 0;
    while (i < BUCKETS.length && seconds > BUCKETS[i]!) i++;
    series.counts[i]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** What a registry reads: the series in prom-client's form (cumulative buckets, _sum, _count). */
  async get() {
    const values: MetricValueWithName<string>[] = [];
    for (const { labels, counts, sum, count } of this.series) {
      let cumulative = 0;
      for (let i = 0; i <= BUCKETS.length; i++) {
        cumulative += counts[i]!;
        values.push({
          metricName: `${this.name}_bucket`,
          labels: { ...labels, le: i < BUCKETS.length ? BUCKETS[i]! : '+Inf' },
          value: cumulative,
        });
      }
      values.push({ metricName: `${this.name}_sum`, labels, value: sum }, { metricName: `${this.name}_count`, labels, value: count });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.series.length = 0;
  }
}

export const metricsPlugin = fp(async function metrics(app: FastifyInstance, { token, database, limiter }: MetricsOptions) {
  if (!token) {
    app.get(PATH, { schema: { hide: true } }, (request, reply) =>
      reply.status(404).send({ message: t(request.locale, 'errors.not_found'), code: 'NOT_FOUND' }),
    );
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new RouteHistogram();
  registry.registerMetric(duration as never);
  const serverErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'Answers with a 5xx status, by route pattern and method',
    labelNames: ['method', 'route'],
    registers: [registry],
  });

  /**
   * The hook of one route (or of unmatched URLs): its series of the histogram by status, made at the
   * first answer with that status, so a request costs one Map lookup and one observe.
   */
  const recorder = (method: string, route: string) => {
    const byStatus = new Map<number, Series>();
    const errors = serverErrors.labels(method, route);
    // every route's series exists from the start at 0, so a ratio or an increase() has both ends
    errors.inc(0);
    return (reply: FastifyReply) => {
      const status = reply.statusCode;
      let series = byStatus.get(status);
      if (!series) {
        series = duration.child(method, route, status);
        byStatus.set(status, series);
      }
      RouteHistogram.observe(series, reply.elapsedTime / 1000);
      if (status >= 500) errors.inc();
    };
  };
  // every route registered from now on (the whole api and site: this plugin is registered before them)
  // gets its own onResponse hook that knows its pattern; /metrics itself is not counted
  app.addHook('onRoute', (route) => {
    if (route.url === PATH) return;
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    const record = recorder(method, route.url ?? route.path);
    const hook: onResponseHookHandler = (_request, reply, done) => {
      record(reply);
      done();
    };
    route.onResponse = [...(route.onResponse ? [route.onResponse].flat() : []), hook];
  });
  // URLs without a route (404 handlers): one series per method, never the raw URL
  const unmatched = new Map<string, ReturnType<typeof recorder>>();
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) {
      let record = unmatched.get(request.method);
      if (!record) {
        record = recorder(request.method.length <= 10 ? request.method : 'other', 'unmatched');
        unmatched.set(request.method, record);
      }
      record(reply);
    }
    done();
  });

  const pool = database.poolStats;
  if (pool) {
    const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool()));
        },
      });
    poolGauge('db_pool_connections_total', 'PostgreSQL connections open in the pool (busy and idle)', (s) => s.total);
    poolGauge('db_pool_connections_idle', 'PostgreSQL connections open and idle', (s) => s.idle);
    poolGauge('db_pool_waiting_requests', 'Queries waiting for a free connection (the pool is saturated while above 0)', (s) => s.waiting);
    poolGauge('db_pool_connections_max', 'Connections the pool may open (DB_POOL_MAX)', (s) => s.max);
  }

  new Gauge({
    name: 'sweeper_lag_seconds',
    help: 'Seconds since each sweeper last finished a run without error (since it started, before its first run)',
    labelNames: ['sweeper'],
    aggregator: 'max',
    registers: [registry],
    collect() {
      const now = Date.now();
      for (const s of sweepersOf(app)) this.set({ sweeper: s.name }, (now - s.lastSuccessAt) / 1000);
    },
  });
  new Gauge({
    name: 'sweeper_interval_seconds',
    help: 'How often each sweeper runs (EXAM_SWEEP_MS)',
    labelNames: ['sweeper'],
    aggregator: 'max',
    registers: [registry],
    collect() {
      for (const s of sweepersOf(app)) this.set({ sweeper: s.name }, s.everyMs / 1000);
    },
  });
  new Gauge({
    name: 'sweeper_failures',
    help: 'Sweeper runs that failed since the process started',
    labelNames: ['sweeper'],
    aggregator: 'sum',
    registers: [registry],
    collect() {
      for (const s of sweepersOf(app)) this.set({ sweeper: s.name }, s.failures);
    },
  });
  new Gauge({
    name: 'rate_limit_redis_fallback',
    help: '1 while rate limits use in-process counters because Redis is unreachable; 0 otherwise (and without REDIS_URL)',
    aggregator: 'max',
    registers: [registry],
    collect() {
      this.set(limiter.fallingBack() ? 1 : 0);
    },
  });

  const inCluster = cluster.isWorker;
  if (inCluster) {
    // the primary asks this worker's registry through prom-client's own listener (made by the constructor)
    AggregatorRegistry.setRegistries([registry]);
    new AggregatorRegistry();
  }

  const expected = digest(`Bearer ${token}`);
  const allowed = (request: FastifyRequest) => {
    const header = request.headers.authorization;
    return typeof header === 'string' && timingSafeEqual(digest(header), expected);
  };
  app.get(PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: t(request.locale, 'errors.metrics_token'), code: 'UNAUTHORIZED' });
    }
    const text = inCluster ? await clusterMetrics() : await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
});

/** With WORKERS > 1: every worker's metrics summed by the primary (aggregateWorkerMetrics), whichever worker was asked. */
function clusterMetrics(): Promise<string> {
  const id = `${process.pid}-${Date.now()}-${Math.random()}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary did not answer with the workers’ metrics'));
    }, CLUSTER_TIMEOUT_MS);
    function onMessage(message: { type?: string; id?: string; text?: string; error?: string }) {
      if (message?.type !== CLUSTER_MESSAGE || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? '');
    }
    process.on('message', onMessage);
    process.send?.({ type: CLUSTER_MESSAGE, id });
  });
}

/** In the primary of WORKERS > 1: answers a worker's request for the metrics of all workers, summed. */
export function aggregateWorkerMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== CLUSTER_MESSAGE) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: CLUSTER_MESSAGE, id: message.id, text }),
      (error: Error) => worker.send({ type: CLUSTER_MESSAGE, id: message.id, error: error.message }),
    );
  });
}
