// The kimyo bank (issue 30): the committed files are what the generator writes, mathjs re-derives
// every key from the item's `check` (the expression, written from the problem's data, equals the
// right option's value and no other), and the counts, shares, difficulty mix, ids, stems and text
// rules hold.
//   cd api && node --import tsx --test tools/generators/__tests__/kimyo.test.ts
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { evaluate, typeOf } from 'mathjs';
import { buildKimyo, KIMYO_DIR, KIMYO_TOPICS } from '../kimyo';
import { numbersIn, type BankFile } from '../kimyo/bank';
import { M, mExpr, parse, tex } from '../kimyo/chem';

const LETTERS = ['A', 'B', 'C', 'D'];
const files: BankFile[] = fs
  .readdirSync(KIMYO_DIR)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => JSON.parse(fs.readFileSync(path.join(KIMYO_DIR, name), 'utf8')) as BankFile);
const items = files.flatMap((file) => file.items);

/** A mathjs value as a flat list of numbers (matrices element-wise). */
function numbers(value: unknown): number[] {
  const type = typeOf(value);
  if (type === 'number') return [value as number];
  if (type === 'boolean') return [value ? 1 : 0];
  if (type === 'DenseMatrix' || type === 'Matrix') return numbers((value as { toArray(): unknown }).toArray());
  if (Array.isArray(value)) return value.flatMap(numbers);
  throw new Error(`unexpected mathjs value of type ${type}`);
}
const same = (a: number[], b: number[]) =>
  a.length === b.length && a.every((x, i) => Math.abs(x - b[i]) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(b[i])));

test('formulas: molar masses, their mathjs sums and TeX', () => {
  assert.deepEqual(parse('Al2(SO4)3'), [
    ['Al', 2],
    ['S', 3],
    ['O', 12],
  ]);
  assert.equal(M('H2SO4'), 98);
  assert.equal(M('CuSO4*5H2O'), 250);
  assert.equal(M('CaCl2'), 111);
  assert.equal(evaluate(mExpr('Ca3(PO4)2')), 310);
  assert.equal(tex('H2SO4'), '\\text{H}_2\\text{SO}_4');
  assert.equal(tex('Al2(SO4)3'), '\\text{Al}_2(\\text{SO}_4)_3');
});

test('the committed files are what the generator writes (seeded: the same on every run)', () => {
  const built = buildKimyo();
  assert.equal(files.length, built.length);
  assert.deepEqual(files, JSON.parse(JSON.stringify(built)));
  assert.deepEqual(JSON.stringify(buildKimyo()), JSON.stringify(built));
});

test('mathjs re-derives every key: check.expr equals the right option and no other', () => {
  const wrong: string[] = [];
  for (const item of items) {
    const value = numbers(evaluate(item.check.expr));
    const key = LETTERS.indexOf(item.answer);
    item.check.options.forEach((option, i) => {
      const equal = same(value, numbers(evaluate(option)));
      if (i === key && !equal) wrong.push(`${item.id}: expr ${value} ≠ option ${item.answer} ${option}`);
      if (i !== key && equal) wrong.push(`${item.id}: expr ${value} also equals option ${LETTERS[i]}`);
    });
  }
  assert.deepEqual(wrong, []);
  console.log(`# mathjs checks: ${items.length} items, ${items.length * 4} options evaluated, 0 wrong keys`);
});

test('a wrong key is caught: another letter fails the check', () => {
  for (const item of items.slice(0, 20)) {
    const value = numbers(evaluate(item.check.expr));
    const other = (LETTERS.indexOf(item.answer) + 1) % 4;
    assert.equal(same(value, numbers(evaluate(item.check.options[other]))), false, item.id);
  }
});

test('counts, shares, templates, difficulty mix and balanced letters', () => {
  assert.ok(items.length >= 300, `${items.length} items`);
  const templates = KIMYO_TOPICS.reduce((n, t) => n + t.templates.length, 0);
  assert.ok(templates >= 60, `${templates} templates`);
  assert.ok(files.length >= 6 && files.length <= 15, `${files.length} topics`);
  assert.ok(Math.abs(files.reduce((s, f) => s + f.topic.share, 0) - 1) < 1e-9, 'shares sum to 1');
  const byDifficulty = [1, 2, 3].map((d) => items.filter((i) => i.difficulty === d).length / items.length);
  assert.ok(byDifficulty[0] > 0.25 && byDifficulty[0] < 0.35, `difficulty 1: ${byDifficulty[0]}`);
  assert.ok(byDifficulty[1] > 0.4 && byDifficulty[1] < 0.5, `difficulty 2: ${byDifficulty[1]}`);
  assert.ok(byDifficulty[2] > 0.2 && byDifficulty[2] < 0.3, `difficulty 3: ${byDifficulty[2]}`);
  files.forEach((file, i) => {
    assert.equal(file.topic.sort, i + 1);
    assert.ok(file.items.length >= 15, `${file.topic.key}: ${file.items.length} items`);
    for (const d of [1, 2, 3])
      assert.ok(
        file.items.some((item) => item.difficulty === d),
        `${file.topic.key}: no difficulty ${d}`,
      );
    const letters = LETTERS.map((l) => file.items.filter((item) => item.answer === l).length);
    assert.ok(Math.max(...letters) - Math.min(...letters) <= 1, `${file.topic.key}: letters ${letters}`);
  });
  const summary = files.map(
    (f) => `${f.topic.key} ${f.items.length} (${[1, 2, 3].map((d) => f.items.filter((i) => i.difficulty === d).length).join('/')})`,
  );
  console.log(`# ${templates} templates, ${items.length} items: ${summary.join('; ')}`);
});

