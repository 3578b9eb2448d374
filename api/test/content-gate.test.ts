// The content gate (ADR 039): the repository's content passes it, and one folder of bad fixtures,
// checked in ONE run, shows every rule firing — the schema's errors and duplicate ids together.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apostropheProblems, checkProblems, formulaProblems, runContentGate, type GateReport } from '../src/domains/content/gate';
import { CONTENT_DIR, REFERENCE_FILE, hashKey, seedFiles, topicFiles } from '../src/domains/content/seed';
import { natcertFile } from './natcert-fixture';

describe('the content gate over the repository', () => {
  it('every seed file has a distinct hash key that fits app_meta.key (varchar(60))', () => {
    const keys = seedFiles().map(hashKey);
    for (const key of keys) assert.ok(key.length <= 60, key);
    assert.equal(new Set(keys).size, keys.length);
    assert.equal(hashKey('reference.json'), 'content_hash:reference.json', 'a short path is its own key');
  });

  it('finds no error in content/ (legacy topic-tests files are warnings with their counts)', () => {
    const report = runContentGate(CONTENT_DIR);
    assert.deepEqual(report.errors, []);
    assert.ok(report.files >= 10, `read ${report.files} files`);
    // since issue 30 every subject has a bank and content/topic-tests is gone; a legacy file added later is listed
    const legacyDir = path.join(CONTENT_DIR, 'topic-tests');
    const legacy = fs.existsSync(legacyDir) ? fs.readdirSync(legacyDir).filter((n) => n.endsWith('.json')) : [];
    for (const name of legacy) {
      const slug = name.replace(/\.json$/, '');
      const hasBank = fs.existsSync(path.join(CONTENT_DIR, 'banks', slug));
      if (hasBank) continue;
      assert.ok(
        report.warnings.some(
          (w) => w.startsWith(`topic-tests/${name}: legacy topic-tests file, `) && /\d+ questions \(uz \d+, ru \d+\)/.test(w),
        ),
        `${name} is listed with its counts`,
      );
    }
  });
});

// ── the bad fixtures ───────────────────────────────────────────────────────────────────────────

type Item = Record<string, unknown>;
let serial = 0;
/** A valid item of `subject`/`topic` (distinct stems), changed by `patch`. */
function item(subject: string, topic: string, patch: Item = {}): Item {
  serial += 1;
  const n = String(serial).padStart(3, '0');
  return {
    id: `${subject}-${topic}-${n}`,
    difficulty: 2,
    answer: 'B',
    uz: { text: `Savol raqami ${n}: qaysi javob toʻgʻri?`, options: ['bir', 'ikki', 'uch', 'toʻrt'], explanation: `Izoh ${n}: taʼlim.` },
    ru: { text: `Вопрос номер ${n}: какой ответ верный?`, options: ['один', 'два', 'три', 'четыре'], explanation: `Пояснение ${n}.` },
    ...patch,
  };
}
const bank = (subject: string, key: string, share: number, items: Item[], extra: Item = {}) => ({
  version: 1,
  kind: 'bank',
  subject,
  topic: { key, name_uz: `Mavzu ${key}`, name_ru: `Тема ${key}`, sort: 1, share },
  items,
  ...extra,
});

