// A digest of every table of a test database (md5 of all its rows), kept current cheaply.
//
// Hashing every table (the seeded question banks, courses, universities…) costs ~20 ms on PGlite;
// the fuzz suite needed it twice per request, ~10,000 times: 90 % of its run. Instead, a statement
// trigger on every table notes the table's name in `test_written_table` whenever a statement inserts,
// updates, deletes or truncates there (in the writer's transaction, so a rolled-back write leaves no
// note). `digest()` re-hashes only the noted tables and keeps the others' last hash: a table nobody
// wrote to cannot have changed, so the answer is the same map a full re-hash would give.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

const LOG = 'test_written_table';

type Rows<R> = { rows: R[] };

const hashQuery = (tables: string[]) =>
  tables
    .map((t) => `select '${t}' as t, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from "${t}" x`)
    .join(' union all ');

export interface TableDigest {
  /** The public base tables digested (the write log excluded), sorted by name. */
  tables: string[];
  /** Table name → md5 of its rows, as of now. */
  digest: () => Promise<Map<string, string>>;
}

/** Installs the write triggers on every public table of `db` and hashes each table once. */
export async function watchTables(db: Db): Promise<TableDigest> {
  const listed = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ table_name: string }>;
  const tables = listed.rows.map((r) => r.table_name).filter((t) => t !== LOG);
  await db.execute(sql.raw(`create table if not exists ${LOG} (name text not null)`));
  await db.execute(
    sql.raw(
      `create or replace function test_note_write() returns trigger language plpgsql as $$ begin insert into ${LOG} values (TG_TABLE_NAME); return null; end $$`,
    ),
  );
  for (const t of tables) {
    await db.execute(sql.raw(`drop trigger if exists test_note_write on "${t}"`));
    await db.execute(
      sql.raw(
        `create trigger test_note_write after insert or update or delete or truncate on "${t}" for each statement execute function test_note_write()`,
      ),
    );
  }
  const hashes = new Map<string, string>();
  const rehash = async (names: string[]) => {
    if (!names.length) return;
    const res = (await db.execute(sql.raw(hashQuery(names)))) as unknown as Rows<{ t: string; h: string }>;
    for (const r of res.rows) hashes.set(r.t, r.h);
  };
  await db.execute(sql.raw(`delete from ${LOG}`));
  await rehash(tables);
  return {
    tables,
    digest: async () => {
      const written = (await db.execute(sql.raw(`delete from ${LOG} returning name`))) as unknown as Rows<{ name: string }>;
      await rehash([...new Set(written.rows.map((r) => r.name))].filter((t) => hashes.has(t)));
      return new Map(hashes);
    },
  };
}
