// Topic 9: organic chemistry — homologous series (CnH2n+2, CnH2n, CnH2n−2, CnH2n−6, CnH2n+1OH),
// molar masses, formulas from a molar mass, bonds in alkanes, combustion (CO2, O2, water), isomers of
// the small alkanes, a molecular formula from combustion products, fermentation of glucose.
import { bi, fmt, num, pick, plural, pos, randInt, shown, tn, U, whole, template, topic, type Rng } from '../bank';
import { f } from '../chem';

interface Series {
  key: string;
  uz: string;
  ru: string;
  /** general formula in TeX */
  general: string;
  /** H atoms for n carbons, and its mathjs text */
  h: (n: number) => number;
  hx: (n: string) => string;
  min: number;
  /** extra O atoms (alcohols) */
  o: number;
}
const SERIES: Series[] = [
  { key: 'alkane', uz: 'alkanlar', ru: 'алканов', general: 'C_nH_{2n+2}', h: (n) => 2 * n + 2, hx: (n) => `(2*${n} + 2)`, min: 1, o: 0 },
  { key: 'alkene', uz: 'alkenlar', ru: 'алкенов', general: 'C_nH_{2n}', h: (n) => 2 * n, hx: (n) => `(2*${n})`, min: 2, o: 0 },
  { key: 'alkyne', uz: 'alkinlar', ru: 'алкинов', general: 'C_nH_{2n-2}', h: (n) => 2 * n - 2, hx: (n) => `(2*${n} - 2)`, min: 2, o: 0 },
  {
    key: 'arene',
    uz: 'arenlar (benzol gomologlari)',
    ru: 'аренов (гомологов бензола)',
    general: 'C_nH_{2n-6}',
    h: (n) => 2 * n - 6,
    hx: (n) => `(2*${n} - 6)`,
    min: 6,
    o: 0,
  },
  {
    key: 'alcohol',
    uz: 'toʻyingan bir atomli spirtlar',
    ru: 'предельных одноатомных спиртов',
    general: 'C_nH_{2n+1}OH',
    h: (n) => 2 * n + 2,
    hx: (n) => `(2*${n} + 2)`,
    min: 1,
    o: 1,
  },
];
const HYDRO = SERIES.filter((s) => s.o === 0);

/** A hydrocarbon of a series drawn from HYDRO with `min`…`max` carbon atoms (an arene up to `areneMax`). */
function hydrocarbon(rng: Rng, min: number, max: number, areneMax = max) {
  const s = pick(rng, HYDRO);
  const n = randInt(rng, Math.max(s.min, min), s.key === 'arene' ? areneMax : max);
  return { s, n, h: s.h(n) };
}
const ALKANE_NAMES: [string, string][] = [
  ['metan', 'метан'],
  ['etan', 'этан'],
  ['propan', 'пропан'],
  ['butan', 'бутан'],
  ['pentan', 'пентан'],
  ['geksan', 'гексан'],
  ['geptan', 'гептан'],
  ['oktan', 'октан'],
  ['nonan', 'нонан'],
  ['dekan', 'декан'],
];
const mass = (s: Series, n: number) => 12 * n + s.h(n) + 16 * s.o;
const formulaOpt = (c: number, h: number, o = 0) =>
  c >= 1 && h >= 0 ? shown(f(o ? `C${c > 1 ? c : ''}H${h - 1}OH` : `C${c > 1 ? c : ''}H${h}`), `[${c}, ${h}]`) : null;
const hydrocarbonText = (c: number, h: number) => f(`C${c > 1 ? c : ''}H${h}`);

