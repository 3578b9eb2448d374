// Request helpers of the exam api tests: JSON calls over real HTTP with a session cookie, and signed-in
// users (Pro on request). Shared by the DTM/virtual and the national-certificate suites.
import { eq } from 'drizzle-orm';
import { appUser } from '../src/db/schema';
import { XRW, signIn, uniquePhone, type TestContext } from './helpers';

export interface Reply {
  status: number;
  body: { data?: unknown; code?: string; message?: string; errors?: unknown };
  raw: string;
}

/** `call(cookie, method, url, payload?, lang?)` against the listening app at `base()`, and `user({ premium })`. */
export function examClient(ctx: () => TestContext, base: () => string) {
  async function call(cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'uz'): Promise<Reply> {
    const res = await fetch(`${base()}/api${url}`, {
      method,
      headers: { ...XRW, cookie, 'accept-language': lang, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const raw = await res.text();
    return { status: res.status, raw, body: raw ? (JSON.parse(raw) as Reply['body']) : {} };
  }

  async function user({ premium }: { premium: boolean }): Promise<{ cookie: string; id: number }> {
    const { cookie, body } = await signIn(ctx().app, uniquePhone());
    if (premium) {
      await ctx()
        .database.db.update(appUser)
        .set({ premium_until: new Date(Date.now() + 30 * 86_400_000) })
        .where(eq(appUser.id, body.data.user.id));
    }
    return { cookie, id: body.data.user.id };
  }
  return { call, user };
}
