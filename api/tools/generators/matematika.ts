// Mathematics: four generated lessons of twelve questions and two of ten (powers and roots, arithmetic
// progression). Every answer is computed from the drawn parameters, every distractor is a computed,
// typical mistake (or a near value) that differs from the answer, and the PRNG is seeded by the lesson
// key, so the bank is the same on every run.
import type { AuthoredLesson, AuthoredQuestion, AuthoredSubject, BilingualText } from './authored';
import {
  Frac,
  answerPositions,
  both,
  drawUnique,
  formatNumber,
  fractionChoice,
  isNice,
  numberChoice,
  pick,
  questionAdder,
  randInt,
  rngFrom,
  round,
  shuffle,
  svgDoc,
  svgText,
  unit,
  withUnit,
  type Choice,
  type Rng,
} from './generate';

const STROKE = '#1E88E5';
const FILL = '#E3F2FD';
const SHADE = '#64B5F6';

const CM = unit('sm', 'см');
const CM2 = unit('sm²', 'см²');
const SUM = unit("so'm", 'сум');

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/** A fraction, or null when it is not a positive fraction (then it is no option). */
const frac = (n: number, d: number) => (d === 0 || n <= 0 || d < 0 ? null : new Frac(n, d));
const fchoice = (f: Frac | null) => (f ? fractionChoice(f) : null);
/** Values next to a fraction: the last resort of distractors. */
const nearFractions = (f: Frac) => [
  fchoice(frac(f.n + 1, f.d)),
  fchoice(frac(f.n, f.d + 1)),
  fchoice(frac(f.n + 1, f.d + 1)),
  fchoice(frac(f.n - 1, f.d)),
];
const fmt = (x: number) => formatNumber(x);
const signed = (x: number) => (x < 0 ? `− ${-x}` : `+ ${x}`);
const minus = (x: number) => (x < 0 ? `−${-x}` : String(x));

/** `x = −3`: an answer of an equation (any whole number). */
const rootChoice = (x: number): Choice | null => (Number.isInteger(x) ? { text: both(`x = ${minus(x)}`), id: `x:${x}` } : null);
/** A percentage `25%`. */
const percentChoice = (p: number): Choice | null => (isNice(p) ? { text: both(`${fmt(p)}%`), id: `p:${Math.round(p * 100)}` } : null);

// ── lesson 1: fractions ────────────────────────────────────────────────────────────────────────

/** A proper fraction in lowest terms with a denominator from 2 to `maxD`. */
function properFraction(rng: Rng, maxD = 12): [number, number] {
  for (;;) {
    const d = randInt(rng, 2, maxD);
    const n = randInt(rng, 1, d - 1);
    if (gcd(n, d) === 1) return [n, d];
  }
}

/** A bar of `n` equal cells, the first `k` shaded. */
export function fractionBar(n: number, k: number): string {
  const width = 200;
  const cell = (width - 20) / n;
  const cells = Array.from(
    { length: n },
    (_, i) =>
      `<rect x="${round(10 + i * cell)}" y="10" width="${round(cell)}" height="36" fill="${i < k ? SHADE : '#ffffff'}" stroke="${STROKE}" stroke-width="2"/>`,
  ).join('');
  return svgDoc(width, 56, cells);
}

