// The topic-test catalogue and the feedback around it: the card list (language, subject, search,
// paging), subjects, test info (top learners, opinions), saved tests, error types, error reports and
// ratings (SPEC §2 "Topic tests", §3 Test card / Test info, §5 limits, §7 "Tests").
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { errorBodySchema } from '@platform/shared/contracts';
import {
  errorTypeListResponse,
  okResponse,
  saveTestResponse,
  savedTestListResponse,
  subjectResponse,
  testInfoResponse,
  themedTestListResponse,
  type TestCard,
} from '@platform/shared/topic-tests';
import { errorReport, errorType, savedTest, testRating, themedTest } from '../../../db/schema';
import { registeredUser } from '../../../../test/helpers';
import { Browser, insertTicket, insertTopicFixture, topicSuite, type Answer, type TopicFixture } from '../../../../test/tests-fixture';

/** A word in every lesson name of the first subject, found nowhere else (the seed has real lessons). */
const WORD = `Qzvorak${Math.random().toString(36).slice(2, 8)}`;
let other: TopicFixture;
let alice: Browser;
let aliceId: number;
let bob: Browser;
let bobId: number;
const suite = topicSuite({ fixture: { lessons: 7, questions: 4, word: WORD }, users: 2 }, async ({ db, users }) => {
  [{ browser: alice, id: aliceId }, { browser: bob, id: bobId }] = users;
  // a second subject, added later (sorted after), whose lessons share no word with the first
  other = await insertTopicFixture(db, { lessons: 2, questions: 6, createdAt: new Date(Date.now() - 20 * 86_400_000) });
});
const db = () => suite.db;

const guest = () => new Browser(suite.app);
const ru = () => new Browser(suite.app, { 'accept-language': 'ru' });
const list = async (browser: Browser, query: string) => themedTestListResponse.parse(await browser.ok(`/api/themed-test/view?${query}`));
const errorOf = (res: Answer) => errorBodySchema.parse(res.body);

