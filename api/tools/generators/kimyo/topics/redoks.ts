// Topic 7: oxidation–reduction — electrons given or taken in a change of oxidation state, balancing
// redox equations (sum of the coefficients), the coefficient of the oxidising or reducing agent.
// The check solves the element balance of the equation with mathjs (lusolve), so a wrong
// coefficient in the table below cannot give a passing key; the generator verifies the table too.
import { bi, pick, randInt, whole, template, topic } from '../bank';
import { NAME, eq, parse } from '../chem';

interface Reaction {
  species: string[];
  left: number;
  coef: number[];
  /** indices of the oxidising and the reducing agent, when they are different substances */
  ox?: number;
  red?: number;
}
/**
 * The reactions of a table, one a line: the balanced equation, then after `|` the indices of the
 * oxidising and the reducing agent among its species, when they are different substances.
 */
function reactions(table: string): Reaction[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [equation, agents] = line.split('|').map((part) => part.trim());
      const [ox, red] = agents ? agents.split(' ').map(Number) : [];
      const [l, r] = equation.split(' = ').map((side) => side.split(' + ').map((t) => /^(\d*)(.+)$/.exec(t)!));
      const all = [...l, ...r];
      return { species: all.map((m) => m[2]), left: l.length, coef: all.map((m) => Number(m[1] || 1)), ox, red };
    });
}
const SIMPLE = reactions(`
  Cu + 4HNO3 = Cu(NO3)2 + 2NO2 + 2H2O  | 1 0
  3Cu + 8HNO3 = 3Cu(NO3)2 + 2NO + 4H2O | 1 0
  MnO2 + 4HCl = MnCl2 + Cl2 + 2H2O     | 0 1
  Fe2O3 + 3CO = 2Fe + 3CO2             | 0 1
  4NH3 + 5O2 = 4NO + 6H2O              | 1 0
  4NH3 + 3O2 = 2N2 + 6H2O              | 1 0
  2H2S + 3O2 = 2SO2 + 2H2O             | 1 0
  C + 4HNO3 = CO2 + 4NO2 + 2H2O        | 1 0
  S + 6HNO3 = H2SO4 + 6NO2 + 2H2O      | 1 0
  Cu + 2H2SO4 = CuSO4 + SO2 + 2H2O     | 1 0
  Ag + 2HNO3 = AgNO3 + NO2 + H2O       | 1 0
  2KMnO4 = K2MnO4 + MnO2 + O2
  2Cu(NO3)2 = 2CuO + 4NO2 + O2
  2KClO3 = 2KCl + 3O2
  2Al + 3H2SO4 = Al2(SO4)3 + 3H2       | 1 0
  2Mg + CO2 = 2MgO + C                 | 1 0
  2Na + 2H2O = 2NaOH + H2              | 1 0
  Cl2 + 2KBr = 2KCl + Br2              | 0 1
  2Fe + 3Cl2 = 2FeCl3                  | 1 0
  4Al + 3O2 = 2Al2O3                   | 1 0
  CuO + H2 = Cu + H2O                  | 0 1
  2SO2 + O2 = 2SO3                     | 1 0
  4P + 5O2 = 2P2O5                     | 1 0
  3Fe3O4 + 8Al = 4Al2O3 + 9Fe          | 0 1
`);
const COMPLEX = reactions(`
  4FeS2 + 11O2 = 2Fe2O3 + 8SO2                                   | 1 0
  2KMnO4 + 16HCl = 2KCl + 2MnCl2 + 5Cl2 + 8H2O                   | 0 1
  K2Cr2O7 + 14HCl = 2KCl + 2CrCl3 + 3Cl2 + 7H2O                  | 0 1
  4Zn + 10HNO3 = 4Zn(NO3)2 + NH4NO3 + 3H2O                       | 1 0
  4Mg + 10HNO3 = 4Mg(NO3)2 + N2O + 5H2O                          | 1 0
  10Al + 36HNO3 = 10Al(NO3)3 + 3N2 + 18H2O                       | 1 0
  3P + 5HNO3 + 2H2O = 3H3PO4 + 5NO                               | 1 0
  4Zn + 5H2SO4 = 4ZnSO4 + H2S + 4H2O                             | 1 0
  2KMnO4 + 5Na2SO3 + 3H2SO4 = 2MnSO4 + 5Na2SO4 + K2SO4 + 3H2O    | 0 1
  10FeSO4 + 2KMnO4 + 8H2SO4 = 5Fe2(SO4)3 + 2MnSO4 + K2SO4 + 8H2O | 1 0
  2KMnO4 + 3Na2SO3 + H2O = 2MnO2 + 3Na2SO4 + 2KOH                | 0 1
  8Al + 30HNO3 = 8Al(NO3)3 + 3NH4NO3 + 9H2O                      | 1 0
  5Cu + 12HNO3 = 5Cu(NO3)2 + N2 + 6H2O                           | 1 0
`);

