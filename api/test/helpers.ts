import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/client';
import { seed } from '../src/seed';
import type { AuthOverrides, AuthSettings } from '../src/domains/accounts/settings';
import type { PaymentOverrides } from '../src/domains/payments/settings';

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
export async function scratchPostgres(serverUrl: string, prefix = 'platform_test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const { Client } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
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
  auth,
  staticDir,
  clock,
  payments,
}: { withSeed?: boolean; auth?: AuthOverrides; staticDir?: string; clock?: () => Date; payments?: PaymentOverrides } = {}): Promise<TestContext> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let cleanup: () => Promise<void>;
  if (serverUrl) {
    const scratch = await scratchPostgres(serverUrl);
    database = await createDatabase({ url: scratch.url });
    cleanup = scratch.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-api-test-'));
    database = await createDatabase({ dataDir: path.join(dir, 'db') });
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  await database.migrate();
  if (withSeed) await seed(database.db);
  const app = await buildApp({ database, auth, staticDir, clock, payments });
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
  const t = new Date(now.getTime() + 5 * 3600_000);
  const d = new Date(Date.UTC(t.getUTCFullYear() - years, t.getUTCMonth(), t.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
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