function fractionsLesson(): AuthoredLesson {
  const rng = rngFrom('matematika/kasrlar');
  const positions = answerPositions(rng, 12);
  const used = new Set<string>();
  const questions: AuthoredQuestion[] = [];
  const next = () => questions.length;
  const add = questionAdder(rng, questions);
  const pair = () =>
    drawUnique(
      rng,
      used,
      (r) => [...properFraction(r), ...properFraction(r)],
      ([, b, , d]) => b !== d,
    );

  for (let i = 0; i < 4; i++) {
    const [a, b, c, d] = pair();
    const x = new Frac(a, b);
    const y = new Frac(c, d);
    const sum = x.add(y);
    add({
      text: { uz: `Hisoblang: ${a}/${b} + ${c}/${d}`, ru: `Вычислите: ${a}/${b} + ${c}/${d}` },
      correct: fractionChoice(sum),
      distractors: [
        fchoice(frac(a + c, b + d)), // numerators and denominators added
        fchoice(frac(a + c, b * d)),
        fchoice(x.mul(y)),
        ...nearFractions(sum),
      ],
      position: positions[next()],
    });
  }
  for (let i = 0; i < 2; i++) {
    const [a, b, c, d] = drawUnique(
      rng,
      used,
      (r) => [...properFraction(r), ...properFraction(r)],
      ([p, q, s, t]) => q !== t && new Frac(p, q).compare(new Frac(s, t)) > 0,
    );
    const x = new Frac(a, b);
    const y = new Frac(c, d);
    const difference = x.sub(y);
    add({
      text: { uz: `Hisoblang: ${a}/${b} − ${c}/${d}`, ru: `Вычислите: ${a}/${b} − ${c}/${d}` },
      correct: fractionChoice(difference),
      distractors: [
        fchoice(frac(Math.abs(a - c), Math.abs(b - d))), // numerators and denominators subtracted
        fchoice(x.add(y)),
        fchoice(frac(a - c, b * d)),
        fchoice(x.mul(y)),
        ...nearFractions(difference),
      ],
      position: positions[next()],
    });
  }
  for (let i = 0; i < 2; i++) {
    const [a, b, c, d] = pair();
    const x = new Frac(a, b);
    const y = new Frac(c, d);
    add({
      text: { uz: `Hisoblang: ${a}/${b} · ${c}/${d}`, ru: `Вычислите: ${a}/${b} · ${c}/${d}` },
      correct: fractionChoice(x.mul(y)),
      distractors: [
        fchoice(x.add(y)),
        fchoice(x.div(y)),
        fchoice(frac(a * c, b + d)),
        fchoice(frac(a + c, b * d)),
        ...nearFractions(x.mul(y)),
      ],
      position: positions[next()],
    });
  }
  // which is the largest / smallest: four fractions of different values
  for (const largest of [true, true, false]) {
    const fractions = drawUnique(
      rng,
      used,
      (r) => Array.from({ length: 4 }, () => properFraction(r, 10)),
      (list) => new Set(list.map(([n, d]) => new Frac(n, d).toString())).size === 4,
    ).map(([n, d]) => new Frac(n, d));
    const sorted = [...fractions].sort((p, q) => p.compare(q));
    const answer = largest ? sorted[3] : sorted[0];
    add({
      text: largest
        ? { uz: 'Qaysi kasr eng katta?', ru: 'Какая дробь наибольшая?' }
        : { uz: 'Qaysi kasr eng kichik?', ru: 'Какая дробь наименьшая?' },
      correct: fractionChoice(answer),
      distractors: fractions.filter((f) => !f.equals(answer)).map(fractionChoice),
      position: positions[next()],
    });
  }
  // which picture shows k/n: pictures as options
  {
    const n = pick(rng, [5, 7, 8, 9, 10]);
    const k = pick(
      rng,
      Array.from({ length: n - 2 }, (_, i) => i + 2).filter((v) => gcd(v, n) === 1 && 2 * v !== n),
    );
    const bar = (cells: number, shaded: number): Choice | null =>
      shaded > 0 && shaded < cells ? { text: both(''), image: fractionBar(cells, shaded), id: `f:${new Frac(shaded, cells)}` } : null;
    add({
      text: { uz: `Qaysi rasmda shaklning ${k}/${n} qismi bo'yalgan?`, ru: `На каком рисунке закрашено ${k}/${n} фигуры?` },
      correct: bar(n, k),
      distractors: [bar(n, n - k), bar(n + 2, k), bar(n, k + 1), bar(n, k - 1), bar(n - 1, k)],
      position: positions[next()],
    });
  }
  return { key: 'oddiy-kasrlar', name: { uz: 'Oddiy kasrlar', ru: 'Обыкновенные дроби' }, questions };
}

// ── lesson 2: percentages ──────────────────────────────────────────────────────────────────────

const PERCENTS = [5, 10, 12, 15, 20, 25, 30, 40, 45, 50, 60, 75];