describe('GET /api/themed-test/view', () => {
  it('cards of a subject in the content language, in lesson order, with every field', async () => {
    const page = await list(guest(), `name=${suite.fx.subject.slug}`);
    assert.equal(page.meta.total, 7);
    assert.deepEqual(
      page.data.map((c) => c.testId),
      suite.fx.uz.map((t) => t.id),
      'uz by default (locale uz), lesson order',
    );
    const card = page.data[0];
    assert.deepEqual(card, {
      testId: suite.fx.uz[0].id,
      subjectName: suite.fx.subject.name_uz,
      subjectSlug: suite.fx.subject.slug,
      subjectColor: '#3366ff',
      lessonName: suite.fx.uz[0].name,
      testCount: 4,
      testRating: 0,
      viewCount: 0,
      isSaved: false,
      testUrl: `/mavzuli-test/${suite.fx.subject.slug}/${suite.fx.uz[0].id}-${suite.fx.uz[0].slug}`,
      isNew: true,
      opensAt: null,
    } satisfies TestCard);
    // Russian interface: Russian tests with the Russian subject name; language_id overrides
    const inRu = await list(ru(), `name=${suite.fx.subject.slug}`);
    assert.deepEqual(
      inRu.data.map((c) => c.testId),
      suite.fx.ru.map((t) => t.id),
    );
    assert.equal(inRu.data[0].subjectName, suite.fx.subject.name_ru);
    const uzContentRuNames = await list(ru(), `name=${suite.fx.subject.slug}&language_id=1`);
    assert.deepEqual(
      uzContentRuNames.data.map((c) => c.testId),
      suite.fx.uz.map((t) => t.id),
    );
    assert.equal(uzContentRuNames.data[0].subjectName, suite.fx.subject.name_ru);
    // a test added 20 days ago is not new
    const old = await list(guest(), `name=${other.subject.slug}`);
    assert.ok(old.data.length === 2 && old.data.every((c) => !c.isNew && c.testCount === 6));
  });

  it('a test the caller has finished is no longer "new"; an unfinished ticket or another learner does not change it', async () => {
    const [done, started] = [suite.fx.uz[5], suite.fx.uz[6]];
    await insertTicket(db(), done, { userId: bobId }, { finished: true, answered: 2 });
    await insertTicket(db(), started, { userId: bobId }, { answered: 1 });
    const isNew = async (browser: Browser) =>
      new Map((await list(browser, `name=${suite.fx.subject.slug}`)).data.map((c) => [c.testId, c.isNew] as const));
    const bobs = await isNew(bob);
    assert.equal(bobs.get(done.id), false, 'finished by bob');
    assert.equal(bobs.get(started.id), true, 'only started');
    assert.equal(bobs.get(suite.fx.uz[0].id), true);
    const guests = await isNew(guest());
    assert.equal(guests.get(done.id), true, 'someone else finished it');
  });

  it('pages: size and page, page_count; the size is capped (400 beyond 60)', async () => {
    const p1 = await list(guest(), `name=${suite.fx.subject.slug}&size=3&page=1`);
    const p3 = await list(guest(), `name=${suite.fx.subject.slug}&size=3&page=3`);
    assert.deepEqual(p1.meta, { page: 1, size: 3, total: 7, page_count: 3 });
    assert.deepEqual(
      p1.data.map((c) => c.testId),
      suite.fx.uz.slice(0, 3).map((t) => t.id),
    );
    assert.deepEqual(
      p3.data.map((c) => c.testId),
      [suite.fx.uz[6].id],
    );
    assert.equal((await list(guest(), `name=${suite.fx.subject.slug}&size=3&page=9`)).data.length, 0);
    assert.equal((await list(guest(), '')).meta.size, 30, 'SPEC §9: 30 per page');
    for (const bad of ['size=1000000', 'size=61', 'size=0', 'page=0', 'page=-1', 'size=abc', 'language_id=4', 'name=Bad%20Slug']) {
      const res = await guest().get(`/api/themed-test/view?${bad}`);
      assert.equal(res.status, 400, `${bad}: ${res.raw}`);
      assert.equal(errorOf(res).code, 'VALIDATION_ERROR');
    }
  });

  it('search: lesson or subject name, any case, wildcards literal; an unknown subject is an empty page', async () => {
    const byLesson = await list(guest(), `search=${WORD.toLowerCase().replace('qzv', 'QZV')}`);
    assert.deepEqual(
      byLesson.data.map((c) => c.testId),
      suite.fx.uz.map((t) => t.id),
    );
    const bySubject = await list(guest(), `search=${encodeURIComponent(other.subject.name_uz.toUpperCase())}`);
    assert.deepEqual(
      bySubject.data.map((c) => c.testId),
      other.uz.map((t) => t.id),
    );
    const russianSubjectName = await list(guest(), `search=${encodeURIComponent(other.subject.name_ru)}`);
    assert.equal(russianSubjectName.meta.total, 2);
    for (const wildcard of ['%', '_', '\\', 'Mavzu%Kasrlar', 'Mavzu_1']) {
      const res = await list(guest(), `search=${encodeURIComponent(wildcard.replace('Kasrlar', WORD))}&name=${suite.fx.subject.slug}`);
      assert.equal(res.meta.total, 0, `"${wildcard}" is literal`);
    }
    assert.equal((await list(guest(), `search=${encodeURIComponent(`Mavzu 1 ${WORD}`)}`)).meta.total, 1);
    const unknown = await list(guest(), 'name=no-such-subject');
    assert.deepEqual(unknown, { data: [], meta: { page: 1, size: 30, total: 0, page_count: 0 } });
    assert.equal((await guest().get(`/api/themed-test/view?search=${'x'.repeat(101)}`)).status, 400);
  });

  it('the rating is the average of the ratings (one decimal), views count starts, isSaved is the caller’s', async () => {
    const test = suite.fx.uz[1];
    // one rating per user and test
    const carol = await registeredUser(suite.app);
    for (const [rating, user] of [
      [5, aliceId],
      [4, bobId],
      [4, carol.id],
    ] as const) {
      const t = await insertTicket(db(), test, { userId: user }, { finished: true });
      await db().insert(testRating).values({ ticket_id: t.id, test_id: test.id, user_id: user, rating, comment: 'ok' });
    }
    await db().update(themedTest).set({ view_count: 12 }).where(eq(themedTest.id, test.id));
    await db().insert(savedTest).values({ user_id: aliceId, test_id: test.id });
    const card = (await list(alice, `name=${suite.fx.subject.slug}`)).data[1];
    assert.equal(card.testRating, 4.3);
    assert.equal(card.viewCount, 12);
    assert.equal(card.isSaved, true);
    assert.equal((await list(bob, `name=${suite.fx.subject.slug}`)).data[1].isSaved, false);
    assert.equal((await list(guest(), `name=${suite.fx.subject.slug}`)).data[1].isSaved, false);
  });
});

