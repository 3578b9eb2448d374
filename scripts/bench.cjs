#!/usr/bin/env node
// npm run bench: one table of what users feel and what the api sustains, measured here:
//  - JS transferred per route, first-heading times, entering a section from a link, and LCP,
//    long tasks and CLS under Slow 4G + 4× CPU, in headless Chromium (scripts/bench-browser.cjs)
//  - req/s and p99 of the hottest api calls under autocannon (10 s), on PGlite and, when
//    DATABASE_URL is set, on that PostgreSQL server (in a scratch database that is dropped after),
//    with the answer call as a share of two ceilings (scripts/bench-ceiling.cjs).
//  - Lighthouse's mobile preset over every public route (scripts/bench-lighthouse.cjs)
//  - the exam day: learners sitting a whole DTM mock at once, in steps, with CPU seconds per learner
//    (scripts/bench-examday.cjs; on PostgreSQL when DATABASE_URL is set), its table printed as it ends
//  - tap latency on the topic test and DTM screens at 4× CPU, Event Timing (scripts/bench-interaction.cjs)
//  - alone only (`npm run bench -- first-start`): a fresh clone's `npm start`, split into install,
//    builds, compression, api build and seed (scripts/bench-first-start.cjs)
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');

const root = path.resolve(__dirname, '..');
const autocannon = require(require.resolve('autocannon', { paths: [root] }));
const { browserRows } = require('./bench-browser.cjs');
const { lighthouseRows, lighthousePart, lighthouseOptions, printLighthouseTable } = require('./bench-lighthouse.cjs');
const { examdayPart } = require('./bench-examday.cjs');
const { interactionRows } = require('./bench-interaction.cjs');
const { tracePart } = require('./bench-trace.cjs');
const { cpuProbe } = require('./bench-cpu.cjs');
const { ceilings, ratioRow } = require('./bench-ceiling.cjs');
const { distDir } = require('./lib.cjs');
const { BENCH_HEADERS, benchLearner, outboxCode } = require('./bench-learner.cjs');

const RUNS = Number(process.env.BENCH_RUNS || 5);
const DURATION = Number(process.env.BENCH_SECONDS || 10);
/** Concurrent connections of the read load tests (issue 12: the catalogue holds p99 ≤ 100 ms at 50). */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);

/** Api calls measured; each is [label, method, path, body?]. Later issues append theirs. */
const API_CALLS = [
  ['GET /api/university-all', 'GET', '/api/university-all?type=all&page=1'],
  // the courses filter page's list: popular first, 24 a page (issue 16)
  ['GET /api/teacher-course/view', 'GET', '/api/teacher-course/view?page=1&sort_by_rating=desc'],
];

async function waitForHealth(url, ms = 240_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

function startServer(port, env, overrides = {}) {
  // the product's server with the bench's ceiling route (api/tools/bench-server.ts), serving the build
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/tools/bench-server.ts')], {
    cwd: root,
    // the bench signs in many numbers from one address: per-IP code limits are raised for it
    // …and its learners start many topic tests (no daily limit)
    env: {
      ...env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      OTP_IP_PER_HOUR: '100000',
      OTP_IP_PER_DAY: '100000',
      GUEST_WRITE_PER_MINUTE: '100000',
      WRITE_PER_MINUTE: '100000',
      READ_PER_MINUTE: '10000000',
      TOPIC_DAILY_LIMIT: '0',
      EXAM_FREE_PER_MONTH: '0',
      REDIS_URL: '',
      STATIC_DIR: distDir,
      ...overrides,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

function load(base, [label, method, urlPath, body]) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base + urlPath,
        method,
        body: body ? JSON.stringify(body) : undefined,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'bench' },
        connections: CONNECTIONS,
        duration: DURATION,
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({ label, rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors }),
    );
  });
}

const VERIFY_CODES = Number(process.env.BENCH_VERIFY_CODES || 1500);

/**
 * POST /api/auth/verify-sms on its success path: codes are single use, so N phones get a code first
 * (read back from the dev outbox) and the load test sends each (phone, code) pair once.
 */
