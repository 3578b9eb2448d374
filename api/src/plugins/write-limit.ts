import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooMany } from '../errors';
import type { LimitStore } from '../lib/limiter';
import { SESSION_COOKIE } from './session';

export interface WriteLimitOptions {
  limiter: LimitStore;
  /** Unsafe requests per minute and session. */
  writePerMinute: number;
  /** Unsafe requests per minute and client address, for requests without a session. */
  guestWritePerMinute: number;
}

/** GET routes of SPEC §7 that change state, counted against the write limit like POSTs. */
const WRITING_GETS = new Set(['/api/themed-order', '/api/check-test']);

/**
 * Every write route: a budget per minute, per session when there is one (many students share one
 * address behind carrier NAT), per address for guests; sign-in has its own stricter limits.
 */
export const writeLimitPlugin = fp(async function writeLimit(app: FastifyInstance, options: WriteLimitOptions) {
  app.addHook('onRequest', async (request) => {
    const reads = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    // two GETs of the spec write: ordering a test creates a ticket, GET /check-test finishes one
    if (reads && !WRITING_GETS.has(request.routeOptions.url ?? '')) return;
    const sid = request.cookies?.[SESSION_COOKIE];
    const [key, max] = sid
      ? [`write:s:${createHash('sha256').update(sid).digest('hex').slice(0, 32)}`, options.writePerMinute]
      : [`write:ip:${request.ip}`, options.guestWritePerMinute];
    const { count, resetMs } = await options.limiter.hit(key, 60_000);
    if (count > max) throw tooMany('RATE_LIMITED', 'errors.rate_limited', resetMs);
  });
});
