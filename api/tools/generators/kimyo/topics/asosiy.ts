// Topic 1: basic concepts and the mole — molar mass, amount of substance, Avogadro's number, molar
// volume at normal conditions (22,4 l/mol), mass fraction of an element, simplest formulas.
import { bi, fmt, num, pick, plural, pos, shown, tn, U, template, topic, type Opt } from '../bank';
import { AR, M, mExpr, mTex, NAME, NA, VM, f, given, parse } from '../chem';

const COMPOUNDS = [
  'HNO3',
  'KOH',
  'Fe2O3',
  'Al2O3',
  'SO2',
  'SO3',
  'CuSO4',
  'KMnO4',
  'Ca(OH)2',
  'Na2CO3',
  'Al2(SO4)3',
  'Mg(OH)2',
  'K2SO4',
  'H3PO4',
  'CaCl2',
  'NaCl',
  'CaCO3',
  'H2SO4',
  'NaOH',
  'MgO',
  'CuO',
  'Fe(OH)3',
  'Na2SO4',
  'ZnCl2',
  'AlCl3',
  'Ca3(PO4)2',
  'KNO3',
  'NH4NO3',
  'Fe2(SO4)3',
  'ZnO',
];
const GASES = ['O2', 'N2', 'CO2', 'H2', 'CH4', 'NH3', 'SO2', 'Cl2', 'CO', 'H2S', 'NO2', 'C2H6'];
const AMOUNTS = [0.1, 0.2, 0.25, 0.4, 0.5, 0.6, 0.75, 0.8, 1.2, 1.5, 2, 2.5, 3, 4, 5];
const sci = (x: number) => {
  const e = Math.floor(Math.log10(x) + 1e-9);
  const m = Math.round((x / 10 ** e) * 1000) / 1000;
  return { tex: `${tn(m)}\\cdot 10^{${e}}`, m, e };
};
/** A number of particles as an option: `$1{,}204\cdot 10^{24}$`, valued `1.204e24`. */
const particles = (x: number): Opt | null => {
  if (!(x > 0)) return null;
  const s = sci(x);
  return { ...shown(`$${s.tex}$`, `${s.m}e${s.e}`, `n:${s.m}e${s.e}`), remake: particles };
};

