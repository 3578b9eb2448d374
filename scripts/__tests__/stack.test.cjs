// npm test's stack stage (node --test; Jest's testMatch is *.test.js, so Jest does not run it): the
// operators' composition as `npm run stack` runs it — Debian's nginx with docker/nginx.conf, two api
// instances under their supervisors on the machine's PostgreSQL and Redis, in production mode with the
// SMS gateway replaced at its HTTP edge (ESKIZ_BASE_URL points at a fake Eskiz here that keeps the
// messages). Through nginx a learner signs in by phone and code, answers a topic test and a DTM; then
// one api instance is killed (SIGKILL) while learners keep reading and saving answers: every request
// is answered 200 (nginx sends it to the other instance), every acknowledged answer is read back, the
// session and the code cool-down hold on both instances, and the supervisor starts the killed one again.
//   node --test scripts/__tests__/stack.test.cjs   (DATABASE_URL, REDIS_URL, nginx and `npm run build` needed)
const assert = require('node:assert/strict');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { randomBytes, randomInt } = require('node:crypto');
// named apart from Jest's globals, which ESLint gives every file in this folder
const { after, before, describe: suite, it: check } = require('node:test');
const { freePort, healthy, stackUnavailable, startStack } = require('../stack.cjs');
const { root, distDir } = require('../lib.cjs');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const XRW = { 'x-requested-with': 'XMLHttpRequest' };
/** The database the stage's api instances share: kept between runs, so only changed content is seeded again. */
const DATABASE = process.env.STACK_TEST_DATABASE || 'platform_stack_test';

const skip =
  stackUnavailable(process.env) ??
  (fs.existsSync(path.join(distDir, 'shell/index.html')) ? false : `no built site in ${distDir} (npm run build)`);

/** A fake Eskiz (the api's SMS provider, api/src/domains/accounts/sms/eskiz.ts): a token for any login, every message kept. */
async function fakeEskiz() {
  const messages = [];
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const json = (status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'POST' && req.url === '/api/auth/login') return json(200, { data: { token: 'stack-token' } });
    if (req.method === 'POST' && req.url === '/api/message/sms/send') {
      if (req.headers.authorization !== 'Bearer stack-token') return json(401, { message: 'unauthorized' });
      const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers['content-type'] } }).formData();
      messages.push({ phone: String(form.get('mobile_phone')), text: String(form.get('message')) });
      return json(200, { id: String(messages.length), status: 'waiting' });
    }
    return json(404, { message: 'not found' });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, messages, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The stage's own database on DATABASE_URL's server, created when missing. */
