// CPU time spent by the processes under load, for the exam-day bench (scripts/bench-examday.cjs):
// on a machine shared with other work, wall-clock rates say how busy the machine was; CPU seconds
// per learner say what a learner costs, which is what a capacity plan multiplies (docs/capacity.md).
// Linux only (/proc); elsewhere the probe reads null.
const fs = require('node:fs');
const { spawnSync } = require('node:child_process');

const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** `[ppid, user + system seconds]` of one process, or null when it is gone (or no /proc). */
function stat(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command (which may hold spaces) in its parentheses
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return [Number(f[1]), (Number(f[11]) + Number(f[12])) / TICKS];
  } catch {
    return null;
  }
}

/** CPU seconds of `pid` and every process below it (the api's cluster workers). */
function treeSeconds(pid) {
  let pids;
  try {
    pids = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const parent = {};
  const seconds = {};
  for (const p of pids) {
    const s = stat(p);
    if (s) [parent[p], seconds[p]] = [String(s[0]), s[1]];
  }
  const inTree = (p) => {
    for (let q = p, hops = 0; q && hops < 20; q = parent[q], hops += 1) if (q === String(pid)) return true;
    return false;
  };
  let total = 0;
  for (const p of Object.keys(seconds)) if (inTree(p)) total += seconds[p];
  return total;
}

/** Bytes `database` takes on disk now. */
async function databaseBytes(admin, database) {
  const { rows } = await admin.query('select pg_database_size($1)::bigint as bytes', [database]);
  return Number(rows[0].bytes);
}

/** CPU seconds of the PostgreSQL backends connected to `database` now (the api's pooled connections). */
async function databaseSeconds(admin, database) {
  const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [database]);
  let total = 0;
  for (const { pid } of rows) total += stat(pid)?.[1] ?? 0;
  return rows.length ? total : null;
}

/**
 * A probe of the api process tree `pid` and of the backends of `database` (through the `admin`
 * client): `read()` gives `{ api, db }` CPU seconds so far (a field null when not readable) and the
 * database's size in `bytes`.
 * The backends are pooled and stay connected, so differences of two reads are the work between them.
 */
function cpuProbe(pid, admin, database) {
  return {
    async read() {
      if (!admin) return { api: treeSeconds(pid), db: null, bytes: null };
      return { api: treeSeconds(pid), db: await databaseSeconds(admin, database), bytes: await databaseBytes(admin, database) };
    },
  };
}

module.exports = { cpuProbe, treeSeconds };
