#!/usr/bin/env node
// How long the api is gone after a SIGKILL: an api instance under its supervisor (scripts/supervise.cjs,
// as `npm start` and each instance of `npm run stack` run it) is killed after it has served for a second,
// RESTART_RUNS times (default 5, a new supervisor each time); the time from the kill to the first 200
// on /api/health is measured, and split into the supervisor's back-off (0.5 s) and the api's own start
// (spawn to listening: loading the build; the supervisor skips the migrations and seed, done by the
// first start), with the CPU time the new process used until then (what the start costs on an idle
// core, whatever the machine's load). The goal is a median of at most 3 s (ADR 049).
//   DATABASE_URL=postgres://…/platform REDIS_URL=redis://… node scripts/restart-time.cjs
// Without DATABASE_URL the api runs on the embedded PGlite in a temp folder. PORT (default: a free one).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { end, freePort, healthy, startInstance } = require('./stack.cjs');

const RUNS = Number(process.env.RESTART_RUNS || 5);
const GOAL_MS = 3000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); null elsewhere. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of the line, in clock ticks (100 a second on Linux)
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const port = Number(process.env.PORT) || (await freePort());
  const dataDir = process.env.DATABASE_URL ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'platform-restart-'));
  const env = {
    ...process.env,
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    ...(dataDir ? { DATA_DIR: path.join(dataDir, 'pglite') } : {}),
  };
  delete env.STATIC_DIR;
  const rows = [];
  try {
    for (let run = 1; run <= RUNS; run++) rows.push(await measureOnce(run, port, env));
  } finally {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const total = median(rows.map((r) => r.total));
  const [load1] = os.loadavg();
  const cpu = rows.every((r) => r.cpu !== null) ? `, ${median(rows.map((r) => r.cpu))} ms of it on the CPU` : '';
  console.log(
    `median of ${rows.length}: ${total} ms (back-off ${median(rows.map((r) => r.backoff))} ms, start ${median(rows.map((r) => r.start))} ms${cpu}) on ${
      env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
    }; goal ≤ ${GOAL_MS} ms: ${total <= GOAL_MS ? 'met' : 'missed'} (load average ${load1.toFixed(1)} on ${os.cpus().length} cores)`,
  );
}

/**
 * One run: a supervisor of its own (its first crash after a healthy start is restarted after the
 * shortest back-off, 0.5 s; crashes in a row back off longer), the api killed after a second of serving.
 */
async function measureOnce(run, port, env) {
  const lines = [];
  const instance = startInstance({ index: 0, port, env, log: (line) => lines.push(line) });
  try {
    if (!(await healthy(instance.base, 300_000))) throw new Error(`the api did not start:\n${lines.join('\n')}`);
    await sleep(1000);
    const pid = instance.pid();
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');
    if (!(await healthy(instance.base, 60_000, { everyMs: 10 })))
      throw new Error(`not answering 60 s after the kill:\n${lines.join('\n')}`);
    const answeredAt = Date.now();
    if (instance.pid() === pid) throw new Error('answered by the killed process');
    const cpu = cpuMs(instance.pid());
    const row = { total: answeredAt - killedAt, backoff: instance.startedAt() - killedAt, start: answeredAt - instance.startedAt(), cpu };
    const onCpu = cpu === null ? '' : `, ${cpu} ms of it on the CPU`;
    console.log(
      `run ${run}: answering again ${row.total} ms after SIGKILL (supervisor back-off ${row.backoff} ms, api start ${row.start} ms${onCpu})`,
    );
    return row;
  } finally {
    await end(instance.supervisor, instance.exited);
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
