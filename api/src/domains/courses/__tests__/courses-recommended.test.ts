// Recommended courses on a test's results page (SPEC §2 results "recommended courses", §3 Course,
// §7 GET /teacher-course/recommended-courses?ticket_id): the test's subject and language, best rated
// first, at most RECOMMENDED_COURSES_MAX, for the ticket's holder only.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@platform/shared/contracts';
import { RECOMMENDED_COURSES_MAX, coursePrice, recommendedCoursesResponse, type CourseCard } from '@platform/shared/courses';
import { contentImage, courseCategory, savedCourse, subject, teacher, teacherCourse, themedTest } from '../../../db/schema';
import { sha256Of } from '../../content/import';
import { buildApp, createTestApp, HIGH_LIMITS, registeredUser, type TestContext } from '../../../../test/helpers';
import { Browser, insertTicket, insertTopicFixture, signedIn, type TopicFixture } from '../../../../test/tests-fixture';

let ctx: TestContext;
let app: FastifyInstance;
let fx: TopicFixture;
let empty: TopicFixture;
let alice: Browser;
let aliceId: number;
let bob: Browser;
/** the fixture's courses: uz ratings 4.1 … 4.9 (6 of them), ru 2, another subject 1 */
const courses: { id: number; slug: string; language_id: number; rating: number; subject_id: number }[] = [];

const db = () => ctx.database.db;
const COVER = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#36f"/></svg>';

async function insertCourses(): Promise<void> {
  const tag = randomBytes(4).toString('hex');
  const sha = sha256Of(COVER);
  await db().insert(contentImage).values({ sha256: sha, svg: COVER }).onConflictDoNothing();
  const [category] = await db()
    .insert(courseCategory)
    .values({ slug: `cat-${tag}`, name_uz: 'Toifa', name_ru: 'Категория' })
    .returning();
  const [t] = await db()
    .insert(teacher)
    .values({
      slug: `teacher-${tag}`,
      full_name: 'Dilnoza Karimova',
      specialty_uz: "Matematika o'qituvchisi",
      specialty_ru: 'Учитель математики',
      bio_uz: 'Bio',
      bio_ru: 'Био',
      avatar_id: 3,
    })
    .returning();
  const [other] = await db()
    .insert(subject)
    .values({ slug: `other-${tag}`, name_uz: 'Boshqa fan', name_ru: 'Другой предмет', color: '#00aa88' })
    .returning();
  const specs = [
    ...[4.1, 4.9, 4.3, 4.7, 4.5, 4.2].map((rating) => ({ language_id: 1, rating, subject_id: fx.subject.id })),
    ...[4.4, 3.9].map((rating) => ({ language_id: 2, rating, subject_id: fx.subject.id })),
    { language_id: 1, rating: 5, subject_id: other.id },
  ];
  for (const [i, spec] of specs.entries()) {
    const premium = i % 2 === 0;
    const [row] = await db()
      .insert(teacherCourse)
      .values({
        slug: `course-${tag}-${i}`,
        teacher_id: t.id,
        category_id: category.id,
        subject_id: spec.subject_id,
        language_id: spec.language_id,
        name: `Kurs ${i}`,
        description: 'Tavsif',
        image_sha256: sha,
        lesson_count: 10 + i,
        type: premium ? 'premium' : 'free',
        price: premium ? 199_000 : 0,
        discount_percent: premium ? 20 : 0,
        rating: spec.rating,
        rating_count: 10,
      })
      .returning({ id: teacherCourse.id, slug: teacherCourse.slug });
    courses.push({ ...row, ...spec });
  }
}

before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
  app = await buildApp({ database: ctx.database, auth: { limits: HIGH_LIMITS }, topicDailyLimit: 0 });
  await app.ready();
  fx = await insertTopicFixture(db(), { lessons: 1, questions: 3 });
  empty = await insertTopicFixture(db(), { lessons: 1, questions: 3 });
  await insertCourses();
  const a = await registeredUser(app);
  alice = signedIn(app, a.cookie);
  aliceId = a.id;
  bob = signedIn(app, (await registeredUser(app)).cookie);
});
after(async () => {
  await app?.close();
  await ctx?.close();
});

async function recommended(browser: Browser, ticketId: number | string) {
  return browser.get(`/api/teacher-course/recommended-courses?ticket_id=${ticketId}`);
}

async function cardsOf(browser: Browser, ticketId: number): Promise<CourseCard[]> {
  const res = await recommended(browser, ticketId);
  assert.equal(res.status, 200, res.raw);
  return recommendedCoursesResponse.parse(res.body).data;
}

