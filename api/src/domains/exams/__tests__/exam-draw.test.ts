// How exams draw their questions (issue 30 items 4–5, ADR 040), against a real database (PGlite, or
// PostgreSQL with TEST_DATABASE_URL): the test's own 300-question bank of one subject (eight topics with
// shares, difficulties 1–3, in uz and ru), a mother tongue in each language, directions and a weights
// table of its own. Checked: one learner's first ten block sections share no question and keep the
// topic mix; what a browser saw in guest topic tickets comes last; the least recently seen comes
// back first; the form offers exactly the pairs that start; a Russian-medium DTM tests rus-tili.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { EXAM_YEAR, dtmFormResponse, examTicketResponse, type ExamTicket } from '@platform/shared/exams';
import type { Db } from '../../../db/client';
import { direction, question, questionOption, subject, themedTest } from '../../../db/schema';
import { importContent } from '../../content/import';
import { examClient } from '../../../../test/exam-client';
import { Browser, topicApp } from '../../../../test/tests-fixture';
import { rowsOf } from '../../../db/sql';
import { createTestApp, HIGH_LIMITS, signIn, uniquePhone, type TestContext } from '../../../../test/helpers';
import { DIFFICULTY_SPREAD, drawSection, largestRemainder, poolsOf, topicWeights, type PoolItem } from '../service-draw';

/** eight topics: two of 20 %, six of 10 % — 60, 60 and six × 30 questions of the 300 */
const SHARES = [0.2, 0.2, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1];
const POOL = 300;
/** difficulty of the i-th question of a topic: 30 % 1, 45 % 2, 25 % 3 (the bank format's aim) */
const difficultyAt = (i: number) => (i % 20 < 6 ? 1 : i % 20 < 15 ? 2 : 3);

interface Bank {
  subjectId: number;
  slug: string;
  /** language → topic (themed_test id) → question ids */
  topics: Map<number, Map<number, number[]>>;
  difficulty: Map<number, number>;
}

/** A subject with `shares.length` topics × `size` questions in total, per language, options A–D. */
async function insertBank(
  db: Db,
  { slug, shares, size, languages = [1, 2] }: { slug?: string; shares: (number | null)[]; size: number; languages?: number[] },
): Promise<Bank> {
  const tag = randomBytes(4).toString('hex');
  const [sub] = await db
    .insert(subject)
    .values({ slug: slug ?? `bank-${tag}`, name_uz: `Bank ${tag}`, name_ru: `Банк ${tag}`, color: '#3366ff' })
    .returning();
  const bank: Bank = { subjectId: sub.id, slug: sub.slug, topics: new Map(), difficulty: new Map() };
  const even = shares.every((s) => s === null);
  for (const language_id of languages) {
    const byTopic = new Map<number, number[]>();
    for (const [t, share] of shares.entries()) {
      const count = Math.round(size * (even ? 1 / shares.length : (share ?? 0)));
      const [test] = await db
        .insert(themedTest)
        .values({
          subject_id: sub.id,
          lesson_key: `topic-${t + 1}`,
          language_id,
          slug: `topic-${t + 1}`,
          name: `Topic ${t + 1}`,
          sort: t,
          share,
        })
        .returning({ id: themedTest.id });
      const rows = await db
        .insert(question)
        .values(
          Array.from({ length: count }, (_, i) => ({
            test_id: test.id,
            key: `q${i + 1}`,
            position: i + 1,
            text: `Savol ${t + 1}.${i + 1}`,
            difficulty: difficultyAt(i),
          })),
        )
        .returning({ id: question.id, difficulty: question.difficulty });
      await db
        .insert(questionOption)
        .values(
          rows.flatMap((q) =>
            [0, 1, 2, 3].map((position) => ({ question_id: q.id, position, text: 'ABCD'[position], is_correct: position === 0 })),
          ),
        );
      rows.forEach((q) => bank.difficulty.set(q.id, q.difficulty));
      byTopic.set(
        test.id,
        rows.map((q) => q.id),
      );
    }
    bank.topics.set(language_id, byTopic);
  }
  return bank;
}

let ctx: TestContext;
let base: string;
let bank: Bank;
let other: Bank;
let ona: Bank;
let rus: Bank;
let legacy: Bank;
let thin: Bank;

