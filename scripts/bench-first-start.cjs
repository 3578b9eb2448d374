// The first-start part of `npm run bench` (alone only: `npm run bench -- first-start`; issue 33 item 5):
// what a newcomer waits for. The repository's committed HEAD is cloned (`git clone` of this checkout)
// into a temporary folder, `npm start` runs there (npm install prefers the local npm cache), and each
// line it prints is timed until the api says it is ready (or /api/health answers). Printed: the
// split — install, the api build, each app's build, the web build as a whole, the seed, ready — in
// wall seconds and in CPU seconds of the whole process tree (read from /proc when a step ends: the
// machine may be shared, and CPU time says what the start itself cost), then the compression work
// in the build (every .br/.gz sibling made again, timed; it runs inside the apps' builds).
// BENCH_FIRST_START_RUNS (1) runs, BENCH_FIRST_START_PORT (3350) the port the clone's api listens on,
// BENCH_FIRST_START_TIMEOUT (1800 s) how long a start may take before the run counts as failed.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..');
const TICKS = 100; // USER_HZ of /proc/<pid>/stat on Linux

/** utime+stime+cutime+cstime (s) of `pid` and every live descendant: what the tree has spent so far. */
function treeCpuSeconds(pid) {
  const stats = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      // fields[0] is the state (field 3): ppid is field 4, utime..cstime fields 14–17
      stats.set(Number(name), { ppid: Number(fields[1]), ticks: fields.slice(11, 15).reduce((s, f) => s + Number(f), 0) });
    } catch {
      // the process ended meanwhile
    }
  }
  let ticks = 0;
  const pending = [pid];
  while (pending.length) {
    const p = pending.pop();
    ticks += stats.get(p)?.ticks ?? 0;
    for (const [child, s] of stats) if (s.ppid === p) pending.push(child);
  }
  return ticks / TICKS;
}

/**
 * The steps of a start from its timed lines `{ at, cpu, line }` (s since the start): `[step, wall s,
 * cpu s]` rows. A step ends at its line; its start is the previous step's end.
 */
function splitSteps(lines) {
  const rows = [];
  let last = { at: 0, cpu: 0 };
  const step = (name, mark) => {
    rows.push([name, mark.at - last.at, mark.cpu - last.cpu]);
    last = mark;
  };
  const apiBuilt = lines.find((l) => /^built api\/dist\/server\.js/.test(l.line));
  const apiSeconds = Number(/in ([\d.]+) s/.exec(apiBuilt?.line ?? '')?.[1] ?? 0);
  if (lines.some((l) => l.line.startsWith('installing npm packages')) && apiBuilt) {
    // the install ends where the build begins: the api build comes first, and says how long it took
    step('install (npm install)', { at: apiBuilt.at - apiSeconds, cpu: apiBuilt.cpu - apiSeconds });
  }
  if (apiBuilt) step('api build (esbuild)', apiBuilt);
  for (const l of lines) {
    const app = /^built (\S+) in ([\d.]+) s$/.exec(l.line);
    if (app && app[1] !== 'api/dist/server.js') rows.push([`  app ${app[1]} (its own build, in parallel)`, Number(app[2]), null]);
  }
  // "built 9 apps in … s (2 at once)"; a build before ADR 053 said "built shell, auth, … in … s"
  const web = lines.find((l) => /^built (\d+ apps|\S+, .+) in/.test(l.line));
  const seed = lines.find((l) => /^seed: /.test(l.line));
  // since ADR 061 the api migrates and seeds beside the web build (PREPARE_ONLY) and its start after
  // the build finds them done ("seed: up to date")
  const beside = Boolean(web && seed && seed.at < web.at);
  if (beside) rows.push(['  migrations and seed (beside the web build)', seed.at - (apiBuilt?.at ?? 0), null]);
  if (web) step(`web build (${/\((\d+) at once\)/.exec(web.line)?.[1] ?? '?'} at once)`, web);
  if (seed && !beside) step('api start, migrations and seed', seed);
  const ready = lines.find((l) => l.ready);
  if (ready) step(beside ? 'api start (migrations and seed done)' : 'ready', ready);
  if (ready) rows.push(['total to ready', ready.at, ready.cpu]);
  return rows;
}

