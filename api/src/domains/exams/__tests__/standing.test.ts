// Where a DTM or virtual result stands (issue 31 item 3, ADR 045): the percentile among the last 90
// days' takers (PostgreSQL's percent_rank, checked here against a count done in JS over the same seeded
// results), the gaps to last year's grant and contract scores of the directions the learner applied
// to, and the recommendation page carrying the very same object.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { adviceResponse } from '@platform/shared/advice';
import { examResultResponse, roundBall, STANDING_WINDOW_DAYS } from '@platform/shared/exams';
import { admission, appUser, direction, examTicket, programApplication, university, universityProgram } from '../../../db/schema';
import { rowsOf } from '../../../db/sql';
import { daysAgo, insertExamResult } from '../../../../test/exam-results';
import { createTestApp, HIGH_LIMITS, registeredUser, type TestContext } from '../../../../test/helpers';

let ctx: TestContext;
/** a program whose university published admission scores for its direction, with both scores in its latest row */
let program: { id: number; university_id: number; direction_id: number; s1: number; s2: number };

before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
  const [row] = await rowsOf<{ id: number; university_id: number; direction_id: number; s1: number; s2: number }>(
    ctx.database.db,
    sql`select p.id, p.university_id, p.direction_id, d.subject_1_id as s1, d.subject_2_id as s2
        from ${universityProgram} p join ${direction} d on d.id = p.direction_id
        where exists (select 1 from ${admission} a where a.university_id = p.university_id and a.direction_id = p.direction_id)
          and d.subject_1_id is not null and d.subject_2_id is not null
        order by p.id limit 1`,
  );
  assert.ok(row, 'the seed has a program whose direction has admission rows at its university');
  program = row;
});
after(() => ctx?.close());

const ago = daysAgo;

/** Users written straight into the table (the percentile needs many; they never sign in). */
async function plainUsers(n: number): Promise<number[]> {
  const rows = await ctx.database.db
    .insert(appUser)
    .values(Array.from({ length: n }, () => ({ phone: `+99899${String(randomBytes(4).readUInt32BE() % 1e7).padStart(7, '0')}` })))
    .returning({ id: appUser.id });
  return rows.map((r) => r.id);
}

/** A result of the learner's pair (the program's subjects) unless `extra` says otherwise. */
const result = (
  userId: number,
  kind: 'dtm' | 'virtual' | 'block',
  ball: number | null,
  days: number,
  extra: Partial<typeof examTicket.$inferInsert> = {},
) =>
  insertExamResult(ctx.database.db, userId, kind, ball, days, {
    block1_id: program.s1,
    block2_id: kind === 'block' ? null : program.s2,
    ...extra,
  });