function percentagesLesson(): AuthoredLesson {
  const rng = rngFrom('matematika/foizlar');
  const positions = answerPositions(rng, 12);
  const used = new Set<string>();
  const questions: AuthoredQuestion[] = [];
  const next = () => questions.length;
  const add = questionAdder(rng, questions);
  const num = (x: number, u?: BilingualText) => numberChoice(x, u);

  // p% of N
  for (let i = 0; i < 3; i++) {
    const [n, p] = drawUnique(
      rng,
      used,
      (r) => [randInt(r, 2, 45) * 20, pick(r, PERCENTS)],
      ([nn, pp]) => (nn * pp) % 100 === 0,
    );
    const part = (n * p) / 100;
    add({
      text: { uz: `${fmt(n)} ning ${p}% ini toping.`, ru: `Найдите ${p}% от числа ${fmt(n)}.` },
      correct: num(part),
      distractors: [num((n * p) / 10), num(n - part), num((n * (100 + p)) / 100), num(part * 2), num(part / 2), num(part + 10)],
      position: positions[next()],
      ...(i === 2 ? { ball: 3.1 } : {}),
    });
  }
  // a price rises by p%
  for (let i = 0; i < 2; i++) {
    const [n, p] = drawUnique(rng, used, (r) => [randInt(r, 12, 200) * 1000, pick(r, [10, 15, 20, 25, 30, 40])]);
    add({
      text: {
        uz: `Mahsulot narxi ${fmt(n)} so'm edi, keyin ${p}% ga oshdi. Yangi narx qancha?`,
        ru: `Товар стоил ${fmt(n)} сум, затем подорожал на ${p}%. Сколько он стоит теперь?`,
      },
      correct: num((n * (100 + p)) / 100, SUM),
      distractors: [
        num((n * p) / 100, SUM),
        num((n * (100 - p)) / 100, SUM),
        num(n + p * 100, SUM),
        num((n * (100 + 2 * p)) / 100, SUM),
        num((n * (100 + p)) / 100 + 5000, SUM),
      ],
      position: positions[next()],
    });
  }
  // a discount of p%
  for (let i = 0; i < 2; i++) {
    const [n, p] = drawUnique(rng, used, (r) => [randInt(r, 8, 150) * 1000, pick(r, [10, 15, 20, 25, 30, 40, 50])]);
    add({
      text: {
        uz: `Ko'ylak ${fmt(n)} so'm turadi. ${p}% chegirma bilan u necha so'm bo'ladi?`,
        ru: `Рубашка стоит ${fmt(n)} сум. Сколько она будет стоить со скидкой ${p}%?`,
      },
      correct: num((n * (100 - p)) / 100, SUM),
      distractors: [
        num((n * p) / 100, SUM),
        num((n * (100 + p)) / 100, SUM),
        num(n - p * 100, SUM),
        num((n * (100 - 2 * p)) / 100, SUM),
        num((n * (100 - p)) / 100 + 5000, SUM),
        num((n * (100 - p)) / 100 - 5000, SUM),
      ],
      position: positions[next()],
      ...(i === 1 ? { ball: 3.1 } : {}),
    });
  }
  // what percent a is of b
  for (let i = 0; i < 3; i++) {
    const [b, p] = drawUnique(
      rng,
      used,
      (r) => [randInt(r, 4, 50) * 10, pick(r, PERCENTS)],
      ([bb, pp]) => (bb * pp) % 100 === 0,
    );
    const a = (b * p) / 100;
    add({
      text: {
        uz: `${fmt(a)} soni ${fmt(b)} ning necha foizini tashkil qiladi?`,
        ru: `Сколько процентов составляет число ${fmt(a)} от числа ${fmt(b)}?`,
      },
      correct: percentChoice(p),
      distractors: [
        percentChoice(b / a),
        percentChoice(100 - p),
        percentChoice(a),
        percentChoice(2 * p),
        percentChoice(p / 2),
        percentChoice(p + 10),
      ],
      position: positions[next()],
    });
  }
  // the whole from a part
  for (let i = 0; i < 2; i++) {
    const [n, p] = drawUnique(
      rng,
      used,
      (r) => [randInt(r, 3, 60) * 10, pick(r, [10, 20, 25, 30, 40, 60, 75])],
      ([nn, pp]) => (nn * pp) % 100 === 0,
    );
    const a = (n * p) / 100;
    add({
      text: { uz: `Sonning ${p}% i ${fmt(a)} ga teng. Shu sonni toping.`, ru: `${p}% числа равны ${fmt(a)}. Найдите это число.` },
      correct: num(n),
      distractors: [num((a * p) / 100), num((a * (100 + p)) / 100), num((a * 100) / (100 - p)), num(n * 2), num(n / 2), num(n + 10)],
      position: positions[next()],
    });
  }
  return { key: 'foizlar', name: { uz: 'Foizlar', ru: 'Проценты' }, questions };
}

// ── lesson 3: linear equations (time-gated) ───────────────────────────────────────────────────

