// Chemistry: the generated lesson of the chemistry bank (amount of substance, molar mass, mass
// fraction, molar volume at normal conditions, solutions). Every answer is computed from the
// relative atomic masses of the table below (the rounded values of school problems); every
// distractor is a computed, typical mistake (an index forgotten, a formula turned round, a unit slip).
// Seeded PRNG: the same lesson on every run. The other lessons of content/topic-tests/kimyo.json are
// written by hand; `withKimyoGenerated` puts this one among them.
import type { AuthoredLesson, AuthoredQuestion, AuthoredSubject, BilingualText } from './authored';
import { answerPositions, assemble, drawUnique, formatNumber, numberChoice, pick, questionKey, rngFrom, unit } from './generate';

/** Relative atomic masses as school problems round them. */
export const ATOMIC_MASS: Readonly<Record<string, number>> = {
  H: 1,
  C: 12,
  N: 14,
  O: 16,
  Na: 23,
  Mg: 24,
  Al: 27,
  P: 31,
  S: 32,
  Cl: 35.5,
  K: 39,
  Ca: 40,
  Mn: 55,
  Fe: 56,
  Cu: 64,
};

/** Element names: Uzbek, and Russian in the genitive ("массовая доля кислорода"). */
const ELEMENT_NAME: Readonly<Record<string, { uz: string; ruGenitive: string }>> = {
  H: { uz: 'vodorod', ruGenitive: 'водорода' },
  C: { uz: 'uglerod', ruGenitive: 'углерода' },
  N: { uz: 'azot', ruGenitive: 'азота' },
  O: { uz: 'kislorod', ruGenitive: 'кислорода' },
  Na: { uz: 'natriy', ruGenitive: 'натрия' },
  Mg: { uz: 'magniy', ruGenitive: 'магния' },
  Al: { uz: 'alyuminiy', ruGenitive: 'алюминия' },
  S: { uz: 'oltingugurt', ruGenitive: 'серы' },
  Ca: { uz: 'kalsiy', ruGenitive: 'кальция' },
  Fe: { uz: 'temir', ruGenitive: 'железа' },
  Cu: { uz: 'mis', ruGenitive: 'меди' },
  K: { uz: 'kaliy', ruGenitive: 'калия' },
};

/** A parsed formula: the elements in order of appearance with their total counts. */
export type Composition = [element: string, count: number][];

/** `Al2(SO4)3` → [[Al, 2], [S, 3], [O, 12]]. Throws on anything it cannot read. */
export function parseFormula(formula: string): Composition {
  const counts = new Map<string, number>();
  const read = (text: string, factor: number) => {
    const re = /\(([^()]+)\)(\d*)|([A-Z][a-z]?)(\d*)/gy;
    let m: RegExpExecArray | null;
    let at = 0;
    while ((m = re.exec(text))) {
      at = re.lastIndex;
      if (m[1]) read(m[1], factor * Number(m[2] || 1));
      else {
        if (!(m[3] in ATOMIC_MASS)) throw new Error(`unknown element ${m[3]} in ${formula}`);
        counts.set(m[3], (counts.get(m[3]) ?? 0) + factor * Number(m[4] || 1));
      }
    }
    if (at !== text.length) throw new Error(`cannot read the formula ${formula}`);
  };
  read(formula, 1);
  return [...counts];
}

const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';
/** `Al2(SO4)3` → `Al₂(SO₄)₃` */
export const formulaText = (formula: string) => formula.replace(/\d/g, (d) => SUBSCRIPT[Number(d)]);

/** Molar mass in g/mol, rounded to 0,1 against float noise. */
export const molarMass = (formula: string) =>
  Math.round(parseFormula(formula).reduce((sum, [e, n]) => sum + ATOMIC_MASS[e] * n, 0) * 10) / 10;

/** `H = 1, S = 32, O = 16`: the atomic masses a question gives. */
const massesOf = (formula: string) =>
  parseFormula(formula)
    .map(([e]) => `${e} = ${formatNumber(ATOMIC_MASS[e])}`)
    .join(', ');

const G_MOL = unit('g/mol', 'г/моль');
const MOL = unit('mol', 'моль');
const LITRE = unit('l', 'л');
const PERCENT = unit('%', '%');
const fmt = (x: number) => formatNumber(x);

