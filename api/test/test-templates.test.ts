// The template databases of the test helpers (ADR 013): createTestApp() hands out a copy of a
// migrated and seeded template without running the migrations and the seed on it again. That is only
// right if doing so would change nothing: this file checks it, table by table, on the store in use
// (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { seed } from '../src/seed';
import { watchTables } from './db-digest';
import { templateDatabase } from './helpers';

/** Every app_user row as JSON, by id. */
async function users(db: Db): Promise<Record<string, unknown>[]> {
  const res = (await db.execute(sql`select to_jsonb(u) as row from app_user u order by id`)) as unknown as {
    rows: { row: Record<string, unknown> }[];
  };
  return res.rows.map((r) => r.row);
}

const cleanups: (() => Promise<void>)[] = [];
after(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('template databases', () => {
  it('a copy of the seeded template is what migrate() and seed() leave: running them again changes nothing but the demo Pro dates', async () => {
    const { database, cleanup } = await templateDatabase({ withSeed: true });
    cleanups.push(async () => {
      await database.close();
      await cleanup();
    });
    const watched = await watchTables(database.db);
    const before = await watched.digest();
    assert.ok(watched.tables.length > 30, `the copy has the schema (${watched.tables.length} tables)`);
    const usersBefore = await users(database.db);
    const seededAt = Date.now();
    await database.migrate();
    assert.deepEqual(await seed(database.db), { skipped: true }, 'no content file left to load');
    const after = await watched.digest();
    // the seed gives demo users Pro until now + N days: seeding again moves that date by the
    // template's age (under ten minutes and the run), and changes nothing else in any table
    assert.deepEqual(
      watched.tables.filter((t) => before.get(t) !== after.get(t) && t !== 'app_user'),
      [],
      'tables changed by migrating and seeding the copy again',
    );
    const usersAfter = await users(database.db);
    const withoutPro = (rows: Record<string, unknown>[]) => rows.map(({ premium_until: _, ...rest }) => rest);
    assert.deepEqual(withoutPro(usersAfter), withoutPro(usersBefore), 'app_user: only premium_until may change');
    for (const [i, row] of usersAfter.entries()) {
      const was = usersBefore[i].premium_until;
      if (row.premium_until === null || was === null) {
        assert.equal(row.premium_until, was, `user ${String(row.id)}: Pro or not, as before`);
        continue;
      }
      const moved = new Date(String(row.premium_until)).getTime() - new Date(String(was)).getTime();
      assert.ok(moved >= 0 && moved <= Date.now() - seededAt + 30 * 60_000, `user ${String(row.id)}: Pro end moved by ${moved} ms`);
    }
  });

  it('a copy of the migrated template is what migrate() leaves, and empty of content', async () => {
    const { database, cleanup } = await templateDatabase({ withSeed: false });
    cleanups.push(async () => {
      await database.close();
      await cleanup();
    });
    const watched = await watchTables(database.db);
    const before = await watched.digest();
    await database.migrate();
    const after = await watched.digest();
    assert.deepEqual(
      watched.tables.filter((t) => before.get(t) !== after.get(t)),
      [],
      'tables changed by migrating the copy again',
    );
    // no seed ran on it: the content tables are empty (an md5 of no rows is the md5 of '')
    const EMPTY = 'd41d8cd98f00b204e9800998ecf8427e';
    for (const table of ['university', 'subject', 'themed_test']) assert.equal(after.get(table), EMPTY, `${table} is empty`);
  });
});
