// Topic 8: classes of inorganic compounds — valency from an oxide's formula, salts from their ions,
// neutralisation, higher oxides by the periodic table, oxides with water, metals with acids.
import { bi, fmt, num, pick, pos, shown, tn, U, whole, template, topic } from '../bank';
import { AR, M, mExpr, NAME, VM, f, given, parse } from '../chem';

const OXIDES = [
  'Fe2O3',
  'FeO',
  'Cu2O',
  'CuO',
  'Al2O3',
  'P2O5',
  'SO3',
  'SO2',
  'N2O5',
  'NO2',
  'Cl2O7',
  'Mn2O7',
  'MnO2',
  'CrO3',
  'Cr2O3',
  'CO2',
  'CO',
  'Na2O',
  'CaO',
  'SiO2',
  'N2O3',
  'P2O3',
  'Cl2O',
  'K2O',
  'MgO',
  'ZnO',
  'BaO',
  'N2O',
  'Cl2O5',
];
const CATIONS: { el: string; q: number; uz: string; ru: string }[] = [
  { el: 'Na', q: 1, uz: 'natriy', ru: 'натрия' },
  { el: 'K', q: 1, uz: 'kaliy', ru: 'калия' },
  { el: 'Mg', q: 2, uz: 'magniy', ru: 'магния' },
  { el: 'Ca', q: 2, uz: 'kalsiy', ru: 'кальция' },
  { el: 'Ba', q: 2, uz: 'bariy', ru: 'бария' },
  { el: 'Zn', q: 2, uz: 'rux', ru: 'цинка' },
  { el: 'Cu', q: 2, uz: 'mis(II)', ru: 'меди(II)' },
  { el: 'Fe', q: 2, uz: 'temir(II)', ru: 'железа(II)' },
  { el: 'Fe', q: 3, uz: 'temir(III)', ru: 'железа(III)' },
  { el: 'Al', q: 3, uz: 'alyuminiy', ru: 'алюминия' },
];
const ANIONS: { f: string; q: number; uz: string; ru: string; group: boolean }[] = [
  { f: 'SO4', q: 2, uz: 'sulfat', ru: 'Сульфат', group: true },
  { f: 'NO3', q: 1, uz: 'nitrat', ru: 'Нитрат', group: true },
  { f: 'PO4', q: 3, uz: 'fosfat', ru: 'Фосфат', group: true },
  { f: 'Cl', q: 1, uz: 'xlorid', ru: 'Хлорид', group: false },
  { f: 'CO3', q: 2, uz: 'karbonat', ru: 'Карбонат', group: true },
  { f: 'S', q: 2, uz: 'sulfid', ru: 'Сульфид', group: false },
  { f: 'Br', q: 1, uz: 'bromid', ru: 'Бромид', group: false },
];
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const saltFormula = (el: string, a: number, x: string, b: number, group: boolean) =>
  `${el}${a > 1 ? a : ''}${b > 1 ? (group ? `(${x})${b}` : `${x}${b}`) : x}`;
/** Higher oxides: element, period, group (A-group). */
const HIGHER: [string, number, number][] = [
  ['Li', 2, 1],
  ['Be', 2, 2],
  ['B', 2, 3],
  ['C', 2, 4],
  ['Na', 3, 1],
  ['Mg', 3, 2],
  ['Al', 3, 3],
  ['Si', 3, 4],
  ['P', 3, 5],
  ['S', 3, 6],
  ['Cl', 3, 7],
  ['K', 4, 1],
  ['Ca', 4, 2],
  ['N', 2, 5],
];
const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII'];
const higherFormula = (e: string, g: number) => (g % 2 ? `${e}2O${g > 1 ? g : ''}` : `${e}O${g / 2 > 1 ? g / 2 : ''}`);

