// Topic 3: chemical bonding and oxidation states — the oxidation state of an element in a binary
// compound, in an oxoacid or salt, in an ion; the compound where an element is most or least oxidised.
// Every oxidation state is derived from the sum rule (the check adds the known states itself).
import { bi, pick, plural, shuffle, signed, shown, whole, template, topic } from '../bank';
import { NAME, f, parse, tex } from '../chem';

/** Known oxidation states of the partners. */
const KNOWN: Record<string, number> = { H: 1, O: -2, Na: 1, K: 1, Ca: 2, Mg: 2, Ba: 2, Al: 3, F: -1, Zn: 2 };

interface Case {
  formula: string;
  target: string;
  charge?: number;
  /** states of partners that are not in KNOWN (e.g. Cl −1 in a chloride, S +6 in a sulfate) */
  also?: Record<string, number>;
}
const BINARY: Case[] = [
  'SO2',
  'SO3',
  'H2S',
  'NH3',
  'N2O',
  'NO',
  'N2O3',
  'NO2',
  'N2O5',
  'P2O5',
  'P2O3',
  'Cl2O7',
  'Cl2O',
  'Mn2O7',
  'MnO2',
  'CrO3',
  'Cr2O3',
  'Fe2O3',
  'CO',
  'CO2',
  'CH4',
  'SiO2',
  'Cu2O',
  'CaC2',
  'Al4C3',
  'Mg3N2',
  'Na2S',
  'CS2',
  'CCl4',
]
  .map((formula): Case => ({ formula, target: parse(formula).find(([e]) => !(e in KNOWN))![0] }))
  .map((c): Case =>
    c.formula === 'CS2' ? { ...c, target: 'C', also: { S: -2 } } : c.formula === 'CCl4' ? { ...c, target: 'C', also: { Cl: -1 } } : c,
  );
