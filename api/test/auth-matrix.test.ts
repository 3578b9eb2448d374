// Auth matrix (issue 5, part 2): every operation of the OpenAPI document with the role it requires,
// called with a minimal valid request by a guest, a signed-in user and a premium user.
//
// Roles:
//   guest    — open to all: every caller gets 200 (never 401/403) for valid input;
//   user     — signed in: a guest gets 401 {code: 'UNAUTHORIZED'}, a user and a premium user get 200;
//   premium  — a guest gets 401, a user without premium 403, a premium user 200;
//   owner    — the sample names a resource of the signed-in user: a guest gets 401, another user
//              (the premium caller) 403 or 404, the owner 200;
//   holder   — the sample names a topic-test ticket of the signed-in user. Guests own tickets too (by
//              their `gt` cookie), so a guest without that ticket's cookie gets 404, not 401; another
//              user (the premium caller) 404; the owner 200;
//   confirmed — the sample carries a code sent to the signed-in `user` caller's own phone (deleting
//              the account, ADR 033): a guest gets 401, the user 200 (and is replaced by a new caller:
//              the account is gone), the premium caller 400 (the code is not for its phone);
//   staff    — the studio (ADR 052): a guest gets 401, a user and a premium user (learners) 403;
//              each staff role is walked in domains/studio/__tests__/studio-matrix.test.ts;
//   telegram — the bot webhook: no session of ours counts, only the X-Telegram-Bot-Api-Secret-Token
//              header. Every caller without it gets 401 {code: 'UNAUTHORIZED'}; with it 200; and when
//              Telegram is not configured the route answers 404 to everyone (it does not exist then).
// An operation of the document missing from the table, or one in the table the document no longer
// has, fails the suite by name.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createMemoryStore } from '../src/lib/limiter';
import {
  appUser,
  examTicket,
  olympiad,
  paymentOrder,
  premiumPlan,
  reviewCard,
  telegramLogin,
  ticket,
  ticketQuestion,
  university,
  universityProgram,
} from '../src/db/schema';
import { createOlympiad } from '../src/domains/olympiads/service-create';
import { finishParticipation } from '../src/domains/olympiads/service-attempt';
import {
  buildApp,
  createTestApp,
  HIGH_LIMITS,
  lastCode,
  registeredUser,
  tashkentDateShift,
  type TestContext,
  uniquePhone,
  XRW,
} from './helpers';
import { insertTicket, insertTopicFixture, type TopicFixture } from './tests-fixture';
import { natcertFile } from './natcert-fixture';
import { importContent } from '../src/domains/content/import';
import { fixtureAssets, generatedBank } from '../src/domains/autotest/__tests__/fixtures/bank';
import { newsBodyOf, olympiadFileOf } from '../src/domains/studio/__tests__/studio-fixture';

/** A generated autotest bank of 4 free tickets (no Pro ones): their ids. */
async function autotestFixture(): Promise<number[]> {
  await importContent(ctx.database.db, generatedBank({ questions: 80, tickets: 4, premium: () => false, prefix: 'matrix' }), {
    readAsset: fixtureAssets,
  });
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/auto-test/view' })).json() as {
    data: { test_id: number; number: number }[];
  };
  return list.data.filter((t) => t.number <= 4).map((t) => t.test_id);
}

type Role = 'guest' | 'user' | 'premium' | 'owner' | 'holder' | 'confirmed' | 'staff' | 'telegram';
type Caller = 'guest' | 'user' | 'premium';
const CALLERS: Caller[] = ['guest', 'user', 'premium'];

interface Sample {
  path?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Data of the seeded database the samples refer to. */
interface Fixtures {
  universityId: number;
  slug: string;
  year: number;
  subjectId: number;
  addressId: number;
  /** A registered user the callers may follow. */
  targetId: number;
  /** Topic tests of a subject of their own (tests-fixture.ts). */
  topic: TopicFixture;
  /** A picture of the seeded question banks. */
  imageFile: string;
  /** Free autotest tickets of a generated bank (the autotest fixture). */
  autotest: number[];
}

interface Entry {
  role: Role;
  /** A minimal valid request (none: no parameters and no body). */
  sample?: (f: Fixtures) => Sample | Promise<Sample>;
}

let ctx: TestContext;
let fixtures: Fixtures;

/** A seeded private-university program with or without a test. */
async function seededProgram(hasTest: boolean) {
  const [row] = await ctx.database.db
    .select({
      id: universityProgram.id,
      slug: universityProgram.slug,
      university_id: universityProgram.university_id,
      university_slug: university.slug,
    })
    .from(universityProgram)
    .innerJoin(university, eq(university.id, universityProgram.university_id))
    .where(eq(universityProgram.has_test, hasTest))
    .orderBy(asc(universityProgram.id))
    .limit(1);
  return row;
}

/** The id of a seeded course (for the save-course sample). */
async function seededCourseId(): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/teacher-course/course?slug=kasrlar-va-foizlar' });
  return (res.json() as { data: { id: number } }).data.id;
}

/** A fresh phone with a code just sent to it (for the verify-sms samples). */
async function pendingCode(): Promise<{ phone: string; code: string }> {
  const phone = uniquePhone();
  const sent = await ctx.app.inject({ method: 'POST', url: '/api/auth/send-sms', headers: XRW, payload: { phone } });
  assert.equal(sent.statusCode, 200, sent.body);
  return { phone, code: (await lastCode(ctx.app, phone)) ?? '' };
}

/**
 * The limiter's clock runs this far ahead: the code samples move it past the phone's resend wait (59 s for
 * its first two codes of the hour, growing to at most 30 minutes: ADR 031).
 */
let clockShift = 0;
const pastResendCooldown = () => (clockShift += 31 * 60_000);