/**
 * A run of a fixed amount of requests. The rate is requests ÷ (last response − start), timed here:
 * autocannon's per-second buckets and its own finish time both wait for a whole-second tick, which
 * quantises the rate to amount ÷ whole seconds (1500 requests read as exactly 300 or 750 req/s).
 */
function fixedAmountRun(label, options) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let last = started;
    const instance = autocannon(options, (error, result) =>
      error
        ? reject(error)
        : resolve({
            label,
            rps: Math.round(result.requests.total / ((last - started) / 1000)),
            p99: result.latency.p99,
            non2xx: result.non2xx,
          }),
    );
    instance.on('response', () => {
      last = performance.now();
    });
  });
}

async function verifySmsLoad(base) {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'bench' };
  const pairs = [];
  const stamp = String(Date.now()).slice(-3);
  for (let i = 0; i < VERIFY_CODES; i += 1) {
    const phone = `+99893${stamp}${String(i).padStart(4, '0')}`;
    const sent = await fetch(`${base}/api/auth/send-sms`, { method: 'POST', headers, body: JSON.stringify({ phone }) });
    if (!sent.ok) throw new Error(`send-sms for the bench: HTTP ${sent.status} ${await sent.text()}`);
    const code = await outboxCode(base, phone);
    pairs.push(JSON.stringify({ phone, code, platform: 'web' }));
  }
  let next = 0;
  return fixedAmountRun(`POST /api/auth/verify-sms (${pairs.length} fresh codes)`, {
    url: `${base}/api/auth/verify-sms`,
    method: 'POST',
    headers,
    connections: 20,
    amount: pairs.length,
    requests: [{ setupRequest: (request) => ({ ...request, body: pairs[next++ % pairs.length] }) }],
  });
}

const CHECK_ANSWERS = Number(process.env.BENCH_CHECK_ANSWERS || 3000);

/** Runs prepared `{cookie, body}` requests once each against one url, 20 connections. */
function jobsRun(label, url, headers, prepared) {
  let next = 0;
  return fixedAmountRun(label, {
    url,
    method: 'POST',
    headers,
    connections: 20,
    amount: prepared.length,
    requests: [
      {
        setupRequest: (request) => {
          const job = prepared[next++ % prepared.length];
          return { ...request, body: job.body, headers: { ...request.headers, cookie: job.cookie } };
        },
      },
    ],
  });
}

const EXAM_ANSWERS = Number(process.env.BENCH_EXAM_ANSWERS || 3000);

/**
 * The i-th job of every learner before the (i+1)-th of any (ADR 022: 20 requests in flight are 20
 * people, not 20 answers to one ticket, which the database serialises on the ticket's row lock).
 * `BENCH_IN_TURN=0` keeps each learner's jobs together (the shape these benches had before ADR 051).
 */
function inTurn(learners) {
  if (process.env.BENCH_IN_TURN === '0') return learners.flat();
  const jobs = [];
  const longest = Math.max(0, ...learners.map((own) => own.length));
  for (let i = 0; i < longest; i += 1) for (const own of learners) if (i < own.length) jobs.push(own[i]);
  return jobs;
}

/** Runs the first `warmup` jobs uncounted (ADR 022), then the next `amount` as the measured row. */
async function warmedRun(label, url, jobs, amount) {
  const warmup = jobs.slice(0, CHECK_WARMUP);
  const measured = jobs.slice(warmup.length, warmup.length + amount);
  if (warmup.length) await jobsRun('warm-up', url, BENCH_HEADERS, warmup);
  return jobsRun(`${label}${warmup.length ? `, after ${warmup.length} to warm up` : ''})`, url, BENCH_HEADERS, measured);
}

/**
 * POST /api/exam/answer on its write path (issue 13): CHECK_LEARNERS learners each start a block test
 * (30 questions); every request saves or changes one answer with a new, larger sequence number — as a
 * student going back and forth does — so each one is a real write of the stored answer. The learners
 * are taken in turn; the first CHECK_WARMUP saves are not counted.
 */
