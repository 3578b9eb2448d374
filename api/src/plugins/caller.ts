import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller } from '../caller';
import { guestHashOf } from './guest';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking: the signed-in user (or null), the guest token, Pro, the locale; looked up once. */
    caller(): Promise<Caller>;
  }
}

/** `request.caller()` from the session (plugins/session.ts), the guest cookie and the locale. */
export const callerPlugin = fp(async function caller(app: FastifyInstance) {
  const cache = new WeakMap<FastifyRequest, Promise<Caller>>();
  app.decorateRequest('caller', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = this.session().then(async (session) => ({
        userId: session?.userId ?? null,
        guestHash: guestHashOf(this),
        premium: session ? await session.premium() : false,
        locale: this.locale,
      }));
      cache.set(this, pending);
    }
    return pending;
  });
});
