// Physics: four generated lessons of ten questions (motion, Newton's second law, density, Ohm's law) and
// two of twelve (work, power and energy; pressure).
// Every answer is computed from the drawn values; every distractor is a computed, typical mistake
// (a formula turned round, a forgotten step, a unit slip) that differs from the answer. Seeded PRNG:
// the same bank on every run.
import type { AuthoredLesson, AuthoredQuestion, AuthoredSubject, BilingualText } from './authored';
import {
  answerPositions,
  assemble,
  drawUnique,
  formatNumber,
  numberChoice,
  pick,
  questionKey,
  randInt,
  rngFrom,
  round,
  svgDoc,
  svgText,
  unit,
} from './generate';

const KMH = unit('km/soat', 'км/ч');
const KM = unit('km', 'км');
const HOURS = unit('soat', 'ч');
const MS = unit('m/s', 'м/с');
const NEWTON = unit('N', 'Н');
const KG = unit('kg', 'кг');
const MS2 = unit('m/s²', 'м/с²');
const G_CM3 = unit('g/sm³', 'г/см³');
const KG_M3 = unit('kg/m³', 'кг/м³');
const M3 = unit('m³', 'м³');
const VOLT = unit('V', 'В');
const AMPERE = unit('A', 'А');
const OHM = unit('Om', 'Ом');
const JOULE = unit('J', 'Дж');
const WATT = unit('Vt', 'Вт');
const PASCAL = unit('Pa', 'Па');

const fmt = (x: number) => formatNumber(x);
const STROKE = '#3949AB';
const INK = '#1f2933';

// ── figures ────────────────────────────────────────────────────────────────────────────────────

function arrow(x1: number, x2: number, y: number): string {
  const dir = Math.sign(x2 - x1);
  const head = `${round(x2)},${y} ${round(x2 - dir * 12)},${y - 6} ${round(x2 - dir * 12)},${y + 6}`;
  return `<line x1="${round(x1)}" y1="${y}" x2="${round(x2 - dir * 10)}" y2="${y}" stroke="#E53935" stroke-width="3"/><polygon points="${head}" fill="#E53935" stroke="none"/>`;
}

/** A block of mass m pulled right by F1 and left by F2; arrows drawn in proportion. */
export function forcesFigure(m: number, f1: number, f2: number): string {
  const max = Math.max(f1, f2);
  const len = (f: number) => 30 + (80 * f) / max;
  return svgDoc(
    340,
    130,
    `<line x1="10" y1="100" x2="330" y2="100" stroke="${INK}" stroke-width="2"/>` +
      `<rect x="140" y="50" width="60" height="50" fill="#E8EAF6" stroke="${STROKE}" stroke-width="2"/>` +
      svgText(170, 80, `m = ${m}`) +
      arrow(200, 200 + len(f1), 75) +
      arrow(140, 140 - len(f2), 75) +
      svgText(200 + len(f1) / 2, 60, `F₁ = ${f1}`) +
      svgText(140 - len(f2) / 2, 60, `F₂ = ${f2}`),
  );
}

function resistor(x: number, y: number, label: string): string {
  return (
    `<rect x="${x - 24}" y="${y - 9}" width="48" height="18" fill="#ffffff" stroke="${STROKE}" stroke-width="2"/>` +
    svgText(x, y - 16, label)
  );
}

function battery(x: number, y: number, label: string): string {
  // the long plate is +, the short one −
  return (
    `<rect x="${x - 22}" y="${y - 6}" width="44" height="12" fill="#ffffff" stroke="none"/>` +
    `<line x1="${x - 20}" y1="${y - 4}" x2="${x + 20}" y2="${y - 4}" stroke="${INK}" stroke-width="2"/>` +
    `<line x1="${x - 10}" y1="${y + 4}" x2="${x + 10}" y2="${y + 4}" stroke="${INK}" stroke-width="4"/>` +
    svgText(x + 28, y + 5, label, 'start')
  );
}

/** A source U with two resistors in series. */
export function seriesCircuit(u: number, r1: number, r2: number): string {
  return svgDoc(
    320,
    170,
    `<polyline points="60,40 260,40 260,140 60,140 60,40" stroke="${INK}" stroke-width="2"/>` +
      resistor(130, 40, `R₁ = ${r1}`) +
      resistor(210, 40, `R₂ = ${r2}`) +
      battery(60, 90, `U = ${u}`),
  );
}