async function examAnswerLoad(base) {
  const headers = BENCH_HEADERS;
  const form = await (await fetch(`${base}/api/exam/form?kind=block`)).json();
  const subjectId = form.data?.pairs?.[0]?.blok1_id;
  if (!subjectId) return { label: 'POST /api/exam/answer', skipped: 'no block subjects in the seed' };
  const total = CHECK_WARMUP + EXAM_ANSWERS;
  const share = Math.ceil(total / CHECK_LEARNERS);
  const stamp = String(Date.now()).slice(-3);
  const seq0 = Date.now() * 1000;
  let n = 0;
  const learners = [];
  for (let u = 0; u < CHECK_LEARNERS; u += 1) {
    const cookie = await benchLearner(base, `+99896${stamp}${String(u).padStart(4, '0')}`);
    const ordered = await fetch(`${base}/api/exam/order`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ kind: 'block', language_id: 1, blok1_id: subjectId }),
    });
    if (!ordered.ok) throw new Error(`exam order for the bench: HTTP ${ordered.status} ${await ordered.text()}`);
    const active = (await (await fetch(`${base}/api/exam/active?kind=block`, { headers: { ...headers, cookie } })).json()).data;
    const own = [];
    // going back and forth: question after question, then round again with another option
    for (let i = 0; own.length < share; i += 1) {
      const q = active.questions[i % active.questions.length];
      own.push({ cookie, body: JSON.stringify({ id: q.id, option_id: q.options[(i + u) % q.options.length].id, seq: 0 }) });
    }
    learners.push(own);
  }
  // sequence numbers grow in the order the saves are sent, so each one is a real write
  const jobs = inTurn(learners).map((job) => ({ ...job, body: job.body.replace('"seq":0', `"seq":${seq0 + n++}`) }));
  return warmedRun(
    `POST /api/exam/answer (${EXAM_ANSWERS} saves, ${learners.length} learners`,
    `${base}/api/exam/answer`,
    jobs,
    EXAM_ANSWERS,
  );
}

/**
 * POST /api/check-test/check (autotest, issue 14) on its write path: the ticket row locked, the answer
 * stored once, the counts and the mistakes list moved. CHECK_LEARNERS learners start a marathon (the
 * whole bank, no mistake limit, so no answer is refused); every request answers a fresh question,
 * half of them with option 1, half with option 2 (right and wrong ones both), the learners in turn.
 */
async function autotestCheckLoad(base) {
  const headers = BENCH_HEADERS;
  const summary = (await (await fetch(`${base}/api/auto-test/summary`)).json()).data;
  if (!summary.question_count) return { label: 'POST /api/check-test/check', skipped: 'no autotest bank in content/autotest' };
  const share = Math.ceil((CHECK_WARMUP + CHECK_ANSWERS) / CHECK_LEARNERS);
  const stamp = String(Date.now()).slice(-3);
  const learners = [];
  let n = 0;
  for (let u = 0; u < CHECK_LEARNERS; u += 1) {
    const cookie = await benchLearner(base, `+99895${stamp}${String(u).padStart(4, '0')}`);
    const made = await fetch(`${base}/api/auto-test/create`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ mode: 'marathon' }),
    });
    if (!made.ok) throw new Error(`auto-test/create for the bench: HTTP ${made.status} ${await made.text()}`);
    const questions = (await made.json()).data.ticket.tests[0].questions.slice(0, share);
    learners.push(questions.map((q) => ({ cookie, body: JSON.stringify({ id: q.id, option_id: 1 + (n++ % 2) }) })));
  }
  return warmedRun(
    `POST /api/check-test/check (${CHECK_ANSWERS} fresh autotest answers, ${learners.length} learners`,
    `${base}/api/check-test/check`,
    inTurn(learners),
    CHECK_ANSWERS,
  );
}

/** Learners answering at once in the answer bench: twice the connections, so 20 requests in flight are 20 people. */
const CHECK_LEARNERS = Number(process.env.BENCH_CHECK_LEARNERS || 40);
/**
 * Answers sent before the measured ones and not counted: 3,000 answers take ~1.5 s, and on a freshly
 * started api the first such burst ran at ~2/3 of the next (the route's code not yet optimised by V8,
 * each pooled connection's statement not yet on its generic plan): the ceilings it is compared with
 * run 10 s each, warm. 0 measures the cold burst.
 */
