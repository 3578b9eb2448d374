// Topic 4: statics and hydrostatics — pressure, liquid pressure, Archimedes' force, the lever, a body weighed in water.
import { bi, G10, pick, qv, randInt, tn, tu, val, template, topic } from '../bank';

const LIQUIDS = [
  { uz: 'suv', /** accusative */ ru: 'воду', ruGen: 'воды', ruPrep: 'воде', rho: 1000 },
  { uz: 'kerosin', ru: 'керосин', ruGen: 'керосина', ruPrep: 'керосине', rho: 800 },
  { uz: 'spirt', ru: 'спирт', ruGen: 'спирта', ruPrep: 'спирте', rho: 800 },
  { uz: 'dengiz suvi', ru: 'морскую воду', ruGen: 'морской воды', ruPrep: 'морской воде', rho: 1030 },
  { uz: 'simob', ru: 'ртуть', ruGen: 'ртути', ruPrep: 'ртути', rho: 13600 },
];

const STATIKA_NAME = { uz: 'Statika va gidrostatika: bosim, Arximed kuchi', ru: 'Статика и гидростатика: давление, сила Архимеда' };
export const statika = topic('statika-gidrostatika', STATIKA_NAME, 0.07, [
  template('liquid-pressure', 1, 4, (rng) => {
    const liq = pick(rng, LIQUIDS);
    const h = liq.rho > 5000 ? pick(rng, [0.1, 0.2, 0.5, 0.75]) : pick(rng, [0.5, 1, 2, 3, 5, 10, 20, 40]);
    const p = (liq.rho * 10 * h) / 1000;
    return {
      text: bi(
        `Idishdagi ${liq.uz} ustunining balandligi ${qv('h', h, 'm')}. Uning idish tubiga beradigan bosimini toping (zichlik ${qv('\\rho', liq.rho, 'kgm3')}). ${G10}`,
        `Высота столба ${liq.ruGen} в сосуде ${qv('h', h, 'm')}. Найдите давление на дно сосуда (плотность ${qv('\\rho', liq.rho, 'kgm3')}). ${G10}`,
      ),
      answer: val(p, 'kPa'),
      distractors: [val(p * 1000, 'kPa'), val(p / 10, 'kPa'), val(p * 10, 'kPa'), val(p / 2, 'kPa')],
      expr: `${liq.rho}*10*${h}/1000`,
      explanation: bi(
        `Suyuqlik bosimi $p = \\rho gh = ${liq.rho}\\cdot 10\\cdot ${tn(h)} = ${tu(p * 1000, 'Pa')} = ${tu(p, 'kPa')}$.`,
        `Давление жидкости $p = \\rho gh = ${liq.rho}\\cdot 10\\cdot ${tn(h)} = ${tu(p * 1000, 'Pa')} = ${tu(p, 'kPa')}$.`,
      ),
    };
  }),
  template('pressure-area', 1, 3, (rng) => {
    const F = randInt(rng, 2, 60) * 10;
    const S = pick(rng, [10, 20, 25, 40, 50, 100, 200, 250, 400, 500]);
    const p = F / (S / 10000) / 1000;
    return {
      text: bi(
        `${qv('F', F, 'N')} bosim kuchi ${qv('S', S, 'cm2')} yuzaga tekis taqsimlangan. Bosim qanday?`,
        `Сила давления ${qv('F', F, 'N')} равномерно распределена по площади ${qv('S', S, 'cm2')}. Каково давление?`,
      ),
      answer: val(p, 'kPa'),
      distractors: [val(F / S, 'kPa'), val(F / (S / 100) / 1000, 'kPa'), val((F * S) / 1000, 'kPa'), val(p * 1000, 'kPa')],
      expr: `${F}/(${S}/10000)/1000`,
      explanation: bi(
        `$S = ${tu(S, 'cm2')} = ${tu(S / 10000, 'm2')}$ ($1\\ «cm2» = 10^{-4}\\ «m2»$). $p = \\frac{F}{S} = \\frac{${F}}{${tn(S / 10000, 4)}} = ${tu(p * 1000, 'Pa')} = ${tu(p, 'kPa')}$.`,
        `$S = ${tu(S, 'cm2')} = ${tu(S / 10000, 'm2')}$ ($1\\ «cm2» = 10^{-4}\\ «m2»$). $p = \\frac{F}{S} = \\frac{${F}}{${tn(S / 10000, 4)}} = ${tu(p * 1000, 'Pa')} = ${tu(p, 'kPa')}$.`,
      ),
    };
  }),
  template('archimedes', 2, 5, (rng) => {
    const liq = pick(rng, LIQUIDS.slice(0, 4));
    const V = randInt(rng, 1, 40) * 50;
    const F = liq.rho * 10 * V * 1e-6;
    return {
      text: bi(
        `Hajmi ${qv('V', V, 'cm3')} boʻlgan jism ${liq.uz}ga toʻliq botirildi. Unga taʼsir qiluvchi Arximed kuchini toping (${liq.uz} zichligi ${qv('\\rho', liq.rho, 'kgm3')}). ${G10}`,
        `Тело объёмом ${qv('V', V, 'cm3')} полностью погружено в ${liq.ru}. Найдите действующую на него силу Архимеда (плотность ${liq.ruGen} ${qv('\\rho', liq.rho, 'kgm3')}). ${G10}`,
      ),
      answer: val(F, 'N'),
      distractors: [val(F * 1000, 'N'), val(F * 100, 'N'), val(F / 10, 'N'), val(F * 1e6, 'N')],
      expr: `${liq.rho}*10*${V}*10^(-6)`,
      explanation: bi(
        `$V = ${tu(V, 'cm3')} = ${tn(V)}\\cdot 10^{-6}\\ «m3»$. $F_A = \\rho gV = ${liq.rho}\\cdot 10\\cdot ${tn(V)}\\cdot 10^{-6} = ${tu(F, 'N')}$. $1\\ «cm3» = 10^{-6}\\ «m3»$ ni unutish katta xatoga olib keladi.`,
        `$V = ${tu(V, 'cm3')} = ${tn(V)}\\cdot 10^{-6}\\ «m3»$. $F_A = \\rho gV = ${liq.rho}\\cdot 10\\cdot ${tn(V)}\\cdot 10^{-6} = ${tu(F, 'N')}$. Если забыть, что $1\\ «cm3» = 10^{-6}\\ «m3»$, ответ будет в разы больше.`,
      ),
    };
  }),
  template('lever', 2, 5, (rng) => {
    const F1 = randInt(rng, 2, 40) * 5;
    const l1 = pick(rng, [10, 15, 20, 25, 30, 40, 50, 60, 80]);
    const l2 = pick(rng, [10, 15, 20, 25, 30, 40, 50, 60, 80, 100, 120]);
    if (l1 === l2) return null;
    const F2 = (F1 * l1) / l2;
    return {
      text: bi(
        `Richag muvozanatda. Uning bir yelkasi ${qv('l_1', l1, 'cm')} boʻlib, unga ${qv('F_1', F1, 'N')} kuch taʼsir qiladi. Ikkinchi yelkasi ${qv('l_2', l2, 'cm')}. Ikkinchi yelkaga qanday kuch taʼsir qilmoqda?`,
        `Рычаг находится в равновесии. На плечо длиной ${qv('l_1', l1, 'cm')} действует сила ${qv('F_1', F1, 'N')}. Длина второго плеча ${qv('l_2', l2, 'cm')}. Какая сила действует на второе плечо?`,
      ),
      answer: val(F2, 'N'),
      distractors: [val((F1 * l2) / l1, 'N'), val((F1 * (l1 + l2)) / l2, 'N'), val(F1 * l1 * l2, 'N'), val(F1, 'N')],
      expr: `${F1}*${l1}/${l2}`,
      explanation: bi(
        `Momentlar qoidasi: $F_1l_1 = F_2l_2$, bundan $F_2 = \\frac{F_1l_1}{l_2} = \\frac{${F1}\\cdot ${l1}}{${l2}} = ${tu(F2, 'N')}$. Qisqa yelkaga kattaroq kuch kerak.`,
        `Правило моментов: $F_1l_1 = F_2l_2$, откуда $F_2 = \\frac{F_1l_1}{l_2} = \\frac{${F1}\\cdot ${l1}}{${l2}} = ${tu(F2, 'N')}$. На короткое плечо нужна бóльшая сила.`,
      ),
    };
  }),
  template('weight-in-water', 3, 6, (rng) => {
    const rho = pick(rng, [2000, 2500, 2700, 4000, 5000, 7800, 8000, 10000]);
    const m = pick(rng, [0.4, 0.5, 0.8, 1, 1.5, 2, 2.7, 3, 4, 5, 7.8, 8, 10]);
    const V = m / rho;
    const FA = 1000 * 10 * V;
    const P = m * 10 - FA;
    return {
      text: bi(
        `Massasi ${qv('m', m, 'kg')}, zichligi ${qv('\\rho', rho, 'kgm3')} boʻlgan jism suvga toʻliq botirilgan. Suvdagi jismni ushlab turish uchun qanday kuch kerak? Suv zichligi ${qv('\\rho_s', 1000, 'kgm3')}. ${G10}`,
        `Тело массой ${qv('m', m, 'kg')} и плотностью ${qv('\\rho', rho, 'kgm3')} полностью погружено в воду. Какую силу нужно приложить, чтобы удерживать его в воде? Плотность воды ${qv('\\rho_в', 1000, 'kgm3')}. ${G10}`,
      ),
      answer: val(P, 'N'),
      distractors: [val(m * 10, 'N'), val(FA, 'N'), val(m * 10 + FA, 'N'), val(m * 10 - 1000 * V, 'N')],
      expr: `${m}*10 - 1000*10*${m}/${rho}`,
      explanation: bi(
        `Jism hajmi $V = \\frac{m}{\\rho} = \\frac{${tn(m)}}{${rho}} = ${tn(V * 10000)}\\cdot 10^{-4}\\ «m3»$. Arximed kuchi $F_A = \\rho_s gV = ${tu(FA, 'N')}$. Kerakli kuch $F = mg - F_A = ${tn(m * 10)} - ${tn(FA)} = ${tu(P, 'N')}$.`,
        `Объём тела $V = \\frac{m}{\\rho} = \\frac{${tn(m)}}{${rho}} = ${tn(V * 10000)}\\cdot 10^{-4}\\ «m3»$. Сила Архимеда $F_A = \\rho_в gV = ${tu(FA, 'N')}$. Нужная сила $F = mg - F_A = ${tn(m * 10)} - ${tn(FA)} = ${tu(P, 'N')}$.`,
      ),
    };
  }),
]);
