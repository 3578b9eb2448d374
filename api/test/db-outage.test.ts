// Fault test: a PostgreSQL server this test starts itself (own data directory and port, never the
// machine's shared one) is stopped for a few seconds under load. The api must answer 503 with
// Retry-After while it is down (never a 500 or a hang) and recover by itself once it is back.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createDatabase, type Database } from '../src/db/client';
import { seed } from '../src/seed';
import { ownPostgres, ownPostgresSkip, type OwnPostgres } from './own-servers';
import { buildApp } from './helpers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('PostgreSQL outage under load', { skip: ownPostgresSkip }, () => {
  let pg: OwnPostgres;
  let database: Database;
  let app: FastifyInstance;
  const start = () => pg.start();
  const stop = () => pg.stop();

  before(async () => {
    pg = await ownPostgres();
    database = await createDatabase({ url: pg.url, statementTimeoutMs: 2000 });
    await database.migrate();
    await seed(database.db);
    app = await buildApp({ database });
    await app.ready();
  });

  after(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    pg?.remove();
  });

  it('answers 503 with Retry-After while the server is down and recovers without a restart', async () => {
    const statuses: number[] = [];
    let running = true;
    const bad: string[] = [];
    // 8 clients in a loop over a list call and a detail call
    const worker = async () => {
      while (running) {
        const started = Date.now();
        // a read the catalogue cache does not hold: it needs the database every time
        const res = await app.inject({ method: 'GET', url: '/api/errortype' });
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

    // a catalogue read answered once before the outage
    assert.equal((await app.inject({ method: 'GET', url: '/api/university-all?page=1' })).statusCode, 200);
    await sleep(1000);
    const before = statuses.length;
    stop();
    await sleep(3000);
    const cachedDuringOutage = await app.inject({ method: 'GET', url: '/api/university-all?page=1' });
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
    assert.equal(cachedDuringOutage.statusCode, 200, 'the catalogue cache still answers while the database is down');
    const afterwards = statuses.slice(mark);
    assert.ok(
      afterwards.length > 0 && afterwards.every((s) => s === 200),
      `all 200 after recovery (saw ${[...new Set(afterwards)].join(',')})`,
    );
  });
});
