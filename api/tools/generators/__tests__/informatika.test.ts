// The informatika bank (issue 30): the committed files equal what the generator writes, every item's
// key is re-derived with mathjs from its `check` (the expression equals the right option's value and
// no other), and the counts, difficulty mix, ids, stems and text rules hold.
//   cd api && node --import tsx --test tools/generators/__tests__/informatika.test.ts
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { evaluate, typeOf } from 'mathjs';
import { buildInformatika, INFORMATIKA_DIR, INFORMATIKA_TOPICS } from '../informatika';
import type { BankFile } from '../informatika/bank';

const LETTERS = ['A', 'B', 'C', 'D'];
const files: BankFile[] = fs
  .readdirSync(INFORMATIKA_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(fs.readFileSync(path.join(INFORMATIKA_DIR, f), 'utf8')) as BankFile);
const items = files.flatMap((f) => f.items);

/** A mathjs value as a flat list of numbers (booleans as 0/1, matrices element-wise). */
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

test('the committed files are what the generator writes (seeded: the same on every run)', () => {
  const built = buildInformatika();
  assert.equal(files.length, built.length);
  assert.deepEqual(files, JSON.parse(JSON.stringify(built)));
  assert.deepEqual(JSON.stringify(buildInformatika()), JSON.stringify(built));
});

test('mathjs re-derives every key: check.expr equals the right option and no other', () => {
  let checked = 0;
  const wrong: string[] = [];
  for (const item of items) {
    const value = numbers(evaluate(item.check.expr));
    const key = LETTERS.indexOf(item.answer);
    item.check.options.forEach((option, i) => {
      const equal = same(value, numbers(evaluate(option)));
      if (i === key && !equal) wrong.push(`${item.id}: expr ${value} ≠ option ${item.answer} ${option}`);
      if (i !== key && equal) wrong.push(`${item.id}: expr ${value} also equals option ${LETTERS[i]}`);
    });
    checked++;
  }
  assert.deepEqual(wrong, []);
  assert.equal(checked, items.length);
  console.log(`# mathjs checks: ${checked} items, ${checked * 4} options evaluated, 0 wrong keys`);
});

test('a wrong key is caught: moving an answer letter fails the check', () => {
  const item = items[0];
  const value = numbers(evaluate(item.check.expr));
  const other = (LETTERS.indexOf(item.answer) + 1) % 4;
  assert.equal(same(value, numbers(evaluate(item.check.options[other]))), false);
});

test('counts, shares, templates, difficulty mix and balanced letters', () => {
  assert.ok(items.length >= 300, `${items.length} items`);
  const templates = INFORMATIKA_TOPICS.reduce((n, t) => n + t.templates.length, 0);
  assert.ok(templates >= 60, `${templates} templates`);
  assert.ok(Math.abs(files.reduce((s, f) => s + f.topic.share, 0) - 1) < 1e-9, 'shares sum to 1');
  const byDifficulty = [1, 2, 3].map((d) => items.filter((i) => i.difficulty === d).length / items.length);
  assert.ok(byDifficulty[0] > 0.25 && byDifficulty[0] < 0.35, `difficulty 1: ${byDifficulty[0]}`);
  assert.ok(byDifficulty[1] > 0.4 && byDifficulty[1] < 0.5, `difficulty 2: ${byDifficulty[1]}`);
  assert.ok(byDifficulty[2] > 0.2 && byDifficulty[2] < 0.3, `difficulty 3: ${byDifficulty[2]}`);
  for (const file of files) {
    assert.ok(file.items.length >= 15, `${file.topic.key}: ${file.items.length} items`);
    const letters = LETTERS.map((l) => file.items.filter((i) => i.answer === l).length);
    assert.ok(Math.max(...letters) - Math.min(...letters) <= 1, `${file.topic.key}: letters ${letters}`);
  }
  const summary = files.map(
    (f) => `${f.topic.key} ${f.items.length} (${[1, 2, 3].map((d) => f.items.filter((i) => i.difficulty === d).length).join('/')})`,
  );
  console.log(`# ${templates} templates, ${items.length} items: ${summary.join('; ')}`);
});

test('the key stands at every rank among numeric options about equally often (no position cue)', () => {
  /** how often the key is the smallest … largest of the four options, over items whose options are all numbers */
  const ranksOf = (list: typeof items) => {
    const ranks = [0, 0, 0, 0];
    for (const item of list) {
      const values = item.check.options.map((o) => numbers(evaluate(o)));
      if (!values.every((v) => v.length === 1)) continue;
      const key = values[LETTERS.indexOf(item.answer)][0];
      ranks[values.filter((v) => v[0] < key).length]++;
    }
    return ranks;
  };
  const within = (ranks: number[], low: number, high: number, what: string) => {
    const n = ranks.reduce((s, x) => s + x, 0);
    for (const [rank, count] of ranks.entries())
      assert.ok(count / n >= low && count / n <= high, `${what}: rank ${rank} (0 = smallest) ${count} of ${n} (${ranks.join('/')})`);
    return n;
  };
  const ranks = ranksOf(items);
  const n = within(ranks, 0.15, 0.35, 'bank');
  assert.ok(n > items.length / 2, `${n} numeric items`);
  // and in every topic (fewer items: wider bounds), so no topic keeps a cue of its own
  for (const file of files) within(ranksOf(file.items), 0.1, 0.4, file.topic.key);
  console.log(`# key rank among numeric options (smallest … largest): ${ranks.join(' / ')} of ${n}`);
});

test('options that are rows of values (A = 1, B = 0, C = 1) do not give the key away by the per-variable majority', () => {
  let rows = 0;
  for (const item of items) {
    const parsed = item.uz.options.map((o) => o.split(',').map((part) => part.trim()));
    if (!parsed.every((p) => p.length >= 2 && p.length === parsed[0].length && p.every((x) => /^[A-Z] = [01]$/.test(x)))) continue;
    rows++;
    const key = parsed[LETTERS.indexOf(item.answer)];
    // the key's value is held by at most one option (itself) in some variable: it is no majority there, nor a tie
    const alone = key.some((value, v) => parsed.filter((p) => p[v] === value).length === 1);
    assert.ok(alone, `${item.id}: the key ${key.join(', ')} is the majority of every variable`);
  }
  assert.ok(rows >= 5, `${rows} items with rows of values`);
});

test('ids unique, stems distinct, four distinct options, uz/ru both filled', () => {
  assert.equal(new Set(items.map((i) => i.id)).size, items.length);
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

test('text rules: no ^ or hand-made formulas outside $…$, Uzbek apostrophes U+02BB / U+02BC', () => {
  const problems: string[] = [];
  for (const item of items) {
    for (const lang of ['uz', 'ru'] as const) {
      for (const raw of [item[lang].text, item[lang].explanation, ...item[lang].options]) {
        if (/\uff04/.test(raw)) problems.push(`${item.id} ${lang}: fullwidth ＄ (write \\$)`);
        // `\$` is a literal dollar (a spreadsheet's absolute reference), not a formula delimiter
        const text = raw.replace(/\\\$/g, 'DOLLAR');
        if ((text.match(/\$/g) ?? []).length % 2) problems.push(`${item.id} ${lang}: unbalanced $`);
        const outside = text.replace(/\$[^$]*\$/g, ' ');
        if (/\^|√|[²³₀-₉]|\\frac|\\log/.test(outside)) problems.push(`${item.id} ${lang}: formula outside $…$: ${outside}`);
        if (lang === 'uz' && /[OoGg]['’‘`]|\p{L}['’`]\p{L}/u.test(outside)) problems.push(`${item.id} uz: apostrophe: ${outside}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});