const TERNARY: Case[] = [
  ['H2SO4', 'S'],
  ['H2SO3', 'S'],
  ['HNO3', 'N'],
  ['HNO2', 'N'],
  ['H3PO4', 'P'],
  ['H3PO3', 'P'],
  ['KMnO4', 'Mn'],
  ['K2MnO4', 'Mn'],
  ['K2Cr2O7', 'Cr'],
  ['K2CrO4', 'Cr'],
  ['KClO3', 'Cl'],
  ['KClO4', 'Cl'],
  ['HClO', 'Cl'],
  ['NaClO2', 'Cl'],
  ['Na2S2O3', 'S'],
  ['CaCO3', 'C'],
  ['Na2SiO3', 'Si'],
  ['KNO2', 'N'],
  ['Na3PO4', 'P'],
  ['K2SO3', 'S'],
  ['NaNO3', 'N'],
  ['Ca(ClO)2', 'Cl'],
  ['Ba(NO3)2', 'N'],
].map(([formula, target]) => ({ formula, target }));
const IONS: Case[] = [
  ['SO4', 'S', -2],
  ['NO3', 'N', -1],
  ['NH4', 'N', 1],
  ['Cr2O7', 'Cr', -2],
  ['MnO4', 'Mn', -1],
  ['PO4', 'P', -3],
  ['ClO4', 'Cl', -1],
  ['SO3', 'S', -2],
  ['CO3', 'C', -2],
  ['ClO3', 'Cl', -1],
  ['CrO4', 'Cr', -2],
  ['NO2', 'N', -1],
  ['HPO4', 'P', -2],
  ['H2PO4', 'P', -1],
  ['S2O3', 'S', -2],
  ['ClO', 'Cl', -1],
  ['HSO4', 'S', -1],
].map(([formula, target, charge]) => ({ formula: formula as string, target: target as string, charge: charge as number }));
/** Compounds of one element for the highest/lowest question. */
const SERIES: Record<string, string[]> = {
  N: ['NH3', 'N2O', 'NO', 'N2O3', 'NO2', 'HNO3', 'NH4Cl', 'Mg3N2'],
  S: ['H2S', 'SO2', 'SO3', 'Na2S', 'Na2S2O3', 'FeS2'],
  Cl: ['HCl', 'HClO', 'NaClO2', 'KClO3', 'Cl2O7', 'ClO2'],
  Mn: ['MnO', 'MnO2', 'K2MnO4', 'KMnO4', 'Mn2O3'],
  Cr: ['CrO', 'Cr2O3', 'K2Cr2O7', 'CrCl2'],
  C: ['CH4', 'CO', 'CO2', 'C2H6', 'C2H2', 'CH3OH'],
  P: ['PH3', 'P2O3', 'H3PO4', 'Ca3P2', 'H3PO3'],
};
/** Molecules without dative bonds: every bond is a shared pair, σ bonds = atoms − 1 (no rings). */
const MOLECULES: [string, string, string][] = [
  ['N2', 'azot', 'азота'],
  ['O2', 'kislorod', 'кислорода'],
  ['Cl2', 'xlor', 'хлора'],
  ['H2O', 'suv', 'воды'],
  ['NH3', 'ammiak', 'аммиака'],
  ['CH4', 'metan', 'метана'],
  ['CO2', 'uglerod(IV) oksidi', 'оксида углерода(IV)'],
  ['HCN', 'sianid kislota', 'циановодорода'],
  ['C2H2', 'atsetilen', 'ацетилена'],
  ['C2H4', 'etilen', 'этилена'],
  ['C2H6', 'etan', 'этана'],
  ['H2O2', 'vodorod peroksid', 'пероксида водорода'],
  ['CH3OH', 'metanol', 'метанола'],
  ['HCOOH', 'chumoli kislota', 'муравьиной кислоты'],
  ['CH3COOH', 'sirka kislota', 'уксусной кислоты'],
  ['HCHO', 'formaldegid', 'формальдегида'],
  ['C3H8', 'propan', 'пропана'],
  ['C3H6', 'propen', 'пропена'],
  ['HCl', 'vodorod xlorid', 'хлороводорода'],
  ['H2S', 'vodorod sulfid', 'сероводорода'],
  ['C3H4', 'propin', 'пропина'],
];
const VALENCE: Record<string, number> = { H: 1, C: 4, N: 3, O: 2, Cl: 1, S: 2 };
const bondsExpr = (x: string) =>
  `(${parse(x)
    .map(([e, n]) => `${n}*${VALENCE[e]}`)
    .join(' + ')}) / 2`;
const bonds = (x: string) => parse(x).reduce((s, [e, n]) => s + n * VALENCE[e], 0) / 2;
const atoms = (x: string) => parse(x).reduce((s, [, n]) => s + n, 0);

const SERIES_ALSO: Record<string, Record<string, number>> = { NH4Cl: { Cl: -1 }, HCl: { Cl: -1 }, CrCl2: { Cl: -1 }, FeS2: { Fe: 2 } };

/** The partner terms of the sum rule, e.g. [[2, 1], [4, -2]] for H2SO4 / S. */
const partners = (c: Case) =>
  parse(c.formula)
    .filter(([e]) => e !== c.target)
    .map(([e, n]) => [n, c.also?.[e] ?? KNOWN[e]] as [number, number]);
const countOf = (c: Case) => parse(c.formula).find(([e]) => e === c.target)![1];
const ox = (c: Case) => ((c.charge ?? 0) - partners(c).reduce((s, [n, o]) => s + n * o, 0)) / countOf(c);
const oxExpr = (c: Case) =>
  `((${c.charge ?? 0}) - (${partners(c)
    .map(([n, o]) => `${n}*(${o})`)
    .join(' + ')})) / ${countOf(c)}`;
