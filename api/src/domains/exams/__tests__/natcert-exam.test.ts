// The national certificate on the exam engine (ADR 042), over real HTTP against the seeded database
// (PGlite, or PostgreSQL with TEST_DATABASE_URL) with fixture subjects imported in format 3: the
// subjects offered (≥ 3 full sets in a language) with their specs; every content file's spec against
// its sets, the directions and a served exam; the order draws a whole set — the variants not taken
// first, then the one taken longest ago; typed answers (matching, short numeric "104,0" = "104",
// essay) through the same seq-ordered save, nothing revealed before finish; grading on finish with
// partial matching credit where the spec says "per-pair", the explanations in the review, the score
// and the level estimated from raw points; bad input → 4xx that changes nothing; GET
// /progress?type=Milliy; the SPEC order paths /dtm-order and /virtual.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import {
  NC_MIN_VARIANTS,
  dtmFormResponse,
  examResultResponse,
  examTicketResponse,
  nationalCertificateLevel,
  ncDirectionsResponse,
  roundBall,
  type ExamTicket,
  type NcDirection,
  type NcItemKey,
} from '@platform/shared/exams';
import { progressResponse } from '@platform/shared/topic-tests';
import { examQuestion, examTicket, ncItem, subject } from '../../../db/schema';
import { importContent } from '../../content/import';
import { CONTENT_DIR, nationalCertificateFiles } from '../../content/seed';
import { examClient } from '../../../../test/exam-client';
import { HIGH_LIMITS, createTestApp, type TestContext } from '../../../../test/helpers';
import { FIXTURE_MINUTES, natcertFile, type FixturePart } from '../../../../test/natcert-fixture';

let ctx: TestContext;
let base: string;
/** 3 variants in uz and ru, matching per pair */
let physics: number;
/** 3 variants in uz only, matching all or nothing */
let chemistry: number;
/** 2 variants: not offered */
let geography: number;

const PHYSICS = natcertFile({ subject: 'fizika' });
const ALL_OR_NOTHING: FixturePart[] = [
  { type: 'single', count: 2, points: 1 },
  { type: 'matching', count: 1, points: 2, partial: 'none' },
  { type: 'essay', count: 1, points: 4 },
];
const CHEMISTRY = natcertFile({ subject: 'kimyo', parts: ALL_OR_NOTHING, languages: ['uz'], minutes: 60 });
const GEOGRAPHY = natcertFile({ subject: 'geografiya', variants: NC_MIN_VARIANTS - 1 });

before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const ids = new Map((await ctx.database.db.select({ id: subject.id, slug: subject.slug }).from(subject)).map((s) => [s.slug, s.id]));
  physics = ids.get('fizika')!;
  chemistry = ids.get('kimyo')!;
  geography = ids.get('geografiya')!;
});
after(() => ctx.close());

let imported = false;
/** The fixture subjects, imported over whatever the seed holds for them (after the repository's files were checked). */
async function withFixtures() {
  if (imported) return;
  for (const file of [PHYSICS, CHEMISTRY, GEOGRAPHY]) await importContent(ctx.database.db, file);
  imported = true;
}

const { call, user } = examClient(
  () => ctx,
  () => base,
);

async function active(cookie: string): Promise<ExamTicket> {
  const res = await call(cookie, 'GET', '/exam/active?kind=natcert');
  assert.equal(res.status, 200, res.raw);
  return examTicketResponse.parse(res.body).data;
}

const directions = async (query = '', lang = 'uz'): Promise<NcDirection[]> => {
  const res = await call('', 'GET', `/nat-certificate/directions${query}`, undefined, lang);
  assert.equal(res.status, 200, res.raw);
  return ncDirectionsResponse.parse(res.body).data;
};

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
const REVEALS = /is_true|is_correct|key_pairs|key_answers|answer_key|"correct"|"answers"|explanation|"score"/;

/** A spec as the api lists it, from a content file's `spec` (read here, not through the import). */
const specOf = (file: { spec: { minutes: number; parts: FixturePart[] } }) => ({
  minutes: file.spec.minutes,
  parts: file.spec.parts.map((p) => ({ type: p.type, count: p.count, points: p.points, partial: p.partial === 'per-pair' })),
  question_count: file.spec.parts.reduce((n, p) => n + p.count, 0),
  max_ball: roundBall(file.spec.parts.reduce((n, p) => n + (p.type === 'essay' ? 0 : p.count * p.points), 0)),
});