/** One fresh clone started: its timed lines, the split, and the background compression's line after ready. */
async function firstStartOnce(port, log) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-first-start-'));
  const clone = path.join(dir, 'platform');
  const cloned = spawnSync('git', ['clone', '--quiet', root, clone], { encoding: 'utf8' });
  if (cloned.status !== 0) throw new Error(`git clone: ${cloned.stderr}`);
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone, encoding: 'utf8' }).stdout.trim();
  const env = { ...process.env, PORT: String(port), REDIS_URL: '', npm_config_prefer_offline: 'true', npm_config_audit: 'false' };
  delete env.DATABASE_URL;
  delete env.PLATFORM_DIST_DIR;
  delete env.STATIC_DIR;
  const child = spawn('npm', ['start'], { cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const started = performance.now();
  const lines = [];
  let done;
  const ready = new Promise((resolve) => (done = resolve));
  const mark = (line, extra = {}) => {
    const entry = { at: (performance.now() - started) / 1000, cpu: treeCpuSeconds(child.pid), line, ...extra };
    lines.push(entry);
    if (!line.startsWith('npm warn')) log(`${entry.at.toFixed(1)} s (${entry.cpu.toFixed(1)} s CPU)  ${line}`);
    if (extra.ready) done();
  };
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop();
      for (const line of parts) if (line.trim()) mark(line.trim(), /platform ready on/.test(line) ? { ready: true } : {});
    });
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const poll = setInterval(async () => {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok && !lines.some((l) => l.ready))
        mark('GET /api/health: 200', { ready: true });
    } catch {
      // not up yet
    }
  }, 500);
  const timeout = Number(process.env.BENCH_FIRST_START_TIMEOUT || 1800) * 1000;
  let startedOk = false;
  try {
    const outcome = await Promise.race([
      ready.then(() => 'ready'),
      exited.then((code) => `exited (${code})`),
      new Promise((r) => setTimeout(() => r('timed out'), timeout).unref()),
    ]);
    if (outcome !== 'ready') throw new Error(`npm start in the clone ${outcome}`);
    startedOk = true;
    // the siblings written after ready, at low priority (scripts/compress.cjs): up to two minutes
    const waitUntil = Date.now() + 120_000;
    while (!lines.some((l) => /^compressed: /.test(l.line)) && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 250));
  } finally {
    clearInterval(poll);
    if (child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    // a failed start leaves nothing behind either (the start's processes have stopped by now)
    if (!startedOk) fs.rmSync(dir, { recursive: true, force: true });
  }
  try {
    const readyAt = lines.find((l) => l.ready);
    const compressed = lines.find((l) => /^compressed: /.test(l.line));
    const compression = compressed && readyAt ? { line: compressed.line, after: compressed.at - readyAt.at } : null;
    return { commit, rows: splitSteps(lines), compression };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const seconds = (s) => (s === null ? '—' : `${s.toFixed(1)} s`);

/** `npm run bench -- first-start`: BENCH_FIRST_START_RUNS fresh clones started, each one's split printed. */
async function firstStartPart({ log = (line) => console.log(`first start | ${line}`) } = {}) {
  const runs = Number(process.env.BENCH_FIRST_START_RUNS || 1);
  const port = Number(process.env.BENCH_FIRST_START_PORT || 3350);
  const totals = [];
  for (let run = 1; run <= runs; run += 1) {
    const { commit, rows, compression } = await firstStartOnce(port, log);
    console.log(
      `\nfresh clone of ${commit}: npm start, run ${run} of ${runs} (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})`,
    );
    console.log('| step | wall | CPU (process tree) |\n|---|---|---|');
    for (const [name, wall, cpu] of rows) console.log(`| ${name} | ${seconds(wall)} | ${seconds(cpu)} |`);
    console.log(
      compression
        ? `| after ready, in the background: ${compression.line.replace(/^compressed: /, '')} | done ${seconds(compression.after)} after ready | — |`
        : '| after ready, in the background: the compressed siblings | not reported within 2 min | — |',
    );
    const total = rows.find((r) => r[0] === 'total to ready');
    if (total) totals.push(total[1]);
  }
  if (totals.length > 1) {
    const sorted = [...totals].sort((a, b) => a - b);
    console.log(`\nmedian to ready: ${seconds(sorted[Math.floor(sorted.length / 2)])} over ${totals.length} runs`);
  }
}

module.exports = { firstStartPart, splitSteps, treeCpuSeconds };
