// Topic 8: direct current — Ohm's law, charge, series and parallel connection, power, the full-circuit law, Joule's law.
import { bi, pick, qv, randInt, tn, tu, val, template, topic } from '../bank';

const R_VALUES = [2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 24, 30, 40, 60];

const TOK_NAME = { uz: "O'zgarmas elektr toki", ru: 'Постоянный электрический ток' };
export const tok = topic('ozgarmas-tok', TOK_NAME, 0.1, [
  template('ohm', 1, 5, (rng) => {
    const R = pick(rng, R_VALUES);
    const I = pick(rng, [0.2, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5]);
    const U = R * I;
    return {
      text: bi(
        `Qarshiligi ${qv('R', R, 'ohm')} boʻlgan oʻtkazgich uchlaridagi kuchlanish ${qv('U', U, 'V')}. Oʻtkazgichdagi tok kuchi qanday?`,
        `Напряжение на концах проводника сопротивлением ${qv('R', R, 'ohm')} равно ${qv('U', U, 'V')}. Какова сила тока в проводнике?`,
      ),
      answer: val(I, 'A'),
      distractors: [val(U * R, 'A'), val(R / U, 'A'), val(I * 2, 'A'), val(I / 10, 'A')],
      expr: `${U}/${R}`,
      explanation: bi(
        `Om qonuni: $I = \\frac{U}{R} = \\frac{${tn(U)}}{${R}} = ${tu(I, 'A')}$.`,
        `Закон Ома: $I = \\frac{U}{R} = \\frac{${tn(U)}}{${R}} = ${tu(I, 'A')}$.`,
      ),
    };
  }),
  template('charge', 1, 5, (rng) => {
    const I = pick(rng, [0.1, 0.2, 0.5, 1, 1.5, 2, 3, 4, 5]);
    const t = randInt(rng, 1, 20);
    const q = I * t * 60;
    return {
      text: bi(
        `Oʻtkazgichdan ${qv('I', I, 'A')} tok ${qv('t', t, 'min')} davomida oqdi. Oʻtkazgichning koʻndalang kesimidan qancha zaryad oʻtgan?`,
        `По проводнику течёт ток ${qv('I', I, 'A')} в течение ${qv('t', t, 'min')}. Какой заряд прошёл через поперечное сечение проводника?`,
      ),
      answer: val(q, 'Cl'),
      distractors: [val(I * t, 'Cl'), val((I / t) * 60, 'Cl', 3), val(I * t * 3600, 'Cl'), val(t / I, 'Cl', 3)],
      expr: `${I}*${t}*60`,
      explanation: bi(
        `$t = ${t}\\ «min» = ${t * 60}\\ «s»$; $q = It = ${tn(I)}\\cdot ${t * 60} = ${tu(q, 'Cl')}$. Minutni sekundga oʻtkazmaslik — tipik xato.`,
        `$t = ${t}\\ «min» = ${t * 60}\\ «s»$; $q = It = ${tn(I)}\\cdot ${t * 60} = ${tu(q, 'Cl')}$. Типичная ошибка — не перевести минуты в секунды.`,
      ),
    };
  }),
  template('series-current', 2, 5, (rng) => {
    const R1 = pick(rng, R_VALUES);
    const R2 = pick(rng, R_VALUES);
    const I = pick(rng, [0.5, 1, 1.5, 2, 3, 4]);
    const U = (R1 + R2) * I;
    const par = (R1 * R2) / (R1 + R2);
    return {
      text: bi(
        `Qarshiliklari ${qv('R_1', R1, 'ohm')} va ${qv('R_2', R2, 'ohm')} boʻlgan rezistorlar ketma-ket ulanib, ${qv('U', U, 'V')} kuchlanish manbaiga ulandi. Zanjirdagi tok kuchini toping.`,
        `Резисторы сопротивлением ${qv('R_1', R1, 'ohm')} и ${qv('R_2', R2, 'ohm')} соединены последовательно и подключены к напряжению ${qv('U', U, 'V')}. Найдите силу тока в цепи.`,
      ),
      answer: val(I, 'A'),
      distractors: [val(U / par, 'A', 3), val(U / R1 + U / R2, 'A', 3), val(U / R1, 'A', 3), val(U / (R1 * R2), 'A', 3)],
      expr: `${U}/(${R1} + ${R2})`,
      explanation: bi(
        `Ketma-ket ulanishda qarshiliklar qoʻshiladi: $R = R_1 + R_2 = ${R1} + ${R2} = ${tu(R1 + R2, 'ohm')}$. $I = \\frac{U}{R} = \\frac{${tn(U)}}{${R1 + R2}} = ${tu(I, 'A')}$.`,
        `При последовательном соединении сопротивления складываются: $R = R_1 + R_2 = ${R1} + ${R2} = ${tu(R1 + R2, 'ohm')}$. $I = \\frac{U}{R} = \\frac{${tn(U)}}{${R1 + R2}} = ${tu(I, 'A')}$.`,
      ),
    };
  }),
  template('parallel-resistance', 2, 5, (rng) => {
    const R1 = pick(rng, R_VALUES);
    const R2 = pick(rng, R_VALUES);
    const R = (R1 * R2) / (R1 + R2);
    return {
      text: bi(
        `Qarshiliklari ${qv('R_1', R1, 'ohm')} va ${qv('R_2', R2, 'ohm')} boʻlgan ikki rezistor parallel ulangan. Umumiy qarshilik qanday?`,
        `Два резистора сопротивлением ${qv('R_1', R1, 'ohm')} и ${qv('R_2', R2, 'ohm')} соединены параллельно. Каково общее сопротивление?`,
      ),
      answer: val(R, 'ohm', 2),
      distractors: [val(R1 + R2, 'ohm', 2), val((R1 + R2) / 2, 'ohm', 2), val(R1 * R2, 'ohm', 2), val(Math.abs(R1 - R2), 'ohm', 2)],
      expr: `1/(1/${R1} + 1/${R2})`,
      explanation: bi(
        `Parallel ulanishda $\\frac{1}{R} = \\frac{1}{R_1} + \\frac{1}{R_2}$, ya'ni $R = \\frac{R_1R_2}{R_1 + R_2} = \\frac{${R1}\\cdot ${R2}}{${R1} + ${R2}} = ${tu(R, 'ohm', 2)}$. $R_1 + R_2$ — ketma-ket ulanishdagi qarshilik.`,
        `При параллельном соединении $\\frac{1}{R} = \\frac{1}{R_1} + \\frac{1}{R_2}$, то есть $R = \\frac{R_1R_2}{R_1 + R_2} = \\frac{${R1}\\cdot ${R2}}{${R1} + ${R2}} = ${tu(R, 'ohm', 2)}$. $R_1 + R_2$ — сопротивление при последовательном соединении.`,
      ),
    };
  }),
  template('power', 2, 5, (rng) => {
    const U = pick(rng, [6, 12, 24, 36, 110, 120, 220]);
    const R = pick(rng, [2, 4, 5, 6, 10, 12, 20, 22, 40, 44, 48, 55, 100, 110, 220, 484]);
    const P = (U * U) / R;
    return {
      text: bi(
        `Qarshiligi ${qv('R', R, 'ohm')} boʻlgan isitgich ${qv('U', U, 'V')} kuchlanishli tarmoqqa ulangan. Isitgichning quvvati qanday?`,
        `Нагреватель сопротивлением ${qv('R', R, 'ohm')} включён в сеть напряжением ${qv('U', U, 'V')}. Какова мощность нагревателя?`,
      ),
      answer: val(P, 'W', 2),
      distractors: [val(U / R, 'W', 2), val(U * U * R, 'W', 2), val(U * R, 'W', 2), val(P / 2, 'W', 2)],
      expr: `${U}^2/${R}`,
      explanation: bi(
        `$P = UI = \\frac{U^2}{R} = \\frac{${U}^2}{${R}} = ${tu(P, 'W', 2)}$. $\\frac{U}{R}$ — bu quvvat emas, tok kuchi.`,
        `$P = UI = \\frac{U^2}{R} = \\frac{${U}^2}{${R}} = ${tu(P, 'W', 2)}$. $\\frac{U}{R}$ — это не мощность, а сила тока.`,
      ),
    };
  }),
  template('full-circuit', 3, 4, (rng) => {
    const r = pick(rng, [0.5, 1, 1.5, 2, 3]);
    const R = pick(rng, [1, 2, 3, 4, 5, 6, 8, 10, 12]);
    const I = pick(rng, [0.5, 1, 1.5, 2, 3]);
    const E = I * (R + r);
    const Uterm = I * R;
    return {
      text: bi(
        `EYuK ${qv('\\mathcal{E}', E, 'V')} va ichki qarshiligi ${qv('r', r, 'ohm')} boʻlgan tok manbaiga ${qv('R', R, 'ohm')} tashqi qarshilik ulangan. Tashqi zanjirdagi kuchlanish qanday?`,
        `К источнику тока с ЭДС ${qv('\\mathcal{E}', E, 'V')} и внутренним сопротивлением ${qv('r', r, 'ohm')} подключено внешнее сопротивление ${qv('R', R, 'ohm')}. Каково напряжение на внешней цепи?`,
      ),
      answer: val(Uterm, 'V', 2),
      distractors: [val(E, 'V', 2), val(I * r, 'V', 2), val(E + I * r, 'V', 2), val(I * (R - r), 'V', 2), val(I, 'V', 2)],
      expr: `${E}/(${R} + ${r})*${R}`,
      explanation: bi(
        `Butun zanjir uchun Om qonuni: $I = \\frac{\\mathcal{E}}{R + r} = \\frac{${tn(E)}}{${R} + ${tn(r)}} = ${tu(I, 'A')}$. Tashqi kuchlanish $U = IR = ${tn(I)}\\cdot ${R} = ${tu(Uterm, 'V', 2)}$; u EYuKdan ichki qarshilikdagi $Ir$ pasayish qadar kichik.`,
        `Закон Ома для полной цепи: $I = \\frac{\\mathcal{E}}{R + r} = \\frac{${tn(E)}}{${R} + ${tn(r)}} = ${tu(I, 'A')}$. Внешнее напряжение $U = IR = ${tn(I)}\\cdot ${R} = ${tu(Uterm, 'V', 2)}$; оно меньше ЭДС на падение напряжения $Ir$ внутри источника.`,
      ),
    };
  }),
  template('joule-heat', 3, 4, (rng) => {
    const I = pick(rng, [0.5, 1, 2, 2.5, 3, 4, 5]);
    const R = pick(rng, [4, 5, 8, 10, 20, 40, 50, 100]);
    const t = randInt(rng, 1, 15);
    const Q = (I * I * R * t * 60) / 1000;
    return {
      text: bi(
        `Qarshiligi ${qv('R', R, 'ohm')} boʻlgan spiraldan ${qv('I', I, 'A')} tok oqmoqda. ${qv('t', t, 'min')} davomida spiralda qancha issiqlik ajraladi?`,
        `Через спираль сопротивлением ${qv('R', R, 'ohm')} течёт ток ${qv('I', I, 'A')}. Сколько теплоты выделится в спирали за ${qv('t', t, 'min')}?`,
      ),
      answer: val(Q, 'kJ', 3),
      distractors: [
        val((I * R * t * 60) / 1000, 'kJ', 3),
        val((I * I * R * t) / 1000, 'kJ', 4),
        val(I * I * R * t * 60, 'kJ', 3),
        val((I * I * R * t * 3600) / 1000, 'kJ', 3),
      ],
      expr: `${I}^2*${R}*${t}*60/1000`,
      explanation: bi(
        `Joul–Lens qonuni: $Q = I^2Rt = ${tn(I)}^2\\cdot ${R}\\cdot ${t * 60} = ${tu(Q * 1000, 'J')} = ${tu(Q, 'kJ')}$ ($t = ${t * 60}\\ «s»$). Tok kuchini kvadratga koʻtarishni unutmang.`,
        `Закон Джоуля–Ленца: $Q = I^2Rt = ${tn(I)}^2\\cdot ${R}\\cdot ${t * 60} = ${tu(Q * 1000, 'J')} = ${tu(Q, 'kJ')}$ ($t = ${t * 60}\\ «s»$). Не забудьте возвести силу тока в квадрат.`,
      ),
    };
  }),
]);
