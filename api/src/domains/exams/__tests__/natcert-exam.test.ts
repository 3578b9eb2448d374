// The national certificate on the exam engine, over real HTTP against the seeded database (PGlite,
// or PostgreSQL with TEST_DATABASE_URL): the subjects offered, the order, typed answers (matching,
// short numeric "12,0" = "12", essay) through the same seq-ordered save, nothing revealed before
// finish, grading on finish with points per item type and the estimated level; bad input → 4xx that
// changes nothing; GET /progress?type=Milliy; the SPEC order paths /dtm-order and /virtual.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import {
  dtmFormResponse,
  examResultResponse,
  examTicketResponse,
  nationalCertificateLevel,
  ncDirectionsResponse,
  type ExamTicket,
  type NcItemKey,
} from '@platform/shared/exams';
import { progressResponse } from '@platform/shared/topic-tests';
import { examQuestion, ncItem, subject } from '../../../db/schema';
import { examClient } from '../../../../test/exam-client';
import { HIGH_LIMITS, createTestApp, type TestContext } from '../../../../test/helpers';

let ctx: TestContext;
let base: string;
let maths: number;
let history: number;
let motherTongue: number;

before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const ids = new Map((await ctx.database.db.select({ id: subject.id, slug: subject.slug }).from(subject)).map((s) => [s.slug, s.id]));
  maths = ids.get('matematika')!;
  history = ids.get('ozbekiston-tarixi')!;
  motherTongue = ids.get('ona-tili')!;
});
after(() => ctx.close());

const { call, user } = examClient(
  () => ctx,
  () => base,
);

async function active(cookie: string): Promise<ExamTicket> {
  const res = await call(cookie, 'GET', '/exam/active?kind=natcert');
  assert.equal(res.status, 200, res.raw);
  return examTicketResponse.parse(res.body).data;
}

/**
 * Each exam question's answer key in the ticket's own ids, read from the database (never from the
 * api): a single choice's right option id, a matching's right-hand id for each left item.
 */
async function keysOf(ticketId: number): Promise<Map<number, NcItemKey & { option_id?: number; pairs?: number[] }>> {
  const rows = await ctx.database.db
    .select({ id: examQuestion.id, key: ncItem.answer_key, order: examQuestion.option_order })
    .from(examQuestion)
    .innerJoin(ncItem, eq(ncItem.id, examQuestion.nc_item_id))
    .where(eq(examQuestion.ticket_id, ticketId));
  // the ticket shows stored option / right item `order[k]` at place k, and numbers it by that place
  return new Map(
    rows.map(({ id, key, order }) => [
      id,
      {
        ...key,
        ...(key.type === 'single' ? { option_id: order.indexOf(key.correct) + 1 } : {}),
        ...(key.type === 'matching' ? { pairs: Array.from({ length: key.size }, (_, left) => order.indexOf(left)) } : {}),
      },
    ]),
  );
}

let seq = 0;
const save = (cookie: string, body: Record<string, unknown>, s = ++seq) => call(cookie, 'POST', '/exam/answer', { ...body, seq: s });
/** What reveals an answer key in a reply. */
const REVEALS = /is_true|is_correct|key_pairs|key_answers|answer_key|"correct"|"answers"/;

describe('GET /nat-certificate/directions', () => {
  it('offers the subjects whose set fills the weights in a language; a bad language is a localised 400', async () => {
    const all = ncDirectionsResponse.parse((await call('', 'GET', '/nat-certificate/directions')).body).data;
    const byId = new Map(all.map((d) => [d.id, d]));
    assert.deepEqual(byId.get(maths)?.language_ids, [1, 2]);
    assert.deepEqual(byId.get(history)?.language_ids, [1, 2]);
    assert.equal(byId.has(motherTongue), false, 'ona tili has no full set yet');
    assert.equal(byId.get(maths)?.minutes, 180);
    assert.equal(byId.get(maths)?.question_count, 17);
    const ru = await call('', 'GET', '/nat-certificate/directions?language_id=2', undefined, 'ru');
    assert.equal(ncDirectionsResponse.parse(ru.body).data.find((d) => d.id === history)?.name, 'История Узбекистана');
    const bad = await call('', 'GET', '/nat-certificate/directions?language_id=9');
    assert.equal(bad.status, 400, bad.raw);
    assert.match(bad.raw, /tanlang/i);
  });
});

