import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import { tashkentToday } from '@platform/shared/dates';
import { buildApp as buildPlainApp, type AppOptions } from '../src/app';
import { repoRoot } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { seed } from '../src/seed';
import type { AuthOverrides, AuthSettings } from '../src/domains/accounts/settings';
import type { PaymentOverrides } from '../src/domains/payments/settings';
import { checkAnswers } from './openapi-check';

/**
 * The app as the api builds it, whose `inject` checks every answer against the OpenAPI document it
 * serves (test/openapi-check.ts, ADR 032): every api test builds its apps with this.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  return checkAnswers(await buildPlainApp(options));
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
}

/**
 * A real database for one test file: PGlite in a temp dir, or — when TEST_DATABASE_URL is set —
 * a fresh database created on that PostgreSQL server and dropped afterwards.
 */
/** A fresh database on that PostgreSQL server, and a function that drops it. */
export async function scratchPostgres(
  serverUrl: string,
  prefix = 'platform_test',
  /** a database to copy (CREATE DATABASE … TEMPLATE): nobody may be connected to it */
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { Client } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await whileAccessed(() => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function createTestApp({
  withSeed = true,
  freshSeed = false,
  auth,
  staticDir,
  siteDir,
  serverRender,
  clock,
  payments,
}: {
  withSeed?: boolean;
  /** seed now instead of copying a seeded template (made up to 10 minutes ago): for tests of the seed's dates */
  freshSeed?: boolean;
  auth?: AuthOverrides;
  staticDir?: string;
  /** the built site the studio's operations switch remotes in (ADR 057) */
  siteDir?: string;
  serverRender?: boolean;
  clock?: () => Date;
  payments?: PaymentOverrides;
} = {}): Promise<TestContext> {
  const { database, cleanup } = await templateDatabase({ withSeed: withSeed && !freshSeed });
  // The copy is already migrated (and seeded) by this very code and content: the template's name is
  // their fingerprint. Running migrate() and seed() on it again changed nothing but cost ~1.5 s per
  // file on PostgreSQL and ~4 s on PGlite (seed() re-reads every content file and re-derives the
  // programs before it finds nothing to write); test-templates.test.ts checks that it changes nothing.
  if (withSeed && freshSeed) await seed(database.db);
  const app = await buildApp({ database, auth, staticDir, siteDir, serverRender, clock, payments });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await cleanup();
    },
  };
}

// ── template databases ────────────────────────────────────────────────────────────────────────
// Migrating and seeding a fresh database took ~4 s per test file (PGlite: initdb 2.7 s, migrations,
// the demo content); a copy of one migrated (and seeded) template takes ~1 s on PGlite (a copied
// data dir) and a fraction of that on PostgreSQL (CREATE DATABASE … TEMPLATE). A template is built
// once per fingerprint: the migrations, the api's code, content/ and the 10-minute slot of the UTC
// clock (the seed dates demo rows relative to now). Concurrent test processes build it at most a few times; the first
// rename wins.

const TEMPLATE_PREFIX = 'platform_tpl_';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let fingerprintMemo: string | null = null;
/** `<yyyymmddhhm>_<hash>`: what a template database is made of, and the 10-minute slot it was made in. */
export function templateFingerprint(now = new Date()): string {
  if (!fingerprintMemo) {
    const hash = createHash('sha256');
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== '__tests__' && entry.name !== 'node_modules') walk(full);
        } else {
          hash.update(path.relative(repoRoot, full));
          hash.update(fs.readFileSync(full));
        }
      }
    };
    for (const dir of ['api/drizzle', 'api/src', 'content']) if (fs.existsSync(path.join(repoRoot, dir))) walk(path.join(repoRoot, dir));
    fingerprintMemo = hash.digest('hex').slice(0, 12);
  }
  return `${now.toISOString().slice(0, 15).replace(/\D/g, '')}_${fingerprintMemo}`;
}

/** Migrates (and seeds) a database just created. */
async function fill(database: Database, withSeed: boolean) {
  await database.migrate();
  if (withSeed) await seed(database.db);
}

/** Retries a statement PostgreSQL refuses while the database it names still has a closing session. */
async function whileAccessed<T>(run: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i += 1) {
    try {
      return await run();
    } catch (error) {
      if (i >= 50 || (error as { code?: string }).code !== '55006') throw error;
      await sleep(100);
    }
  }
}

