// Topic-test content for the api tests, written straight into the database with drizzle (the real
// content import is tested on its own): one subject of its own (a unique slug, so that whatever the
// seed holds does not change what these tests count), lessons in uz and ru, four options per question
// with one correct, plus request helpers that keep a browser's cookies (session `sid`, guest `gt`).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { errorType, question, questionOption, subject, themedTest, ticket, ticketQuestion } from '../src/db/schema';
import { finishResponse, themedOrderResponse, type Question, type Quiz } from '@platform/shared/topic-tests';
import { buildApp, createTestApp, HIGH_LIMITS, registeredUser, type TestContext, XRW } from './helpers';

export interface FixtureQuestion {
  id: number;
  ball: number;
  options: number[];
  correct: number;
  wrong: number;
}
export interface FixtureTest {
  id: number;
  slug: string;
  name: string;
  language_id: number;
  questions: FixtureQuestion[];
}
export interface TopicFixture {
  subject: { id: number; slug: string; name_uz: string; name_ru: string };
  /** uz tests first (in sort order), then ru */
  tests: FixtureTest[];
  uz: FixtureTest[];
  ru: FixtureTest[];
  errorTypes: number[];
}

export interface FixtureOptions {
  /** lessons per language (default 3) */
  lessons?: number;
  /** questions per test (default 5) */
  questions?: number;
  /** question balls in turn (default [5]); non-integers give 5 XP */
  balls?: number[];
  /** a word in every lesson name, to search for (default: random) */
  word?: string;
  /** `opens_at` per lesson index (time gate) */
  opensAt?: Record<number, Date>;
  /** `created_at` of the tests (default now) */
  createdAt?: Date;
}

/** Inserts a subject with `lessons` lessons × 2 languages × `questions` questions × 4 options. */
export async function insertTopicFixture(db: Db, options: FixtureOptions = {}): Promise<TopicFixture> {
  const { lessons = 3, questions = 5, balls = [5], opensAt = {}, createdAt } = options;
  const tag = randomBytes(4).toString('hex');
  const word = options.word ?? `zq${tag}`;
  const [sub] = await db
    .insert(subject)
    .values({ slug: `fixture-${tag}`, name_uz: `Sinov fani ${tag}`, name_ru: `Тестовый предмет ${tag}`, color: '#3366ff' })
    .returning();
  const tests: FixtureTest[] = [];
  for (const language_id of [1, 2]) {
    for (let lesson = 0; lesson < lessons; lesson++) {
      const name = `${language_id === 1 ? 'Mavzu' : 'Тема'} ${lesson + 1} ${word}`;
      const slug = `mavzu-${lesson + 1}`;
      const [test] = await db
        .insert(themedTest)
        .values({
          subject_id: sub.id,
          lesson_key: `lesson-${lesson + 1}`,
          language_id,
          slug,
          name,
          sort: lesson,
          opens_at: opensAt[lesson] ?? null,
          ...(createdAt ? { created_at: createdAt } : {}),
        })
        .returning();
      const made: FixtureQuestion[] = [];
      for (let n = 0; n < questions; n++) {
        const ball = balls[n % balls.length];
        const [q] = await db
          .insert(question)
          .values({ test_id: test.id, key: `q${n + 1}`, position: n + 1, text: `Savol ${n + 1} (${language_id})`, ball })
          .returning();
        const correctAt = (lesson + n) % 4;
        const opts = await db
          .insert(questionOption)
          .values(
            [0, 1, 2, 3].map((position) => ({
              question_id: q.id,
              position,
              text: `Variant ${'ABCD'[position]}`,
              is_correct: position === correctAt,
            })),
          )
          .returning();
        const sorted = opts.sort((a, b) => a.position - b.position);
        made.push({
          id: q.id,
          ball,
          options: sorted.map((o) => o.id),
          correct: sorted[correctAt].id,
          wrong: sorted[(correctAt + 1) % 4].id,
        });
      }
      tests.push({ id: test.id, slug, name, language_id, questions: made });
    }
  }
  await db
    .insert(errorType)
    .values([
      { id: 1, name_uz: 'Savolda xato', name_ru: 'Ошибка в вопросе' },
      { id: 2, name_uz: 'Javobda xato', name_ru: 'Ошибка в ответе' },
      { id: 3, name_uz: 'Boshqa', name_ru: 'Другое' },
    ])
    .onConflictDoNothing();
  const errorTypes = (await db.select({ id: errorType.id }).from(errorType)).map((r) => r.id);
  return {
    subject: { id: sub.id, slug: sub.slug, name_uz: sub.name_uz, name_ru: sub.name_ru },
    tests,
    uz: tests.filter((t) => t.language_id === 1),
    ru: tests.filter((t) => t.language_id === 2),
    errorTypes,
  };
}