let dir: string;
let report: GateReport;
const linesOf = (file: string) => report.errors.filter((line) => line.startsWith(`${file}: `));
/** One error line of `file` that matches every pattern. */
function assertError(file: string, ...patterns: RegExp[]) {
  const lines = linesOf(file);
  assert.ok(
    lines.some((line) => patterns.every((p) => p.test(line))),
    `an error of ${file} matching ${patterns.join(' ')}; its errors:\n${lines.join('\n')}`,
  );
}

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-gate-'));
  fs.copyFileSync(path.join(CONTENT_DIR, REFERENCE_FILE), path.join(dir, REFERENCE_FILE));
  const write = (file: string, value: unknown) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  };
  const same = item('tarix', 'qadimgi');
  write(
    'banks/tarix/01-qadimgi.json',
    bank('tarix', 'qadimgi', 0.5, [
      item('tarix', 'qadimgi', { difficulty: 4 }), // schema
      item('tarix', 'qadimgi', { ru: undefined }), // a language missing
      item('tarix', 'qadimgi', { uz: { text: 'Savol?', options: ['a', 'b', 'c', 'd'], explanation: '  ' } }), // empty explanation
      item('tarix', 'qadimgi', { uz: { text: 'Boshqa savol?', options: ['a', 'a', 'c', 'd'], explanation: 'Izoh.' } }), // options repeat
      item('tarix', 'qadimgi', { ru: { text: 'Три варианта?', options: ['a', 'b', 'c'], explanation: 'Так.' } }), // 3 options
      item('tarix', 'qadimgi', { answer: 'E' }), // answer
      item('tarix', 'qadimgi', {
        uz: { text: "O'zbekiston poytaxti qaysi?", options: ['Toshkent', 'Samarqand', 'Buxoro', 'Xiva'], explanation: "Bu ta'lim." },
      }),
      { ...same },
      { ...same, id: 'tarix-qadimgi-900' }, // the same stem and options: a duplicate item
      item('tarix', 'qadimgi', { id: 'tarix-dup-001' }),
    ]),
  );
  write('banks/tarix/02-orta-asrlar.json', bank('tarix', 'orta-asrlar', 0.3, [item('tarix', 'orta-asrlar', { id: 'tarix-dup-001' })]));
  // no topic, and a duplicate id: both reported in the same run
  write('banks/tarix/03-yangi.json', {
    version: 1,
    kind: 'bank',
    subject: 'tarix',
    items: [item('tarix', 'yangi', { id: 'tarix-dup-001' })],
  });
  write(
    'banks/matematika/01-algebra.json',
    bank('matematika', 'algebra', 1, [
      item('matematika', 'algebra', {
        uz: { text: 'Tenglamani yeching: x^2 = 4', options: ['$1$', '$2$', '$3$', '$4$'], explanation: 'Kvadrat ildiz: $\\sqrt{4} = 2$.' },
      }),
      item('matematika', 'algebra', {
        ru: { text: 'Сколько будет $2+2?', options: ['$1$', '$2$', '$3$', '$4$'], explanation: 'Сложение.' },
      }),
      item('matematika', 'algebra', {
        uz: { text: 'Kasrni qisqartiring: 6/8', options: ['$1$', '$2$', '$3$', '$4$'], explanation: 'Izoh.' },
      }),
      item('matematika', 'algebra', {
        answer: 'A',
        check: { expr: '(-(-5) + sqrt((-5)^2 - 4*1*6)) / (2*1)', options: ['2', '3', '-2', '-3'] },
      }), // wrong key: the value is 3, option B
      item('matematika', 'algebra', {
        answer: 'B',
        check: { expr: '(-(-5) + sqrt((-5)^2 - 4*1*6)) / (2*1)', options: ['2', '3', '-2', '-3'] },
      }), // right: no error for this one
    ]),
  );
  // a foreign-language subject: English material in the options and in quotes is not Uzbek
  write(
    'banks/ingliz-tili/01-grammar.json',
    bank('ingliz-tili', 'grammar', 1, [
      item('ingliz-tili', 'grammar', {
        uz: {
          text: 'Boʻsh joyni toʻldiring: "I ___ like it."',
          options: ["don't", "doesn't", "isn't", "aren't"],
          explanation: 'Birinchi shaxsda "don\'t" ishlatiladi.',
        },
        ru: { text: 'Заполните пропуск: "I ___ like it."', options: ["don't", "doesn't", "isn't", "aren't"], explanation: 'С I — don’t.' },
      }),
      item('ingliz-tili', 'grammar', {
        uz: {
          text: 'Toʻgʻri shaklni tanlang.',
          options: ['went', 'goed', 'gone', 'going'],
          explanation: "Bu fe'l notoʻgʻri: o'tgan zamon.",
        },
      }),
    ]),
  );
  write('banks/kimyo/01-atom.json', bank('kimyo', 'atom', 1, [item('kimyo', 'atom')]));
  write('topic-tests/kimyo.json', {
    version: 1,
    subjects: [
      {
        slug: 'kimyo',
        tests: [
          {
            key: 'atom',
            language: 'uz',
            name: 'Atom',
            questions: [
              { key: 'q1', text: 'Savol?', options: [{ text: 'a' }, { text: 'b' }, { text: 'c' }, { text: 'd' }], answer: 'A' },
              { key: 'q1', text: 'Savol 2?', options: [{ text: 'a' }, { text: 'b' }, { text: 'c' }, { text: 'd' }], answer: 'Z' },
            ],
          },
        ],
      },
    ],
  });
  write('banks/yoq-fan/01-x.json', bank('yoq-fan', 'x', 1, [item('yoq-fan', 'x')]));
  write('banks/tarix/04-buzuq.json', '{ "version": 1, ');
  // national certificate (ADR 042): a maths file with a formula typed as text and an ASCII apostrophe in
  // uz, a set short of its spec; a file named after another subject; a file outside its folder
  const maths = natcertFile({ subject: 'matematika' });
  maths.sets[0].items[0].text = 'x^2 = 9 tenglamaning musbat ildizi qaysi?';
  maths.sets[0].items[1].explanation = "Javob to'g'ri.";
  maths.sets[1].items[1].explanation = 'Ответ верный: x² = 4.';
  maths.sets[2].items.pop();
  write('national-certificate/matematika.json', maths);
  write('national-certificate/fizika.json', natcertFile({ subject: 'kimyo' }));
  write('national-certificate.json', natcertFile({ subject: 'biologiya' }));
  report = runContentGate(dir);
});

