// The answer call's response written by its schema (src/serialization.ts, ADR 022): the same JSON as
// the app's zod serializer for every answer shape, only the fields the contract names, and a
// response missing a field still fails instead of going out incomplete.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { checkAnswerResponse } from '@platform/shared/topic-tests';
import { schemaSerializerCompiler } from '../src/serialization';

const route = { schema: checkAnswerResponse, method: 'POST', url: '/api/check-test', httpStatus: '200' };
const bySchema = schemaSerializerCompiler(route) as (data: unknown) => string;
const byZod = serializerCompiler(route as never) as (data: unknown) => string;

const answer = { id: 41, checked: 7, is_right: false, is_true: 8, xp: 0, answered_count: 3, correct_count: 1, question_count: 10 };

describe('schema serializer of POST /check-test', () => {
  it('writes what the zod serializer writes, right and wrong, user and guest', () => {
    for (const data of [answer, { ...answer, checked: 8, is_right: true, xp: 25, correct_count: 2 }, { ...answer, is_true: 0 }]) {
      const out = bySchema({ data });
      assert.equal(out, byZod({ data }));
      assert.deepEqual(JSON.parse(out), { data });
    }
  });

  it('leaves out fields the contract does not name', () => {
    const out = JSON.parse(bySchema({ data: { ...answer, user_id: 5, granted: 25 }, debug: true }));
    assert.deepEqual(out, { data: answer });
  });

  it('refuses a response missing a field of the contract', () => {
    const { question_count: _dropped, ...partial } = answer;
    assert.throws(() => bySchema({ data: partial }));
    assert.throws(() => byZod({ data: partial }));
  });
});
