import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooMany } from '../errors';
import type { LimitStore } from '../lib/limiter';
import { isWritingGet } from './csrf';

export interface WriteLimitOptions {
  limiter: LimitStore;
  /** Unsafe requests per minute and session. */
  writePerMinute: number;
  /** Unsafe requests per minute and client address, for requests without a session. */
  guestWritePerMinute: number;
  /** Reads (GET, HEAD) per minute and client address. */
  readPerMinute: number;
}

/**
 * Every write route: a budget per minute, per verified session when there is one (many students
 * share one address behind carrier NAT), per address otherwise; sign-in has its own stricter limits.
 * A `sid` cookie that names no live session counts as none: made-up values share the address's budget.
 * Reads have a generous budget per address, so that one client cannot keep the database busy.
 */
export const writeLimitPlugin = fp(async function writeLimit(app: FastifyInstance, options: WriteLimitOptions) {
  app.addHook('onRequest', async (request) => {
    const reads = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    // two GETs of the spec write: ordering a test creates a ticket, GET /check-test finishes one
    if (reads && !isWritingGet(request)) {
      if (request.method === 'OPTIONS') return;
      const { count, resetMs } = await options.limiter.hit(`read:ip:${request.ip}`, 60_000);
      if (count > options.readPerMinute) throw tooMany('RATE_LIMITED', 'errors.rate_limited', resetMs);
      return;
    }
    const session = await request.session();
    const [key, max] = session
      ? [`write:s:${session.sessionId}`, options.writePerMinute]
      : [`write:ip:${request.ip}`, options.guestWritePerMinute];
    const { count, resetMs } = await options.limiter.hit(key, 60_000);
    if (count > max) throw tooMany('RATE_LIMITED', 'errors.rate_limited', resetMs);
  });
});