/** Two equal resistors in parallel. */
export function parallelCircuit(r: number): string {
  return svgDoc(
    300,
    170,
    `<polyline points="40,85 90,85" stroke="${INK}" stroke-width="2"/><polyline points="210,85 260,85" stroke="${INK}" stroke-width="2"/>` +
      `<polyline points="90,45 90,125" stroke="${INK}" stroke-width="2"/><polyline points="210,45 210,125" stroke="${INK}" stroke-width="2"/>` +
      `<polyline points="90,45 210,45" stroke="${INK}" stroke-width="2"/><polyline points="90,125 210,125" stroke="${INK}" stroke-width="2"/>` +
      `<circle cx="40" cy="85" r="4" fill="${INK}"/><circle cx="260" cy="85" r="4" fill="${INK}"/>` +
      resistor(150, 45, `R = ${r}`) +
      resistor(150, 125, `R = ${r}`),
  );
}

// ── lessons ────────────────────────────────────────────────────────────────────────────────────

interface LessonContext {
  rng: () => number;
  used: Set<string>;
  questions: AuthoredQuestion[];
  add: (spec: {
    text: BilingualText;
    image?: string;
    ball?: number;
    correct: ReturnType<typeof numberChoice>;
    distractors: ReturnType<typeof numberChoice>[];
  }) => void;
}

function lesson(seed: string, count: number, build: (c: LessonContext) => void): AuthoredQuestion[] {
  const rng = rngFrom(seed);
  const positions = answerPositions(rng, count);
  const questions: AuthoredQuestion[] = [];
  const ctx: LessonContext = {
    rng,
    used: new Set(),
    questions,
    add: (spec) => questions.push(assemble(rng, { key: questionKey(questions.length), position: positions[questions.length], ...spec })),
  };
  build(ctx);
  if (questions.length !== count) throw new Error(`${seed}: ${questions.length} questions instead of ${count}`);
  return questions;
}

function motionLesson(): AuthoredLesson {
  const questions = lesson('fizika/tezlik', 10, ({ rng, used, add }) => {
    const n = (x: number, u: BilingualText, places = 2) => numberChoice(x, u, places);
    for (let i = 0; i < 2; i++) {
      const [v, t] = drawUnique(rng, used, (r) => [pick(r, [36, 45, 54, 60, 72, 80, 90]), randInt(r, 2, 6)]);
      add({
        text: {
          uz: `Avtomobil ${v} km/soat tezlik bilan ${t} soat yurdi. U qancha masofani bosib o'tdi?`,
          ru: `Автомобиль ехал ${t} ч со скоростью ${v} км/ч. Какой путь он проехал?`,
        },
        correct: n(v * t, KM),
        distractors: [n(v / t, KM), n(v + t, KM), n(2 * v * t, KM), n((v * t) / 2, KM)],
      });
    }
    for (let i = 0; i < 2; i++) {
      const [v, t] = drawUnique(rng, used, (r) => [randInt(r, 10, 25), randInt(r, 2, 5)]);
      const s = v * t;
      add({
        text: {
          uz: `Velosipedchi ${s} km masofani ${t} soatda bosib o'tdi. Uning tezligini toping.`,
          ru: `Велосипедист проехал ${s} км за ${t} ч. Найдите его скорость.`,
        },
        correct: n(v, KMH),
        distractors: [n(s * t, KMH), n(s - t, KMH), n(s + t, KMH), n(2 * v, KMH)],
      });
    }
    for (let i = 0; i < 2; i++) {
      const [v, t] = drawUnique(rng, used, (r) => [pick(r, [40, 50, 60, 75, 80, 90, 100, 120]), randInt(r, 2, 6)]);
      const s = v * t;
      add({
        text: {
          uz: `Poyezd ${v} km/soat tezlik bilan ${s} km masofani necha soatda bosib o'tadi?`,
          ru: `За сколько часов поезд, идущий со скоростью ${v} км/ч, пройдёт ${s} км?`,
        },
        correct: n(t, HOURS),
        distractors: [n(v / s, HOURS), n(t + 1, HOURS), n(2 * t, HOURS), n(t - 1, HOURS)],
      });
    }
    for (let i = 0; i < 2; i++) {
      const [v] = drawUnique(rng, used, (r) => [pick(r, [18, 36, 54, 72, 90, 108, 126, 144])]);
      add({
        text: { uz: `${v} km/soat necha m/s ga teng?`, ru: `Сколько м/с составляет ${v} км/ч?` },
        correct: n(v / 3.6, MS),
        distractors: [n(v * 3.6, MS), n(v / 60, MS), n(v / 10, MS), n(v / 36, MS, 3)],
      });
    }
    for (let i = 0; i < 2; i++) {
      const [v1, t1, v2, t2] = drawUnique(
        rng,
        used,
        (r) => [randInt(r, 4, 18) * 5, randInt(r, 1, 4), randInt(r, 4, 18) * 5, randInt(r, 1, 4)],
        ([a, b, c, d]) => a !== c && b !== d && Number.isInteger((a * b + c * d) / (b + d)),
      );
      const average = (v1 * t1 + v2 * t2) / (t1 + t2);
      add({
        text: {
          uz: `Avtobus ${t1} soat davomida ${v1} km/soat tezlik bilan, keyin ${t2} soat davomida ${v2} km/soat tezlik bilan yurdi. Butun yo'ldagi o'rtacha tezlikni toping.`,
          ru: `Автобус ехал ${t1} ч со скоростью ${v1} км/ч, а затем ${t2} ч со скоростью ${v2} км/ч. Найдите среднюю скорость на всём пути.`,
        },
        correct: n(average, KMH),
        // the mean of the speeds is the classic mistake
        distractors: [n((v1 + v2) / 2, KMH), n(v1 + v2, KMH), n(Math.max(v1, v2), KMH), n(Math.min(v1, v2), KMH), n(average + 5, KMH)],
      });
    }
  });
  return { key: 'tezlik-masofa-vaqt', name: { uz: 'Tezlik, masofa va vaqt', ru: 'Скорость, путь и время' }, questions };
}

