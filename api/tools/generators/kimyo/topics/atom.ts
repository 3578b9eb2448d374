// Topic 2: atomic structure and the periodic law — protons, neutrons and electrons of isotopes and
// ions, electron configurations of the first 20 elements, average relative atomic mass of isotopes.
import { bi, fmt, pick, plural, pos, randInt, shown, tn, U, whole, template, topic } from '../bank';
import { NAME, Z } from '../chem';

const ISOTOPES: [string, number][] = [
  ['H', 2],
  ['H', 3],
  ['C', 12],
  ['C', 13],
  ['C', 14],
  ['N', 14],
  ['N', 15],
  ['O', 16],
  ['O', 17],
  ['O', 18],
  ['Ne', 20],
  ['Ne', 22],
  ['Na', 23],
  ['Mg', 24],
  ['Mg', 25],
  ['Mg', 26],
  ['Al', 27],
  ['Si', 28],
  ['Si', 29],
  ['Si', 30],
  ['P', 31],
  ['S', 32],
  ['S', 33],
  ['S', 34],
  ['Cl', 35],
  ['Cl', 37],
  ['Ar', 36],
  ['Ar', 40],
  ['K', 39],
  ['K', 40],
  ['K', 41],
  ['Ca', 40],
  ['Ca', 44],
  ['Fe', 54],
  ['Fe', 56],
  ['Fe', 57],
  ['Cu', 63],
  ['Cu', 65],
  ['Zn', 64],
  ['Zn', 66],
  ['Br', 79],
  ['Br', 81],
  ['Ag', 107],
  ['Ag', 109],
];
const IONS: [string, number][] = [
  ['Na', 1],
  ['K', 1],
  ['Mg', 2],
  ['Ca', 2],
  ['Al', 3],
  ['Fe', 2],
  ['Fe', 3],
  ['Cu', 2],
  ['Zn', 2],
  ['Cl', -1],
  ['Br', -1],
  ['F', -1],
  ['S', -2],
  ['O', -2],
  ['N', -3],
  ['P', -3],
];
const ELEMENTS_20 = Object.entries(Z).filter(([, z]) => z <= 20);
const symbolOf = (z: number) => ELEMENTS_20.find(([, n]) => n === z)?.[0];

/** Electrons per shell of the first 20 elements: 2, 8, 8, 2. */
const shells = (z: number) => {
  const out: number[] = [];
  for (const cap of [2, 8, 8, 2]) {
    if (z <= 0) break;
    out.push(Math.min(cap, z));
    z -= Math.min(cap, z);
  }
  return out;
};
/** Sublevels of the first 20 elements in filling order: [['1s', 2], ['2s', 2], ['2p', 6], …]. */
const config = (z: number) => {
  const out: [string, number][] = [];
  for (const [name, cap] of [
    ['1s', 2],
    ['2s', 2],
    ['2p', 6],
    ['3s', 2],
    ['3p', 6],
    ['4s', 2],
  ] as [string, number][]) {
    if (z <= 0) break;
    out.push([name, Math.min(cap, z)]);
    z -= Math.min(cap, z);
  }
  return out;
};
const configTex = (z: number) =>
  config(z)
    .map(([s, n]) => `${s}^{${n}}`)
    .join('\\,');
const iso = (e: string, a: number) => `$^{${a}}\\text{${e}}$`;
const ion = (e: string, q: number) => `$\\text{${e}}^{${Math.abs(q) === 1 ? '' : Math.abs(q)}${q > 0 ? '+' : '-'}}$`;
const elementOpt = (z: number) => {
  const e = symbolOf(z);
  return e ? shown(`${e} (${NAME[e].uz})`, z, `z:${z}`, `${e} (${NAME[e].ru})`) : null;
};

