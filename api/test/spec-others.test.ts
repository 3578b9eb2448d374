// The five SPEC §7 calls the document lacked (issue 29 item 7): POST /olympic/check-test {id,
// option_id} on the exam engine, POST /feedback (the test-error report), POST /comment (the test
// rating), GET /subjecttest, GET /year. Each: a valid call, bad input → 400 in uz and ru, auth where
// it is needed. Every answer here is also checked against the served document (openapi-check.ts).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createOlympiad } from '../src/domains/olympiads/service-create';
import { XRW, createTestApp, registeredUser, type TestContext } from './helpers';
import { insertTopicFixture, type TopicFixture } from './tests-fixture';

let ctx: TestContext;
let topic: TopicFixture;
let user: { cookie: string; id: number };

before(async () => {
  ctx = await createTestApp();
  topic = await insertTopicFixture(ctx.database.db);
  user = await registeredUser(ctx.app);
});
after(() => ctx.close());

type Json = Record<string, unknown>;
async function call(
  method: 'GET' | 'POST',
  url: string,
  { body, cookie, locale }: { body?: unknown; cookie?: string; locale?: string } = {},
) {
  const headers: Record<string, string> = { ...(method === 'POST' ? XRW : {}), ...(cookie ? { cookie } : {}) };
  if (locale) headers['accept-language'] = locale;
  const res = await ctx.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as Json }) });
  return { status: res.statusCode, body: res.json() as Json & { data: never; message: string; code: string; field?: string } };
}

/** The same bad request in uz and ru: 400 with a localised message naming the field. */
async function refusedInBothLocales(method: 'GET' | 'POST', url: string, body: unknown, field: string, cookie?: string) {
  const uz = await call(method, url, { body, cookie, locale: 'uz' });
  const ru = await call(method, url, { body, cookie, locale: 'ru' });
  for (const res of [uz, ru]) {
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.equal(res.body.code, 'VALIDATION_ERROR');
    assert.equal(res.body.field, field);
  }
  assert.notEqual(uz.body.message, ru.body.message, 'the message is localised');
  assert.match(ru.body.message, /[а-яё]/i);
}

describe('POST /olympic/check-test', () => {
  /** A new user's attempt at a new running olympiad: its questions and the user's cookie. */
  async function attempt() {
    const { cookie } = await registeredUser(ctx.app);
    const now = Date.now();
    const { id } = await createOlympiad(ctx.database.db, {
      version: 1,
      kind: 'olympiad',
      slug: `spec-others-${process.pid}-${now}`,
      name_uz: 'Sinov',
      name_ru: 'Проба',
      title_uz: '',
      title_ru: '',
      type: 'fixed_subject',
      language_id: 1,
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + 3_600_000).toISOString(),
      required: [],
      courses: [{ name_uz: 'Fan', name_ru: 'Предмет', minutes: 30, subjects: [{ subject: 'matematika', count: 2 }] }],
    });
    const order = await call('POST', '/api/olympic/olympic-order', { body: { olympic_id: id }, cookie });
    assert.equal(order.status, 200, JSON.stringify(order.body));
    const { olympic_course_id } = order.body.data as { olympic_course_id: number };
    const test = await call('GET', `/api/olympic/olympic-test?olympic_course_id=${olympic_course_id}`, { cookie });
    const { questions } = test.body.data as { questions: { id: number; options: { id: number }[] }[] };
    return { questions, cookie };
  }

  it('saves an answer of the running attempt on the exam engine; the later one wins', async () => {
    const {
      questions: [question],
      cookie,
    } = await attempt();
    const first = await call('POST', '/api/olympic/check-test', {
      body: { id: question.id, option_id: question.options[0].id },
      cookie,
    });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal((first.body.data as { option_id: number }).option_id, question.options[0].id);
    const second = await call('POST', '/api/olympic/check-test', {
      body: { id: question.id, option_id: question.options[1].id },
      cookie,
    });
    assert.equal((second.body.data as { option_id: number }).option_id, question.options[1].id);
    // an older seq (the exam screen's re-send) changes nothing
    const stale = await call('POST', '/api/olympic/check-test', {
      body: { id: question.id, option_id: question.options[2].id, seq: 1 },
      cookie,
    });
    assert.equal((stale.body.data as { option_id: number }).option_id, question.options[1].id);
  });

  it('needs a session, refuses bad input in uz and ru, and another ticket kind is 404', async () => {
    const {
      questions: [question],
      cookie,
    } = await attempt();
    const guest = await call('POST', '/api/olympic/check-test', { body: { id: question.id, option_id: question.options[0].id } });
    assert.equal(guest.status, 401);
    assert.equal(guest.body.code, 'UNAUTHORIZED');
    await refusedInBothLocales('POST', '/api/olympic/check-test', { id: question.id }, 'option_id', cookie);
    await refusedInBothLocales('POST', '/api/olympic/check-test', { id: 0, option_id: 1 }, 'id', cookie);
    const other = await registeredUser(ctx.app);
    const foreign = await call('POST', '/api/olympic/check-test', {
      body: { id: question.id, option_id: question.options[0].id },
      cookie: other.cookie,
    });
    assert.equal(foreign.status, 404);
    // a block exam's question is not an olympiad's
    const order = await call('POST', '/api/exam/order', {
      body: { kind: 'block', language_id: 1, blok1_id: topic.subject.id },
      cookie: other.cookie,
    });
    if (order.status === 200) {
      const active = await call('GET', '/api/exam/active?kind=block', { cookie: other.cookie });
      const [q] = (active.body.data as { questions: { id: number; options: { id: number }[] }[] }).questions;
      const wrongKind = await call('POST', '/api/olympic/check-test', {
        body: { id: q.id, option_id: q.options[0].id },
        cookie: other.cookie,
      });
      assert.equal(wrongKind.status, 404);
      assert.equal(wrongKind.body.code, 'QUESTION_NOT_FOUND');
    }
  });
});

