// National certificate question types (content format version 2): the format refuses what it
// cannot check, the seeded hand-written set is imported with its answer keys, and each type is
// graded as the certificate does — an essay is stored, never auto-graded.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { gradeNcItem, normaliseShort, parseNumber, type NcItemKey } from '@platform/shared/exams';
import { ncItem, subject } from '../../../db/schema';
import { validateContent } from '../../content/format';
import { importContent } from '../../content/import';
import { createTestApp, type TestContext } from '../../../../test/helpers';

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp();
});
after(() => ctx.close());

const file = (items: unknown[], version = 2) => ({
  version,
  kind: 'national-certificate',
  sets: [{ subject: 'matematika', language: 'uz', year: 2099, items }],
});

describe('format version 2: typed questions', () => {
  it('refuses version 1, a numeric short answer that is no number, a single choice without 4 options, an unknown type', () => {
    const single = { key: 'a', type: 'single', text: 'Savol', options: ['1', '2', '3', '4'], answer: 'B' };
    assert.equal(validateContent(file([single])).success, true);
    const problems = (input: unknown) => {
      const r = validateContent(input);
      return r.success ? [] : r.errors;
    };
    assert.match(problems(file([single], 1)).join('\n'), /version: expected 2/);
    assert.match(
      problems(file([{ key: 'b', type: 'short', text: 'S', answers: ['o‘n'], numeric: true }])).join('\n'),
      /answers\[0\]: not a number/,
    );
    assert.match(problems(file([{ ...single, options: ['1', '2', '3'] }])).join('\n'), /options: expected 4 options/);
    assert.match(problems(file([{ key: 'c', type: 'oral', text: 'S' }])).join('\n'), /type/);
    assert.match(
      problems(
        file([
          {
            key: 'd',
            type: 'matching',
            text: 'M',
            pairs: [
              { left: 'a', right: 'x' },
              { left: 'a', right: 'y' },
            ],
          },
        ]),
      ).join('\n'),
      /the same left text/,
    );
  });
});

describe('the seeded set (content/national-certificate.json)', () => {
  it('is imported with every type and its answer key, and a second import writes nothing', async () => {
    const db = ctx.database.db;
    const [math] = await db.select().from(subject).where(eq(subject.slug, 'matematika'));
    const rows = await db.select().from(ncItem).where(eq(ncItem.subject_id, math.id));
    assert.equal(rows.length, 34, 'matematika in uz and ru: 17 each (scripts/natcert-maths.cjs)');
    const byKey = new Map(rows.filter((r) => r.language_id === 1).map((r) => [r.key, r]));
    assert.deepEqual(byKey.get('logarifm-1')!.answer_key, { type: 'single', correct: 1 });
    assert.deepEqual(byKey.get('hosila-moslash')!.answer_key, { type: 'matching', size: 4 });
    assert.deepEqual(byKey.get('hosila-moslash')!.body.left, ['x³', 'sin x', 'eˣ', 'ln x']);
    assert.deepEqual(byKey.get('gipotenuza')!.answer_key, { type: 'short', answers: ['10'], numeric: true });
    const all = await db.select({ type: ncItem.type }).from(ncItem);
    assert.deepEqual([...new Set(all.map((r) => r.type))].sort(), ['essay', 'matching', 'short', 'single']);
    const again = await importContent(
      db,
      JSON.parse(
        (await import('node:fs')).readFileSync(new URL('../../../../../content/national-certificate.json', import.meta.url), 'utf8'),
      ),
    );
    assert.deepEqual(again.written, { images: 0, items: 0 });
  });
});

describe('grading', () => {
  it('single choice, matching (every pair), short answers by normalised text or by number, essays never', () => {
    const single: NcItemKey = { type: 'single', correct: 2 };
    assert.equal(gradeNcItem(single, { type: 'single', option: 2 }), true);
    assert.equal(gradeNcItem(single, { type: 'single', option: 1 }), false);
    assert.equal(gradeNcItem(single, null), false);

    const matching: NcItemKey = { type: 'matching', size: 3 };
    assert.equal(gradeNcItem(matching, { type: 'matching', pairs: [0, 1, 2] }), true);
    assert.equal(gradeNcItem(matching, { type: 'matching', pairs: [0, 2, 1] }), false);
    assert.equal(gradeNcItem(matching, { type: 'matching', pairs: [0, 1] }), false);

    const text: NcItemKey = { type: 'short', answers: ["fe'l"], numeric: false };
    for (const given of ["fe'l", '  FE‘L ', 'feʻl']) assert.equal(gradeNcItem(text, { type: 'short', text: given }), true, given);
    for (const given of ['', 'fel', "fe'llar"]) assert.equal(gradeNcItem(text, { type: 'short', text: given }), false, given);

    const number: NcItemKey = { type: 'short', answers: ['12.5'], numeric: true };
    for (const given of ['12.5', '12,5', ' 12,50 ', '1.25e1'])
      assert.equal(gradeNcItem(number, { type: 'short', text: given }), true, given);
    for (const given of ['12', 'o‘n ikki', '12.5.1', '']) assert.equal(gradeNcItem(number, { type: 'short', text: given }), false, given);

    assert.equal(gradeNcItem({ type: 'essay' }, { type: 'essay', text: 'Insho matni' }), null, 'not auto-graded');
    assert.equal(normaliseShort('  Oʻzbek   TILI '), "o'zbek tili");
    assert.equal(parseNumber('1 000,5'), 1000.5);
  });
});