const ATOM_NAME = { uz: 'Atom tuzilishi va davriy qonun', ru: 'Строение атома и периодический закон' };
export const atom = topic('atom-tuzilishi', ATOM_NAME, 0.08, [
  template('neutrons', 1, 5, (rng) => {
    const [e, a] = pick(rng, ISOTOPES);
    const z = Z[e];
    const ask = pick(rng, ['n', 'sum'] as const);
    const answer = ask === 'n' ? a - z : a - z + z + z;
    return {
      text:
        ask === 'n'
          ? bi(
              `${iso(e, a)} izotopi yadrosida nechta neytron bor (${NAME[e].uz}ning tartib raqami ${z})?`,
              `Сколько нейтронов в ядре изотопа ${iso(e, a)} (порядковый номер ${NAME[e].ruGen} ${z})?`,
            )
          : bi(
              `${iso(e, a)} atomidagi protonlar, neytronlar va elektronlar sonlarining yigʻindisini toping (tartib raqami ${z}).`,
              `Найдите сумму чисел протонов, нейтронов и электронов в атоме ${iso(e, a)} (порядковый номер ${z}).`,
            ),
      answer: whole(answer),
      distractors:
        ask === 'n'
          ? [whole(a), whole(z), whole(a + z), whole(a - z + 1), whole(a - z - 1)]
          : [whole(a), whole(a + 2 * (a - z)), whole(2 * a), whole(a + z + 1)],
      expr: ask === 'n' ? `${a} - ${z}` : `${z} + (${a} - ${z}) + ${z}`,
      explanation:
        ask === 'n'
          ? bi(
              `Neytronlar soni = massa soni − protonlar soni: $N = A - Z = ${a} - ${z} = ${a - z}$.`,
              `Число нейтронов = массовое число − число протонов: $N = A - Z = ${a} - ${z} = ${a - z}$.`,
            )
          : bi(
              `Protonlar ${z}, elektronlar ${z}, neytronlar $${a} - ${z} = ${a - z}$; yigʻindi $${z} + ${a - z} + ${z} = ${answer}$.`,
              `Протонов ${z}, электронов ${z}, нейтронов $${a} - ${z} = ${a - z}$; сумма $${z} + ${a - z} + ${z} = ${answer}$.`,
            ),
    };
  }),
  template('ion-electrons', 1, 3, (rng) => {
    const [e, q] = pick(rng, IONS);
    const z = Z[e];
    return {
      text: bi(
        `${ion(e, q)} ionida nechta elektron bor (tartib raqami ${z})?`,
        `Сколько электронов в ионе ${ion(e, q)} (порядковый номер ${z})?`,
      ),
      answer: whole(z - q),
      distractors: [whole(z), whole(z + q), whole(z - q + 1), whole(z - q - 1)],
      expr: `${z} - (${q})`,
      explanation: bi(
        `Atomda ${z} ta elektron; ${q > 0 ? `musbat ion ${q} ta elektron bergan` : `manfiy ion ${-q} ta elektron qabul qilgan`}: $${z} ${q > 0 ? '-' : '+'} ${Math.abs(q)} = ${z - q}$.`,
        `В атоме ${z} электронов; ${q > 0 ? `положительный ион отдал ${plural(q, 'электрон', 'электрона', 'электронов')}` : `отрицательный ион принял ${plural(-q, 'электрон', 'электрона', 'электронов')}`}: $${z} ${q > 0 ? '-' : '+'} ${Math.abs(q)} = ${z - q}$.`,
      ),
    };
  }),
  template('outer-electrons', 2, 4, (rng) => {
    const z = randInt(rng, 3, 20);
    const sh = shells(z);
    const outer = sh[sh.length - 1];
    return {
      text: bi(
        `Tartib raqami ${z} boʻlgan element atomining tashqi energetik pogʻonasida nechta elektron bor?`,
        `Сколько электронов на внешнем энергетическом уровне атома элемента с порядковым номером ${z}?`,
      ),
      answer: whole(outer, 1),
      distractors: [whole(sh.length, 1), whole(8 - outer, 1), whole(z - 2, 1), whole(z, 1), whole(outer + 2, 1)],
      expr: `${z} - ${sh.slice(0, -1).reduce((s, n) => s + n, 0)}`,
      explanation: bi(
        `Elektronlar pogʻonalar boʻyicha: ${sh.join(', ')}; ichki pogʻonalarda ${z - outer} ta, tashqi pogʻonada $${z} - ${z - outer} = ${outer}$ ta elektron.`,
        `Распределение по уровням: ${sh.join(', ')}; на внутренних ${z - outer}, на внешнем $${z} - ${z - outer} = ${outer}$.`,
      ),
    };
  }),
  template('config-element', 2, 4, (rng) => {
    const z = randInt(rng, 5, 20);
    const c = config(z);
    return {
      text: bi(
        `Elektron konfiguratsiyasi $${configTex(z)}$ boʻlgan elementni toping.`,
        `Найдите элемент с электронной конфигурацией $${configTex(z)}$.`,
      ),
      answer: elementOpt(z),
      distractors: [elementOpt(z + 1), elementOpt(z - 1), elementOpt(z + 8), elementOpt(z - 8), elementOpt(z + 2)],
      expr: c.map(([, n]) => n).join(' + '),
      explanation: bi(
        `Elektronlar soni protonlar soniga (tartib raqamiga) teng: $${c.map(([, n]) => n).join(' + ')} = ${z}$, bu ${symbolOf(z)} (${NAME[symbolOf(z)!].uz}).`,
        `Число электронов равно числу протонов (порядковому номеру): $${c.map(([, n]) => n).join(' + ')} = ${z}$, это ${symbolOf(z)} (${NAME[symbolOf(z)!].ru}).`,
      ),
    };
  }),
  template('p-electrons', 2, 4, (rng) => {
    const [e, z] = pick(
      rng,
      ELEMENTS_20.filter(([, n]) => n >= 7),
    );
    const c = config(z);
    const s = c.filter(([n]) => n.endsWith('s')).reduce((t, [, n]) => t + n, 0);
    const p = z - s;
    const outerP = c.filter(([n]) => n.endsWith('p')).at(-1)?.[1] ?? 0;
    return {
      text: bi(
        `${NAME[e].uz.charAt(0).toUpperCase() + NAME[e].uz.slice(1)} (Z = ${z}) atomida p-elektronlar soni nechta?`,
        `Сколько p-электронов в атоме ${NAME[e].ruGen} (Z = ${z})?`,
      ),
      answer: whole(p, 1),
      distractors: [whole(s, 1), whole(outerP, 1), whole(z, 1), whole(p + 2, 1), whole(p - 1, 1)],
      expr: `${z} - (${c
        .filter(([n]) => n.endsWith('s'))
        .map(([, n]) => n)
        .join(' + ')})`,
      explanation: bi(
        `Konfiguratsiya: $${configTex(z)}$. s-elektronlar ${s} ta, qolgan $${z} - ${s} = ${p}$ tasi p-elektronlar.`,
        `Конфигурация: $${configTex(z)}$. s-электронов ${s}, остальные $${z} - ${s} = ${p}$ — p-электроны.`,
      ),
    };
  }),
  template('average-mass', 3, 3, (rng) => {
    const [e, a1, a2] = pick(rng, [
      ['Cl', 35, 37],
      ['Cu', 63, 65],
      ['B', 10, 11],
      ['Br', 79, 81],
      ['Li', 6, 7],
      ['Ag', 107, 109],
      ['Ne', 20, 22],
      ['Si', 28, 30],
      ['K', 39, 41],
    ] as [string, number, number][]);
    const p = 5 * randInt(rng, 2, 18);
    const avg = (a1 * p + a2 * (100 - p)) / 100;
    return {
      text: bi(
        `${NAME[e].uz.charAt(0).toUpperCase() + NAME[e].uz.slice(1)} namunasi ${iso(e, a1)} (${p} %) va ${iso(e, a2)} (${100 - p} %) izotoplaridan iborat. Namunadagi elementning oʻrtacha nisbiy atom massasini toping.`,
        `Образец ${NAME[e].ruGen} состоит из изотопов ${iso(e, a1)} (${p} %) и ${iso(e, a2)} (${100 - p} %). Найдите среднюю относительную атомную массу элемента в образце.`,
      ),
      answer: pos(avg, null, 2),
      distractors: [pos((a1 + a2) / 2, null, 2), pos((a1 * (100 - p) + a2 * p) / 100, null, 2), pos(a1, null, 2), pos(a2, null, 2)],
      expr: `(${a1} * ${p} + ${a2} * ${100 - p}) / 100`,
      explanation: bi(
        `$A_r = \\frac{${a1}\\cdot ${p} + ${a2}\\cdot ${100 - p}}{100} = ${tn(avg, 2)}$. Oddiy oʻrtacha $\\frac{${a1} + ${a2}}{2}$ ulushlarni hisobga olmaydi.`,
        `$A_r = \\frac{${a1}\\cdot ${p} + ${a2}\\cdot ${100 - p}}{100} = ${tn(avg, 2)}$. Простое среднее $\\frac{${a1} + ${a2}}{2}$ не учитывает доли изотопов.`,
      ),
    };
  }),
  template('isotope-share', 3, 3, (rng) => {
    const [e, a1, a2] = pick(
      rng,
      [
        ['Cl', 35, 37],
        ['Cu', 63, 65],
        ['B', 10, 11],
        ['Br', 79, 81],
        ['Li', 6, 7],
        ['Ga', 69, 71],
        ['Mg', 24, 26],
        ['S', 32, 34],
        ['K', 39, 41],
      ].filter(([x]) => (x as string) in NAME) as [string, number, number][],
    );
    const p = 5 * randInt(rng, 2, 18);
    const avg = (a1 * p + a2 * (100 - p)) / 100;
    return {
      text: bi(
        `${NAME[e].uz.charAt(0).toUpperCase() + NAME[e].uz.slice(1)} namunasi ${iso(e, a1)} va ${iso(e, a2)} izotoplaridan iborat, oʻrtacha nisbiy atom massasi ${fmt(avg, 2)}. Yengil izotopning ulushini (%) toping.`,
        `Образец ${NAME[e].ruGen} состоит из изотопов ${iso(e, a1)} и ${iso(e, a2)}, средняя относительная атомная масса ${fmt(avg, 2)}. Найдите долю (%) лёгкого изотопа.`,
      ),
      answer: pos(p, U.pct, 2),
      distractors: [pos(100 - p, U.pct, 2), pos(p / 2, U.pct, 2), pos(p + 10, U.pct, 2), pos(50, U.pct, 2)],
      expr: `(${a2} - ${avg}) / (${a2} - ${a1}) * 100`,
      explanation: bi(
        `Yengil izotop ulushi $x$ boʻlsin: $${a1}x + ${a2}(1 - x) = ${tn(avg, 2)}$, bundan $x = \\frac{${a2} - ${tn(avg, 2)}}{${a2} - ${a1}} = ${tn(p / 100, 2)}$, yaʼni ${fmt(p)} %.`,
        `Пусть доля лёгкого изотопа $x$: $${a1}x + ${a2}(1 - x) = ${tn(avg, 2)}$, откуда $x = \\frac{${a2} - ${tn(avg, 2)}}{${a2} - ${a1}} = ${tn(p / 100, 2)}$, т. е. ${fmt(p)} %.`,
      ),
    };
  }),
]);