describe('POST /feedback and POST /comment (the test-error report and the test rating)', () => {
  it('POST /feedback takes a report from anyone; bad input is 400 in uz and ru', async () => {
    const body = { error_id: topic.errorTypes[0], message: 'Savolda xato bor', question_id: topic.uz[0].questions[0].id };
    const ok = await call('POST', '/api/feedback', { body });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(typeof ok.body.message, 'string');
    await refusedInBothLocales('POST', '/api/feedback', { ...body, message: 'x'.repeat(201) }, 'message');
    const unknown = await call('POST', '/api/feedback', { body: { ...body, question_id: 2_000_000_000 } });
    assert.equal(unknown.status, 404);
  });

  it('POST /comment rates a finished ticket of its signed-in owner; a guest is 401', async () => {
    const test = topic.uz[0];
    const order = await call('GET', `/api/themed-order?test_id=${test.id}`, { cookie: user.cookie });
    const ticketId = (order.body.data as { ticket_id: number }).ticket_id;
    await ctx.app.inject({ method: 'GET', url: `/api/check-test?ticket_id=${ticketId}`, headers: { ...XRW, cookie: user.cookie } });
    const guest = await call('POST', '/api/comment', { body: { rating: 5, comment: 'Zo‘r', ticket_id: ticketId } });
    assert.equal(guest.status, 401);
    await refusedInBothLocales('POST', '/api/comment', { rating: 6, comment: 'Zo‘r', ticket_id: ticketId }, 'rating', user.cookie);
    const ok = await call('POST', '/api/comment', { body: { rating: 4, comment: 'Zo‘r test', ticket_id: ticketId }, cookie: user.cookie });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const again = await call('POST', '/api/comment', { body: { rating: 4, comment: 'Yana', ticket_id: ticketId }, cookie: user.cookie });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'ALREADY_RATED');
  });
});

describe('GET /subjecttest and GET /year', () => {
  it('GET /subjecttest lists the subjects with tests in a content language, with their counts', async () => {
    const uz = await call('GET', '/api/subjecttest');
    assert.equal(uz.status, 200);
    const mine = (uz.body.data as { id: number; slug: string; test_count: number }[]).find((s) => s.id === topic.subject.id);
    assert.ok(mine, 'the fixture subject is listed');
    assert.equal(mine.test_count, topic.uz.length);
    const ru = await call('GET', '/api/subjecttest?language_id=2');
    const mineRu = (ru.body.data as { id: number; test_count: number }[]).find((s) => s.id === topic.subject.id);
    assert.equal(mineRu?.test_count, topic.ru.length);
    for (const s of uz.body.data as { test_count: number }[]) assert.ok(s.test_count > 0, 'only subjects with tests');
    await refusedInBothLocales('GET', '/api/subjecttest?language_id=9', undefined, 'language_id');
  });

  it('GET /year lists the exam years, newest first, as the orders take them', async () => {
    const res = await call('GET', '/api/year');
    assert.equal(res.status, 200);
    const years = res.body.data as { id: number; name: string }[];
    assert.ok(
      years.some((y) => y.id === 2025 && y.name === '2025'),
      JSON.stringify(years),
    );
    assert.deepEqual(
      years.map((y) => y.id),
      [...years.map((y) => y.id)].sort((a, b) => b - a),
    );
  });
});
