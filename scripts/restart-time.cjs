#!/usr/bin/env node
// How long the api is gone after a SIGKILL: one api instance under its supervisor (scripts/supervise.cjs,
// as `npm start` and each instance of `npm run stack` run it) is killed RESTART_RUNS times (default 5),
// each time after it has served for a second; the time from the kill to its first 200 on /api/health
// is measured, and split into the supervisor's back-off (0.5 s after a healthy run) and the api's own
// start (from spawn to listening: loading the build, migrations checked, the seed checked). The goal is a
// median of at most 3 s (ADR 049).
//   DATABASE_URL=postgres://…/platform REDIS_URL=redis://… node scripts/restart-time.cjs
// Without DATABASE_URL the api runs on the embedded PGlite in a temp folder. PORT (default: a free one).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { end, freePort, healthy, startInstance } = require('./stack.cjs');

const RUNS = Number(process.env.RESTART_RUNS || 5);
const GOAL_MS = 3000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
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
  const lines = [];
  const instance = startInstance({ index: 0, port, env, log: (line) => lines.push(line) });
  const rows = [];
  try {
    if (!(await healthy(instance.base, 300_000))) throw new Error(`the api did not start:\n${lines.join('\n')}`);
    for (let run = 1; run <= RUNS; run++) {
      await sleep(1000);
      const pid = instance.pid();
      const killedAt = Date.now();
      process.kill(pid, 'SIGKILL');
      if (!(await healthy(instance.base, 60_000, { everyMs: 10 })))
        throw new Error(`not answering 60 s after the kill:\n${lines.join('\n')}`);
      const answeredAt = Date.now();
      if (instance.pid() === pid) throw new Error('answered by the killed process');
      const row = { run, total: answeredAt - killedAt, backoff: instance.startedAt() - killedAt, start: answeredAt - instance.startedAt() };
      rows.push(row);
      console.log(
        `run ${run}: answering again ${row.total} ms after SIGKILL (supervisor back-off ${row.backoff} ms, api start ${row.start} ms)`,
      );
    }
  } finally {
    await end(instance.supervisor, instance.exited);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const total = median(rows.map((r) => r.total));
  const [load1] = os.loadavg();
  console.log(
    `median of ${rows.length}: ${total} ms (back-off ${median(rows.map((r) => r.backoff))} ms, start ${median(rows.map((r) => r.start))} ms) on ${
      env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
    }; goal ≤ ${GOAL_MS} ms: ${total <= GOAL_MS ? 'met' : 'missed'} (load average ${load1.toFixed(1)} on ${os.cpus().length} cores)`,
  );
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