after(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('one run over bad fixtures lists every error', () => {
  const tarix = 'banks/tarix/01-qadimgi.json';
  it('the schema: difficulty, both languages, explanation, 4 distinct options, answer A–D, topic', () => {
    assertError(tarix, /items\[0\]\.difficulty: expected 1, 2 or 3/);
    assertError(tarix, /items\[1\]\.ru: missing \(expected object\)/);
    assertError(tarix, /items\[2\]\.uz\.explanation: must not be empty/);
    assertError(tarix, /items\[3\]\.uz\.options\[1\]: the same text as option A/);
    assertError(tarix, /items\[4\]\.ru\.options: expected 4 options/);
    assertError(tarix, /items\[5\]\.answer: expected one of A, B, C, D/);
    assertError('banks/tarix/03-yangi.json', /topic: missing \(expected object\)/);
  });

  it('ids unique in the repository, reported together with the schema errors of the same files', () => {
    assertError('banks/tarix/02-orta-asrlar.json', /duplicate id "tarix-dup-001" \(also in banks\/tarix\/01-qadimgi\.json\)/);
    assertError('banks/tarix/03-yangi.json', /duplicate id "tarix-dup-001"/);
    assert.ok(linesOf('banks/tarix/02-orta-asrlar.json').some((l) => /an id starts with|duplicate id/.test(l)));
  });

  it('duplicate items (same stem and options after normalisation) per subject and language', () => {
    assertError(tarix, /item "tarix-qadimgi-900": the same uz stem and options as "tarix-qadimgi-\d+".*a duplicate item/);
    assertError(tarix, /item "tarix-qadimgi-900": the same ru stem and options/);
  });

  it('topic shares of a subject add up to 1', () => {
    assert.ok(report.errors.includes('banks/tarix: the topic shares add up to 0.8, not 1 (±0.01)'), report.errors.join('\n'));
    assert.ok(!report.errors.some((l) => l.startsWith('banks/matematika: the topic shares')));
  });

  it('the Uzbek apostrophes: oʻ/gʻ with U+02BB and the tutuq with U+02BC, not in foreign-language material', () => {
    assertError(tarix, /items\[6\]\.uz\.text: apostrophe: "O'…": write oʻ\/gʻ with U\+02BB/);
    assertError(tarix, /items\[6\]\.uz\.explanation: apostrophe: "a'…": write the tutuq belgisi with U\+02BC/);
    const english = linesOf('banks/ingliz-tili/01-grammar.json');
    assert.ok(!english.some((l) => /items\[0\]/.test(l)), `English material is not checked: ${english.join('\n')}`);
    assertError('banks/ingliz-tili/01-grammar.json', /items\[1\]\.uz\.explanation: apostrophe: "o'…"/);
  });

  it('formulas in $…$ in the formula subjects, balanced $', () => {
    const file = 'banks/matematika/01-algebra.json';
    assertError(file, /items\[0\]\.uz\.text: formula outside \$…\$: x\^2/);
    assertError(file, /items\[1\]\.ru\.text: unbalanced \$/);
    assertError(file, /items\[2\]\.uz\.text: formula outside \$…\$: 6\/8/);
    assert.ok(!linesOf(file).some((l) => /items\[0\]\.uz\.explanation/.test(l)), 'TeX inside $…$ is fine');
  });

  it('generated keys re-derived with mathjs', () => {
    const file = 'banks/matematika/01-algebra.json';
    assertError(file, /items\[3\]\.check: wrong key: check\.expr = 3 but the answer A is 2/);
    assert.ok(!linesOf(file).some((l) => /items\[4\]/.test(l)), 'the right key passes');
  });

  it('a subject with a bank and a topic-tests file; the legacy file’s duplicate keys beside its other errors', () => {
    assertError('topic-tests/kimyo.json', /"kimyo" has a bank/);
    assertError('topic-tests/kimyo.json', /questions\[1\]\.answer/);
    assertError('topic-tests/kimyo.json', /questions\[1\]\.key: duplicate key "q1"/);
  });

  it('national certificate: the schema’s rules across sets, the text rules, the file’s place', () => {
    const file = 'national-certificate/matematika.json';
    assertError(file, /^national-certificate\/matematika\.json: sets\[2\]\.items: does not follow the spec's parts/);
    assertError(file, /sets\[0\]\.items\[0\]\.text: formula outside \$…\$: x\^2/);
    assertError(file, /sets\[0\]\.items\[1\]\.explanation: apostrophe: "o'…": write oʻ\/gʻ with U\+02BB/);
    assertError(file, /sets\[1\]\.items\[1\]\.explanation: formula outside \$…\$: x²/);
    assertError(
      'national-certificate/fizika.json',
      /subject: a national-certificate file is national-certificate\/kimyo\.json, not national-certificate\/fizika\.json/,
    );
    assertError('national-certificate.json', /subject: a national-certificate file is national-certificate\/biologiya\.json/);
    assert.ok(!linesOf(file).some((l) => /sets\[[45]\]/.test(l)), `variant 3 is valid: ${linesOf(file).join('\n')}`);
  });

  it('unknown subjects and files that are not JSON', () => {
    assertError('banks/yoq-fan/01-x.json', /subject: no subject with the slug "yoq-fan"/);
    assertError('banks/tarix/04-buzuq.json', /not valid JSON/);
  });

  it('the seed loads the bank of a subject that has both, not its topic-tests file', () => {
    const files = topicFiles(dir);
    assert.ok(files.includes('banks/kimyo/01-atom.json'));
    assert.ok(!files.includes('topic-tests/kimyo.json'));
  });
});

describe('the rules one by one', () => {
  it('apostrophes', () => {
    assert.deepEqual(apostropheProblems('Oʻzbekiston taʼlim sanʼat gʻalaba', false), []);
    assert.equal(apostropheProblems('O‘zbekiston', false).length, 1);
    assert.equal(apostropheProblems('Oʼzbekiston', false).length, 1, 'the tutuq sign after o is oʻ');
    assert.equal(apostropheProblems('taʻlim', false).length, 1, 'U+02BB only after o and g');
    assert.deepEqual(apostropheProblems('oʻ va gʻ — ikkalasi ham ʻ belgisi bilan yoziladi', false), [], 'the sign named on its own');
    assert.deepEqual(apostropheProblems('"don\'t" — inglizcha', true), []);
  });
  it('formulas', () => {
    assert.deepEqual(formulaProblems('$x^2-5x+6=0$ tenglama, $\\frac{3}{4}$', 'matematika'), []);
    assert.equal(formulaProblems('√(16) ni hisoblang', 'matematika').length, 1);
    assert.equal(formulaProblems('x² ni toping', 'fizika').length, 1);
    assert.deepEqual(formulaProblems('print(7/2)', 'informatika'), []);
  });
  it('mathjs keys: vectors element-wise, tolerance, two right options', () => {
    assert.deepEqual(checkProblems({ expr: '[2, 3]', options: ['[2, 3]', '[1, 6]', '[-2, -3]', '[2, 4]'] }, 'A'), []);
    assert.deepEqual(checkProblems({ expr: '0.1 + 0.2', options: ['0.3', '0.4', '0.5', '0.6'] }, 'A'), []);
    assert.match(checkProblems({ expr: '2 + 2', options: ['4', '2*2', '5', '6'] }, 'A').join(), /two right options/);
    assert.match(checkProblems({ expr: '2 +', options: ['4', '3', '5', '6'] }, 'A').join(), /does not evaluate/);
  });
});
