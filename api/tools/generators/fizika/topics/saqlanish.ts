// Topic 3: conservation laws — momentum, work, power, kinetic and potential energy, efficiency.
import { bi, G10, pick, qv, randInt, tn, tu, val, template, topic } from '../bank';

const SAQLANISH_NAME = {
  uz: 'Saqlanish qonunlari: impuls, ish, energiya, quvvat',
  ru: 'Законы сохранения: импульс, работа, энергия, мощность',
};
export const saqlanish = topic('saqlanish-qonunlari', SAQLANISH_NAME, 0.09, [
  template('momentum', 1, 5, (rng) => {
    const m = pick(rng, [0.5, 2, 5, 10, 50, 60, 80, 100, 500, 1000, 1500, 2000]);
    const v = pick(rng, [18, 36, 54, 72, 90, 108]);
    const p = (m * v) / 3.6;
    return {
      text: bi(
        `Massasi ${qv('m', m, 'kg')} boʻlgan jism ${qv('v', v, 'kmh')} tezlik bilan harakatlanmoqda. Jismning impulsi qanday?`,
        `Тело массой ${qv('m', m, 'kg')} движется со скоростью ${qv('v', v, 'kmh')}. Каков импульс тела?`,
      ),
      answer: val(p, 'kgms'),
      distractors: [val(m * v, 'kgms'), val((m * v * v) / 2, 'kgms'), val(p / 2, 'kgms'), val((m * v) / 36, 'kgms')],
      expr: `${m}*${v}*1000/3600`,
      explanation: bi(
        `$v = ${tu(v, 'kmh')} = ${tu(v / 3.6, 'ms')}$; impuls $p = mv = ${tn(m)}\\cdot ${tn(v / 3.6)} = ${tu(p, 'kgms')}$. km/soatni m/s ga oʻtkazmaslik 3,6 marta katta javob beradi.`,
        `$v = ${tu(v, 'kmh')} = ${tu(v / 3.6, 'ms')}$; импульс $p = mv = ${tn(m)}\\cdot ${tn(v / 3.6)} = ${tu(p, 'kgms')}$. Без перевода км/ч в м/с ответ получится в 3,6 раза больше.`,
      ),
    };
  }),
  template('kinetic-energy', 1, 5, (rng) => {
    const m = pick(rng, [0.2, 0.5, 1, 2, 4, 5, 10, 20, 50]);
    const v = randInt(rng, 2, 30);
    const E = (m * v * v) / 2;
    return {
      text: bi(
        `Massasi ${qv('m', m, 'kg')} boʻlgan jism ${qv('v', v, 'ms')} tezlik bilan harakatlanmoqda. Uning kinetik energiyasi qanday?`,
        `Тело массой ${qv('m', m, 'kg')} движется со скоростью ${qv('v', v, 'ms')}. Какова его кинетическая энергия?`,
      ),
      answer: val(E, 'J'),
      distractors: [val((m * v) / 2, 'J'), val(m * v * v, 'J'), val(m * v, 'J'), val(E / 1000, 'J')],
      expr: `${m}*${v}^2/2`,
      explanation: bi(
        `$E_k = \\frac{mv^2}{2} = \\frac{${tn(m)}\\cdot ${v}^2}{2} = ${tu(E, 'J')}$. Tezlikni kvadratga koʻtarishni unutish ($\\frac{mv}{2}$) — tipik xato.`,
        `$E_к = \\frac{mv^2}{2} = \\frac{${tn(m)}\\cdot ${v}^2}{2} = ${tu(E, 'J')}$. Типичная ошибка — забыть возвести скорость в квадрат ($\\frac{mv}{2}$).`,
      ),
    };
  }),
  template('crane-power', 2, 4, (rng) => {
    const m = pick(rng, [100, 200, 250, 300, 400, 500, 800, 1000, 1200, 1500, 2000]);
    const h = randInt(rng, 2, 30);
    const t = pick(rng, [5, 10, 15, 20, 25, 30, 40, 50, 60]);
    const P = (m * 10 * h) / t;
    return {
      text: bi(
        `Kran massasi ${qv('m', m, 'kg')} boʻlgan yukni ${qv('t', t, 's')} ichida ${qv('h', h, 'm')} balandlikka tekis koʻtardi. Kran qanday foydali quvvat rivojlantirgan? ${G10}`,
        `Кран равномерно поднял груз массой ${qv('m', m, 'kg')} на высоту ${qv('h', h, 'm')} за ${qv('t', t, 's')}. Какую полезную мощность развил кран? ${G10}`,
      ),
      answer: val(P, 'W'),
      distractors: [val((m * h) / t, 'W'), val(m * 10 * h * t, 'W'), val(P / 1000, 'W'), val((m * 10 * t) / h, 'W')],
      expr: `${m}*10*${h}/${t}`,
      explanation: bi(
        `Bajarilgan ish $A = mgh = ${m}\\cdot 10\\cdot ${h} = ${tu(m * 10 * h, 'J')}$; quvvat $P = \\frac{A}{t} = \\frac{${tn(m * 10 * h)}}{${t}} = ${tu(P, 'W')}$.`,
        `Работа $A = mgh = ${m}\\cdot 10\\cdot ${h} = ${tu(m * 10 * h, 'J')}$; мощность $P = \\frac{A}{t} = \\frac{${tn(m * 10 * h)}}{${t}} = ${tu(P, 'W')}$.`,
      ),
    };
  }),
  template('inelastic-collision', 2, 5, (rng) => {
    const m1 = randInt(rng, 1, 12) * pick(rng, [1, 10, 100]);
    const m2 = m1 * pick(rng, [0.25, 0.5, 1, 1.5, 2, 3, 4]);
    const v1 = randInt(rng, 2, 20);
    const v = (m1 * v1) / (m1 + m2);
    return {
      text: bi(
        `${qv('v_1', v1, 'ms')} tezlik bilan harakatlanayotgan ${qv('m_1', m1, 'kg')} massali arava tinch turgan ${qv('m_2', m2, 'kg')} massali aravaga urilib, unga ilashib qoldi. Aravalarning birgalikdagi tezligi qanday?`,
        `Тележка массой ${qv('m_1', m1, 'kg')}, движущаяся со скоростью ${qv('v_1', v1, 'ms')}, сталкивается с покоящейся тележкой массой ${qv('m_2', m2, 'kg')} и сцепляется с ней. Какова их общая скорость?`,
      ),
      answer: val(v, 'ms'),
      distractors: [
        val((m1 * v1) / m2, 'ms'),
        val(v1 / 2, 'ms'),
        val(((m1 + m2) * v1) / m1, 'ms'),
        val((m2 * v1) / (m1 + m2), 'ms'),
        val(v1, 'ms'),
      ],
      expr: `${m1}*${v1}/(${m1} + ${m2})`,
      explanation: bi(
        `Impulsning saqlanish qonuni: $m_1v_1 = (m_1 + m_2)v$, bundan $v = \\frac{m_1v_1}{m_1 + m_2} = \\frac{${tn(m1)}\\cdot ${v1}}{${tn(m1)} + ${tn(m2)}} = ${tu(v, 'ms')}$.`,
        `Закон сохранения импульса: $m_1v_1 = (m_1 + m_2)v$, откуда $v = \\frac{m_1v_1}{m_1 + m_2} = \\frac{${tn(m1)}\\cdot ${v1}}{${tn(m1)} + ${tn(m2)}} = ${tu(v, 'ms')}$.`,
      ),
    };
  }),
  template('speed-from-height', 2, 4, (rng) => {
    const v = randInt(rng, 2, 20) * 2;
    const h = (v * v) / 20;
    return {
      text: bi(
        `Jism ${qv('h', h, 'm')} balandlikdan boshlangʻich tezliksiz tushmoqda. Havoning qarshiligini hisobga olmasdan, uning yerga urilish paytidagi tezligini toping. ${G10}`,
        `Тело падает без начальной скорости с высоты ${qv('h', h, 'm')}. Пренебрегая сопротивлением воздуха, найдите его скорость у земли. ${G10}`,
      ),
      answer: val(v, 'ms'),
      distractors: [val(20 * h, 'ms'), val(v / 2, 'ms'), val(2 * v, 'ms'), val(10 * h, 'ms')],
      expr: `sqrt(2*10*${h})`,
      explanation: bi(
        `Energiyaning saqlanish qonuni: $mgh = \\frac{mv^2}{2}$, bundan $v = \\sqrt{2gh} = \\sqrt{2\\cdot 10\\cdot ${tn(h)}} = ${tu(v, 'ms')}$. Ildiz chiqarishni unutish ($2gh$) — tipik xato.`,
        `Закон сохранения энергии: $mgh = \\frac{mv^2}{2}$, откуда $v = \\sqrt{2gh} = \\sqrt{2\\cdot 10\\cdot ${tn(h)}} = ${tu(v, 'ms')}$. Типичная ошибка — забыть извлечь корень ($2gh$).`,
      ),
    };
  }),
  template('incline-efficiency', 3, 4, (rng) => {
    const m = pick(rng, [10, 20, 25, 40, 50, 60, 80, 100]);
    const h = pick(rng, [0.5, 1, 1.2, 1.5, 2, 3]);
    const l = pick(rng, [2, 3, 4, 5, 6, 8, 10]);
    const F = pick(rng, [50, 60, 75, 80, 100, 120, 125, 150, 200, 250, 300, 400, 500]);
    const eta = ((m * 10 * h) / (F * l)) * 100;
    if (eta >= 95 || eta < 40) return null;
    return {
      text: bi(
        `Massasi ${qv('m', m, 'kg')} boʻlgan yuk uzunligi ${qv('l', l, 'm')} va balandligi ${qv('h', h, 'm')} boʻlgan qiya tekislik boʻylab ${qv('F', F, 'N')} kuch bilan tekis tortib chiqarildi. Qiya tekislikning foydali ish koeffitsiyentini toping. ${G10}`,
        `Груз массой ${qv('m', m, 'kg')} равномерно втащили силой ${qv('F', F, 'N')} по наклонной плоскости длиной ${qv('l', l, 'm')} и высотой ${qv('h', h, 'm')}. Найдите КПД наклонной плоскости. ${G10}`,
      ),
      answer: val(eta, 'pct', 2),
      distractors: [
        val(((m * h) / (F * l)) * 100, 'pct', 2),
        val(100 - eta, 'pct', 2),
        val(((m * 10 * l) / (F * h)) * 100, 'pct', 2),
        val(((F * h) / (m * 10 * l)) * 100, 'pct', 2),
      ],
      expr: `${m}*10*${h}/(${F}*${l})*100`,
      explanation: bi(
        `Foydali ish $A_f = mgh = ${m}\\cdot 10\\cdot ${tn(h)} = ${tu(m * 10 * h, 'J')}$, toʻla ish $A_t = Fl = ${F}\\cdot ${l} = ${tu(F * l, 'J')}$. $\\eta = \\frac{A_f}{A_t}\\cdot 100\\% = ${tu(eta, 'pct', 2)}$.`,
        `Полезная работа $A_п = mgh = ${m}\\cdot 10\\cdot ${tn(h)} = ${tu(m * 10 * h, 'J')}$, полная $A_з = Fl = ${F}\\cdot ${l} = ${tu(F * l, 'J')}$. $\\eta = \\frac{A_п}{A_з}\\cdot 100\\% = ${tu(eta, 'pct', 2)}$.`,
      ),
    };
  }),
  template('spring-launch', 3, 3, (rng) => {
    const m = pick(rng, [0.01, 0.02, 0.04, 0.05, 0.1, 0.2, 0.25]);
    const w = randInt(rng, 2, 20) * 5;
    const k = Math.round(m * w * w * 1e6) / 1e6;
    const x = pick(rng, [1, 2, 3, 4, 5, 6, 8, 10]);
    const v = (x / 100) * w;
    return {
      text: bi(
        `Bikrligi ${qv('k', k, 'Nm')} boʻlgan prujina ${qv('x', x, 'cm')} ga siqilgan. Prujina boʻshaganda massasi ${qv('m', m, 'kg')} boʻlgan sharchani gorizontal yoʻnalishda itaradi. Sharcha qanday tezlik oladi (ishqalanish yoʻq)?`,
        `Пружина жёсткостью ${qv('k', k, 'Nm')} сжата на ${qv('x', x, 'cm')}. Распрямляясь, она толкает по горизонтали шарик массой ${qv('m', m, 'kg')}. Какую скорость получит шарик (трения нет)?`,
      ),
      answer: val(v, 'ms'),
      distractors: [val(x * w, 'ms'), val((x / 100) * w * w, 'ms'), val(((x / 100) * w) / 2, 'ms'), val(((x * x) / 10000) * w * w, 'ms')],
      expr: `(${x}/100)*sqrt(${k}/${m})`,
      explanation: bi(
        `Prujinaning potensial energiyasi sharchaning kinetik energiyasiga aylanadi: $\\frac{kx^2}{2} = \\frac{mv^2}{2}$, bundan $v = x\\sqrt{\\frac{k}{m}} = ${tn(x / 100)}\\cdot \\sqrt{\\frac{${tn(k)}}{${tn(m)}}} = ${tn(x / 100)}\\cdot ${w} = ${tu(v, 'ms')}$ ($x$ metrlarda).`,
        `Потенциальная энергия пружины переходит в кинетическую энергию шарика: $\\frac{kx^2}{2} = \\frac{mv^2}{2}$, откуда $v = x\\sqrt{\\frac{k}{m}} = ${tn(x / 100)}\\cdot \\sqrt{\\frac{${tn(k)}}{${tn(m)}}} = ${tn(x / 100)}\\cdot ${w} = ${tu(v, 'ms')}$ ($x$ в метрах).`,
      ),
    };
  }),
]);
