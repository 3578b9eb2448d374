// The olympiad bench (issue 17, `npm run bench` with DATABASE_URL; ADR 019): on a scratch database of
// that PostgreSQL server, one finished olympiad with BENCH_OLYMPIAD_PARTICIPANTS (default 100,000)
// participants written by the seed's bulk insert; then
//  - the top-50 page and the own position of random participants, each timed BENCH_OLYMPIAD_RUNS
//    times (default 300), as the service calls them;
//  - over HTTP, against the api's production build started in its own process (the demo seed gives the running DTM olympiad):
//    the start call (POST /api/olympic/olympic-order) by BENCH_OLYMPIAD_STARTS (default 200) distinct
//    signed-in users at once, BENCH_OLYMPIAD_START_ROUNDS (default 3) times with fresh users each time;
//  - the live results poll (GET /api/olympic/olympic-stats of the 100,000 olympiad, a participant's
//    session) under autocannon, 50 connections for BENCH_SECONDS (default 10): a full answer every
//    time, and the same poll revalidating with If-None-Match (304).
// Prints one JSON line.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { asc, eq } from 'drizzle-orm';
import { repoRoot } from '../src/config';
import { createDatabase, type Db } from '../src/db/client';
import { appUser, olympiad, olympiadCourse, olympiadParticipation, olympiadSection, subject, userSession } from '../src/db/schema';
import { seed } from '../src/seed';
import { insertDemoParticipants } from '../src/domains/olympiads/seed';
import { ownRank, rankingPage } from '../src/domains/olympiads/service-ranking';

/** Port of the api the HTTP part starts (BENCH_OLYMPIAD_API_PORT). */
const API_PORT = Number(process.env.BENCH_OLYMPIAD_API_PORT || 3391);
/** `require` from the repository's root: the api's build script and the root's devDependencies. */
const fromRoot = createRequire(path.join(repoRoot, 'package.json'));

/**
 * The product's api on the scratch database, in a process of its own, with the write and read limits
 * raised for one address; resolves once it says it is ready. It runs the production build
 * (api/dist/server.js, made first when stale, scripts/build-api.cjs) as `npm start` does: started
 * from its TypeScript through tsx, the first burst also paid for compiling the modules a route
 * loads on first use (ADR 051).
 */
function startApi(databaseUrl: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const built = fromRoot('./scripts/build-api.cjs') as {
    ensureApiBuild: () => void;
    apiCommand: () => [string, string[]];
  };
  built.ensureApiBuild();
  const [node, args] = built.apiCommand();
  const child = spawn(node, args, {
    cwd: path.join(repoRoot, 'api'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(API_PORT),
      SEED: '0',
      LOG_LEVEL: 'silent',
      REDIS_URL: '',
      WRITE_PER_MINUTE: '1000000',
      GUEST_WRITE_PER_MINUTE: '1000000',
      READ_PER_MINUTE: '10000000',
      STATIC_DIR: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/platform ready on /.test(out)) resolve({ origin: `http://127.0.0.1:${API_PORT}`, stop });
    });
    child.once('exit', (code) => reject(new Error(`the api exited (${code}) before it was ready: ${out.slice(-500)}`)));
  });
}

const server = process.env.DATABASE_URL;
if (!server) throw new Error('set DATABASE_URL to a PostgreSQL server');
const count = Number(process.env.BENCH_OLYMPIAD_PARTICIPANTS || 100_000);
const runs = Number(process.env.BENCH_OLYMPIAD_RUNS || 300);
const starters = Number(process.env.BENCH_OLYMPIAD_STARTS || 200);
const startRounds = Number(process.env.BENCH_OLYMPIAD_START_ROUNDS || 3);
const seconds = Number(process.env.BENCH_SECONDS || 10);

const { Client } = await import('pg');
const name = `platform_bench_olympiad_${randomBytes(4).toString('hex')}`;
const admin = new Client({ connectionString: server });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const database = await createDatabase({ url: url.toString(), statementTimeoutMs: 60_000 });

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (n: number) => Math.round(n * 100) / 100;

/** A session for the user written as sign-in writes it (sha-256 of the cookie's token); the cookie. */
async function sessionOf(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(userSession).values({
    token_hash: createHash('sha256').update(token).digest('hex'),
    user_id: userId,
    expires_at: new Date(Date.now() + 86_400_000),
  });
  return `sid=${token}`;
}

interface Cannon {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}
const autocannon = fromRoot('autocannon') as (options: object) => Promise<Cannon>;