describe('GET /api/subject', () => {
  it('by id or by slug, localised, with its number of tests in the content language; 404 otherwise', async () => {
    const byId = subjectResponse.parse(await guest().ok(`/api/subject?id=${suite.fx.subject.id}`)).data;
    assert.deepEqual(byId, {
      id: suite.fx.subject.id,
      slug: suite.fx.subject.slug,
      name: suite.fx.subject.name_uz,
      color: '#3366ff',
      image: null,
      test_count: 7,
    });
    const bySlug = subjectResponse.parse(await ru().ok(`/api/subject?id=${suite.fx.subject.slug}`)).data;
    assert.equal(bySlug.id, suite.fx.subject.id);
    assert.equal(bySlug.name, suite.fx.subject.name_ru);
    assert.equal(bySlug.test_count, 7);
    for (const id of ['99999999', 'no-such-subject']) {
      const res = await guest().get(`/api/subject?id=${id}`);
      assert.equal(res.status, 404);
      assert.equal(errorOf(res).code, 'SUBJECT_NOT_FOUND');
    }
    // '-1' has the form of a slug: an unknown subject, not bad input
    assert.equal((await guest().get('/api/subject?id=-1')).status, 404);
    for (const id of ['', 'Bad Slug', 'UPPER', 'a_b', 'x'.repeat(121)])
      assert.equal((await guest().get(`/api/subject?id=${encodeURIComponent(id)}`)).status, 400, id);
  });
});