function equationsLesson(): AuthoredLesson {
  const rng = rngFrom('matematika/chiziqli-tenglamalar');
  const positions = answerPositions(rng, 12);
  const used = new Set<string>();
  const questions: AuthoredQuestion[] = [];
  const next = () => questions.length;
  const add = questionAdder(rng, questions);
  const solve = (equation: string) => ({ uz: `Tenglamani yeching: ${equation}`, ru: `Решите уравнение: ${equation}` });

  // a·x + b = c
  for (let i = 0; i < 4; i++) {
    const [a, x, b] = drawUnique(
      rng,
      used,
      (r) => [randInt(r, 2, 9), randInt(r, -9, 12), randInt(r, -20, 20)],
      ([, xx, bb]) => xx !== 0 && bb !== 0 && Math.abs(xx) !== 1,
    );
    const c = a * x + b;
    add({
      text: solve(`${a}x ${signed(b)} = ${minus(c)}`),
      correct: rootChoice(x),
      distractors: [rootChoice((c + b) / a), rootChoice(c - b), rootChoice(-x), rootChoice(x + 1), rootChoice(x - 1)],
      position: positions[next()],
    });
  }
  // a·(x + b) = c
  for (let i = 0; i < 3; i++) {
    const [a, x, b] = drawUnique(
      rng,
      used,
      (r) => [randInt(r, 2, 7), randInt(r, -6, 15), randInt(r, -9, 9)],
      ([, xx, bb]) => bb !== 0 && xx + bb !== 0 && xx !== 0,
    );
    const c = a * (x + b);
    add({
      text: solve(`${a}(x ${signed(b)}) = ${minus(c)}`),
      correct: rootChoice(x),
      distractors: [rootChoice(c / a + b), rootChoice((c - b) / a), rootChoice(c / a), rootChoice(-x), rootChoice(x + 2)],
      position: positions[next()],
    });
  }
  // a·x + b = c·x + d
  for (let i = 0; i < 3; i++) {
    const [a, c, x, b] = drawUnique(
      rng,
      used,
      (r) => [randInt(r, 2, 9), randInt(r, 2, 9), randInt(r, -8, 10), randInt(r, -15, 15)],
      ([aa, cc, xx, bb]) => aa !== cc && xx !== 0 && bb !== 0 && aa * xx + bb - cc * xx !== 0,
    );
    const d = a * x + b - c * x;
    add({
      text: solve(`${a}x ${signed(b)} = ${c}x ${signed(d)}`),
      correct: rootChoice(x),
      distractors: [rootChoice((d + b) / (a - c)), rootChoice((d - b) / (a + c)), rootChoice(-x), rootChoice(x + 2), rootChoice(x - 2)],
      position: positions[next()],
      ball: 10,
    });
  }
  // sum and difference of two numbers
  for (let i = 0; i < 2; i++) {
    const [big, small] = drawUnique(
      rng,
      used,
      (r) => [randInt(r, 12, 90), randInt(r, 3, 60)],
      ([bb, ss]) => bb > ss && bb - ss !== ss,
    );
    const s = big + small;
    const d = big - small;
    add({
      text: {
        uz: `Ikki sonning yig'indisi ${s} ga, ayirmasi ${d} ga teng. Katta sonni toping.`,
        ru: `Сумма двух чисел равна ${s}, а их разность равна ${d}. Найдите большее число.`,
      },
      correct: numberChoice(big),
      distractors: [numberChoice(small), numberChoice(s / 2), numberChoice(s - d), numberChoice(s + d), numberChoice(big + 1)],
      position: positions[next()],
    });
  }
  return {
    key: 'chiziqli-tenglamalar',
    name: { uz: 'Chiziqli tenglamalar', ru: 'Линейные уравнения' },
    questions,
    opensInDays: 7,
  };
}

// ── lesson 4: geometry ─────────────────────────────────────────────────────────────────────────

const SHAPE = `stroke="${STROKE}" stroke-width="2" fill="${FILL}"`;

/** A rectangle of a × b drawn to scale, sides labelled. */
export function rectangleFigure(a: number, b: number, scale?: number, box: [number, number] = [240, 160]): string {
  const [w, h] = box;
  const s = scale ?? Math.min((w - 70) / a, (h - 50) / b);
  const x0 = (w - a * s) / 2 - 8;
  const y0 = (h - 24 - b * s) / 2;
  return svgDoc(
    w,
    h,
    `<rect x="${round(x0)}" y="${round(y0)}" width="${round(a * s)}" height="${round(b * s)}" ${SHAPE}/>` +
      svgText(x0 + (a * s) / 2, y0 + b * s + 20, String(a)) +
      svgText(x0 + a * s + 8, y0 + (b * s) / 2 + 5, String(b), 'start'),
  );
}

