// National certificate content, format version 3 (ADR 042): the format refuses a set that does not
// follow its spec, keys that differ between uz and ru, a task repeated across variants, an item
// without explanation or topic — each with a line naming the item; the import writes the spec and
// the sets by (subject, language, variant, key), writes nothing the second time, retires what a file
// no longer holds and brings it back; each type is graded as the certificate does, matching with
// partial credit where the spec says "per-pair".
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { gradeNcItem, normaliseShort, parseNumber, rightPairs, scoreNcItem, type NcItemKey } from '@platform/shared/exams';
import { ncItem, ncSpec, subject } from '../../../db/schema';
import { validateContent } from '../../content/format';
import { importContent } from '../../content/import';
import { CONTENT_DIR, NATIONAL_CERTIFICATE_DIR, nationalCertificateFiles } from '../../content/seed';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { natcertFile } from '../../../../test/natcert-fixture';

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp();
});
after(() => ctx.close());

type File = ReturnType<typeof natcertFile>;
type Item = Record<string, unknown>;
const copy = (file: File): File => structuredClone(file);
const problems = (input: unknown) => {
  const r = validateContent(input);
  return r.success ? [] : r.errors;
};
/** The error lines of `input`, asserting one matches every pattern. */
function assertProblem(input: unknown, ...patterns: RegExp[]) {
  const lines = problems(input);
  assert.ok(
    lines.some((line) => patterns.every((p) => p.test(line))),
    `a line matching ${patterns.join(' ')}; the lines:\n${lines.join('\n')}`,
  );
}
const itemsOf = (file: File, set: number) => file.sets[set].items as Item[];

