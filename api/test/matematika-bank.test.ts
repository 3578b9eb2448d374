// The generated mathematics bank (issue 30): every committed file equals what the generator writes,
// every key is re-derived by mathjs from the item's `check` (an evaluator independent of the
// generator's arithmetic), and the bank has the size, topics and difficulty mix the issue asks for.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { evaluate, isMatrix, type Matrix } from 'mathjs';
import { CONTENT_DIR } from '../src/domains/content/seed';
import { MAX_BANK_PATH, bankFileName, type BankFile } from '../tools/generators/bank';
import { buildMatematikaBanks, matematikaTopics } from '../tools/generators/matematika';

const DIR = path.join(CONTENT_DIR, 'banks', 'matematika');
const files = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();
const banks = files.map((f) => JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')) as BankFile);
const items = banks.flatMap((b) => b.items);

type Value = number | number[];
function valueOf(expr: string): Value {
  const v: unknown = evaluate(expr);
  if (typeof v === 'number') return v;
  if (isMatrix(v)) return ((v as Matrix).toArray() as unknown[]).flat(Infinity) as number[];
  if (Array.isArray(v)) return v.flat(Infinity) as number[];
  throw new Error(`${expr}: not a number or vector (${typeof v})`);
}
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
function same(a: Value, b: Value): boolean {
  if (typeof a === 'number' || typeof b === 'number') return typeof a === 'number' && typeof b === 'number' && close(a, b);
  return a.length === b.length && a.every((x, i) => close(x, b[i]));
}

describe('matematika bank', () => {
  it('the committed files are what the generator writes (same seed, same items)', () => {
    const built = buildMatematikaBanks();
    assert.deepEqual(files, built.map(bankFileName));
    assert.deepEqual(banks, JSON.parse(JSON.stringify(built)));
  });

  it('mathjs re-derives every key: the check equals the right option and no other', () => {
    const wrong: string[] = [];
    for (const item of items) {
      const key = valueOf(item.check.expr);
      const options = item.check.options.map(valueOf);
      const right = 'ABCD'.indexOf(item.answer);
      const matches = options.map((o) => same(key, o));
      if (!matches[right] || matches.filter(Boolean).length !== 1)
        wrong.push(`${item.id}: ${item.check.expr} vs ${item.check.options.join(' | ')}`);
    }
    assert.deepEqual(wrong, []);
    console.log(`# mathjs checked ${items.length} keys`);
  });

  it('has ≥ 400 distinct items from ≥ 60 templates, ≥ 15 per topic, shares summing to 1', () => {
    assert.ok(items.length >= 400, `${items.length} items`);
    assert.ok(matematikaTopics.flatMap((t) => t.templates).length >= 60);
    for (const b of banks) assert.ok(b.items.length >= 15, `${b.topic.key}: ${b.items.length}`);
    for (const f of files) assert.ok(`banks/matematika/${f}`.length <= MAX_BANK_PATH, `${f}: too long a key for the import's content hash`);
    assert.ok(Math.abs(banks.reduce((s, b) => s + b.topic.share, 0) - 1) < 1e-9);
    assert.equal(new Set(items.map((i) => i.id)).size, items.length);
    assert.equal(new Set(items.map((i) => i.uz.text)).size, items.length);
    assert.equal(new Set(items.map((i) => i.ru.text)).size, items.length);
  });

  it('spreads difficulty about 30/45/25 % and the right letter evenly', () => {
    const share = (d: number) => items.filter((i) => i.difficulty === d).length / items.length;
    assert.ok(
      Math.abs(share(1) - 0.3) < 0.05 && Math.abs(share(2) - 0.45) < 0.05 && Math.abs(share(3) - 0.25) < 0.05,
      [1, 2, 3].map(share).join(' '),
    );
    for (const letter of 'ABCD') {
      const n = items.filter((i) => i.answer === letter).length;
      assert.ok(Math.abs(n - items.length / 4) <= banks.length, `${letter}: ${n}`);
    }
  });

  it('puts the key at every rank among numeric options about equally often (no position cue)', () => {
    /** how often the key is the smallest … largest of the four options, over items whose options are all numbers */
    const ranksOf = (list: typeof items) => {
      const ranks = [0, 0, 0, 0];
      for (const item of list) {
        const values = item.check.options.map(valueOf);
        if (!values.every((v) => typeof v === 'number')) continue;
        const key = values['ABCD'.indexOf(item.answer)] as number;
        ranks[values.filter((v) => (v as number) < key).length]++;
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
    for (const b of banks) within(ranksOf(b.items), 0.1, 0.4, b.topic.key);
    console.log(`# key rank among numeric options (smallest … largest): ${ranks.join(' / ')} of ${n}`);
  });

  it('writes formulas only inside $…$ and Uzbek apostrophes as U+02BB / U+02BC', () => {
    for (const item of items)
      for (const lang of ['uz', 'ru'] as const) {
        const all = [item[lang].text, item[lang].explanation, ...item[lang].options].join(' ');
        const outside = all.replace(/\$[^$]*\$/g, ' ');
        assert.equal(all.split('$').length % 2, 1, `${item.id} ${lang}: unbalanced $`);
        assert.doesNotMatch(outside, /[\^√²³\\]/, `${item.id} ${lang}: formula outside $: ${outside}`);
        if (lang === 'uz') assert.doesNotMatch(outside, /['’`]/, `${item.id}: ASCII apostrophe`);
      }
  });
});