const NOORGANIK_NAME = { uz: 'Anorganik birikmalarning asosiy sinflari', ru: 'Основные классы неорганических соединений' };
export const noorganik = topic('noorganik-birikmalar', NOORGANIK_NAME, 0.1, [
  template('oxide-valency', 1, 5, (rng) => {
    const x = pick(rng, OXIDES);
    const [[e, a], [, b]] = parse(x);
    const v = (2 * b) / a;
    return {
      text: bi(`${f(x)} oksididagi ${NAME[e].uz}ning valentligini toping.`, `Определите валентность ${NAME[e].ruGen} в оксиде ${f(x)}.`),
      answer: whole(v, 1),
      distractors: [whole(b, 1), whole(a, 1), whole(2 * b, 1), whole(v + 1, 1), whole(v - 1, 1)],
      expr: `2 * ${b} / ${a}`,
      explanation: bi(
        `Kislorod ikki valentli: ${e} atomlari valentliklarining yigʻindisi $2\\cdot ${b} = ${2 * b}$, bir atomga $\\frac{${2 * b}}{${a}} = ${v}$.`,
        `Кислород двухвалентен: суммарная валентность атомов ${e} равна $2\\cdot ${b} = ${2 * b}$, на один атом $\\frac{${2 * b}}{${a}} = ${v}$.`,
      ),
    };
  }),
  template('salt-molar-mass', 1, 5, (rng) => {
    const c = pick(rng, CATIONS);
    const an = pick(rng, ANIONS);
    // salts that do not exist in water (hydrolysed completely) or are not stable are not asked
    if ((an.f === 'CO3' && c.q === 3) || (an.f === 'CO3' && c.el === 'Cu') || (an.f === 'S' && c.q === 3)) return null;
    const l = (c.q * an.q) / gcd(c.q, an.q);
    const [a, b] = [l / c.q, l / an.q];
    const x = saltFormula(c.el, a, an.f, b, an.group);
    const mA = M(an.f);
    return {
      text: bi(
        `${c.uz.charAt(0).toUpperCase() + c.uz.slice(1)} ${an.uz} formulasini tuzing va uning molyar massasini hisoblang (${given(x)}).`,
        `${an.ru} ${c.ru}: составьте формулу соли и вычислите её молярную массу (${given(x)}).`,
      ),
      answer: pos(M(x), U.gmol),
      distractors: [
        pos(AR[c.el] + mA, U.gmol),
        pos(AR[c.el] * b + mA * a, U.gmol),
        pos(AR[c.el] * an.q + mA, U.gmol),
        pos(M(x) + AR[c.el], U.gmol),
        pos(M(x) - 16, U.gmol),
      ],
      expr: `lcm(${c.q}, ${an.q}) / ${c.q} * ${AR[c.el]} + lcm(${c.q}, ${an.q}) / ${an.q} * ${mExpr(an.f)}`,
      explanation: bi(
        `Ion zaryadlari ${c.q}+ va ${an.q}−, EKUK ${l}: formula ${f(x)}; $M = ${a}\\cdot ${tn(AR[c.el])} + ${b}\\cdot ${tn(mA)} = ${tn(M(x))}$ g/mol.`,
        `Заряды ионов ${c.q}+ и ${an.q}−, НОК ${l}: формула ${f(x)}; $M = ${a}\\cdot ${tn(AR[c.el])} + ${b}\\cdot ${tn(mA)} = ${tn(M(x))}$ г/моль.`,
      ),
    };
  }),
  template('neutralisation', 2, 5, (rng) => {
    const [acid, h] = pick(rng, [
      ['HCl', 1],
      ['HNO3', 1],
      ['H2SO4', 2],
      ['H3PO4', 3],
    ] as [string, number][]);
    const [base, oh] = pick(rng, [
      ['NaOH', 1],
      ['KOH', 1],
      ['Ca(OH)2', 2],
      ['Ba(OH)2', 2],
    ] as [string, number][]);
    const n = pick(rng, [0.1, 0.2, 0.3, 0.5, 0.6, 1, 1.5, 2]);
    const m = n * M(acid);
    const nb = (n * h) / oh;
    const mb = nb * M(base);
    if (!num(m, null, 2) || !num(mb, null, 2) || h === oh) return null;
    return {
      text: bi(
        `${fmt(m)} g ${f(acid)} ni toʻliq neytrallash (oʻrta tuz hosil boʻlishi) uchun necha gramm ${f(base)} kerak (${given(acid, base)})?`,
        `Сколько граммов ${f(base)} нужно для полной нейтрализации (образования средней соли) ${fmt(m)} г ${f(acid)} (${given(acid, base)})?`,
      ),
      answer: pos(mb, U.g, 2),
      distractors: [
        pos(n * M(base), U.g, 2),
        pos(((n * oh) / h) * M(base), U.g, 2),
        pos(m, U.g, 2),
        pos(n * h * M(base), U.g, 2),
        pos(mb * 2, U.g, 2),
      ],
      expr: `${m} / ${mExpr(acid)} * ${h} / ${oh} * ${mExpr(base)}`,
      explanation: bi(
        `$n(\\text{H}^+) = ${h}\\cdot \\frac{${tn(m)}}{${tn(M(acid))}} = ${tn(n * h)}$ mol; ${f(base)} bir formula birligida ${oh} ta $\\text{OH}^-$: $n = \\frac{${tn(n * h)}}{${oh}} = ${tn(nb)}$ mol, $m = ${tn(nb)}\\cdot ${tn(M(base))} = ${tn(mb)}$ g.`,
        `$n(\\text{H}^+) = ${h}\\cdot \\frac{${tn(m)}}{${tn(M(acid))}} = ${tn(n * h)}$ моль; в формульной единице ${f(base)} ${oh === 1 ? 'один ион' : 'два иона'} $\\text{OH}^-$: $n = \\frac{${tn(n * h)}}{${oh}} = ${tn(nb)}$ моль, $m = ${tn(nb)}\\cdot ${tn(M(base))} = ${tn(mb)}$ г.`,
      ),
    };
  }),
  template('higher-oxide', 2, 5, (rng) => {
    const [e, p, g] = pick(rng, HIGHER);
    const x = higherFormula(e, g);
    const doubled = g % 2 ? null : `${e}2O${g}`;
    const lower = g > 2 ? higherFormula(e, g - 2) : null;
    return {
      text: bi(
        `${p}-davr ${ROMAN[g]} guruh asosiy guruhchasi elementining yuqori oksidi molyar massasini toping (${e} = ${fmt(AR[e], 1)}, O = 16).`,
        `Найдите молярную массу высшего оксида элемента ${p}-го периода, главной подгруппы ${ROMAN[g]} группы (${e} = ${fmt(AR[e], 1)}, O = 16).`,
      ),
      answer: pos(M(x), U.gmol),
      distractors: [
        doubled ? pos(M(doubled), U.gmol) : null,
        lower ? pos(M(lower), U.gmol) : null,
        pos(AR[e] + g * 16, U.gmol),
        pos(AR[e] + 16, U.gmol),
        pos(M(x) + 16, U.gmol),
      ],
      expr: `(2 * ${AR[e]} + ${g} * 16) / ${g % 2 ? 1 : 2}`,
      explanation: bi(
        `Bu ${NAME[e].uz} (${e}); yuqori valentlik guruh raqamiga teng (${g}), yuqori oksid ${f(x)}: $M = ${tn(M(x))}$ g/mol.`,
        `Это ${NAME[e].ru} (${e}); высшая валентность равна номеру группы (${g}), высший оксид ${f(x)}: $M = ${tn(M(x))}$ г/моль.`,
      ),
    };
  }),
  template('oxide-water', 2, 5, (rng) => {
    const [ox, prod, k] = pick(rng, [
      ['CaO', 'Ca(OH)2', 1],
      ['Na2O', 'NaOH', 2],
      ['K2O', 'KOH', 2],
      ['BaO', 'Ba(OH)2', 1],
      ['SO3', 'H2SO4', 1],
      ['P2O5', 'H3PO4', 2],
      ['N2O5', 'HNO3', 2],
      ['Li2O', 'LiOH', 2],
    ] as [string, string, number][]);
    const n = pick(rng, [0.1, 0.2, 0.25, 0.5, 1, 1.5, 2, 3]);
    const m = n * M(ox);
    const mp = n * k * M(prod);
    if (!num(m, null, 2) || !num(mp, null, 2)) return null;
    return {
      text: bi(
        `${fmt(m)} g ${f(ox)} suv bilan toʻliq reaksiyaga kirishganda necha gramm ${f(prod)} hosil boʻladi (${given(ox, prod)})?`,
        `Сколько граммов ${f(prod)} образуется при полном взаимодействии ${fmt(m)} г ${f(ox)} с водой (${given(ox, prod)})?`,
      ),
      answer: pos(mp, U.g, 2),
      distractors: [
        k > 1 ? pos(n * M(prod), U.g, 2) : pos(n * 2 * M(prod), U.g, 2),
        pos(m + 18, U.g, 2),
        pos(m, U.g, 2),
        pos(mp / 2 + m / 2, U.g, 2),
        pos(mp + 18, U.g, 2),
      ],
      expr: `${m} / ${mExpr(ox)} * ${k} * ${mExpr(prod)}`,
      explanation: bi(
        `$n(${f(ox).slice(1, -1)}) = \\frac{${tn(m)}}{${tn(M(ox))}} = ${tn(n)}$ mol; tenglama boʻyicha 1 mol oksiddan ${k} mol ${f(prod)}: $m = ${tn(n * k)}\\cdot ${tn(M(prod))} = ${tn(mp)}$ g.`,
        `$n(${f(ox).slice(1, -1)}) = \\frac{${tn(m)}}{${tn(M(ox))}} = ${tn(n)}$ моль; по уравнению из 1 моль оксида получается ${k} моль ${f(prod)}: $m = ${tn(n * k)}\\cdot ${tn(M(prod))} = ${tn(mp)}$ г.`,
      ),
    };
  }),
  template('metal-acid', 3, 4, (rng) => {
    const [e, v] = pick(rng, [
      ['Al', 3],
      ['Zn', 2],
      ['Mg', 2],
      ['Fe', 2],
      ['Ca', 2],
      ['Na', 1],
      ['K', 1],
    ] as [string, number][]);
    const n = pick(rng, [0.1, 0.2, 0.4, 0.5, 0.6, 1, 1.2, 2]);
    const m = n * AR[e];
    const vol = ((n * v) / 2) * VM;
    if (!num(m, null, 2) || !num(vol, null, 3)) return null;
    return {
      text: bi(
        `${fmt(m)} g ${NAME[e].uz} moʻl miqdordagi xlorid kislota bilan reaksiyaga kirishganda normal sharoitda necha litr vodorod ajraladi (${e} = ${AR[e]})?`,
        `Сколько литров водорода (н. у.) выделится при взаимодействии ${fmt(m)} г ${NAME[e].ruGen} с избытком соляной кислоты (${e} = ${AR[e]})?`,
      ),
      answer: pos(vol, U.l),
      distractors: [pos(n * VM, U.l), pos(n * v * VM, U.l), pos((n / 2) * VM, U.l), pos(m * VM, U.l, 2), pos((vol * 2) / 3, U.l)],
      expr: `${m} / ${AR[e]} * ${v} / 2 * 22.4`,
      explanation: bi(
        `$n(\\text{${e}}) = \\frac{${tn(m)}}{${AR[e]}} = ${tn(n)}$ mol; ${v} valentli metall: $n(\\text{H}_2) = \\frac{${tn(n)}\\cdot ${v}}{2} = ${tn((n * v) / 2)}$ mol; $V = ${tn((n * v) / 2)}\\cdot 22{,}4 = ${tn(vol)}$ l.`,
        `$n(\\text{${e}}) = \\frac{${tn(m)}}{${AR[e]}} = ${tn(n)}$ моль; металл ${v}-валентный: $n(\\text{H}_2) = \\frac{${tn(n)}\\cdot ${v}}{2} = ${tn((n * v) / 2)}$ моль; $V = ${tn((n * v) / 2)}\\cdot 22{,}4 = ${tn(vol)}$ л.`,
      ),
    };
  }),
  template('which-metal', 3, 4, (rng) => {
    const metals = ['Mg', 'Ca', 'Zn', 'Fe', 'Ba', 'Be'];
    const e = pick(rng, metals);
    const n = pick(rng, [0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.75]);
    const m = n * AR[e];
    const vol = n * VM;
    if (!num(m, null, 2) || !num(vol, null, 2)) return null;
    const opt = (x: string) => shown(`${x} (${NAME[x].uz})`, AR[x], `e:${x}`, `${x} (${NAME[x].ru})`);
    return {
      text: bi(
        `${fmt(m)} g ikki valentli metall xlorid kislotada eritilganda ${fmt(vol)} l (n. sh.) vodorod ajraldi. Metallni aniqlang.`,
        `При растворении ${fmt(m)} г двухвалентного металла в соляной кислоте выделилось ${fmt(vol)} л водорода (н. у.). Определите металл.`,
      ),
      answer: opt(e),
      distractors: metals.filter((x) => x !== e).map(opt),
      expr: `${m} / (${vol} / 22.4)`,
      explanation: bi(
        `$\\text{Me} + 2\\text{HCl} \\rightarrow \\text{MeCl}_2 + \\text{H}_2$: $n(\\text{Me}) = n(\\text{H}_2) = \\frac{${tn(vol)}}{22{,}4} = ${tn(n)}$ mol; $A_r = \\frac{${tn(m)}}{${tn(n)}} = ${AR[e]}$ — bu ${NAME[e].uz}.`,
        `$\\text{Me} + 2\\text{HCl} \\rightarrow \\text{MeCl}_2 + \\text{H}_2$: $n(\\text{Me}) = n(\\text{H}_2) = \\frac{${tn(vol)}}{22{,}4} = ${tn(n)}$ моль; $A_r = \\frac{${tn(m)}}{${tn(n)}} = ${AR[e]}$ — это ${NAME[e].ru}.`,
      ),
    };
  }),
]);