/** A triangle with base a and height h drawn to scale, the height dashed and labelled `h = …` on the left. */
export function triangleFigure(a: number, h: number, scale?: number, box: [number, number] = [240, 160]): string {
  const [w, hh] = box;
  const s = scale ?? Math.min((w - 80) / a, (hh - 50) / h);
  const x0 = Math.max(58, (w - a * s) / 2);
  const base = (hh - 24 + h * s) / 2;
  const apexX = x0 + a * s * 0.3;
  const apexY = base - h * s;
  return svgDoc(
    w,
    hh,
    `<polygon points="${round(x0)},${round(base)} ${round(x0 + a * s)},${round(base)} ${round(apexX)},${round(apexY)}" ${SHAPE}/>` +
      `<line x1="${round(apexX)}" y1="${round(apexY)}" x2="${round(apexX)}" y2="${round(base)}" stroke="#1f2933" stroke-width="1.5" stroke-dasharray="5 4"/>` +
      svgText(x0 + (a * s) / 2, base + 20, String(a)) +
      svgText(x0 - 6, (apexY + base) / 2 + 5, `h = ${h}`, 'end'),
  );
}

/** A circle (not to scale) with its radius drawn and labelled. */
export function circleFigure(r: number): string {
  return svgDoc(
    200,
    160,
    `<circle cx="100" cy="80" r="64" ${SHAPE}/><line x1="100" y1="80" x2="164" y2="80" stroke="#1f2933" stroke-width="2"/>` +
      `<circle cx="100" cy="80" r="3" fill="#1f2933" stroke="none"/>` +
      svgText(132, 72, `r = ${r}`),
  );
}

/** A right triangle with legs a (horizontal) and b (vertical), the hypotenuse marked "?". */
export function rightTriangleFigure(a: number, b: number): string {
  const s = Math.min(170 / a, 110 / b);
  const x0 = 40;
  const y0 = 130;
  const mark = 12;
  return svgDoc(
    260,
    160,
    `<polygon points="${x0},${y0} ${round(x0 + a * s)},${y0} ${x0},${round(y0 - b * s)}" ${SHAPE}/>` +
      `<polyline points="${x0 + mark},${y0} ${x0 + mark},${y0 - mark} ${x0},${y0 - mark}" stroke="#1f2933" stroke-width="1.5"/>` +
      svgText(x0 + (a * s) / 2, y0 + 20, String(a)) +
      svgText(x0 - 8, y0 - (b * s) / 2 + 5, String(b), 'end') +
      svgText(x0 + (a * s) / 2 + 10, y0 - (b * s) / 2 - 4, '?', 'start'),
  );
}

const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
];