function newtonLesson(): AuthoredLesson {
  const questions = lesson('fizika/nyuton', 10, ({ rng, used, add }) => {
    const n = (x: number, u: BilingualText) => numberChoice(x, u);
    for (let i = 0; i < 3; i++) {
      const [m, a] = drawUnique(
        rng,
        used,
        (r) => [randInt(r, 2, 20), randInt(r, 2, 10)],
        ([mm, aa]) => mm !== aa,
      );
      add({
        text: {
          uz: `Massasi ${m} kg bo'lgan jismga ${a} m/s² tezlanish berish uchun qanday kuch kerak?`,
          ru: `Какая сила нужна, чтобы сообщить телу массой ${m} кг ускорение ${a} м/с²?`,
        },
        correct: n(m * a, NEWTON),
        distractors: [n(m / a, NEWTON), n(m + a, NEWTON), n(m * a * 10, NEWTON), n(m * 10, NEWTON), n(m * a + 10, NEWTON)],
      });
    }
    for (let i = 0; i < 3; i++) {
      const [m, a] = drawUnique(
        rng,
        used,
        (r) => [randInt(r, 2, 10), randInt(r, 2, 9)],
        ([mm, aa]) => mm !== aa,
      );
      const f = m * a;
      add({
        text: {
          uz: `Massasi ${m} kg bo'lgan jismga ${f} N kuch ta'sir qilmoqda. Jismning tezlanishini toping.`,
          ru: `На тело массой ${m} кг действует сила ${f} Н. Найдите ускорение тела.`,
        },
        correct: n(a, MS2),
        distractors: [n(f * m, MS2), n(m / f, MS2), n(f - m, MS2), n(f + m, MS2), n(a + 1, MS2)],
        ...(i === 1 ? { ball: 2.5 } : {}),
      });
    }
    for (let i = 0; i < 2; i++) {
      const [m, a] = drawUnique(
        rng,
        used,
        (r) => [randInt(r, 2, 12), randInt(r, 2, 8)],
        ([mm, aa]) => mm !== aa,
      );
      const f = m * a;
      add({
        text: {
          uz: `${f} N kuch jismga ${a} m/s² tezlanish beradi. Jismning massasi qancha?`,
          ru: `Сила ${f} Н сообщает телу ускорение ${a} м/с². Какова масса тела?`,
        },
        correct: n(m, KG),
        distractors: [n(f * a, KG), n(a / f, KG), n(f - a, KG), n(f + a, KG), n(m + 1, KG)],
      });
    }
    for (let i = 0; i < 2; i++) {
      const [m, a, f2] = drawUnique(rng, used, (r) => [randInt(r, 2, 5), randInt(r, 1, 6), randInt(r, 2, 12)]);
      const f1 = f2 + m * a;
      add({
        text: {
          uz: `Massasi ${m} kg bo'lgan jismga rasmda ko'rsatilgan ikki kuch ta'sir qiladi: ${f1} N o'ngga va ${f2} N chapga. Jismning tezlanishini toping.`,
          ru: `На тело массой ${m} кг действуют две силы, показанные на рисунке: ${f1} Н вправо и ${f2} Н влево. Найдите ускорение тела.`,
        },
        image: forcesFigure(m, f1, f2),
        correct: n(a, MS2),
        distractors: [n((f1 + f2) / m, MS2), n(f1 / m, MS2), n(f1 - f2, MS2), n(f2 / m, MS2), n(a + 2, MS2)],
      });
    }
  });
  return { key: 'nyutonning-ikkinchi-qonuni', name: { uz: 'Nyutonning ikkinchi qonuni', ru: 'Второй закон Ньютона' }, questions };
}

