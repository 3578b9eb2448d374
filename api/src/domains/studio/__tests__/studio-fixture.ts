// Shared by the studio's tests: the seeded demo staff signed in, a learner, and a question to report.
import { createRequire } from 'node:module';
import path from 'node:path';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { StaffRole } from '@platform/shared/studio';
import { question, themedTest } from '../../../db/schema';
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

export interface BankTopic {
  subjectId: number;
  topic: string;
  /** a seeded item of the topic */
  key: string;
}

/** The first seeded bank topic (uz) and one of its items. */
export async function bankTopic(ctx: TestContext): Promise<BankTopic> {
  const [row] = await ctx.database.db
    .select({ subjectId: themedTest.subject_id, topic: themedTest.lesson_key, key: question.key })
    .from(question)
    .innerJoin(themedTest, eq(themedTest.id, question.test_id))
    .where(and(isNotNull(themedTest.share), eq(themedTest.language_id, 1)))
    .orderBy(asc(question.id))
    .limit(1);
  return row;
}

/** A valid bank item with the key `id`. */
export function bankItem(id: string) {
  const language = (text: string) => ({ text, options: ['$1$', '$2$', '$3$', '$4$'], explanation: `${text}: $2$` });
  return { id, difficulty: 1, answer: 'B', uz: language('Matritsa savoli'), ru: language('Вопрос матрицы') };
}

let made = 0;

/** A valid olympiad file of one subject (2 required + 3 in the one course), starting `startInMs` from now. */
export function olympiadFileOf(subject: string, startInMs: number, over: Record<string, unknown> = {}) {
  const start = Date.now() + startInMs;
  return {
    version: 1,
    kind: 'olympiad',
    slug: `studio-olympiad-${process.pid}-${++made}`,
    name_uz: 'Studiya olimpiadasi',
    name_ru: 'Олимпиада из студии',
    title_uz: 'Sinov',
    title_ru: 'Проба',
    type: 'fixed_subjects',
    language_id: 1,
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + 3 * 3_600_000).toISOString(),
    required: [{ subject, count: 2 }],
    courses: [{ name_uz: 'Yoʻnalish', name_ru: 'Направление', minutes: 30, subjects: [{ subject, count: 3, points: 2 }] }],
    ...over,
  };
}

/** A valid article in uz and ru published at `at` (ISO with a zone). */
export function newsBodyOf(slug: string, at: string, text = 'Matn') {
  return {
    slug,
    published_at: at,
    uz: { title: `Yangilik ${slug}`, description: 'Qisqa tavsif', body: `# ${text}\n\nBirinchi xatboshi.` },
    ru: { title: `Новость ${slug}`, description: 'Краткое описание', body: `# ${text}\n\nПервый абзац.` },
  };
}

/** A fresh article slug. */
export const newsSlugOf = (prefix = 'studiya') => `${prefix}-${process.pid}-${++made}`;

export type StudioCall = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  locale?: string,
) => Promise<{ status: number; body: unknown }>;

/** The seeded demo editor signed in, and a caller of /api/studio/* with its session. */
export async function editorOf(ctx: TestContext): Promise<{ id: number; call: StudioCall }> {
  const signed = await signIn(ctx.app, DEMO_STAFF.find((s) => s.role === 'editor')!.phone);
  const call: StudioCall = async (method, url, payload, locale = 'uz') => {
    const res = await ctx.app.inject({
      method,
      url: `/api/studio${url}`,
      headers: { ...XRW, cookie: signed.cookie, 'accept-language': locale },
      payload: payload as object,
    });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  return { id: signed.body.data.user.id, call };
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