function geometryLesson(): AuthoredLesson {
  const rng = rngFrom('matematika/geometriya');
  const positions = answerPositions(rng, 12);
  const used = new Set<string>();
  const questions: AuthoredQuestion[] = [];
  const next = () => questions.length;
  const add = questionAdder(rng, questions);
  const cm = (x: number) => numberChoice(x, CM);
  const cm2 = (x: number) => numberChoice(x, CM2);
  const sides = () =>
    drawUnique(
      rng,
      used,
      (r) => [randInt(r, 3, 14), randInt(r, 2, 10)],
      ([a, b]) => a > b,
    );

  for (let i = 0; i < 2; i++) {
    const [a, b] = sides();
    add({
      text: {
        uz: `Tomonlari ${a} sm va ${b} sm bo'lgan to'g'ri to'rtburchakning yuzini toping.`,
        ru: `Найдите площадь прямоугольника со сторонами ${a} см и ${b} см.`,
      },
      image: rectangleFigure(a, b),
      correct: cm2(a * b),
      distractors: [cm2(2 * (a + b)), cm2(a + b), cm2(2 * a * b), cm2(a * a)],
      position: positions[next()],
    });
  }
  for (let i = 0; i < 2; i++) {
    const [a, b] = sides();
    add({
      text: {
        uz: `Tomonlari ${a} sm va ${b} sm bo'lgan to'g'ri to'rtburchakning perimetrini toping.`,
        ru: `Найдите периметр прямоугольника со сторонами ${a} см и ${b} см.`,
      },
      image: rectangleFigure(a, b),
      correct: cm(2 * (a + b)),
      distractors: [cm(a * b), cm(a + b), cm(2 * a + b), cm(a + 2 * b), cm(4 * a)],
      position: positions[next()],
    });
  }
  for (let i = 0; i < 2; i++) {
    const [a, h] = drawUnique(
      rng,
      used,
      (r) => [randInt(r, 4, 16), randInt(r, 3, 11)],
      ([aa, hh]) => aa !== hh,
    );
    add({
      text: {
        uz: `Asosi ${a} sm, balandligi ${h} sm bo'lgan uchburchakning yuzini toping.`,
        ru: `Найдите площадь треугольника с основанием ${a} см и высотой ${h} см.`,
      },
      image: triangleFigure(a, h),
      correct: cm2((a * h) / 2),
      distractors: [cm2(a * h), cm2(a + h), cm2(2 * (a + h)), cm2((a * h) / 4)],
      position: positions[next()],
    });
  }
  {
    const r = randInt(rng, 2, 10);
    const piChoice = (k: number): Choice => ({ text: withUnit(`${k}π`, CM2), id: `pi:${k}` });
    add({
      text: { uz: `Radiusi ${r} sm bo'lgan doiraning yuzini toping.`, ru: `Найдите площадь круга радиусом ${r} см.` },
      image: circleFigure(r),
      correct: piChoice(r * r),
      // 2πr (the circumference), π·d², r² without π, πr
      distractors: [piChoice(2 * r), piChoice(4 * r * r), cm2(r * r), piChoice(r)],
      position: positions[next()],
    });
  }
  {
    const r = randInt(rng, 2, 12);
    const pi = 3.14;
    add({
      text: {
        uz: `Radiusi ${r} sm bo'lgan aylananing uzunligini toping (π ≈ 3,14).`,
        ru: `Найдите длину окружности радиусом ${r} см (π ≈ 3,14).`,
      },
      image: circleFigure(r),
      correct: cm(2 * pi * r),
      distractors: [cm(pi * r), cm(pi * r * r), cm(4 * pi * r), cm(2 * r)],
      position: positions[next()],
    });
  }
  for (let i = 0; i < 2; i++) {
    const [t, k] = drawUnique(
      rng,
      used,
      (r) => [randInt(r, 0, TRIPLES.length - 1), randInt(r, 1, 3)],
      ([tt, kk]) => TRIPLES[tt][2] * kk <= 60,
    );
    const [a, b, c] = TRIPLES[t].map((v) => v * k);
    add({
      text: {
        uz: `To'g'ri burchakli uchburchakning katetlari ${a} sm va ${b} sm. Gipotenuzasini toping.`,
        ru: `Катеты прямоугольного треугольника равны ${a} см и ${b} см. Найдите гипотенузу.`,
      },
      image: rightTriangleFigure(a, b),
      correct: cm(c),
      distractors: [cm(a + b), cm(a * a + b * b), cm((a * b) / 2), cm(b - a), cm(c + 1)],
      position: positions[next()],
      ball: 10,
    });
  }
  // which rectangle has area T: pictures as options, the wrong ones with the same perimeter
  {
    const [w, h] = drawUnique(
      rng,
      used,
      (r) => [randInt(r, 2, 5), randInt(r, 4, 9)],
      ([ww, hh]) => hh > ww + 1,
    );
    const area = w * h;
    const all = [
      [w, h],
      ...Array.from({ length: w + h - 1 }, (_, i) => [i + 1, w + h - i - 1]).filter(([p, q]) => p <= q),
      [w + 1, h],
      [w, h + 1],
    ];
    const maxW = Math.max(...all.map(([p, q]) => Math.max(p, q)));
    const maxH = Math.max(...all.map(([p, q]) => Math.min(p, q)));
    const scale = Math.min(80 / maxW, 60 / maxH);
    const rect = ([p, q]: number[]): Choice => ({
      text: both(''),
      image: rectangleFigure(Math.max(p, q), Math.min(p, q), scale, [140, 110]),
      id: `area:${p * q}`,
    });
    add({
      text: {
        uz: `Qaysi to'g'ri to'rtburchakning yuzi ${area} sm² ga teng? (Tomonlari santimetrda berilgan.)`,
        ru: `Площадь какого прямоугольника равна ${area} см²? (Стороны даны в сантиметрах.)`,
      },
      correct: rect([w, h]),
      distractors: shuffle(rng, all.slice(1)).map(rect),
      position: positions[next()],
    });
  }
  // which triangle has area T: pictures as options; one wrong one has a·h = T (the ½ forgotten)
  {
    const [a, h] = drawUnique(
      rng,
      used,
      (r) => [randInt(r, 3, 8), randInt(r, 2, 6) * 2],
      ([aa, hh]) => aa !== hh,
    );
    const area = (a * h) / 2;
    const candidates = [
      [a, h],
      [a, h / 2],
      [a + 2, h],
      [a, h - 2],
      [a - 1, h],
      [a + 1, h + 2],
    ].filter(([p, q]) => p > 1 && q > 1);
    const maxA = Math.max(...candidates.map(([p]) => p));
    const maxH = Math.max(...candidates.map(([, q]) => q));
    const scale = Math.min(110 / maxA, 104 / maxH);
    const tri = ([p, q]: number[]): Choice => ({ text: both(''), image: triangleFigure(p, q, scale, [180, 150]), id: `area:${p * q}` });
    add({
      text: {
        uz: `Qaysi uchburchakning yuzi ${fmt(area)} sm² ga teng? (Asos va balandlik santimetrda berilgan.)`,
        ru: `Площадь какого треугольника равна ${fmt(area)} см²? (Основание и высота даны в сантиметрах.)`,
      },
      correct: tri([a, h]),
      distractors: candidates.slice(1).map(tri),
      position: positions[next()],
    });
  }
  return { key: 'geometriya-yuza-perimetr', name: { uz: 'Geometriya: yuza va perimetr', ru: 'Геометрия: площадь и периметр' }, questions };
}

