// Migration 0004_integrity on a database that already has data (issue 12): rows written under 0003
// migrate — certificates get a public id each and freeze what they showed, duplicate ratings keep the
// newest, earlier topic grants name their question (the earliest per user and question), ticket
// questions keep their option order A–D and tickets keep earning XP.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/sql';
import { emptyDatabase } from '../../../../test/helpers';
import { allMigrations, migrateFolder, migrationsUpTo } from '../../../../test/migrations';

let database: Database;
let cleanup: () => Promise<void>;
const dirs: string[] = [];
const migrate = (folder: string) => migrateFolder(database, folder);

const one = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(database.db, query))[0];

before(async () => {
  ({ database, cleanup } = await emptyDatabase());
});
after(async () => {
  await database?.close();
  await cleanup?.();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('migration 0004_integrity on existing data', () => {
  it('migrates certificates, ratings, grants, ticket questions and tickets written before it', async () => {
    await migrate(migrationsUpTo(3, dirs));
    const { db } = database;
    // data as 0003 knew it (plain SQL: the current Drizzle tables have the new columns)
    const user = await one<{ id: number }>(
      sql`insert into app_user (phone, first_name, last_name) values ('+998901112233', ' Ali ', 'Valiyev') returning id`,
    );
    const sub = await one<{ id: number }>(
      sql`insert into subject (slug, name_uz, name_ru, color) values ('mig-fan', 'Fan', 'Предмет', '#123456') returning id`,
    );
    const test = await one<{ id: number }>(
      sql`insert into themed_test (subject_id, lesson_key, language_id, slug, name) values (${sub.id}, 'l1', 1, 'l1', 'Mavzu') returning id`,
    );
    const q = await one<{ id: number }>(
      sql`insert into question (test_id, key, position, text) values (${test.id}, 'q1', 1, 'Savol') returning id`,
    );
    const tickets: number[] = [];
    for (const [correct, finished] of [
      [3, '2025-05-01T10:00:00Z'],
      [4, '2025-05-02T10:00:00Z'],
    ] as const) {
      const t = await one<{ id: number }>(sql`
        insert into ticket (test_id, user_id, status, question_count, correct_count, answered_count, started_at, expires_at, finished_at)
        values (${test.id}, ${user.id}, 'finished', 5, ${correct}, 5, ${finished}::timestamptz - interval '1 hour', ${finished}::timestamptz + interval '2 hours', ${finished}::timestamptz)
        returning id`);
      tickets.push(t.id);
    }
    const tq: number[] = [];
    for (const t of tickets) {
      tq.push(
        (
          await one<{ id: number }>(
            sql`insert into ticket_question (ticket_id, question_id, position, is_correct) values (${t}, ${q.id}, 1, true) returning id`,
          )
        ).id,
      );
    }
    // the same question's XP granted twice (the farming issue 12 found), a bonus, and a demo grant
    await db.execute(sql`insert into xp_event (user_id, amount, source, ref_id, ticket_id, created_at) values
      (${user.id}, 5, 'topic', ${tq[0]}, ${tickets[0]}, '2025-05-01T09:30:00Z'),
      (${user.id}, 5, 'topic', ${tq[1]}, ${tickets[1]}, '2025-05-02T09:30:00Z'),
      (${user.id}, 5, 'topic-bonus', ${tickets[0]}, ${tickets[0]}, '2025-05-01T10:00:00Z'),
      (${user.id}, 7, 'demo', 20000, null, '2025-05-03T09:00:00Z')`);
    for (const t of tickets) await db.execute(sql`insert into certificate (ticket_id, locale, issued_at) values (${t}, 'uz', now())`);
    await db.execute(sql`insert into test_rating (ticket_id, test_id, user_id, rating, comment, created_at) values
      (${tickets[0]}, ${test.id}, ${user.id}, 2, 'eski', '2025-05-01T11:00:00Z'),
      (${tickets[1]}, ${test.id}, ${user.id}, 5, 'yangi', '2025-05-02T11:00:00Z')`);

    await migrate(allMigrations);

    const certs = await rowsOf<{
      ticket_id: number;
      public_id: string;
      full_name: string;
      correct: number;
      total: number;
      finished_at: Date | string;
    }>(db, sql`select ticket_id, public_id, full_name, correct, total, finished_at from certificate order by ticket_id`);
    assert.equal(certs.length, 2);
    for (const c of certs) assert.match(c.public_id, /^[0-9a-f]{32}$/);
    assert.notEqual(certs[0].public_id, certs[1].public_id, 'each its own id');
    assert.deepEqual(
      certs.map((c) => [c.ticket_id, c.full_name, c.correct, c.total, new Date(c.finished_at).toISOString()]),
      [
        [tickets[0], 'Ali Valiyev', 3, 5, '2025-05-01T10:00:00.000Z'],
        [tickets[1], 'Ali Valiyev', 4, 5, '2025-05-02T10:00:00.000Z'],
      ],
      'what each certificate showed is frozen',
    );

    const ratings = await rowsOf<{ ticket_id: number; rating: number; comment: string }>(
      db,
      sql`select ticket_id, rating, comment from test_rating`,
    );
    assert.deepEqual(
      ratings.map((r) => [r.ticket_id, r.rating, r.comment]),
      [[tickets[1], 5, 'yangi']],
      'the newest rating of the user and test is kept',
    );
    await assert.rejects(
      db.execute(
        sql`insert into test_rating (ticket_id, test_id, user_id, rating, comment) values (${tickets[0]}, ${test.id}, ${user.id}, 1, 'yana')`,
      ),
      'one rating per user and test from now on',
    );

    const grants = await rowsOf<{ source: string; ref_id: number; question_id: number | null }>(
      db,
      sql`select source, ref_id, question_id from xp_event order by id`,
    );
    assert.deepEqual(
      grants.map((g) => [g.source, g.ref_id, g.question_id]),
      [
        ['topic', tq[0], q.id],
        ['topic', tq[1], null],
        ['topic-bonus', tickets[0], null],
        ['demo', 20000, null],
      ],
      'the earliest grant of the question names it; the ledger (and so the ball) is unchanged',
    );

    const orders = await rowsOf<{ option_order: number[] | string }>(db, sql`select option_order from ticket_question`);
    const listOf = (v: number[] | string) => (typeof v === 'string' ? v.replace(/[{}]/g, '').split(',') : v).map(Number);
    for (const o of orders) assert.deepEqual(listOf(o.option_order), [0, 1, 2, 3], 'the options stay in position order A–D');
    const earns = await rowsOf<{ earns_xp: boolean }>(db, sql`select earns_xp from ticket`);
    assert.deepEqual(
      earns.map((e) => e.earns_xp),
      [true, true],
    );
  });
});
