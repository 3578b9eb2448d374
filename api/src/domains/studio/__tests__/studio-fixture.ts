// Shared by the studio's tests: the seeded demo staff signed in, a learner, and a question to report.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { StaffRole } from '@platform/shared/studio';
import { question, themedTest } from '../../../db/schema';
import { XRW, registeredUser, signIn, type TestContext } from '../../../../test/helpers';
import { DEMO_STAFF } from '../seed';

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
