// Topic 7: electrostatics — field strength, Coulomb's law, capacitors (charge, energy, series and parallel), work of the field.
import { bi, pick, qv, randInt, tn, tu, val, template, topic } from '../bank';

const ELEKTROSTATIKA_NAME = { uz: 'Elektrostatika', ru: 'Электростатика' };
export const elektrostatika = topic('elektrostatika', ELEKTROSTATIKA_NAME, 0.08, [
  template('field-strength', 1, 4, (rng) => {
    const q = pick(rng, [1, 2, 4, 5, 8, 10, 20, 25, 50]);
    const F = randInt(rng, 1, 40) * 2;
    const E = (F * 1e-3) / (q * 1e-6);
    return {
      text: bi(
        `Elektr maydonining biror nuqtasiga joylashtirilgan ${qv('q', q, 'uC')} zaryadga ${qv('F', F, 'mN')} kuch taʼsir qiladi. Shu nuqtadagi maydon kuchlanganligi qanday?`,
        `На заряд ${qv('q', q, 'uC')}, помещённый в некоторую точку электрического поля, действует сила ${qv('F', F, 'mN')}. Какова напряжённость поля в этой точке?`,
      ),
      answer: val(E, 'NC'),
      distractors: [val(F / q, 'NC'), val(E * 1000, 'NC'), val(F * q * 1000, 'NC'), val(E / 1000, 'NC')],
      expr: `(${F}*10^(-3))/(${q}*10^(-6))`,
      explanation: bi(
        `$E = \\frac{F}{q} = \\frac{${F}\\cdot 10^{-3}}{${q}\\cdot 10^{-6}} = ${tu(E, 'NC')}$. Oʻlchov birligi old qoʻshimchalari: $1\\ «mN» = 10^{-3}\\ «N»$, $1\\ «uC» = 10^{-6}\\ «Cl»$.`,
        `$E = \\frac{F}{q} = \\frac{${F}\\cdot 10^{-3}}{${q}\\cdot 10^{-6}} = ${tu(E, 'NC')}$. Приставки: $1\\ «mN» = 10^{-3}\\ «N»$, $1\\ «uC» = 10^{-6}\\ «Cl»$.`,
      ),
    };
  }),
  template('capacitor-charge', 1, 4, (rng) => {
    const C = pick(rng, [1, 2, 4, 5, 10, 20, 47, 50, 100]);
    const U = pick(rng, [2, 5, 6, 10, 12, 20, 50, 100, 200]);
    const q = C * U;
    return {
      text: bi(
        `Sigʻimi ${qv('C', C, 'uF')} boʻlgan kondensator ${qv('U', U, 'V')} kuchlanishgacha zaryadlandi. Kondensatordagi zaryad qanday?`,
        `Конденсатор ёмкостью ${qv('C', C, 'uF')} заряжен до напряжения ${qv('U', U, 'V')}. Каков заряд конденсатора?`,
      ),
      answer: val(q, 'uC'),
      distractors: [val(C / U, 'uC', 3), val(U / C, 'uC', 3), val((C * U * U) / 2, 'uC'), val(q * 1000, 'uC')],
      expr: `${C}*${U}`,
      explanation: bi(
        `$q = CU = ${C}\\ «uF»\\cdot ${U}\\ «V» = ${tu(q, 'uC')}$.`,
        `$q = CU = ${C}\\ «uF»\\cdot ${U}\\ «V» = ${tu(q, 'uC')}$.`,
      ),
    };
  }),
  template('coulomb', 2, 4, (rng) => {
    const q1 = randInt(rng, 1, 10);
    const q2 = randInt(rng, 1, 10);
    const r = pick(rng, [0.1, 0.2, 0.3, 0.5, 0.6, 1]);
    const F = (9e9 * q1 * 1e-6 * q2 * 1e-6) / (r * r);
    return {
      text: bi(
        `Vakuumda bir-biridan ${qv('r', r, 'm')} masofada joylashgan ${qv('q_1', q1, 'uC')} va ${qv('q_2', q2, 'uC')} nuqtaviy zaryadlar qanday kuch bilan oʻzaro taʼsirlashadi? ($k = 9\\cdot 10^{9}\\ «N»\\cdot «m2»/«Cl»^2$)`,
        `С какой силой взаимодействуют в вакууме точечные заряды ${qv('q_1', q1, 'uC')} и ${qv('q_2', q2, 'uC')}, находящиеся на расстоянии ${qv('r', r, 'm')}? ($k = 9\\cdot 10^{9}\\ «N»\\cdot «m2»/«Cl»^2$)`,
      ),
      answer: val(F, 'N', 4),
      distractors: [val(F * r, 'N', 4), val(F * 1e6, 'N', 4), val(F / 1000, 'N', 6), val(F * 2, 'N', 4), val(F * r * r, 'N', 4)],
      expr: `9*10^9*${q1}*10^(-6)*${q2}*10^(-6)/${r}^2`,
      explanation: bi(
        `Kulon qonuni: $F = k\\frac{q_1q_2}{r^2} = 9\\cdot 10^{9}\\cdot \\frac{${q1}\\cdot 10^{-6}\\cdot ${q2}\\cdot 10^{-6}}{${tn(r)}^2} = ${tu(F, 'N', 4)}$. Masofani kvadratga koʻtarish shart.`,
        `Закон Кулона: $F = k\\frac{q_1q_2}{r^2} = 9\\cdot 10^{9}\\cdot \\frac{${q1}\\cdot 10^{-6}\\cdot ${q2}\\cdot 10^{-6}}{${tn(r)}^2} = ${tu(F, 'N', 4)}$. Расстояние обязательно возводится в квадрат.`,
      ),
    };
  }),
  template('capacitor-energy', 2, 5, (rng) => {
    const C = pick(rng, [2, 4, 5, 10, 20, 40, 50, 100, 200]);
    const U = pick(rng, [10, 20, 30, 50, 100, 200, 300, 400]);
    const W = (C * 1e-6 * U * U) / 2;
    const mJ = W * 1000;
    return {
      text: bi(
        `Sigʻimi ${qv('C', C, 'uF')} boʻlgan kondensator ${qv('U', U, 'V')} kuchlanishgacha zaryadlangan. Kondensator elektr maydonining energiyasini toping.`,
        `Конденсатор ёмкостью ${qv('C', C, 'uF')} заряжен до напряжения ${qv('U', U, 'V')}. Найдите энергию электрического поля конденсатора.`,
      ),
      answer: val(mJ, 'mJ'),
      distractors: [val((C * 1e-6 * U * 1000) / 2, 'mJ', 4), val(mJ * 2, 'mJ'), val(mJ * 1000, 'mJ'), val(mJ / 1000, 'mJ', 4)],
      expr: `${C}*10^(-6)*${U}^2/2*1000`,
      explanation: bi(
        `$W = \\frac{CU^2}{2} = \\frac{${C}\\cdot 10^{-6}\\cdot ${U}^2}{2} = ${tu(W, 'J', 4)} = ${tu(mJ, 'mJ')}$. Kuchlanishni kvadratga koʻtarishni unutish — tipik xato.`,
        `$W = \\frac{CU^2}{2} = \\frac{${C}\\cdot 10^{-6}\\cdot ${U}^2}{2} = ${tu(W, 'J', 4)} = ${tu(mJ, 'mJ')}$. Типичная ошибка — забыть возвести напряжение в квадрат.`,
      ),
    };
  }),
  template('field-work', 2, 3, (rng) => {
    const q = pick(rng, [2, 4, 5, 10, 20, 50]);
    const U = pick(rng, [100, 200, 300, 500, 1000, 2000]);
    const A = q * 1e-6 * U * 1000;
    return {
      text: bi(
        `Potensiallar farqi ${qv('U', U, 'V')} boʻlgan ikki nuqta orasida ${qv('q', q, 'uC')} zaryad koʻchirildi. Elektr maydon qanday ish bajargan?`,
        `Заряд ${qv('q', q, 'uC')} перемещён между точками с разностью потенциалов ${qv('U', U, 'V')}. Какую работу совершило электрическое поле?`,
      ),
      answer: val(A, 'mJ'),
      distractors: [val(A * 1000, 'mJ'), val(A / 1000, 'mJ', 4), val((q / U) * 1000, 'mJ'), val(A / 2, 'mJ')],
      expr: `${q}*10^(-6)*${U}*1000`,
      explanation: bi(
        `$A = qU = ${q}\\cdot 10^{-6}\\cdot ${U} = ${tu(A / 1000, 'J', 4)} = ${tu(A, 'mJ')}$.`,
        `$A = qU = ${q}\\cdot 10^{-6}\\cdot ${U} = ${tu(A / 1000, 'J', 4)} = ${tu(A, 'mJ')}$.`,
      ),
    };
  }),
  template('capacitors-series-parallel', 3, 6, (rng) => {
    const C1 = pick(rng, [2, 3, 4, 6, 8, 10, 12, 15, 20, 30, 60]);
    const C2 = pick(rng, [2, 3, 4, 6, 8, 10, 12, 15, 20, 30, 60]);
    const C3 = pick(rng, [1, 2, 3, 4, 5]);
    const series = (C1 * C2) / (C1 + C2);
    const mixed = rng() < 0.5;
    const C = mixed ? series + C3 : series;
    return {
      text: mixed
        ? bi(
            `Sigʻimlari ${qv('C_1', C1, 'uF')} va ${qv('C_2', C2, 'uF')} boʻlgan kondensatorlar ketma-ket ulangan, ularga parallel ravishda ${qv('C_3', C3, 'uF')} kondensator ulangan. Batareyaning umumiy sigʻimi qanday?`,
            `Конденсаторы ёмкостью ${qv('C_1', C1, 'uF')} и ${qv('C_2', C2, 'uF')} соединены последовательно, а параллельно им подключён конденсатор ${qv('C_3', C3, 'uF')}. Какова общая ёмкость батареи?`,
          )
        : bi(
            `Sigʻimlari ${qv('C_1', C1, 'uF')} va ${qv('C_2', C2, 'uF')} boʻlgan ikki kondensator ketma-ket ulangan. Umumiy sigʻim qanday?`,
            `Два конденсатора ёмкостью ${qv('C_1', C1, 'uF')} и ${qv('C_2', C2, 'uF')} соединены последовательно. Какова общая ёмкость?`,
          ),
      answer: val(C, 'uF', 2),
      distractors: mixed
        ? [val(C1 + C2 + C3, 'uF', 2), val(((C1 + C2) * C3) / (C1 + C2 + C3), 'uF', 2), val(series, 'uF', 2), val(C1 + C2, 'uF', 2)]
        : [val(C1 + C2, 'uF', 2), val((C1 + C2) / 2, 'uF', 2), val(C1 * C2, 'uF', 2), val(Math.abs(C1 - C2), 'uF', 2)],
      expr: mixed ? `1/(1/${C1} + 1/${C2}) + ${C3}` : `1/(1/${C1} + 1/${C2})`,
      explanation: mixed
        ? bi(
            `Ketma-ket ulanganda $\\frac{1}{C_{12}} = \\frac{1}{C_1} + \\frac{1}{C_2}$, $C_{12} = \\frac{C_1C_2}{C_1 + C_2} = \\frac{${C1}\\cdot ${C2}}{${C1} + ${C2}} = ${tu(series, 'uF', 2)}$. Parallel ulanganda sigʻimlar qoʻshiladi: $C = C_{12} + C_3 = ${tn(series, 2)} + ${C3} = ${tu(C, 'uF', 2)}$.`,
            `При последовательном соединении $\\frac{1}{C_{12}} = \\frac{1}{C_1} + \\frac{1}{C_2}$, $C_{12} = \\frac{C_1C_2}{C_1 + C_2} = \\frac{${C1}\\cdot ${C2}}{${C1} + ${C2}} = ${tu(series, 'uF', 2)}$. При параллельном ёмкости складываются: $C = C_{12} + C_3 = ${tn(series, 2)} + ${C3} = ${tu(C, 'uF', 2)}$.`,
          )
        : bi(
            `Ketma-ket ulanganda sigʻimlarga teskari kattaliklar qoʻshiladi: $C = \\frac{C_1C_2}{C_1 + C_2} = \\frac{${C1}\\cdot ${C2}}{${C1} + ${C2}} = ${tu(C, 'uF', 2)}$. $C_1 + C_2$ — parallel ulanishdagi sigʻim.`,
            `При последовательном соединении складываются обратные ёмкости: $C = \\frac{C_1C_2}{C_1 + C_2} = \\frac{${C1}\\cdot ${C2}}{${C1} + ${C2}} = ${tu(C, 'uF', 2)}$. $C_1 + C_2$ — ёмкость при параллельном соединении.`,
          ),
    };
  }),
]);