describe('GET /api/test-info', () => {
  it('names, counts, rating, the top 10 learners by their best finished ticket, the latest 20 opinions', async () => {
    const test = suite.fx.uz[2];
    const learners = await Promise.all(Array.from({ length: 11 }, () => registeredUser(suite.app)));
    // learner i: best finished ticket with (i % 5) correct answers; also an unfinished better one
    for (const [i, l] of learners.entries()) {
      await insertTicket(db(), test, { userId: l.id }, { finished: true, answered: Math.min(4, i % 5) });
      await insertTicket(db(), test, { userId: l.id }, { finished: true, answered: 0 });
    }
    await insertTicket(db(), test, { userId: learners[0].id }, { finished: false, answered: 4 });
    await insertTicket(db(), test, {}, { finished: true, answered: 4 }); // a guest: never listed
    // 22 opinions, one per user and test: the learners' and 11 more people's (on active tickets, so
    // that the top list stays the learners')
    const raters = [...learners, ...(await Promise.all(Array.from({ length: 11 }, () => registeredUser(suite.app))))];
    for (let i = 0; i < 22; i++) {
      const t = await insertTicket(db(), test, { userId: raters[i].id }, { finished: i < 11 });
      await db()
        .insert(testRating)
        .values({
          ticket_id: t.id,
          test_id: test.id,
          user_id: raters[i].id,
          rating: 1 + (i % 5),
          comment: `fikr ${i}`,
          created_at: new Date(Date.now() - (22 - i) * 1000),
        });
    }
    const info = testInfoResponse.parse(await alice.ok(`/api/test-info?test_id=${test.id}`)).data;
    assert.equal(info.test_id, test.id);
    assert.equal(info.subject_id, suite.fx.subject.id);
    assert.equal(info.subject_slug, suite.fx.subject.slug);
    assert.equal(info.subject_name, suite.fx.subject.name_uz);
    assert.equal(info.lesson_name, test.name);
    assert.equal(info.test_url, `/mavzuli-test/${suite.fx.subject.slug}/${test.id}-${test.slug}`, 'the canonical link');
    assert.equal(info.language_id, 1, 'the content language of the test');
    const ruInfo = testInfoResponse.parse(await guest().ok(`/api/test-info?test_id=${suite.fx.ru[0].id}`)).data;
    assert.equal(ruInfo.language_id, 2);
    assert.equal(info.test_count, 4);
    assert.equal(info.themed_ball, 5);
    assert.equal(info.is_saved, false);
    assert.equal(info.opens_at, null);
    assert.equal(info.details.top_user.length, 10);
    const balls = info.details.top_user.map((u) => u.ball);
    assert.deepEqual(
      balls,
      [...balls].sort((a, b) => b - a),
    );
    assert.equal(balls[0], 4);
    const best = new Map(learners.map((l, i) => [l.id, Math.min(4, i % 5)]));
    for (const u of info.details.top_user) {
      assert.equal(u.ball, best.get(u.id), 'best finished ticket, not the unfinished one');
      assert.equal(u.name, 'Test User');
    }
    assert.equal(info.details.test_rating.length, 20);
    assert.equal(info.details.test_rating[0].comment, 'fikr 21', 'newest first');
    assert.equal(info.details.test_rating[0].profile_id, raters[21].id);
    const avg = Array.from({ length: 22 }, (_, i) => 1 + (i % 5)).reduce((a, b) => a + b, 0) / 22;
    assert.equal(info.test_rating, Math.round(avg * 10) / 10);
    assert.equal((await guest().get('/api/test-info?test_id=99999999')).status, 404);
    assert.equal((await guest().get('/api/test-info?test_id=abc')).status, 400);
    assert.equal((await guest().get('/api/test-info')).status, 400);
  });
});

describe('saved tests', () => {
  it('POST /api/subject saves and unsaves (idempotent); GET /api/savedtest lists the caller’s, newest first', async () => {
    const [t1, t2] = [suite.fx.ru[0], suite.fx.ru[1]];
    const save = (b: Browser, id: number, status: boolean) => b.post('/api/subject', { id, status });
    const r1 = await save(bob, t1.id, true);
    assert.equal(r1.status, 200, r1.raw);
    assert.deepEqual(saveTestResponse.parse(r1.body), { data: { id: t1.id, is_saved: true } });
    assert.equal((await save(bob, t1.id, true)).status, 200, 'saving twice is harmless');
    await new Promise((r) => setTimeout(r, 5));
    await save(bob, t2.id, true);
    const listed = savedTestListResponse.parse(await bob.ok('/api/savedtest'));
    assert.deepEqual(
      listed.data.map((c) => c.testId),
      [t2.id, t1.id],
    );
    assert.ok(listed.data.every((c) => c.isSaved));
    assert.equal(listed.meta.total, 2);
    assert.deepEqual(
      savedTestListResponse.parse(await bob.ok('/api/savedtest?size=1&page=2')).data.map((c) => c.testId),
      [t1.id],
    );
    assert.equal((await bob.get('/api/savedtest?size=1000000')).status, 400);
    assert.deepEqual(saveTestResponse.parse((await save(bob, t2.id, false)).body).data, { id: t2.id, is_saved: false });
    assert.equal((await save(bob, t2.id, false)).status, 200, 'unsaving twice is harmless');
    assert.deepEqual(
      savedTestListResponse.parse(await bob.ok('/api/savedtest')).data.map((c) => c.testId),
      [t1.id],
    );
    // alice's saved list is hers
    assert.ok(!savedTestListResponse.parse(await alice.ok('/api/savedtest')).data.some((c) => c.testId === t1.id));
    const unknown = await save(bob, 99999999, true);
    assert.equal(unknown.status, 404);
    assert.equal(errorOf(unknown).code, 'TEST_NOT_FOUND');
    assert.equal((await save(bob, 1, 'yes' as never)).status, 400);
    assert.equal((await guest().post('/api/subject', { id: t1.id, status: true })).status, 401);
    assert.equal((await guest().get('/api/savedtest')).status, 401);
  });
});