function densityLesson(): AuthoredLesson {
  const questions = lesson('fizika/zichlik', 10, ({ rng, used, add }) => {
    const n = (x: number, u: BilingualText, places = 2) => numberChoice(x, u, places);
    for (let i = 0; i < 3; i++) {
      const [rho10, v] = drawUnique(rng, used, (r) => [pick(r, [9, 10, 13, 19, 27, 78, 89, 113]), randInt(r, 2, 30) * 10]);
      const rho = rho10 / 10;
      const m = (rho10 * v) / 10;
      add({
        text: {
          uz: `Massasi ${fmt(m)} g, hajmi ${v} sm³ bo'lgan jismning zichligini toping.`,
          ru: `Найдите плотность тела массой ${fmt(m)} г и объёмом ${v} см³.`,
        },
        correct: n(rho, G_CM3),
        distractors: [n(rho * 10, G_CM3), n(rho / 10, G_CM3, 3), n(v / m, G_CM3), n(rho + 1, G_CM3), n(rho * 100, G_CM3)],
      });
    }
    for (let i = 0; i < 3; i++) {
      const [rho, v2] = drawUnique(rng, used, (r) => [pick(r, [800, 900, 1000, 1800, 2700, 7800, 8900]), randInt(r, 1, 8)]);
      const v = v2 / 2;
      add({
        text: {
          uz: `Zichligi ${fmt(rho)} kg/m³ bo'lgan jismning hajmi ${fmt(v)} m³. Uning massasini toping.`,
          ru: `Плотность тела ${fmt(rho)} кг/м³, его объём ${fmt(v)} м³. Найдите массу тела.`,
        },
        correct: n(rho * v, KG),
        distractors: [n(rho / v, KG), n((rho * v) / 10, KG), n(rho * v * 10, KG), n(rho + v, KG, 1), n(v / rho, KG, 4)],
      });
    }
    for (let i = 0; i < 2; i++) {
      const [rho, v2] = drawUnique(rng, used, (r) => [pick(r, [800, 900, 1000, 2700, 7800]), randInt(r, 1, 10)]);
      const v = v2 / 2;
      const m = rho * v;
      add({
        text: {
          uz: `Massasi ${fmt(m)} kg bo'lgan jismning zichligi ${fmt(rho)} kg/m³. Uning hajmini toping.`,
          ru: `Масса тела ${fmt(m)} кг, его плотность ${fmt(rho)} кг/м³. Найдите объём тела.`,
        },
        correct: n(v, M3),
        distractors: [n(rho / m, M3), n(v * 10, M3), n(v / 10, M3), n(v * 2, M3), n(v + 1, M3)],
      });
    }
    for (let i = 0; i < 2; i++) {
      const [rho10] = drawUnique(rng, used, (r) => [pick(r, [8, 9, 13, 27, 78, 89, 113, 136, 193])]);
      const rho = rho10 / 10;
      add({
        text: { uz: `${fmt(rho)} g/sm³ necha kg/m³ ga teng?`, ru: `Сколько кг/м³ составляет ${fmt(rho)} г/см³?` },
        correct: n(rho * 1000, KG_M3),
        distractors: [n(rho * 100, KG_M3), n(rho * 10, KG_M3), n(rho * 1_000_000, KG_M3), n(rho / 1000, KG_M3, 4)],
      });
    }
  });
  return { key: 'zichlik', name: { uz: 'Zichlik', ru: 'Плотность' }, questions };
}

