// The 2021 DTM (SPEC §9: 20 questions per block that year): content/exam-weights.json has its row,
// so `year_id: 2021` orders a DTM of 3 × 10 mandatory and 2 × 20 block questions on the seeded content;
// a year without a row still answers 404.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { dtmFormResponse, examTicketResponse, yearListResponse } from '@platform/shared/exams';
import { examClient } from './exam-client';
import { createTestApp, HIGH_LIMITS, type TestContext } from './helpers';

let ctx: TestContext;
let base: string;
before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
after(() => ctx.close());

const { call, user } = examClient(
  () => ctx,
  () => base,
);

describe('DTM 2021', () => {
  it('is one of the years, and orders 10 + 10 + 10 mandatory and 20 + 20 block questions', async () => {
    const years = yearListResponse.parse((await call('', 'GET', '/year')).body).data;
    assert.ok(
      years.some((y) => y.id === 2021 && y.name === '2021'),
      JSON.stringify(years),
    );

    const { cookie } = await user({ premium: true });
    const form = dtmFormResponse.parse((await call(cookie, 'GET', '/exam/form?kind=dtm')).body).data;
    assert.ok(form.pairs.length > 0);
    const missing = await call(cookie, 'POST', '/exam/order', {
      kind: 'dtm',
      language_id: 1,
      blok1_id: form.pairs[0].blok1_id,
      blok2_id: form.pairs[0].blok2_id,
      year_id: 2020,
    });
    assert.equal(missing.status, 404, 'a year without weights');

    // the first offered pair whose pools fill a 2021 ticket in uz
    let ordered;
    for (const pair of form.pairs) {
      ordered = await call(cookie, 'POST', '/exam/order', {
        kind: 'dtm',
        language_id: 1,
        blok1_id: pair.blok1_id,
        blok2_id: pair.blok2_id,
        year_id: 2021,
      });
      if (ordered.status !== 409) break;
    }
    assert.equal(ordered?.status, 200, ordered?.raw);
    const ticket = examTicketResponse.parse((await call(cookie, 'GET', '/exam/active?kind=dtm')).body).data;
    assert.equal(ticket.name, 'DTM test 2021');
    assert.deepEqual(
      ticket.sections.map((s) => [s.role, s.question_count, s.points]),
      [
        ['mandatory', 10, 1.1],
        ['mandatory', 10, 1.1],
        ['mandatory', 10, 1.1],
        ['block1', 20, 3.1],
        ['block2', 20, 2.1],
      ],
    );
    assert.equal(ticket.questions.length, 70);
    assert.equal(new Set(ticket.questions.map((q) => q.question_id)).size, 70, 'no question twice');
  });
});
