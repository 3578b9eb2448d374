import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createDatabase, type Database } from '../src/db/client';
import { ENTRY_STARTER_HASH, remoteOrigins, shellCsp } from '../src/site';
import { buildApp, signIn, uniquePhone } from './helpers';

let dir: string;
let database: Database;
let app: FastifyInstance;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-headers-'));
  fs.mkdirSync(path.join(dir, 'site/shell'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'site/remotes'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'site/shell/index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(
    path.join(dir, 'site/remotes.json'),
    JSON.stringify({
      remotes: {
        auth: { version: '0.1.0', entry: '/remotes/auth/0.1.0/remoteEntry.js' },
        tests: { version: '1.0.0', entry: 'https://cdn.example.uz/remotes/tests/1.0.0/remoteEntry.js' },
      },
    }),
  );
  database = await createDatabase({ dataDir: 'memory://' });
  await database.migrate();
  app = await buildApp({ database, staticDir: path.join(dir, 'site'), cspConnectSrc: ['https://api.example.uz'] });
  await app.ready();
});

after(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('the shell page has a CSP allowing only itself, the manifest remote origins and the api', async () => {
    for (const url of ['/', '/universitetlar/tuit']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      assert.equal(res.statusCode, 200);
      const csp = String(res.headers['content-security-policy']);
      // the one inline script is allowed by its hash (a rendered page's entry starter, ADR 065)
      assert.ok(csp.includes(`script-src 'self' ${ENTRY_STARTER_HASH} https://cdn.example.uz;`), csp);
      assert.match(csp, /connect-src 'self' https:\/\/cdn\.example\.uz https:\/\/api\.example\.uz;/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.match(csp, /object-src 'none'/);
      assert.doesNotMatch(csp, /unsafe-eval/);
      assert.doesNotMatch(csp, /script-src[^;]*\*/);
    }
  });

  it('every answer, api and static, says nosniff, a strict referrer policy and no framing', async () => {
    for (const url of ['/', '/api/health', '/api/university-all?page=-1', '/remotes.json']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.equal(res.headers['x-frame-options'], 'DENY', url);
    }
  });

  it('reads remote origins from absolute entries only and survives a broken manifest', () => {
    assert.deepEqual(remoteOrigins('{"remotes":{"a":{"entry":"/remotes/a/1/remoteEntry.js"},"b":{"entry":"https://x.uz:8443/b.js"}}}'), [
      'https://x.uz:8443',
    ]);
    assert.deepEqual(remoteOrigins('not json'), []);
    assert.equal(shellCsp([]).includes(`script-src 'self' ${ENTRY_STARTER_HASH};`), true);
  });
});

describe('write limit', () => {
  it('allows a budget of unsafe requests per minute (per address for guests, per session otherwise), then 429 with Retry-After', async () => {
    const limited = await buildApp({ database, auth: { limits: { guestWritePerMinute: 3, writePerMinute: 2 } } });
    await limited.ready();
    try {
      const post = (remoteAddress: string) =>
        limited.inject({ method: 'POST', url: '/api/logout', headers: { 'x-requested-with': 'test' }, remoteAddress });
      for (let i = 0; i < 3; i += 1) assert.equal((await post('10.0.0.1')).statusCode, 200);
      for (let i = 0; i < 5; i += 1)
        assert.equal((await limited.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.1' })).statusCode, 200);
      const refused = await post('10.0.0.1');
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.json().code, 'RATE_LIMITED');
      assert.ok(Number(refused.headers['retry-after']) > 0 && Number(refused.headers['retry-after']) <= 60);
      assert.equal((await post('10.0.0.2')).statusCode, 200, 'another address has its own budget');
      // with a signed-in session the budget is the session's, whatever the address
      const { cookie } = await signIn(limited, uniquePhone(), { remoteAddress: '10.0.0.9' });
      const withSession = (remoteAddress: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/profile/follow',
          headers: { 'x-requested-with': 'test', cookie },
          payload: { id: 1 },
          remoteAddress,
        });
      // (following user 1 of this empty database is 404: answered, not limited)
      assert.notEqual((await withSession('10.0.0.1')).statusCode, 429, 'a session on an exhausted address still writes');
      assert.notEqual((await withSession('10.0.0.3')).statusCode, 429);
      assert.equal((await withSession('10.0.0.4')).statusCode, 429, 'the session budget follows the session');
    } finally {
      await limited.close();
    }
  });
});