// ── lesson 5: powers and roots ─────────────────────────────────────────────────────────────────

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** `2⁵`: a power written as both content languages write it. */
export const power = (a: number, n: number) => `${a}${[...String(n)].map((d) => SUPERSCRIPT[Number(d)]).join('')}`;
const calc = (expression: string) => ({ uz: `Hisoblang: ${expression}`, ru: `Вычислите: ${expression}` });

function powersLesson(): AuthoredLesson {
  const rng = rngFrom('matematika/daraja-va-ildiz');
  const positions = answerPositions(rng, 10);
  const used = new Set<string>();
  const questions: AuthoredQuestion[] = [];
  const next = () => questions.length;
  const add = questionAdder(rng, questions);
  const n = (x: number) => (Number.isInteger(x) ? numberChoice(x) : null);

  // aⁿ
  for (let i = 0; i < 3; i++) {
    const [a, k] = drawUnique(
      rng,
      used,
      (r) => [randInt(r, 2, 9), randInt(r, 3, 5)],
      ([aa, kk]) => aa ** kk <= 10_000 && aa !== kk,
    );
    add({
      text: calc(power(a, k)),
      correct: n(a ** k),
      // a·n, one factor too few or too many, base and exponent swapped
      distractors: [n(a * k), n(a ** (k - 1)), n(k ** a), n(a ** (k + 1)), n(a ** k + a)],
      position: positions[next()],
    });
  }
  // √(k²)
  for (let i = 0; i < 3; i++) {
    const [k] = drawUnique(rng, used, (r) => [randInt(r, 4, 25)]);
    add({
      text: calc(`√${k * k}`),
      correct: n(k),
      distractors: [n((k * k) / 2), n(k + 1), n(k - 1), n(2 * k), n(k + 2)],
      position: positions[next()],
    });
  }
  // aᵐ · aⁿ
  for (let i = 0; i < 2; i++) {
    const [a, m, k] = drawUnique(
      rng,
      used,
      (r) => [randInt(r, 2, 3), randInt(r, 2, 5), randInt(r, 2, 4)],
      ([aa, mm, kk]) => aa ** (mm + kk) <= 3000 && mm !== kk,
    );
    add({
      text: calc(`${power(a, m)} · ${power(a, k)}`),
      correct: n(a ** (m + k)),
      // exponents multiplied, bases multiplied, the powers added
      distractors: [n(a ** (m * k)), n((a * a) ** (m + k)), n(a ** m + a ** k), n(a ** (m + k - 1)), n(a ** (m + k + 1))],
      position: positions[next()],
      ball: 6,
    });
  }
  // √a · √b with a·b a square
  for (let i = 0; i < 2; i++) {
    const [a, b] = drawUnique(
      rng,
      used,
      (r) => {
        const base = pick(r, [2, 3, 5, 6, 7]);
        return [base * pick(r, [1, 4]), base * pick(r, [4, 9, 16, 25])];
      },
      ([aa, bb]) => aa !== bb,
    );
    const root = Math.sqrt(a * b);
    add({
      text: calc(`√${a} · √${b}`),
      correct: n(root),
      distractors: [n(a * b), n((a * b) / 2), n(a + b), n(root + 1), n(root * 2)],
      position: positions[next()],
    });
  }
  return { key: 'daraja-va-ildiz', name: { uz: 'Daraja va kvadrat ildiz', ru: 'Степень и квадратный корень' }, questions };
}

