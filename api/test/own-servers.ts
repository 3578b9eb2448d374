// Servers a fault test starts for itself (never the machine's shared ones): a PostgreSQL cluster in a
// temp dir on a free port, and a Redis on a spare port. Each says why it cannot run instead of failing.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './helpers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function pgBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (fs.existsSync(path.join(base, v, 'bin/initdb'))) return path.join(base, v, 'bin');
  return null;
}

const bin = pgBin();
const isRoot = process.getuid?.() === 0;

/**
 * The pass that runs the suites with servers of their own, once per `npm test`: the PGlite pass, or the
 * PostgreSQL pass when scripts/test.cjs runs one beside it and says so (TEST_OWN_SERVERS_PASS=postgres:
 * that pass is the shorter one, ~40 s of fault suites move from the longer).
 */
const ownServersPass = process.env.TEST_OWN_SERVERS_PASS === 'postgres' ? 'PostgreSQL' : 'PGlite';
const thisPass = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** Why an own PostgreSQL cannot run here (it runs once per `npm test`, in one pass), or false. */
export const ownPostgresSkip: string | false =
  thisPass !== ownServersPass
    ? `runs in the ${ownServersPass} pass (it starts its own server)`
    : !bin
      ? 'PostgreSQL server binaries not installed'
      : !isRoot && os.userInfo().username !== 'postgres'
        ? 'needs root or the postgres user'
        : false;

/** Runs a server binary as the postgres user (initdb refuses root). */
function asPostgres(command: string, args: string[]) {
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin!, command), ...args]] : [path.join(bin!, command), args];
  const r = spawnSync(cmd, argv as string[], { encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`${command} failed: ${r.stderr || r.stdout}`);
}

export interface OwnPostgres {
  url: string;
  start: () => void;
  stop: () => void;
  /** Stops the server (if running) and removes its files. */
  remove: () => void;
}

/** initdb + pg_ctl start of a throwaway cluster; `url` is its `postgres` database. */
export async function ownPostgres(): Promise<OwnPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-pg-fault-'));
  if (isRoot) execFileSync('chown', ['-R', 'postgres', dir]);
  const port = await freePort();
  const data = path.join(dir, 'data');
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const start = () =>
    asPostgres('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-w',
      'start',
    ]);
  const stop = () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const redisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p)) ?? null;

/** Why an own Redis cannot run here, or false. */
export const ownRedisSkip: string | false = redisServer ? false : 'redis-server is not installed (apt-get install redis-server)';

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface OwnRedis {
  url: string;
  start: () => Promise<void>;
  /** Stops the server abruptly (SIGKILL): clients see the connection drop, as in a crash. */
  stop: () => Promise<void>;
}

/** A redis-server without persistence on the first free port of 6390–6399 (the fault suite's range). */
export async function ownRedis(): Promise<OwnRedis> {
  let port = 0;
  for (let p = 6390; p <= 6399 && !port; p += 1) if (!(await listening(p))) port = p;
  if (!port) throw new Error('no free port in 6390-6399 for the fault suite’s Redis');
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(redisServer!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 100 && !(await listening(port)); i += 1) await sleep(50);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