function ohmLesson(): AuthoredLesson {
  const questions = lesson('fizika/om', 10, ({ rng, used, add }) => {
    const n = (x: number, u: BilingualText) => numberChoice(x, u);
    const currents = [0.2, 0.25, 0.4, 0.5, 0.6, 0.8, 1.2, 1.5, 2, 2.5, 3, 4];
    const resistances = [2, 4, 5, 8, 10, 12, 15, 20, 25, 30, 40, 50];
    const integerVoltage = ([i, r]: number[]) => Number.isInteger(Math.round(i * r * 100) / 100) && i * r >= 2;
    for (let k = 0; k < 3; k++) {
      const [i, r] = drawUnique(rng, used, (g) => [pick(g, currents), pick(g, resistances)], integerVoltage);
      const u = Math.round(i * r);
      add({
        text: {
          uz: `Qarshiligi ${r} Om bo'lgan o'tkazgich uchlaridagi kuchlanish ${u} V. O'tkazgichdagi tok kuchini toping.`,
          ru: `Напряжение на концах проводника сопротивлением ${r} Ом равно ${u} В. Найдите силу тока в проводнике.`,
        },
        correct: n(i, AMPERE),
        distractors: [n(u * r, AMPERE), n(r / u, AMPERE), n(u - r, AMPERE), n(u + r, AMPERE), n(i * 2, AMPERE), n(i / 2, AMPERE)],
      });
    }
    for (let k = 0; k < 2; k++) {
      const [i, r] = drawUnique(rng, used, (g) => [pick(g, currents), pick(g, resistances)], integerVoltage);
      const u = Math.round(i * r);
      add({
        text: {
          uz: `Qarshiligi ${r} Om bo'lgan rezistordan ${fmt(i)} A tok o'tmoqda. Rezistor uchlaridagi kuchlanishni toping.`,
          ru: `Через резистор сопротивлением ${r} Ом течёт ток ${fmt(i)} А. Найдите напряжение на резисторе.`,
        },
        correct: n(u, VOLT),
        distractors: [n(r / i, VOLT), n(i / r, VOLT), n(r + i, VOLT), n(u * 2, VOLT), n(u + 10, VOLT)],
      });
    }
    for (let k = 0; k < 2; k++) {
      const [i, r] = drawUnique(rng, used, (g) => [pick(g, currents), pick(g, resistances)], integerVoltage);
      const u = Math.round(i * r);
      add({
        text: {
          uz: `Kuchlanish ${u} V bo'lganda o'tkazgichdan ${fmt(i)} A tok o'tadi. O'tkazgichning qarshiligini toping.`,
          ru: `При напряжении ${u} В через проводник течёт ток ${fmt(i)} А. Найдите сопротивление проводника.`,
        },
        correct: n(r, OHM),
        distractors: [n(u * i, OHM), n(i / u, OHM), n(u - i, OHM), n(r * 2, OHM), n(r + 5, OHM)],
      });
    }
    for (let k = 0; k < 2; k++) {
      const [r1, r2, i] = drawUnique(
        rng,
        used,
        (g) => [pick(g, [2, 3, 4, 5, 6, 8, 10, 12]), pick(g, [4, 6, 8, 10, 12, 15, 20]), pick(g, [0.5, 1, 1.5, 2, 3])],
        ([a, b, c]) => a !== b && Number.isInteger(c * (a + b)),
      );
      const u = i * (r1 + r2);
      add({
        text: {
          uz: `Rasmdagi zanjirda ${r1} Om va ${r2} Om qarshilikli rezistorlar ketma-ket ulangan, manba kuchlanishi ${u} V. Zanjirdagi tok kuchini toping.`,
          ru: `В цепи на рисунке резисторы ${r1} Ом и ${r2} Ом соединены последовательно, напряжение источника ${u} В. Найдите силу тока в цепи.`,
        },
        image: seriesCircuit(u, r1, r2),
        correct: n(i, AMPERE),
        // as if in parallel, or through one resistor only
        distractors: [
          n(u / r1 + u / r2, AMPERE),
          n(u / r1, AMPERE),
          n(u / r2, AMPERE),
          n(i * 2, AMPERE),
          n(i / 2, AMPERE),
          n(i + 1, AMPERE),
        ],
      });
    }
    {
      const r = pick(rng, [4, 6, 8, 10, 12, 20, 30]);
      add({
        text: {
          uz: `Qarshiligi ${r} Om bo'lgan ikkita bir xil rezistor rasmdagidek parallel ulangan. Ularning umumiy qarshiligini toping.`,
          ru: `Два одинаковых резистора по ${r} Ом соединены параллельно, как на рисунке. Найдите их общее сопротивление.`,
        },
        image: parallelCircuit(r),
        correct: n(r / 2, OHM),
        distractors: [n(2 * r, OHM), n(r, OHM), n(r / 4, OHM), n(r * r, OHM)],
        ball: 7,
      });
    }
  });
  return { key: 'om-qonuni', name: { uz: 'Om qonuni', ru: 'Закон Ома' }, questions };
}