/** Compounds whose molar mass is asked (those of the hand-written lesson left out). */
const COMPOUNDS = [
  'HNO3',
  'KOH',
  'Fe2O3',
  'Al2O3',
  'SO2',
  'CuSO4',
  'KMnO4',
  'Ca(OH)2',
  'Na2CO3',
  'Al2(SO4)3',
  'Mg(OH)2',
  'K2SO4',
  'H3PO4',
  'CaCl2',
];
/** Gases of the molar-volume questions. */
const GASES = ['O2', 'N2', 'CO2', 'H2', 'CH4', 'NH3', 'SO2'];

function generatedLesson(): AuthoredLesson {
  const rng = rngFrom('kimyo/modda-miqdori-va-eritmalar');
  const count = 12;
  const positions = answerPositions(rng, count);
  const used = new Set<string>();
  const questions: AuthoredQuestion[] = [];
  const add = (spec: { text: BilingualText; correct: ReturnType<typeof numberChoice>; distractors: ReturnType<typeof numberChoice>[] }) =>
    questions.push(assemble(rng, { key: questionKey(questions.length), position: positions[questions.length], ...spec }));
  const n = (x: number, u: BilingualText, places = 2) => numberChoice(x, u, places);

  // molar mass
  for (let i = 0; i < 3; i++) {
    const [formula] = drawUnique(rng, used, (r) => [pick(r, COMPOUNDS)]);
    const parts = parseFormula(formula);
    const m = molarMass(formula);
    // every index forgotten; the index after a bracket applied to its last atom only
    const noIndices = parts.reduce((s, [e]) => s + ATOMIC_MASS[e], 0);
    const bracket = /\(([^()]+)\)(\d)/.exec(formula);
    const lastOnly = bracket ? molarMass(formula.replace(bracket[0], `${bracket[1]}${bracket[2]}`)) : null;
    add({
      text: {
        uz: `${formulaText(formula)} ning molyar massasini hisoblang. Nisbiy atom massalari: ${massesOf(formula)}.`,
        ru: `Вычислите молярную массу ${formulaText(formula)}. Относительные атомные массы: ${massesOf(formula)}.`,
      },
      correct: n(m, G_MOL),
      distractors: [
        lastOnly === null ? null : n(lastOnly, G_MOL),
        n(noIndices, G_MOL),
        n(m - 16, G_MOL),
        n(m + 16, G_MOL),
        n(2 * m, G_MOL),
      ],
    });
  }
  // mass fraction of an element
  const fractions = COMPOUNDS.concat(['CaCO3', 'MgO', 'SO3', 'CH4', 'NaOH', 'CuO', 'Fe2O3'])
    .flatMap((formula) => parseFormula(formula).map(([e, k]) => [formula, e, k] as const))
    .filter(([formula, e, k]) => e in ELEMENT_NAME && Number.isInteger(((ATOMIC_MASS[e] * k) / molarMass(formula)) * 1000));
  for (let i = 0; i < 3; i++) {
    const [formula, e, k] = drawUnique(rng, used, (r) => pick(r, fractions));
    const m = molarMass(formula);
    const w = (ATOMIC_MASS[e] * k * 100) / m;
    add({
      text: {
        uz: `${formulaText(formula)} tarkibidagi ${ELEMENT_NAME[e].uz}ning massa ulushini (%) toping. Nisbiy atom massalari: ${massesOf(formula)}.`,
        ru: `Найдите массовую долю ${ELEMENT_NAME[e].ruGenitive} (%) в ${formulaText(formula)}. Относительные атомные массы: ${massesOf(formula)}.`,
      },
      correct: n(w, PERCENT, 1),
      // the index forgotten, the rest of the compound, the share not turned into per cent
      distractors: [
        k > 1 ? n((ATOMIC_MASS[e] * 100) / m, PERCENT, 1) : null,
        n(100 - w, PERCENT, 1),
        n(w / 100, PERCENT, 3),
        n(w / 2, PERCENT, 1),
        n(w + 10, PERCENT, 1),
      ],
    });
  }
  // amount of substance from a mass
  for (let i = 0; i < 2; i++) {
    const [formula, amount] = drawUnique(rng, used, (r) => [pick(r, COMPOUNDS), pick(r, [0.2, 0.25, 0.5, 1.5, 2, 2.5, 3, 4])]);
    const m = molarMass(formula) * amount;
    add({
      text: {
        uz: `${fmt(m)} g ${formulaText(formula)} necha mol bo'ladi? Nisbiy atom massalari: ${massesOf(formula)}.`,
        ru: `Найдите количество вещества (моль) ${formulaText(formula)} массой ${fmt(m)} г. Относительные атомные массы: ${massesOf(formula)}.`,
      },
      correct: n(amount, MOL),
      // mass and molar mass turned round, doubled, halved
      distractors: [n(1 / amount, MOL), n(amount * 2, MOL), n(amount / 2, MOL), n(amount + 1, MOL), n(amount + 0.5, MOL)],
    });
  }
  // volume of a gas at normal conditions
  for (let i = 0; i < 2; i++) {
    const [gas, amount] = drawUnique(rng, used, (r) => [pick(r, GASES), pick(r, [0.25, 0.5, 1.5, 2, 2.5, 3, 4, 5])]);
    const m = molarMass(gas) * amount;
    const v = Math.round(amount * 22.4 * 100) / 100;
    add({
      text: {
        uz: `${fmt(m)} g ${formulaText(gas)} normal sharoitda qanday hajmni egallaydi? Nisbiy atom massalari: ${massesOf(gas)}; Vm = 22,4 l/mol.`,
        ru: `Найдите объём ${formulaText(gas)} массой ${fmt(m)} г при нормальных условиях. Относительные атомные массы: ${massesOf(gas)}; Vm = 22,4 л/моль.`,
      },
      correct: n(v, LITRE),
      // the mass multiplied by Vm, Vm divided by the amount, the amount itself
      distractors: [
        n(Math.round(m * 224) / 10, LITRE),
        n(Math.round((22.4 / amount) * 100) / 100, LITRE),
        n(v * 2, LITRE),
        n(v / 2, LITRE),
        n(22.4, LITRE),
      ],
    });
  }
  // mass fraction of a solution (two different answers)
  const percents = new Set<number>();
  for (let i = 0; i < 2; i++) {
    const [total, percent] = drawUnique(
      rng,
      used,
      (r) => [pick(r, [100, 150, 200, 250, 300, 400, 500]), pick(r, [4, 5, 8, 10, 12, 15, 20, 25, 30, 40])],
      ([t, p]) => Number.isInteger((t * p) / 100) && !percents.has(p),
    );
    percents.add(percent);
    const salt = (total * percent) / 100;
    const water = total - salt;
    add({
      text: {
        uz: `${salt} g tuz ${water} g suvda eritildi. Hosil bo'lgan eritmadagi tuzning massa ulushini (%) toping.`,
        ru: `${salt} г соли растворили в ${water} г воды. Найдите массовую долю соли (%) в полученном растворе.`,
      },
      correct: n(percent, PERCENT, 1),
      // divided by the water instead of the solution, the water's share, grams taken for per cent
      distractors: [
        n((salt * 100) / water, PERCENT, 1),
        n(100 - percent, PERCENT, 1),
        n(percent * 2, PERCENT, 1),
        n(percent / 2, PERCENT, 1),
        n(salt, PERCENT, 1),
      ],
    });
  }
  if (questions.length !== count) throw new Error(`kimyo: ${questions.length} questions instead of ${count}`);
  return {
    key: 'modda-miqdori-va-eritmalar',
    name: { uz: 'Modda miqdori, molyar hajm va eritmalar', ru: 'Количество вещества, молярный объём и растворы' },
    questions,
  };
}

/** The generated chemistry lessons (pure: the same result on every call). */
export const kimyoGeneratedLessons = (): AuthoredLesson[] => [generatedLesson()];

/**
 * The chemistry bank with its generated lessons made again: each replaces the lesson of the same key
 * in `bank` (the bank as committed, hand-written lessons and all), or is added at the end.
 */
export function withKimyoGenerated(bank: AuthoredSubject): AuthoredSubject {
  const generated = new Map(kimyoGeneratedLessons().map((l) => [l.key, l]));
  const lessons = bank.lessons.map((l) => generated.get(l.key) ?? l);
  for (const [key, lesson] of generated) if (!bank.lessons.some((l) => l.key === key)) lessons.push(lesson);
  return { ...bank, lessons };
}
