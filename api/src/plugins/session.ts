// Sessions (ARCHITECTURE.md): an opaque 256-bit token in an HttpOnly, SameSite=Lax cookie, stored
// as its SHA-256; a new token on every sign-in; sign-out deletes it server-side.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { and, eq, gt } from 'drizzle-orm';
import { appUser, userSession } from '../db/schema';
import { isPremium } from '../domains/accounts/service-users';
import { HttpError } from '../errors';
import { SessionCache } from '../lib/session-cache';
import { secureCookie } from './cookies';

export const SESSION_COOKIE = 'sid';

export interface SessionInfo {
  sessionId: number;
  userId: number;
  /** The user has Pro now: known from the lookup, or read (once per request) when the session came from the cache. */
  premium(): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session of this request, or null (looked up once, on first use). */
    session(): Promise<SessionInfo | null>;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** How long a verified session is remembered in process (SESSION_CACHE_MS; 0 = always look it up). */
export const DEFAULT_SESSION_CACHE_MS = 5000;

export const sessionPlugin = fp(async function session(app: FastifyInstance, options: { sessionDays: number; cacheMs?: number }) {
  await app.register(cookie);
  const remembered = new SessionCache(options.cacheMs ?? DEFAULT_SESSION_CACHE_MS);
  app.decorate('sessionCache', remembered);
  app.addHook('onClose', async () => remembered.close());
  const cache = new WeakMap<FastifyRequest, Promise<SessionInfo | null>>();
  app.decorateRequest('session', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = lookup(this);
      cache.set(this, pending);
    }
    return pending;
  });

  async function lookup(request: FastifyRequest): Promise<SessionInfo | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const known = remembered.get(tokenHash);
    if (known) {
      let premium: Promise<boolean> | undefined;
      const readPremium = async () => {
        const [user] = await app.db.select({ premium_until: appUser.premium_until }).from(appUser).where(eq(appUser.id, known.userId));
        return user ? isPremium(user) : false;
      };
      return { sessionId: known.sessionId, userId: known.userId, premium: () => (premium ??= readPremium()) };
    }
    const [row] = await app.db
      .select({
        id: userSession.id,
        user_id: userSession.user_id,
        expires_at: userSession.expires_at,
        premium_until: appUser.premium_until,
      })
      .from(userSession)
      .innerJoin(appUser, eq(appUser.id, userSession.user_id))
      .where(and(eq(userSession.token_hash, tokenHash), gt(userSession.expires_at, new Date())))
      .limit(1);
    if (!row) return null;
    remembered.set(tokenHash, { sessionId: row.id, userId: row.user_id, expiresAt: row.expires_at.getTime() });
    const premium = isPremium(row);
    return { sessionId: row.id, userId: row.user_id, premium: async () => premium };
  }

  app.decorate('sessionDays', options.sessionDays);
});

declare module 'fastify' {
  interface FastifyInstance {
    sessionDays: number;
    /** Verified sessions remembered for a few seconds (lib/session-cache.ts). */
    sessionCache: SessionCache;
  }
}

/** The signed-in user's id, or 401. */
export async function requireUserId(request: FastifyRequest): Promise<number> {
  const session = await request.session();
  if (!session) throw new HttpError(401, 'UNAUTHORIZED', 'auth.unauthorized');
  return session.userId;
}

/** Starts a session for the user: replaces the request's old session, sets the cookie. */
export async function startSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const old = request.cookies[SESSION_COOKIE];
  if (old && old.length <= 100) {
    await app.db.delete(userSession).where(eq(userSession.token_hash, hashToken(old)));
    app.sessionCache.forget(hashToken(old));
  }
  const token = randomBytes(32).toString('base64url');
  const maxAge = app.sessionDays * 24 * 3600;
  await app.db.insert(userSession).values({
    token_hash: hashToken(token),
    user_id: userId,
    expires_at: new Date(Date.now() + maxAge * 1000),
    user_agent: String(request.headers['user-agent'] ?? '').slice(0, 300) || null,
  });
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: secureCookie(request), path: '/', maxAge });
}

/** Ends the request's session server-side and clears the cookie. */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token && token.length <= 100) {
    await app.db.delete(userSession).where(eq(userSession.token_hash, hashToken(token)));
    app.sessionCache.forget(hashToken(token));
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie(request) });
}
