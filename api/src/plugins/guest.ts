// Guests take topic tests too: their tickets belong to a random token in the `gt` cookie, stored
// only as its SHA-256 (like the session token), until they sign in and the tickets are claimed.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { secureCookie } from './cookies';

export const GUEST_COOKIE = 'gt';
/** The cookie lives long enough for the daily limit and for coming back to a ticket after sign-in. */
const GUEST_COOKIE_DAYS = 30;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The hash of this browser's guest token, or null when it has none (or a malformed one). */
export function guestHashOf(request: FastifyRequest): string | null {
  const token = request.cookies?.[GUEST_COOKIE];
  return token && TOKEN.test(token) ? hashToken(token) : null;
}

/** The guest token's hash, issuing a new token (256 bits, HttpOnly, SameSite=Lax) when there is none. */
export function ensureGuest(request: FastifyRequest, reply: FastifyReply): string {
  const existing = guestHashOf(request);
  if (existing) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(GUEST_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(request),
    path: '/',
    maxAge: GUEST_COOKIE_DAYS * 24 * 3600,
  });
  return hashToken(token);
}