describe('error types and reports', () => {
  it('GET /api/errortype lists the kinds, localised', async () => {
    const uz = errorTypeListResponse.parse(await guest().ok('/api/errortype')).data;
    const inRu = errorTypeListResponse.parse(await ru().ok('/api/errortype')).data;
    const rows = await db().select().from(errorType).orderBy(errorType.id);
    assert.ok(rows.length >= 3);
    assert.deepEqual(
      uz,
      rows.map((r) => ({ id: r.id, name: r.name_uz })),
    );
    assert.deepEqual(
      inRu,
      rows.map((r) => ({ id: r.id, name: r.name_ru })),
    );
  });

  it('POST /api/test-error/create: anyone may report; message 1–200 characters; unknown kinds and questions refused', async () => {
    const q = suite.fx.uz[0].questions[0].id;
    const count = async () => (await db().select().from(errorReport).where(eq(errorReport.question_id, q))).length;
    const asGuest = await guest().post('/api/test-error/create', { error_id: 1, message: '  Javob noto‘g‘ri  ', question_id: q });
    assert.equal(asGuest.status, 200, asGuest.raw);
    assert.match(okResponse.parse(asGuest.body).message, /Rahmat/);
    const asUser = await ru().post('/api/test-error/create', { error_id: 2, message: 'x'.repeat(200), question_id: q });
    assert.match(okResponse.parse(asUser.body).message, /Спасибо/);
    await alice.post('/api/test-error/create', { error_id: 3, message: 'Rasm yo‘q', question_id: q });
    const rows = await db().select().from(errorReport).where(eq(errorReport.question_id, q));
    assert.equal(rows.length, 3);
    assert.equal(rows.find((r) => r.error_id === 1)?.message, 'Javob noto‘g‘ri', 'trimmed');
    assert.equal(rows.find((r) => r.error_id === 1)?.user_id, null);
    assert.equal(rows.find((r) => r.error_id === 3)?.user_id, aliceId);

    const tooLong = await guest().post('/api/test-error/create', { error_id: 1, message: 'x'.repeat(201), question_id: q });
    assert.equal(tooLong.status, 400);
    assert.deepEqual(errorOf(tooLong), { message: "Juda uzun: koʻpi bilan 200 ta belgi", code: 'VALIDATION_ERROR', field: 'message' });
    const tooLongRu = await ru().post('/api/test-error/create', { error_id: 1, message: 'x'.repeat(201), question_id: q });
    assert.equal(errorOf(tooLongRu).message, 'Слишком длинно: не больше 200 символов');
    const empty = await guest().post('/api/test-error/create', { error_id: 1, message: '   ', question_id: q });
    assert.equal(errorOf(empty).field, 'message');
    assert.equal(errorOf(empty).message, 'Xabarni yozing');
    for (const errorId of [999, 2147483648, 99999999999]) {
      const noKind = await guest().post('/api/test-error/create', { error_id: errorId, message: 'xato', question_id: q });
      assert.equal(noKind.status, 400, `${errorId}: ${noKind.raw}`);
      assert.equal(errorOf(noKind).field, 'error_id');
    }
    const noQuestion = await guest().post('/api/test-error/create', { error_id: 1, message: 'xato', question_id: 99999999 });
    assert.equal(noQuestion.status, 404);
    assert.equal(errorOf(noQuestion).code, 'QUESTION_NOT_FOUND');
    assert.equal((await guest().post('/api/test-error/create', { error_id: 1, message: 'xato', question_id: 2147483648 })).status, 400);
    assert.equal(await count(), 3, 'refused reports store nothing');
  });
});