describe('format version 3: a subject, its spec and its sets', () => {
  it('a valid file (3 variants × uz, ru) passes; version 2 and a format-2 set are refused', () => {
    const file = natcertFile({ subject: 'fizika' });
    assert.deepEqual(problems(file), []);
    assert.match(problems({ ...file, version: 2 }).join('\n'), /version: expected 3/);
    assertProblem(
      { ...copy(file), sets: [{ subject: 'fizika', language: 'uz', year: 2025, items: [] }] },
      /sets\[0\]/,
      /unknown field "subject"/,
    );
  });

  it('a set follows the spec: the count per type, the order, the points', () => {
    const file = natcertFile({ subject: 'fizika' });
    // one single choice too few in variant 1 uz
    const short = copy(file);
    itemsOf(short, 0).splice(0, 1);
    assertProblem(
      short,
      /^sets\[0\]\.items: does not follow the spec's parts/,
      /3 single, 2 matching, 2 short, 1 essay \(8 items/,
      /2 single, 2 matching/,
    );
    // a short answer before the matchings (variant 2 ru)
    const order = copy(file);
    const items = itemsOf(order, 3);
    [items[3], items[5]] = [items[5], items[3]];
    assertProblem(order, /^sets\[3\]\.items\[3\]\.type: expected "matching" \(part 2 of the spec: items 4–5\)/, /set of variant 2 ru/);
    // a matching worth 4, the spec says 3
    const pointsOff = copy(file);
    itemsOf(pointsOff, 2)[4].points = 4;
    assertProblem(
      pointsOff,
      /^sets\[2\]\.items\[4\]\.points: expected 3 \(part 2 of the spec\)/,
      /item "matching-5" of set of variant 2 uz/,
    );
    // a spec whose matching part names no partial-credit rule; a single part that names one
    const partial = copy(file);
    delete (partial.spec.parts[1] as { partial?: string }).partial;
    (partial.spec.parts[0] as { partial?: string }).partial = 'none';
    assertProblem(partial, /^spec\.parts\[1\]\.partial: missing: a matching part says "per-pair" or "none"/);
    assertProblem(partial, /^spec\.parts\[0\]\.partial: only a matching part has partial credit/);
  });

  it('keys unique per set; the same keys, types and answers in uz and ru of a variant', () => {
    const file = natcertFile({ subject: 'fizika' });
    const dup = copy(file);
    itemsOf(dup, 0)[1].key = 'single-1';
    assertProblem(dup, /^sets\[0\]\.items\[1\]\.key: the same key as items\[0\]/);
    const renamed = copy(file);
    itemsOf(renamed, 1)[6].key = 'short-99';
    assertProblem(renamed, /^sets\[1\]\.items: no item "short-7": the uz set of variant 1 \(sets\[0\]\.items\[6\]\) has it/);
    assertProblem(renamed, /^sets\[1\]\.items\[6\]\.key: "short-99" is not in the uz set of variant 1/);
    const answer = copy(file);
    const single = itemsOf(answer, 5)[0];
    single.answer = single.answer === 'A' ? 'B' : 'A';
    assertProblem(
      answer,
      /^sets\[5\]\.items\[0\]\.answer: ., but the uz item "single-1" \(sets\[4\]\.items\[0\]\) has .: one task has one key/,
    );
    const values = copy(file);
    itemsOf(values, 1)[5].answers = ['12345'];
    assertProblem(values, /^sets\[1\]\.items\[5\]\.answers: other accepted values than the uz item "short-6"/);
  });

  it('no task twice among the sets of a language (text; a single choice: with its options; a matching: with its pairs); explanation and topic required', () => {
    const file = natcertFile({ subject: 'fizika' });
    const repeated = copy(file);
    // variant 3 uz repeats the text of a single choice of variant 1 uz (other spacing and case): with other options it is another task
    itemsOf(repeated, 4)[2].text = `  ${String(itemsOf(repeated, 0)[0].text).toUpperCase()}. `;
    assert.deepEqual(problems(repeated), []);
    // with the same options in another order it is the same task
    itemsOf(repeated, 4)[2].options = [...(itemsOf(repeated, 0)[0].options as string[])].reverse();
    assertProblem(repeated, /^sets\[4\]\.items\[2\]\.text: the same task as item "single-1" of variant 1 \(sets\[0\]\.items\[0\]\)/);
    // a short answer's text alone is its task
    const short = copy(file);
    itemsOf(short, 2)[5].text = itemsOf(short, 0)[6].text;
    assertProblem(short, /^sets\[2\]\.items\[5\]\.text: the same task as item "short-7" of variant 1/);
    // a matching with the same instruction but other pairs is another task; with the same pairs it is the same
    const matching = copy(file);
    itemsOf(matching, 2)[3].text = itemsOf(matching, 0)[3].text;
    assert.deepEqual(problems(matching), []);
    itemsOf(matching, 2)[3].pairs = structuredClone(itemsOf(matching, 0)[3].pairs);
    assertProblem(matching, /^sets\[2\]\.items\[3\]\.text: the same task as item "matching-4" of variant 1/);
    // the same text in the two languages is no repeat (a number, a formula)
    const bilingual = copy(file);
    itemsOf(bilingual, 1)[0].text = itemsOf(bilingual, 0)[0].text;
    assert.deepEqual(problems(bilingual), []);

    const bare = copy(file);
    delete itemsOf(bare, 0)[0].explanation;
    delete itemsOf(bare, 0)[7].topic;
    itemsOf(bare, 0)[6].explanation = '  ';
    assertProblem(bare, /^sets\[0\]\.items\[0\]\.explanation: missing/);
    assertProblem(bare, /^sets\[0\]\.items\[7\]\.topic: missing/, /item "essay-8"/);
    assertProblem(bare, /^sets\[0\]\.items\[6\]\.explanation: must not be empty/);
    const twice = copy(file);
    twice.sets.push(structuredClone(twice.sets[0]));
    assertProblem(twice, /^sets\[6\]: the same variant and language as sets\[0\]/);
  });

  it('every national-certificate file of the repository is valid and lies in national-certificate/<subject>.json', () => {
    const files = nationalCertificateFiles();
    assert.ok(files.length >= 2, `files: ${files.join(', ')}`);
    for (const file of files) {
      const input = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8')) as { subject: string };
      assert.deepEqual(problems(input), [], file);
      assert.equal(file, `${NATIONAL_CERTIFICATE_DIR}/${input.subject}.json`);
    }
    assert.equal(fs.existsSync(path.join(CONTENT_DIR, 'national-certificate.json')), false, 'the format-2 file is gone');
  });
});

describe('import', () => {
  it('writes the spec and the sets, nothing the second time; retires what the file no longer holds and brings it back', async () => {
    const db = ctx.database.db;
    const [row] = await db.select().from(subject).where(eq(subject.slug, 'fizika'));
    const file = natcertFile({ subject: 'fizika' });
    const first = await importContent(db, file);
    assert.deepEqual(first.items, { specs: 1, sets: 6, variants: 3, items: 48, single: 18, matching: 12, short: 12, essay: 6 });
    assert.equal(first.written.specs, 1);
    assert.equal(first.written.items, 48);
    const [spec] = await db.select().from(ncSpec).where(eq(ncSpec.subject_id, row.id));
    assert.equal(spec.minutes, 95);
    assert.deepEqual(spec.parts, [
      { type: 'single', count: 3, points: 1.5, partial: false },
      { type: 'matching', count: 2, points: 3, partial: true },
      { type: 'short', count: 2, points: 2, partial: false },
      { type: 'essay', count: 1, points: 5, partial: false },
    ]);
    assert.equal(spec.note_ru, 'Тестовое примечание');
    const items = await db.select().from(ncItem).where(eq(ncItem.subject_id, row.id));
    const matching = items.find((i) => i.language_id === 2 && i.variant === 2 && i.key === 'matching-4')!;
    assert.deepEqual(matching.answer_key, { type: 'matching', size: 3 });
    assert.deepEqual(matching.body.left, ['Вопрос 2.4.1', 'Вопрос 2.4.2', 'Вопрос 2.4.3']);
    assert.equal(matching.explanation, 'Пояснение 2.4: ответ matching.');
    assert.equal(matching.topic, 'тема-1');
    assert.equal(matching.position, 3);

    const again = await importContent(db, file);
    assert.deepEqual(again.written, { specs: 0, images: 0, items: 0, retired: 0 });

    // variant 3 leaves the file: its 16 items are retired, not deleted; the spec's time changes
    const fewer = { ...natcertFile({ subject: 'fizika', variants: 2, minutes: 100 }) };
    const shrunk = await importContent(db, fewer);
    assert.deepEqual(shrunk.written, { specs: 1, images: 0, items: 0, retired: 16 });
    const live = (r: typeof ncItem.$inferSelect) => !r.retired;
    const after = await db.select().from(ncItem).where(eq(ncItem.subject_id, row.id));
    assert.equal(after.length, 48);
    assert.deepEqual([...new Set(after.filter(live).map((r) => r.variant))].sort(), [1, 2]);
    const back = await importContent(db, file);
    assert.deepEqual(back.written, { specs: 1, images: 0, items: 16, retired: 0 });
    assert.equal(
      (
        await db
          .select()
          .from(ncItem)
          .where(and(eq(ncItem.subject_id, row.id), eq(ncItem.retired, true)))
      ).length,
      0,
    );
  });

  it('an unknown subject is refused, nothing written', async () => {
    await assert.rejects(
      importContent(ctx.database.db, natcertFile({ subject: 'astronomiya' })),
      /subject: no subject with the slug "astronomiya"/,
    );
  });

  it('the seeded files: every set with its explanation and topic, the spec as the file gives it', async () => {
    const db = ctx.database.db;
    const [maths] = await db.select().from(subject).where(eq(subject.slug, 'matematika'));
    const rows = await db
      .select()
      .from(ncItem)
      .where(and(eq(ncItem.subject_id, maths.id), eq(ncItem.retired, false)));
    const input = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, NATIONAL_CERTIFICATE_DIR, 'matematika.json'), 'utf8')) as File;
    assert.equal(
      rows.length,
      input.sets.reduce((n, s) => n + s.items.length, 0),
    );
    assert.ok(rows.every((r) => r.explanation && r.topic));
    const [spec] = await db.select().from(ncSpec).where(eq(ncSpec.subject_id, maths.id));
    assert.equal(spec.minutes, input.spec.minutes);
  });
});

