// The fizika bank (issue 30): the committed files are what the generator writes; mathjs re-derives
// every key from the item's `check` (the expression equals the right option's value and no other);
// counts, shares, difficulty mix, ids, stems, letters and the text rules (TeX, apostrophes) hold.
//   cd api && node --import tsx --test tools/generators/__tests__/fizika.test.ts
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { evaluate, typeOf } from 'mathjs';
import { buildFizika, FIZIKA_DIR, FIZIKA_TOPICS } from '../fizika';
import { numbersIn, stemKey, type BankFile } from '../fizika/bank';

const LETTERS = ['A', 'B', 'C', 'D'];
const files: BankFile[] = fs
  .readdirSync(FIZIKA_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(fs.readFileSync(path.join(FIZIKA_DIR, f), 'utf8')) as BankFile);
const items = files.flatMap((f) => f.items);

function number(value: unknown): number {
  if (typeOf(value) !== 'number') throw new Error(`expected a number, got ${typeOf(value)}`);
  return value as number;
}
const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));

test('the committed files are what the generator writes (seeded: the same on every run)', () => {
  const built = buildFizika();
  assert.deepEqual(
    files.map((f) => f.topic.key),
    built.map((f) => f.topic.key),
  );
  assert.deepEqual(files, JSON.parse(JSON.stringify(built)));
  assert.equal(JSON.stringify(buildFizika()), JSON.stringify(built));
});

test('mathjs re-derives every key: check.expr equals the right option and no other', () => {
  const wrong: string[] = [];
  for (const item of items) {
    const value = number(evaluate(item.check.expr));
    const key = LETTERS.indexOf(item.answer);
    assert.equal(item.check.options.length, 4, item.id);
    item.check.options.forEach((option, i) => {
      const equal = same(value, number(evaluate(option)));
      if (i === key && !equal) wrong.push(`${item.id}: ${item.check.expr} = ${value} ≠ option ${item.answer} ${option}`);
      if (i !== key && equal) wrong.push(`${item.id}: ${item.check.expr} = ${value} also equals option ${LETTERS[i]}`);
    });
  }
  assert.deepEqual(wrong, []);
  console.log(`# mathjs: ${items.length} keys re-derived, ${items.length * 4} options evaluated, 0 wrong`);
});

test('the check catches a wrong key: every other letter of an item fails', () => {
  for (const item of items.slice(0, 20)) {
    const value = number(evaluate(item.check.expr));
    const right = LETTERS.indexOf(item.answer);
    for (let i = 0; i < 4; i++) if (i !== right) assert.equal(same(value, number(evaluate(item.check.options[i]))), false, item.id);
  }
});

test('counts, shares, templates, difficulty mix, ids and balanced letters', () => {
  assert.ok(items.length >= 300, `${items.length} items`);
  const templates = FIZIKA_TOPICS.flatMap((t) => t.templates);
  assert.ok(templates.length >= 60, `${templates.length} templates`);
  assert.equal(new Set(FIZIKA_TOPICS.flatMap((t) => t.templates.map((x) => `${t.key}/${x.key}`))).size, templates.length);
  assert.ok(files.length >= 6 && files.length <= 15, `${files.length} topics`);
  assert.ok(Math.abs(files.reduce((s, f) => s + f.topic.share, 0) - 1) < 1e-9, 'shares sum to 1');
  const share = (d: number) => items.filter((i) => i.difficulty === d).length / items.length;
  assert.ok(share(1) >= 0.25 && share(1) <= 0.35, `difficulty 1: ${share(1)}`);
  assert.ok(share(2) >= 0.4 && share(2) <= 0.5, `difficulty 2: ${share(2)}`);
  assert.ok(share(3) >= 0.2 && share(3) <= 0.3, `difficulty 3: ${share(3)}`);
  files.forEach((file, i) => {
    assert.equal(file.topic.sort, i + 1);
    assert.ok(file.items.length >= 15, `${file.topic.key}: ${file.items.length} items`);
    // a topic's size follows its share of the exam (within 3 items of share × total)
    assert.ok(
      Math.abs(file.items.length - file.topic.share * items.length) <= 3,
      `${file.topic.key}: ${file.items.length} for share ${file.topic.share}`,
    );
    file.items.forEach((item, k) => assert.equal(item.id, `fizika-${file.topic.key}-${String(k + 1).padStart(3, '0')}`));
    const letters = LETTERS.map((l) => file.items.filter((it) => it.answer === l).length);
    assert.ok(Math.max(...letters) - Math.min(...letters) <= 1, `${file.topic.key}: letters ${letters}`);
  });
  assert.equal(new Set(items.map((i) => i.id)).size, items.length);
  const summary = files.map(
    (f) => `${f.topic.key} ${f.items.length} (${[1, 2, 3].map((d) => f.items.filter((i) => i.difficulty === d).length).join('/')})`,
  );
  console.log(`# ${templates.length} templates, ${items.length} items: ${summary.join('; ')}`);
});

