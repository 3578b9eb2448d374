// The exam-day load test of `npm run bench` (alone: `npm run bench -- examday [--url <origin>]`):
// N learners at once, each doing what the site does for a learner sitting a DTM mock —
//   sign in by phone + SMS code (the dev provider's outbox), open /dtm (the server-rendered page),
//   read the form (GET /api/exam/form), start (POST /api/exam/order), load the ticket
//   (GET /api/exam/active), answer all 90 questions one by one (POST /api/exam/answer) with a
//   compressed think time, finish (POST /api/exam/finish), open the result page
//   (GET /natijalar/imtihon/:id, server-rendered) and its data (GET /api/exam/result) —
// and steps N (25, 50, 100, 200, 400, …) until the answer call's p99 crosses 500 ms.
// Settings: BENCH_EXAMDAY_STEPS (25,50,100,200,400,800), BENCH_EXAMDAY_THINK_MS (250: the mean pause
// before each answer, drawn from 0.5×–1.5×), BENCH_EXAMDAY_ALL=1 (every step, not only up to the crossing).
const { BENCH_HEADERS, benchLearner } = require('./bench-learner.cjs');
const { median } = require('./bench-browser.cjs');

/** The answer call's p99 that marks the step where the api stops keeping up. */
const ANSWER_P99_GOAL_MS = 500;
/** How long a real DTM mock gives per question: 180 minutes for 90 questions. */
const REAL_SECONDS_PER_QUESTION = 120;

function examdayOptions(env = process.env) {
  return {
    steps: (env.BENCH_EXAMDAY_STEPS || '25,50,100,200,400,800')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
    thinkMs: Number(env.BENCH_EXAMDAY_THINK_MS ?? 250),
    all: env.BENCH_EXAMDAY_ALL === '1',
    warmup: Number(env.BENCH_EXAMDAY_WARMUP ?? 10),
  };
}

/** The q-quantile (0–1) of `xs` by nearest rank; null for none. */
function quantile(xs, q) {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Timings (ms) by kind of call, the errors, and when answers were saved. */
function newStats() {
  return { times: {}, errors: [], answerTimes: [] };
}

function note(stats, kind, ms) {
  (stats.times[kind] ??= []).push(ms);
}

/** A timed request of one kind: the parsed body (JSON or text); a non-2xx or a failed request throws. */
async function call(stats, kind, url, init = {}) {
  const started = performance.now();
  let response;
  let text;
  try {
    response = await fetch(url, init);
    text = await response.text();
  } catch (error) {
    throw Object.assign(new Error(`${kind}: ${error.cause?.code ?? error.message}`), { kind });
  }
  note(stats, kind, performance.now() - started);
  if (!response.ok) throw Object.assign(new Error(`${kind}: HTTP ${response.status} ${text.slice(0, 120)}`), { kind });
  return (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
}

/** One learner's exam: sign-in to the result. Errors end the learner and are counted. */
async function sitDtm(base, phone, index, stats, thinkMs) {
  try {
    const cookie = await benchLearner(base, phone, (step, ms) => note(stats, `sign-in ${step}`, ms));
    const headers = { ...BENCH_HEADERS, cookie };
    const page = { headers: { cookie, accept: 'text/html' } };
    const html = await call(stats, 'page GET /dtm', `${base}/dtm`, page);
    if (!String(html).includes('<html')) throw Object.assign(new Error('page GET /dtm: not an HTML page'), { kind: 'page' });
    const form = (await call(stats, 'GET /api/exam/form', `${base}/api/exam/form?kind=dtm&language_id=1`, { headers })).data;
    if (!form.pairs.length) throw Object.assign(new Error('GET /api/exam/form: no subject pairs in the seed'), { kind: 'form' });
    // learners spread over the offered pairs, as a real cohort does
    const pair = form.pairs[index % form.pairs.length];
    const order = { kind: 'dtm', language_id: 1, blok1_id: pair.blok1_id, blok2_id: pair.blok2_id };
    const ordered = (
      await call(stats, 'POST /api/exam/order', `${base}/api/exam/order`, { method: 'POST', headers, body: JSON.stringify(order) })
    ).data;
    if (!ordered.is_allowed) throw Object.assign(new Error('POST /api/exam/order: not allowed (EXAM_FREE_PER_MONTH?)'), { kind: 'order' });
    const ticket = (await call(stats, 'GET /api/exam/active', `${base}/api/exam/active?kind=dtm`, { headers })).data;
    const seq0 = Date.now() * 1000;
    for (const [i, q] of ticket.questions.entries()) {
      await sleep(thinkMs * (0.5 + Math.random()));
      const option = q.options[Math.floor(Math.random() * q.options.length)];
      const body = JSON.stringify({ id: q.id, option_id: option.id, seq: seq0 + i });
      await call(stats, 'POST /api/exam/answer', `${base}/api/exam/answer`, { method: 'POST', headers, body });
      stats.answerTimes.push(performance.now());
    }
    await call(stats, 'POST /api/exam/finish', `${base}/api/exam/finish`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ticket_id: ordered.ticket_id }),
    });
    await call(stats, 'page GET /natijalar/imtihon/:id', `${base}/natijalar/imtihon/${ordered.ticket_id}`, page);
    const result = (await call(stats, 'GET /api/exam/result', `${base}/api/exam/result?ticket_id=${ordered.ticket_id}`, { headers })).data;
    return { questions: ticket.questions.length, ball: result.ball };
  } catch (error) {
    stats.errors.push(error.message);
    return null;
  }
}