describe('GET /api/teacher-course/recommended-courses', () => {
  it('recommends the best rated courses of the test’s subject in its language, at most four, as course cards', async () => {
    const { id } = await insertTicket(db(), fx.uz[0], { userId: aliceId }, { finished: true, answered: 2 });
    const cards = await cardsOf(alice, id);
    assert.equal(cards.length, RECOMMENDED_COURSES_MAX);
    assert.deepEqual(
      cards.map((c) => c.rating),
      [4.9, 4.7, 4.5, 4.3],
    );
    const expected = courses.filter((c) => c.language_id === 1 && c.subject_id === fx.subject.id).sort((a, b) => b.rating - a.rating);
    assert.deepEqual(
      cards.map((c) => c.slug),
      expected.slice(0, 4).map((c) => c.slug),
    );
    const first = cards[0];
    assert.match(first.image.small, /^\/api\/content-images\/[0-9a-f]{64}\.svg$/);
    assert.equal(first.teacher.full_name, 'Dilnoza Karimova');
    assert.equal(first.teacher.image.small, '/api/avatars/3.svg');
    assert.equal(first.subject_name, fx.subject.name_uz);
    assert.equal(first.is_saved, false);
    for (const c of cards) {
      if (c.type === 'free') assert.equal(coursePrice(c), 0);
      else assert.equal(coursePrice(c), 159_200);
    }
    // the cover is really served
    const cover = await app.inject({ method: 'GET', url: first.image.small });
    assert.equal(cover.statusCode, 200);
    assert.match(cover.headers['content-type'] as string, /image\/svg\+xml/);
  });

  it('a Russian test gets the Russian courses, and subject names follow Accept-Language', async () => {
    const { id } = await insertTicket(db(), fx.ru[0], { userId: aliceId }, { finished: true, answered: 1 });
    const res = await alice.request('GET', `/api/teacher-course/recommended-courses?ticket_id=${id}`);
    assert.equal(res.status, 200);
    const uzNames = recommendedCoursesResponse.parse(res.body).data;
    assert.deepEqual(
      uzNames.map((c) => c.rating),
      [4.4, 3.9],
    );
    const ru = new Browser(app, { 'accept-language': 'ru' });
    for (const [k, v] of alice.jar) ru.jar.set(k, v);
    const ruCards = recommendedCoursesResponse.parse((await ru.get(`/api/teacher-course/recommended-courses?ticket_id=${id}`)).body).data;
    assert.equal(ruCards[0].subject_name, fx.subject.name_ru);
  });

  it('marks the learner’s saved courses', async () => {
    const { id } = await insertTicket(db(), fx.uz[0], { userId: aliceId }, { finished: true });
    const best = courses.find((c) => c.rating === 4.9)!;
    await db().insert(savedCourse).values({ user_id: aliceId, course_id: best.id });
    try {
      const cards = await cardsOf(alice, id);
      assert.deepEqual(
        cards.filter((c) => c.is_saved).map((c) => c.id),
        [best.id],
      );
    } finally {
      await db()
        .delete(savedCourse)
        .where(and(eq(savedCourse.user_id, aliceId), eq(savedCourse.course_id, best.id)));
    }
  });

  it('a subject without courses gets an empty list', async () => {
    const { id } = await insertTicket(db(), empty.uz[0], { userId: aliceId }, { finished: true });
    assert.deepEqual(await cardsOf(alice, id), []);
  });

  it('a guest holds a ticket by its cookie; anyone else gets 404 as if it did not exist', async () => {
    const guest = new Browser(app);
    const order = await guest.get(`/api/themed-order?test_id=${fx.uz[0].id}`);
    assert.equal(order.status, 200, order.raw);
    const ticketId = (order.body as { data: { ticket_id: number } }).data.ticket_id;
    assert.equal((await cardsOf(guest, ticketId)).length, RECOMMENDED_COURSES_MAX);
    for (const stranger of [new Browser(app), bob]) {
      const res = await recommended(stranger, ticketId);
      assert.equal(res.status, 404);
      assert.equal(errorBodySchema.parse(res.body).code, 'TICKET_NOT_FOUND');
    }
  });

  it('bad ticket ids are 400, unknown ones 404, never 500', async () => {
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999999', '']) {
      const res = await recommended(alice, bad);
      assert.equal(res.status, 400, `${bad}: ${res.raw}`);
      assert.equal(errorBodySchema.parse(res.body).code, 'VALIDATION_ERROR');
    }
    const missing = await recommended(alice, 2_000_000_000);
    assert.equal(missing.status, 404);
  });

  it("the seeded demo content recommends courses for every subject with courses in a test's language, in both languages", async () => {
    // the seven subjects whose banks came with issue 30 have no courses yet: nothing to recommend there
    const taught = new Set(
      (await db().select({ subject_id: teacherCourse.subject_id, language_id: teacherCourse.language_id }).from(teacherCourse)).map(
        (c) => `${c.subject_id}/${c.language_id}`,
      ),
    );
    const tests = await db()
      .select({ id: themedTest.id, subject_id: themedTest.subject_id, language_id: themedTest.language_id })
      .from(themedTest)
      .orderBy(themedTest.id);
    const fixtures = new Set([fx.subject.id, empty.subject.id]);
    const firstOf = new Map<string, (typeof tests)[number]>();
    for (const t of tests)
      if (!fixtures.has(t.subject_id) && taught.has(`${t.subject_id}/${t.language_id}`) && !firstOf.has(`${t.subject_id}/${t.language_id}`))
        firstOf.set(`${t.subject_id}/${t.language_id}`, t);
    assert.ok(firstOf.size >= 16, `seeded subject × language pairs: ${firstOf.size}`);
    for (const t of firstOf.values()) {
      const order = await alice.get(`/api/themed-order?test_id=${t.id}`);
      if (order.status === 403) continue; // the time-gated lesson
      assert.equal(order.status, 200, order.raw);
      const ticketId = (order.body as { data: { ticket_id: number } }).data.ticket_id;
      const cards = await cardsOf(alice, ticketId);
      assert.ok(cards.length >= (t.language_id === 1 ? 2 : 1), `test ${t.id} (language ${t.language_id}): ${cards.length} courses`);
      assert.ok(cards.every((c, i) => i === 0 || cards[i - 1].rating >= c.rating));
    }
  });
});