const ORGANIK_NAME = { uz: 'Organik kimyo', ru: 'Органическая химия' };
export const organik = topic('organik-kimyo', ORGANIK_NAME, 0.15, [
  template('alkane-molar-mass', 1, 5, (rng) => {
    const n = randInt(rng, 1, 10);
    const [uz, ru] = ALKANE_NAMES[n - 1];
    const m = 14 * n + 2;
    return {
      text: bi(
        `${uz.charAt(0).toUpperCase() + uz.slice(1)}ning molyar massasini toping (C = 12, H = 1).`,
        `Найдите молярную массу ${ru}а (C = 12, H = 1).`,
      ),
      answer: pos(m, U.gmol),
      distractors: [pos(14 * n, U.gmol), pos(14 * n - 2, U.gmol), pos(12 * n + n, U.gmol), pos(14 * n + 4, U.gmol), pos(12 * n, U.gmol)],
      expr: `12*${n} + (2*${n} + 2)`,
      explanation: bi(
        `${uz.charAt(0).toUpperCase() + uz.slice(1)} — alkan, $\\text{C}_n\\text{H}_{2n+2}$, $n = ${n}$: ${hydrocarbonText(n, 2 * n + 2)}; $M = 12\\cdot ${n} + ${2 * n + 2} = ${m}$ g/mol.`,
        `${ru.charAt(0).toUpperCase() + ru.slice(1)} — алкан, $\\text{C}_n\\text{H}_{2n+2}$, $n = ${n}$: ${hydrocarbonText(n, 2 * n + 2)}; $M = 12\\cdot ${n} + ${2 * n + 2} = ${m}$ г/моль.`,
      ),
    };
  }),
  template('h-count', 1, 5, (rng) => {
    const { s, n, h } = hydrocarbon(rng, 3, 12);
    return {
      text: bi(
        `${s.uz.charAt(0).toUpperCase() + s.uz.slice(1)} ($${s.general.replace(/([A-Z])/g, '\\text{$1}')}$) gomologik qatorining ${n} ta uglerod atomli vakilida nechta vodorod atomi bor?`,
        `Сколько атомов водорода в молекуле гомолога ряда ${s.ru} ($${s.general.replace(/([A-Z])/g, '\\text{$1}')}$) с ${n} атомами углерода?`,
      ),
      answer: whole(h, 1),
      distractors: HYDRO.filter((x) => x !== s)
        .map((x) => whole(x.h(n), 1))
        .concat([whole(h + 1, 1)]),
      expr: s.hx(`${n}`),
      explanation: bi(
        `Umumiy formula $${s.general.replace(/([A-Z])/g, '\\text{$1}')}$, $n = ${n}$: vodorod atomlari ${h} ta, modda ${hydrocarbonText(n, h)}.`,
        `Общая формула $${s.general.replace(/([A-Z])/g, '\\text{$1}')}$, $n = ${n}$: атомов водорода ${h}, вещество ${hydrocarbonText(n, h)}.`,
      ),
    };
  }),
  template('alkane-bonds', 1, 4, (rng) => {
    const n = randInt(rng, 2, 12);
    const which = pick(rng, ['sigma', 'cc'] as const);
    const answer = which === 'sigma' ? 3 * n + 1 : n - 1;
    return {
      text:
        which === 'sigma'
          ? bi(
              `${hydrocarbonText(n, 2 * n + 2)} alkan molekulasida nechta σ-bogʻ bor?`,
              `Сколько σ-связей в молекуле алкана ${hydrocarbonText(n, 2 * n + 2)}?`,
            )
          : bi(
              `${hydrocarbonText(n, 2 * n + 2)} alkan molekulasida nechta C–C bogʻ bor?`,
              `Сколько связей C–C в молекуле алкана ${hydrocarbonText(n, 2 * n + 2)}?`,
            ),
      answer: whole(answer, 1),
      distractors:
        which === 'sigma'
          ? [whole(3 * n, 1), whole(2 * n + 2, 1), whole(3 * n + 2, 1), whole(n - 1, 1)]
          : [whole(n, 1), whole(3 * n + 1, 1), whole(n + 1, 1), whole(n - 2, 1)],
      expr: which === 'sigma' ? `(${n} - 1) + (2*${n} + 2)` : `${n} - 1`,
      explanation:
        which === 'sigma'
          ? bi(
              `Alkanda barcha bogʻlar σ-bogʻ: C–C bogʻlar $${n} - 1 = ${n - 1}$, C–H bogʻlar ${2 * n + 2}; jami $${n - 1} + ${2 * n + 2} = ${answer}$ ($3n + 1$).`,
              `В алкане все связи σ: C–C связей $${n} - 1 = ${n - 1}$, C–H связей ${2 * n + 2}; всего $${n - 1} + ${2 * n + 2} = ${answer}$ ($3n + 1$).`,
            )
          : bi(
              `Ochiq zanjirda ${n} ta uglerod atomi $${n} - 1 = ${answer}$ ta C–C bogʻ bilan bogʻlangan.`,
              `В открытой цепи ${n} атомов углерода связаны $${n} - 1 = ${answer}$ связями C–C.`,
            ),
    };
  }),
  template('formula-from-mass', 2, 6, (rng) => {
    const s = pick(rng, SERIES);
    const n = randInt(rng, Math.max(s.min, 2), 9);
    const m = mass(s, n);
    const c = 12 + 2 + 0; // the CH2 step: 14
    const base = m - 14 * n;
    return {
      text: bi(
        `${s.uz.charAt(0).toUpperCase() + s.uz.slice(1)} gomologik qatoriga mansub moddaning molyar massasi ${m} g/mol. Uning formulasini toping (C = 12, H = 1, O = 16).`,
        `Молярная масса вещества из гомологического ряда ${s.ru} равна ${m} г/моль. Найдите его формулу (C = 12, H = 1, O = 16).`,
      ),
      answer: formulaOpt(n, s.h(n), s.o),
      distractors: [
        formulaOpt(n + 1, s.h(n + 1), s.o),
        formulaOpt(n - 1, s.h(n - 1), s.o),
        formulaOpt(n, s.h(n) + 2, s.o),
        formulaOpt(n, s.h(n) - 2, s.o),
      ],
      expr: `[(${m} - ${base}) / ${c}, ${s.hx(`(${m} - ${base}) / ${c}`)}]`,
      explanation: bi(
        `$${s.general.replace(/([A-Z])/g, '\\text{$1}')}$: $M = 14n ${base >= 0 ? '+' : '-'} ${Math.abs(base)} = ${m}$, $n = \\frac{${m} ${base >= 0 ? '-' : '+'} ${Math.abs(base)}}{14} = ${n}$; formula ${formulaOpt(n, s.h(n), s.o)!.uz}.`,
        `$${s.general.replace(/([A-Z])/g, '\\text{$1}')}$: $M = 14n ${base >= 0 ? '+' : '-'} ${Math.abs(base)} = ${m}$, $n = \\frac{${m} ${base >= 0 ? '-' : '+'} ${Math.abs(base)}}{14} = ${n}$; формула ${formulaOpt(n, s.h(n), s.o)!.ru}.`,
      ),
    };
  }),
  template('combustion-co2', 2, 6, (rng) => {
    const { n, h } = hydrocarbon(rng, 1, 5, 8);
    const v = pick(rng, [2, 3, 4, 5, 5.6, 6, 8, 10, 11.2, 12, 15, 20]);
    return {
      text: bi(
        `${fmt(v)} l ${hydrocarbonText(n, h)} (bugʻ yoki gaz holatida) toʻliq yonganda necha litr $\\text{CO}_2$ hosil boʻladi (hajmlar bir xil sharoitda)?`,
        `Сколько литров $\\text{CO}_2$ образуется при полном сгорании ${fmt(v)} л ${hydrocarbonText(n, h)} (в газообразном состоянии; объёмы при одинаковых условиях)?`,
      ),
      answer: pos(v * n, U.l),
      distractors: [pos(v, U.l), pos((v * h) / 2, U.l), pos(v * (n + 1), U.l), pos(v * 22.4, U.l), pos(v * (n + h / 4), U.l)],
      expr: `${v} * ${n}`,
      explanation: bi(
        `${hydrocarbonText(n, h)} ning har bir molekulasida ${n} ta C atomi, har biri bitta $\\text{CO}_2$ beradi: $V(\\text{CO}_2) = ${tn(v)}\\cdot ${n} = ${tn(v * n)}$ l.`,
        `Каждая молекула ${hydrocarbonText(n, h)} содержит ${n} атомов C, каждый даёт одну молекулу $\\text{CO}_2$: $V(\\text{CO}_2) = ${tn(v)}\\cdot ${n} = ${tn(v * n)}$ л.`
          .replace('содержит 1 атомов', 'содержит 1 атом')
          .replace(/содержит ([234]) атомов/, 'содержит $1 атома'),
      ),
    };
  }),
  template('combustion-oxygen', 2, 5, (rng) => {
    const { n, h } = hydrocarbon(rng, 1, 5, 7);
    const v = pick(rng, [2, 4, 5, 6, 8, 10, 12, 20]);
    const o2 = v * (n + h / 4);
    if (!num(o2, null, 2)) return null;
    return {
      text: bi(
        `${fmt(v)} l ${hydrocarbonText(n, h)} ni toʻliq yoqish uchun necha litr kislorod kerak (hajmlar bir xil sharoitda)?`,
        `Сколько литров кислорода нужно для полного сжигания ${fmt(v)} л ${hydrocarbonText(n, h)} (объёмы при одинаковых условиях)?`,
      ),
      answer: pos(o2, U.l, 2),
      distractors: [
        pos(v * n, U.l, 2),
        pos(v * (n + h / 2), U.l, 2),
        pos(v * (n + h / 4) * 2, U.l, 2),
        pos(v * (2 * n + h / 2), U.l, 2),
        pos(o2 / 2, U.l, 2),
      ],
      expr: `${v} * (${n} + ${h} / 4)`,
      explanation: bi(
        `$\\text{C}_x\\text{H}_y + (x + \\frac{y}{4})\\text{O}_2 \\rightarrow x\\text{CO}_2 + \\frac{y}{2}\\text{H}_2\\text{O}$: 1 hajm ${hydrocarbonText(n, h)} ga $${n} + \\frac{${h}}{4} = ${tn(n + h / 4, 2)}$ hajm $\\text{O}_2$; $V = ${tn(v)}\\cdot ${tn(n + h / 4, 2)} = ${tn(o2, 2)}$ l.`,
        `$\\text{C}_x\\text{H}_y + (x + \\frac{y}{4})\\text{O}_2 \\rightarrow x\\text{CO}_2 + \\frac{y}{2}\\text{H}_2\\text{O}$: на 1 объём ${hydrocarbonText(n, h)} — $${n} + \\frac{${h}}{4} = ${tn(n + h / 4, 2)}$ объёма $\\text{O}_2$; $V = ${tn(v)}\\cdot ${tn(n + h / 4, 2)} = ${tn(o2, 2)}$ л.`,
      ),
    };
  }),
  template('combustion-water', 2, 5, (rng) => {
    const { n, h } = hydrocarbon(rng, 1, 6, 8);
    const M = 12 * n + h;
    const amount = pick(rng, [0.1, 0.2, 0.25, 0.5, 1, 1.5, 2]);
    const m = amount * M;
    const w = (amount * h * 18) / 2;
    if (!num(m, null, 2) || !num(w, null, 2)) return null;
    return {
      text: bi(
        `${fmt(m)} g ${hydrocarbonText(n, h)} toʻliq yonganda necha gramm suv hosil boʻladi (C = 12, H = 1, O = 16)?`,
        `Сколько граммов воды образуется при полном сгорании ${fmt(m)} г ${hydrocarbonText(n, h)} (C = 12, H = 1, O = 16)?`,
      ),
      answer: pos(w, U.g, 2),
      distractors: [
        pos(amount * h * 18, U.g, 2),
        pos(amount * 18, U.g, 2),
        pos(amount * n * 18, U.g, 2),
        pos(amount * n * 44, U.g, 2),
        pos(w / 2, U.g, 2),
      ],
      expr: `${m} / (12*${n} + ${h}) * ${h} / 2 * 18`,
      explanation: bi(
        `$n = \\frac{${tn(m)}}{${M}} = ${tn(amount)}$ mol; bir molekuladan $\\frac{${h}}{2} = ${tn(h / 2)}$ molekula suv: $m(\\text{H}_2\\text{O}) = ${tn(amount)}\\cdot ${tn(h / 2)}\\cdot 18 = ${tn(w)}$ g.`,
        `$n = \\frac{${tn(m)}}{${M}} = ${tn(amount)}$ моль; из одной молекулы $\\frac{${h}}{2} = ${tn(h / 2)}$ молекулы воды: $m(\\text{H}_2\\text{O}) = ${tn(amount)}\\cdot ${tn(h / 2)}\\cdot 18 = ${tn(w)}$ г.`,
      ),
    };
  }),
  template('alkane-isomers', 3, 4, (rng) => {
    const n = randInt(rng, 4, 8);
    const ISOMERS = [1, 1, 1, 2, 3, 5, 9, 18];
    const k = ISOMERS[n - 1];
    return {
      text: bi(
        `${hydrocarbonText(n, 2 * n + 2)} tarkibli alkanning nechta struktur izomeri bor?`,
        `Сколько структурных изомеров у алкана состава ${hydrocarbonText(n, 2 * n + 2)}?`,
      ),
      answer: whole(k, 1),
      distractors: [whole(ISOMERS[n - 2], 1), whole(ISOMERS[n] ?? 35, 1), whole(k + 1, 1), whole(n - 1, 1), whole(k - 1, 1)],
      // the counts of structural isomers of C1…C8 alkanes (a known sequence: no closed formula)
      expr: `[1, 1, 1, 2, 3, 5, 9, 18][${n}]`,
      explanation: bi(
        `${hydrocarbonText(n, 2 * n + 2)} uchun uglerod skeletlari soni ${k} ta (normal zanjir va tarmoqlangan zanjirlar). Taqqoslang: ${hydrocarbonText(n - 1, 2 * n)} — ${ISOMERS[n - 2]} ta.`,
        `Для ${hydrocarbonText(n, 2 * n + 2)} существует ${plural(k, 'углеродный скелет', 'углеродных скелета', 'углеродных скелетов')} (нормальная и разветвлённые цепи). Для сравнения: ${hydrocarbonText(n - 1, 2 * n)} — ${ISOMERS[n - 2]}.`,
      ),
    };
  }),
  template('formula-from-combustion', 3, 5, (rng) => {
    const { n, h } = hydrocarbon(rng, 2, 6, 8);
    const M = 12 * n + h;
    const amount = pick(rng, [0.05, 0.1, 0.2, 0.25, 0.5]);
    const m = amount * M;
    const co2 = amount * n * 44;
    const water = (amount * h * 18) / 2;
    const D = M / 2;
    if (![m, co2, water, D].every((x) => num(x, null, 2))) return null;
    return {
      text: bi(
        `${fmt(m)} g uglevodorod yonganda ${fmt(co2)} g $\\text{CO}_2$ va ${fmt(water)} g suv hosil boʻldi. Uning vodorodga nisbatan zichligi ${fmt(D)}. Uglevodorod formulasini toping.`,
        `При сгорании ${fmt(m)} г углеводорода образовалось ${fmt(co2)} г $\\text{CO}_2$ и ${fmt(water)} г воды. Плотность его по водороду ${fmt(D)}. Найдите формулу углеводорода.`,
      ),
      answer: formulaOpt(n, h),
      distractors: [formulaOpt(n, h / 2), formulaOpt(n, h + 2), formulaOpt(n, h - 2), formulaOpt(n - 1, h), formulaOpt(n + 1, h)],
      expr: `[${co2} / 44, 2 * ${water} / 18] / (${m} / (2 * ${D}))`,
      explanation: bi(
        `$M = 2\\cdot ${tn(D)} = ${M}$ g/mol, $n = \\frac{${tn(m)}}{${M}} = ${tn(amount)}$ mol; $n(\\text{C}) = \\frac{${tn(co2)}}{44} = ${tn(amount * n)}$, $n(\\text{H}) = 2\\cdot \\frac{${tn(water)}}{18} = ${tn(amount * h)}$; bir molekulada ${n} ta C va ${h} ta H: ${hydrocarbonText(n, h)}.`,
        `$M = 2\\cdot ${tn(D)} = ${M}$ г/моль, $n = \\frac{${tn(m)}}{${M}} = ${tn(amount)}$ моль; $n(\\text{C}) = \\frac{${tn(co2)}}{44} = ${tn(amount * n)}$, $n(\\text{H}) = 2\\cdot \\frac{${tn(water)}}{18} = ${tn(amount * h)}$; в молекуле ${plural(n, 'атом', 'атома', 'атомов')} C и ${plural(h, 'атом', 'атома', 'атомов')} H: ${hydrocarbonText(n, h)}.`,
      ),
    };
  }),
  template('fermentation', 3, 5, (rng) => {
    const m = pick(rng, [90, 180, 270, 360, 450, 540, 720, 900]);
    const eta = pick(rng, [50, 60, 75, 80, 85, 90]);
    const n = m / 180;
    const ethanol = n * 2 * 46 * (eta / 100);
    if (!num(ethanol, null, 2)) return null;
    return {
      text: bi(
        `${m} g glyukoza bijgʻitilganda unum ${eta} % boʻlsa, necha gramm etanol olinadi ($\\text{C}_6\\text{H}_{12}\\text{O}_6 \\rightarrow 2\\text{C}_2\\text{H}_5\\text{OH} + 2\\text{CO}_2$; C = 12, H = 1, O = 16)?`,
        `Сколько граммов этанола получится при брожении ${m} г глюкозы с выходом ${eta} % ($\\text{C}_6\\text{H}_{12}\\text{O}_6 \\rightarrow 2\\text{C}_2\\text{H}_5\\text{OH} + 2\\text{CO}_2$; C = 12, H = 1, O = 16)?`,
      ),
      answer: pos(ethanol, U.g, 2),
      distractors: [
        pos(n * 2 * 46, U.g, 2),
        pos(n * 46 * (eta / 100), U.g, 2),
        pos(n * 2 * 44 * (eta / 100), U.g, 2),
        pos((m * eta) / 100, U.g, 2),
        pos((n * 2 * 46) / (eta / 100), U.g, 2),
      ],
      expr: `${m} / (6*12 + 12*1 + 6*16) * 2 * (2*12 + 6*1 + 16) * ${eta} / 100`,
      explanation: bi(
        `$n(\\text{C}_6\\text{H}_{12}\\text{O}_6) = \\frac{${m}}{180} = ${tn(n)}$ mol, etanol $2\\cdot ${tn(n)} = ${tn(2 * n)}$ mol, nazariy $${tn(2 * n)}\\cdot 46 = ${tn(2 * n * 46)}$ g; unum bilan $${tn(2 * n * 46)}\\cdot ${tn(eta / 100)} = ${tn(ethanol)}$ g.`,
        `$n(\\text{C}_6\\text{H}_{12}\\text{O}_6) = \\frac{${m}}{180} = ${tn(n)}$ моль, этанола $2\\cdot ${tn(n)} = ${tn(2 * n)}$ моль, теоретически $${tn(2 * n)}\\cdot 46 = ${tn(2 * n * 46)}$ г; с учётом выхода $${tn(2 * n * 46)}\\cdot ${tn(eta / 100)} = ${tn(ethanol)}$ г.`,
      ),
    };
  }),
]);