describe('the content files against their specs', () => {
  it('every content file: each set follows its spec; an offered subject’s directions entry and a served exam match the spec', async () => {
    const files = nationalCertificateFiles().map(
      (file) => JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8')) as ReturnType<typeof natcertFile>,
    );
    assert.ok(files.length >= 2);
    const offered = new Map((await directions()).map((d) => [d.id, d]));
    const ids = new Map((await ctx.database.db.select({ id: subject.id, slug: subject.slug }).from(subject)).map((s) => [s.slug, s.id]));
    for (const file of files) {
      const spec = specOf(file);
      const wanted = file.spec.parts.flatMap((p) => Array.from({ length: p.count }, () => [p.type, p.points]));
      for (const set of file.sets)
        assert.deepEqual(
          set.items.map((i) => [i.type, i.points]),
          wanted,
          `${file.subject} variant ${set.variant} ${set.language}: the spec's count per type, order and points`,
        );
      const byLanguage = new Map<string, number>();
      for (const set of file.sets) byLanguage.set(set.language, (byLanguage.get(set.language) ?? 0) + 1);
      const languages = [...byLanguage].filter(([, n]) => n >= NC_MIN_VARIANTS).map(([l]) => (l === 'uz' ? 1 : 2));
      const entry = offered.get(ids.get(file.subject)!);
      if (!languages.length) {
        assert.equal(entry, undefined, `${file.subject}: fewer than ${NC_MIN_VARIANTS} sets in every language, not offered`);
        continue;
      }
      assert.ok(entry, `${file.subject} is offered`);
      assert.deepEqual(entry.language_ids, languages.sort());
      const { minutes, parts, question_count, max_ball } = entry;
      assert.deepEqual({ minutes, parts, question_count, max_ball }, spec, file.subject);
      for (const language_id of entry.language_ids) {
        const { cookie } = await user({ premium: false });
        const ordered = await call(cookie, 'POST', '/nat-certificate/order', { language_id, subject_id: entry.id });
        assert.equal(ordered.status, 200, ordered.raw);
        const ticket = await active(cookie);
        assert.deepEqual(
          ticket.sections.map((s) => [s.role, s.question_count, s.points]),
          spec.parts.map((p) => [p.type, p.count, p.points]),
        );
        assert.equal(ticket.questions.length, spec.question_count);
        const seconds = (ticket.deadline - ticket.server_now) / 1000;
        assert.ok(
          seconds > spec.minutes * 60 - 60 && seconds <= spec.minutes * 60,
          `${file.subject}: ${seconds} s for ${spec.minutes} min`,
        );
        const result = examResultResponse.parse((await call(cookie, 'POST', '/exam/finish', { ticket_id: ticket.id })).body).data;
        assert.equal(result.max_ball, spec.max_ball, `${file.subject}: the auto-graded maximum`);
      }
    }
  });
});

describe('GET /nat-certificate/directions', () => {
  before(withFixtures);

  it('offers a subject in the languages with ≥ 3 full sets, with its spec; fewer sets → not offered; a bad language is a localised 400', async () => {
    const all = new Map((await directions()).map((d) => [d.id, d]));
    assert.deepEqual(all.get(physics)?.language_ids, [1, 2]);
    assert.deepEqual(all.get(chemistry)?.language_ids, [1], 'kimyo has sets in uz only');
    assert.equal(all.has(geography), false, `${NC_MIN_VARIANTS - 1} sets are too few`);
    const { minutes, parts, question_count, max_ball } = all.get(physics)!;
    assert.deepEqual({ minutes, parts, question_count, max_ball }, specOf(PHYSICS));
    assert.equal(minutes, FIXTURE_MINUTES);
    assert.equal(all.get(physics)!.note, 'Sinov izohi');
    const ru = await directions('?language_id=2', 'ru');
    assert.ok(ru.some((d) => d.id === physics && d.name === 'Физика' && d.note === 'Тестовое примечание'));
    assert.ok(!ru.some((d) => d.id === chemistry), 'no Russian sets of kimyo');
    const bad = await call('', 'GET', '/nat-certificate/directions?language_id=9');
    assert.equal(bad.status, 400, bad.raw);
    assert.match(bad.raw, /tanlang/i);
  });
});

