// Shared by the studio's tests: the seeded demo staff signed in, a learner, and a question to report.
import { createRequire } from 'node:module';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import type { StaffRole } from '@platform/shared/studio';
import { question } from '../../../db/schema';
import { XRW, registeredUser, signIn, type TestContext } from '../../../../test/helpers';
import { repoRoot } from '../../../config';
import { DEMO_STAFF } from '../seed';
import { siteVersions } from '../service-remotes';

export type Who = 'guest' | 'learner' | StaffRole;
export const WHO: Who[] = ['guest', 'learner', 'editor', 'reviewer', 'admin', 'ops', 'partner'];

/** A session cookie per caller (none for the guest) and the learner's phone. */
export async function signInEveryone(ctx: TestContext): Promise<{ cookies: Record<Who, string | undefined>; learnerPhone: string }> {
  const learner = await registeredUser(ctx.app);
  const cookies = { guest: undefined, learner: learner.cookie } as Record<Who, string | undefined>;
  for (const staff of DEMO_STAFF) cookies[staff.role] = (await signIn(ctx.app, staff.phone)).cookie;
  return { cookies, learnerPhone: learner.phone };
}

/** The first seeded question. */
export async function firstQuestionId(ctx: TestContext): Promise<number> {
  const [row] = await ctx.database.db.select({ id: question.id }).from(question).orderBy(asc(question.id)).limit(1);
  return row.id;
}

/** A learner's report of a mistake in the question (as a guest, through the learner's own call). */
export async function report(ctx: TestContext, questionId: number, message = 'Javob xato', errorId = 1): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/test-error/create',
    headers: XRW,
    payload: { error_id: errorId, message, question_id: questionId },
  });
  if (res.statusCode !== 200) throw new Error(`test-error/create ${res.statusCode}: ${res.body}`);
}

/** The scripts' throwaway site: a host contract and fake remote versions (scripts/__tests__/support). */
const { makeDist, addVersion } = createRequire(import.meta.url)(path.join(repoRoot, 'scripts/__tests__/support/fake-dist.js')) as {
  makeDist: (options?: { host?: Record<string, { exposes: string[]; routes: string[] }> }) => string;
  addVersion: (dist: string, name: string, version: string, contract?: Record<string, unknown> | null) => string;
};

/**
 * A built site (in a temporary folder) whose shell mounts the remote `news` and its route `list`:
 * news 1.0.0 (served) and 1.1.0 fit, 1.2.0 is built without the route and never fits.
 */
export function fakeSite(): string {
  const site = makeDist({ host: { news: { exposes: ['./routes'], routes: ['list'] } } });
  addVersion(site, 'news', '1.0.0', { routes: ['list'] });
  addVersion(site, 'news', '1.1.0', { routes: ['list'] });
  addVersion(site, 'news', '1.2.0', { routes: [] });
  siteVersions(site).switchRemote('news', '1.0.0', { expected: null });
  return site;
}