test('ids unique and in the subject-topic-NNN form, stems distinct, four distinct options, uz/ru filled', () => {
  assert.equal(new Set(items.map((i) => i.id)).size, items.length);
  for (const file of files)
    file.items.forEach((item, i) => assert.equal(item.id, `kimyo-${file.topic.key}-${String(i + 1).padStart(3, '0')}`));
  const norm = (t: string) =>
    t
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}$\\{}^+\-*/=<>]+/gu, ' ')
      .trim();
  for (const lang of ['uz', 'ru'] as const) {
    assert.equal(new Set(items.map((i) => norm(i[lang].text))).size, items.length, `${lang} stems`);
    for (const item of items) {
      assert.equal(new Set(item[lang].options.map(norm)).size, 4, `${item.id} ${lang} options`);
      assert.ok(item[lang].explanation.trim().length > 20, `${item.id} ${lang} explanation`);
    }
  }
});

test('text rules: formulas in $…$, decimal comma, Uzbek apostrophes U+02BB / U+02BC', () => {
  const problems: string[] = [];
  for (const item of items) {
    for (const lang of ['uz', 'ru'] as const) {
      for (const text of [item[lang].text, item[lang].explanation, ...item[lang].options]) {
        if ((text.match(/\$/g) ?? []).length % 2) problems.push(`${item.id} ${lang}: unbalanced $`);
        const outside = text.replace(/\$[^$]*\$/g, ' ');
        if (/\^|√|[²³⁰-⁹₀-₉]|\\frac|\\text/.test(outside)) problems.push(`${item.id} ${lang}: formula outside $…$: ${outside}`);
        // a chemical formula typed as plain text (H2SO4, CO2) outside TeX
        if (/\b(?:[A-Z][a-z]?\d*){1,4}\d(?:[A-Z][a-z]?\d*)*\b/.test(outside.replace(/\b[A-Z][a-z]? = \d+/g, '')))
          problems.push(`${item.id} ${lang}: formula as plain text: ${outside}`);
        if (/\d\.\d/.test(text)) problems.push(`${item.id} ${lang}: decimal point: ${text}`);
        if (lang === 'uz' && /[OoGg]['’‘`]|\p{L}['’`]\p{L}/u.test(outside)) problems.push(`${item.id} uz: apostrophe: ${outside}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

/** Items whose four options show numbers (formulas and element names are left out): their values. */
const numeric = items.flatMap((item) => {
  if (!item.uz.options.every((o) => /\d/.test(o))) return [];
  const values = item.check.options.map((o) => numbers(evaluate(o)));
  return values.every((v) => v.length === 1) ? [{ item, values: values.map((v) => v[0]) }] : [];
});

test('no position cue: the key is the smallest, 2nd, 3rd or largest of the four values in 15–35 % of numeric items each', () => {
  const ranks = [0, 0, 0, 0];
  for (const { item, values } of numeric) {
    const key = values[LETTERS.indexOf(item.answer)];
    ranks[values.filter((v) => v < key).length]++;
  }
  console.log(`# key rank among the values (smallest … largest): ${ranks.join(' / ')} of ${numeric.length} numeric items`);
  assert.ok(numeric.length >= 250, `${numeric.length} numeric items`);
  ranks.forEach((n, rank) =>
    assert.ok(n / numeric.length >= 0.15 && n / numeric.length <= 0.35, `rank ${rank}: ${n} of ${numeric.length}`),
  );
});

test('the key is no number the stem already shows', () => {
  assert.deepEqual(
    numbersIn('$[\\text{H}_2] = 4,\\ [\\text{HI}] = 0{,}4$, 19\u00a0440 s, 4,48 l, $\\text{SO}_4^{2-}$'),
    [4, 0.4, 19440, 4.48],
  );
  const shown = numeric.filter(({ item, values }) => {
    const key = Math.abs(values[LETTERS.indexOf(item.answer)]);
    return key !== 0 && numbersIn(item.uz.text).some((x) => same([x], [key]));
  });
  assert.deepEqual(
    shown.map(({ item }) => item.id),
    [],
  );
});