const CHECK_WARMUP = Number(process.env.BENCH_CHECK_WARMUP ?? 1000);

/**
 * POST /api/check-test on its write path (answer stored, counts, XP ledger): every request answers a
 * fresh question once — a repeat would measure the idempotent replay instead. CHECK_LEARNERS learners
 * sign in and order the seeded topic tests until each has its share of unanswered ticket questions;
 * the requests then take the learners in turn (one question of learner 1, one of learner 2, …), so
 * the 20 answers in flight are 20 people each answering their own test, as on the site — not 20
 * answers to one ticket, which the database serialises on that ticket's row lock (ADR 022).
 * Half of the answers are right (XP granted), half wrong. The first CHECK_WARMUP answers (fresh too)
 * warm the route up and are not counted.
 */
async function checkTestLoad(base) {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'bench' };
  const list = await (await fetch(`${base}/api/themed-test/view?size=60&language_id=1`)).json();
  const tests = list.data.filter((card) => card.opensAt === null);
  if (!tests.length) return { label: 'POST /api/check-test', skipped: 'no open topic tests in the seed' };
  const share = Math.ceil((CHECK_WARMUP + CHECK_ANSWERS) / CHECK_LEARNERS);
  const stamp = String(Date.now()).slice(-3);
  const learners = [];
  let count = 0;
  for (let u = 0; u < CHECK_LEARNERS; u += 1) {
    const cookie = await benchLearner(base, `+99894${stamp}${String(u).padStart(4, '0')}`);
    const own = [];
    for (const test of tests) {
      if (own.length >= share) break;
      const ordered = await fetch(`${base}/api/themed-order?test_id=${test.testId}`, { headers: { ...headers, cookie } });
      if (!ordered.ok) throw new Error(`themed-order for the check-test bench: HTTP ${ordered.status} ${await ordered.text()}`);
      const quiz = (await ordered.json()).data;
      for (const q of quiz.test[0].questions) {
        if (q.checked !== 0) continue;
        const option = count++ % 2 ? q.var_b_id : q.var_a_id;
        own.push({ cookie, body: JSON.stringify({ id: q.id, option_id: option }) });
      }
    }
    learners.push(own);
  }
  return warmedRun(
    `POST /api/check-test (${CHECK_ANSWERS} fresh answers, ${learners.length} learners`,
    `${base}/api/check-test`,
    inTurn(learners),
    CHECK_ANSWERS,
  );
}

/**
 * The three answer paths in one run (ADR 051), each as a share of the topic answer measured just
 * before it on the same server: `BENCH_ONLY=answers BENCH_URL=…`. BENCH_ANSWER_ROUNDS (default 1)
 * repeats the three.
 */
async function answerRows(base) {
  const rows = [];
  for (let round = 0; round < Number(process.env.BENCH_ANSWER_ROUNDS || 1); round += 1) {
    const topic = await checkTestLoad(base);
    rows.push([topic.label, figure(topic)]);
    for (const other of [await autotestCheckLoad(base), await examAnswerLoad(base)]) {
      const share = other.skipped ? '' : ` (${(other.rps / topic.rps).toFixed(2)} × topic)`;
      rows.push([other.label, `${figure(other)}${share}`]);
    }
  }
  return rows;
}

async function apiFigures(base) {
  const out = [];
  for (const call of API_CALLS) out.push(await load(base, call));
  out.push(await verifySmsLoad(base));
  const ceiling = await ceilings(base, DURATION);
  const answer = await checkTestLoad(base);
  out.push(...ceiling, answer, await autotestCheckLoad(base), await examAnswerLoad(base));
  return { results: out, ratio: (suffix) => ratioRow(answer, ceiling, suffix) };
}

/** The table rows of one database's api figures, the ratio row last. */
async function apiRows(base, suffix) {
  const { results, ratio } = await apiFigures(base);
  return [...results.map((r) => [`${r.label} (${suffix})`, figure(r)]), ratio(suffix)].filter(Boolean);
}

