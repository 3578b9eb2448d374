// One apostrophe convention for Uzbek across the interface and the content (issue 30 item 6): oʻ/gʻ with
// U+02BB and the tutuq belgisi with U+02BC, as the question banks (content gate) and the autotest bank
// (seed-bank.test.ts) are checked. Here: every Uzbek interface string (the uz locale files of the shell,
// the remotes, shared and the api's messages), the Uzbek fields of the catalogue content (courses,
// teachers, universities, learning centres, reference data, Pro) and the Uzbek news. No database.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { apostropheProblems } from '../src/domains/content/gate';

const root = path.resolve(import.meta.dirname, '../..');

/** Every string of a JSON tree as [path, text]; `pick` says which keys hold Uzbek text (all when absent). */
function strings(
  node: unknown,
  at: string,
  uz: boolean,
  pick?: (key: string, parent: Record<string, unknown>) => boolean,
): [string, string][] {
  if (typeof node === 'string') return uz ? [[at, node]] : [];
  if (Array.isArray(node)) return node.flatMap((v, i) => strings(v, `${at}[${i}]`, uz, pick));
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  return Object.entries(record).flatMap(([key, value]) => strings(value, `${at}.${key}`, pick ? uz || pick(key, record) : true, pick));
}

/** The uz locale files: `<app>/src/**\/locales/uz.json`, the home FAQ, the api's messages. */
function localeFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '__tests__') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'uz.json') found.push(path.relative(root, full));
    }
  };
  for (const app of fs.readdirSync(root)) if (fs.existsSync(path.join(root, app, 'src'))) walk(path.join(root, app, 'src'));
  return found.sort();
}

const problemsOf = (file: string, texts: [string, string][]) =>
  texts.flatMap(([at, text]) => apostropheProblems(text, false).map((p) => `${file}${at}: ${p}`));

/** Keys of the catalogue files that hold Uzbek text: `*_uz`, a person's name, and the texts of an Uzbek course. */
const UZ_COURSE_FIELDS = new Set(['name', 'description', 'title']);
const uzField = (key: string, parent: Record<string, unknown>) =>
  key.endsWith('_uz') || key === 'full_name' || (parent.language_id === 1 && (UZ_COURSE_FIELDS.has(key) || key === 'lessons'));

describe('Uzbek apostrophes', () => {
  it('the interface: every uz locale file', () => {
    const files = localeFiles();
    assert.ok(files.length >= 10, `${files.length} uz locale files found`);
    const problems = files.flatMap((file) =>
      problemsOf(file, strings(JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')), '', true)),
    );
    assert.deepEqual(problems, []);
  });

  it('the catalogue content: the Uzbek fields', () => {
    const problems = ['courses', 'universities', 'learning-centres', 'reference', 'pro'].flatMap((name) => {
      const file = `content/${name}.json`;
      return problemsOf(file, strings(JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')), '', false, uzField));
    });
    assert.deepEqual(problems, []);
  });

  it('the news in Uzbek (outside link targets and code)', () => {
    const dir = path.join(root, 'content/news');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.uz.md'));
    assert.ok(files.length > 0);
    const problems = files.flatMap((f) => {
      const text = fs.readFileSync(path.join(dir, f), 'utf8').replace(/\]\([^)]*\)|`[^`]*`/g, ' ');
      return problemsOf(`content/news/${f}`, [['', text]]);
    });
    assert.deepEqual(problems, []);
  });

  it('finds what it is for: an ASCII apostrophe in oʻ and in a tutuq', () => {
    assert.equal(problemsOf('x', strings({ a: { b: "Ro'yxat" } }, '', true)).length, 1);
    assert.equal(problemsOf('x', strings({ a: "ta'lim" }, '', true)).length, 1);
    // a Russian field of the catalogue is not read; an Uzbek one is
    assert.equal(problemsOf('x', strings({ name_ru: "Ro'yxat", name_uz: 'Roʻyxat' }, '', false, uzField)).length, 0);
    assert.equal(problemsOf('x', strings({ language_id: 1, name: "Ro'yxat" }, '', false, uzField)).length, 1);
  });
});