/**
 * A ticket written directly (for samples that need many tickets without meeting the daily limit):
 * every question of the test, `answered` of them answered correctly, finished when asked.
 */
export async function insertTicket(
  db: Db,
  test: FixtureTest,
  owner: { userId?: number; guestHash?: string },
  { finished = false, answered = 0, startedAt }: { finished?: boolean; answered?: number; startedAt?: Date } = {},
): Promise<{ id: number; questions: number[] }> {
  const now = startedAt ?? new Date();
  const [row] = await db
    .insert(ticket)
    .values({
      test_id: test.id,
      user_id: owner.userId ?? null,
      guest_hash: owner.userId ? null : (owner.guestHash ?? randomBytes(32).toString('hex')),
      status: finished ? 'finished' : 'active',
      question_count: test.questions.length,
      answered_count: answered,
      correct_count: answered,
      started_at: now,
      // an active ticket started long ago is still open: the deadline counts from now
      expires_at: new Date(Math.max(now.getTime(), Date.now()) + 180 * 60_000),
      finished_at: finished ? now : null,
    })
    .returning();
  const rows = await db
    .insert(ticketQuestion)
    .values(
      test.questions.map((q, i) => ({
        ticket_id: row.id,
        question_id: q.id,
        position: i + 1,
        ...(i < answered ? { option_id: q.correct, is_correct: true, answered_at: now } : {}),
      })),
    )
    .returning({ id: ticketQuestion.id });
  return { id: row.id, questions: rows.map((r) => r.id) };
}

export async function ticketRow(db: Db, id: number) {
  const [row] = await db.select().from(ticket).where(eq(ticket.id, id));
  return row;
}

// ── the api of a topic-test suite ─────────────────────────────────────────────────────────────────

/** An app on the suite's database with raised sign-in limits and this daily limit (0: unlimited); not ready yet. */
export function topicApp(ctx: TestContext, topicDailyLimit: number): Promise<FastifyInstance> {
  return buildApp({ database: ctx.database, auth: { limits: HIGH_LIMITS }, topicDailyLimit });
}

