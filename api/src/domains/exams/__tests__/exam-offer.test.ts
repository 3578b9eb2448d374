// Every combination the start forms offer starts (issue 30 item 5, ADR 040), on the seeded content as
// it is (PGlite, or PostgreSQL with TEST_DATABASE_URL): for DTM, virtual and block tests in uz and ru,
// the pairs (block subjects) are read from GET /exam/form and each is ordered — 200 and a ticket —
// then finished; every pair of the directions the form leaves out answers 409 NOT_ENOUGH_QUESTIONS.
// Nothing here depends on how many questions the content holds today.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { dtmFormResponse, type DtmForm } from '@platform/shared/exams';
import { subjectPairs } from '../service-form';
import { examClient } from '../../../../test/exam-client';
import { createTestApp, HIGH_LIMITS, type TestContext } from '../../../../test/helpers';

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

describe('every offered combination starts', () => {
  for (const kind of ['dtm', 'virtual', 'block'] as const) {
    it(`${kind}: every offered pair in uz and ru starts; what is left out cannot`, async () => {
      const { cookie } = await user({ premium: true });
      const all = await subjectPairs(ctx.database.db, 'uz');
      let started = 0;
      for (const [language_id, lang] of [
        [1, 'uz'],
        [2, 'ru'],
      ] as const) {
        const res = await call(cookie, 'GET', `/exam/form?kind=${kind}&language_id=${language_id}`, undefined, lang);
        assert.equal(res.status, 200, res.raw);
        const form: DtmForm = dtmFormResponse.parse(res.body).data;
        assert.equal(form.language_id, language_id);
        const orders =
          kind === 'block'
            ? form.subjects.map((s) => ({ kind, language_id, blok1_id: s.id }))
            : form.pairs.map((p) => ({ kind, language_id, blok1_id: p.blok1_id, blok2_id: p.blok2_id }));
        for (const body of orders) {
          const ordered = await call(cookie, 'POST', '/exam/order', body, lang);
          assert.equal(ordered.status, 200, `${JSON.stringify(body)}: ${ordered.raw}`);
          const data = ordered.body.data as { is_allowed: boolean; ticket_id: number };
          assert.equal(data.is_allowed, true);
          assert.equal((await call(cookie, 'POST', '/exam/finish', { ticket_id: data.ticket_id })).status, 200);
          started += 1;
        }
        // the pairs of the directions the form leaves out in this language do not start
        const offered = new Set(orders.map((o) => `${o.blok1_id}/${'blok2_id' in o ? o.blok2_id : ''}`));
        const candidates =
          kind === 'block'
            ? [...new Set(all.flatMap((p) => [p.blok1_id, p.blok2_id]))].map((id) => ({ kind, language_id, blok1_id: id }))
            : all.map((p) => ({ kind, language_id, blok1_id: p.blok1_id, blok2_id: p.blok2_id }));
        for (const body of candidates.filter((o) => !offered.has(`${o.blok1_id}/${'blok2_id' in o ? o.blok2_id : ''}`))) {
          const ordered = await call(cookie, 'POST', '/exam/order', body, lang);
          assert.equal(ordered.status, 409, `${JSON.stringify(body)} is not offered: ${ordered.raw}`);
          assert.equal(ordered.body.code, 'NOT_ENOUGH_QUESTIONS');
        }
      }
      assert.ok(started > 0, `${kind}: the seeded content starts at least one combination`);
    });
  }

  it('a Russian-medium DTM names Russian as its mother tongue', async () => {
    const res = await call('', 'GET', '/exam/form?kind=dtm&language_id=2', undefined, 'ru');
    const form = dtmFormResponse.parse(res.body).data;
    assert.deepEqual(
      form.mandatory.map((m) => m.name),
      ['Русский язык', 'Математика', 'История Узбекистана'],
    );
    const uz = dtmFormResponse.parse((await call('', 'GET', '/exam/form?kind=dtm&language_id=1', undefined, 'ru')).body).data;
    assert.equal(uz.mandatory[0].name, 'Родной язык и литература');
  });
});
