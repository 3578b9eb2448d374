// Topic 11: gases — molar mass from the relative density, the relative density of one gas by another,
// the Clapeyron–Mendeleev equation, the average molar mass of a mixture, the combined gas law, the
// composition of a mixture from its density.
import { bi, fmt, num, pick, pos, randInt, tn, U, template, topic } from '../bank';
import { M, mExpr, f, given } from '../chem';

const GASES = [
  'H2',
  'He',
  'CH4',
  'NH3',
  'Ne',
  'C2H2',
  'N2',
  'CO',
  'C2H4',
  'NO',
  'C2H6',
  'O2',
  'H2S',
  'Ar',
  'CO2',
  'N2O',
  'C3H8',
  'NO2',
  'C4H10',
  'SO2',
  'Cl2',
  'SO3',
].filter((g) => g !== 'SO3');
const R = 8.314;
/** Pairs that react with each other: never a mixture of them. */
const REACTING = ['NO O2', 'H2S SO2', 'H2S Cl2', 'NH3 Cl2', 'H2S NO2', 'NH3 NO2', 'H2 Cl2', 'C2H2 Cl2', 'C2H4 Cl2'];
const reacting = (a: string, b: string) => REACTING.includes(`${a} ${b}`) || REACTING.includes(`${b} ${a}`);

