// Topic 6: thermodynamics — heat of heating, melting and combustion, work of a gas, the first law, efficiency, heat balance.
import { bi, pick, qv, randInt, tn, tu, val, template, topic } from '../bank';

const FUELS = [
  { uz: 'benzin', ru: 'бензина', q: 46 },
  { uz: 'tabiiy gaz', ru: 'природного газа', q: 44 },
  { uz: 'spirt', ru: 'спирта', q: 27 },
  { uz: 'toshkoʻmir', ru: 'каменного угля', q: 30 },
  { uz: 'quruq oʻtin', ru: 'сухих дров', q: 10 },
  { uz: 'kerosin', ru: 'керосина', q: 46 },
];

const TERMODINAMIKA_NAME = { uz: 'Issiqlik hodisalari va termodinamika', ru: 'Тепловые явления и термодинамика' };
export const termodinamika = topic('termodinamika', TERMODINAMIKA_NAME, 0.12, [
  template('heating-water', 1, 5, (rng) => {
    const m = pick(rng, [0.2, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 10]);
    const t1 = randInt(rng, 1, 6) * 5;
    const t2 = t1 + randInt(rng, 2, 14) * 5;
    if (t2 > 100) return null;
    const Q = (4200 * m * (t2 - t1)) / 1000;
    return {
      text: bi(
        `Massasi ${qv('m', m, 'kg')} boʻlgan suvni ${qv('t_1', t1, 'C')} dan ${qv('t_2', t2, 'C')} gacha isitish uchun qancha issiqlik miqdori kerak? (${qv('c', 4200, 'JkgK')})`,
        `Какое количество теплоты нужно, чтобы нагреть воду массой ${qv('m', m, 'kg')} от ${qv('t_1', t1, 'C')} до ${qv('t_2', t2, 'C')}? (${qv('c', 4200, 'JkgK')})`,
      ),
      answer: val(Q, 'kJ'),
      distractors: [
        val((4200 * m * t2) / 1000, 'kJ'),
        val(4200 * m * (t2 - t1), 'kJ'),
        val((4200 * (t2 - t1)) / 1000, 'kJ'),
        val((4200 * m * (t2 + t1)) / 1000, 'kJ'),
      ],
      expr: `4200*${m}*(${t2} - ${t1})/1000`,
      explanation: bi(
        `$Q = cm(t_2 - t_1) = 4200\\cdot ${tn(m)}\\cdot (${t2} - ${t1}) = ${tu(Q * 1000, 'J')} = ${tu(Q, 'kJ')}$. Harorat oʻzgarishi oʻrniga oxirgi haroratni olish — tipik xato.`,
        `$Q = cm(t_2 - t_1) = 4200\\cdot ${tn(m)}\\cdot (${t2} - ${t1}) = ${tu(Q * 1000, 'J')} = ${tu(Q, 'kJ')}$. Типичная ошибка — взять конечную температуру вместо её изменения.`,
      ),
    };
  }),
  template('melting-ice', 1, 4, (rng) => {
    const m = pick(rng, [0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 5]);
    const Q = 330 * m;
    return {
      text: bi(
        `${qv('t', 0, 'C')} haroratdagi massasi ${qv('m', m, 'kg')} boʻlgan muzni eritish uchun qancha issiqlik kerak? (${qv('\\lambda', 330, 'kJkg')})`,
        `Сколько теплоты нужно, чтобы расплавить лёд массой ${qv('m', m, 'kg')}, взятый при ${qv('t', 0, 'C')}? (${qv('\\lambda', 330, 'kJkg')})`,
      ),
      answer: val(Q, 'kJ'),
      distractors: [val(330 / m, 'kJ'), val(Q * 1000, 'kJ'), val(Q / 2, 'kJ'), val(Q + 330, 'kJ')],
      expr: `330*${m}`,
      explanation: bi(
        `Erish uchun $Q = \\lambda m = 330\\cdot ${tn(m)} = ${tu(Q, 'kJ')}$; muz erish haroratida turgani uchun uni isitish shart emas.`,
        `Для плавления $Q = \\lambda m = 330\\cdot ${tn(m)} = ${tu(Q, 'kJ')}$; лёд уже при температуре плавления, нагревать его не нужно.`,
      ),
    };
  }),
  template('combustion', 1, 3, (rng) => {
    const fuel = pick(rng, FUELS);
    const m = pick(rng, [0.1, 0.2, 0.5, 1, 2, 3, 5, 10, 20]);
    const Q = fuel.q * m;
    return {
      text: bi(
        `Massasi ${qv('m', m, 'kg')} boʻlgan ${fuel.uz} toʻliq yonganda qancha issiqlik ajraladi? (solishtirma yonish issiqligi ${qv('q', fuel.q, 'MJkg')})`,
        `Сколько теплоты выделится при полном сгорании ${qv('m', m, 'kg')} ${fuel.ru}? (удельная теплота сгорания ${qv('q', fuel.q, 'MJkg')})`,
      ),
      answer: val(Q, 'MJ'),
      distractors: [val(fuel.q / m, 'MJ'), val(Q * 1000, 'MJ'), val(Q / 1000, 'MJ'), val(fuel.q + m, 'MJ')],
      expr: `${fuel.q}*${m}`,
      explanation: bi(
        `Yoqilgʻi yonganda ajralgan issiqlik $Q = qm = ${fuel.q}\\cdot ${tn(m)} = ${tu(Q, 'MJ')}$.`,
        `При полном сгорании топлива выделяется $Q = qm = ${fuel.q}\\cdot ${tn(m)} = ${tu(Q, 'MJ')}$.`,
      ),
    };
  }),
  template('gas-work', 2, 5, (rng) => {
    const p = randInt(rng, 1, 30) * 20;
    const V1 = randInt(rng, 1, 20);
    const V2 = V1 + randInt(rng, 1, 20);
    const A = p * (V2 - V1);
    return {
      text: bi(
        `Gaz ${qv('p', p, 'kPa')} oʻzgarmas bosimda ${qv('V_1', V1, 'L')} dan ${qv('V_2', V2, 'L')} gacha kengaydi. Gaz qanday ish bajardi?`,
        `Газ расширился при постоянном давлении ${qv('p', p, 'kPa')} от ${qv('V_1', V1, 'L')} до ${qv('V_2', V2, 'L')}. Какую работу совершил газ?`,
      ),
      answer: val(A, 'J'),
      distractors: [val(p * V2, 'J'), val(A * 1000, 'J'), val(A / 1000, 'J'), val(p * (V1 + V2), 'J')],
      expr: `${p}*1000*(${V2} - ${V1})/1000`,
      explanation: bi(
        `$\\Delta V = ${V2} - ${V1} = ${tu(V2 - V1, 'L')} = ${tn(V2 - V1)}\\cdot 10^{-3}\\ «m3»$, $p = ${tn(p)}\\cdot 10^{3}\\ «Pa»$. Ish $A = p\\Delta V = ${tn(p)}\\cdot 10^{3}\\cdot ${tn(V2 - V1)}\\cdot 10^{-3} = ${tu(A, 'J')}$.`,
        `$\\Delta V = ${V2} - ${V1} = ${tu(V2 - V1, 'L')} = ${tn(V2 - V1)}\\cdot 10^{-3}\\ «m3»$, $p = ${tn(p)}\\cdot 10^{3}\\ «Pa»$. Работа $A = p\\Delta V = ${tn(p)}\\cdot 10^{3}\\cdot ${tn(V2 - V1)}\\cdot 10^{-3} = ${tu(A, 'J')}$.`,
      ),
    };
  }),
  template('first-law', 2, 5, (rng) => {
    const Q = randInt(rng, 3, 60) * 100;
    const A = randInt(rng, 1, 50) * 100;
    if (A >= Q) return null;
    const dU = Q - A;
    return {
      text: bi(
        `Gazga ${qv('Q', Q, 'J')} issiqlik miqdori berildi, gaz esa ${qv("A'", A, 'J')} ish bajardi. Gazning ichki energiyasi qanchaga oʻzgardi?`,
        `Газу передали количество теплоты ${qv('Q', Q, 'J')}, а газ совершил работу ${qv("A'", A, 'J')}. На сколько изменилась внутренняя энергия газа?`,
      ),
      answer: val(dU, 'J'),
      distractors: [val(Q + A, 'J'), val(Q, 'J'), val(A, 'J'), val(Q / 2, 'J')],
      expr: `${Q} - ${A}`,
      explanation: bi(
        `Termodinamikaning birinchi qonuni: $Q = \\Delta U + A'$, bundan $\\Delta U = Q - A' = ${Q} - ${A} = ${tu(dU, 'J')}$ (ichki energiya ortdi).`,
        `Первый закон термодинамики: $Q = \\Delta U + A'$, откуда $\\Delta U = Q - A' = ${Q} - ${A} = ${tu(dU, 'J')}$ (внутренняя энергия увеличилась).`,
      ),
    };
  }),
  template('engine-efficiency', 2, 4, (rng) => {
    const Q1 = randInt(rng, 2, 40) * 50;
    const Q2 = randInt(rng, 1, 39) * 50;
    if (Q2 >= Q1) return null;
    const eta = ((Q1 - Q2) / Q1) * 100;
    return {
      text: bi(
        `Issiqlik mashinasi isitkichdan ${qv('Q_1', Q1, 'kJ')} issiqlik olib, sovitkichga ${qv('Q_2', Q2, 'kJ')} issiqlik beradi. Mashinaning foydali ish koeffitsiyenti qanday?`,
        `Тепловая машина получает от нагревателя ${qv('Q_1', Q1, 'kJ')} теплоты и отдаёт холодильнику ${qv('Q_2', Q2, 'kJ')}. Каков КПД машины?`,
      ),
      answer: val(eta, 'pct', 2),
      distractors: [
        val((Q2 / Q1) * 100, 'pct', 2),
        val(((Q1 - Q2) / Q2) * 100, 'pct', 2),
        val((Q1 / (Q1 + Q2)) * 100, 'pct', 2),
        val(100 - eta / 2, 'pct', 2),
      ],
      expr: `(${Q1} - ${Q2})/${Q1}*100`,
      explanation: bi(
        `Foydali ish $A = Q_1 - Q_2 = ${Q1} - ${Q2} = ${tu(Q1 - Q2, 'kJ')}$. $\\eta = \\frac{Q_1 - Q_2}{Q_1}\\cdot 100\\% = \\frac{${Q1 - Q2}}{${Q1}}\\cdot 100\\% = ${tu(eta, 'pct', 2)}$.`,
        `Полезная работа $A = Q_1 - Q_2 = ${Q1} - ${Q2} = ${tu(Q1 - Q2, 'kJ')}$. $\\eta = \\frac{Q_1 - Q_2}{Q_1}\\cdot 100\\% = \\frac{${Q1 - Q2}}{${Q1}}\\cdot 100\\% = ${tu(eta, 'pct', 2)}$.`,
      ),
    };
  }),
  template('carnot', 2, 4, (rng) => {
    const T1 = pick(rng, [400, 450, 500, 600, 700, 750, 800, 900, 1000, 1200]);
    const T2 = pick(rng, [273, 280, 290, 300, 320, 350, 360, 400]);
    if (T2 >= T1) return null;
    const eta = (1 - T2 / T1) * 100;
    const t1 = T1 - 273;
    const t2 = T2 - 273;
    return {
      text: bi(
        `Ideal issiqlik mashinasida isitkich harorati ${qv('t_1', t1, 'C')}, sovitkich harorati ${qv('t_2', t2, 'C')}. Mashinaning maksimal foydali ish koeffitsiyenti qanday?`,
        `Температура нагревателя идеальной тепловой машины ${qv('t_1', t1, 'C')}, холодильника ${qv('t_2', t2, 'C')}. Каков максимальный КПД машины?`,
      ),
      answer: val(eta, 'pct', 2),
      distractors: [
        val(t2 > 0 ? (1 - t2 / t1) * 100 : NaN, 'pct', 2),
        val((T2 / T1) * 100, 'pct', 2),
        val(((T1 - T2) / T2) * 100, 'pct', 2),
        val(100 - (T1 - T2) / 10, 'pct', 2),
      ],
      expr: `(1 - (${t2} + 273)/(${t1} + 273))*100`,
      explanation: bi(
        `Harorat kelvinlarda: $T_1 = ${t1} + 273 = ${tu(T1, 'K')}$, $T_2 = ${t2} + 273 = ${tu(T2, 'K')}$. Karno formulasi: $\\eta = \\left(1 - \\frac{T_2}{T_1}\\right)\\cdot 100\\% = \\left(1 - \\frac{${T2}}{${T1}}\\right)\\cdot 100\\% = ${tu(eta, 'pct', 2)}$.`,
        `Температуры в кельвинах: $T_1 = ${t1} + 273 = ${tu(T1, 'K')}$, $T_2 = ${t2} + 273 = ${tu(T2, 'K')}$. Формула Карно: $\\eta = \\left(1 - \\frac{T_2}{T_1}\\right)\\cdot 100\\% = \\left(1 - \\frac{${T2}}{${T1}}\\right)\\cdot 100\\% = ${tu(eta, 'pct', 2)}$.`,
      ),
    };
  }),
  template('mixing-water', 3, 5, (rng) => {
    const m1 = pick(rng, [0.5, 1, 1.5, 2, 3, 4, 5]);
    const m2 = pick(rng, [0.5, 1, 1.5, 2, 3, 4, 5]);
    const t1 = randInt(rng, 1, 8) * 5;
    const t2 = randInt(rng, 10, 20) * 5;
    const t = (m1 * t1 + m2 * t2) / (m1 + m2);
    return {
      text: bi(
        `${qv('t_1', t1, 'C')} haroratli ${qv('m_1', m1, 'kg')} suvga ${qv('t_2', t2, 'C')} haroratli ${qv('m_2', m2, 'kg')} suv quyildi. Issiqlik muvozanati qaror topgandan keyingi harorat qanday (issiqlik yoʻqotilmaydi)?`,
        `К ${qv('m_1', m1, 'kg')} воды при ${qv('t_1', t1, 'C')} долили ${qv('m_2', m2, 'kg')} воды при ${qv('t_2', t2, 'C')}. Какая температура установится (потерь тепла нет)?`,
      ),
      answer: val(t, 'C', 1),
      distractors: [
        val((t1 + t2) / 2, 'C', 1),
        val((m1 * t2 + m2 * t1) / (m1 + m2), 'C', 1),
        val(t2 - t1, 'C', 1),
        val((m1 * t1 + m2 * t2) / (m1 * m2), 'C', 1),
      ],
      expr: `(${m1}*${t1} + ${m2}*${t2})/(${m1} + ${m2})`,
      explanation: bi(
        `Issiqlik balansi: $cm_1(t - t_1) = cm_2(t_2 - t)$, bundan $t = \\frac{m_1t_1 + m_2t_2}{m_1 + m_2} = \\frac{${tn(m1)}\\cdot ${t1} + ${tn(m2)}\\cdot ${t2}}{${tn(m1)} + ${tn(m2)}} = ${tu(t, 'C', 1)}$.`,
        `Уравнение теплового баланса: $cm_1(t - t_1) = cm_2(t_2 - t)$, откуда $t = \\frac{m_1t_1 + m_2t_2}{m_1 + m_2} = \\frac{${tn(m1)}\\cdot ${t1} + ${tn(m2)}\\cdot ${t2}}{${tn(m1)} + ${tn(m2)}} = ${tu(t, 'C', 1)}$.`,
      ),
    };
  }),
  template('ice-to-water', 3, 5, (rng) => {
    const m = pick(rng, [0.2, 0.5, 1, 2, 3, 4, 5]);
    const t0 = randInt(rng, 1, 8) * 5;
    const heat = (2100 * m * t0) / 1000;
    const melt = 330 * m;
    const Q = heat + melt;
    return {
      text: bi(
        `${qv('t', -t0, 'C')} haroratdagi ${qv('m', m, 'kg')} muzni toʻliq eritish uchun qancha issiqlik kerak? (muzning solishtirma issiqlik sigʻimi ${qv('c', 2100, 'JkgK')}, ${qv('\\lambda', 330, 'kJkg')})`,
        `Сколько теплоты нужно, чтобы полностью расплавить ${qv('m', m, 'kg')} льда, взятого при ${qv('t', -t0, 'C')}? (удельная теплоёмкость льда ${qv('c', 2100, 'JkgK')}, ${qv('\\lambda', 330, 'kJkg')})`,
      ),
      answer: val(Q, 'kJ'),
      distractors: [
        val(melt, 'kJ'),
        val(heat, 'kJ'),
        val(melt - heat, 'kJ'),
        val(2100 * m * t0 + melt, 'kJ'),
        val((4200 * m * t0) / 1000 + melt, 'kJ'),
      ],
      expr: `2100*${m}*(0 - (-${t0}))/1000 + 330*${m}`,
      explanation: bi(
        `Avval muzni $0\\ «C»$ gacha isitamiz: $Q_1 = cm\\Delta t = 2100\\cdot ${tn(m)}\\cdot ${t0} = ${tu(heat, 'kJ')}$, keyin eritamiz: $Q_2 = \\lambda m = 330\\cdot ${tn(m)} = ${tu(melt, 'kJ')}$. Jami $Q = ${tn(heat)} + ${tn(melt)} = ${tu(Q, 'kJ')}$.`,
        `Сначала лёд нагревают до $0\\ «C»$: $Q_1 = cm\\Delta t = 2100\\cdot ${tn(m)}\\cdot ${t0} = ${tu(heat, 'kJ')}$, затем плавят: $Q_2 = \\lambda m = 330\\cdot ${tn(m)} = ${tu(melt, 'kJ')}$. Всего $Q = ${tn(heat)} + ${tn(melt)} = ${tu(Q, 'kJ')}$.`,
      ),
    };
  }),
]);