describe('grading', () => {
  it('single choice, matching (all or, per pair, its share), short answers by normalised text or by number, essays never', () => {
    const single: NcItemKey = { type: 'single', correct: 2 };
    assert.equal(gradeNcItem(single, { type: 'single', option: 2 }), true);
    assert.equal(gradeNcItem(single, { type: 'single', option: 1 }), false);
    assert.equal(gradeNcItem(single, null), false);
    assert.equal(scoreNcItem(single, { type: 'single', option: 2 }, 1.5, false), 1.5);
    assert.equal(scoreNcItem(single, { type: 'single', option: 0 }, 1.5, true), 0, 'partial credit is for matchings only');

    const matching: NcItemKey = { type: 'matching', size: 3 };
    assert.equal(gradeNcItem(matching, { type: 'matching', pairs: [0, 1, 2] }), true);
    assert.equal(gradeNcItem(matching, { type: 'matching', pairs: [0, 2, 1] }), false);
    assert.equal(gradeNcItem(matching, { type: 'matching', pairs: [0, 1] }), false);
    assert.equal(rightPairs(matching, { type: 'matching', pairs: [0, 2, 1] }), 1);
    assert.equal(rightPairs(matching, { type: 'matching', pairs: [0, 1, -1] }), 2, 'an unchosen pair is not right');
    // per pair: 3 points × right pairs / 3
    assert.equal(scoreNcItem(matching, { type: 'matching', pairs: [0, 1, 2] }, 3, true), 3);
    assert.equal(scoreNcItem(matching, { type: 'matching', pairs: [0, 1, -1] }, 3, true), 2);
    assert.equal(scoreNcItem(matching, { type: 'matching', pairs: [1, 2, 0] }, 3, true), 0);
    assert.equal(scoreNcItem(matching, null, 3, true), 0);
    // all or nothing
    assert.equal(scoreNcItem(matching, { type: 'matching', pairs: [0, 1, -1] }, 3, false), 0);
    assert.equal(scoreNcItem(matching, { type: 'matching', pairs: [0, 1, 2] }, 3, false), 3);

    const text: NcItemKey = { type: 'short', answers: ["fe'l"], numeric: false };
    for (const given of ["fe'l", '  FE‘L ', 'feʻl']) assert.equal(gradeNcItem(text, { type: 'short', text: given }), true, given);
    for (const given of ['', 'fel', "fe'llar"]) assert.equal(gradeNcItem(text, { type: 'short', text: given }), false, given);

    const number: NcItemKey = { type: 'short', answers: ['12.5'], numeric: true };
    for (const given of ['12.5', '12,5', ' 12,50 ', '1.25e1'])
      assert.equal(gradeNcItem(number, { type: 'short', text: given }), true, given);
    for (const given of ['12', 'o‘n ikki', '12.5.1', '']) assert.equal(gradeNcItem(number, { type: 'short', text: given }), false, given);

    assert.equal(gradeNcItem({ type: 'essay' }, { type: 'essay', text: 'Insho matni' }), null, 'not auto-graded');
    assert.equal(scoreNcItem({ type: 'essay' }, { type: 'essay', text: 'Insho matni' }, 5, false), null);
    assert.equal(normaliseShort('  Oʻzbek   TILI '), "o'zbek tili");
    // a final full stop or comma is punctuation, not part of the answer; one inside stays
    assert.equal(normaliseShort('Jizzax. '), 'jizzax');
    assert.equal(normaliseShort('Jizzax,'), 'jizzax');
    assert.equal(normaliseShort('A.Navoiy'), 'a.navoiy');
    assert.equal(parseNumber('1 000,5'), 1000.5);
  });
});
