// Counters with expiry for rate limits and cool-downs. In process by default; in Redis when
// REDIS_URL is set, so several api instances share them.
import { Redis } from 'ioredis';
import { HttpError } from '../errors';

export interface LimitStore {
  readonly kind: 'memory' | 'redis';
  /** Counts one hit in a fixed window; returns the count so far and the ms left in the window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** Claims a key for `ttlMs` unless it is held; returns 0 when claimed, else the ms it is still held. */
  claim(key: string, ttlMs: number): Promise<number>;
  /** Forgets a key (e.g. a cool-down after the send failed). */
  release(key: string): Promise<void>;
  close(): Promise<void>;
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
    async release(key) {
      entries.delete(key);
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}

const HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;

/** Redis down or unreachable: the request is answered 503 with Retry-After, not 500. */
const unavailable = (): never => {
  throw new HttpError(503, 'UNAVAILABLE', 'errors.unavailable', {}, { 'Retry-After': '5' });
};

export function createRedisStore(url: string, prefix = 'platform:'): LimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true, keyPrefix: prefix });
  // connection errors surface on the commands (answered 503); do not crash on the emitter
  redis.on('error', () => {});
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, key, String(windowMs)).catch(unavailable)) as [number, number];
      return { count, resetMs: ttl };
    },
    async claim(key, ttlMs) {
      const set = await redis.set(key, '1', 'PX', ttlMs, 'NX').catch(unavailable);
      if (set === 'OK') return 0;
      return Math.max(1, await redis.pttl(key).catch(unavailable));
    },
    async release(key) {
      await redis.del(key).catch(unavailable);
    },
    async close() {
      redis.disconnect();
    },
  };
}

export function createLimitStore(redisUrl?: string, prefix?: string): LimitStore {
  return redisUrl ? createRedisStore(redisUrl, prefix) : createMemoryStore();
}