/** The table cell of one api figure (a load test that could not run says why). */
const figure = (r) => (r.skipped ? `not measured (${r.skipped})` : `${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, non-2xx ${r.non2xx}`);

function printTable(rows) {
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`\n${'measure'.padEnd(width)} | value`);
  console.log(`${'-'.repeat(width)}-|-${'-'.repeat(40)}`);
  for (const [k, v] of rows) console.log(`${k.padEnd(width)} | ${v}`);
}

/**
 * Issue 17 (ADR 019): the ranking of one olympiad with 100,000 participants on PostgreSQL — top-50
 * page and own position, p50 and p99 — the start call by 200 distinct signed-in users at once, and the
 * live results poll, full and revalidated (304) (api/tools/bench-ranking.ts, its own
 * scratch database and an api in that process).
 */
function olympiadRankingRows(pgServer) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/bench-ranking.ts'], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, DATABASE_URL: pgServer },
    encoding: 'utf8',
  });
  const line = (run.stdout || '').trim().split('\n').pop();
  if (run.status !== 0 || !line) return [['olympiad ranking (PostgreSQL)', `failed: ${(run.stderr || '').slice(-200)}`]];
  const r = JSON.parse(line);
  const statuses = (s) =>
    Object.entries(s)
      .map(([k, n]) => `${n}× ${k}`)
      .join(', ');
  return [
    [`olympiad top-50 page, ${r.participants} participants (PostgreSQL)`, `p50 ${r.top50.p50} ms, p99 ${r.top50.p99} ms (goal ≤ 5 ms p99)`],
    [
      `olympiad own rank, ${r.participants} participants (PostgreSQL)`,
      `p50 ${r.own_rank.p50} ms, p99 ${r.own_rank.p99} ms (goal ≤ 10 ms p99)`,
    ],
    [
      `POST /api/olympic/olympic-order, ${r.start.users} users at once × ${r.start.rounds} (PostgreSQL)`,
      `${r.start.rps} req/s, p50 ${r.start.p50} ms, p99 ${r.start.p99} ms (goal ≤ 500 ms; per round ${r.start.round_p99.join(' / ')} ms, the first after the api started) (${statuses(r.start.status)})`,
    ],
    [
      `GET /api/olympic/olympic-stats poll, full (PostgreSQL, 50 connections)`,
      `${r.poll_full.rps} req/s, p99 ${r.poll_full.p99} ms, ${r.poll_full.bytes} bytes`,
    ],
    [
      `GET /api/olympic/olympic-stats poll, If-None-Match 304 (PostgreSQL, 50 connections)`,
      `${r.poll_304.rps} req/s, p99 ${r.poll_304.p99} ms (${statuses(r.poll_304.status)})`,
    ],
  ];
}

