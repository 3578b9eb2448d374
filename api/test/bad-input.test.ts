import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp();
});
after(async () => {
  await ctx?.close();
});

const JUNK = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '9'.repeat(40),
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '\u0000',
  '😀'.repeat(50),
  'x'.repeat(5000),
];

interface OpenApiParameter {
  in: string;
  name: string;
}

describe('bad input on every documented GET route', () => {
  it('never answers 5xx and always answers errors as {message, code}', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>>;
    };
    const routes = Object.entries(doc.paths).filter(([, ops]) => ops.get);
    assert.ok(routes.length >= 7);
    let requests = 0;
    for (const [path, ops] of routes) {
      const params = (ops.get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const junk of JUNK) {
        const query = params.map((name) => `${name}=${encodeURIComponent(junk)}`).join('&');
        const res = await ctx.app.inject({ method: 'GET', url: `${path}${query ? `?${query}` : ''}` });
        requests++;
        assert.ok(res.statusCode < 500, `${path}?${query.slice(0, 80)} → ${res.statusCode}`);
        if (res.statusCode >= 400) {
          const body = res.json();
          assert.equal(typeof body.message, 'string');
          assert.equal(typeof body.code, 'string');
        }
      }
    }
    assert.ok(requests >= routes.length * JUNK.length);
  });
});