const ASOSIY_NAME = { uz: 'Asosiy tushunchalar va mol', ru: 'Основные понятия и моль' };
export const asosiy = topic('asosiy-tushunchalar', ASOSIY_NAME, 0.1, [
  template('molar-mass', 1, 4, (rng) => {
    const x = pick(rng, COMPOUNDS);
    const parts = parse(x);
    const m = M(x);
    const noIndices = parts.reduce((s, [e]) => s + AR[e], 0);
    const bracket = /\(([^()]+)\)(\d)/.exec(x);
    const lastOnly = bracket ? M(x.replace(bracket[0], `${bracket[1]}${bracket[2]}`)) : null;
    return {
      text: bi(`${f(x)} ning molyar massasini hisoblang (${given(x)}).`, `Вычислите молярную массу ${f(x)} (${given(x)}).`),
      answer: pos(m, U.gmol),
      distractors: [
        lastOnly === null ? null : pos(lastOnly, U.gmol),
        pos(noIndices, U.gmol),
        pos(m - 16, U.gmol),
        pos(m + 16, U.gmol),
        pos(2 * m, U.gmol),
      ],
      expr: mExpr(x),
      explanation: bi(
        `Molyar massa atom massalarini indekslarga koʻpaytirib qoʻshishdan topiladi: $M = ${mTex(x)}$ g/mol.`,
        `Молярная масса — сумма атомных масс, умноженных на индексы: $M = ${mTex(x)}$ г/моль.`,
      ),
    };
  }),
  template('mass-to-amount', 1, 3, (rng) => {
    const x = pick(rng, COMPOUNDS);
    const n = pick(rng, AMOUNTS);
    const m = M(x) * n;
    if (!num(m, null, 2)) return null;
    return {
      text: bi(
        `${fmt(m)} g ${f(x)} necha mol modda miqdoriga teng (${given(x)})?`,
        `Какому количеству вещества соответствует ${fmt(m)} г ${f(x)} (${given(x)})?`,
      ),
      answer: pos(n, U.mol),
      distractors: [pos(M(x) / m, U.mol), pos(n * 2, U.mol), pos(n / 2, U.mol), pos(n + 1, U.mol), pos(n * 10, U.mol)],
      expr: `${m} / ${mExpr(x)}`,
      explanation: bi(
        `$M(${f(x).slice(1, -1)}) = ${tn(M(x))}$ g/mol; $n = \\frac{m}{M} = \\frac{${tn(m)}}{${tn(M(x))}} = ${tn(n)}$ mol.`,
        `$M(${f(x).slice(1, -1)}) = ${tn(M(x))}$ г/моль; $n = \\frac{m}{M} = \\frac{${tn(m)}}{${tn(M(x))}} = ${tn(n)}$ моль.`,
      ),
    };
  }),
  template('gas-volume', 1, 3, (rng) => {
    const x = pick(rng, GASES);
    const n = pick(rng, AMOUNTS);
    const m = M(x) * n;
    const v = VM * n;
    if (!num(m, null, 2) || !num(v, null, 2)) return null;
    return {
      text: bi(
        `${fmt(m)} g ${f(x)} normal sharoitda (n. sh.) qanday hajmni egallaydi (${given(x)})?`,
        `Какой объём при нормальных условиях (н. у.) занимает ${fmt(m)} г ${f(x)} (${given(x)})?`,
      ),
      answer: pos(v, U.l),
      distractors: [pos(m * VM, U.l, 2), pos(VM / n, U.l), pos(v * 2, U.l), pos(v / 2, U.l), pos(VM, U.l)],
      expr: `${m} / ${mExpr(x)} * 22.4`,
      explanation: bi(
        `$n = \\frac{${tn(m)}}{${tn(M(x))}} = ${tn(n)}$ mol; $V = n\\cdot V_m = ${tn(n)}\\cdot 22{,}4 = ${tn(v)}$ l.`,
        `$n = \\frac{${tn(m)}}{${tn(M(x))}} = ${tn(n)}$ моль; $V = n\\cdot V_m = ${tn(n)}\\cdot 22{,}4 = ${tn(v)}$ л.`,
      ),
    };
  }),
  template('particles', 2, 4, (rng) => {
    const x = pick(
      rng,
      GASES.filter((g) => parse(g).reduce((s, [, k]) => s + k, 0) > 1),
    );
    const n = pick(rng, [0.1, 0.2, 0.25, 0.5, 1.5, 2, 2.5, 3, 4, 5]);
    const m = M(x) * n;
    if (!num(m, null, 2)) return null;
    const atoms = parse(x).reduce((s, [, k]) => s + k, 0);
    return {
      text: bi(
        `${fmt(m)} g ${f(x)} tarkibidagi atomlar sonini toping ($N_A = 6{,}02\\cdot 10^{23}\\ \\text{mol}^{-1}$; ${given(x)}).`,
        `Найдите число атомов в ${fmt(m)} г ${f(x)} ($N_A = 6{,}02\\cdot 10^{23}\\ \\text{моль}^{-1}$; ${given(x)}).`,
      ),
      answer: particles(n * NA * atoms),
      distractors: [particles(n * NA), particles(m * NA), particles(n * NA * atoms * 2), particles(n * NA * (atoms - 1))],
      expr: `${m} / ${mExpr(x)} * 6.02e23 * ${atoms}`,
      explanation: bi(
        `$n = \\frac{${tn(m)}}{${tn(M(x))}} = ${tn(n)}$ mol molekula; bir molekulada ${atoms} ta atom, shuning uchun $N = ${tn(n)}\\cdot ${atoms}\\cdot 6{,}02\\cdot 10^{23} = ${sci(n * NA * atoms).tex}$. Faqat molekulalar soni (${atoms} ga koʻpaytirmaslik) — xato.`,
        `$n = \\frac{${tn(m)}}{${tn(M(x))}} = ${tn(n)}$ моль молекул; в молекуле ${plural(atoms, 'атом', 'атома', 'атомов')}, поэтому $N = ${tn(n)}\\cdot ${atoms}\\cdot 6{,}02\\cdot 10^{23} = ${sci(n * NA * atoms).tex}$. Число молекул (без умножения на ${atoms}) — ошибка.`,
      ),
    };
  }),
  template('element-fraction', 2, 5, (rng) => {
    const x = pick(rng, COMPOUNDS);
    const [e, k] = pick(rng, parse(x));
    const w = (AR[e] * k * 100) / M(x);
    if (!num(w, null, 1)) return null;
    return {
      text: bi(
        `${f(x)} tarkibidagi ${NAME[e].uz}ning massa ulushini (%) toping (${given(x)}).`,
        `Найдите массовую долю ${NAME[e].ruGen} (%) в ${f(x)} (${given(x)}).`,
      ),
      answer: pos(w, U.pct, 1),
      distractors: [
        k > 1 ? pos((AR[e] * 100) / M(x), U.pct, 1) : null,
        pos(100 - w, U.pct, 1),
        pos(w / 2, U.pct, 1),
        pos(w + 10, U.pct, 1),
        pos(w - 5, U.pct, 1),
      ],
      expr: `${k} * ${AR[e]} / ${mExpr(x)} * 100`,
      explanation: bi(
        `$\\omega(\\text{${e}}) = \\frac{${k}\\cdot ${tn(AR[e])}}{${tn(M(x))}}\\cdot 100\\% = ${tn(w, 1)}\\%$.${k > 1 ? ` Indeksni (${k}) hisobga olmaslik — keng tarqalgan xato.` : ''}`,
        `$\\omega(\\text{${e}}) = \\frac{${k}\\cdot ${tn(AR[e])}}{${tn(M(x))}}\\cdot 100\\% = ${tn(w, 1)}\\%$.${k > 1 ? ` Забыть индекс (${k}) — частая ошибка.` : ''}`,
      ),
    };
  }),
  template('atom-amount', 2, 3, (rng) => {
    const x = pick(rng, COMPOUNDS);
    const n = pick(rng, AMOUNTS);
    const m = M(x) * n;
    const [e, k] = pick(rng, parse(x));
    if (k < 2 || !num(m, null, 2)) return null;
    return {
      text: bi(
        `${fmt(m)} g ${f(x)} tarkibida necha mol ${NAME[e].uz} atomi bor (${given(x)})?`,
        `Сколько моль атомов ${NAME[e].ruGen} содержится в ${fmt(m)} г ${f(x)} (${given(x)})?`,
      ),
      answer: pos(n * k, U.mol),
      distractors: [pos(n, U.mol), pos(n * k * 2, U.mol), pos(k, U.mol), pos(n * (k + 1), U.mol)],
      expr: `${m} / ${mExpr(x)} * ${k}`,
      explanation: bi(
        `$n(${f(x).slice(1, -1)}) = \\frac{${tn(m)}}{${tn(M(x))}} = ${tn(n)}$ mol; har bir formula birligida ${k} ta ${e} atomi: $${tn(n)}\\cdot ${k} = ${tn(n * k)}$ mol.`,
        `$n(${f(x).slice(1, -1)}) = \\frac{${tn(m)}}{${tn(M(x))}} = ${tn(n)}$ моль; в каждой формульной единице ${plural(k, 'атом', 'атома', 'атомов')} ${e}: $${tn(n)}\\cdot ${k} = ${tn(n * k)}$ моль.`,
      ),
    };
  }),
  template('compound-from-element', 2, 3, (rng) => {
    const x = pick(rng, COMPOUNDS);
    const [e, k] = pick(rng, parse(x));
    const n = pick(rng, AMOUNTS);
    const me = AR[e] * k * n;
    const m = M(x) * n;
    if (!num(me, null, 2) || !num(m, null, 2)) return null;
    return {
      text: bi(
        `Tarkibida ${fmt(me)} g ${NAME[e].uz} boʻlgan ${f(x)} ning massasini toping (${given(x)}).`,
        `Найдите массу ${f(x)}, содержащую ${fmt(me)} г ${NAME[e].ruGen} (${given(x)}).`,
      ),
      answer: pos(m, U.g, 2),
      distractors: [
        k > 1 ? pos((me * M(x)) / AR[e], U.g, 2) : null,
        pos(m - me, U.g, 2),
        pos(m * 2, U.g, 2),
        pos(m / 2, U.g, 2),
        pos(me + M(x), U.g, 2),
      ],
      expr: `${me} / (${k} * ${AR[e]}) * ${mExpr(x)}`,
      explanation: bi(
        `$n(\\text{${e}}) = \\frac{${tn(me)}}{${tn(AR[e])}} = ${tn(n * k)}$ mol, demak $n(${f(x).slice(1, -1)}) = \\frac{${tn(n * k)}}{${k}} = ${tn(n)}$ mol; $m = ${tn(n)}\\cdot ${tn(M(x))} = ${tn(m)}$ g.`,
        `$n(\\text{${e}}) = \\frac{${tn(me)}}{${tn(AR[e])}} = ${tn(n * k)}$ моль, значит $n(${f(x).slice(1, -1)}) = \\frac{${tn(n * k)}}{${k}} = ${tn(n)}$ моль; $m = ${tn(n)}\\cdot ${tn(M(x))} = ${tn(m)}$ г.`,
      ),
    };
  }),
  template('simplest-formula', 3, 4, (rng) => {
    const [a, b, choices] = pick(rng, [
      [
        'Fe',
        'O',
        [
          [1, 1],
          [2, 3],
          [3, 4],
          [1, 2],
        ],
      ],
      [
        'S',
        'O',
        [
          [1, 2],
          [1, 3],
          [1, 1],
          [2, 3],
        ],
      ],
      [
        'N',
        'O',
        [
          [2, 1],
          [1, 1],
          [2, 3],
          [1, 2],
          [2, 5],
        ],
      ],
      [
        'Cu',
        'O',
        [
          [1, 1],
          [2, 1],
          [1, 2],
          [2, 3],
        ],
      ],
      [
        'C',
        'H',
        [
          [1, 4],
          [2, 6],
          [3, 8],
          [1, 2],
          [2, 2],
          [1, 3],
        ],
      ],
      [
        'Mn',
        'O',
        [
          [1, 2],
          [2, 7],
          [2, 3],
          [1, 1],
        ],
      ],
      [
        'Cr',
        'O',
        [
          [2, 3],
          [1, 3],
          [1, 1],
          [1, 2],
        ],
      ],
      [
        'P',
        'O',
        [
          [2, 5],
          [2, 3],
          [1, 2],
          [1, 1],
        ],
      ],
    ] as [string, string, [number, number][]][]);
    const [x, y] = pick(rng, choices);
    const g = (p: number, q: number): number => (q ? g(q, p % q) : p);
    const mass = AR[a] * x + AR[b] * y;
    const w = (AR[a] * x * 100) / mass;
    if (!num(w, null, 1)) return null;
    const formula = (p: number, q: number) => `${a}${p > 1 ? p : ''}${b}${q > 1 ? q : ''}`;
    const opt = (p: number, q: number) => (g(p, q) === 1 ? shown(f(formula(p, q)), `[${p}, ${q}]`) : null);
    const first = w / AR[a];
    return {
      text: bi(
        `Birikma faqat ${NAME[a].uz} va ${NAME[b].uz}dan iborat; ${NAME[a].uz}ning massa ulushi ${fmt(w, 1)} %. Birikmaning eng oddiy formulasini toping (${a} = ${fmt(AR[a], 1)}, ${b} = ${AR[b]}).`,
        `Соединение состоит только из ${NAME[a].ruGen} и ${NAME[b].ruGen}; массовая доля ${NAME[a].ruGen} ${fmt(w, 1)} %. Найдите простейшую формулу соединения (${a} = ${fmt(AR[a], 1)}, ${b} = ${AR[b]}).`,
      ),
      answer: opt(x, y),
      distractors: [opt(y, x), ...choices.filter(([p, q]) => p !== x || q !== y).map(([p, q]) => opt(p, q))],
      expr: `[${w} / ${AR[a]}, ${100 - w} / ${AR[b]}] / (${w} / ${AR[a]}) * ${x}`,
      explanation: bi(
        `$x : y = \\frac{${tn(w, 1)}}{${tn(AR[a])}} : \\frac{${tn(100 - w, 1)}}{${AR[b]}} = ${tn(Math.round(first * 1000) / 1000)} : ${tn(Math.round(((100 - w) / AR[b]) * 1000) / 1000)} = ${x} : ${y}$, formula ${f(formula(x, y))}.`,
        `$x : y = \\frac{${tn(w, 1)}}{${tn(AR[a])}} : \\frac{${tn(100 - w, 1)}}{${AR[b]}} = ${tn(Math.round(first * 1000) / 1000)} : ${tn(Math.round(((100 - w) / AR[b]) * 1000) / 1000)} = ${x} : ${y}$, формула ${f(formula(x, y))}.`,
      ),
    };
  }),
  template('equal-molecules', 3, 4, (rng) => {
    const x = pick(rng, GASES);
    const y = pick(rng, COMPOUNDS.concat(GASES));
    const n = pick(rng, AMOUNTS);
    const mx = M(x) * n;
    const my = M(y) * n;
    if (x === y || !num(mx, null, 2) || !num(my, null, 2)) return null;
    return {
      text: bi(
        `Necha gramm ${f(y)} tarkibida ${fmt(mx)} g ${f(x)} dagi kabi molekulalar (formula birliklari) soni boʻladi (${given(x, y)})?`,
        `В какой массе ${f(y)} содержится столько же молекул (формульных единиц), сколько в ${fmt(mx)} г ${f(x)} (${given(x, y)})?`,
      ),
      answer: pos(my, U.g, 2),
      distractors: [pos(mx, U.g, 2), pos((mx * M(x)) / M(y), U.g, 2), pos(my * 2, U.g, 2), pos(my / 2, U.g, 2), pos(M(y), U.g, 2)],
      expr: `${mx} / ${mExpr(x)} * ${mExpr(y)}`,
      explanation: bi(
        `Molekulalar soni teng boʻlsa, modda miqdorlari ham teng: $n = \\frac{${tn(mx)}}{${tn(M(x))}} = ${tn(n)}$ mol; $m(${f(y).slice(1, -1)}) = ${tn(n)}\\cdot ${tn(M(y))} = ${tn(my)}$ g.`,
        `Равное число молекул — равные количества вещества: $n = \\frac{${tn(mx)}}{${tn(M(x))}} = ${tn(n)}$ моль; $m(${f(y).slice(1, -1)}) = ${tn(n)}\\cdot ${tn(M(y))} = ${tn(my)}$ г.`,
      ),
    };
  }),
]);