/** Element-balance matrix: a row per element, a column per species (products negative). */
function matrix(r: Reaction): number[][] {
  const elements = [...new Set(r.species.flatMap((s) => parse(s).map(([e]) => e)))];
  return elements.map((e) => r.species.map((s, j) => (parse(s).find(([x]) => x === e)?.[1] ?? 0) * (j < r.left ? 1 : -1)));
}
/** Rows of the matrix whose columns 1… form a nonsingular square system (greedy, by rank). */
function squareRows(a: number[][]): number[][] {
  const n = a[0].length - 1;
  const chosen: number[][] = [];
  const basis: number[][] = [];
  for (const row of a) {
    let v = row.slice(1);
    for (const b of basis) {
      const p = b.findIndex((x) => Math.abs(x) > 1e-12);
      v = v.map((x, i) => x - (v[p] / b[p]) * b[i]);
    }
    if (v.some((x) => Math.abs(x) > 1e-9)) {
      basis.push(v);
      chosen.push(row);
    }
    if (chosen.length === n) return chosen;
  }
  throw new Error(`the balance has no unique solution: ${a.map((r) => r.join(' ')).join(' / ')}`);
}
for (const r of [...SIMPLE, ...COMPLEX]) {
  const a = matrix(r);
  if (a.some((row) => row.reduce((s, x, j) => s + x * r.coef[j], 0) !== 0)) throw new Error(`unbalanced: ${r.species.join(' ')}`);
  squareRows(a);
}
/** The coefficients as mathjs finds them: the first one fixed, the others solved from the balance. */
const solved = (r: Reaction) => {
  const rows = squareRows(matrix(r));
  return `${r.coef[0]} * concat([1], flatten(lusolve([${rows.map((row) => `[${row.slice(1).join(', ')}]`).join(', ')}], [${rows.map((row) => -row[0]).join(', ')}])))`;
};
const equation = (r: Reaction, coef = r.coef) => {
  const t = r.species.map((s, i) => [coef[i], s] as [number, string]);
  return eq(t.slice(0, r.left), t.slice(r.left));
};
const blank = (r: Reaction) =>
  equation(
    r,
    r.coef.map(() => 1),
  );
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

function sumProblem(r: Reaction) {
  const total = sum(r.coef);
  const left = sum(r.coef.slice(0, r.left));
  const right = total - left;
  const water = r.species.indexOf('H2O');
  return {
    text: bi(
      `Reaksiya tenglamasini tenglang va barcha koeffitsiyentlar yigʻindisini toping: ${blank(r)}.`,
      `Уравняйте реакцию и найдите сумму всех коэффициентов: ${blank(r)}.`,
    ),
    answer: whole(total, 1),
    distractors: [
      water >= 0 ? whole(total - r.coef[water] + 1, 1) : null,
      whole(left, 1),
      whole(right, 1),
      whole(total + 1, 1),
      whole(total - 1, 1),
      whole(total + 2, 1),
    ],
    expr: `sum(${solved(r)})`,
    explanation: bi(
      `Elektron balans boʻyicha tenglangan tenglama: ${equation(r)}. Koeffitsiyentlar yigʻindisi $${r.coef.join(' + ')} = ${total}$ (koeffitsiyent 1 ham hisobga olinadi).`,
      `Уравнение, уравненное методом электронного баланса: ${equation(r)}. Сумма коэффициентов $${r.coef.join(' + ')} = ${total}$ (коэффициент 1 тоже считается).`,
    ),
  };
}