try {
  await database.migrate();
  const db = database.db;
  const [s] = await db.insert(subject).values({ slug: 'bench-fan', name_uz: 'Fan', name_ru: 'Предмет', color: '#336699' }).returning();
  const now = Date.now();
  const [o] = await db
    .insert(olympiad)
    .values({
      slug: 'bench',
      name_uz: 'Bench',
      name_ru: 'Bench',
      title_uz: '',
      title_ru: '',
      type: 'fixed_subject',
      language_id: 1,
      starts_at: new Date(now - 10 * 86_400_000),
      ends_at: new Date(now - 9 * 86_400_000),
    })
    .returning();
  const [c] = await db
    .insert(olympiadCourse)
    .values({ olympiad_id: o.id, position: 0, name_uz: 'Fan', name_ru: 'Предмет', minutes: 60 })
    .returning();
  await db
    .insert(olympiadSection)
    .values({ olympiad_id: o.id, course_id: c.id, position: 0, subject_id: s.id, question_count: 40, points: 1 });
  const seeded = performance.now();
  await insertDemoParticipants(db, o.id, count, 0, new Date(now));
  const seedSeconds = (performance.now() - seeded) / 1000;
  await admin.end();
  const pg = new Client({ connectionString: url.toString() });
  await pg.connect();
  await pg.query('VACUUM ANALYZE olympiad_participation');
  await pg.end();

  const users = (
    await db
      .select({ user_id: olympiadParticipation.user_id })
      .from(olympiadParticipation)
      .where(eq(olympiadParticipation.olympiad_id, o.id))
  ).flatMap((r) => (r.user_id === null ? [] : [r.user_id]));
  const top: number[] = [];
  const own: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    await rankingPage(db, o.id, 0);
    top.push(performance.now() - t);
    const user = users[Math.floor(Math.random() * users.length)];
    t = performance.now();
    await ownRank(db, o.id, user);
    own.push(performance.now() - t);
  }
  // ── over HTTP: the start under load and the live results poll ──
  await seed(db);
  // the api in its own process, as in production: the 200 clients' requests and responses are made
  // here, so their cost is not counted as the server's (it was when the app was served from this process)
  const api = await startApi(url.toString());
  const base = `${api.origin}/api`;
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'bench', 'accept-language': 'uz' };
  const [live] = await db.select().from(olympiad).where(eq(olympiad.slug, 'dtm-olimpiada-demo'));
  const [course] = await db
    .select()
    .from(olympiadCourse)
    .where(eq(olympiadCourse.olympiad_id, live.id))
    .orderBy(asc(olympiadCourse.position));
  const startLatencies: number[] = [];
  const startStatus: Record<string, number> = {};
  let startSeconds = 0;
  /** each round's p99: the first is the api's first burst (new connections, cold code), the rest warm */
  const roundP99: number[] = [];
  for (let round = 0; round < startRounds; round++) {
    const stamp = `${round % 10}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
    const made = await db
      .insert(appUser)
      .values(
        Array.from({ length: starters }, (_, i) => ({
          phone: `+99801${stamp}${String(i).padStart(4, '0')}`,
          first_name: 'Bench',
          last_name: `${i}`,
        })),
      )
      .returning({ id: appUser.id });
    const cookies = await Promise.all(made.map((u) => sessionOf(db, u.id)));
    const body = JSON.stringify({ olympic_id: live.id, olympic_course_id: course.id });
    const began = performance.now();
    await Promise.all(
      cookies.map(async (cookie) => {
        const t = performance.now();
        const res = await fetch(`${base}/olympic/olympic-order`, { method: 'POST', headers: { ...headers, cookie }, body });
        await res.arrayBuffer();
        startLatencies.push(performance.now() - t);
        startStatus[res.status] = (startStatus[res.status] ?? 0) + 1;
      }),
    );
    startSeconds += (performance.now() - began) / 1000;
    roundP99.push(ms(quantile(startLatencies.slice(-starters), 0.99)));
  }

  const reader = users[Math.floor(users.length / 2)];
  const cookie = await sessionOf(db, reader);
  const pollUrl = `${base}/olympic/olympic-stats?olympic_id=${o.id}&page=1`;
  const first = await fetch(pollUrl, { headers: { ...headers, cookie } });
  const firstBytes = (await first.arrayBuffer()).byteLength;
  const etag = first.headers.get('etag') ?? '';
  const poll = (extra: Record<string, string>) =>
    autocannon({ url: pollUrl, connections: 50, duration: seconds, headers: { ...headers, cookie, ...extra } });
  const full = await poll({});
  const revalidated = await poll({ 'if-none-match': etag });
  await api.stop();

  const perStatus = (r: Cannon) => Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count]));
  console.log(
    JSON.stringify({
      participants: users.length,
      seed_seconds: Math.round(seedSeconds * 10) / 10,
      top50: { p50: ms(quantile(top, 0.5)), p99: ms(quantile(top, 0.99)) },
      own_rank: { p50: ms(quantile(own, 0.5)), p99: ms(quantile(own, 0.99)) },
      start: {
        users: starters,
        rounds: startRounds,
        rps: Math.round((starters * startRounds) / startSeconds),
        p50: ms(quantile(startLatencies, 0.5)),
        p99: ms(quantile(startLatencies, 0.99)),
        round_p99: roundP99,
        status: startStatus,
      },
      poll_full: { rps: Math.round(full.requests.average), p99: full.latency.p99, bytes: firstBytes, status: perStatus(full) },
      poll_304: { rps: Math.round(revalidated.requests.average), p99: revalidated.latency.p99, status: perStatus(revalidated) },
    }),
  );
} finally {
  await database.close();
  // BENCH_OLYMPIAD_KEEP=1 leaves the scratch database for EXPLAIN ANALYZE by hand (its name on stderr)
  if (process.env.BENCH_OLYMPIAD_KEEP === '1') {
    console.error(`kept ${name}`);
    process.exit(0);
  }
  const drop = new Client({ connectionString: server });
  await drop.connect();
  await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await drop.end();
}
