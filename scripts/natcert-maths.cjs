#!/usr/bin/env node
// The national certificate's matematika sets (uz and ru) of content/national-certificate.json,
// written from here so every answer is computed, then checked a second time by an independent
// computation (substitution, a loop instead of a formula, a numeric derivative…). A failed check
// stops the script and writes nothing. Usage: node scripts/natcert-maths.cjs [--check]
// (--check: only verify that the file's matematika sets equal what this script writes).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const FILE = path.join(__dirname, '..', 'content', 'national-certificate.json');
const YEAR = 2025;
/** A decimal as the two languages write it (comma). */
const dec = (n) => String(Number(n.toFixed(6))).replace('.', ',');
const near = (a, b) => Math.abs(a - b) < 1e-9;

function check(ok, what) {
  if (!ok) throw new Error(`second check failed: ${what}`);
}

/**
 * A single choice: `value` the computed answer, `wrong` three distractors, `at` where the right
 * option goes (0–3). The options must be four different texts.
 */
function single(key, text, value, wrong, at, verify) {
  check(verify(value), key);
  const shown = (v) => (typeof v === 'number' ? dec(v) : v);
  const options = wrong.map(shown);
  options.splice(at, 0, shown(value));
  check(new Set(options).size === 4, `${key}: options differ`);
  check(
    wrong.every((w) => typeof w !== 'number' || !verify(w)),
    `${key}: no distractor passes the check`,
  );
  return { key, type: 'single', points: 1, text, options, answer: 'ABCD'[at] };
}

function short(key, text, value, verify) {
  check(verify(value), key);
  return { key, type: 'short', points: 2, numeric: true, text, answers: [dec(value)] };
}