export interface TopicSuite {
  /** the test database (its own `app` keeps the default daily limit) */
  ctx: TestContext;
  /** the app under test, ready */
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** A topic-test suite's api: a test database and a ready app on it with `topicDailyLimit` (default 0: unlimited). */
export async function startTopicSuite(topicDailyLimit = 0): Promise<TopicSuite> {
  const ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
  let app: FastifyInstance;
  try {
    app = await topicApp(ctx, topicDailyLimit);
    await app.ready();
  } catch (error) {
    await ctx.close();
    throw error;
  }
  return {
    ctx,
    app,
    db: ctx.database.db,
    close: async () => {
      await app.close();
      await ctx.close();
    },
  };
}

export interface TopicSuiteSetup {
  /** new tickets per day for free users and guests (default 0: unlimited) */
  topicDailyLimit?: number;
  /** the topic content of the suite */
  fixture: FixtureOptions;
  /** signed-in users to make (default none) */
  users?: number;
}

export interface LiveTopicSuite extends TopicSuite {
  fx: TopicFixture;
  users: { browser: Browser; id: number }[];
}

/**
 * The api, content and users of a topic-test suite, made in a `before` hook and closed in an
 * `after` hook of the calling file; read the fields inside tests and later hooks.
 */
export function topicSuite(
  { topicDailyLimit = 0, fixture, users = 0 }: TopicSuiteSetup,
  /** more setup of the file, run in the same hook once the suite is made (root `before` hooks do not wait for each other) */
  ready?: (suite: LiveTopicSuite) => void | Promise<void>,
): LiveTopicSuite {
  const live = { users: [] as LiveTopicSuite['users'] } as LiveTopicSuite;
  before(async () => {
    Object.assign(live, await startTopicSuite(topicDailyLimit));
    live.fx = await insertTopicFixture(live.db, fixture);
    for (let i = 0; i < users; i++) live.users.push(await signedInUser(live.app));
    await ready?.(live);
  });
  after(() => live.close?.());
  return live;
}

// ── a browser: cookies kept across requests ─────────────────────────────────────────────────────

export interface Answer {
  status: number;
  body: unknown;
  raw: string;
  headers: Record<string, unknown>;
  setCookies: { name: string; value: string; httpOnly?: boolean; sameSite?: string; secure?: boolean; path?: string; maxAge?: number }[];
}

/** Requests with a cookie jar, like one browser: `sid` after sign-in, `gt` once it is issued. */
export class Browser {
  readonly jar = new Map<string, string>();
  constructor(
    readonly app: FastifyInstance,
    readonly headers: Record<string, string> = {},
  ) {}

  get cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Answer> {
    const res = await this.app.inject({
      method,
      url,
      headers: { ...(method === 'POST' ? XRW : {}), ...this.headers, ...(this.jar.size ? { cookie: this.cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    for (const c of res.cookies) {
      if (c.value) this.jar.set(c.name, c.value);
      else this.jar.delete(c.name);
    }
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = null; // not JSON (a picture, an empty answer)
    }
    return { status: res.statusCode, body, raw: res.body, headers: res.headers, setCookies: res.cookies as Answer['setCookies'] };
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, payload: unknown) {
    return this.request('POST', url, payload);
  }

  /** GET that must answer 200; returns the body. */
  async ok<T = { data: unknown }>(url: string): Promise<T> {
    const res = await this.get(url);
    assert.equal(res.status, 200, `${url}: ${res.raw}`);
    return res.body as T;
  }
}

/** A browser with a signed-in session (phone sign-in through the dev outbox). */
export function signedIn(app: FastifyInstance, cookie: string): Browser {
  const b = new Browser(app);
  const [name, value] = cookie.split('=');
  b.jar.set(name, value);
  return b;
}

/** A newly registered user and a browser signed in as them. */
export async function signedInUser(app: FastifyInstance): Promise<{ browser: Browser; id: number }> {
  const user = await registeredUser(app);
  return { browser: signedIn(app, user.cookie), id: user.id };
}

// ── taking a test as a browser ──────────────────────────────────────────────────────────────────

/** GET /api/themed-order for a fixture test, which must answer 200; the quiz. */
export async function orderQuiz(browser: Browser, test: FixtureTest): Promise<Quiz> {
  const res = await browser.get(`/api/themed-order?test_id=${test.id}`);
  assert.equal(res.status, 200, res.raw);
  return themedOrderResponse.parse(res.body).data;
}

/** The questions of a quiz's (only) test. */
export const quizQuestions = (quiz: Quiz): Question[] => quiz.test[0].questions;

/** GET /api/check-test?ticket_id= (finish), which must answer 200; the result. */
export async function finishQuiz(browser: Browser, quiz: Quiz) {
  const res = await browser.get(`/api/check-test?ticket_id=${quiz.ticket_id}`);
  assert.equal(res.status, 200, res.raw);
  return finishResponse.parse(res.body).data;
}
