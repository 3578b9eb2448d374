// The recommendation (/api/university-advice, docs/decisions/017) on the seeded admissions: its order
// is compared with one computed here independently (SQL window for the last year, then grouped and
// sorted in the test); the signed-in basis from a finished DTM ticket and from topic tests.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { adviceResponse, type Advice } from '@platform/shared/advice';
import { errorBodySchema } from '@platform/shared/contracts';
import { appUser, examTicket, subject, themedTest, ticket } from '../../../db/schema';
import { rowsOf } from '../../../db/sql';
import { HIGH_LIMITS, createTestApp, signIn, uniquePhone, type TestContext } from '../../../../test/helpers';

let ctx: TestContext;
let ids: Record<string, number>;
before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
  ids = Object.fromEntries((await ctx.database.db.select({ id: subject.id, slug: subject.slug }).from(subject)).map((s) => [s.slug, s.id]));
});
after(async () => {
  await ctx?.close();
});

async function advice(query: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/university-advice${query}`, headers });
  return { status: res.statusCode, body: res.json() as unknown };
}

/** The expected list, computed without the service: every admission row of the pair at its university's last year. */
async function expected(s1: number, s2: number, ball: number) {
  const rows = await rowsOf<{ slug: string; name: string; code: string; grant: number | null; contract: number | null; id: number }>(
    ctx.database.db,
    sql`select u.slug, u.name_uz as name, d.code, a.grant_ball as grant, a.contract_ball as contract, a.id
        from admission a join direction d on d.id = a.direction_id join university u on u.id = a.university_id
        where d.subject_1_id = ${s1} and d.subject_2_id = ${s2}
          and a.year = (select max(a2.year) from admission a2 where a2.university_id = a.university_id and a2.direction_id = a.direction_id)`,
  );
  const r1 = (x: number) => Math.round(x * 10) / 10;
  const placed = rows.flatMap((r) => {
    const grant = r.grant === null ? null : Number(r.grant);
    const contract = r.contract === null ? null : Number(r.contract);
    if (grant === null && contract === null) return [];
    let group: number;
    let gap: number;
    if (grant !== null && grant <= ball) [group, gap] = [0, ball - grant];
    else if (contract !== null && contract <= ball) [group, gap] = [1, ball - contract];
    else [group, gap] = [2, (contract ?? grant!) - ball];
    return [{ ...r, id: Number(r.id), group, gap: r1(gap), chance: ['grant', 'contract', 'below'][group] }];
  });
  placed.sort((a, b) => a.group - b.group || a.gap - b.gap || a.name.localeCompare(b.name) || a.code.localeCompare(b.code) || a.id - b.id);
  return placed;
}

const shape = (items: Advice['items']) => items.map((i) => `${i.university_slug}/${i.direction_code}/${i.chance}/${i.gap}`);

describe('GET /api/university-advice (guest form)', () => {
  for (const [pair, ball] of [
    [['matematika', 'fizika'], 150],
    [['matematika', 'fizika'], 95.5],
    [['biologiya', 'kimyo'], 120],
    [['matematika', 'ingliz-tili'], 189],
    [['matematika', 'fizika'], 0],
  ] as const) {
    it(`orders ${pair.join('+')} at ${ball} as the independent computation does`, async () => {
      const res = await advice(`?subject_1=${ids[pair[0]]}&subject_2=${ids[pair[1]]}&ball=${ball}`);
      assert.equal(res.status, 200);
      const data = adviceResponse.parse(res.body).data;
      const want = await expected(ids[pair[0]], ids[pair[1]], ball);
      assert.ok(want.length > 3, 'the seed has rows for this pair');
      assert.equal(data.total, want.length);
      assert.deepEqual(
        shape(data.items),
        want.slice(0, 30).map((w) => `${w.slug}/${w.code}/${w.chance}/${w.gap}`),
      );
      assert.equal(data.basis?.source, 'form');
      assert.equal(data.basis?.ball, ball);
      assert.ok(data.pairs.some((p) => p.blok1_id === ids[pair[0]] && p.blok2_id === ids[pair[1]]));
    });
  }

  it('gives a guest without a form no basis and no list, but the pairs', async () => {
    const data = adviceResponse.parse((await advice('')).body).data;
    assert.equal(data.basis, null);
    assert.equal(data.items.length, 0);
    assert.ok(data.pairs.length > 5);
  });

  it('refuses bad input with 400 and localised messages', async () => {
    const m = ids.matematika;
    const f = ids.fizika;
    const cases: [string, string | null, string | null][] = [
      [`?subject_1=${m}&subject_2=${f}&ball=190`, 'Ballni 0 dan 189 gacha kiriting', 'Введите балл от 0 до 189'],
      [`?subject_1=${m}&subject_2=${f}&ball=-1`, 'Ballni 0 dan 189 gacha kiriting', 'Введите балл от 0 до 189'],
      [`?subject_1=${m}&ball=100`, 'Ikkala fanni tanlang va ballni kiriting', 'Выберите оба предмета и введите балл'],
      [`?subject_1=${m}&subject_2=${m}&ball=100`, null, null],
      [`?subject_1=abc&subject_2=${f}&ball=100`, null, null],
      [`?subject_1=${m}&subject_2=${f}&ball=abc`, null, null],
    ];
    for (const [query, uz, ru] of cases) {
      const a = await advice(query);
      const b = await advice(query, { 'accept-language': 'ru' });
      assert.equal(a.status, 400, query);
      assert.equal(b.status, 400, query);
      const ea = errorBodySchema.parse(a.body);
      const eb = errorBodySchema.parse(b.body);
      assert.notEqual(ea.message, eb.message, query);
      if (uz) assert.equal(ea.message, uz, query);
      if (ru) assert.equal(eb.message, ru, query);
    }
    // a pair no direction has: an empty list, not an error
    const none = adviceResponse.parse((await advice(`?subject_1=${ids['fransuz-tili']}&subject_2=${ids.huquq}&ball=100`)).body).data;
    assert.equal(none.total, 0);
  });
});

describe('GET /api/university-advice (signed in)', () => {
  async function userOf(cookiePhone: string) {
    const { cookie } = await signIn(ctx.app, cookiePhone);
    const [u] = await ctx.database.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.phone, cookiePhone));
    return { cookie, userId: u.id };
  }

  it('uses the best finished DTM/virtual ticket and its block pair', async () => {
    const { cookie, userId } = await userOf(uniquePhone());
    const now = Date.now();
    const exam = (
      kind: 'dtm' | 'virtual',
      b1: string,
      b2: string,
      ball: number | null,
      status: 'finished' | 'active',
      minutesAgo: number,
    ) => ({
      user_id: userId,
      kind,
      year: 2025,
      language_id: 1,
      status,
      block1_id: ids[b1],
      block2_id: ids[b2],
      question_count: 90,
      ball,
      max_ball: 189,
      started_at: new Date(now - minutesAgo * 60_000 - 3_600_000),
      deadline_at: new Date(now - minutesAgo * 60_000 + 7_200_000),
      finished_at: status === 'finished' ? new Date(now - minutesAgo * 60_000) : null,
    });
    await ctx.database.db
      .insert(examTicket)
      .values([
        exam('dtm', 'matematika', 'fizika', 131.2, 'finished', 300),
        exam('virtual', 'biologiya', 'kimyo', 118.4, 'finished', 200),
        exam('dtm', 'matematika', 'ingliz-tili', null, 'active', 10),
      ]);
    const data = adviceResponse.parse((await advice('', { cookie })).body).data;
    assert.equal(data.basis?.source, 'dtm');
    assert.equal(data.basis?.ball, 131.2);
    assert.equal(data.basis?.subject_1.id, ids.matematika);
    assert.equal(data.basis?.subject_2.id, ids.fizika);
    const want = await expected(ids.matematika, ids.fizika, 131.2);
    assert.deepEqual(
      shape(data.items),
      want.slice(0, 30).map((w) => `${w.slug}/${w.code}/${w.chance}/${w.gap}`),
    );
    // the form still wins when the user fills it in
    const form = adviceResponse.parse((await advice(`?subject_1=${ids.biologiya}&subject_2=${ids.kimyo}&ball=100`, { cookie })).body).data;
    assert.equal(form.basis?.source, 'form');
  });

  it('without a DTM result estimates from topic tests: 33·mandatory + 93·block 1 + 63·block 2 by share correct', async () => {
    const { cookie, userId } = await userOf(uniquePhone());
    const testOf = async (slug: string) =>
      (await ctx.database.db.select({ id: themedTest.id }).from(themedTest).where(eq(themedTest.subject_id, ids[slug])).limit(1))[0].id;
    const now = new Date();
    const topic = async (slug: string, correct: number, total: number) => ({
      type: 'topic' as const,
      test_id: await testOf(slug),
      user_id: userId,
      status: 'finished' as const,
      question_count: total,
      correct_count: correct,
      answered_count: total,
      expires_at: now,
      finished_at: now,
    });
    await ctx.database.db
      .insert(ticket)
      .values([
        await topic('matematika', 8, 10),
        await topic('matematika', 6, 10),
        await topic('fizika', 5, 10),
        await topic('ozbekiston-tarixi', 9, 10),
      ]);
    const data = adviceResponse.parse((await advice('', { cookie, 'accept-language': 'ru' })).body).data;
    // matematika 14/20 = 0.7 (block 1 and mandatory), fizika 0.5, O'zbekiston tarixi 0.9 (mandatory, in no pair);
    // mandatory mean (0.9 + 0.7) / 2 = 0.8; the best pair is matematika + fizika (fizika + matematika gives less)
    assert.equal(data.basis?.source, 'topic');
    assert.equal(data.basis?.ball, Math.round((33 * 0.8 + 93 * 0.7 + 63 * 0.5) * 10) / 10);
    assert.equal(data.basis?.subject_1.id, ids.matematika);
    assert.equal(data.basis?.subject_2.id, ids.fizika);
    assert.equal(data.basis?.subject_1.name, 'Математика');
  });

  it('a user without results gets no basis', async () => {
    const { cookie } = await userOf(uniquePhone());
    const data = adviceResponse.parse((await advice('', { cookie })).body).data;
    assert.equal(data.basis, null);
  });
});