// ── lesson 6: arithmetic progression ──────────────────────────────────────────────────────────

function progressionLesson(): AuthoredLesson {
  const rng = rngFrom('matematika/arifmetik-progressiya');
  const positions = answerPositions(rng, 10);
  const used = new Set<string>();
  const questions: AuthoredQuestion[] = [];
  const next = () => questions.length;
  const add = questionAdder(rng, questions);
  const n = (x: number) => (Number.isInteger(x) ? numberChoice(x) : null);

  // the k-th term
  for (let i = 0; i < 4; i++) {
    const [a1, d, k] = drawUnique(
      rng,
      used,
      (r) => [randInt(r, 1, 15), randInt(r, 2, 9), randInt(r, 6, 25)],
      ([aa, dd]) => aa !== dd,
    );
    const ak = a1 + (k - 1) * d;
    add({
      text: {
        uz: `Arifmetik progressiyada a₁ = ${a1}, d = ${d}. Uning ${k}-hadini toping.`,
        ru: `В арифметической прогрессии a₁ = ${a1}, d = ${d}. Найдите её ${k}-й член.`,
      },
      correct: n(ak),
      // k·d instead of (k − 1)·d, the difference forgotten, a₁ forgotten
      distractors: [n(a1 + k * d), n(a1 * k), n((k - 1) * d), n(a1 + (k - 2) * d), n(ak + 1)],
      position: positions[next()],
    });
  }
  // the sum of the first k terms
  for (let i = 0; i < 3; i++) {
    const [a1, d, k] = drawUnique(
      rng,
      used,
      (r) => [randInt(r, 1, 12), randInt(r, 2, 6), pick(r, [6, 8, 10, 12, 15, 20])],
      ([aa, dd]) => aa !== dd,
    );
    const ak = a1 + (k - 1) * d;
    const sum = ((a1 + ak) * k) / 2;
    add({
      text: {
        uz: `Arifmetik progressiyada a₁ = ${a1}, d = ${d}. Uning dastlabki ${k} ta hadi yig'indisini toping.`,
        ru: `В арифметической прогрессии a₁ = ${a1}, d = ${d}. Найдите сумму её первых ${k} членов.`,
      },
      correct: n(sum),
      // not halved, the last term only, k·a₁ + k·d
      distractors: [n((a1 + ak) * k), n(ak), n(k * (a1 + d)), n(((a1 + ak + d) * k) / 2), n(sum + d)],
      position: positions[next()],
      ball: 7,
    });
  }
  // the difference from two terms
  for (let i = 0; i < 3; i++) {
    const [a1, d, k] = drawUnique(
      rng,
      used,
      (r) => [randInt(r, 1, 20), randInt(r, 2, 9), randInt(r, 5, 12)],
      ([aa, dd, kk]) => aa !== dd && dd !== kk,
    );
    const ak = a1 + (k - 1) * d;
    add({
      text: {
        uz: `Arifmetik progressiyaning birinchi hadi ${a1} ga, ${k}-hadi ${ak} ga teng. Progressiya ayirmasini toping.`,
        ru: `Первый член арифметической прогрессии равен ${a1}, а её ${k}-й член равен ${ak}. Найдите разность прогрессии.`,
      },
      correct: n(d),
      // divided by k instead of k − 1, not divided at all
      distractors: [n((ak - a1) / k), n(ak - a1), n(ak / k), n(d + 1), n(d - 1)],
      position: positions[next()],
    });
  }
  return { key: 'arifmetik-progressiya', name: { uz: 'Arifmetik progressiya', ru: 'Арифметическая прогрессия' }, questions };
}

/** Builds the bank (pure: the same result on every call). */
export function buildMatematika(): AuthoredSubject {
  return {
    slug: 'matematika',
    lessons: [fractionsLesson(), percentagesLesson(), equationsLesson(), geometryLesson(), powersLesson(), progressionLesson()],
  };
}