let phoneCounter = 0;
/** Distinct new numbers for every learner of a run (+99897, then 7 digits). */
function nextPhone(stamp) {
  phoneCounter += 1;
  return `+99897${stamp}${String(phoneCounter).padStart(4, '0')}`;
}

/** One step: `learners` sit the exam at once (their starts spread over one think time). */
async function examdayStep(base, learners, thinkMs, stamp, probe) {
  const stats = newStats();
  const cpuBefore = probe ? await probe.read() : null;
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const done = await Promise.all(
    Array.from({ length: learners }, async (_, i) => {
      await sleep(Math.random() * thinkMs);
      return sitDtm(base, nextPhone(stamp), i, stats, thinkMs);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const client = process.cpuUsage(clientBefore);
  const cpuAfter = probe ? await probe.read() : null;
  const spent = (k) => (cpuBefore?.[k] == null || cpuAfter?.[k] == null ? null : cpuAfter[k] - cpuBefore[k]);
  const finished = done.filter(Boolean);
  const answers = stats.answerTimes.sort((a, b) => a - b);
  const answerSpan = answers.length > 1 ? (answers[answers.length - 1] - answers[0]) / 1000 : null;
  const t = stats.times;
  const pages = [...(t['page GET /dtm'] ?? []), ...(t['page GET /natijalar/imtihon/:id'] ?? [])];
  const signIn = [...(t['sign-in send-sms'] ?? []), ...(t['sign-in verify-sms'] ?? [])];
  const reads = [...(t['GET /api/exam/form'] ?? []), ...(t['GET /api/exam/active'] ?? []), ...(t['GET /api/exam/result'] ?? [])];
  const writes = [...(t['POST /api/exam/order'] ?? []), ...(t['POST /api/exam/finish'] ?? [])];
  const answer = t['POST /api/exam/answer'] ?? [];
  return {
    learners,
    finished: finished.length,
    questions: finished[0]?.questions ?? null,
    seconds,
    answers: answers.length,
    answersPerSecond: answerSpan ? answers.length / answerSpan : null,
    page: { p50: quantile(pages, 0.5), p99: quantile(pages, 0.99) },
    answer: { p50: quantile(answer, 0.5), p99: quantile(answer, 0.99), max: quantile(answer, 1) },
    signIn: { p50: quantile(signIn, 0.5), p99: quantile(signIn, 0.99) },
    reads: { p50: quantile(reads, 0.5), p99: quantile(reads, 0.99) },
    writes: { p50: quantile(writes, 0.5), p99: quantile(writes, 0.99) },
    // CPU seconds the step cost: the api's processes, the database's backends, this load generator
    cpu: { api: spent('api'), db: spent('db'), client: (client.user + client.system) / 1e6 },
    // what the step's learners added to the database (tickets, answers, sessions), bytes
    dbBytes: spent('bytes'),
    errors: stats.errors.length,
    errorSamples: [...new Set(stats.errors)].slice(0, 3),
    medianBall: finished.length ? median(finished.map((f) => f.ball)) : null,
  };
}

const ms = (x) => (x === null ? '—' : `${Math.round(x)}`);

function printExamdayTable(steps, { thinkMs, label }) {
  const head = [
    'learners',
    'done',
    'answers/s',
    'answer p50',
    'answer p99',
    'page p50',
    'page p99',
    'sign-in p99',
    'reads p99',
    'order+finish p99',
    'errors',
    'time s',
    'api CPU s',
    'db CPU s',
    'CPU ms/learner',
  ];
  const rows = steps.map((s) => [
    String(s.learners),
    String(s.finished),
    s.answersPerSecond === null ? '—' : s.answersPerSecond.toFixed(0),
    ms(s.answer.p50),
    ms(s.answer.p99),
    ms(s.page.p50),
    ms(s.page.p99),
    ms(s.signIn.p99),
    ms(s.reads.p99),
    ms(s.writes.p99),
    String(s.errors),
    s.seconds.toFixed(0),
    s.cpu.api === null ? '—' : s.cpu.api.toFixed(1),
    s.cpu.db === null ? '—' : s.cpu.db.toFixed(1),
    s.cpu.api === null ? '—' : ((1000 * (s.cpu.api + (s.cpu.db ?? 0))) / s.learners).toFixed(0),
  ]);
  const table = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...table.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => c.padStart(widths[i])).join(' | ');
  console.log(`\nExam day: learners sitting a DTM mock at once on ${label} (times in ms; think ${thinkMs} ms mean before each answer)`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
  for (const s of steps) if (s.errorSamples.length) console.log(`errors at ${s.learners}: ${s.errorSamples.join(' / ')}`);
  const crossed = steps.find((s) => s.answer.p99 > ANSWER_P99_GOAL_MS);
  const held = steps.filter((s) => s.answer.p99 !== null && s.answer.p99 <= ANSWER_P99_GOAL_MS && !s.errors).pop();
  console.log(
    crossed
      ? `answer p99 crossed ${ANSWER_P99_GOAL_MS} ms at ${crossed.learners} learners (${held ? `held at ${held.learners}: ${held.answersPerSecond.toFixed(0)} answers/s` : 'no step held it'})`
      : `answer p99 stayed under ${ANSWER_P99_GOAL_MS} ms up to ${steps.at(-1)?.learners} learners`,
  );
  const costed = steps.filter((s) => s.cpu.api !== null);
  if (costed.length) {
    const per = (x, s) => (x === null ? '—' : ((1000 * x) / s.learners).toFixed(0));
    const cost = costed.map((s) => `${s.learners}: api ${per(s.cpu.api, s)} + db ${per(s.cpu.db, s)} ms`);
    const client = costed.map((s) => s.cpu.client.toFixed(1)).join(' / ');
    console.log(`CPU per learner's whole exam (sign-in to result): ${cost.join('; ')}; the load generator used ${client} s`);
    const grown = costed.filter((s) => s.dbBytes !== null).map((s) => `${s.learners}: ${(s.dbBytes / s.learners / 1024).toFixed(1)} KB`);
    if (grown.length) console.log(`database growth per learner: ${grown.join('; ')}`);
  }
  if (thinkMs > 0) {
    const scale = (REAL_SECONDS_PER_QUESTION * 1000) / thinkMs;
    console.log(
      `(at a real pace of ${REAL_SECONDS_PER_QUESTION} s a question, one bench learner answers as often as ~${Math.round(scale)} real ones)`,
    );
  }
}

/**
 * Runs the steps against `base` until the answer p99 crosses the goal (or all with BENCH_EXAMDAY_ALL=1);
 * prints the table and returns the steps.
 */
async function examdayPart(base, { label = base, env = process.env, log = console.log, probe = null } = {}) {
  const { steps, thinkMs, all, warmup } = examdayOptions(env);
  const stamp = String(Date.now()).slice(-3);
  // a freshly started api is slower until V8 has optimised its routes and every pooled connection
  // has its statements planned: a few learners sit the exam first, not counted
  if (warmup > 0) {
    const w = await examdayStep(base, warmup, thinkMs, stamp, probe);
    log(`examday warm-up, ${warmup} learners: ${w.errors} errors, answer p99 ${ms(w.answer.p99)} ms (not counted)`);
  }
  const done = [];
  for (const learners of steps) {
    const step = await examdayStep(base, learners, thinkMs, stamp, probe);
    log(
      `examday ${learners} learners: ${step.finished} done (${step.questions ?? '—'} questions each), ${step.answersPerSecond?.toFixed(0) ?? '—'} answers/s, answer p99 ${ms(step.answer.p99)} ms, page p99 ${ms(step.page.p99)} ms, ${step.errors} errors, ${step.seconds.toFixed(0)} s`,
    );
    done.push(step);
    if (!all && step.answer.p99 > ANSWER_P99_GOAL_MS) break;
  }
  printExamdayTable(done, { thinkMs, label });
  return done;
}

module.exports = { examdayPart, examdayStep, examdayOptions, quantile, ANSWER_P99_GOAL_MS };
