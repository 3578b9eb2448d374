// Every uz locale file of the repository through the generator the build uses (shared/build/uz-cyrl.cjs,
// the loader of `uz.json?uz-Cyrl`): the uz-Cyrl strings have exactly the keys of uz, each with the
// same placeholders, tags and nesting, and every Latin word left is one the ru string has too.
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { cyrillicLocale } = require('../../../build/uz-cyrl.cjs') as { cyrillicLocale: (file: string) => unknown };

const ROOT = path.resolve(__dirname, '../../../..');
const SKIP = new Set(['node_modules', 'dist', '.data', 'test-results', 'e2e', 'content', '.git']);

function uzFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return uzFiles(full);
    return entry.name === 'uz.json' ? [full] : [];
  });
}

function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (node === null || typeof node !== 'object') return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const MARKUP = /\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[\w-]+[^<>]*>|\{[A-Za-z_][\w.]*(?:,[^{}]*)?\}|(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+/g;
const markup = (text: unknown) => [...String(text).matchAll(MARKUP)].map((m) => m[0]).sort();
const latinWords = (text: unknown) =>
  String(text)
    .replace(MARKUP, ' ')
    .match(/[A-Za-z][A-Za-z0-9ʻʼ'‘’]*/g) ?? [];

const files = uzFiles(ROOT);

describe('the uz-Cyrl locale files generated from the uz ones', () => {
  it('finds the locale files of every app', () => {
    // shared, the api, the shell (and its FAQ) and every remote
    expect(files.length).toBeGreaterThanOrEqual(15);
    expect(files.some((f) => f.endsWith(path.join('shell', 'src', 'locales', 'uz.json')))).toBe(true);
  });

  it.each(files.map((f) => [path.relative(ROOT, f), f]))(
    '%s: same keys, same placeholders and tags, Latin only where ru has it',
    (_name, file) => {
      const uz = new Map(leaves(JSON.parse(fs.readFileSync(file, 'utf8'))));
      const cyrl = new Map(leaves(cyrillicLocale(file)));
      const ruFile = path.join(path.dirname(file), 'ru.json');
      const ru = fs.existsSync(ruFile) ? new Map(leaves(JSON.parse(fs.readFileSync(ruFile, 'utf8')))) : new Map<string, unknown>();
      expect([...cyrl.keys()]).toEqual([...uz.keys()]);
      for (const [key, value] of uz) {
        const converted = cyrl.get(key);
        expect(typeof converted).toBe(typeof value);
        if (typeof value !== 'string') continue;
        expect({ key, markup: markup(converted) }).toEqual({ key, markup: markup(value) });
        const russian = new Set(latinWords(ru.get(key)));
        const left = latinWords(converted).filter(
          (w) => !russian.has(w) && !/^(Payme|Pro|Premium|Python|Pascal|Google|Android|Telegram)$/.test(w),
        );
        expect({ key, left }).toEqual({ key, left: [] });
      }
    },
  );
});