// ── the items: [uz text, ru text] and the computation ──────────────────────────────────────────
function items(lang) {
  const L = (uz, ru) => (lang === 'uz' ? uz : ru);
  const list = [];

  // 2x + 5 = 17
  list.push(
    single(
      'tenglama-1',
      L('2x + 5 = 17 tenglamani yeching.', 'Решите уравнение 2x + 5 = 17.'),
      (17 - 5) / 2,
      [11, 5, 7],
      0,
      (x) => 2 * x + 5 === 17,
    ),
  );
  // log2 32
  list.push(
    single(
      'logarifm-1',
      L('log₂ 32 ning qiymatini toping.', 'Найдите значение log₂ 32.'),
      Math.log2(32),
      [4, 6, 16],
      1,
      (x) => 2 ** x === 32,
    ),
  );
  // a10 of 3, 7, 11, …
  list.push(
    single(
      'progressiya-1',
      L('Arifmetik progressiyada a₁ = 3, d = 4. a₁₀ ni toping.', 'В арифметической прогрессии a₁ = 3, d = 4. Найдите a₁₀.'),
      3 + 9 * 4,
      [43, 40, 36],
      1,
      (x) => {
        let a = 3;
        for (let i = 2; i <= 10; i++) a += 4;
        return a === x;
      },
    ),
  );
  // roots of x² − 7x + 10 = 0: by the discriminant; checked by substituting each root
  const disc = Math.sqrt(49 - 40);
  const roots = [(7 + disc) / 2, (7 - disc) / 2];
  list.push(
    single(
      'kvadrat-ildizlar',
      L('x² − 7x + 10 = 0 tenglama ildizlarining yig‘indisini toping.', 'Найдите сумму корней уравнения x² − 7x + 10 = 0.'),
      roots[0] + roots[1],
      [-7, 10, 3],
      0,
      (x) => roots.every((r) => near(r * r - 7 * r + 10, 0)) && x === roots.reduce((a, b) => a + b, 0),
    ),
  );
  // 15 % of 240
  list.push(
    single('foiz', L('240 sonining 15 % ini toping.', 'Найдите 15 % от числа 240.'), (240 * 15) / 100, [24, 30, 40], 1, (x) =>
      near(x / 240, 0.15),
    ),
  );
  // 2⁵ · 2³ : 2⁶
  list.push(
    single(
      'daraja',
      L('2⁵ · 2³ : 2⁶ ifodaning qiymatini toping.', 'Найдите значение выражения 2⁵ · 2³ : 2⁶.'),
      2 ** (5 + 3 - 6),
      [2, 8, 16],
      2,
      (x) => (32 * 8) / 64 === x,
    ),
  );
  // √144 + √81
  list.push(
    single(
      'ildiz',
      L('√144 + √81 ifodaning qiymatini toping.', 'Найдите значение выражения √144 + √81.'),
      Math.sqrt(144) + Math.sqrt(81),
      [15, 25, 19],
      3,
      (x) => {
        // the two roots found by search, not by Math.sqrt
        const root = (n) => [...Array(n + 1).keys()].find((k) => k * k === n);
        return root(144) + root(81) === x;
      },
    ),
  );
  // triangle with base 12 and height 7: ½·a·h; checked by the shoelace formula of (0,0) (12,0) (3,7)
  list.push(
    single(
      'uchburchak-yuzi',
      L(
        'Uchburchakning asosi 12 ga, unga tushirilgan balandlik 7 ga teng. Uchburchak yuzini toping.',
        'Основание треугольника равно 12, высота, проведённая к нему, равна 7. Найдите площадь треугольника.',
      ),
      (12 * 7) / 2,
      [84, 19, 48],
      1,
      (x) => Math.abs(0 * (0 - 7) + 12 * (7 - 0) + 3 * (0 - 0)) / 2 === x,
    ),
  );
  // sin 30° + cos 60°
  list.push(
    single(
      'trigonometriya',
      L('sin 30° + cos 60° ifodaning qiymatini toping.', 'Найдите значение выражения sin 30° + cos 60°.'),
      Math.round((Math.sin(Math.PI / 6) + Math.cos(Math.PI / 3)) * 1e9) / 1e9,
      [0.5, '√3', 2],
      0,
      (x) => near(x, 1 / 2 + 1 / 2),
    ),
  );
  // f(x) = 3x² − 2x + 1 at 2; checked by Horner's scheme
  list.push(
    single(
      'funksiya-qiymati',
      L('f(x) = 3x² − 2x + 1 bo‘lsa, f(2) ni toping.', 'Дана функция f(x) = 3x² − 2x + 1. Найдите f(2).'),
      3 * 2 ** 2 - 2 * 2 + 1,
      [7, 11, 13],
      3,
      (x) => (3 * 2 - 2) * 2 + 1 === x,
    ),
  );

  // matching: derivatives, checked numerically at x = 0.7 (central difference)
  const h = 1e-5;
  const derivatives = [
    ['x³', '3x²', (x) => x ** 3, (x) => 3 * x ** 2],
    ['sin x', 'cos x', Math.sin, Math.cos],
    ['eˣ', 'eˣ', Math.exp, Math.exp],
    ['ln x', '1/x', Math.log, (x) => 1 / x],
  ];
  for (const [left, , f, df] of derivatives) check(Math.abs((f(0.7 + h) - f(0.7 - h)) / (2 * h) - df(0.7)) < 1e-6, `hosila ${left}`);
  list.push({
    key: 'hosila-moslash',
    type: 'matching',
    points: 2,
    text: L('Funksiya va uning hosilasini moslang.', 'Сопоставьте функцию и её производную.'),
    pairs: derivatives.map(([left, right]) => ({ left, right })),
  });
  // matching: linear equations a·x + b = c and their roots, checked by substitution
  const linear = [
    [3, 0, 12, '3x = 12'],
    [0.5, 0, 5, 'x : 2 = 5'],
    [1, -7, -2, 'x − 7 = −2'],
    [2, 1, 7, '2x + 1 = 7'],
  ];
  const linearPairs = linear.map(([a, b, c, shown]) => {
    const x = (c - b) / a;
    check(near(a * x + b, c), shown);
    return { left: shown, right: `x = ${dec(x)}` };
  });
  list.push({
    key: 'tenglama-ildiz-moslash',
    type: 'matching',
    points: 2,
    text: L('Tenglama va uning ildizini moslang.', 'Сопоставьте уравнение и его корень.'),
    pairs: linearPairs,
  });

  // short answers
  list.push(
    short(
      'gipotenuza',
      L(
        "To'g'ri burchakli uchburchakning katetlari 6 va 8 ga teng. Gipotenuzasini toping.",
        'Катеты прямоугольного треугольника равны 6 и 8. Найдите гипотенузу.',
      ),
      Math.hypot(6, 8),
      (x) => x * x === 6 * 6 + 8 * 8,
    ),
  );
  list.push(
    short(
      'kasr-kopaytma',
      L('0,25 · 48 ifodaning qiymatini hisoblang.', 'Вычислите значение выражения 0,25 · 48.'),
      0.25 * 48,
      (x) => x === 48 / 4,
    ),
  );
  list.push(
    short(
      'progressiya-yigindi',
      L(
        'Arifmetik progressiyada a₁ = 2, d = 3. Dastlabki 10 ta hadining yig‘indisini toping.',
        'В арифметической прогрессии a₁ = 2, d = 3. Найдите сумму первых 10 членов.',
      ),
      (10 * (2 * 2 + 9 * 3)) / 2,
      (x) => [...Array(10).keys()].reduce((sum, i) => sum + 2 + 3 * i, 0) === x,
    ),
  );
  list.push(
    short(
      'kub-hajmi',
      L('Kubning qirrasi 1,5 ga teng. Kubning hajmini toping.', 'Ребро куба равно 1,5. Найдите объём куба.'),
      1.5 ** 3,
      (x) => near(x, 1.5 * 1.5 * 1.5),
    ),
  );

  // the written part: stored and shown as "not auto-graded"
  list.push({
    key: 'yechim-yozma',
    type: 'essay',
    points: 10,
    text: L(
      '|2x − 3| = 5 tenglamani yeching. Yechimni to‘liq yozing: har bir qadamni asoslang va javobni tekshiring.',
      'Решите уравнение |2x − 3| = 5. Запишите решение полностью: обоснуйте каждый шаг и проверьте ответ.',
    ),
  });
  return list;
}

const sets = ['uz', 'ru'].map((language) => ({ subject: 'matematika', language, year: YEAR, items: items(language) }));
const file = JSON.parse(fs.readFileSync(FILE, 'utf8'));
const others = file.sets.filter((s) => !(s.subject === 'matematika' && s.year === YEAR));
const next = { ...file, sets: [...sets, ...others] };
const text = `${JSON.stringify(next, null, 2)}\n`;
if (process.argv.includes('--check')) {
  const same = JSON.stringify(file.sets.filter((s) => s.subject === 'matematika' && s.year === YEAR)) === JSON.stringify(sets);
  if (!same) {
    console.error('content/national-certificate.json: the matematika sets differ from scripts/natcert-maths.cjs');
    process.exit(1);
  }
  console.log('matematika sets: every answer computed and checked twice; the file matches');
} else {
  fs.writeFileSync(FILE, text);
  console.log(`wrote ${sets.map((s) => `${s.language}: ${s.items.length}`).join(', ')} matematika items`);
}