const GAZLAR_NAME = { uz: 'Gaz qonunlari', ru: 'Газовые законы' };
export const gazlar = topic('gazlar', GAZLAR_NAME, 0.08, [
  template('molar-mass-from-density', 1, 4, (rng) => {
    const [ref, mRef] = pick(rng, [
      ['H2', 2],
      ['He', 4],
      ['O2', 32],
      ['CH4', 16],
      ['N2', 28],
    ] as [string, number][]);
    const x = pick(rng, GASES);
    const d = M(x) / mRef;
    if (x === ref || !num(d, null, 3)) return null;
    return {
      text: bi(
        `Gazning ${f(ref)} ga nisbatan zichligi ${fmt(d)}. Gazning molyar massasini toping.`,
        `Плотность газа по ${f(ref)} равна ${fmt(d)}. Найдите молярную массу газа.`,
      ),
      answer: pos(M(x), U.gmol),
      distractors: [pos(d, U.gmol), pos(mRef / d, U.gmol, 3), pos(d * 29, U.gmol, 2), pos(M(x) + mRef, U.gmol), pos(M(x) / 2, U.gmol, 2)],
      expr: `${d} * ${mExpr(ref)}`,
      explanation: bi(
        `$M = D\\cdot M(${f(ref).slice(1, -1)}) = ${tn(d)}\\cdot ${mRef} = ${tn(M(x))}$ g/mol.`,
        `$M = D\\cdot M(${f(ref).slice(1, -1)}) = ${tn(d)}\\cdot ${mRef} = ${tn(M(x))}$ г/моль.`,
      ),
    };
  }),
  template('relative-density', 1, 4, (rng) => {
    const x = pick(rng, GASES);
    const y = pick(rng, GASES);
    const d = M(x) / M(y);
    if (x === y || !num(d, null, 3)) return null;
    return {
      text: bi(
        `${f(x)} ning ${f(y)} ga nisbatan zichligini toping (${given(x, y)}).`,
        `Найдите относительную плотность ${f(x)} по ${f(y)} (${given(x, y)}).`,
      ),
      answer: pos(d),
      distractors: [
        pos(M(y) / M(x)),
        pos(Math.abs(M(x) - M(y))),
        pos(M(x) / 2),
        pos(M(x) / 29 === d ? NaN : M(x) / 29, null, 3),
        pos(d * 2),
      ],
      expr: `${mExpr(x)} / ${mExpr(y)}`,
      explanation: bi(
        `$D = \\frac{M(${f(x).slice(1, -1)})}{M(${f(y).slice(1, -1)})} = \\frac{${tn(M(x))}}{${tn(M(y))}} = ${tn(d)}$. Teskari nisbat — keng tarqalgan xato.`,
        `$D = \\frac{M(${f(x).slice(1, -1)})}{M(${f(y).slice(1, -1)})} = \\frac{${tn(M(x))}}{${tn(M(y))}} = ${tn(d)}$. Обратное отношение — частая ошибка.`,
      ),
    };
  }),
  template('clapeyron', 2, 4, (rng) => {
    const n = pick(rng, [0.5, 1, 1.5, 2, 2.5, 3, 4, 5]);
    const T = pick(rng, [250, 273, 300, 320, 350, 400, 500]);
    const V = pick(rng, [5, 10, 20, 25, 40, 50]);
    const p = (n * R * T) / V;
    if (!num(p, null, 3)) return null;
    const x = pick(rng, ['O2', 'N2', 'CO2', 'CH4', 'NH3', 'Ar']);
    const m = n * M(x);
    return {
      text: bi(
        `${fmt(V)} l idishdagi ${f(x)} ning bosimi ${fmt(p)} kPa, temperaturasi ${T} K. Idishdagi gaz massasini toping ($R = 8{,}314$ J/(mol·K); ${given(x)}).`,
        `Давление ${f(x)} в сосуде объёмом ${fmt(V)} л равно ${fmt(p)} кПа, температура ${T} К. Найдите массу газа ($R = 8{,}314$ Дж/(моль·К); ${given(x)}).`,
      ),
      answer: pos(m, U.g, 3),
      distractors: [pos(n, U.g, 3), pos(m * 1000, U.g, 3), pos(n * 22.4, U.g, 3), pos(m / 2, U.g, 3), pos(m * 2, U.g, 3)],
      expr: `${p} * ${V} / (8.314 * ${T}) * ${mExpr(x)}`,
      explanation: bi(
        `$pV = nRT$: $n = \\frac{pV}{RT} = \\frac{${tn(p)}\\cdot ${V}}{8{,}314\\cdot ${T}} = ${tn(n)}$ mol (kPa·l = J); $m = ${tn(n)}\\cdot ${tn(M(x))} = ${tn(m)}$ g.`,
        `$pV = nRT$: $n = \\frac{pV}{RT} = \\frac{${tn(p)}\\cdot ${V}}{8{,}314\\cdot ${T}} = ${tn(n)}$ моль (кПа·л = Дж); $m = ${tn(n)}\\cdot ${tn(M(x))} = ${tn(m)}$ г.`,
      ),
    };
  }),
  template('mixture-molar-mass', 2, 5, (rng) => {
    const a = pick(rng, GASES);
    const b = pick(rng, GASES);
    const p = 5 * randInt(rng, 2, 18);
    const avg = (p * M(a) + (100 - p) * M(b)) / 100;
    if (a === b || M(a) === M(b) || reacting(a, b) || !num(avg, null, 2)) return null;
    return {
      text: bi(
        `Gazlar aralashmasi hajm boʻyicha ${p} % ${f(a)} va ${100 - p} % ${f(b)} dan iborat. Aralashmaning oʻrtacha molyar massasini toping (${given(a, b)}).`,
        `Газовая смесь содержит по объёму ${p} % ${f(a)} и ${100 - p} % ${f(b)}. Найдите среднюю молярную массу смеси (${given(a, b)}).`,
      ),
      answer: pos(avg, U.gmol, 2),
      distractors: [
        pos((M(a) + M(b)) / 2, U.gmol, 2),
        pos(((100 - p) * M(a) + p * M(b)) / 100, U.gmol, 2),
        pos(M(a) + M(b), U.gmol, 2),
        pos(avg + 2, U.gmol, 2),
      ],
      expr: `(${p} * ${mExpr(a)} + ${100 - p} * ${mExpr(b)}) / 100`,
      explanation: bi(
        `Gazlarda hajm ulushi mol ulushiga teng: $\\bar{M} = ${tn(p / 100)}\\cdot ${tn(M(a))} + ${tn((100 - p) / 100)}\\cdot ${tn(M(b))} = ${tn(avg, 2)}$ g/mol.`,
        `У газов объёмная доля равна мольной: $\\bar{M} = ${tn(p / 100)}\\cdot ${tn(M(a))} + ${tn((100 - p) / 100)}\\cdot ${tn(M(b))} = ${tn(avg, 2)}$ г/моль.`,
      ),
    };
  }),
  template('combined-law', 2, 4, (rng) => {
    const V1 = pick(rng, [2, 4, 5, 6, 8, 10, 12, 15, 20]);
    const [p1, p2] = [pick(rng, [100, 150, 200, 250, 300, 400]), pick(rng, [100, 150, 200, 250, 300, 400])];
    const [T1, T2] = [pick(rng, [250, 273, 300, 350, 400, 450, 500, 600]), pick(rng, [250, 273, 300, 350, 400, 450, 500, 600])];
    if (p1 === p2 && T1 === T2) return null;
    const V2 = (V1 * p1 * T2) / (p2 * T1);
    if (!num(V2, null, 3)) return null;
    return {
      text: bi(
        `${T1} K va ${p1} kPa da gaz hajmi ${fmt(V1)} l. ${T2} K va ${p2} kPa da shu gazning hajmi qancha boʻladi?`,
        `При ${T1} К и ${p1} кПа объём газа ${fmt(V1)} л. Каким будет объём этого газа при ${T2} К и ${p2} кПа?`,
      ),
      answer: pos(V2, U.l),
      distractors: [
        pos((V1 * p2 * T2) / (p1 * T1), U.l),
        pos((V1 * p1 * T1) / (p2 * T2), U.l),
        pos((V1 * p2 * T1) / (p1 * T2), U.l),
        pos(V1, U.l),
        pos(V2 * 2, U.l),
      ],
      expr: `${V1} * ${p1} * ${T2} / (${p2} * ${T1})`,
      explanation: bi(
        `$\\frac{p_1V_1}{T_1} = \\frac{p_2V_2}{T_2}$: $V_2 = \\frac{${tn(V1)}\\cdot ${p1}\\cdot ${T2}}{${p2}\\cdot ${T1}} = ${tn(V2)}$ l.`,
        `$\\frac{p_1V_1}{T_1} = \\frac{p_2V_2}{T_2}$: $V_2 = \\frac{${tn(V1)}\\cdot ${p1}\\cdot ${T2}}{${p2}\\cdot ${T1}} = ${tn(V2)}$ л.`,
      ),
    };
  }),
  template('mixture-composition', 3, 5, (rng) => {
    const a = pick(rng, GASES);
    const b = pick(rng, GASES);
    const p = 5 * randInt(rng, 2, 18);
    const avg = (p * M(a) + (100 - p) * M(b)) / 100;
    const d = avg / 2;
    if (a === b || M(a) === M(b) || reacting(a, b) || !num(d, null, 3)) return null;
    return {
      text: bi(
        `${f(a)} va ${f(b)} aralashmasining vodorodga nisbatan zichligi ${fmt(d)}. Aralashmadagi ${f(a)} ning hajm ulushini (%) toping (${given(a, b)}).`,
        `Плотность смеси ${f(a)} и ${f(b)} по водороду равна ${fmt(d)}. Найдите объёмную долю (%) ${f(a)} в смеси (${given(a, b)}).`,
      ),
      answer: pos(p, U.pct, 2),
      distractors: [
        pos(100 - p, U.pct, 2),
        pos(50, U.pct, 2),
        pos(
          ((d - M(b)) / (M(a) - M(b))) * 100 > 0 && ((d - M(b)) / (M(a) - M(b))) * 100 < 100 ? ((d - M(b)) / (M(a) - M(b))) * 100 : NaN,
          U.pct,
          2,
        ),
        pos(p / 2, U.pct, 2),
        pos(p + 10, U.pct, 2),
      ],
      expr: `(2 * ${d} - ${mExpr(b)}) / (${mExpr(a)} - ${mExpr(b)}) * 100`,
      explanation: bi(
        `$\\bar{M} = 2\\cdot ${tn(d)} = ${tn(avg, 2)}$; $x\\cdot ${tn(M(a))} + (1 - x)\\cdot ${tn(M(b))} = ${tn(avg, 2)}$, $x = \\frac{${tn(avg, 2)} - ${tn(M(b))}}{${tn(M(a))} - ${tn(M(b))}} = ${tn(p / 100, 2)}$, yaʼni ${p} %.`,
        `$\\bar{M} = 2\\cdot ${tn(d)} = ${tn(avg, 2)}$; $x\\cdot ${tn(M(a))} + (1 - x)\\cdot ${tn(M(b))} = ${tn(avg, 2)}$, $x = \\frac{${tn(avg, 2)} - ${tn(M(b))}}{${tn(M(a))} - ${tn(M(b))}} = ${tn(p / 100, 2)}$, т. е. ${p} %.`,
      ),
    };
  }),
]);