async function stageDatabase() {
  const { Client } = require(require.resolve('pg', { paths: [path.join(root, 'api')] }));
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  } catch (error) {
    if (error.code !== '42P04') throw error; // exists already
  } finally {
    await admin.end();
  }
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** One JSON call; `{ status, body, cookie }` (cookie: the `sid` set), or `{ status: 0, error }` when no answer came. */
async function call(base, method, url, { cookie, payload } = {}) {
  try {
    const res = await fetch(base + url, {
      method,
      headers: { ...XRW, ...(cookie ? { cookie } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    let body = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    return { status: res.status, body, cookie: sid ? sid.split(';')[0] : null, headers: res.headers };
  } catch (error) {
    return { status: 0, body: null, error: String(error?.cause ?? error) };
  }
}

/** `call` that must answer 200; its `data`. */
async function ok(base, method, url, options) {
  const res = await call(base, method, url, options);
  assert.equal(res.status, 200, `${method} ${url} → ${res.status} ${JSON.stringify(res.body ?? res.error)}`);
  return res.body.data;
}

suite('the stack: nginx with docker/nginx.conf, two api instances, PostgreSQL and Redis', { skip }, () => {
  let stack;
  let eskiz;
  const output = [];

  before(async () => {
    eskiz = await fakeEskiz();
    const [port, api1, api2] = [await freePort(), await freePort(), await freePort()];
    stack = await startStack({
      port,
      apiPorts: [api1, api2],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        DATABASE_URL: await stageDatabase(),
        REDIS_URL: process.env.REDIS_URL,
        SMS_PROVIDER: 'eskiz',
        ESKIZ_BASE_URL: eskiz.url,
        ESKIZ_EMAIL: 'stack@example.org',
        ESKIZ_PASSWORD: 'stack-test',
        OTP_SECRET: randomBytes(24).toString('hex'),
        LOG_LEVEL: 'warn',
        // the learners' loop writes and reads faster than a person: the limits stay out of its way (the
        // code's resend wait, checked below on both instances, is what shows that limits are shared)
        WRITE_PER_MINUTE: '1000000',
        READ_PER_MINUTE: '1000000',
        // every run signs in from 127.0.0.1, counted in a Redis other runs and tools share
        OTP_IP_PER_HOUR: '1000000',
        OTP_IP_PER_DAY: '1000000',
      },
      log: (line) => output.push(line),
    }).catch((error) => {
      throw new Error(`${error.message}\n${output.join('\n')}`);
    });
  });
  after(async () => {
    await stack?.stop();
    await eskiz?.close();
  });

  check('serves the built site and the manifest with the headers of docker/nginx.conf', async () => {
    const page = await fetch(`${stack.url}/courses`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type'), /text\/html/);
    assert.equal(page.headers.get('x-frame-options'), 'DENY');
    assert.match(await page.text(), /<html/i);
    const manifest = await fetch(`${stack.url}/remotes.json`);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('cache-control'), 'no-store');
    const { remotes } = await manifest.json();
    const [entry] = Object.values(remotes).map((remote) => remote.entry);
    const script = await fetch(stack.url + entry, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(script.status, 200, entry);
    assert.equal(script.headers.get('cache-control'), 'no-cache');
    assert.equal(script.headers.get('content-encoding'), 'gzip', 'the build’s .gz sibling (gzip_static)');
    const serverBuild = await fetch(`${stack.url}${path.posix.dirname(entry)}/server/remoteEntry.js`);
    assert.equal(serverBuild.status, 404, 'a version’s server build is never downloaded');
  });

  check('keeps serving, and keeps every acknowledged answer, when an api instance is killed', async () => {
    const base = stack.url;
    const [first, second] = stack.instances;

    // sign in by phone and the code the SMS gateway received
    const phone = `+99890${randomInt(1_000_000, 9_999_999)}`;
    await ok(base, 'POST', '/api/auth/send-sms', { payload: { phone } });
    const sms = eskiz.messages.filter((m) => m.phone === phone.slice(1)).at(-1);
    assert.ok(sms, `the gateway got the code: ${JSON.stringify(eskiz.messages)}`);
    const code = /#(\d{5})\s*$/.exec(sms.text)?.[1];
    const signedIn = await call(base, 'POST', '/api/auth/verify-sms', { payload: { phone, code } });
    assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
    const { cookie } = signedIn;
    assert.ok(cookie, 'a session cookie');
    const userId = signedIn.body.data.user.id;
    assert.equal((await ok(base, 'GET', '/api/auth/me', { cookie })).id, userId);

    // the session and the code's resend wait are the same on both instances (PostgreSQL, Redis)
    for (const instance of [first, second]) {
      const seen = await ok(instance.base, 'GET', '/api/auth/me', { cookie });
      assert.equal(seen.id, userId, `instance ${instance.index + 1} knows the session`);
      const again = await call(instance.base, 'POST', '/api/auth/send-sms', { payload: { phone } });
      assert.equal(again.status, 429, `instance ${instance.index + 1} holds the resend wait: ${JSON.stringify(again.body)}`);
    }

    // a topic test: the first test of the catalogue, one answer
    const [card] = await ok(base, 'GET', '/api/themed-test/view?page=1');
    const testId = card?.testId;
    assert.ok(testId, 'a topic test in the catalogue');
    const quiz = await ok(base, 'GET', `/api/themed-order?test_id=${testId}`, { cookie });
    const topicQuestions = quiz.test.flatMap((part) => part.questions);
    assert.ok(topicQuestions.length >= 4, 'a ticket with questions');
    const optionsOf = (q) => [q.var_a_id, q.var_b_id, q.var_c_id, q.var_d_id];
    const first0 = topicQuestions[0];
    const answered = await ok(base, 'POST', '/api/check-test', { cookie, payload: { id: first0.id, option_id: first0.var_b_id } });
    assert.equal(answered.checked, first0.var_b_id);

    // a DTM: the first pair the form offers, one answer
    const form = await ok(base, 'GET', '/api/exam/form?kind=dtm', { cookie });
    const pair = form.pairs[0];
    assert.ok(pair, `the DTM form offers a pair: ${JSON.stringify(form).slice(0, 300)}`);
    const order = await ok(base, 'POST', '/api/dtm-order', {
      cookie,
      payload: { language_id: form.language_id, blok1_id: pair.blok1_id, blok2_id: pair.blok2_id, year_id: form.year },
    });
    const ticketId = order.ticket_id;
    const active = await ok(base, 'GET', '/api/exam/active?kind=dtm', { cookie });
    assert.equal(active.id, ticketId);
    const examQuestions = active.questions;
    assert.ok(examQuestions.length > 10, 'a DTM ticket with questions');
    await ok(base, 'POST', '/api/exam/answer', {
      cookie,
      payload: { id: examQuestions[0].id, option_id: examQuestions[0].options[0].id, seq: 1 },
    });

    // learners keep reading and saving while one instance is killed; each learner saves its own
    // questions one after the other, so the last acknowledged save of a question is the stored one
    const LEARNERS = 3;
    const failures = [];
    const examAcked = new Map(); // exam question id → { option_id, seq }
    const topicAcked = new Map([[first0.id, first0.var_b_id]]); // ticket question id → option id
    let requests = 0;
    let running = true;
    const see = (what, res, check = () => true) => {
      requests += 1;
      if (res.status !== 200 || !check(res.body?.data))
        failures.push(`${what} → ${res.status} ${JSON.stringify(res.body ?? res.error).slice(0, 200)}`);
      return res.status === 200;
    };
    // the topic ticket's last question stays unanswered: the ticket stays active, and is read back whole
    const topicMine = (w) => topicQuestions.slice(0, -1).filter((_, i) => i % LEARNERS === w);
    const examMine = (w) => examQuestions.filter((_, i) => i % LEARNERS === w);
    const learner = async (w) => {
      let seq = 1;
      for (let round = 0; running; round++) {
        const me = await call(base, 'GET', '/api/auth/me', { cookie });
        see('GET /api/auth/me', me, (data) => data?.id === userId);
        see('GET /api/exam/active', await call(base, 'GET', '/api/exam/active?kind=dtm', { cookie }), (data) => data?.id === ticketId);
        const eq = examMine(w)[round % examMine(w).length];
        const option = eq.options[round % eq.options.length].id;
        seq += 1;
        const saved = await call(base, 'POST', '/api/exam/answer', { cookie, payload: { id: eq.id, option_id: option, seq } });
        if (see('POST /api/exam/answer', saved, (data) => data?.option_id === option && data?.seq === seq))
          examAcked.set(eq.id, { option_id: option, seq });
        const tq = topicMine(w)[round % topicMine(w).length];
        // the first answer of a question picks by round; a repeat sends the same one (answered the same)
        const pick = topicAcked.get(tq.id) ?? optionsOf(tq)[(round + w) % 4];
        const checked = await call(base, 'POST', '/api/check-test', { cookie, payload: { id: tq.id, option_id: pick } });
        if (see('POST /api/check-test', checked, (data) => data?.checked === pick)) topicAcked.set(tq.id, pick);
        const manifest = await call(base, 'GET', '/remotes.json');
        see('GET /remotes.json', manifest, () => Boolean(manifest.body?.remotes));
        await sleep(10);
      }
    };
    const learners = Array.from({ length: LEARNERS }, (_, w) => learner(w));
    await sleep(1500);
    const killed = first.pid();
    const killedAt = Date.now();
    process.kill(killed, 'SIGKILL');
    // served by the other instance meanwhile; the supervisor starts the killed one again
    const restarted = await healthy(first.base, 60_000);
    const restartMs = Date.now() - killedAt;
    await sleep(1500);
    running = false;
    await Promise.all(learners);
    console.log(`# ${requests} requests through nginx; api 1 killed and answering again after ${restartMs} ms`);

    const nginxErrors = () => fs.readFileSync(path.join(stack.dir, 'error.log'), 'utf8').split('\n').slice(-20).join('\n');
    assert.deepEqual(failures, [], `no request failed (${requests} made):\n${output.slice(-30).join('\n')}\nnginx:\n${nginxErrors()}`);
    assert.ok(restarted, `the supervisor started api 1 again:\n${output.join('\n')}`);
    assert.equal(first.starts(), 2, 'started again once');
    assert.notEqual(first.pid(), killed);
    assert.ok(examAcked.size >= LEARNERS && topicAcked.size >= LEARNERS, 'answers were saved under way');

    // every acknowledged answer is stored, read back through nginx
    const after = await ok(base, 'GET', '/api/exam/active?kind=dtm', { cookie });
    const stored = new Map(after.questions.map((q) => [q.id, q]));
    for (const [id, { option_id, seq }] of examAcked) {
      assert.deepEqual({ id, checked: stored.get(id)?.checked, seq: stored.get(id)?.seq }, { id, checked: option_id, seq });
    }
    const resumed = await ok(base, 'GET', `/api/themed-order?test_id=${testId}`, { cookie });
    assert.equal(resumed.ticket_id, quiz.ticket_id, 'the same ticket resumed');
    const checkedNow = new Map(resumed.test.flatMap((part) => part.questions).map((q) => [q.id, q.checked]));
    for (const [id, option] of topicAcked) assert.equal(checkedNow.get(id), option, `topic question ${id}`);

    // the restarted instance knows the session (PostgreSQL) and a resend wait begun on the other (Redis)
    assert.equal((await ok(first.base, 'GET', '/api/auth/me', { cookie })).id, userId);
    const another = `+99890${randomInt(1_000_000, 9_999_999)}`;
    await ok(second.base, 'POST', '/api/auth/send-sms', { payload: { phone: another } });
    assert.equal((await call(first.base, 'POST', '/api/auth/send-sms', { payload: { phone: another } })).status, 429);
  });
});
