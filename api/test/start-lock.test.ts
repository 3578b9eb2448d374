// Api processes started at once on one database (docker-compose's two replicas, `npm run stack`)
// migrate and seed one after the other: `Database.exclusive` (ADR 049). On PostgreSQL a session
// advisory lock; a second process waits for it, also while the first's work fails, and takes it when
// the first's connection is gone. PGlite serves one process: the work runs at once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { createDatabase } from '../src/db/client';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const url = process.env.TEST_DATABASE_URL;

describe('Database.exclusive', () => {
  it('runs the work at once on PGlite', async () => {
    const database = await createDatabase({ dataDir: 'memory://' });
    try {
      assert.equal(await database.exclusive(async () => 'done'), 'done');
    } finally {
      await database.close();
    }
  });

  describe('on PostgreSQL', { skip: url ? false : 'runs in the PostgreSQL pass (TEST_DATABASE_URL)' }, () => {
    it('lets one process at a time in, in turn, whether its work ends or fails', async () => {
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => createDatabase({ url, statementTimeoutMs: 1000 })));
      const log: string[] = [];
      const work = (name: string, ms: number, fail = false) => async () => {
        log.push(`${name} in`);
        await sleep(ms);
        log.push(`${name} out`);
        if (fail) throw new Error(`${name} failed`);
        return name;
      };
      try {
        // the first holds it past the waiters' statement timeout (1 s): waiting is not a statement that times out
        const first = a.exclusive(work('a', 1500, true));
        await sleep(200);
        const second = b.exclusive(work('b', 100));
        const third = c.exclusive(work('c', 100));
        await assert.rejects(first, /a failed/);
        assert.deepEqual(await Promise.all([second, third]), ['b', 'c']);
        assert.deepEqual(log.slice(0, 2), ['a in', 'a out']);
        for (let i = 2; i < log.length; i += 2) assert.equal(log[i].split(' ')[0], log[i + 1].split(' ')[0], `one at a time: ${log}`);
      } finally {
        await Promise.all([a.close(), b.close(), c.close()]);
      }
    });

    it('is taken over when the holder’s connection dies (a killed process)', async () => {
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      await holder.query('select pg_advisory_lock($1)', [0x73747274]);
      const database = await createDatabase({ url });
      try {
        let entered = false;
        const waiting = database.exclusive(async () => {
          entered = true;
        });
        await sleep(300);
        assert.equal(entered, false, 'waits while another session holds it');
        await holder.end();
        await waiting;
        assert.equal(entered, true);
      } finally {
        await database.close();
      }
    });
  });
});