describe('the order draws a whole set', () => {
  before(withFixtures);

  /** The variant of a ticket and the (variant, language) of each of its items. */
  async function drawn(ticketId: number) {
    const [ticket] = await ctx.database.db.select().from(examTicket).where(eq(examTicket.id, ticketId));
    const items = await ctx.database.db
      .select({ variant: ncItem.variant, language: ncItem.language_id, position: ncItem.position })
      .from(examQuestion)
      .innerJoin(ncItem, eq(ncItem.id, examQuestion.nc_item_id))
      .where(eq(examQuestion.ticket_id, ticketId))
      .orderBy(examQuestion.position);
    return { variant: ticket.nc_variant!, items };
  }
  async function sitting(cookie: string, language_id: number) {
    const ordered = await call(cookie, 'POST', '/nat-certificate/order', { language_id, subject_id: physics });
    assert.equal(ordered.status, 200, ordered.raw);
    const ticketId = (ordered.body.data as { ticket_id: number }).ticket_id;
    const taken = await drawn(ticketId);
    assert.deepEqual(
      taken.items.map((i) => [i.variant, i.language, i.position]),
      taken.items.map((_, k) => [taken.variant, language_id, k]),
      'every item of one set, in its order',
    );
    assert.equal((await call(cookie, 'POST', '/exam/finish', { ticket_id: ticketId })).status, 200);
    return taken.variant;
  }

  it('the variants not taken first, then the one taken longest ago — in any language', async () => {
    const { cookie } = await user({ premium: false });
    const first = [await sitting(cookie, 1), await sitting(cookie, 1), await sitting(cookie, 1)];
    assert.deepEqual([...first].sort(), [1, 2, 3], `three sittings, three sets: ${first}`);
    assert.equal(await sitting(cookie, 1), first[0], 'then the one taken longest ago');
    assert.equal(await sitting(cookie, 1), first[1]);
    // the same tasks in Russian are no new set: the least recently taken one, in Russian
    assert.equal(await sitting(cookie, 2), first[2]);
    // another learner starts afresh
    const other = await user({ premium: false });
    const fresh = [await sitting(other.cookie, 2), await sitting(other.cookie, 2), await sitting(other.cookie, 2)];
    assert.deepEqual([...fresh].sort(), [1, 2, 3]);
  });
});

