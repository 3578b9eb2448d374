// Fault test: a PostgreSQL server this test starts itself (own data directory and port, never the
// machine's shared one) is stopped for a few seconds under load. The api must answer 503 with
// Retry-After while it is down (never a 500 or a hang) and recover by itself once it is back.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/client';
import { seed } from '../src/seed';
import { freePort } from './helpers';

function pgBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (fs.existsSync(path.join(base, v, 'bin/initdb'))) return path.join(base, v, 'bin');
  return null;
}

const bin = pgBin();
const isRoot = process.getuid?.() === 0;
// it brings its own server, so it runs once per `npm test` (in the PGlite pass)
const skip = process.env.TEST_DATABASE_URL
  ? 'runs in the PGlite pass (it starts its own server)'
  : !bin
    ? 'PostgreSQL server binaries not installed'
    : !isRoot && os.userInfo().username !== 'postgres'
      ? 'needs root or the postgres user'
      : false;

/** Runs a server binary as the postgres user (initdb refuses root). */
function asPostgres(command: string, args: string[]) {
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin!, command), ...args]] : [path.join(bin!, command), args];
  const r = spawnSync(cmd, argv as string[], { encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`${command} failed: ${r.stderr || r.stdout}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('PostgreSQL outage under load', { skip }, () => {
  let dir: string;
  let port: number;
  let database: Database;
  let app: FastifyInstance;
  const start = () =>
    asPostgres('pg_ctl', [
      '-D',
      path.join(dir, 'data'),
      '-l',
      path.join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-w',
      'start',
    ]);
  const stop = () => asPostgres('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-pg-fault-'));
    if (isRoot) execFileSync('chown', ['-R', 'postgres', dir]);
    port = await freePort();
    asPostgres('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
    start();
    database = await createDatabase({ url: `postgres://postgres@127.0.0.1:${port}/postgres`, statementTimeoutMs: 2000 });
    await database.migrate();
    await seed(database.db);
    app = await buildApp({ database });
    await app.ready();
  });

  after(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    try {
      stop();
    } catch {
      // already stopped
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while the server is down and recovers without a restart', async () => {
    const statuses: number[] = [];
    let running = true;
    const bad: string[] = [];
    // 8 clients in a loop over a list call and a detail call
    const worker = async () => {
      while (running) {
        const started = Date.now();
        const res = await app.inject({ method: 'GET', url: '/api/university-all?page=1' });
        statuses.push(res.statusCode);
        if (res.statusCode !== 200) {
          const body = res.json() as { message?: unknown; code?: unknown };
          if (res.statusCode !== 503 || body.code !== 'UNAVAILABLE' || typeof body.message !== 'string' || !res.headers['retry-after']) {
            bad.push(`${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        }
        if (Date.now() - started > 15_000) bad.push(`a request hung for ${Date.now() - started} ms`);
        await sleep(20);
      }
    };
    const workers = Array.from({ length: 8 }, worker);

    await sleep(1000);
    const before = statuses.length;
    stop();
    await sleep(3000);
    const down = statuses.slice(before);
    start();

    // recovery: within 15 s every request succeeds again, with no restart of the api
    const deadline = Date.now() + 15_000;
    let recovered = false;
    while (Date.now() < deadline) {
      const probe = await app.inject({ method: 'GET', url: '/api/health' });
      if (probe.statusCode === 200) {
        recovered = true;
        break;
      }
      await sleep(250);
    }
    const mark = statuses.length;
    await sleep(1500);
    running = false;
    await Promise.all(workers);

    assert.deepEqual(bad, []);
    assert.ok(
      statuses.slice(0, before).every((s) => s === 200),
      'all 200 before the outage',
    );
    assert.ok(down.includes(503), `503 while down (saw ${[...new Set(down)].join(',')})`);
    assert.ok(recovered, 'the api recovered by itself');
    const afterwards = statuses.slice(mark);
    assert.ok(
      afterwards.length > 0 && afterwards.every((s) => s === 200),
      `all 200 after recovery (saw ${[...new Set(afterwards)].join(',')})`,
    );
  });
});
