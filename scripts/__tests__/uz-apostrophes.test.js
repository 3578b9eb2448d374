// One apostrophe convention in the interface (issue 30 item 6): every Uzbek locale file of the
// front end writes oʻ and gʻ with U+02BB (ʻ) and the tutuq belgisi with U+02BC (ʼ), never an ASCII '
// or a typographic ’ ‘ ` (docs/features.md, "Uzbek spelling"). The api's own messages
// (api/src/i18n/uz.json) are not in this scan yet: they change with the server's tests.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const root = path.resolve(__dirname, '../..');
const files = execFileSync('git', ['ls-files', '*uz.json'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('api/') && !file.includes('/fixtures/'));

/** Every string of a JSON tree, with its dotted key. */
function* strings(value, key = '') {
  if (typeof value === 'string') yield [key, value];
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, key ? `${key}.${k}` : k);
}

/** The wrong characters of a text: after o/g (should be ʻ) or elsewhere between letters (should be ʼ). */
function wrongIn(text) {
  const found = [];
  for (const match of text.matchAll(/(\p{L})(['’‘`ʻʼ])(?=\p{L})/gu)) {
    const [, before, mark] = match;
    const okina = /[oOgG]/.test(before) && !/Pro$/.test(text.slice(0, match.index + 1));
    const want = okina ? 'ʻ' : 'ʼ';
    if (mark !== want)
      found.push(
        `${text.slice(Math.max(0, match.index - 6), match.index + 6)} (want U+${want.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')})`,
      );
  }
  return found;
}

describe('Uzbek apostrophes in the locale files', () => {
  it('finds the Uzbek locale files of every front-end app', () => {
    expect(files).toEqual(
      expect.arrayContaining(['shared/src/i18n/locales/uz.json', 'shell/src/locales/uz.json', 'mf-tests/src/locales/uz.json']),
    );
    expect(files.length).toBeGreaterThanOrEqual(15);
  });

  it.each(files)('%s: oʻ gʻ with U+02BB, the tutuq belgisi with U+02BC', (file) => {
    const wrong = [];
    for (const [key, text] of strings(JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')))) {
      for (const hit of wrongIn(text)) wrong.push(`${key}: ${hit}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the check itself: catches ASCII and typographic marks, accepts the right ones', () => {
    expect(wrongIn('Oʻzbekiston taʼlim')).toEqual([]);
    expect(wrongIn("O'zbekiston")).toHaveLength(1);
    expect(wrongIn('to’g‘ri')).toHaveLength(2);
    expect(wrongIn("ta'lim")).toHaveLength(1);
    // a tutuq written as the oʻ mark, and the reverse
    expect(wrongIn('taʻlim')).toHaveLength(1);
    expect(wrongIn('Oʼzbekiston')).toHaveLength(1);
    expect(wrongIn('Proʼga')).toEqual([]);
  });
});