describe('national certificate exam', () => {
  before(withFixtures);

  it('order → typed answers → finish: partial matching credit, points per type, the estimate; explanations only after finish', async () => {
    const { cookie } = await user({ premium: false });
    assert.equal((await call('', 'POST', '/nat-certificate/order', { language_id: 1, subject_id: physics })).status, 401);
    const ordered = await call(cookie, 'POST', '/nat-certificate/order', { language_id: 1, subject_id: physics, year_id: 2025 });
    assert.equal(ordered.status, 200, ordered.raw);
    const ticketId = (ordered.body.data as { ticket_id: number }).ticket_id;
    assert.equal(
      ((await call(cookie, 'POST', '/nat-certificate/order', { language_id: 1, subject_id: physics })).body.data as { ticket_id: number })
        .ticket_id,
      ticketId,
      'ordering again continues the ticket',
    );
    const ticket = await active(cookie);
    assert.equal(ticket.id, ticketId);
    assert.equal(ticket.kind, 'natcert');
    assert.equal(ticket.name, 'Milliy sertifikat: Fizika');
    assert.ok(
      ticket.deadline - ticket.server_now > (FIXTURE_MINUTES - 1) * 60_000 &&
        ticket.deadline - ticket.server_now <= FIXTURE_MINUTES * 60_000,
    );
    assert.deepEqual(
      ticket.sections.map((s) => [s.role, s.name, s.question_count, s.points]),
      [
        ['single', 'Yopiq testlar', 3, 1.5],
        ['matching', 'Moslashtirish', 2, 3],
        ['short', 'Qisqa javob', 2, 2],
        ['essay', 'Yozma ish', 1, 5],
      ],
    );
    assert.equal(
      ticket.sections.reduce((n, s) => n + s.minutes, 0),
      FIXTURE_MINUTES,
      'the sections share the spec’s time',
    );
    assert.equal(ticket.questions.length, 8);
    assert.doesNotMatch((await call(cookie, 'GET', '/exam/active?kind=natcert')).raw, REVEALS);
    const of = (type: string) => ticket.questions.filter((q) => q.type === type);
    assert.ok(of('single').every((q) => q.options.length === 4));
    assert.ok(of('matching').every((q) => q.left!.length === 3 && q.right!.length === 3));
    assert.ok(of('short').every((q) => q.numeric === true));

    const keys = await keysOf(ticketId);
    // single: 2 right, 1 wrong → 2 × 1.5
    const singles = of('single');
    for (const [i, q] of singles.entries()) {
      const right = keys.get(q.id)!.option_id!;
      const res = await save(cookie, { id: q.id, option_id: i < 2 ? right : (right % 4) + 1 });
      assert.equal(res.status, 200, res.raw);
      assert.doesNotMatch(res.raw, REVEALS);
    }
    // matching (per pair): the first all right → 3; the second with one pair right, one swapped away, one left open → 3 × 1/3
    const [m1, m2] = of('matching');
    assert.equal((await save(cookie, { id: m1.id, pairs: keys.get(m1.id)!.pairs })).status, 200);
    const [a, b] = keys.get(m2.id)!.pairs!;
    const partly = [a, null, b];
    const m2saved = await save(cookie, { id: m2.id, pairs: partly });
    assert.deepEqual((m2saved.body.data as { pairs: (number | null)[] }).pairs, partly);
    // short: the first written with a decimal comma and ",0" (104 → "104,0"), the second wrong → 2
    const shorts = of('short');
    for (const [i, q] of shorts.entries()) {
      const key = keys.get(q.id) as { answers: string[] };
      const res = await save(cookie, { id: q.id, text: i === 0 ? ` ${key.answers[0]},0 ` : '999999' });
      assert.equal(res.status, 200, res.raw);
    }
    // essay: stored as written; an older seq changes nothing
    const [essay] = of('essay');
    const text = 'Kuch — massa va tezlanish koʻpaytmasi: F = ma.';
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
      [{ id: m1.id, pairs: [0, 1, 2, 0] }, 400], // the wrong number of pairs
      [{ id: m1.id, pairs: [0, 1, 9] }, 400], // a right id that is not there
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
    assert.equal(progress[0].lessonName, 'Milliy sertifikat');
    assert.equal(progress[0].subjectName, 'Fizika');
    assert.equal(progress[0].answered, 8);
    assert.ok(progress[0].time > (FIXTURE_MINUTES - 1) * 60);
    assert.equal((await call(cookie, 'GET', `/exam/result?ticket_id=${ticketId}`)).status, 409);

    const finished = await call(cookie, 'POST', '/exam/finish', { ticket_id: ticketId });
    assert.equal(finished.status, 200, finished.raw);
    const result = examResultResponse.parse(finished.body).data;
    // 2 × 1.5 + (3 + 1) + 1 × 2 = 9 of the auto-graded 4.5 + 6 + 4 = 14.5 (the essay's 5 are not in the maximum)
    assert.equal(result.ball, 9);
    assert.equal(result.max_ball, 14.5);
    assert.equal(result.name, 'Milliy sertifikat: Fizika');
    assert.deepEqual(result.certificate, {
      score: 62.1,
      level: 'B+',
      by_type: [
        { type: 'single', count: 3, correct: 2, answered: 3, ball: 3, max_ball: 4.5 },
        { type: 'matching', count: 2, correct: 1, answered: 2, ball: 4, max_ball: 6 },
        { type: 'short', count: 2, correct: 1, answered: 2, ball: 2, max_ball: 4 },
        { type: 'essay', count: 1, correct: 0, answered: 1, ball: null, max_ball: 5 },
      ],
    });
    assert.equal(result.certificate!.level, nationalCertificateLevel(62.1));
    assert.deepEqual(
      result.sections.map((s) => s.ball),
      [3, 4, 2, 0],
    );
    // the review: every item with its key, its explanation and what it earned
    const review = new Map(result.questions.map((q) => [q.id, q]));
    assert.equal(review.get(essay.id)!.is_correct, null);
    assert.equal(review.get(essay.id)!.score, null);
    assert.equal(review.get(essay.id)!.answer_text, text);
    assert.deepEqual(review.get(m2.id)!.key_pairs, keys.get(m2.id)!.pairs);
    assert.deepEqual([review.get(m2.id)!.is_correct, review.get(m2.id)!.score, review.get(m2.id)!.points], [false, 1, 3]);
    assert.deepEqual([review.get(m1.id)!.is_correct, review.get(m1.id)!.score], [true, 3]);
    assert.ok(shorts.every((q) => review.get(q.id)!.key_answers!.length > 0));
    assert.ok(singles.every((q) => review.get(q.id)!.is_true === keys.get(q.id)!.option_id));
    const [variant] = await ctx.database.db.select({ v: examTicket.nc_variant }).from(examTicket).where(eq(examTicket.id, ticketId));
    for (const q of result.questions) {
      const k = q.position + 1;
      assert.equal(q.explanation, `Izoh ${variant.v}.${k}: javob ${q.type}.`, 'the item’s explanation, in the ticket’s language');
    }
    assert.deepEqual(examResultResponse.parse((await call(cookie, 'POST', '/exam/finish', { ticket_id: ticketId })).body).data, result);
    assert.equal((await save(cookie, { id: essay.id, text: 'keyin' })).status, 409, 'no answer after finish');
    assert.deepEqual(progressResponse.parse((await call(cookie, 'GET', '/progress?type=Milliy')).body).data, []);
  });

  it('a spec without partial credit: a matching counts only when every pair is right', async () => {
    const { cookie } = await user({ premium: false });
    assert.equal((await call(cookie, 'POST', '/nat-certificate/order', { language_id: 1, subject_id: chemistry })).status, 200);
    const ticket = await active(cookie);
    assert.equal(ticket.deadline - ticket.server_now <= 60 * 60_000, true);
    const keys = await keysOf(ticket.id);
    const [m] = ticket.questions.filter((q) => q.type === 'matching');
    const [a, b] = keys.get(m.id)!.pairs!;
    assert.equal((await save(cookie, { id: m.id, pairs: [a, b, null] })).status, 200);
    const result = examResultResponse.parse((await call(cookie, 'POST', '/exam/finish', { ticket_id: ticket.id })).body).data;
    const row = result.certificate!.by_type.find((t) => t.type === 'matching')!;
    assert.deepEqual([row.correct, row.ball, row.max_ball], [0, 0, 2], 'two of three pairs earn nothing');
    assert.equal(result.questions.find((q) => q.id === m.id)!.score, 0);
    assert.equal(result.max_ball, 4);
  });

  it('ids are the ticket’s own: the stored order (pairs 0..n-1, the stored option index) is no key; the true ids score', async () => {
    const { cookie } = await user({ premium: false });
    const graded = { matching: [] as boolean[], single: [] as boolean[] };
    let trueIds = new Map<string, number[]>();
    for (let round = 0; round < 6; round++) {
      const ordered = await call(cookie, 'POST', '/nat-certificate/order', { language_id: 1, subject_id: physics });
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
    // 10 matchings of 3 pairs and 15 single choices: all right by chance with odds of 6^-10 and 4^-15
    assert.ok(graded.matching.length === 10 && graded.matching.includes(false), `identity pairs: ${graded.matching}`);
    assert.ok(graded.single.length === 15 && graded.single.includes(false), `stored option ids: ${graded.single}`);
    assert.deepEqual(trueIds.get('matching'), [2, 2], 'the true pairs by the ticket’s ids score');
    assert.deepEqual(trueIds.get('single'), [3, 3], 'the true options by the ticket’s ids score');
  });

  it('a Russian ticket; a subject with too few sets, a language without sets and bad bodies are 4xx', async () => {
    const { cookie } = await user({ premium: false });
    const res = await call(cookie, 'POST', '/nat-certificate/order', { language_id: 2, subject_id: physics }, 'ru');
    assert.equal(res.status, 200, res.raw);
    const ticket = await active(cookie);
    assert.ok(
      ticket.questions.every((q) => /[а-яё]/i.test(q.text)),
      'Russian items',
    );
    assert.equal(ticket.sections[0].name, 'Yopiq testlar');
    const other = await user({ premium: false });
    for (const body of [
      { language_id: 1, subject_id: geography },
      { language_id: 2, subject_id: chemistry },
    ]) {
      const none = await call(other.cookie, 'POST', '/nat-certificate/order', body);
      assert.equal(none.status, 400, none.raw);
      assert.match(none.raw, /milliy sertifikat testi yoʻq/);
    }
    for (const body of [
      {},
      { language_id: 3, subject_id: physics },
      { language_id: 1, subject_id: 'x' },
      { language_id: 1, subject_id: physics, extra: 1 },
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