test('stems distinct in each language, four distinct options, explanations filled', () => {
  for (const lang of ['uz', 'ru'] as const) {
    assert.equal(new Set(items.map((i) => stemKey(i[lang].text))).size, items.length, `${lang} stems`);
    for (const item of items) {
      assert.equal(new Set(item[lang].options.map(stemKey)).size, 4, `${item.id} ${lang} options`);
      assert.ok(item[lang].explanation.length > 40, `${item.id} ${lang} explanation`);
    }
  }
});

test('text rules: formulas and units only in $…$, decimal comma, Uzbek apostrophes U+02BB / U+02BC', () => {
  const problems: string[] = [];
  for (const item of items) {
    for (const lang of ['uz', 'ru'] as const) {
      for (const text of [item[lang].text, item[lang].explanation, ...item[lang].options]) {
        if ((text.match(/\$/g) ?? []).length % 2) problems.push(`${item.id} ${lang}: unbalanced $`);
        if (/«\w+»/.test(text)) problems.push(`${item.id} ${lang}: unresolved unit ${text}`);
        const outside = text.replace(/\$[^$]*\$/g, ' ');
        if (/\^|√|[²³₀-₉]|\\frac|\\sqrt|\\text/.test(outside)) problems.push(`${item.id} ${lang}: formula outside $…$: ${outside}`);
        for (const tex of text.match(/\$[^$]*\$/g) ?? []) {
          if (/\d\.\d/.test(tex)) problems.push(`${item.id} ${lang}: decimal point in ${tex}`);
          if (/(^|[^\\])(cdot|frac|sqrt|text)\b|\\\{|\\ \$/.test(tex)) problems.push(`${item.id} ${lang}: broken TeX ${tex}`);
        }
        if (lang === 'uz' && /[OoGg]['’‘`ʼ]|\p{L}['’`]\p{L}/u.test(outside)) problems.push(`${item.id} uz: apostrophe: ${outside}`);
        if (lang === 'ru' && /\p{Script=Latin}{3,}/u.test(outside.replace(/\$[^$]*\$/g, '')))
          problems.push(`${item.id} ru: Latin word outside formulas: ${outside}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('no position cue: the key is the smallest, 2nd, 3rd or largest of the four values in 15–35 % of items each', () => {
  const ranks = [0, 0, 0, 0];
  for (const item of items) {
    const values = item.check.options.map((o) => number(evaluate(o)));
    const key = values[LETTERS.indexOf(item.answer)];
    ranks[values.filter((v) => v < key).length]++;
  }
  const shares = ranks.map((n) => n / items.length);
  console.log(`# key rank among the values (smallest … largest): ${ranks.join(' / ')} of ${items.length}`);
  shares.forEach((share, rank) => assert.ok(share >= 0.15 && share <= 0.35, `rank ${rank}: ${share}`));
});

test('the key is no number the stem already shows (m = 1 kg would make Q = λ)', () => {
  assert.deepEqual(
    numbersIn('$m = 1\\ \\text{kg}$, $\\lambda = 330\\,000\\ \\text{J/kg}$, $v^2$, $2{,}5\\cdot 10^{-3}$'),
    [1, 330000, 0.0025],
  );
  const shown = items.filter((item) => {
    const key = number(evaluate(item.check.options[LETTERS.indexOf(item.answer)]));
    return numbersIn(item.uz.text).some((x) => same(x, Math.abs(key)));
  });
  assert.deepEqual(
    shown.map((i) => i.id),
    [],
  );
});