function energyLesson(): AuthoredLesson {
  const questions = lesson('fizika/ish-quvvat-energiya', 12, ({ rng, used, add }) => {
    const n = (x: number, u: BilingualText) => numberChoice(x, u);
    for (let i = 0; i < 3; i++) {
      const [f, s] = drawUnique(
        rng,
        used,
        (r) => [randInt(r, 2, 40) * 5, randInt(r, 2, 25)],
        ([ff, ss]) => ff !== ss,
      );
      add({
        text: {
          uz: `Jism ${f} N kuch ta'sirida kuch yo'nalishida ${s} m ga ko'chdi. Kuchning bajargan ishini toping.`,
          ru: `Под действием силы ${f} Н тело переместилось на ${s} м в направлении силы. Найдите работу силы.`,
        },
        correct: n(f * s, JOULE),
        distractors: [n(f / s, JOULE), n(f + s, JOULE), n((f * s) / 2, JOULE), n(f * s * 10, JOULE), n(f * s + f, JOULE)],
      });
    }
    for (let i = 0; i < 3; i++) {
      const [p, t] = drawUnique(rng, used, (r) => [randInt(r, 2, 50) * 10, randInt(r, 2, 30)]);
      const a = p * t;
      add({
        text: {
          uz: `Dvigatel ${t} s da ${a} J ish bajardi. Dvigatelning quvvatini toping.`,
          ru: `Двигатель совершил работу ${a} Дж за ${t} с. Найдите мощность двигателя.`,
        },
        correct: n(p, WATT),
        distractors: [n(a * t, WATT), n(t / a, WATT), n(a - t, WATT), n(p * 2, WATT), n(p / 2, WATT)],
      });
    }
    for (let i = 0; i < 3; i++) {
      const [m, v] = drawUnique(
        rng,
        used,
        (r) => [randInt(r, 2, 20), randInt(r, 2, 12)],
        ([mm, vv]) => mm !== vv,
      );
      const e = (m * v * v) / 2;
      add({
        text: {
          uz: `Massasi ${m} kg bo'lgan jism ${v} m/s tezlik bilan harakatlanmoqda. Uning kinetik energiyasini toping.`,
          ru: `Тело массой ${m} кг движется со скоростью ${v} м/с. Найдите его кинетическую энергию.`,
        },
        correct: n(e, JOULE),
        // the ½ forgotten, the speed not squared
        distractors: [n(m * v * v, JOULE), n((m * v) / 2, JOULE), n(m * v, JOULE), n(e / 2, JOULE), n(e + m, JOULE)],
      });
    }
    for (let i = 0; i < 3; i++) {
      const [m, h] = drawUnique(
        rng,
        used,
        (r) => [randInt(r, 2, 25), randInt(r, 2, 30)],
        ([mm, hh]) => mm !== hh,
      );
      add({
        text: {
          uz: `Massasi ${m} kg bo'lgan jism yerdan ${h} m balandlikka ko'tarildi. Uning potensial energiyasini toping (g = 10 m/s²).`,
          ru: `Тело массой ${m} кг подняли на высоту ${h} м над землёй. Найдите его потенциальную энергию (g = 10 м/с²).`,
        },
        correct: n(m * 10 * h, JOULE),
        // g forgotten, h forgotten, halved as if kinetic
        distractors: [n(m * h, JOULE), n(m * 10, JOULE), n((m * 10 * h) / 2, JOULE), n(m * 100 * h, JOULE), n(m * 10 + h, JOULE)],
      });
    }
  });
  return { key: 'ish-quvvat-energiya', name: { uz: 'Ish, quvvat va energiya', ru: 'Работа, мощность и энергия' }, questions };
}