/** `npm run build`: the bench serves the built site (pages, remotes) from its api. BENCH_NO_BUILD=1 serves the last build. */
function buildSite() {
  if (process.env.BENCH_NO_BUILD === '1' && fs.existsSync(path.join(distDir, 'remotes.json'))) return;
  const build = spawnSync(process.execPath, [path.join(__dirname, 'build.cjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Runs `fn(base, { pid, admin, database })` against the bench's own server on `port` (its process id; on
 * PostgreSQL a client of the server and the scratch database's name): on a scratch database of the
 * PostgreSQL server `pgServer` (created, then dropped) when given, else on PGlite in a temporary folder.
 */
async function withServer(port, pgServer, fn, overrides = {}) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const base = `http://localhost:${port}`;
  if (!pgServer) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bench-'));
    const server = startServer(port, { ...env, DATA_DIR: path.join(dataDir, 'db') }, overrides);
    try {
      await waitForHealth(base);
      return await fn(base, { pid: server.pid, admin: null, database: null });
    } finally {
      await stopServer(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const { Client } = require(require.resolve('pg', { paths: [path.join(root, 'api')] }));
  const name = `platform_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: pgServer });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(pgServer);
  url.pathname = `/${name}`;
  const server = startServer(port, { ...env, DATABASE_URL: url.toString() }, overrides);
  try {
    await waitForHealth(base);
    return await fn(base, { pid: server.pid, admin, database: name });
  } finally {
    await stopServer(server);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * The exam-day server's settings: the api processes (BENCH_EXAMDAY_WORKERS, default 2 — one per core,
 * as a production api runs on PostgreSQL; PGlite always runs one) and Redis for the rate limits when
 * BENCH_REDIS_URL is set (production runs with one).
 */
function examdayServer(pgServer) {
  const workers = pgServer ? process.env.BENCH_EXAMDAY_WORKERS || '2' : '1';
  const redis = process.env.BENCH_REDIS_URL || '';
  return { overrides: { WORKERS: workers, REDIS_URL: redis }, label: `${workers} api process(es)${redis ? ', Redis' : ''}` };
}

/** The exam-day part on the bench's server: PostgreSQL when `pgServer` is given (as production), else PGlite. */
function examdayOnOwnServer(port, pgServer) {
  const { overrides, label } = examdayServer(pgServer);
  return withServer(
    port,
    pgServer,
    (base, server) =>
      examdayPart(base, {
        label: `${pgServer ? 'PostgreSQL' : 'PGlite (set DATABASE_URL for PostgreSQL)'}, ${label}`,
        probe: cpuProbe(server.pid, server.admin, server.database),
      }),
    overrides,
  );
}

async function main() {
  buildSite();
  const port = Number(process.env.BENCH_PORT || 3300);
  const pgServer = process.env.DATABASE_URL;
  const rows = [];
  let lighthouse = null;
  await withServer(port, null, async (base) => {
    rows.push(...(await browserRows(base, { runs: RUNS })));
    rows.push(...(await interactionRows(base)));
    lighthouse = await lighthouseRows(base, { ...lighthouseOptions(), log: (r) => console.log(`lighthouse ${r.join(' | ')}`) });
    rows.push(...(await apiRows(base, 'PGlite')));
  });

  if (pgServer) {
    await withServer(port + 1, pgServer, async (base) => rows.push(...(await apiRows(base, 'PostgreSQL'))));
    rows.push(...olympiadRankingRows(pgServer));
  } else {
    rows.push(['PostgreSQL figures', 'not measured (set DATABASE_URL)']);
  }
  const examday = await examdayOnOwnServer(port + 2, pgServer);

  printTable(rows);
  console.log(
    `\n(${os.cpus().length} cores, median of ${RUNS} runs per browser timing, ${DURATION} s per load test, ${CONNECTIONS} connections on reads, 20 on writes)`,
  );
  printLighthouseTable(lighthouse, lighthouseOptions().runs);
  void examday; // printed by its part as it ends
}

// `BENCH_ONLY=check-test BENCH_URL=http://localhost:3000 node scripts/bench.cjs` measures only the
// answer bench against a server already running (started with TOPIC_DAILY_LIMIT=0 and high limits);
// `BENCH_ONLY=autotest` only the autotest answer bench the same way; `BENCH_ONLY=exam-answer` the exam answer-save bench;
// `BENCH_ONLY=answers` the topic, autotest and exam answer benches one after the other, each as a share of the topic's (ADR 051);
// `BENCH_ONLY=reads` only the read calls (API_CALLS) the same way;
// `BENCH_ONLY=browser` only the browser rows of a built site already served there;
// `BENCH_ONLY=olympiad DATABASE_URL=postgres://…` only the olympiad rows (ranking, start, poll; no build, no server);
// `BENCH_ONLY=check-test-ratio` the two ceilings, then the answer bench, and the answer's share of each
// (BENCH_SECONDS per ceiling) — the figure that compares across a loaded machine.
// `npm run bench -- lighthouse` (or BENCH_ONLY=lighthouse) only the Lighthouse table and
// `npm run bench -- examday` (BENCH_ONLY=examday) only the exam-day load test, and
// `npm run bench -- trace` only the main-thread CPU per route (scripts/bench-trace.cjs), and
// `npm run bench -- interaction` only the exam screens' tap latency (scripts/bench-interaction.cjs): on a server the bench
// builds and starts (the exam day on PostgreSQL when DATABASE_URL is set), or, given `--url <origin>`
// (or BENCH_URL), against a site already running there.
const args = process.argv.slice(2);
const urlAt = args.findIndex((a) => a === '--url' || a.startsWith('--url='));
const urlArg = urlAt < 0 ? undefined : args[urlAt].startsWith('--url=') ? args[urlAt].slice(6) : args[urlAt + 1];
const part = args.find((a, i) => !a.startsWith('--') && !(urlAt >= 0 && i === urlAt + 1)) || process.env.BENCH_ONLY;
const givenUrl = (urlArg || process.env.BENCH_URL || '').replace(/\/$/, '') || undefined;
const benchUrl = givenUrl || 'http://localhost:3000';

/** `npm run bench -- lighthouse`: the Lighthouse table of the given site, or of the bench's own (PGlite). */
async function lighthouseOnly() {
  if (givenUrl) return lighthousePart(givenUrl);
  buildSite();
  return withServer(Number(process.env.BENCH_PORT || 3300), null, (base) => lighthousePart(base));
}

/** `npm run bench -- trace`: main-thread CPU per route (scripts/bench-trace.cjs), of the given site or the bench's own. */
async function traceOnly() {
  if (givenUrl) return tracePart(givenUrl);
  buildSite();
  return withServer(Number(process.env.BENCH_PORT || 3300), null, (base) => tracePart(base));
}

/** `npm run bench -- examday`: the exam-day steps against the given site, or the bench's own. */
async function examdayOnly() {
  if (givenUrl) return examdayPart(givenUrl);
  buildSite();
  return examdayOnOwnServer(Number(process.env.BENCH_PORT || 3300), process.env.DATABASE_URL);
}

async function checkTestRatio(base) {
  const ceiling = await ceilings(base, DURATION);
  const answer = await checkTestLoad(base);
  const rows = [...ceiling, answer].map((r) => [r.label, figure(r)]);
  printTable([...rows, ratioRow(answer, ceiling, base)].filter(Boolean));
}

/** `npm run bench -- interaction`: the exam screens' tap latency on the given site, or on the bench's own. */
async function interactionOnly() {
  const print = async (base) => printTable(await interactionRows(base));
  if (givenUrl) return print(givenUrl);
  buildSite();
  return withServer(Number(process.env.BENCH_PORT || 3300), null, print);
}

const printed = (result) => console.log(`${result.label}: ${figure(result)}`);
/** `npm run bench -- <part>` (or BENCH_ONLY=<part>) runs one part alone. */
const PARTS = {
  lighthouse: lighthouseOnly,
  trace: traceOnly,
  examday: examdayOnly,
  interaction: interactionOnly,
  'first-start': () => require('./bench-first-start.cjs').firstStartPart(),
  'check-test': () => checkTestLoad(benchUrl).then(printed),
  'check-test-ratio': () => checkTestRatio(benchUrl),
  answers: () => answerRows(benchUrl).then(printTable),
  'exam-answer': () => examAnswerLoad(benchUrl).then(printed),
  autotest: () => autotestCheckLoad(benchUrl).then(printed),
  reads: () =>
    API_CALLS.reduce(
      (done, call) =>
        done.then(() => load(benchUrl, call).then((r) => console.log(`${r.label} (${CONNECTIONS} connections): ${figure(r)}`))),
      Promise.resolve(),
    ),
  browser: () => browserRows(benchUrl, { runs: RUNS }).then(printTable),
  olympiad: () =>
    Promise.resolve().then(() => {
      if (!process.env.DATABASE_URL) throw new Error('BENCH_ONLY=olympiad needs DATABASE_URL (a PostgreSQL server)');
      printTable(olympiadRankingRows(process.env.DATABASE_URL));
    }),
};
if (part && !PARTS[part]) {
  console.error(`unknown bench part "${part}" (parts: ${Object.keys(PARTS).join(', ')})`);
  process.exit(2);
}
const only = part ? PARTS[part]() : main();
only.catch((error) => {
  console.error(error);
  process.exit(1);
});
