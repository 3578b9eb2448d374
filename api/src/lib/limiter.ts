// Counters with expiry for rate limits and cool-downs. In process by default; in Redis when
// REDIS_URL is set, so several api instances share them.
import { Redis } from 'ioredis';

export interface LimitStore {
  readonly kind: 'memory' | 'redis';
  /** Counts one hit in a fixed window; returns the count so far and the ms left in the window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** Claims a key for `ttlMs` unless it is held; returns 0 when claimed, else the ms it is still held. */
  claim(key: string, ttlMs: number): Promise<number>;
  /** Holds a key for `ttlMs` from now, whether it was held or not (a longer cool-down once it is known). */
  hold(key: string, ttlMs: number): Promise<void>;
  /** Forgets a key (e.g. a cool-down after the send failed). */
  release(key: string): Promise<void>;
  close(): Promise<void>;
  /** True while the next command would use in-process counters because Redis is unreachable (memory stores: false). */
  fallingBack(): boolean;
}

export function createMemoryStore(now: () => number = Date.now): LimitStore {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // expired entries are dropped on access; sweep the rest now and then so memory stays bounded
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    kind: 'memory',
    async hit(key, windowMs) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return { count: entry.count, resetMs: entry.expiresAt - now() };
    },
    async claim(key, ttlMs) {
      const entry = live(key);
      if (entry) return Math.max(1, entry.expiresAt - now());
      entries.set(key, { count: 1, expiresAt: now() + ttlMs });
      return 0;
    },
    async hold(key, ttlMs) {
      entries.set(key, { count: 1, expiresAt: now() + ttlMs });
    },
    async release(key) {
      entries.delete(key);
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
    fallingBack: () => false,
  };
}

const HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;

export interface RedisStoreOptions {
  /** Where the store says that it falls back to in-process counters, and that Redis is back (once each). */
  log?: (message: string) => void;
  /** Connect and command timeouts, ms (well under a second: a write never waits on Redis for long). */
  connectTimeoutMs?: number;
  commandTimeoutMs?: number;
  /** How long the circuit stays open after a failed command before Redis is tried again, ms. */
  openMs?: number;
}

/**
 * Counters in Redis, shared by every api instance, with a circuit breaker: while Redis is
 * unreachable (refused, timed out, not yet reconnected) the limits fall back to this process's own
 * counters instead of refusing the writes, and nothing waits for Redis. It says so in the log once
 * per outage, and goes back to Redis when it answers again.
 */
export function createRedisStore(url: string, prefix = 'platform:', options: RedisStoreOptions = {}): LimitStore {
  const { log = (message: string) => console.warn(message), connectTimeoutMs = 500, commandTimeoutMs = 300, openMs = 2000 } = options;
  const redis = new Redis(url, {
    keyPrefix: prefix,
    connectTimeout: connectTimeoutMs,
    commandTimeout: commandTimeoutMs,
    // no queue while disconnected and no retries: a command fails at once and the fallback answers
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  // connection errors surface on the commands (and open the circuit); do not crash on the emitter
  redis.on('error', () => {});
  // the first commands wait for the first connection (at most the connect timeout), so a store that
  // has just been made counts in Redis, not in process
  let starting: Promise<unknown> | null = new Promise((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', resolve);
    setTimeout(resolve, connectTimeoutMs).unref();
  }).then(() => (starting = null));
  const memory = createMemoryStore();
  let openUntil = 0;
  let fallingBack = false;
  const redisUsable = () => redis.status === 'ready' && Date.now() >= openUntil;
  const fellBack = (error: unknown) => {
    openUntil = Date.now() + openMs;
    if (!fallingBack) {
      fallingBack = true;
      log(`limits: Redis unreachable (${(error as Error)?.message ?? error}); using in-process counters until it answers again`);
    }
  };
  const answered = () => {
    if (fallingBack) {
      fallingBack = false;
      log('limits: Redis answers again; limits are shared in Redis');
    }
  };
  /** Runs `command` on Redis when the circuit is closed, else (or when it fails) `fallback` in process. */
  async function either<T>(command: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (starting) await starting;
    if (!redisUsable()) {
      if (redis.status !== 'ready') fellBack(new Error(`connection ${redis.status}`));
      return fallback();
    }
    try {
      const result = await command();
      answered();
      return result;
    } catch (error) {
      fellBack(error);
      return fallback();
    }
  }
  return {
    kind: 'redis',
    hit: (key, windowMs) =>
      either(
        async () => {
          const [count, ttl] = (await redis.eval(HIT, 1, key, String(windowMs))) as [number, number];
          return { count, resetMs: ttl };
        },
        () => memory.hit(key, windowMs),
      ),
    claim: (key, ttlMs) =>
      either(
        async () => ((await redis.set(key, '1', 'PX', ttlMs, 'NX')) === 'OK' ? 0 : Math.max(1, await redis.pttl(key))),
        () => memory.claim(key, ttlMs),
      ),
    hold: (key, ttlMs) =>
      either(
        async () => {
          await redis.set(key, '1', 'PX', ttlMs);
        },
        () => memory.hold(key, ttlMs),
      ),
    release: (key) =>
      either(
        async () => {
          await redis.del(key);
        },
        () => memory.release(key),
      ),
    async close() {
      redis.disconnect();
      await memory.close();
    },
    fallingBack: () => !redisUsable(),
  };
}

export function createLimitStore(redisUrl?: string, prefix?: string, options?: RedisStoreOptions): LimitStore {
  return redisUrl ? createRedisStore(redisUrl, prefix, options) : createMemoryStore();
}