/** The name of an up-to-date template database on that server, built when missing. */
async function postgresTemplate(serverUrl: string, withSeed: boolean): Promise<string> {
  const { Client } = await import('pg');
  const stamp = templateFingerprint();
  const name = `${TEMPLATE_PREFIX}${stamp}_${withSeed ? 'seeded' : 'migrated'}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) return name;
    const building = await scratchPostgres(serverUrl, `${name.slice(0, 40)}_b`);
    const database = await createDatabase({ url: building.url });
    try {
      await fill(database, withSeed);
    } finally {
      await database.close();
    }
    const built = new URL(building.url).pathname.slice(1);
    try {
      await whileAccessed(() => admin.query(`ALTER DATABASE ${built} RENAME TO ${name}`));
    } catch (error) {
      // another process renamed its copy first (42P04): use that one
      await building.drop();
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    // templates (and half-built ones) made more than three hours ago: nobody copies them any more
    const old = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${TEMPLATE_PREFIX}%`]);
    for (const { datname } of old.rows) {
      const made = /^\w{13}(\d{4})(\d{2})(\d{2})(\d{2})(\d)_/.exec(datname);
      if (made && Date.now() - Date.UTC(+made[1], +made[2] - 1, +made[3], +made[4], +made[5] * 10) > 3 * 3600_000)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** A migrated PGlite data dir (seeded or not) under the temp dir, built when missing. */
async function pgliteTemplate(withSeed: boolean): Promise<string> {
  const root = path.join(os.tmpdir(), 'platform-api-templates');
  fs.mkdirSync(root, { recursive: true });
  const template = path.join(root, `${templateFingerprint()}_${withSeed ? 'seeded' : 'migrated'}`);
  if (fs.existsSync(path.join(template, 'PG_VERSION'))) return template;
  const building = fs.mkdtempSync(path.join(root, 'building-'));
  try {
    const database = await createDatabase({ dataDir: path.join(building, 'db') });
    try {
      await fill(database, withSeed);
    } finally {
      await database.close();
    }
    try {
      fs.renameSync(path.join(building, 'db'), template);
    } catch (error) {
      // another process renamed its copy first: use that one
      if (!fs.existsSync(path.join(template, 'PG_VERSION'))) throw error;
    }
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  // templates (and half-built ones) older than three hours: nobody copies them any more
  for (const entry of fs.readdirSync(root)) {
    const full = path.join(root, entry);
    // another process may be removing it right now: then there is nothing to do
    const made = fs.statSync(full, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (full !== template && Date.now() - made > 3 * 3600_000) fs.rmSync(full, { recursive: true, force: true });
  }
  return template;
}

/**
 * A new, empty database (not migrated) of its own: PGlite in a temp dir, or — when TEST_DATABASE_URL
 * is set — a database created on that PostgreSQL server; `cleanup` removes it.
 */
export async function emptyDatabase(): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await scratchPostgres(serverUrl);
    return { database: await createDatabase({ url: scratch.url }), cleanup: scratch.drop };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-api-test-'));
  return {
    database: await createDatabase({ dataDir: path.join(dir, 'db') }),
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Where a fresh copy of the migrated (and, with `withSeed`, seeded) template lies, for a process that
 * opens it itself (a server started as a child): `{ url }` on TEST_DATABASE_URL's server, else a
 * PGlite `{ dataDir }`. `cleanup` drops or removes it (the process must have closed it first).
 */
export async function templateCopy({ withSeed = true }: { withSeed?: boolean } = {}): Promise<{
  url?: string;
  dataDir?: string;
  cleanup: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await scratchPostgres(serverUrl, 'platform_test', await postgresTemplate(serverUrl, withSeed));
    return { url: scratch.url, cleanup: scratch.drop };
  }
  const template = await pgliteTemplate(withSeed);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-api-test-'));
  fs.cpSync(template, path.join(dir, 'db'), { recursive: true });
  return { dataDir: path.join(dir, 'db'), cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The PGlite template as one tar (PGlite's dumpDataDir), written beside the template dir once: a
 * database loaded from it lives in memory, so a test file neither copies the ~60 MB data dir (0.6 s)
 * nor removes it afterwards (1.5 s), and opens it in about the time opening the copy took.
 */
async function pgliteTemplateTar(withSeed: boolean): Promise<Buffer> {
  const template = await pgliteTemplate(withSeed);
  const tar = `${template}.tar`;
  if (!fs.existsSync(tar)) {
    // dumped from a copy: opening the template itself would write to it
    const dir = fs.mkdtempSync(path.join(path.dirname(template), 'dumping-'));
    try {
      fs.cpSync(template, path.join(dir, 'db'), { recursive: true });
      const client = new PGlite(path.join(dir, 'db'));
      await client.waitReady;
      const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
      await client.close();
      fs.writeFileSync(path.join(dir, 'db.tar'), dump);
      // a concurrent dumper wrote the same bytes: either rename wins
      fs.renameSync(path.join(dir, 'db.tar'), tar);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return fs.readFileSync(tar);
}

/**
 * A PGlite database in memory, loaded from the template's tar: what createDatabase() makes for a
 * data dir (the same statement timeout, drizzle over the same schema, the same migrations), without
 * the dir.
 */
async function pgliteFromTemplate(withSeed: boolean, statementTimeoutMs = 5000): Promise<Database> {
  const tar = await pgliteTemplateTar(withSeed);
  const client = new PGlite({ loadDataDir: new Blob([tar]) });
  await client.waitReady;
  await client.exec(`SET statement_timeout = ${Math.floor(statementTimeoutMs)}`);
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database['db'],
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: path.join(repoRoot, 'api/drizzle') }),
    exclusive: (fn) => fn(),
    close: () => client.close(),
  };
}

/**
 * A fresh, migrated (and, with `withSeed`, seeded) database of its own for one test file, copied
 * from a template: PGlite in a temp dir, or — when TEST_DATABASE_URL is set — a database created on
 * that PostgreSQL server from a template database, dropped by `cleanup`.
 */
export async function templateDatabase({ withSeed = true }: { withSeed?: boolean } = {}): Promise<{
  database: Database;
  cleanup: () => Promise<void>;
}> {
  if (!process.env.TEST_DATABASE_URL) return { database: await pgliteFromTemplate(withSeed), cleanup: async () => undefined };
  const copy = await templateCopy({ withSeed });
  return { database: await createDatabase({ url: copy.url }), cleanup: copy.cleanup };
}

// ── accounts helpers ──────────────────────────────────────────────────────────────────────────

/** The header that passes the CSRF check on unsafe methods. */
export const XRW = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** Limits high enough that tests which are not about limits never meet them. */
export const HIGH_LIMITS: Partial<AuthSettings['limits']> = {
  phonePerHour: 1000,
  phonePerDay: 1000,
  ipPerHour: 10_000,
  ipPerDay: 10_000,
  verifyPerIpHour: 10_000,
};

let phoneCounter = 0;
/** A fresh, valid +998 number (different on every call and per test process). */
export function uniquePhone(): string {
  phoneCounter += 1;
  const base = (process.pid * 1000 + phoneCounter) % 10_000_000;
  return `+99891${String(base).padStart(7, '0')}`;
}

/** The latest code the dev SMS provider stored for a phone, or null. */
export async function lastCode(app: FastifyInstance, phone: string): Promise<string | null> {
  const res = await app.inject({ method: 'GET', url: `/api/__dev/outbox?phone=${encodeURIComponent(phone)}` });
  const rows = (res.json() as { data: { text: string }[] }).data;
  if (!rows.length) return null;
  const match = /#(\S+)\s*$/.exec(rows[0].text);
  return match ? match[1] : null;
}

/** `sid=…` of a response that set the session cookie (throws otherwise). */
export function sessionCookie(res: { cookies: { name: string; value: string }[] }): string {
  const sid = res.cookies.find((c) => c.name === 'sid');
  if (!sid?.value) throw new Error('no session cookie set');
  return `sid=${sid.value}`;
}

/**
 * Signs a phone in through send-sms + the dev outbox + verify-sms; returns the cookie header and the
 * login answer. Needs a limiter without a running cool-down for the phone.
 */
export async function signIn(
  app: FastifyInstance,
  phone: string,
  { remoteAddress, cookie }: { remoteAddress?: string; cookie?: string } = {},
): Promise<{ cookie: string; body: { data: { profile_type: string | null; user: { id: number } } } }> {
  const headers = { ...XRW, ...(cookie ? { cookie } : {}) };
  const sent = await app.inject({ method: 'POST', url: '/api/auth/send-sms', headers, payload: { phone }, remoteAddress });
  if (sent.statusCode !== 200) throw new Error(`send-sms ${sent.statusCode}: ${sent.body}`);
  const code = await lastCode(app, phone);
  const res = await app.inject({ method: 'POST', url: '/api/auth/verify-sms', headers, payload: { phone, code }, remoteAddress });
  if (res.statusCode !== 200) throw new Error(`verify-sms ${res.statusCode}: ${res.body}`);
  return { cookie: sessionCookie(res), body: res.json() };
}

/** A multipart/form-data body built by the platform's FormData (the boundary comes from Request). */
export async function multipart(fields: Record<string, string | Blob>): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, 'file.bin');
    else form.append(name, value);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A birthday `YYYY-MM-DD` `days` after the date `years` years before today in Asia/Tashkent. */
export function tashkentDateShift(years: number, days = 0, now = new Date()): string {
  const [year, month, day] = tashkentToday(now);
  return new Date(Date.UTC(year - years, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * A signed-in user with a completed profile: sign-in through the dev outbox (send-sms, the code from
 * GET /api/__dev/outbox, verify-sms), then POST /api/v2/profile/create with the first subject and region.
 */
export async function registeredUser(app: FastifyInstance, phone = uniquePhone()): Promise<{ cookie: string; id: number; phone: string }> {
  const { cookie, body } = await signIn(app, phone);
  const first = async (url: string) => ((await app.inject({ method: 'GET', url })).json() as { data: { id: number }[] }).data[0].id;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/profile/create',
    headers: { ...XRW, cookie },
    payload: {
      full_name: 'Test',
      last_name: 'User',
      birthday: tashkentDateShift(17),
      type: 'APPLICANT',
      subject_ids: [await first('/api/subjectname')],
      gender: 'erkak',
      address_id: await first('/api/address'),
    },
  });
  if (res.statusCode !== 200) throw new Error(`profile/create ${res.statusCode}: ${res.body}`);
  return { cookie, id: body.data.user.id, phone };
}
