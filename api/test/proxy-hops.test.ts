// Per-address limits behind the shipped nginx (issue 29, finding 2; docs/decisions/031): the api
// trusts exactly TRUST_PROXY hops of X-Forwarded-For, and docker/nginx.conf sets the header from the
// address nginx itself saw. A client-made X-Forwarded-For must never give a client a fresh budget.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig, repoRoot } from '../src/config';
import { XRW, buildApp, createTestApp, freePort, uniquePhone, type TestContext } from './helpers';

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp({ withSeed: false });
});
after(async () => {
  await ctx?.close();
});

const NGINX_ADDRESS = '10.20.30.40';
let forged = 0;
/** What a client sends through nginx's old `$proxy_add_x_forwarded_for`: its own made-up entries, then the address nginx saw. */
const forgedChain = (client: string) => `${++forged % 250}.${forged % 7}.1.${forged % 250}, 198.51.100.${forged % 250}, ${client}`;

describe('TRUST_PROXY=1 behind one proxy: the limits count the address the proxy saw', () => {
  let app: FastifyInstance;
  before(async () => {
    // the option as the server passes it: TRUST_PROXY from the environment, through the config
    app = await buildApp({
      database: ctx.database,
      trustProxy: loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY,
      auth: { limits: { ipPerHour: 3, phonePerHour: 100, guestWritePerMinute: 5 } },
    });
    await app.ready();
  });
  after(async () => {
    await app?.close();
  });

  const sendSms = (phone: string, chain: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/send-sms',
      headers: { ...XRW, 'x-forwarded-for': chain },
      payload: { phone },
      remoteAddress: NGINX_ADDRESS,
    });

  it('SMS sends: a new forged X-Forwarded-For each time still meets the per-address limit; another address is served', async () => {
    const client = '203.0.113.7';
    for (let i = 0; i < 3; i++) assert.equal((await sendSms(uniquePhone(), forgedChain(client))).statusCode, 200, `send ${i + 1}`);
    const over = await sendSms(uniquePhone(), forgedChain(client));
    assert.equal(over.statusCode, 429, over.body);
    assert.equal(over.json().code, 'RATE_LIMITED');
    assert.equal((await sendSms(uniquePhone(), forgedChain('203.0.113.8'))).statusCode, 200, 'a different real address has its own budget');
  });

  it('guest writes: the same, for the per-address write budget', async () => {
    const client = '203.0.113.9';
    const write = () =>
      app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { ...XRW, 'x-forwarded-for': forgedChain(client) },
        remoteAddress: NGINX_ADDRESS,
      });
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await write()).statusCode);
    assert.deepEqual(codes, [200, 200, 200, 200, 200, 429, 429]);
  });

  it('the scheme still comes from the proxy (X-Forwarded-Proto), and TRUST_PROXY accepts only a hop count', () => {
    assert.equal(loadConfig({}).TRUST_PROXY, 0);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY, 2);
    for (const bad of ['true', 'yes', '-1', '1.5']) assert.throws(() => loadConfig({ TRUST_PROXY: bad }), /TRUST_PROXY/, bad);
  });
});

// ── docker/nginx.conf ─────────────────────────────────────────────────────────────────────────────

const NGINX = '/usr/sbin/nginx';
const conf = fs.readFileSync(path.join(repoRoot, 'docker/nginx.conf'), 'utf8');

/** The `location /api/ { … }` block of the shipped config, verbatim. */
function apiLocation(): string {
  const start = conf.indexOf('location /api/ {');
  assert.ok(start >= 0, 'docker/nginx.conf has a location /api/');
  const end = conf.indexOf('\n  }', start);
  return conf.slice(start, end + 4);
}

describe('docker/nginx.conf sets X-Forwarded-For itself', () => {
  it('from $remote_addr, never appending to what the client sent', () => {
    const block = apiLocation();
    assert.match(block, /^\s*proxy_set_header X-Forwarded-For \$remote_addr;$/m);
    assert.doesNotMatch(conf, /\$proxy_add_x_forwarded_for/);
  });

  describe('the real nginx, in front of a server that echoes what it received', { skip: fs.existsSync(NGINX) ? false : `${NGINX} not installed` }, () => {
    let upstream: http.Server;
    let nginx: ChildProcess;
    let port: number;
    let dir: string;
    before(async () => {
      upstream = http.createServer((request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(request.headers));
      });
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      const upstreamPort = (upstream.address() as net.AddressInfo).port;
      port = await freePort();
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-nginx-'));
      // the shipped location, with its upstream (the api instances, ADR 049) replaced by the echo server
      const location = apiLocation().replace(/proxy_pass http:\/\/api(?::3000)?;/g, `proxy_pass http://127.0.0.1:${upstreamPort};`);
      assert.match(location, new RegExp(`proxy_pass http://127\\.0\\.0\\.1:${upstreamPort};`), 'the location passes to the echo server');
      const temp = (name: string) => `${name} ${path.join(dir, name)};`;
      fs.writeFileSync(
        path.join(dir, 'nginx.conf'),
        `daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events {}
http {
  access_log off;
  ${['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    ${location}
  }
}
`,
      );
      const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
      assert.equal(check.status, 0, check.stderr);
      nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
      for (let i = 0; i < 100; i++) {
        const up = await fetch(`http://127.0.0.1:${port}/api/x`).catch(() => null);
        if (up) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('nginx did not start');
    });
    after(async () => {
      if (nginx?.pid) {
        nginx.kill('SIGQUIT');
        await new Promise((r) => nginx.once('exit', r));
      }
      await new Promise((r) => upstream?.close(r));
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('a forged X-Forwarded-For (and -Host) reaches the api as the address nginx saw (and the request’s Host)', async () => {
      const seen = await new Promise<Record<string, string>>((resolve, reject) => {
        const headers = { 'x-forwarded-for': '1.2.3.4, 5.6.7.8', 'x-forwarded-host': 'evil.example', host: 'imtihon.example.uz' };
        http
          .get({ host: '127.0.0.1', port, path: '/api/auth/send-sms', headers }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve(JSON.parse(body) as Record<string, string>));
          })
          .on('error', reject);
      });
      assert.equal(seen['x-forwarded-for'], '127.0.0.1');
      assert.equal(seen['x-forwarded-proto'], 'http');
      assert.equal(seen['x-forwarded-host'], 'imtihon.example.uz');
      assert.equal(seen.host, 'imtihon.example.uz');
    });
  });
});