/** A deletion code just sent to the `user` caller's phone. */
async function deletionCode(): Promise<string> {
  pastResendCooldown();
  const sent = await ctx.app.inject({ method: 'POST', url: '/api/profile/delete-sms', headers: { ...XRW, cookie: callers.user.cookie } });
  assert.equal(sent.statusCode, 200, sent.body);
  return (await lastCode(ctx.app, callers.user.phone)) ?? '';
}

/** A single-use hashcode as the bot issues it (stored hashed, 10 minutes). */
async function hashcode(): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await ctx.database.db.insert(telegramLogin).values({
    hash: createHash('sha256').update(code).digest('hex'),
    phone: uniquePhone(),
    chat_id: 1000 + Math.floor(Math.random() * 1e6),
    expires_at: new Date(Date.now() + 10 * 60_000),
  });
  return code;
}

/**
 * A ticket of the signed-in `user` caller on the fixture's second test: its active one (created when
 * missing), or a new finished one. Started yesterday, so that it does not count against today's limit.
 */
async function userTicket(f: Fixtures, finished: boolean): Promise<{ id: number; questions: number[] }> {
  const db = ctx.database.db;
  const test = f.topic.uz[1];
  const userId = callers.user.id;
  if (!finished) {
    const [active] = await db
      .select({ id: ticket.id })
      .from(ticket)
      .where(and(eq(ticket.user_id, userId), eq(ticket.test_id, test.id), eq(ticket.status, 'active')));
    if (active) {
      const rows = await db
        .select({ id: ticketQuestion.id })
        .from(ticketQuestion)
        .where(eq(ticketQuestion.ticket_id, active.id))
        .orderBy(asc(ticketQuestion.position));
      return { id: active.id, questions: rows.map((r) => r.id) };
    }
  }
  return insertTicket(db, test, { userId }, { finished, startedAt: new Date(Date.now() - 2 * 86_400_000) });
}