const getResult = async (cookie: string, ticketId: number, locale = 'uz') => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/exam/result?ticket_id=${ticketId}`,
    headers: { cookie, 'accept-language': locale },
  });
  assert.equal(res.statusCode, 200, res.body);
  return examResultResponse.parse(res.json()).data;
};

/** The share (0–100, down) of others' best scores in the window below `ball`, counted here. */
function expectedPercentile(others: { user: number; ball: number; days: number }[], ball: number) {
  const best = new Map<number, number>();
  for (const o of others) if (o.days < STANDING_WINDOW_DAYS) best.set(o.user, Math.max(best.get(o.user) ?? -1, o.ball));
  const below = [...best.values()].filter((b) => b < ball).length;
  return { takers: best.size, percentile: best.size ? Math.floor((below * 100) / best.size) : null };
}

describe('exam standing', () => {
  it('a DTM result’s percentile among the last 90 days’ other takers of DTM, each once with their best', async () => {
    const learner = await registeredUser(ctx.app);
    const [u1, u2, u3, u4, u5, u6, u7, u8] = await plainUsers(8);
    const counted = [
      { user: u1, ball: 100, days: 10 },
      { user: u1, ball: 150, days: 20 }, // u1's best: 150
      { user: u2, ball: 120, days: 5 },
      { user: u3, ball: 130.5, days: 1 },
      { user: u4, ball: 130.5, days: 2 }, // a tie: not below
      { user: u5, ball: 90, days: 89 },
      { user: u6, ball: 180, days: 91 }, // outside the window
    ];
    for (const o of counted) await result(o.user, 'dtm', o.ball, o.days);
    await result(u6, 'virtual', 60, 3); // another kind
    await result(u7, 'dtm', null, 0, { status: 'active', finished_at: null, deadline_at: ago(-1) }); // running
    await result(u8, 'dtm', 50, 3, { year: 2021, max_ball: 137 }); // another year's weights
    await result(learner.id, 'dtm', 40, 30); // one's own other result
    const mine = await result(learner.id, 'dtm', 130.5, 0.5);

    const { standing } = await getResult(learner.cookie, mine.id);
    assert.ok(standing);
    const expected = expectedPercentile(counted, 130.5);
    assert.deepEqual(expected, { takers: 5, percentile: 40 });
    assert.deepEqual(
      [standing.kind, standing.ball, standing.max_ball, standing.takers, standing.percentile, standing.window_days],
      ['dtm', 130.5, 189, expected.takers, expected.percentile, STANDING_WINDOW_DAYS],
    );
    // the learner's worse result of the same kind: its own place among the same others
    const worse = await result(learner.id, 'dtm', 95, 0.4);
    const low = (await getResult(learner.cookie, worse.id)).standing!;
    assert.deepEqual([low.takers, low.percentile], [5, expectedPercentile(counted, 95).percentile]);
    assert.equal(low.percentile, 20);

    // virtual results are compared with virtual ones only
    const virtual = await result(learner.id, 'virtual', 70, 0.3);
    const v = (await getResult(learner.cookie, virtual.id)).standing!;
    assert.deepEqual([v.kind, v.takers, v.percentile], ['virtual', 1, 100]);
    // a block result has no standing
    const block = await result(learner.id, 'block', 60, 0.2);
    assert.equal((await getResult(learner.cookie, block.id)).standing, undefined);
  });

  it('rounds down exactly: 29 of 100 below is the 29th percentile; no other takers: no percentile', async () => {
    const learner = await registeredUser(ctx.app);
    const others = await plainUsers(100);
    // scores 0..99 under the kind 'virtual' of a year of its own, so the other test's results do not count
    await ctx.database.db.execute(sql`insert into exam_weight (kind, year, name_uz, name_ru, minutes, sections)
      select kind, 2077, name_uz, name_ru, minutes, sections from exam_weight where kind = 'virtual' and year = 2025`);
    for (const [i, id] of others.entries()) await result(id, 'virtual', i, 1, { year: 2077 });
    const mine = await result(learner.id, 'virtual', 29, 0.5, { year: 2077 });
    const s = (await getResult(learner.cookie, mine.id)).standing!;
    assert.deepEqual([s.takers, s.percentile], [100, 29]);

    const alone = await registeredUser(ctx.app);
    await ctx.database.db.execute(sql`insert into exam_weight (kind, year, name_uz, name_ru, minutes, sections)
      select kind, 2078, name_uz, name_ru, minutes, sections from exam_weight where kind = 'dtm' and year = 2025`);
    const first = await result(alone.id, 'dtm', 100, 0.5, { year: 2078 });
    const only = (await getResult(alone.cookie, first.id)).standing!;
    assert.deepEqual([only.takers, only.percentile], [0, null]);
  });

  it('the directions of one’s applications: last year’s grant and contract scores and the points to each', async () => {
    const learner = await registeredUser(ctx.app);
    const db = ctx.database.db;
    await db.insert(programApplication).values({ user_id: learner.id, program_id: program.id, name: 'Test', phone: '+998901234567' });
    const mine = await result(learner.id, 'dtm', 120.3, 0.5);
    const { standing } = await getResult(learner.cookie, mine.id);
    assert.equal(standing!.directions.length, 1);
    const [d] = standing!.directions;

    // the same row picked by hand: the latest year, the ticket's language first, then the lowest study form
    const rows = await db
      .select()
      .from(admission)
      .where(and(eq(admission.university_id, program.university_id), eq(admission.direction_id, program.direction_id)));
    const year = Math.max(...rows.map((r) => r.year));
    const row = rows
      .filter((r) => r.year === year)
      .sort((a, b) => Number(b.language_id === 1) - Number(a.language_id === 1) || a.study_form_id - b.study_form_id || a.id - b.id)[0];
    const [u] = await db.select().from(university).where(eq(university.id, program.university_id));
    const [dir] = await db.select().from(direction).where(eq(direction.id, program.direction_id));
    assert.deepEqual(d, {
      university_name: u.name_uz,
      university_slug: u.slug,
      university_type: u.type,
      direction_code: dir.code,
      direction_name: dir.name_uz,
      year,
      grant_ball: row.grant_ball,
      contract_ball: row.contract_ball,
      grant_gap: row.grant_ball === null ? null : roundBall(120.3 - row.grant_ball),
      contract_gap: row.contract_ball === null ? null : roundBall(120.3 - row.contract_ball),
      chance:
        row.grant_ball !== null && 120.3 >= row.grant_ball
          ? 'grant'
          : row.contract_ball !== null && 120.3 >= row.contract_ball
            ? 'contract'
            : 'below',
      same_subjects: true,
    });
    // Russian names
    const ru = (await getResult(learner.cookie, mine.id, 'ru')).standing!;
    assert.equal(ru.directions[0].direction_name, dir.name_ru);

    // the recommendation page, based on this best result, carries the very same standing
    const advice = await ctx.app.inject({ method: 'GET', url: '/api/university-advice', headers: { cookie: learner.cookie } });
    assert.equal(advice.statusCode, 200, advice.body);
    const data = adviceResponse.parse(advice.json()).data;
    assert.equal(data.basis?.source, 'dtm');
    assert.equal(data.basis?.max_ball, 189);
    assert.deepEqual(data.standing, standing);
    // a typed-in score is no exam: no standing
    const typed = await ctx.app.inject({
      method: 'GET',
      url: `/api/university-advice?subject_1=${program.s1}&subject_2=${program.s2}&ball=150`,
      headers: { cookie: learner.cookie },
    });
    assert.equal(adviceResponse.parse(typed.json()).data.standing, null);
  });
});
