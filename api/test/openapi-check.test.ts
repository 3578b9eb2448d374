// The OpenAPI document against the api's answers (issue 29 item 6, ADR 032): the check every api
// test's `inject` goes through fires on an undocumented status and on a body that does not match;
// every operation documents the common error statuses; nullable enums list null; the table of
// operation statuses names only operations that exist.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { OPERATION_ERRORS } from '../src/openapi-statuses';
import { buildApp, emptyDatabase, signIn, uniquePhone } from './helpers';
import { OpenApiMismatch, type OpenApiDocument } from './openapi-check';
import type { FastifyInstance, FastifyReply } from 'fastify';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let doc: OpenApiDocument & {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>;
};

before(async () => {
  const { database, cleanup: drop } = await emptyDatabase();
  await database.migrate();
  app = await buildApp({ database });
  // a fixture route, documented as answering 200 {data: string}: it can be made to answer otherwise
  app.get(
    '/api/__fixture',
    { schema: { tags: ['fixture'], querystring: z.object({ mode: z.string() }), response: { 200: z.object({ data: z.string() }) } } },
    async (request, reply) => {
      const mode = (request.query as { mode: string }).mode;
      if (mode === 'status') return (reply as FastifyReply).status(418).send({ message: 'teapot', code: 'TEAPOT' });
      // a string skips the serializer: the body the document does not describe reaches the client
      if (mode === 'body') return reply.type('application/json').send(JSON.stringify({ data: 5 }));
      return { data: 'ok' };
    },
  );
  await app.ready();
  cleanup = async () => {
    await app.close();
    await database.close();
    await drop();
  };
  doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
after(() => cleanup());

describe('the answer check of the api tests', () => {
  it('passes an answer the document describes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/__fixture?mode=ok' });
    assert.equal(res.statusCode, 200);
  });

  it('fails on a status the operation does not document', async () => {
    await assert.rejects(app.inject({ method: 'GET', url: '/api/__fixture?mode=status' }), (error: Error) => {
      assert.ok(error instanceof OpenApiMismatch, String(error));
      assert.match(error.message, /GET \/api\/__fixture answered 418, which it does not document/);
      return true;
    });
  });

  it('fails on a body that does not match the documented schema', async () => {
    await assert.rejects(app.inject({ method: 'GET', url: '/api/__fixture?mode=body' }), (error: Error) => {
      assert.ok(error instanceof OpenApiMismatch, String(error));
      assert.match(error.message, /does not match the document: \/data must be string/);
      return true;
    });
  });

  it('checks the real calls: a guest’s 401 and a profile with null role and gender are documented', async () => {
    const guest = await app.inject({ method: 'GET', url: '/api/profile/view' });
    assert.equal(guest.statusCode, 401);
    // signed in, not registered yet: role and gender are null (outside their enums), and documented so
    const { cookie } = await signIn(app, uniquePhone());
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    assert.equal(me.statusCode, 200, me.body);
    const user = (me.json() as { data: { role: unknown; gender: unknown } }).data;
    assert.equal(user.role, null);
    assert.equal(user.gender, null);
  });
});

describe('the served document', () => {
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );

  it('documents 400, 429 and 503 on every api operation, and 403, 413, 415 on every write', () => {
    for (const { key, op } of operations()) {
      if (!key.includes(' /api/') || key.includes('__fixture')) continue;
      for (const status of ['400', '429', '503']) assert.ok(op.responses[status], `${key} documents ${status}`);
      if (key.startsWith('POST')) for (const status of ['413', '415']) assert.ok(op.responses[status], `${key} documents ${status}`);
      const error = op.responses['400'].content?.['application/json'].schema as { required?: string[] };
      assert.deepEqual(error.required, ['message', 'code'], `${key}: the error shape`);
    }
  });

  it('gives GET /themed-order’s 403 both SPEC §8’s message object and the error shape', () => {
    const schema = doc.paths['/api/themed-order'].get.responses['403'].content?.['application/json'].schema as { anyOf: object[] };
    assert.equal(schema.anyOf.length, 2);
    assert.match(JSON.stringify(schema.anyOf[0]), /next_open_test/);
  });

  it('lists null in every nullable enum (role, gender answer null outside them); nullable only beside a type', () => {
    const bad: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${at}/${i}`));
      else if (node && typeof node === 'object') {
        const s = node as { nullable?: boolean; enum?: unknown[] };
        if (s.nullable && s.enum && !s.enum.includes(null)) bad.push(at);
        // OpenAPI 3.0: `nullable` counts only beside a `type`
        if (s.nullable && (node as { type?: unknown }).type === undefined) bad.push(at);
        for (const [k, v] of Object.entries(node)) walk(v, `${at}/${k}`);
      }
    };
    walk(doc.paths, '');
    assert.deepEqual(bad, []);
    assert.match(JSON.stringify(doc.paths['/api/auth/me']), /"enum":\["APPLICANT","STUDENT","TEACHER","OTHER",null\]/);
  });

  it('names only existing operations in the table of operation statuses', () => {
    const known = new Set(operations().map((o) => o.key));
    for (const key of Object.keys(OPERATION_ERRORS)) assert.ok(known.has(key), `${key} is an operation of the document`);
  });

  it('documents the providers’ endpoints in their own formats', () => {
    assert.match(JSON.stringify(doc.paths['/api/payments/payme'].post.responses['200']), /jsonrpc/);
    assert.match(JSON.stringify(doc.paths['/api/payments/click/prepare'].post.responses['200']), /error_note/);
  });
});