/** A new finished ticket of the `user` caller with its certificate issued (POST /api/certification): the ticket and certificate ids. */
async function userCertificate(f: Fixtures): Promise<{ ticketId: number; certificateId: string }> {
  const { id } = await userTicket(f, true);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/certification?ticket_id=${id}`,
    headers: { ...XRW, cookie: callers.user.cookie },
  });
  assert.equal(res.statusCode, 200, res.body);
  return { ticketId: id, certificateId: (res.json() as { certificate_id: string }).certificate_id };
}

let cardCount = 0;
/** A new due review card of the `user` caller (a fixture question, ADR 044): the answer naming its right option. */
async function userCard(f: Fixtures): Promise<{ card_id: number; option_id: number; reps: number }> {
  const q = f.topic.ru.flatMap((t) => t.questions)[cardCount++];
  const [card] = await ctx.database.db
    .insert(reviewCard)
    .values({ user_id: callers.user.id, question_id: q.id, subject_id: f.topic.subject.id, due: new Date(Date.now() - 60_000) })
    .returning({ id: reviewCard.id });
  return { card_id: card.id, option_id: q.correct, reps: 0 };
}

/** The `user` caller's autotest ticket on test `f.autotest[n]` (created or resumed; finished when asked). */
async function userAutotest(f: Fixtures, n: number, finished: boolean): Promise<{ id: number; questions: number[] }> {
  const headers = { ...XRW, cookie: callers.user.cookie };
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auto-test/create', headers, payload: { test_id: f.autotest[n] } });
  const data = (res.json() as { data: { ticket: { ticket_id: number; tests: { questions: { id: number }[] }[] } } }).data.ticket;
  if (finished) await ctx.app.inject({ method: 'POST', url: `/api/check-test/finish?ticket_id=${data.ticket_id}`, headers });
  return { id: data.ticket_id, questions: data.tests[0].questions.map((q) => q.id) };
}

/** The caller's running block test (ordered when there is none; block tests do not count against the free mock). */
async function examTicketOf(f: Fixtures, who: Exclude<Caller, 'guest'>): Promise<{ id: number; question: number; option: number }> {
  const headers = { ...XRW, cookie: callers[who].cookie };
  const ordered = await ctx.app.inject({
    method: 'POST',
    url: '/api/exam/order',
    headers,
    payload: { kind: 'block', language_id: 1, blok1_id: f.subjectId },
  });
  assert.equal(ordered.statusCode, 200, ordered.body);
  const active = await ctx.app.inject({ method: 'GET', url: '/api/exam/active?kind=block', headers });
  const ticket = (active.json() as { data: { id: number; questions: { id: number; options: { id: number }[] }[] } }).data;
  return { id: ticket.id, question: ticket.questions[0].id, option: ticket.questions[0].options[0].id };
}

/** The first block pair the seeded directions offer (the SPEC order paths' sample). */
async function firstPair(): Promise<{ blok1_id: number; blok2_id: number }> {
  const form = await ctx.app.inject({ method: 'GET', url: '/api/exam/form?kind=dtm' });
  return (form.json() as { data: { pairs: { blok1_id: number; blok2_id: number }[] } }).data.pairs[0];
}

/** A subject the national certificate offers in Uzbek (a fixture's when the seeded content offers none yet: ≥ 3 sets, ADR 042). */
async function ncSubject(): Promise<number> {
  const offered = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nat-certificate/directions?language_id=1' });
    return (res.json() as { data: { id: number }[] }).data[0]?.id;
  };
  const id = await offered();
  if (id !== undefined) return id;
  await importContent(ctx.database.db, natcertFile({ subject: 'fizika' }));
  return (await offered())!;
}

/** A finished block test of the `user` caller. */
async function finishedExamOf(f: Fixtures): Promise<number> {
  const { id } = await examTicketOf(f, 'user');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/exam/finish',
    headers: { ...XRW, cookie: callers.user.cookie },
    payload: { ticket_id: id },
  });
  assert.equal(res.statusCode, 200, res.body);
  return id;
}

/** A new running olympiad (seeded subjects), each caller's earlier olympiad attempts finished first. */
let olympiadTag = 0;
async function freshOlympiad(): Promise<{ id: number; course: number }> {
  const db = ctx.database.db;
  for (const who of ['user', 'premium'] as const) {
    const running = await db
      .select({ id: examTicket.id })
      .from(examTicket)
      .where(and(eq(examTicket.user_id, callers[who].id), eq(examTicket.kind, 'olympiad'), eq(examTicket.status, 'active')));
    for (const r of running) await finishParticipation(db, callers[who].id, r.id, new Date());
  }
  const now = Date.now();
  const { id } = await createOlympiad(db, {
    version: 1,
    kind: 'olympiad',
    slug: `matrix-${process.pid}-${++olympiadTag}`,
    name_uz: 'Matritsa',
    name_ru: 'Матрица',
    title_uz: '',
    title_ru: '',
    type: 'fixed_subject',
    language_id: 1,
    starts_at: new Date(now - 60_000).toISOString(),
    ends_at: new Date(now + 3_600_000).toISOString(),
    required: [],
    courses: [{ name_uz: 'Fan', name_ru: 'Предмет', minutes: 30, subjects: [{ subject: 'matematika', count: 2 }] }],
  });
  const view = (
    await ctx.app.inject({ method: 'GET', url: `/api/olympic/olympic-view?id=${id}`, headers: { cookie: callers.user.cookie } })
  ).json() as {
    data: { courses: { id: number }[] };
  };
  return { id, course: view.data.courses[0].id };
}

/** The `user` caller's attempt in a new olympiad (finished when asked). */
async function olympiadAttemptOf(finished: boolean): Promise<{ olympiadId: number; course: number; ticketId: number }> {
  const o = await freshOlympiad();
  const headers = { ...XRW, cookie: callers.user.cookie };
  const res = await ctx.app.inject({ method: 'POST', url: '/api/olympic/olympic-order', headers, payload: { olympic_id: o.id } });
  assert.equal(res.statusCode, 200, res.body);
  const ticketId = (res.json() as { data: { ticket_id: number } }).data.ticket_id;
  if (finished) await finishParticipation(ctx.database.db, callers.user.id, ticketId, new Date());
  return { olympiadId: o.id, course: o.course, ticketId };
}

/** A question of the user's running olympiad attempt and one of its options (the check-test sample). */
async function olympiadAnswerOf(): Promise<{ id: number; option_id: number }> {
  const { course } = await olympiadAttemptOf(false);
  const headers = { cookie: callers.user.cookie };
  const res = await ctx.app.inject({ method: 'GET', url: `/api/olympic/olympic-test?olympic_course_id=${course}`, headers });
  assert.equal(res.statusCode, 200, res.body);
  const [question] = (res.json() as { data: { questions: { id: number; options: { id: number }[] }[] } }).data.questions;
  return { id: question.id, option_id: question.options[0].id };
}

/** A seeded demo olympiad's id (the seed makes a running and a finished one). */
async function seededOlympiad(slug: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: olympiad.id }).from(olympiad).where(eq(olympiad.slug, slug));
  return row.id;
}

const profileBody = (f: Fixtures) => ({
  birthday: tashkentDateShift(17),
  gender: 'ayol',
  address_id: f.addressId,
});

/** Every operation of the OpenAPI document, as `METHOD /path` with the document's path template. */
const MATRIX: Record<string, Entry> = {
  'GET /api/health': { role: 'guest' },
  'GET /api/university-all': { role: 'guest', sample: () => ({ query: { page: 1 } }) },
  'GET /api/university-info': { role: 'guest', sample: (f) => ({ query: { univer_name: f.slug } }) },
  'GET /api/university-sort-column': { role: 'guest', sample: (f) => ({ query: { univer_id: f.universityId } }) },
  'GET /api/university-ball': { role: 'guest', sample: (f) => ({ query: { univer_id: f.universityId, year: f.year } }) },
  'GET /api/direction': { role: 'guest', sample: (f) => ({ query: { id: f.universityId } }) },
  'GET /api/address': { role: 'guest', sample: (f) => ({ query: { parent_id: f.addressId } }) },
  'GET /api/subjectname': { role: 'guest' },
  'GET /api/content/counts': { role: 'guest' },
  'POST /api/auth/send-sms': { role: 'guest', sample: () => ({ body: { phone: uniquePhone() } }) },
  'POST /api/sendsms': { role: 'guest', sample: () => ({ body: { phone: uniquePhone() } }) },
  'POST /api/auth/verify-sms': { role: 'guest', sample: async () => ({ body: await pendingCode() }) },
  'POST /api/checksms': { role: 'guest', sample: async () => ({ body: await pendingCode() }) },
  // never 401: the shell asks it at start, a guest gets {data: null}
  'GET /api/auth/me': { role: 'guest' },
  'POST /api/v2/profile/create': {
    role: 'user',
    sample: (f) => ({
      body: { full_name: 'Matrix', last_name: 'Test', type: 'STUDENT', subject_ids: [f.subjectId], ...profileBody(f) },
    }),
  },
  'POST /api/auth/register': {
    role: 'user',
    sample: (f) => ({ body: { first_name: 'Matrix', last_name: 'Test', role: 'STUDENT', ...profileBody(f) } }),
  },
  // a guest may sign out: it ends nothing and clears the cookie
  'POST /api/logout': { role: 'guest' },
  'GET /api/auth/telegram': { role: 'guest' },
  'POST /api/auth/login-with-telegram': { role: 'guest', sample: async () => ({ body: { hashcode: await hashcode() } }) },
  'POST /api/telegram/webhook': { role: 'telegram', sample: () => ({ body: { update_id: 1 } }) },
  // development only (absent when NODE_ENV=production), open like the dev SMS provider it lists
  'GET /api/__dev/outbox': { role: 'guest' },
  'GET /api/profile/view': { role: 'user' },
  'GET /api/profile/result': { role: 'user' },
  'GET /api/profile/statistics': { role: 'user' },
  'GET /api/profile/progress': { role: 'user' },
  'GET /api/avatar-images': { role: 'guest' },
  'GET /api/avatars/{file}': { role: 'guest', sample: () => ({ path: { file: '1.svg' } }) },
  'GET /api/content-images/{file}': { role: 'guest', sample: (f) => ({ path: { file: f.imageFile } }) },
  'POST /api/profile-image-change': { role: 'user', sample: () => ({ body: { image: '/api/avatars/1.svg' } }) },
  'POST /api/profile/update': { role: 'user', sample: (f) => ({ body: { name: 'Matrix', last_name: 'Test', ...profileBody(f) } }) },
  'GET /api/mypage': { role: 'user' },
  'POST /api/mypage': { role: 'user', sample: (f) => ({ body: { data: JSON.stringify({ subject_ids: [f.subjectId] }) } }) },
  'POST /api/profile/follow': { role: 'user', sample: (f) => ({ body: { id: f.targetId } }) },
  'POST /api/profile/unfollow': { role: 'user', sample: (f) => ({ body: { id: f.targetId } }) },
  // one's own data (ADR 033): the export and the deletion code are the signed-in user's
  'GET /api/profile/export': { role: 'user' },
  // each caller signed in (a code sent) moments ago: past the resend cool-down first
  'POST /api/profile/delete-sms': { role: 'user', sample: () => (pastResendCooldown(), {}) },
  'POST /api/profile/delete': { role: 'confirmed', sample: async () => ({ body: { code: await deletionCode() } }) },
  'GET /api/language': { role: 'guest' },
  // topic tests (docs/api.md "Topic tests"); guests take tests too, by their `gt` cookie
  'GET /api/themed-test/view': { role: 'guest', sample: () => ({ query: { page: 1 } }) },
  'GET /api/subject': { role: 'guest', sample: (f) => ({ query: { id: f.topic.subject.slug } }) },
  'GET /api/test-info': { role: 'guest', sample: (f) => ({ query: { test_id: f.topic.uz[0].id } }) },
  'GET /api/themed-order': { role: 'guest', sample: (f) => ({ query: { test_id: f.topic.uz[0].id } }) },
  'POST /api/check-test': {
    role: 'holder',
    sample: async (f) => ({ body: { id: (await userTicket(f, false)).questions[0], option_id: f.topic.uz[1].questions[0].correct } }),
  },
  'GET /api/check-test': { role: 'holder', sample: async (f) => ({ query: { ticket_id: (await userTicket(f, true)).id } }) },
  // with ticket_id a holder's call; the list (no ticket_id) is for signed-in users
  'GET /api/myresult': { role: 'user', sample: () => ({ query: { page: 1 } }) },
  'GET /api/myresult/review': { role: 'holder', sample: async (f) => ({ query: { ticket_id: (await userTicket(f, true)).id } }) },
  'GET /api/teacher-course/recommended-courses': {
    role: 'holder',
    sample: async (f) => ({ query: { ticket_id: (await userTicket(f, true)).id } }),
  },
  'GET /api/category-course/select': { role: 'guest' },
  'GET /api/teacher-course/category-courses': { role: 'guest' },
  'GET /api/teacher-course/top-courses': { role: 'guest' },
  'GET /api/teacher-course/view': { role: 'guest', sample: () => ({ query: { page: 1, sort_by_rating: 'desc' } }) },
  'GET /api/teacher-course/course': { role: 'guest', sample: () => ({ query: { slug: 'kasrlar-va-foizlar' } }) },
  'POST /api/teacher-course/save-course': {
    role: 'user',
    sample: async () => ({ body: { teacher_course_id: await seededCourseId(), action: 'add' } }),
  },
  'GET /api/teacher/view': { role: 'guest', sample: () => ({ query: { page: 1 } }) },
  'GET /api/teacher/top': { role: 'guest', sample: () => ({ query: { limit: 6 } }) },
  'GET /api/teacher/info': { role: 'guest', sample: () => ({ query: { slug: 'sardor-rahimov' } }) },
  'POST /api/subject': { role: 'user', sample: (f) => ({ body: { id: f.topic.uz[0].id, status: true } }) },
  'GET /api/savedtest': { role: 'user' },
  'GET /api/progress': { role: 'guest' },
  'GET /api/errortype': { role: 'guest' },
  'POST /api/test-error/create': {
    role: 'guest',
    sample: (f) => ({ body: { error_id: f.topic.errorTypes[0], message: 'Savolda xato bor', question_id: f.topic.uz[0].questions[0].id } }),
  },
  'POST /api/test-rating/create': {
    role: 'owner',
    sample: async (f) => ({ body: { rating: 5, comment: 'Yaxshi test', ticket_id: (await userTicket(f, true)).id } }),
  },
  // SPEC §7 "Others": the same report and rating under the spec's paths
  'POST /api/feedback': {
    role: 'guest',
    sample: (f) => ({ body: { error_id: f.topic.errorTypes[0], message: 'Savolda xato bor', question_id: f.topic.uz[0].questions[0].id } }),
  },
  'POST /api/comment': {
    role: 'owner',
    sample: async (f) => ({ body: { rating: 4, comment: 'Yaxshi test', ticket_id: (await userTicket(f, true)).id } }),
  },
  'GET /api/subjecttest': { role: 'guest', sample: () => ({ query: { language_id: 1 } }) },
  'GET /api/year': { role: 'guest' },
  // certificates (docs/api.md "Certificates"): issued and downloaded by the ticket's owner, checked by anyone
  'POST /api/certification': { role: 'owner', sample: async (f) => ({ query: { ticket_id: (await userTicket(f, true)).id } }) },
  'GET /api/certificate/{file}': { role: 'owner', sample: async (f) => ({ path: { file: `${(await userCertificate(f)).ticketId}.pdf` } }) },
  // by its certificate id anyone; by the ticket id only its owner (certificates.test.ts)
  'GET /api/certificate/check': { role: 'guest', sample: async (f) => ({ query: { id: (await userCertificate(f)).certificateId } }) },
  // autotest (docs/api.md "Autotest"): the list, figures and board are open; tickets are the signed-in user's
  'GET /api/auto-test/view': { role: 'guest' },
  'GET /api/auto-test/summary': { role: 'guest' },
  'GET /api/auto-test/leaderboard': { role: 'guest', sample: (f) => ({ query: { test_id: f.autotest[0] } }) },
  'POST /api/auto-test/create': { role: 'user', sample: (f) => ({ body: { test_id: f.autotest[0] } }) },
  'POST /api/auto-test/save': { role: 'user', sample: (f) => ({ body: { test_id: f.autotest[0], status: true } }) },
  'GET /api/auto-test/ticket': { role: 'owner', sample: async (f) => ({ query: { ticket_id: (await userAutotest(f, 1, false)).id } }) },
  'POST /api/check-test/check': {
    role: 'owner',
    sample: async (f) => ({ body: { id: (await userAutotest(f, 1, false)).questions[0], option_id: 1 } }),
  },
  'POST /api/check-test/finish': { role: 'owner', sample: async (f) => ({ query: { ticket_id: (await userAutotest(f, 2, false)).id } }) },
  'GET /api/auto-test/result': { role: 'owner', sample: async (f) => ({ query: { ticket_id: (await userAutotest(f, 3, true)).id } }) },
  // Pro (docs/payments.md); the providers' merchant endpoints are not in the document: their own suites
  'GET /api/premium-price/view': { role: 'guest' },
  'GET /api/get-premium-price': { role: 'guest' },
  'GET /api/pro-function/view': { role: 'guest', sample: () => ({ query: { type: 'topic_pro' } }) },
  'GET /api/user-feedback/view': { role: 'guest' },
  'GET /api/payment-feedback-reason/select': { role: 'guest' },
  'POST /api/payment-feedback-reason/create': { role: 'guest', sample: () => ({ body: { payment_feedback_reasons_id: 1 } }) },
  // a premium caller whose Pro lasts the plan is answered true, a free one the sandbox checkout URL
  // the providers' merchant endpoints answer everyone in their own format (HTTP 200; their auth is inside)
  'POST /api/payments/payme': { role: 'guest', sample: () => ({ body: { method: 'CheckPerformTransaction', params: {}, id: 1 } }) },
  'POST /api/payments/click/prepare': {
    role: 'guest',
    sample: () => ({ body: 'click_trans_id=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  },
  'POST /api/payments/click/complete': {
    role: 'guest',
    sample: () => ({ body: 'click_trans_id=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  },
  'POST /api/buy-premium': { role: 'user', sample: () => ({ query: { type: 'payme' }, body: { month_count: 1, phone: '901234567' } }) },
  'GET /api/payment-order/view': { role: 'owner', sample: async () => ({ query: { id: await userOrder() } }) },
  // olympiads (docs/api.md "Olympiads"): everything needs a session; an attempt is its owner's
  'GET /api/olympic/olympics-list': { role: 'user' },
  'GET /api/olympic/olympics-list-finish': { role: 'user' },
  'GET /api/olympic/olympic-view': { role: 'user', sample: async () => ({ query: { id: await seededOlympiad('dtm-olimpiada-demo') } }) },
  'GET /api/olympic/olympic-courses': {
    role: 'user',
    sample: async () => ({ query: { olympic_id: await seededOlympiad('dtm-olimpiada-demo') } }),
  },
  'POST /api/olympic/olympic-order': { role: 'user', sample: async () => ({ body: { olympic_id: (await freshOlympiad()).id } }) },
  'GET /api/olympic/olympic-test': {
    role: 'owner',
    sample: async () => ({ query: { olympic_course_id: (await olympiadAttemptOf(false)).course } }),
  },
  'POST /api/olympic/olympic-finish-test': {
    role: 'owner',
    sample: async () => ({ body: { ticket_id: (await olympiadAttemptOf(false)).ticketId } }),
  },
  'POST /api/olympic/check-test': { role: 'owner', sample: async () => ({ body: await olympiadAnswerOf() }) },
  'POST /api/olympic/visibility': {
    role: 'owner',
    sample: async () => ({ body: { ticket_id: (await olympiadAttemptOf(false)).ticketId, state: 'hidden' } }),
  },
  'GET /api/olympic/olympic-stats': {
    role: 'user',
    sample: async () => ({ query: { olympic_id: await seededOlympiad('tabiiy-fanlar-olimpiada-demo') } }),
  },
  'GET /api/olympic/olympic-review': {
    role: 'owner',
    sample: async () => ({ query: { olympic_id: (await olympiadAttemptOf(true)).olympiadId } }),
  },
  // timed exams (docs/api.md "Exams"): the form is open, everything else needs a session and the ticket's owner
  'GET /api/exam/form': { role: 'guest', sample: () => ({ query: { kind: 'dtm' } }) },
  'POST /api/exam/order': { role: 'user', sample: (f) => ({ body: { kind: 'block', language_id: 1, blok1_id: f.subjectId } }) },
  'GET /api/exam/active': {
    role: 'user',
    sample: async (f) => {
      await examTicketOf(f, 'user');
      await examTicketOf(f, 'premium');
      return { query: { kind: 'block' } };
    },
  },
  'POST /api/exam/answer': {
    role: 'owner',
    sample: async (f) => {
      const t = await examTicketOf(f, 'user');
      return { body: { id: t.question, option_id: t.option, seq: Date.now() } };
    },
  },
  'POST /api/exam/finish': { role: 'owner', sample: async (f) => ({ body: { ticket_id: (await examTicketOf(f, 'user')).id } }) },
  'GET /api/exam/result': { role: 'owner', sample: async (f) => ({ query: { ticket_id: await finishedExamOf(f) } }) },
  // recommendation, learning centres and news (docs/api.md "Recommendation, learning centres and news"): open to guests
  'GET /api/university-advice': { role: 'guest' },
  'GET /api/learning-center/select': { role: 'guest' },
  'POST /api/lead/send': { role: 'guest', sample: () => ({ body: { name: 'Ali', phone: '+998901234567', learning_center_id: 1 } }) },
  'GET /api/news': { role: 'guest', sample: () => ({ query: { page: 1 } }) },
  // private universities' programs (docs/api.md "Programs and applications"): lists and clicks open, applying needs a session
  'GET /api/v2/university/courses': { role: 'guest', sample: () => ({ query: { page: 1 } }) },
  'GET /api/v2/university/course-subjects': { role: 'guest' },
  'POST /api/application-create': {
    role: 'user',
    sample: async () => ({ body: { program_id: (await seededProgram(false)).id, user_name: 'Ali', phone: '+998901234567' } }),
  },
  'GET /api/applications': { role: 'user' },
  'POST /api/user-interaction/store': {
    role: 'guest',
    sample: async () => ({ body: { university_id: (await seededProgram(false)).university_id, action: 'site' } }),
  },
  'POST /api/private-order': {
    role: 'user',
    sample: async () => {
      const program = await seededProgram(true);
      return { body: { course_slug: program.slug, university_slug: program.university_slug } };
    },
  },
  'GET /api/news/view': { role: 'guest', sample: () => ({ query: { slug: 'dtm-test-tuzilmasi' } }) },
  // the review queue (ADR 044): guests have one too (their guest cookie's); a card is its owner's
  'GET /api/review/summary': { role: 'guest' },
  'GET /api/review/session': { role: 'guest', sample: () => ({ query: { limit: 5 } }) },
  'POST /api/review/answer': { role: 'holder', sample: async (f) => ({ body: await userCard(f) }) },
  // SPEC §7 order paths (the same order service) and the national certificate
  'POST /api/dtm-order': {
    role: 'user',
    sample: async () => {
      const pair = await firstPair();
      return { body: { language_id: 1, blok1_id: pair.blok1_id, blok2_id: pair.blok2_id } };
    },
  },
  'POST /api/virtual': {
    role: 'user',
    sample: async () => {
      const pair = await firstPair();
      return { body: { language: 1, blok_1: pair.blok1_id, blok_2: pair.blok2_id } };
    },
  },
  'GET /api/nat-certificate/directions': { role: 'guest' },
  'POST /api/nat-certificate/order': { role: 'user', sample: async () => ({ body: { language_id: 1, subject_id: await ncSubject() } }) },
  // the studio (ADR 052): no learner holds a staff role; each role's own answers are walked in domains/studio/__tests__/studio-matrix.test.ts
  'GET /api/studio/me': { role: 'staff' },
  'GET /api/studio/roles': { role: 'staff' },
  'POST /api/studio/roles': { role: 'staff', sample: () => ({ body: { phone: callers.user.phone, role: 'editor' } }) },
  'DELETE /api/studio/roles': { role: 'staff', sample: () => ({ query: { phone: callers.user.phone, role: 'editor' } }) },
  'GET /api/studio/audit': { role: 'staff' },
  'GET /api/studio/reports': { role: 'staff' },
  'POST /api/studio/reports/{questionId}/dismiss': {
    role: 'staff',
    sample: (f) => ({ path: { questionId: String(f.topic.uz[0].questions[0].id) }, body: { reason: 'Kalit toʻgʻri' } }),
  },
  'GET /api/studio/applications': { role: 'staff' },
  'GET /api/studio/leads': { role: 'staff' },
  'GET /api/studio/payments': { role: 'staff', sample: () => ({ query: { phone: callers.user.phone } }) },
  // the studio's question bank (ADR 056): refused before any lookup, so any well-formed path will do
  'GET /api/studio/questions': { role: 'staff' },
  'GET /api/studio/questions/{subjectId}/{topic}/{key}': {
    role: 'staff',
    sample: () => ({ path: { subjectId: '1', topic: 'a', key: 'b' } }),
  },
  'POST /api/studio/questions/drafts': { role: 'staff', sample: () => ({ body: { subject_id: 1, topic: 'a', item: {} } }) },
  'PUT /api/studio/questions/drafts/{id}': { role: 'staff', sample: () => ({ path: { id: '1' }, body: { item: {} } }) },
  'POST /api/studio/questions/drafts/{id}/submit': { role: 'staff', sample: () => ({ path: { id: '1' } }) },
  'POST /api/studio/questions/drafts/{id}/approve': { role: 'staff', sample: () => ({ path: { id: '1' } }) },
  'POST /api/studio/questions/drafts/{id}/reject': { role: 'staff', sample: () => ({ path: { id: '1' }, body: { reason: 'Kalit xato' } }) },
  'POST /api/studio/pictures': { role: 'staff', sample: () => ({ body: { type: 'image/svg+xml', data: 'PHN2Zy8+' } }) },
  // olympiads and news in the studio (ADR 058): the guard answers before the handler, so a valid shape is enough
  'GET /api/studio/olympiads': { role: 'staff' },
  'GET /api/studio/olympiads/bank': { role: 'staff' },
  'GET /api/studio/olympiads/{id}': { role: 'staff', sample: () => ({ path: { id: '1' } }) },
  'POST /api/studio/olympiads': { role: 'staff', sample: () => ({ body: olympiadFileOf('matematika', 86_400_000) }) },
  'PUT /api/studio/olympiads/{id}': {
    role: 'staff',
    sample: () => ({ path: { id: '1' }, body: olympiadFileOf('matematika', 86_400_000) }),
  },
  'GET /api/studio/news': { role: 'staff' },
  'GET /api/studio/news/{slug}': { role: 'staff', sample: () => ({ path: { slug: 'qabul-taqvimi' } }) },
  'POST /api/studio/news': { role: 'staff', sample: () => ({ body: newsBodyOf('matritsa', new Date().toISOString()) }) },
  'PUT /api/studio/news/{slug}': {
    role: 'staff',
    sample: () => ({ path: { slug: 'matritsa' }, body: newsBodyOf('matritsa', new Date().toISOString()) }),
  },
  'POST /api/studio/news/preview': { role: 'staff', sample: () => ({ body: { body: '# Salom' } }) },
  // the studio's operations and content files (ADR 057)
  'GET /api/studio/remotes': { role: 'staff' },
  'POST /api/studio/remotes/{name}/switch': {
    role: 'staff',
    sample: () => ({ path: { name: 'news' }, body: { version: '1.0.0', expected: null } }),
  },
  'POST /api/studio/remotes/{name}/rollback': { role: 'staff', sample: () => ({ path: { name: 'news' }, body: { expected: '1.0.0' } }) },
  'POST /api/studio/content-files/validate': { role: 'staff', sample: () => ({ body: { name: 'lesson.json', text: '{}' } }) },
  'POST /api/studio/content-files/import': { role: 'staff', sample: () => ({ body: { name: 'lesson.json', text: '{}' } }) },
  'GET /api/studio/content-files/jobs/{id}': { role: 'staff', sample: () => ({ path: { id: '1' } }) },
};

/** An order of the signed-in 'user' caller. */
async function userOrder(): Promise<number> {
  const [plan] = await ctx.database.db.select().from(premiumPlan).limit(1);
  const [row] = await ctx.database.db
    .insert(paymentOrder)
    .values({
      user_id: callers.user.id,
      plan_id: plan.id,
      month_count: plan.month_count,
      amount: plan.price * 100,
      provider: 'click',
      phone: '+998901234567',
      platform: 'web',
    })
    .returning({ id: paymentOrder.id });
  return row.id;
}

const TELEGRAM_SECRET = 'matrix-webhook-secret';
const callers: Record<Exclude<Caller, 'guest'>, { cookie: string; id: number; phone: string }> = {} as never;

async function newCaller(who: Exclude<Caller, 'guest'>): Promise<void> {
  const user = await registeredUser(ctx.app);
  if (who === 'premium') {
    await ctx.database.db
      .update(appUser)
      .set({ premium_until: new Date(Date.now() + 30 * 24 * 3600_000) })
      .where(eq(appUser.id, user.id));
  }
  callers[who] = user;
}

async function documentedOperations(app: FastifyInstance): Promise<string[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
}

interface Answer {
  status: number;
  code: string | null;
}

async function call(app: FastifyInstance, op: string, caller: Caller, sample: Sample): Promise<Answer> {
  const [method, template] = op.split(' ');
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(sample.path?.[name] ?? ''));
  const query = new URLSearchParams(Object.entries(sample.query ?? {}).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const headers: Record<string, string> = { ...(method === 'GET' ? {} : XRW), ...(sample.headers ?? {}) };
  if (caller !== 'guest') headers.cookie = callers[caller].cookie;
  const res = await app.inject({
    method: method as 'GET',
    url: query ? `${path}?${query}` : path,
    headers,
    ...(sample.body === undefined ? {} : { payload: sample.body as object }),
  });
  let code: string | null = null;
  if (res.statusCode >= 300) {
    const body = res.json() as { message?: unknown; code?: unknown };
    assert.equal(typeof body.message, 'string', `${op} as ${caller}: error without a message: ${res.body}`);
    assert.equal(typeof body.code, 'string', `${op} as ${caller}: error without a code: ${res.body}`);
    code = body.code as string;
  }
  // signing in again (verify-sms, hashcode) or out replaces the caller's session: make a new caller
  if (caller !== 'guest' && method !== 'GET') {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: callers[caller].cookie } });
    if ((me.json() as { data: unknown }).data === null) await newCaller(caller);
  }
  return { status: res.statusCode, code };
}

const show = (a: Answer) => `${a.status}${a.code && a.status !== 200 ? ` ${a.code}` : ''}`;

/** What each caller must get from an operation of a role (Telegram's webhook is checked on its own). */
interface Expected {
  ok: (a: Answer) => boolean;
  want: string;
}
const status = (code: number, want = String(code)): Expected => ({ ok: (a) => a.status === code, want });
const UNAUTHORIZED: Expected = { ok: (a) => a.status === 401 && a.code === 'UNAUTHORIZED', want: '401 UNAUTHORIZED' };
const EXPECTED: Record<Exclude<Role, 'telegram'>, Record<Caller, Expected>> = {
  guest: {
    guest: status(200, '200 (open to all, never 401/403)'),
    user: status(200, '200 (open to all, never 401/403)'),
    premium: status(200, '200 (open to all, never 401/403)'),
  },
  user: { guest: UNAUTHORIZED, user: status(200), premium: status(200) },
  premium: { guest: UNAUTHORIZED, user: status(403, '403 (not premium)'), premium: status(200) },
  holder: {
    guest: status(404, '404 (a guest holds only the tickets of its own cookie)'),
    user: status(200, '200 (the holder)'),
    premium: status(404, '404 (not the holder)'),
  },
  owner: {
    guest: UNAUTHORIZED,
    user: status(200, '200 (the owner)'),
    premium: { ok: (a) => a.status === 403 || a.status === 404, want: '403 or 404 (not the owner)' },
  },
  confirmed: {
    guest: UNAUTHORIZED,
    user: status(200, "200 (the code sent to the user's own phone)"),
    premium: status(400, "400 (the code is not for the caller's phone)"),
  },
  staff: {
    guest: UNAUTHORIZED,
    user: status(403, '403 (no staff role)'),
    premium: status(403, '403 (no staff role)'),
  },
};

describe('auth matrix: every operation, its role, each caller', () => {
  let operations: string[] = [];

  before(async () => {
    ctx = await createTestApp({
      auth: {
        limits: HIGH_LIMITS,
        limiter: createMemoryStore(() => Date.now() + clockShift),
        // the webhook's secret check only exists when Telegram is configured; the valid sample update
        // carries no message, so the bot never calls the Telegram api
        telegram: { token: 'matrix-token', username: 'matrix_bot', secret: TELEGRAM_SECRET, apiUrl: 'http://127.0.0.1:9' },
      },
    });
    operations = await documentedOperations(ctx.app);
    // a university with admission rows (for the score and filter calls) and the year of one
    const { rows } = (await ctx.database.db.execute(
      sql`select u.id, u.slug, a.year from university u join admission a on a.university_id = u.id order by u.id, a.year desc limit 1`,
    )) as unknown as { rows: { id: number; slug: string; year: number }[] };
    const first = async (url: string) => ((await ctx.app.inject({ method: 'GET', url })).json() as { data: { id: number }[] }).data[0].id;
    const target = await registeredUser(ctx.app);
    fixtures = {
      universityId: Number(rows[0].id),
      slug: rows[0].slug,
      year: Number(rows[0].year),
      subjectId: await first('/api/subjectname'),
      addressId: await first('/api/address'),
      targetId: target.id,
      topic: await insertTopicFixture(ctx.database.db, { lessons: 2, questions: 3 }),
      autotest: await autotestFixture(),
      imageFile: `${((await ctx.database.db.execute(sql`select sha256 from content_image limit 1`)) as unknown as { rows: { sha256: string }[] }).rows[0].sha256}.svg`,
    };
    await newCaller('user');
    await newCaller('premium');
  });
  after(async () => {
    await ctx?.close();
  });

  it('lists every operation of the OpenAPI document, and only those', () => {
    const missing = operations.filter((op) => !MATRIX[op]);
    const stale = Object.keys(MATRIX).filter((op) => !operations.includes(op));
    assert.deepEqual(
      { missing, stale },
      { missing: [], stale: [] },
      `operations of the document missing from the matrix: ${missing.join(', ') || 'none'}; ` +
        `operations in the matrix the document no longer has: ${stale.join(', ') || 'none'}`,
    );
    console.log(`auth matrix: ${operations.length} operations`);
  });

  it('the premium caller is premium and the user is not', async () => {
    for (const [who, premium] of [
      ['user', false],
      ['premium', true],
    ] as const) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: callers[who].cookie } });
      assert.equal((me.json() as { data: { premium: boolean } }).data.premium, premium, who);
    }
  });

  it('answers each caller as the role says', async () => {
    const rows: string[] = [];
    const failures: string[] = [];
    const expectOk = (op: string, who: Caller, a: Answer, ok: boolean, want: string) => {
      if (!ok) failures.push(`${op} as ${who}: ${show(a)}, expected ${want}`);
    };
    for (const op of operations.filter((o) => MATRIX[o])) {
      const { role, sample } = MATRIX[op];
      const answers = {} as Record<Caller, Answer>;
      for (const who of CALLERS) answers[who] = await call(ctx.app, op, who, (await sample?.(fixtures)) ?? {});
      const { guest, user, premium } = answers;
      const extra: string[] = [];
      switch (role) {
        case 'guest':
        case 'user':
        case 'premium':
        case 'holder':
        case 'owner':
        case 'confirmed':
        case 'staff':
          for (const who of CALLERS) {
            const { ok, want } = EXPECTED[role][who];
            expectOk(op, who, answers[who], ok(answers[who]), want);
          }
          break;
        case 'telegram': {
          // no session counts: without the secret header every caller is refused
          for (const who of CALLERS) {
            const a = answers[who];
            expectOk(op, who, a, a.status === 401 && a.code === 'UNAUTHORIZED', '401 UNAUTHORIZED (no secret header)');
          }
          const withSecret = await call(ctx.app, op, 'guest', {
            ...((await sample?.(fixtures)) ?? {}),
            headers: { 'x-telegram-bot-api-secret-token': TELEGRAM_SECRET },
          });
          expectOk(op, 'guest', withSecret, withSecret.status === 200, '200 with the secret header');
          const wrongSecret = await call(ctx.app, op, 'guest', {
            ...((await sample?.(fixtures)) ?? {}),
            headers: { 'x-telegram-bot-api-secret-token': `${TELEGRAM_SECRET}x` },
          });
          expectOk(op, 'guest', wrongSecret, wrongSecret.status === 401, '401 with a wrong secret');
          // the same database without Telegram configured: the route answers 404 to everyone
          const plain = await buildApp({ database: ctx.database, auth: { limits: HIGH_LIMITS } });
          await plain.ready();
          try {
            for (const who of CALLERS) {
              const a = await call(plain, op, who, {
                ...((await sample?.(fixtures)) ?? {}),
                headers: { 'x-telegram-bot-api-secret-token': TELEGRAM_SECRET },
              });
              expectOk(op, who, a, a.status === 404 && a.code === 'NOT_FOUND', '404 NOT_FOUND (Telegram not configured)');
              if (who === 'guest') extra.push(`secret ${show(withSecret)}, wrong secret ${show(wrongSecret)}, unconfigured ${show(a)}`);
            }
          } finally {
            await plain.close();
          }
          break;
        }
      }
      rows.push(
        `${op.padEnd(38)} ${role.padEnd(9)} ${show(guest).padEnd(17)} ${show(user).padEnd(17)} ${show(premium).padEnd(17)}${extra.length ? ` ${extra.join('; ')}` : ''}`.trimEnd(),
      );
    }
    console.log(`${'operation'.padEnd(38)} ${'role'.padEnd(9)} ${'guest'.padEnd(17)} ${'user'.padEnd(17)} premium`);
    for (const row of rows) console.log(row);
    assert.deepEqual(failures, []);
  });
});
