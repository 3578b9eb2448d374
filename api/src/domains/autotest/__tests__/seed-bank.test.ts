// The seed's driving-theory bank (content/autotest/) held to issues 14 and 32 beyond the format: at least
// 600 questions in at least 30 tickets of 20, at least 7 free tickets and Pro ones, at least 40 distinct
// road signs and 20 situation drawings, every picture readable and safe, every category used, a rule
// cited for every question (a clause or sign number where the rules have one), and the Uzbek apostrophes of the banks (oʻ/gʻ with U+02BB, the tutuq U+02BC). No database: the
// same validation and picture reading as `npm run content -- validate`. Skipped only while the bank
// is not in this checkout.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { validateKind } from '../../content/format';
import { readAutotestImages } from '../../content/import-autotest';
import { apostropheProblems } from '../../content/gate';
import { AUTOTEST_BANK, CONTENT_DIR, assetReader } from '../../content/seed';

const file = path.join(CONTENT_DIR, AUTOTEST_BANK);
const present = fs.existsSync(file);

describe('the seed autotest bank', () => {
  it('is valid, big enough and drawn', { skip: !present && `${AUTOTEST_BANK} is not in this checkout (branch autocontent)` }, () => {
    const input: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const result = validateKind(input, 'autotest');
    assert.ok(result.success, result.success ? '' : result.errors.join('\n'));
    const bank = result.data;
    const images = readAutotestImages(bank, input, assetReader(path.dirname(file)));
    const signs = [...images.keys()].filter((p) => p.startsWith('signs/'));
    const scenes = [...images.keys()].filter((p) => p.startsWith('scenes/'));
    assert.ok(bank.questions.length >= 600, `${bank.questions.length} questions`);
    assert.ok(bank.tickets.length >= 30, `${bank.tickets.length} tickets`);
    assert.ok(bank.tickets.filter((t) => !t.premium).length >= 7, 'at least 7 free tickets');
    assert.ok(
      bank.tickets.some((t) => t.premium),
      'Pro tickets',
    );
    assert.deepEqual(
      bank.tickets.map((t) => t.number).sort((a, b) => a - b),
      bank.tickets.map((_, i) => i + 1),
      'tickets numbered 1..N',
    );
    assert.ok(signs.length >= 40, `${signs.length} distinct road signs in questions`);
    assert.ok(scenes.length >= 20, `${scenes.length} distinct situation drawings in questions`);
    const used = new Set(bank.questions.map((q) => q.category));
    assert.deepEqual(
      bank.categories.filter((c) => !used.has(c.slug)).map((c) => c.slug),
      [],
      'every category has questions',
    );
    const apostrophes: string[] = [];
    for (const q of bank.questions) {
      assert.ok(q.uz.explanation !== q.ru.explanation && q.uz.text !== q.ru.text, `${q.key}: uz and ru are translations, not copies`);
      // a rule or sign by its number, or for first aid the topic of the course (it has no clauses)
      assert.match(q.rule, /\d|Birinchi tibbiy yordam|boʻlim|roʻyxat|YHQ \(/, `${q.key}: the rule cited`);
      for (const text of [q.uz.text, q.uz.explanation, q.rule, ...q.uz.options])
        apostrophes.push(...apostropheProblems(text, false).map((p) => `${q.key}: ${p}`));
    }
    for (const c of bank.categories) apostrophes.push(...apostropheProblems(c.name_uz, false).map((p) => `${c.slug}: ${p}`));
    assert.deepEqual(apostrophes, []);
  });
});