const sgn = (x: number) => (x > 0 ? `+${x}` : x < 0 ? `-${-x}` : '0');
const ionTex = (c: Case) => `${tex(c.formula)}^{${Math.abs(c.charge!) === 1 ? '' : Math.abs(c.charge!)}${c.charge! > 0 ? '+' : '-'}}`;
const solution = (c: Case, k: number, x: number) =>
  `${k === 1 ? 'x' : `${k}x`} ${partners(c)
    .map(([n, o]) => `${o * n < 0 ? '-' : '+'} ${n === 1 ? '' : `${n}\\cdot `}${Math.abs(o)}`)
    .join(' ')} = ${c.charge ?? 0}, \\quad x = ${sgn(x)}`;

function oxProblem(c: Case, what: { uz: string; ru: string }) {
  const x = ox(c);
  const k = countOf(c);
  if (!Number.isInteger(x)) return null;
  const total = -partners(c).reduce((s, [n, o]) => s + n * o, 0);
  const name = NAME[c.target];
  const shownFormula = c.charge === undefined ? f(c.formula) : `$${ionTex(c)}$`;
  return {
    text: bi(
      `${shownFormula} ${what.uz} ${name.uz}ning oksidlanish darajasini toping.`,
      `Найдите степень окисления ${name.ruGen} ${what.ru} ${shownFormula}.`,
    ),
    answer: signed(x),
    distractors: [signed(-x), k > 1 ? signed(total + (c.charge ?? 0)) : null, signed(x - 2), signed(x + 2), signed(x + 1), signed(x - 1)],
    expr: oxExpr(c),
    explanation: bi(
      `${c.charge === undefined ? 'Birikmadagi atomlar oksidlanish darajalarining yigʻindisi nolga' : `Iondagi atomlar oksidlanish darajalarining yigʻindisi ion zaryadiga (${sgn(c.charge)})`} teng: $${solution(c, k, x)}$.`,
      `Сумма степеней окисления атомов ${c.charge === undefined ? 'в соединении равна нулю' : `в ионе равна его заряду (${sgn(c.charge)})`}: $${solution(c, k, x)}$.`,
    ),
  };
}