before(async () => {
  ctx = await createTestApp({ withSeed: false, auth: { limits: HIGH_LIMITS } });
  const db = ctx.database.db;
  bank = await insertBank(db, { shares: SHARES, size: POOL });
  other = await insertBank(db, { shares: [0.5, 0.5], size: 60 });
  // the mother tongues: Uzbek only in uz, Russian only in ru (a Russian-medium DTM tests Russian)
  ona = await insertBank(db, { slug: 'ona-tili', shares: [1], size: 10, languages: [1] });
  rus = await insertBank(db, { slug: 'rus-tili', shares: [1], size: 10, languages: [2] });
  // legacy topics without a share: an even spread
  legacy = await insertBank(db, { shares: [null, null, null], size: 60 });
  // 29 questions in ru only: never enough for a 30-question block
  thin = await insertBank(db, { shares: [1], size: 29, languages: [2] });
  const code = () => String(Math.floor(Math.random() * 1e8)).padStart(8, '9');
  await db.insert(direction).values([
    { code: code(), name_uz: 'Yoʻnalish 1', name_ru: 'Направление 1', subject_1_id: bank.subjectId, subject_2_id: other.subjectId },
    { code: code(), name_uz: 'Yoʻnalish 2', name_ru: 'Направление 2', subject_1_id: legacy.subjectId, subject_2_id: bank.subjectId },
    { code: code(), name_uz: 'Yoʻnalish 3', name_ru: 'Направление 3', subject_1_id: bank.subjectId, subject_2_id: thin.subjectId },
  ]);
  const blocks = [
    { role: 'block1', subject: null, count: 30, points: 3.1, minutes: 60 },
    { role: 'block2', subject: null, count: 30, points: 2.1, minutes: 60 },
  ];
  await importContent(db, {
    version: 1,
    kind: 'exam-weights',
    exams: [
      {
        kind: 'dtm',
        year: EXAM_YEAR,
        name_uz: 'DTM',
        name_ru: 'ДТМ',
        minutes: 140,
        sections: [{ role: 'mandatory', subject: 'ona-tili', count: 10, points: 1.1, minutes: 20 }, ...blocks],
      },
      { kind: 'virtual', year: EXAM_YEAR, name_uz: 'Virtual', name_ru: 'Виртуальный', minutes: 120, sections: blocks },
      { kind: 'block', year: EXAM_YEAR, name_uz: 'Blok', name_ru: 'Блок', minutes: 60, sections: [blocks[0]] },
    ],
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
after(() => ctx.close());

const { call, user } = examClient(
  () => ctx,
  () => base,
);

async function started(cookie: string, kind: string): Promise<ExamTicket> {
  const res = await call(cookie, 'GET', `/exam/active?kind=${kind}`);
  assert.equal(res.status, 200, res.raw);
  return examTicketResponse.parse(res.body).data;
}

/** Orders a block test of the bank's subject, reads its questions and finishes it. */
async function blockSection(cookie: string, language_id = 1, blok1_id = bank.subjectId): Promise<number[]> {
  const ordered = await call(cookie, 'POST', '/exam/order', { kind: 'block', language_id, blok1_id });
  assert.equal(ordered.status, 200, ordered.raw);
  const t = await started(cookie, 'block');
  assert.equal((await call(cookie, 'POST', '/exam/finish', { ticket_id: t.id })).status, 200);
  return t.questions.map((q) => q.question_id);
}

/** The topic of each question of the bank in a language. */
const topicOf = (b: Bank, language = 1) => new Map([...b.topics.get(language)!].flatMap(([topic, ids]) => ids.map((id) => [id, topic])));

describe('the draw in numbers', () => {
  it('largest remainder: the sum is kept, the largest remainders get the rest', () => {
    assert.deepEqual(largestRemainder([0.2, 0.2, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1], 30), [6, 6, 3, 3, 3, 3, 3, 3]);
    assert.deepEqual(largestRemainder([0.15, 0.45, 0.4], 30), [5, 13, 12]);
    assert.deepEqual(largestRemainder([1, 1, 1], 10), [4, 3, 3]);
    assert.deepEqual(largestRemainder([0.5, 0.4, 0.1], 10), [5, 4, 1]);
    assert.deepEqual(largestRemainder([0, 0], 5), [0, 0]);
  });

  it('topic weights: shares as given, legacy topics spread evenly over what is left', () => {
    assert.deepEqual(
      [
        ...topicWeights([
          { topic: 1, share: 0.6 },
          { topic: 2, share: 0.2 },
          { topic: 3, share: null },
          { topic: 4, share: null },
        ]).values(),
      ].map((w) => Math.round(w * 100)),
      [60, 20, 10, 10],
    );
    assert.deepEqual(
      [
        ...topicWeights([
          { topic: 1, share: null },
          { topic: 2, share: null },
        ]).values(),
      ],
      [0.5, 0.5],
    );
  });

  it('a fresh pool: the quotas of topic and difficulty exactly, where the pool has them', () => {
    const pool: PoolItem[] = [];
    let id = 0;
    for (const [t, share] of SHARES.entries())
      for (let i = 0; i < Math.round(POOL * share); i++) pool.push({ id: ++id, topic: t, share, difficulty: difficultyAt(i), seen: null });
    for (const role of ['block1', 'block2', 'mandatory'] as const) {
      const count = role === 'mandatory' ? 10 : 30;
      for (let run = 0; run < 20; run++) {
        const ids = drawSection(pool, count, DIFFICULTY_SPREAD[role]);
        assert.equal(new Set(ids).size, count);
        const picked = ids.map((x) => pool[x - 1]);
        assert.deepEqual(
          SHARES.map((_, t) => picked.filter((p) => p.topic === t).length),
          largestRemainder(SHARES, count),
          `${role}: topic mix`,
        );
        assert.deepEqual(
          [1, 2, 3].map((d) => picked.filter((p) => p.difficulty === d).length),
          largestRemainder(DIFFICULTY_SPREAD[role], count),
          `${role}: difficulty spread`,
        );
      }
    }
  });

  it('unseen before any mix; then the least recently seen tier first', () => {
    const pool: PoolItem[] = [
      ...Array.from({ length: 5 }, (_, i) => ({ id: i + 1, topic: 1, share: 0.9, difficulty: 1, seen: 3000 })),
      ...Array.from({ length: 5 }, (_, i) => ({ id: i + 6, topic: 1, share: 0.9, difficulty: 1, seen: 1000 })),
      ...Array.from({ length: 3 }, (_, i) => ({ id: i + 11, topic: 2, share: 0.1, difficulty: 3, seen: null })),
    ];
    const ids = drawSection(pool, 6, DIFFICULTY_SPREAD.mandatory).sort((a, b) => a - b);
    assert.deepEqual(ids.slice(3), [11, 12, 13], 'all three unseen, though their topic is 10 %');
    assert.ok(
      ids.slice(0, 3).every((x) => x >= 6 && x <= 10),
      `the rest from the tier seen longest ago: ${ids}`,
    );
  });
});

describe('one learner, ten block tests of a 300-question subject', () => {
  it('share no question, each keeps the topic mix, and the eleventh starts over with the first one seen', async () => {
    const { cookie } = await user({ premium: false });
    const topic = topicOf(bank);
    const seen = new Set<number>();
    const sections: number[][] = [];
    for (let n = 0; n < 10; n++) {
      const ids = await blockSection(cookie);
      assert.equal(ids.length, 30);
      for (const id of ids) {
        assert.ok(topic.has(id), 'a uz question of the subject');
        assert.ok(!seen.has(id), `block test ${n + 1} repeats question ${id}`);
        seen.add(id);
      }
      sections.push(ids);
      const counts = [...bank.topics.get(1)!.keys()].map((t) => ids.filter((id) => topic.get(id) === t).length);
      assert.deepEqual(counts, largestRemainder(SHARES, 30), `block test ${n + 1}: the topic mix`);
    }
    assert.equal(seen.size, POOL, 'the whole bank once');
    // the first block test took place longest ago: the eleventh is exactly its questions (in a new order)
    const eleventh = await blockSection(cookie);
    assert.deepEqual([...eleventh].sort(), [...sections[0]].sort());
    // Russian is a pool of its own: nothing of it was shown yet
    const ru = await blockSection(cookie, 2);
    const ruTopic = topicOf(bank, 2);
    assert.ok(ru.every((id) => ruTopic.has(id)));
  });

  it('the first block section leans to the profile level; DTM mandatory sections to the basic one', async () => {
    const { cookie } = await user({ premium: true });
    const ids = await blockSection(cookie);
    const spread = [1, 2, 3].map((d) => ids.filter((id) => bank.difficulty.get(id) === d).length);
    assert.deepEqual(spread, largestRemainder(DIFFICULTY_SPREAD.block1, 30));
  });

  it('legacy topics without a share: an even spread', async () => {
    const { cookie } = await user({ premium: true });
    const ids = await blockSection(cookie, 1, legacy.subjectId);
    const topic = topicOf(legacy);
    assert.deepEqual(
      [...legacy.topics.get(1)!.keys()].map((t) => ids.filter((id) => topic.get(id) === t).length),
      [10, 10, 10],
    );
  });
});

describe('a guest’s topic tickets count as seen', () => {
  it('what this browser saw as a guest comes last, the oldest guest ticket first after the unseen', async () => {
    // an app on the same database without the daily limit of guest tickets
    const topicsApp = await topicApp(ctx, 0);
    await topicsApp.ready();
    after(() => topicsApp.close());
    const browser = new Browser(topicsApp);
    const topics = [...bank.topics.get(1)!.entries()];
    // as a guest: every topic test of the bank but the last (270 of 300 questions), one ticket each
    for (const [testId] of topics.slice(0, -1)) {
      const res = await browser.get(`/api/themed-order?test_id=${testId}`);
      assert.equal(res.status, 200, res.raw);
      await new Promise((r) => setTimeout(r, 5));
    }
    assert.ok(browser.jar.get('gt'), 'a guest token');
    // the guest signs in in the same browser (the guest cookie stays)
    const { cookie } = await signIn(ctx.app, uniquePhone(), { cookie: browser.cookie });
    const both = `${cookie}; gt=${browser.jar.get('gt')}`;
    const first = await blockSection(both);
    assert.deepEqual([...first].sort(), [...topics.at(-1)![1]].sort(), 'exactly the 30 questions the guest never saw');
    // then the oldest guest ticket: the first topic, 60 questions, 30 of them
    const second = await blockSection(both);
    assert.ok(
      second.every((id) => topics[0][1].includes(id)),
      'the least recently seen: the first guest ticket',
    );
    // the same learner in another browser (no guest cookie): the guest's tickets are not theirs
    const elsewhere = await blockSection(cookie);
    assert.equal(elsewhere.length, 30);
  });
});

describe('every offered combination starts', () => {
  it('the form offers exactly the pairs and subjects whose sections the pools fill, per language', async () => {
    const { cookie } = await user({ premium: true });
    for (const kind of ['dtm', 'virtual', 'block'] as const) {
      for (const language_id of [1, 2]) {
        const res = await call(cookie, 'GET', `/exam/form?kind=${kind}&language_id=${language_id}`);
        assert.equal(res.status, 200, res.raw);
        const form = dtmFormResponse.parse(res.body).data;
        assert.equal(form.language_id, language_id);
        const offered = new Set(form.pairs.map((p) => `${p.blok1_id}/${p.blok2_id}`));
        const subjects = new Set(form.subjects.map((s) => s.id));
        const all = [
          [bank, other],
          [legacy, bank],
          [bank, thin],
        ] as const;
        for (const [b1, b2] of all) {
          const body =
            kind === 'block'
              ? { kind, language_id, blok1_id: b1.subjectId }
              : { kind, language_id, blok1_id: b1.subjectId, blok2_id: b2.subjectId };
          const ordered = await call(cookie, 'POST', '/exam/order', body);
          const listed = kind === 'block' ? subjects.has(b1.subjectId) : offered.has(`${b1.subjectId}/${b2.subjectId}`);
          if (listed) {
            assert.equal(ordered.status, 200, `${kind} ${language_id} ${b1.slug}+${b2.slug}: ${ordered.raw}`);
            const id = (ordered.body.data as { ticket_id: number }).ticket_id;
            assert.equal((await call(cookie, 'POST', '/exam/finish', { ticket_id: id })).status, 200);
          } else {
            assert.equal(ordered.status, 409, `${kind} ${language_id} ${b1.slug}+${b2.slug} is not offered, so it cannot start`);
            assert.equal(ordered.body.code, 'NOT_ENOUGH_QUESTIONS');
          }
        }
      }
    }
    const form = async (kind: string, language_id: number) =>
      dtmFormResponse.parse((await call(cookie, 'GET', `/exam/form?kind=${kind}&language_id=${language_id}`)).body).data;
    // uz: the thin subject has nothing in uz; the two others start
    assert.deepEqual(
      (await form('virtual', 1)).pairs.map((p) => [p.blok1_id, p.blok2_id]),
      [
        [bank.subjectId, other.subjectId],
        [legacy.subjectId, bank.subjectId],
      ].sort((a, b) => a[0] - b[0] || a[1] - b[1]),
    );
    // ru: 29 questions cannot fill a 30-question block
    assert.ok(!(await form('virtual', 2)).pairs.some((p) => p.blok2_id === thin.subjectId));
    assert.deepEqual((await form('block', 2)).subjects.map((s) => s.id).sort(), [bank.subjectId, legacy.subjectId, other.subjectId].sort());
    // without a language: the first exam language
    assert.equal(dtmFormResponse.parse((await call(cookie, 'GET', '/exam/form?kind=dtm')).body).data.language_id, 1);
    assert.equal((await call(cookie, 'GET', '/exam/form?kind=dtm&language_id=7')).status, 400);
  });
});

describe('the mother tongue follows the exam language', () => {
  it('an Uzbek-medium DTM tests ona-tili, a Russian-medium one rus-tili, and the form says so', async () => {
    const { cookie } = await user({ premium: true });
    const uzForm = dtmFormResponse.parse((await call(cookie, 'GET', '/exam/form?kind=dtm&language_id=1')).body).data;
    const ruForm = dtmFormResponse.parse((await call(cookie, 'GET', '/exam/form?kind=dtm&language_id=2', undefined, 'ru')).body).data;
    assert.deepEqual(
      uzForm.mandatory.map((m) => m.id),
      [ona.subjectId],
    );
    assert.deepEqual(
      ruForm.mandatory.map((m) => [m.id, m.name]),
      [
        [
          rus.subjectId,
          (
            await ctx.database.db
              .select()
              .from(subject)
              .where(inArray(subject.id, [rus.subjectId]))
          )[0].name_ru,
        ],
      ],
    );
    for (const [language_id, mother] of [
      [1, ona],
      [2, rus],
    ] as const) {
      const ordered = await call(cookie, 'POST', '/exam/order', {
        kind: 'dtm',
        language_id,
        blok1_id: bank.subjectId,
        blok2_id: other.subjectId,
      });
      assert.equal(ordered.status, 200, ordered.raw);
      const t = await started(cookie, 'dtm');
      assert.equal(t.sections[0].role, 'mandatory');
      assert.equal(t.sections[0].subject_id, mother.subjectId);
      const mine = new Set(mother.topics.get(language_id)!.values().next().value);
      const firstTen = t.questions.filter((q) => q.section_id === t.sections[0].id).map((q) => q.question_id);
      assert.equal(firstTen.length, 10);
      assert.ok(firstTen.every((id) => mine.has(id)));
      await call(cookie, 'POST', '/exam/finish', { ticket_id: t.id });
    }
  });

  it('no rus-tili questions in Russian: the Russian-medium DTM is not offered and does not start', async () => {
    const db = ctx.database.db;
    const { cookie } = await user({ premium: true });
    const tests = await db
      .select({ id: themedTest.id })
      .from(themedTest)
      .where(inArray(themedTest.subject_id, [rus.subjectId]));
    await db
      .update(themedTest)
      .set({ language_id: 3 })
      .where(
        inArray(
          themedTest.id,
          tests.map((t) => t.id),
        ),
      );
    try {
      const ruForm = dtmFormResponse.parse((await call(cookie, 'GET', '/exam/form?kind=dtm&language_id=2')).body).data;
      assert.deepEqual(ruForm.pairs, []);
      const ordered = await call(cookie, 'POST', '/exam/order', {
        kind: 'dtm',
        language_id: 2,
        blok1_id: bank.subjectId,
        blok2_id: other.subjectId,
      });
      assert.equal(ordered.status, 409, ordered.raw);
    } finally {
      await db
        .update(themedTest)
        .set({ language_id: 2 })
        .where(
          inArray(
            themedTest.id,
            tests.map((t) => t.id),
          ),
        );
    }
  });
});

describe('speed', () => {
  it('the pools of an order with a long history: ~400 questions, 300 exam tickets, 300 topic tickets', async (t) => {
    const db = ctx.database.db;
    const { id: userId } = await user({ premium: true });
    const big = await insertBank(db, { shares: [0.25, 0.25, 0.25, 0.25], size: 400, languages: [1] });
    const ids = [...big.topics.get(1)!.values()].flat();
    // 300 finished exam tickets of 90 questions each (the same bank over and over) and 300 topic
    // tickets of the bank's topics, written by the database itself (generate_series): 57,000 rows
    await db.execute(sql`
      with t as (
        insert into exam_ticket (user_id, kind, year, language_id, status, block1_id, question_count, max_ball, started_at, deadline_at)
        select ${userId}, 'block', ${EXAM_YEAR}, 1, 'finished', ${big.subjectId}, 90, 93, now() - g * interval '1 hour', now() - g * interval '1 hour' + interval '1 minute'
          from generate_series(1, 300) g
        returning id
      )
      insert into exam_section (ticket_id, position, role, subject_id, question_count, points, minutes)
      select id, 0, 'block1', ${big.subjectId}, 90, 3.1, 60 from t`);
    await db.execute(sql`
      with q as (select id, row_number() over (order by id) - 1 as n from question where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})),
      s as (select s.id, s.ticket_id, row_number() over (order by s.id) as k from exam_section s join exam_ticket t on t.id = s.ticket_id where t.user_id = ${userId})
      insert into exam_question (ticket_id, section_id, position, question_id, option_order)
      select s.ticket_id, s.id, i, q.id, '{0,1,2,3}' from s cross join generate_series(0, 89) i join q on q.n = (s.k * 90 + i) % ${ids.length}`);
    await db.execute(sql`
      with t as (
        insert into ticket (test_id, user_id, status, question_count, started_at, expires_at)
        select tt.id, ${userId}, 'finished', 100, now() - g * interval '1 minute', now() - g * interval '1 minute' + interval '1 minute'
          from generate_series(1, 300) g
          join (select id, row_number() over (order by sort) - 1 as k from themed_test where subject_id = ${big.subjectId}) tt on tt.k = g % 4
        returning id, test_id
      )
      insert into ticket_question (ticket_id, question_id, position)
      select t.id, q.id, q.position from t join question q on q.test_id = t.test_id`);
    const [{ n }] = await rowsOf<{ n: number }>(
      db,
      sql`select (select count(*) from exam_question eq join exam_ticket t on t.id = eq.ticket_id where t.user_id = ${userId}) + (select count(*) from ticket_question tq join ticket t on t.id = tq.ticket_id where t.user_id = ${userId}) as n`,
    );
    assert.equal(Number(n), 300 * 90 + 300 * 100);
    await db.execute(sql`analyze`);
    const times: number[] = [];
    let pool: PoolItem[] = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      pool = (await poolsOf(db, { userId, guestHash: 'f'.repeat(64) }, [big.subjectId], 1)).get(big.subjectId)!;
      times.push(performance.now() - started);
    }
    assert.equal(pool.length, 400);
    assert.ok(pool.every((p) => p.seen !== null));
    const median = times.sort((a, b) => a - b)[2];
    t.diagnostic(
      `pools of 400 questions over 27,000 exam and 30,000 topic-ticket rows: median ${median.toFixed(1)} ms (${times.map((x) => x.toFixed(0)).join(', ')})`,
    );
    assert.ok(median < 1500, `the history query takes ${median} ms`);
    const drawStart = performance.now();
    drawSection(pool, 30, DIFFICULTY_SPREAD.block1);
    t.diagnostic(`the draw itself: ${(performance.now() - drawStart).toFixed(1)} ms`);
  });
});