function pressureLesson(): AuthoredLesson {
  const questions = lesson('fizika/bosim', 12, ({ rng, used, add }) => {
    const n = (x: number, u: BilingualText, places = 2) => numberChoice(x, u, places);
    for (let i = 0; i < 3; i++) {
      const [p, s2] = drawUnique(rng, used, (r) => [randInt(r, 2, 60) * 50, randInt(r, 1, 8)]);
      const s = s2 / 2;
      const f = p * s;
      add({
        text: {
          uz: `${fmt(f)} N kuch ${fmt(s)} m² yuzaga tik ta'sir qilmoqda. Bosimni toping.`,
          ru: `Сила ${fmt(f)} Н действует перпендикулярно на поверхность площадью ${fmt(s)} м². Найдите давление.`,
        },
        correct: n(p, PASCAL),
        // multiplied instead of divided, turned round
        distractors: [n(f * s, PASCAL), n(s / f, PASCAL, 4), n(f - s, PASCAL, 1), n(p * 2, PASCAL), n(p / 2, PASCAL)],
      });
    }
    for (let i = 0; i < 3; i++) {
      const [p, s10] = drawUnique(rng, used, (r) => [randInt(r, 2, 40) * 100, randInt(r, 1, 30)]);
      const s = s10 / 10;
      add({
        text: {
          uz: `Yuzasi ${fmt(s)} m² bo'lgan sirtga ${fmt(p)} Pa bosim ta'sir qilmoqda. Bosim kuchini toping.`,
          ru: `На поверхность площадью ${fmt(s)} м² действует давление ${fmt(p)} Па. Найдите силу давления.`,
        },
        correct: n(p * s, NEWTON),
        distractors: [n(p / s, NEWTON), n(s / p, NEWTON, 5), n(p * s * 10, NEWTON), n(p + s, NEWTON, 1), n((p * s) / 10, NEWTON)],
      });
    }
    for (let i = 0; i < 3; i++) {
      const [rho, h] = drawUnique(
        rng,
        used,
        (r) => [pick(r, [800, 1000, 1030, 13_600]), randInt(r, 2, 40) / 2],
        ([rr, hh]) => (rr === 13_600 ? hh <= 3 : true),
      );
      const p = rho * 10 * h;
      add({
        text: {
          uz: `Zichligi ${fmt(rho)} kg/m³ bo'lgan suyuqlikda ${fmt(h)} m chuqurlikdagi gidrostatik bosimni toping (g = 10 m/s²).`,
          ru: `Найдите гидростатическое давление на глубине ${fmt(h)} м в жидкости плотностью ${fmt(rho)} кг/м³ (g = 10 м/с²).`,
        },
        correct: n(p, PASCAL),
        // g forgotten, h forgotten, a factor 10 lost
        distractors: [n(rho * h, PASCAL), n(rho * 10, PASCAL), n(p / 10, PASCAL), n(p * 10, PASCAL), n(p / 2, PASCAL)],
      });
    }
    for (let i = 0; i < 3; i++) {
      const [litres] = drawUnique(rng, used, (r) => [randInt(r, 2, 80)]);
      const v = litres / 1000;
      const f = 1000 * 10 * v;
      add({
        text: {
          uz: `Hajmi ${fmt(v * 1000)} dm³ bo'lgan jism suvga to'liq botirildi. Unga ta'sir qiluvchi Arximed kuchini toping (suvning zichligi 1000 kg/m³, g = 10 m/s²).`,
          ru: `Тело объёмом ${fmt(v * 1000)} дм³ полностью погрузили в воду. Найдите действующую на него архимедову силу (плотность воды 1000 кг/м³, g = 10 м/с²).`,
        },
        correct: n(f, NEWTON),
        // dm³ taken as m³, g forgotten, halved
        distractors: [n(f * 1000, NEWTON), n(f / 10, NEWTON), n(f / 2, NEWTON), n(f * 2, NEWTON), n(f + 10, NEWTON)],
      });
    }
  });
  return { key: 'bosim', name: { uz: 'Bosim va Arximed kuchi', ru: 'Давление и сила Архимеда' }, questions };
}

/** Builds the bank (pure: the same result on every call). */
export function buildFizika(): AuthoredSubject {
  return { slug: 'fizika', lessons: [motionLesson(), newtonLesson(), densityLesson(), ohmLesson(), energyLesson(), pressureLesson()] };
}
