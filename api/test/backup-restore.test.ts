// The backup and restore of docs/operations.md, played on PostgreSQL: a migrated and seeded database is
// dumped with pg_dump (custom format), restored with pg_restore into a new empty database, and every
// table (the api's and drizzle's migration journal) has the same rows there, the sequences the same
// positions, and the api starts on the copy with nothing left to migrate.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { createDatabase } from '../src/db/client';
import { seed } from '../src/seed';
import { scratchPostgres } from './helpers';

/**
 * The server: the PostgreSQL pass's (TEST_DATABASE_URL); without one, and when no PostgreSQL pass runs
 * beside this one (TEST_OWN_SERVERS_PASS), the machine's default server.
 */
const serverUrl =
  process.env.TEST_DATABASE_URL ??
  (process.env.TEST_OWN_SERVERS_PASS === 'postgres' ? null : 'postgres://postgres@127.0.0.1:5432/postgres');

const hasTool = (tool: string) => spawnSync(tool, ['--version'], { encoding: 'utf8' }).status === 0;

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const skip: string | false = !serverUrl
  ? 'runs in the PostgreSQL pass (TEST_DATABASE_URL)'
  : !hasTool('pg_dump') || !hasTool('pg_restore')
    ? 'pg_dump and pg_restore are not installed (apt-get install postgresql-client)'
    : !(await reachable(serverUrl))
      ? `no PostgreSQL reachable at ${serverUrl.replace(/\/\/[^@]*@/, '//')} (set TEST_DATABASE_URL to a server to run it)`
      : false;
if (skip) console.log(`# backup and restore: skipped, ${skip}`);

/** Every table of every schema but the system's, with its row count and an md5 of its rows. */
async function tablesOf(url: string): Promise<Map<string, { rows: number; md5: string }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
    );
    const result = new Map<string, { rows: number; md5: string }>();
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string; h: string }>(
        `select count(*) as n, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from ${name} x`,
      );
      result.set(name, { rows: Number(rows[0]!.n), md5: rows[0]!.h });
    }
    return result;
  } finally {
    await client.end();
  }
}

async function sequencesOf(url: string): Promise<Record<string, string | null>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; last: string | null }>(
      `select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences order by 1`,
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.last]));
  } finally {
    await client.end();
  }
}

/** Runs a client tool; fails the test with its own words when it fails. */
function run(tool: string, args: string[]) {
  const r = spawnSync(tool, args, { encoding: 'utf8', timeout: 120_000 });
  assert.equal(r.status, 0, `${tool} ${args.join(' ')}: ${r.stderr || r.stdout || r.error?.message}`);
}

describe('backup and restore on PostgreSQL (docs/operations.md)', { skip }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-backup-'));
  const dump = path.join(dir, 'platform.dump');
  let source: Awaited<ReturnType<typeof scratchPostgres>>;
  let target: Awaited<ReturnType<typeof scratchPostgres>>;

  before(async () => {
    source = await scratchPostgres(serverUrl!, 'platform_backup_src');
    target = await scratchPostgres(serverUrl!, 'platform_backup_dst');
    const database = await createDatabase({ url: source.url });
    try {
      await database.migrate();
      await seed(database.db);
    } finally {
      await database.close();
    }
  });
  after(async () => {
    await source?.drop();
    await target?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('pg_dump → pg_restore into a new database keeps every table, row and sequence', async () => {
    // the commands of docs/operations.md § Backup and § Restore
    run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, `--dbname=${source.url}`]);
    assert.ok(fs.statSync(dump).size > 10_000, 'a dump of the seeded database');
    run('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${target.url}`, dump]);

    const before = await tablesOf(source.url);
    const after = await tablesOf(target.url);
    assert.deepEqual([...after.keys()], [...before.keys()], 'the same tables');
    const filled = [...before.entries()].filter(([, t]) => t.rows > 0);
    assert.ok(filled.length >= 10, `a seeded database to copy (${filled.length} tables with rows)`);
    assert.ok(before.has('drizzle.__drizzle_migrations') && before.get('drizzle.__drizzle_migrations')!.rows > 0, 'the migration journal');
    for (const [name, table] of before) {
      assert.equal(after.get(name)?.rows, table.rows, `${name}: row count`);
      assert.equal(after.get(name)?.md5, table.md5, `${name}: rows`);
    }
    assert.deepEqual(await sequencesOf(target.url), await sequencesOf(source.url), 'sequence positions');
  });

  it('the api starts on the restored database with nothing to migrate', async () => {
    const counts = await tablesOf(target.url);
    const database = await createDatabase({ url: target.url });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    assert.deepEqual(await tablesOf(target.url), counts);
  });
});