describe('POST /api/test-rating/create', () => {
  it('the signed-in owner of a finished ticket rates it once; everything else is refused', async () => {
    const test = suite.fx.uz[3];
    const rate = (b: Browser, body: unknown) => b.post('/api/test-rating/create', body);
    const active = await insertTicket(db(), test, { userId: aliceId });
    const activeRes = await rate(alice, { rating: 4, comment: 'Yaxshi', ticket_id: active.id });
    assert.equal(activeRes.status, 403);
    assert.equal(errorOf(activeRes).code, 'TICKET_ACTIVE');
    const done = await insertTicket(db(), test, { userId: aliceId }, { finished: true, answered: 2 });
    const ok = await rate(alice, { rating: 4, comment: '  Yaxshi test  ', ticket_id: done.id });
    assert.equal(ok.status, 200, ok.raw);
    assert.match(okResponse.parse(ok.body).message, /Rahmat/);
    const again = await rate(alice, { rating: 2, comment: 'Boshqa fikr', ticket_id: done.id });
    assert.equal(again.status, 409);
    assert.equal(errorOf(again).code, 'ALREADY_RATED');
    const stored = await db().select().from(testRating).where(eq(testRating.ticket_id, done.id));
    assert.deepEqual(
      stored.map((r) => [r.rating, r.comment, r.user_id, r.test_id]),
      [[4, 'Yaxshi test', aliceId, test.id]],
    );
    // the default rating is 5 (SPEC §5)
    const other2 = await insertTicket(db(), test, { userId: aliceId }, { finished: true });
    assert.equal((await rate(alice, { comment: 'Zo‘r', ticket_id: other2.id })).status, 200);
    assert.equal((await db().select().from(testRating).where(eq(testRating.ticket_id, other2.id)))[0].rating, 5);
    // someone else's ticket, unknown tickets, guests, bad input
    const bobs = await insertTicket(db(), test, { userId: bobId }, { finished: true });
    assert.equal((await rate(alice, { rating: 5, comment: 'x', ticket_id: bobs.id })).status, 404);
    assert.equal((await rate(alice, { rating: 5, comment: 'x', ticket_id: 99999999 })).status, 404);
    assert.equal((await rate(guest(), { rating: 5, comment: 'x', ticket_id: bobs.id })).status, 401);
    for (const [body, field, message] of [
      [{ rating: 6, comment: 'x', ticket_id: bobs.id }, 'rating', 'Bahoni 1 dan 5 gacha tanlang'],
      [{ rating: 0, comment: 'x', ticket_id: bobs.id }, 'rating', 'Bahoni 1 dan 5 gacha tanlang'],
      [{ rating: 5, comment: '', ticket_id: bobs.id }, 'comment', 'Fikringizni yozing'],
      [{ rating: 5, comment: 'x'.repeat(201), ticket_id: bobs.id }, 'comment', "Juda uzun: koʻpi bilan 200 ta belgi"],
    ] as const) {
      const res = await rate(bob, body);
      assert.equal(res.status, 400, res.raw);
      assert.deepEqual(errorOf(res), { message, code: 'VALIDATION_ERROR', field });
    }
    assert.equal((await db().select().from(testRating).where(eq(testRating.ticket_id, bobs.id))).length, 0);
  });
});