const REDOKS_NAME = { uz: 'Oksidlanish-qaytarilish reaksiyalari', ru: 'Окислительно-восстановительные реакции' };
export const redoks = topic('oksidlanish-qaytarilish', REDOKS_NAME, 0.08, [
  template('electrons', 1, 7, (rng) => {
    const [e, states] = pick(rng, [
      ['S', [-2, 0, 4, 6]],
      ['N', [-3, 0, 1, 2, 3, 4, 5]],
      ['Mn', [2, 4, 6, 7]],
      ['Cr', [3, 6, 2]],
      ['Cl', [-1, 0, 1, 3, 5, 7]],
      ['Fe', [0, 2, 3]],
      ['C', [-4, 0, 2, 4]],
      ['P', [-3, 0, 3, 5]],
    ] as [string, number[]][]);
    const a = pick(rng, states);
    const b = pick(rng, states);
    if (a === b) return null;
    const s = (x: number) => (x > 0 ? `+${x}` : x < 0 ? `-${-x}` : '0');
    const d = Math.abs(b - a);
    const lost = b > a;
    return {
      text: bi(
        `$\\text{${e}}^{${s(a)}} \\rightarrow \\text{${e}}^{${s(b)}}$ jarayonida ${NAME[e].uz} atomi nechta elektron ${lost ? 'beradi' : 'qabul qiladi'}?`,
        `Сколько электронов ${lost ? 'отдаёт' : 'принимает'} атом ${NAME[e].ruGen} в процессе $\\text{${e}}^{${s(a)}} \\rightarrow \\text{${e}}^{${s(b)}}$?`,
      ),
      answer: whole(d, 1),
      distractors: [
        whole(Math.abs(b), 1),
        whole(Math.abs(a), 1),
        whole(Math.abs(a + b), 1),
        whole(d + 1, 1),
        whole(d - 1, 1),
        whole(d + 2, 1),
      ],
      expr: `abs((${b}) - (${a}))`,
      explanation: bi(
        `Oksidlanish darajasi ${s(a).replace('-', '−')} dan ${s(b).replace('-', '−')} ga ${lost ? 'ortadi — oksidlanish' : 'kamayadi — qaytarilish'}: $|${s(b)} - (${s(a)})| = ${d}$ ta elektron ${lost ? 'beriladi' : 'qabul qilinadi'}.`,
        `Степень окисления ${lost ? 'растёт' : 'уменьшается'} с ${s(a).replace('-', '−')} до ${s(b).replace('-', '−')} — это ${lost ? 'окисление' : 'восстановление'}: атом ${lost ? 'отдаёт' : 'принимает'} $|${s(b)} - (${s(a)})| = ${d}$ электрон(ов).`.replace(
          'электрон(ов)',
          d === 1 ? 'электрон' : d < 5 ? 'электрона' : 'электронов',
        ),
      ),
    };
  }),
  template('sum-simple', 2, 8, (rng) => sumProblem(pick(rng, SIMPLE))),
  template('agent-coefficient', 2, 4, (rng) => {
    const r = pick(
      rng,
      [...SIMPLE, ...COMPLEX].filter((x) => x.ox !== undefined),
    );
    const oxid = rng() < 0.5;
    const i = oxid ? r.ox! : r.red!;
    const other = oxid ? r.red! : r.ox!;
    const s = r.species[i];
    const t = `$${s.replace(/[A-Za-z]+/g, (w) => `\\text{${w}}`).replace(/(\}|\))(\d+)/g, '$1_$2')}$`;
    return {
      text: bi(
        `${blank(r)} reaksiyasi tenglanganda ${oxid ? 'oksidlovchi' : 'qaytaruvchi'} oldidagi koeffitsiyent nechaga teng?`,
        `Чему равен коэффициент перед ${oxid ? 'окислителем' : 'восстановителем'} в уравнении реакции ${blank(r)} после уравнивания?`,
      ),
      answer: whole(r.coef[i], 1),
      distractors: [
        whole(r.coef[other], 1),
        whole(sum(r.coef), 1),
        whole(r.coef[i] + 1, 1),
        whole(r.coef[i] * 2, 1),
        whole(r.coef[i] - 1, 1),
      ],
      expr: `${solved(r)}[${i + 1}]`,
      explanation: bi(
        `${equation(r)}. ${oxid ? 'Oksidlovchi' : 'Qaytaruvchi'} — ${t} (oksidlanish darajasi ${oxid ? 'kamayadi' : 'ortadi'}), uning koeffitsiyenti ${r.coef[i]}.`,
        `${equation(r)}. ${oxid ? 'Окислитель' : 'Восстановитель'} — ${t} (степень окисления ${oxid ? 'понижается' : 'повышается'}), его коэффициент ${r.coef[i]}.`,
      ),
    };
  }),
  template('sum-complex', 3, 7, (rng) => (randInt(rng, 0, 1) >= 0 ? sumProblem(pick(rng, COMPLEX)) : null)),
]);
