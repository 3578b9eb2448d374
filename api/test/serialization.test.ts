// The answer call's response written by its schema (src/serialization.ts, ADR 022): the same JSON as
// the app's zod serializer for every answer shape, only the fields the contract names, and a
// response missing a field still fails instead of going out incomplete.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { checkAutotestResponse } from '@platform/shared/autotest';
import { examAnswerResponse } from '@platform/shared/exams';
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

// the same serializer on the autotest answer and the exam answer (POST /exam/answer, POST /olympic/check-test; ADR 051)
const compiled = (schema: unknown, url: string) => {
  const at = { schema, method: 'POST', url, httpStatus: '200' };
  return [schemaSerializerCompiler(at), serializerCompiler(at as never)] as ((data: unknown) => string)[];
};

describe('schema serializer of POST /check-test/check and POST /exam/answer', () => {
  const autotest = {
    id: 9,
    checked: 2,
    is_right: false,
    is_true: 1,
    explanation: 'Sabab',
    rule: '3.1',
    mistakes: 1,
    answered: 4,
    finished: false,
    stop_reason: null,
  };

  it('writes what the zod serializer writes for every autotest answer shape', () => {
    const [bySchemaA, byZodA] = compiled(checkAutotestResponse, '/api/check-test/check');
    const shapes = [
      autotest,
      { ...autotest, checked: 1, is_right: true },
      { ...autotest, explanation: null, rule: null, mistakes: 3, finished: true, stop_reason: 'mistakes' },
      { ...autotest, finished: true, stop_reason: 'time' },
    ];
    for (const data of shapes) {
      const out = bySchemaA({ data });
      assert.equal(out, byZodA({ data }));
      assert.deepEqual(JSON.parse(out), { data });
    }
    assert.deepEqual(JSON.parse(bySchemaA({ data: { ...autotest, user_id: 5 } })), { data: autotest });
    const { answered: _dropped, ...partial } = autotest;
    assert.throws(() => bySchemaA({ data: partial }));
  });

  it('writes what the zod serializer writes for an option, a matching, a text and a cleared answer', () => {
    const [bySchemaE, byZodE] = compiled(examAnswerResponse, '/api/exam/answer');
    const shapes = [
      { id: 7, option_id: 31, seq: 1_732_800_000_000_123 },
      { id: 7, option_id: null, pairs: [2, null, 0], text: null, seq: 4 },
      { id: 7, option_id: null, pairs: null, text: 'Toshkent “shahri”', seq: 5 },
      { id: 7, option_id: null, pairs: null, text: null, seq: 0 },
    ];
    for (const data of shapes) {
      // the same JSON; the optional fields (pairs, text) come after the required ones (fast-json-stringify's order)
      const out = bySchemaE({ data });
      assert.deepEqual(JSON.parse(out), JSON.parse(byZodE({ data })));
      assert.deepEqual(JSON.parse(out), { data });
    }
    assert.deepEqual(JSON.parse(bySchemaE({ data: { ...shapes[0], ticket_id: 3 } })), { data: shapes[0] });
    assert.throws(() => bySchemaE({ data: { id: 7, option_id: 31 } }));
  });
});
