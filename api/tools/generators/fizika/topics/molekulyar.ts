// Topic 5: molecular physics — amount of substance, Avogadro's number, gas laws, the ideal-gas equation, mean kinetic energy.
import { bi, pick, qv, raz, randInt, sciv, tn, tsci, tu, val, template, topic } from '../bank';

const GASES = [
  { uz: 'suv', ru: 'воды', tex: '\\text{H}_2\\text{O}', M: 18 },
  { uz: 'karbonat angidrid', ru: 'углекислого газа', tex: '\\text{CO}_2', M: 44 },
  { uz: 'kislorod', ru: 'кислорода', tex: '\\text{O}_2', M: 32 },
  { uz: 'azot', ru: 'азота', tex: '\\text{N}_2', M: 28 },
  { uz: 'geliy', ru: 'гелия', tex: '\\text{He}', M: 4 },
  { uz: 'vodorod', ru: 'водорода', tex: '\\text{H}_2', M: 2 },
  { uz: 'metan', ru: 'метана', tex: '\\text{CH}_4', M: 16 },
];
/** Temperatures in kelvin whose ratios are simple. */
const KELVIN = [200, 250, 300, 350, 360, 400, 450, 480, 500, 600, 700, 750, 800];

const MOLEKULYAR_NAME = { uz: 'Molekulyar fizika: ideal gaz qonunlari', ru: 'Молекулярная физика: законы идеального газа' };
export const molekulyar = topic('molekulyar-fizika', MOLEKULYAR_NAME, 0.13, [
  template('amount-of-substance', 1, 5, (rng) => {
    const gas = pick(rng, GASES);
    const nu = pick(rng, [0.5, 1.5, 2, 2.5, 3, 4, 5, 10]);
    const m = gas.M * nu;
    return {
      text: bi(
        `${qv('m', m, 'g')} ${gas.uz} ($${gas.tex}$) necha mol modda miqdoriga teng? Molyar massa ${qv('M', gas.M, 'gmol')}.`,
        `Какое количество вещества содержится в ${qv('m', m, 'g')} ${gas.ru} ($${gas.tex}$)? Молярная масса ${qv('M', gas.M, 'gmol')}.`,
      ),
      answer: val(nu, 'mol'),
      distractors: [val(gas.M / m, 'mol', 4), val(m * gas.M, 'mol'), val(nu / 1000, 'mol', 4), val(nu * 2, 'mol')],
      expr: `${m}/${gas.M}`,
      explanation: bi(
        `$\\nu = \\frac{m}{M} = \\frac{${tn(m)}}{${gas.M}} = ${tu(nu, 'mol')}$ (massa va molyar massa bir xil birlikda — grammlarda).`,
        `$\\nu = \\frac{m}{M} = \\frac{${tn(m)}}{${gas.M}} = ${tu(nu, 'mol')}$ (масса и молярная масса в одних единицах — граммах).`,
      ),
    };
  }),
  template('number-of-molecules', 1, 4, (rng) => {
    const gas = pick(rng, GASES);
    const nu = pick(rng, [0.1, 0.2, 0.5, 1, 1.5, 2, 3, 5]);
    const m = gas.M * nu;
    const N = nu * 6e23;
    return {
      text: bi(
        `${qv('m', m, 'g')} ${gas.uz}da ($${gas.tex}$, ${qv('M', gas.M, 'gmol')}) nechta molekula bor? ($N_A = 6\\cdot 10^{23}\\ «mol»^{-1}$)`,
        `Сколько молекул содержится в ${qv('m', m, 'g')} ${gas.ru} ($${gas.tex}$, ${qv('M', gas.M, 'gmol')})? ($N_A = 6\\cdot 10^{23}\\ «mol»^{-1}$)`,
      ),
      answer: sciv(N, 'none'),
      distractors: [sciv(m * 6e23, 'none'), sciv((gas.M / m) * 6e23, 'none'), sciv(N * 1000, 'none'), sciv(N / 10, 'none')],
      expr: `${m}/${gas.M}*6*10^23`,
      explanation: bi(
        `Modda miqdori $\\nu = \\frac{m}{M} = \\frac{${tn(m)}}{${gas.M}} = ${tu(nu, 'mol')}$; molekulalar soni $N = \\nu N_A = ${tn(nu)}\\cdot 6\\cdot 10^{23} = ${tsci(N)}$.`,
        `Количество вещества $\\nu = \\frac{m}{M} = \\frac{${tn(m)}}{${gas.M}} = ${tu(nu, 'mol')}$; число молекул $N = \\nu N_A = ${tn(nu)}\\cdot 6\\cdot 10^{23} = ${tsci(N)}$.`,
      ),
    };
  }),
  template('isochoric', 1, 4, (rng) => {
    const T1 = pick(rng, KELVIN);
    const T2 = pick(rng, KELVIN);
    if (T1 === T2) return null;
    const p1 = randInt(rng, 1, 30) * 10;
    const p2 = (p1 * T2) / T1;
    return {
      text: bi(
        `Yopiq idishdagi gazning bosimi ${qv('T_1', T1, 'K')} haroratda ${qv('p_1', p1, 'kPa')} ga teng. Harorat ${qv('T_2', T2, 'K')} boʻlganda bosim qanday boʻladi (hajm oʻzgarmas)?`,
        `Давление газа в закрытом сосуде при температуре ${qv('T_1', T1, 'K')} равно ${qv('p_1', p1, 'kPa')}. Каким станет давление при ${qv('T_2', T2, 'K')} (объём постоянен)?`,
      ),
      answer: val(p2, 'kPa'),
      distractors: [val((p1 * T1) / T2, 'kPa'), val(p1 + T2 - T1, 'kPa'), val(p1, 'kPa'), val((p1 * T2 * T2) / (T1 * T1), 'kPa')],
      expr: `${p1}*${T2}/${T1}`,
      explanation: bi(
        `Izoxorik jarayon (Sharl qonuni): $\\frac{p_1}{T_1} = \\frac{p_2}{T_2}$, bundan $p_2 = p_1\\frac{T_2}{T_1} = ${p1}\\cdot \\frac{${T2}}{${T1}} = ${tu(p2, 'kPa')}$.`,
        `Изохорный процесс (закон Шарля): $\\frac{p_1}{T_1} = \\frac{p_2}{T_2}$, откуда $p_2 = p_1\\frac{T_2}{T_1} = ${p1}\\cdot \\frac{${T2}}{${T1}} = ${tu(p2, 'kPa')}$.`,
      ),
    };
  }),
  template('isothermal', 2, 6, (rng) => {
    const p1 = randInt(rng, 1, 30) * 10;
    const V1 = randInt(rng, 2, 24);
    const V2 = randInt(rng, 1, 30);
    if (V1 === V2) return null;
    const p2 = (p1 * V1) / V2;
    return {
      text: bi(
        `Gaz izotermik ravishda ${qv('V_1', V1, 'L')} hajmdan ${qv('V_2', V2, 'L')} hajmgacha ${V2 < V1 ? 'siqildi' : 'kengaydi'}. Boshlangʻich bosim ${qv('p_1', p1, 'kPa')}. Oxirgi bosim qanday?`,
        `Газ изотермически ${V2 < V1 ? 'сжали' : 'расширили'} от объёма ${qv('V_1', V1, 'L')} до ${qv('V_2', V2, 'L')}. Начальное давление ${qv('p_1', p1, 'kPa')}. Каково конечное давление?`,
      ),
      answer: val(p2, 'kPa', 2),
      distractors: [val((p1 * V2) / V1, 'kPa', 2), val(p1 + V1 - V2, 'kPa', 2), val(p1 * V1 * V2, 'kPa', 2), val(p1, 'kPa', 2)],
      expr: `${p1}*${V1}/${V2}`,
      explanation: bi(
        `Boyl–Mariott qonuni: $p_1V_1 = p_2V_2$, bundan $p_2 = \\frac{p_1V_1}{V_2} = \\frac{${p1}\\cdot ${V1}}{${V2}} = ${tu(p2, 'kPa', 2)}$. Hajm ${V2 < V1 ? 'kamayganda bosim ortadi' : 'ortganda bosim kamayadi'}.`,
        `Закон Бойля–Мариотта: $p_1V_1 = p_2V_2$, откуда $p_2 = \\frac{p_1V_1}{V_2} = \\frac{${p1}\\cdot ${V1}}{${V2}} = ${tu(p2, 'kPa', 2)}$. При ${V2 < V1 ? 'уменьшении объёма давление растёт' : 'увеличении объёма давление падает'}.`,
      ),
    };
  }),
  template('isobaric-celsius', 2, 5, (rng) => {
    const T1 = pick(rng, KELVIN.slice(1, 8));
    const T2 = pick(rng, KELVIN.slice(1, 10));
    if (T1 === T2) return null;
    const t1 = T1 - 273;
    const t2 = T2 - 273;
    const V1 = randInt(rng, 1, 20) * 2;
    const V2 = (V1 * T2) / T1;
    return {
      text: bi(
        `${qv('t_1', t1, 'C')} haroratda gazning hajmi ${qv('V_1', V1, 'L')}. Bosim oʻzgarmas boʻlganda gaz ${qv('t_2', t2, 'C')} gacha ${T2 > T1 ? 'isitildi' : 'sovitildi'}. Gazning hajmi qanday boʻladi?`,
        `При температуре ${qv('t_1', t1, 'C')} объём газа ${qv('V_1', V1, 'L')}. Газ ${T2 > T1 ? 'нагрели' : 'охладили'} при постоянном давлении до ${qv('t_2', t2, 'C')}. Каким стал объём газа?`,
      ),
      answer: val(V2, 'L', 2),
      distractors: [
        val((V1 * t2) / t1, 'L', 2),
        val((V1 * T1) / T2, 'L', 2),
        val(V1 + (t2 - t1) / 10, 'L', 2),
        val(V1 * 2, 'L', 2),
        val(V1 / 2, 'L', 2),
      ],
      expr: `${V1}*(${t2} + 273)/(${t1} + 273)`,
      explanation: bi(
        `Gey-Lyussak qonunida harorat kelvinlarda olinadi: $T_1 = ${t1} + 273 = ${tu(T1, 'K')}$, $T_2 = ${t2} + 273 = ${tu(T2, 'K')}$. $V_2 = V_1\\frac{T_2}{T_1} = ${V1}\\cdot \\frac{${T2}}{${T1}} = ${tu(V2, 'L', 2)}$. Selsiy gradusida hisoblash — tipik xato.`,
        `В законе Гей-Люссака температура берётся в кельвинах: $T_1 = ${t1} + 273 = ${tu(T1, 'K')}$, $T_2 = ${t2} + 273 = ${tu(T2, 'K')}$. $V_2 = V_1\\frac{T_2}{T_1} = ${V1}\\cdot \\frac{${T2}}{${T1}} = ${tu(V2, 'L', 2)}$. Типичная ошибка — считать в градусах Цельсия.`,
      ),
    };
  }),
  template('clapeyron-pressure', 2, 4, (rng) => {
    const nu = pick(rng, [0.5, 1, 2, 3, 4, 5]);
    const T = pick(rng, KELVIN);
    const w = pick(rng, [1, 2, 4, 5, 10]);
    const V = 0.0831 * w;
    const p = (nu * 8.31 * T) / V / 1000;
    return {
      text: bi(
        `${qv('V', V, 'm3', 4)} hajmli idishda ${qv('T', T, 'K')} haroratda $${tu(nu, 'mol')}$ ideal gaz bor. Gazning bosimi qanday? (${qv('R', 8.31, 'none')} $«J»/(«mol»\\cdot «K»)$)`,
        `В сосуде объёмом ${qv('V', V, 'm3', 4)} при температуре ${qv('T', T, 'K')} находится $${tu(nu, 'mol')}$ идеального газа. Каково давление газа? (${qv('R', 8.31, 'none')} $«J»/(«mol»\\cdot «K»)$)`,
      ),
      answer: val(p, 'kPa', 2),
      distractors: [
        val((nu * 8.31 * T) / 1000, 'kPa', 2),
        val(p * 1000, 'kPa', 2),
        val((nu * 8.31 * (T - 273)) / V / 1000, 'kPa', 2),
        val(p / nu / nu, 'kPa', 2),
        val(p * 2, 'kPa', 2),
      ],
      expr: `${nu}*8.31*${T}/${V}/1000`,
      explanation: bi(
        `Mendeleyev–Klapeyron tenglamasi: $pV = \\nu RT$, $p = \\frac{\\nu RT}{V} = \\frac{${tn(nu)}\\cdot 8{,}31\\cdot ${T}}{${tn(V, 4)}} = ${tu(p * 1000, 'Pa', 2)} = ${tu(p, 'kPa', 2)}$.`,
        `Уравнение Менделеева–Клапейрона: $pV = \\nu RT$, $p = \\frac{\\nu RT}{V} = \\frac{${tn(nu)}\\cdot 8{,}31\\cdot ${T}}{${tn(V, 4)}} = ${tu(p * 1000, 'Pa', 2)} = ${tu(p, 'kPa', 2)}$.`,
      ),
    };
  }),
  template('mean-kinetic-energy', 2, 4, (rng) => {
    const T = pick(rng, [100, 200, 300, 400, 500, 600, 800, 1000]);
    const E = 1.5 * 1.38e-23 * T;
    return {
      text: bi(
        `${qv('T', T, 'K')} haroratda ideal gaz molekulalari ilgarilanma harakatining oʻrtacha kinetik energiyasi qanday? ($k = 1{,}38\\cdot 10^{-23}\\ «J»/«K»$)`,
        `Какова средняя кинетическая энергия поступательного движения молекул идеального газа при ${qv('T', T, 'K')}? ($k = 1{,}38\\cdot 10^{-23}\\ «J»/«K»$)`,
      ),
      answer: sciv(E, 'J', 3),
      distractors: [
        sciv(1.38e-23 * T, 'J', 3),
        sciv(3 * 1.38e-23 * T, 'J', 3),
        sciv(0.5 * 1.38e-23 * T, 'J', 3),
        sciv(1.5 * 1.38e-23 * (T + 273), 'J', 3),
      ],
      expr: `3/2*1.38*10^(-23)*${T}`,
      explanation: bi(
        `$\\bar{E} = \\frac{3}{2}kT = 1{,}5\\cdot 1{,}38\\cdot 10^{-23}\\cdot ${T} = ${tsci(E)}\\ «J»$.`,
        `$\\bar{E} = \\frac{3}{2}kT = 1{,}5\\cdot 1{,}38\\cdot 10^{-23}\\cdot ${T} = ${tsci(E)}\\ «J»$.`,
      ),
    };
  }),
  template('combined-gas-law', 3, 6, (rng) => {
    const T1 = pick(rng, KELVIN);
    const T2 = pick(rng, KELVIN);
    if (T1 === T2) return null;
    const p1 = randInt(rng, 5, 30) * 10;
    const V1 = randInt(rng, 2, 20);
    const V2 = randInt(rng, 2, 20);
    if (V1 === V2) return null;
    const p2 = (p1 * V1 * T2) / (V2 * T1);
    return {
      text: bi(
        `Gazning holati ${qv('p_1', p1, 'kPa')}, ${qv('V_1', V1, 'L')}, ${qv('T_1', T1, 'K')} dan ${qv('V_2', V2, 'L')}, ${qv('T_2', T2, 'K')} ga oʻzgardi (gaz massasi oʻzgarmas). Oxirgi bosimni toping.`,
        `Состояние газа изменилось от ${qv('p_1', p1, 'kPa')}, ${qv('V_1', V1, 'L')}, ${qv('T_1', T1, 'K')} до ${qv('V_2', V2, 'L')}, ${qv('T_2', T2, 'K')} (масса газа постоянна). Найдите конечное давление.`,
      ),
      answer: val(p2, 'kPa', 2),
      distractors: [
        val((p1 * V2 * T2) / (V1 * T1), 'kPa', 2),
        val((p1 * V1 * T1) / (V2 * T2), 'kPa', 2),
        val((p1 * V1) / V2, 'kPa', 2),
        val((p1 * T2) / T1, 'kPa', 2),
      ],
      expr: `${p1}*${V1}*${T2}/(${V2}*${T1})`,
      explanation: bi(
        `Birlashgan gaz qonuni: $\\frac{p_1V_1}{T_1} = \\frac{p_2V_2}{T_2}$, bundan $p_2 = \\frac{p_1V_1T_2}{V_2T_1} = \\frac{${p1}\\cdot ${V1}\\cdot ${T2}}{${V2}\\cdot ${T1}} = ${tu(p2, 'kPa', 2)}$.`,
        `Объединённый газовый закон: $\\frac{p_1V_1}{T_1} = \\frac{p_2V_2}{T_2}$, откуда $p_2 = \\frac{p_1V_1T_2}{V_2T_1} = \\frac{${p1}\\cdot ${V1}\\cdot ${T2}}{${V2}\\cdot ${T1}} = ${tu(p2, 'kPa', 2)}$.`,
      ),
    };
  }),
  template('pressure-ratio', 3, 5, (rng) => {
    const a = randInt(rng, 2, 6);
    const b = randInt(rng, 2, 6);
    const vDown = rng() < 0.5;
    if (!vDown && a === b) return null;
    const ratio = vDown ? a * b : a / b;
    return {
      text: bi(
        `Ideal gazning absolyut harorati ${a} marta orttirilib, hajmi ${b} marta ${vDown ? 'kamaytirildi' : 'orttirildi'}. Gaz bosimi necha marta ${ratio >= 1 ? 'ortadi' : 'kamayadi'}?`,
        `Абсолютную температуру идеального газа увеличили в ${a} ${raz(a)}, а объём ${vDown ? 'уменьшили' : 'увеличили'} в ${b} ${raz(b)}. Во сколько раз ${ratio >= 1 ? 'увеличится' : 'уменьшится'} давление газа?`,
      ),
      answer: val(ratio >= 1 ? ratio : 1 / ratio, 'none', 3),
      distractors: vDown
        ? [val(a / b, 'none', 3), val(b / a, 'none', 3), val(a + b, 'none', 3), val(a * b * b, 'none', 3)]
        : [val(a * b, 'none', 3), val(ratio >= 1 ? b / a : a / b, 'none', 3), val(a + b, 'none', 3), val(Math.abs(a - b), 'none', 3)],
      expr: ratio >= 1 ? `${a}*${vDown ? `${b}` : `1/${b}`}` : `1/(${a}/${b})`,
      explanation: bi(
        `$pV = \\nu RT$ dan $p \\sim \\frac{T}{V}$: $\\frac{p_2}{p_1} = \\frac{T_2}{T_1}\\cdot \\frac{V_1}{V_2} = ${a}\\cdot ${vDown ? b : `\\frac{1}{${b}}`} = ${ratio >= 1 ? tn(ratio, 3) : `\\frac{${a}}{${b}}`}$. Bosim $${tn(ratio >= 1 ? ratio : 1 / ratio, 3)}$ marta ${ratio >= 1 ? 'ortadi' : 'kamayadi'}.`,
        `Из $pV = \\nu RT$ следует $p \\sim \\frac{T}{V}$: $\\frac{p_2}{p_1} = \\frac{T_2}{T_1}\\cdot \\frac{V_1}{V_2} = ${a}\\cdot ${vDown ? b : `\\frac{1}{${b}}`} = ${ratio >= 1 ? tn(ratio, 3) : `\\frac{${a}}{${b}}`}$. Давление ${ratio >= 1 ? 'увеличится' : 'уменьшится'} в $${tn(ratio >= 1 ? ratio : 1 / ratio, 3)}$ ${raz(ratio >= 1 ? ratio : 1 / ratio)}.`,
      ),
    };
  }),
]);