describe('national certificate exam', () => {
  it('order → typed answers → finish: points per type, estimated score and level; nothing before finish reveals a key', async () => {
    const { cookie } = await user({ premium: false });
    assert.equal((await call('', 'POST', '/nat-certificate/order', { language_id: 1, subject_id: maths })).status, 401);
    const ordered = await call(cookie, 'POST', '/nat-certificate/order', { language_id: 1, subject_id: maths, year_id: 2025 });
    assert.equal(ordered.status, 200, ordered.raw);
    const ticketId = (ordered.body.data as { ticket_id: number }).ticket_id;
    assert.equal(
      ((await call(cookie, 'POST', '/nat-certificate/order', { language_id: 1, subject_id: maths })).body.data as { ticket_id: number })
        .ticket_id,
      ticketId,
      'ordering again continues the ticket',
    );
    const ticket = await active(cookie);
    assert.equal(ticket.id, ticketId);
    assert.equal(ticket.kind, 'natcert');
    assert.ok(ticket.deadline - ticket.server_now > 179 * 60_000 && ticket.deadline - ticket.server_now <= 180 * 60_000);
    assert.deepEqual(
      ticket.sections.map((s) => [s.role, s.question_count, s.points]),
      [
        ['single', 10, 2],
        ['matching', 2, 4],
        ['short', 4, 3],
        ['essay', 1, 12],
      ],
    );
    assert.equal(ticket.questions.length, 17);
    assert.equal(new Set(ticket.questions.map((q) => q.question_id)).size, 17, 'no item twice');
    assert.doesNotMatch((await call(cookie, 'GET', '/exam/active?kind=natcert')).raw, REVEALS);
    const of = (type: string) => ticket.questions.filter((q) => q.type === type);
    assert.ok(of('single').every((q) => q.options.length === 4));
    assert.ok(of('matching').every((q) => q.left!.length === q.right!.length && q.right!.length >= 2));
    assert.ok(of('short').every((q) => typeof q.numeric === 'boolean'));

    const keys = await keysOf(ticketId);
    // single: 8 right, 2 wrong
    const singles = of('single');
    for (const [i, q] of singles.entries()) {
      const right = keys.get(q.id)!.option_id!;
      const res = await save(cookie, { id: q.id, option_id: i < 8 ? right : (right % 4) + 1 });
      assert.equal(res.status, 200, res.raw);
      assert.doesNotMatch(res.raw, REVEALS);
    }
    // matching: the first all right (by the ticket's right-hand ids), the second with two swapped
    const [m1, m2] = of('matching');
    assert.equal((await save(cookie, { id: m1.id, pairs: keys.get(m1.id)!.pairs })).status, 200);
    const swapped = [...keys.get(m2.id)!.pairs!];
    [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
    const m2saved = await save(cookie, { id: m2.id, pairs: swapped });
    assert.deepEqual((m2saved.body.data as { pairs: number[] }).pairs, swapped);
    // short: every numeric answer written with a decimal comma and a trailing ",0" (12 → "12,0"); the last one wrong
    const shorts = of('short');
    for (const [i, q] of shorts.entries()) {
      const key = keys.get(q.id) as { answers: string[]; numeric: boolean };
      const written = key.numeric ? `${key.answers[0].replace('.', ',')}${key.answers[0].includes(',') ? '' : ',0'}` : key.answers[0];
      const res = await save(cookie, { id: q.id, text: i < 3 ? ` ${written} ` : '999999' });
      assert.equal(res.status, 200, res.raw);
    }
    assert.ok(
      shorts.some((q) => JSON.stringify(keys.get(q.id)) === JSON.stringify({ type: 'short', answers: ['12'], numeric: true })),
      'the "12" item is in every maths ticket (4 of 4 short items)',
    );
    // essay: stored as written; an older seq changes nothing
    const [essay] = of('essay');
    const text = '|2x − 3| = 5 bo‘lsa, 2x − 3 = 5 yoki 2x − 3 = −5, ya’ni x = 4 yoki x = −1.';
    const late = ++seq;
    assert.equal((await save(cookie, { id: essay.id, text }, late + 1)).status, 200);
    const stale = await save(cookie, { id: essay.id, text: 'eski' }, late);
    assert.equal((stale.body.data as { text: string }).text, text, 'an older seq keeps the newer text');
    seq = late + 2;

    // bad input → 4xx, nothing changes
    const before = JSON.stringify((await active(cookie)).questions);
    const bad: [Record<string, unknown>, number][] = [
      [{ id: singles[0].id, pairs: [0, 1] }, 400], // a matching answer to a single choice
      [{ id: m1.id, text: 'x' }, 400], // a text to a matching
      [{ id: m1.id, option_id: 1 }, 400], // an option to a matching
      [{ id: m1.id, pairs: [0, 1, 2, 3, 0, 1] }, 400], // the wrong number of pairs
      [{ id: m1.id, pairs: [0, 1, 2, 9] }, 400], // a right id that is not there
      [{ id: singles[0].id, option_id: 5 }, 400], // no fifth option
      [{ id: singles[0].id, option_id: 1, text: 'A' }, 400], // two answers at once
      [{ id: shorts[0].id, text: '1'.repeat(201) }, 400], // a short answer too long
      [{ id: essay.id, text: 'a'.repeat(6001) }, 400], // an essay too long
      [{ id: essay.id }, 400], // no answer
      [{ id: 2_000_000_000, text: 'x' }, 404], // no such question
    ];
    for (const [body, status] of bad) {
      const res = await save(cookie, body);
      assert.equal(res.status, status, `${JSON.stringify(body).slice(0, 80)}: ${res.raw}`);
      assert.ok(res.body.message, 'a localised message');
    }
    const other = await user({ premium: false });
    assert.equal((await save(other.cookie, { id: singles[0].id, option_id: 1 })).status, 404, 'a foreign ticket');
    assert.equal((await call(other.cookie, 'POST', '/exam/finish', { ticket_id: ticketId })).status, 404);
    assert.equal(JSON.stringify((await active(cookie)).questions), before, 'refused saves changed nothing');

    // unfinished list, then the result only after finish
    const progress = progressResponse.parse((await call(cookie, 'GET', '/progress?type=Milliy')).body).data;
    assert.equal(progress.length, 1);
    assert.equal(progress[0].testUrl, '/milliy-sertifikat/test');
    assert.equal(progress[0].answered, 17);
    assert.ok(progress[0].time > 179 * 60);
    assert.equal((await call(cookie, 'GET', `/exam/result?ticket_id=${ticketId}`)).status, 409);

    const finished = await call(cookie, 'POST', '/exam/finish', { ticket_id: ticketId });
    assert.equal(finished.status, 200, finished.raw);
    const result = examResultResponse.parse(finished.body).data;
    // 8 × 2 + 1 × 4 + 3 × 3 = 29 of the auto-graded 40 (the essay's 12 are not in the maximum)
    assert.equal(result.ball, 29);
    assert.equal(result.max_ball, 40);
    assert.deepEqual(result.certificate, {
      score: 72.5,
      level: 'A+',
      by_type: [
        { type: 'single', count: 10, correct: 8, answered: 10, ball: 16, max_ball: 20 },
        { type: 'matching', count: 2, correct: 1, answered: 2, ball: 4, max_ball: 8 },
        { type: 'short', count: 4, correct: 3, answered: 4, ball: 9, max_ball: 12 },
        { type: 'essay', count: 1, correct: 0, answered: 1, ball: null, max_ball: 12 },
      ],
    });
    assert.equal(result.certificate!.level, nationalCertificateLevel(72.5));
    // the review: every item with its key now, the essay not graded
    const review = new Map(result.questions.map((q) => [q.id, q]));
    assert.equal(review.get(essay.id)!.is_correct, null);
    assert.equal(review.get(essay.id)!.answer_text, text);
    assert.deepEqual(review.get(m2.id)!.key_pairs, keys.get(m2.id)!.pairs);
    assert.equal(review.get(m2.id)!.is_correct, false);
    assert.equal(review.get(m1.id)!.is_correct, true);
    assert.ok(shorts.every((q) => review.get(q.id)!.key_answers!.length > 0));
    assert.ok(singles.every((q) => review.get(q.id)!.is_true === keys.get(q.id)!.option_id));
    assert.deepEqual(examResultResponse.parse((await call(cookie, 'POST', '/exam/finish', { ticket_id: ticketId })).body).data, result);
    assert.equal((await save(cookie, { id: essay.id, text: 'keyin' })).status, 409, 'no answer after finish');
    assert.deepEqual(progressResponse.parse((await call(cookie, 'GET', '/progress?type=Milliy')).body).data, []);
  });

  it('ids are the ticket’s own: the stored order (pairs 0..n-1, the stored option index) is no key; the true ids score', async () => {
    const { cookie } = await user({ premium: false });
    const graded = { matching: [] as boolean[], single: [] as boolean[] };
    let trueIds = new Map<string, number[]>();
    for (let round = 0; round < 6; round++) {
      const ordered = await call(cookie, 'POST', '/nat-certificate/order', { language_id: 1, subject_id: maths });
      assert.equal(ordered.status, 200, ordered.raw);
      const ticket = await active(cookie);
      const keys = await keysOf(ticket.id);
      const last = round === 5;
      for (const q of ticket.questions) {
        const key = keys.get(q.id)!;
        // the last ticket: the true answers by the ticket's ids; the others: the stored order
        const body =
          key.type === 'matching'
            ? { pairs: last ? key.pairs : Array.from({ length: key.size }, (_, i) => i) }
            : key.type === 'single'
              ? { option_id: last ? key.option_id : key.correct + 1 }
              : null;
        if (body) assert.equal((await save(cookie, { id: q.id, ...body })).status, 200);
      }
      const result = examResultResponse.parse((await call(cookie, 'POST', '/exam/finish', { ticket_id: ticket.id })).body).data;
      if (last) trueIds = new Map(result.certificate!.by_type.map((t) => [t.type, [t.correct, t.count]]));
      else for (const q of result.questions) if (q.type === 'matching' || q.type === 'single') graded[q.type].push(q.is_correct!);
    }
    // 10 matchings of 4 pairs and 50 single choices: all right by chance with odds of 24^-10 and 4^-50
    assert.ok(graded.matching.length === 10 && graded.matching.includes(false), `identity pairs: ${graded.matching}`);
    assert.ok(graded.single.length === 50 && graded.single.includes(false), `stored option ids: ${graded.single}`);
    assert.deepEqual(trueIds.get('matching'), [2, 2], 'the true pairs by the ticket’s ids score');
    assert.deepEqual(trueIds.get('single'), [10, 10], 'the true options by the ticket’s ids score');
  });

  it('a Russian history ticket, a subject without a full set and bad bodies are 4xx', async () => {
    const { cookie } = await user({ premium: false });
    const res = await call(cookie, 'POST', '/nat-certificate/order', { language_id: 2, subject_id: history }, 'ru');
    assert.equal(res.status, 200, res.raw);
    const ticket = await active(cookie);
    assert.ok(
      ticket.questions.every((q) => /[а-яё]/i.test(q.text)),
      'Russian items',
    );
    assert.equal(ticket.sections[0].name, 'Yopiq testlar');
    const other = await user({ premium: false });
    const none = await call(other.cookie, 'POST', '/nat-certificate/order', { language_id: 1, subject_id: motherTongue });
    assert.equal(none.status, 400, none.raw);
    assert.match(none.raw, /milliy sertifikat testi yo'q/);
    for (const body of [
      {},
      { language_id: 3, subject_id: maths },
      { language_id: 1, subject_id: 'x' },
      { language_id: 1, subject_id: maths, extra: 1 },
    ]) {
      const r = await call(other.cookie, 'POST', '/nat-certificate/order', body);
      assert.equal(r.status, 400, r.raw);
    }
    assert.equal((await call(other.cookie, 'POST', '/nat-certificate/order', { language_id: 1, subject_id: 2_000_000_000 })).status, 400);
    const nothing = await call(other.cookie, 'GET', '/exam/active?kind=natcert');
    assert.equal(nothing.status, 200, nothing.raw);
    assert.deepEqual(nothing.body, { data: null }, 'nothing was made');
  });
});

describe('SPEC order paths and GET /progress', () => {
  it('POST /dtm-order and POST /virtual answer like /exam/order (the same ticket); bad bodies are 400', async () => {
    const { cookie } = await user({ premium: true });
    const form = dtmFormResponse.parse((await call(cookie, 'GET', '/exam/form?kind=dtm')).body).data;
    const pair = form.pairs[0];
    const dtm = await call(cookie, 'POST', '/dtm-order', {
      language_id: 1,
      blok1_id: pair.blok1_id,
      blok2_id: pair.blok2_id,
      year_id: 2025,
    });
    assert.equal(dtm.status, 200, dtm.raw);
    const same = await call(cookie, 'POST', '/exam/order', {
      kind: 'dtm',
      language_id: 1,
      blok1_id: pair.blok1_id,
      blok2_id: pair.blok2_id,
    });
    assert.deepEqual(same.body, dtm.body);
    const virtual = await call(cookie, 'POST', '/virtual', { language: 1, blok_1: pair.blok1_id, blok_2: pair.blok2_id });
    assert.equal(virtual.status, 200, virtual.raw);
    const viaExam = await call(cookie, 'POST', '/exam/order', {
      kind: 'virtual',
      language_id: 1,
      blok1_id: pair.blok1_id,
      blok2_id: pair.blok2_id,
    });
    assert.deepEqual(viaExam.body, virtual.body);
    assert.notEqual((virtual.body.data as { ticket_id: number }).ticket_id, (dtm.body.data as { ticket_id: number }).ticket_id);

    const types = progressResponse.parse((await call(cookie, 'GET', '/progress')).body).data.map((i) => i.type);
    assert.deepEqual([...new Set(types)].sort(), ['DTM', 'Virtual']);
    assert.equal(progressResponse.parse((await call(cookie, 'GET', '/progress?type=Virtual')).body).data.length, 1);
    assert.equal((await call(cookie, 'GET', '/progress?type=dtm')).status, 400, 'an unknown type: 400 (the client goes back to /{type})');

    for (const [url, body] of [
      ['/virtual', {}],
      ['/virtual', { language: 1, blok_1: pair.blok1_id }],
      ['/virtual', { language: 1, blok_1: 'a', blok_2: pair.blok2_id }],
      ['/dtm-order', { language_id: 1, blok1_id: pair.blok2_id, blok2_id: 999_999 }],
      ['/dtm-order', { language_id: 0, blok1_id: pair.blok1_id, blok2_id: pair.blok2_id }],
    ] as const) {
      const other = await user({ premium: true });
      const r = await call(other.cookie, 'POST', url, body);
      assert.equal(r.status, 400, `${url} ${JSON.stringify(body)}: ${r.raw}`);
      assert.ok(r.body.message);
    }
    assert.equal((await call('', 'POST', '/virtual', { language: 1, blok_1: pair.blok1_id, blok_2: pair.blok2_id })).status, 401);
  });
});