const BOG_NAME = { uz: "Kimyoviy bog'lanish va oksidlanish darajasi", ru: 'Химическая связь и степень окисления' };
export const bog = topic('kimyoviy-boglanish', BOG_NAME, 0.06, [
  template('ox-binary', 1, 6, (rng) => oxProblem(pick(rng, BINARY), { uz: 'birikmasida', ru: 'в соединении' })),
  template('ox-ternary', 2, 5, (rng) => oxProblem(pick(rng, TERNARY), { uz: 'birikmasida', ru: 'в соединении' })),
  template('ox-ion', 2, 4, (rng) => oxProblem(pick(rng, IONS), { uz: 'ionida', ru: 'в ионе' })),
  template('shared-pairs', 2, 3, (rng) => {
    const [x, uz, ru] = pick(rng, MOLECULES);
    const b = bonds(x);
    return {
      text: bi(
        `${uz.charAt(0).toUpperCase() + uz.slice(1)} (${f(x)}) molekulasida nechta umumiy elektron juft (kovalent bogʻ) bor?`,
        `Сколько общих электронных пар (ковалентных связей) в молекуле ${ru} (${f(x)})?`,
      ),
      answer: whole(b, 1),
      distractors: [whole(atoms(x) - 1, 1), whole(atoms(x), 1), whole(2 * b, 1), whole(b + 1, 1), whole(b - 1, 1)],
      expr: bondsExpr(x),
      explanation: bi(
        `Har bir atom valentligicha bogʻ hosil qiladi (${parse(x)
          .map(([e]) => `${e} — ${VALENCE[e]}`)
          .join(', ')}); valentliklar yigʻindisi ${2 * b}, har bir bogʻ ikki atomga tegishli: $\\frac{${2 * b}}{2} = ${b}$ ta umumiy juft.`,
        `Каждый атом образует столько связей, какова его валентность (${parse(x)
          .map(([e]) => `${e} — ${VALENCE[e]}`)
          .join(', ')}); сумма валентностей ${2 * b}, каждая связь принадлежит двум атомам: число общих пар $\\frac{${2 * b}}{2} = ${b}$.`,
      ),
    };
  }),
  template('pi-bonds', 3, 2, (rng) => {
    const [x, uz, ru] = pick(
      rng,
      MOLECULES.filter(([m]) => bonds(m) > atoms(m) - 1),
    );
    const b = bonds(x);
    const sigma = atoms(x) - 1;
    return {
      text: bi(
        `${uz.charAt(0).toUpperCase() + uz.slice(1)} (${f(x)}) molekulasida nechta π-bogʻ bor?`,
        `Сколько π-связей в молекуле ${ru} (${f(x)})?`,
      ),
      answer: whole(b - sigma, 1),
      distractors: [whole(sigma, 1), whole(b, 1), whole(b - sigma + 1, 1), whole(b - sigma - 1, 1), whole(b - sigma + 2, 1)],
      expr: `${bondsExpr(x)} - (${atoms(x)} - 1)`,
      explanation: bi(
        `Jami bogʻlar (umumiy juftlar) ${b} ta; ${atoms(x)} ta atomni bogʻlovchi σ-bogʻlar $${atoms(x)} - 1 = ${sigma}$ ta; qolgani π-bogʻ: $${b} - ${sigma} = ${b - sigma}$.`,
        `Всего связей (общих пар) ${b}; σ-связей, соединяющих ${plural(atoms(x), 'атом', 'атома', 'атомов')}, $${atoms(x)} - 1 = ${sigma}$; остальные — π-связи: $${b} - ${sigma} = ${b - sigma}$.`,
      ),
    };
  }),
  template('ox-extreme', 3, 5, (rng) => {
    const e = pick(rng, Object.keys(SERIES));
    const highest = rng() < 0.5;
    const cases = shuffle(rng, SERIES[e]).map((formula) => ({ formula, target: e, also: SERIES_ALSO[formula] }));
    // four compounds with different oxidation states of the element
    const chosen: Case[] = [];
    for (const c of cases) if (chosen.length < 4 && !chosen.some((d) => ox(d) === ox(c))) chosen.push(c);
    if (chosen.length < 4) return null;
    const best = chosen.reduce((a, b) => ((highest ? ox(b) > ox(a) : ox(b) < ox(a)) ? b : a));
    const opt = (c: Case) => shown(f(c.formula), oxExpr(c), `c:${c.formula}`);
    const list = [...chosen].sort((a, b) => a.formula.localeCompare(b.formula));
    return {
      text: bi(
        `Qaysi birikmada ${NAME[e].uz}ning oksidlanish darajasi eng ${highest ? 'yuqori' : 'past'}: ${list.map((c) => f(c.formula)).join(', ')}?`,
        `В каком соединении степень окисления ${NAME[e].ruGen} ${highest ? 'наибольшая' : 'наименьшая'}: ${list.map((c) => f(c.formula)).join(', ')}?`,
      ),
      answer: opt(best),
      distractors: chosen.filter((c) => c !== best).map(opt),
      expr: `${highest ? 'max' : 'min'}([${list.map(oxExpr).join(', ')}])`,
      explanation: bi(
        `Oksidlanish darajalari: ${list.map((c) => `${f(c.formula)} ${sgn(ox(c)).replace('-', '−')}`).join(', ')}. Eng ${highest ? 'yuqorisi' : 'pasti'} — ${f(best.formula)}.`,
        `Степени окисления: ${list.map((c) => `${f(c.formula)} ${sgn(ox(c)).replace('-', '−')}`).join(', ')}. ${highest ? 'Наибольшая' : 'Наименьшая'} — в ${f(best.formula)}.`,
      ),
    };
  }),
]);
