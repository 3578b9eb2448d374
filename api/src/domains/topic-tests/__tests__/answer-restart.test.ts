// Fault test: the api process is killed (SIGKILL, no graceful shutdown) while a learner's answers
// are being submitted. Every answer the api acknowledged must be stored after the restart; the
// client retries the ones that got no answer (repeating an answer is safe) and the same ticket
// resumes with every answer in place. Runs the real server (`src/server.ts`) as a child process on
// its own database: a copy of the seeded test template (a PGlite directory, or a database on
// TEST_DATABASE_URL's server).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePort, templateCopy } from '../../../../test/helpers';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Question {
  id: number;
  checked: number;
  is_true: number | null;
  var_a_id: number;
  var_b_id: number;
  var_c_id: number;
  var_d_id: number;
}
interface Quiz {
  ticket_id: number;
  test: { questions: Question[] }[];
}

describe('api restart while answers are being submitted', () => {
  let port: number;
  let env: NodeJS.ProcessEnv;
  let server: ChildProcess | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  const base = () => `http://127.0.0.1:${port}/api`;
  let cookie = '';

  async function startServer(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout!.on('data', (c) => (log += c));
    child.stderr!.on('data', (c) => (log += c));
    server = child;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`api exited during start:\n${log}`);
      try {
        const res = await fetch(`${base()}/health`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error(`api did not start in time:\n${log}`);
  }

  function kill(): Promise<void> {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(`${base()}${url}`, {
      method,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie?.() ?? [];
    for (const c of set) if (c.startsWith('gt=')) cookie = c.split(';')[0];
    return { status: res.status, body: (await res.json()) as T };
  }

  before(async () => {
    port = await freePort();
    env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      // a copy of the seeded test template: the server's own migrate-and-seed took ~10 s per start
      SEED: '0',
      REDIS_URL: '',
      GUEST_WRITE_PER_MINUTE: '100000',
      TOPIC_DAILY_LIMIT: '0',
      NODE_ENV: 'test',
    };
    delete env.DATABASE_URL;
    const copy = await templateCopy();
    if (copy.url) env.DATABASE_URL = copy.url;
    else env.DATA_DIR = copy.dataDir;
    dropDatabase = copy.cleanup;
    await startServer();
  });

  after(async () => {
    await kill();
    await dropDatabase?.();
  });

  it('keeps every acknowledged answer, and the retried rest lands on the same ticket', async () => {
    const list = await call<{ data: { testId: number; testCount: number; opensAt: number | null }[] }>(
      'GET',
      '/themed-test/view?name=matematika&language_id=1&size=30',
    );
    assert.equal(list.status, 200);
    const test = list.body.data.find((c) => c.opensAt === null && c.testCount >= 10);
    assert.ok(test, 'a seeded open matematika test');

    const order = await call<{ data: Quiz }>('GET', `/themed-order?test_id=${test.testId}`);
    assert.equal(order.status, 200);
    assert.ok(cookie.startsWith('gt='), 'a guest ticket cookie');
    const ticketId = order.body.data.ticket_id;
    const questions = order.body.data.test[0].questions;
    // answer B everywhere: right or wrong does not matter here, only that it is kept
    const answers = questions.map((q) => ({ id: q.id, option_id: q.var_b_id }));

    // fire every answer, and kill the api as soon as the first ones are acknowledged
    const acknowledged = new Map<number, number>();
    const failed: typeof answers = [];
    let killing: Promise<void> | null = null;
    await Promise.all(
      answers.map(async (answer, i) => {
        await sleep(i * 15);
        try {
          const res = await call<{ data: { checked: number } }>('POST', '/check-test', answer);
          if (res.status === 200) {
            acknowledged.set(answer.id, res.body.data.checked);
            if (acknowledged.size >= 3 && !killing) killing = kill();
          } else failed.push(answer);
        } catch {
          failed.push(answer); // connection refused or reset: no acknowledgement
        }
      }),
    );
    await killing;
    assert.ok(acknowledged.size >= 3, 'some answers were acknowledged before the kill');
    assert.ok(failed.length >= 1, `some answers were cut off by the kill (acknowledged ${acknowledged.size} of ${answers.length})`);

    await startServer();

    // the ticket resumes with every acknowledged answer in place
    const resumed = await call<{ data: Quiz }>('GET', `/themed-order?test_id=${test.testId}`);
    assert.equal(resumed.status, 200);
    assert.equal(resumed.body.data.ticket_id, ticketId, 'the same ticket resumes');
    const byId = new Map(resumed.body.data.test[0].questions.map((q) => [q.id, q]));
    for (const [id, option] of acknowledged) assert.equal(byId.get(id)?.checked, option, `acknowledged answer of question row ${id} kept`);

    // the client retries what got no answer; a retry of an answer the server did store is safe
    for (const answer of failed) {
      const res = await call<{ data: { checked: number } }>('POST', '/check-test', answer);
      assert.equal(res.status, 200, `retry of ${answer.id}`);
      assert.equal(res.body.data.checked, answer.option_id);
    }
    const final = await call<{ data: Quiz }>('GET', `/themed-order?test_id=${test.testId}`);
    const stored = final.body.data.test[0].questions;
    assert.equal(stored.filter((q) => q.checked !== 0).length, answers.length, 'every answer stored once the retries are done');
    for (const q of stored) assert.equal(q.checked, q.var_b_id);
    const finish = await call<{ data: { correct: number; wrong: number; total: number } }>('GET', `/check-test?ticket_id=${ticketId}`);
    assert.equal(finish.status, 200);
    assert.equal(finish.body.data.correct + finish.body.data.wrong, answers.length, 'the ticket counts every answer exactly once');
  });
});
