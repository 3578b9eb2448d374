// Topic 10: oscillations and waves — period and frequency, wavelength, spring pendulum, LC circuit, simple pendulum.
import { bi, pick, qv, raz, randInt, tn, tu, val, template, topic } from '../bank';

const TEBRANISHLAR_NAME = { uz: "Tebranishlar va to'lqinlar", ru: 'Колебания и волны' };
export const tebranishlar = topic('tebranishlar-tolqinlar', TEBRANISHLAR_NAME, 0.05, [
  template('frequency', 1, 3, (rng) => {
    const t = pick(rng, [2, 4, 5, 10, 20, 25, 40, 50, 60]);
    const N = randInt(rng, 2, 60) * 5;
    const nu = N / t;
    return {
      text: bi(
        `Jism ${qv('t', t, 's')} ichida ${N} marta tebrandi. Tebranishlar chastotasi qanday?`,
        `Тело совершило ${N} колебаний за ${qv('t', t, 's')}. Какова частота колебаний?`,
      ),
      answer: val(nu, 'Hz', 3),
      distractors: [val(t / N, 'Hz', 4), val(N * t, 'Hz'), val(nu / 2, 'Hz', 3), val(nu * 60, 'Hz', 3)],
      expr: `${N}/${t}`,
      explanation: bi(
        `$\\nu = \\frac{N}{t} = \\frac{${N}}{${t}} = ${tu(nu, 'Hz')}$. $\\frac{t}{N}$ — bu chastota emas, davr.`,
        `$\\nu = \\frac{N}{t} = \\frac{${N}}{${t}} = ${tu(nu, 'Hz')}$. $\\frac{t}{N}$ — это не частота, а период.`,
      ),
    };
  }),
  template('wavelength', 1, 2, (rng) => {
    const sound = rng() < 0.5;
    const v = sound ? pick(rng, [340, 1500, 5000]) : pick(rng, [0.5, 1, 2, 3, 4, 5]);
    const nu = sound ? pick(rng, [50, 100, 170, 200, 250, 500, 1000, 2000]) : pick(rng, [0.5, 1, 2, 4, 5, 10]);
    const lambda = v / nu;
    return {
      text: sound
        ? bi(
            `Tovush toʻlqini ${qv('v', v, 'ms')} tezlik bilan tarqalmoqda, uning chastotasi ${qv('\\nu', nu, 'Hz')}. Toʻlqin uzunligi qanday?`,
            `Звуковая волна распространяется со скоростью ${qv('v', v, 'ms')}, её частота ${qv('\\nu', nu, 'Hz')}. Какова длина волны?`,
          )
        : bi(
            `Suv sirtidagi toʻlqin ${qv('v', v, 'ms')} tezlik bilan tarqalmoqda, tebranishlar chastotasi ${qv('\\nu', nu, 'Hz')}. Toʻlqin uzunligi qanday?`,
            `Волна на поверхности воды распространяется со скоростью ${qv('v', v, 'ms')}, частота колебаний ${qv('\\nu', nu, 'Hz')}. Какова длина волны?`,
          ),
      answer: val(lambda, 'm', 3),
      distractors: [val(v * nu, 'm', 3), val(nu / v, 'm', 4), val(lambda * 2, 'm', 3), val(lambda / 2, 'm', 3)],
      expr: `${v}/${nu}`,
      explanation: bi(
        `$\\lambda = \\frac{v}{\\nu} = \\frac{${tn(v)}}{${tn(nu)}} = ${tu(lambda, 'm')}$.`,
        `$\\lambda = \\frac{v}{\\nu} = \\frac{${tn(v)}}{${tn(nu)}} = ${tu(lambda, 'm')}$.`,
      ),
    };
  }),
  template('spring-pendulum-mass', 2, 4, (rng) => {
    const k = randInt(rng, 2, 4);
    const T1 = pick(rng, [0.2, 0.4, 0.5, 0.6, 0.8, 1, 1.2, 1.5, 2]);
    const heavier = rng() < 0.5;
    const T2 = heavier ? T1 * k : T1 / k;
    return {
      text: bi(
        `Prujinali mayatnikning tebranish davri ${qv('T', T1, 's')}. Yuk massasi ${k * k} marta ${heavier ? 'orttirilsa' : 'kamaytirilsa'}, davr qanday boʻladi?`,
        `Период колебаний пружинного маятника ${qv('T', T1, 's')}. Каким станет период, если массу груза ${heavier ? 'увеличить' : 'уменьшить'} в ${k * k} ${raz(k * k)}?`,
      ),
      answer: val(T2, 's', 3),
      distractors: heavier
        ? [val(T1 * k * k, 's', 3), val(T1 / k, 's', 3), val(T1 / (k * k), 's', 4)]
        : [val(T1 / (k * k), 's', 4), val(T1 * k, 's', 3), val(T1 * k * k, 's', 3)],
      expr: heavier ? `${T1}*sqrt(${k * k})` : `${T1}/sqrt(${k * k})`,
      explanation: bi(
        `$T = 2\\pi\\sqrt{\\frac{m}{k}}$: davr massaning kvadrat ildiziga proporsional. Massa ${k * k} marta ${heavier ? 'ortsa' : 'kamaysa'}, davr $\\sqrt{${k * k}} = ${k}$ marta ${heavier ? 'ortadi' : 'kamayadi'}: $${tu(T2, 's')}$.`,
        `$T = 2\\pi\\sqrt{\\frac{m}{k}}$: период пропорционален корню из массы. При ${heavier ? 'увеличении' : 'уменьшении'} массы в ${k * k} ${raz(k * k)} период ${heavier ? 'растёт' : 'уменьшается'} в $\\sqrt{${k * k}} = ${k}$ ${raz(k)}: $${tu(T2, 's')}$.`,
      ),
    };
  }),
  template('lc-frequency', 2, 4, (rng) => {
    const k = randInt(rng, 2, 4);
    const nu1 = pick(rng, [12, 24, 36, 48, 60, 72, 120, 144, 240]);
    const moreC = rng() < 0.5;
    const nu2 = moreC ? nu1 / k : nu1 * k;
    return {
      text: bi(
        `Tebranish konturining xususiy tebranishlar chastotasi ${qv('\\nu', nu1, 'kHz')}. Kondensator sigʻimi ${k * k} marta ${moreC ? 'orttirilsa' : 'kamaytirilsa'}, chastota qanday boʻladi?`,
        `Собственная частота колебательного контура ${qv('\\nu', nu1, 'kHz')}. Какой станет частота, если ёмкость конденсатора ${moreC ? 'увеличить' : 'уменьшить'} в ${k * k} ${raz(k * k)}?`,
      ),
      answer: val(nu2, 'kHz', 3),
      distractors: moreC
        ? [val(nu1 * k, 'kHz', 3), val(nu1 / (k * k), 'kHz', 3), val(nu1 * k * k, 'kHz', 3)]
        : [val(nu1 / k, 'kHz', 3), val(nu1 * k * k, 'kHz', 3), val(nu1 / (k * k), 'kHz', 3)],
      expr: moreC ? `${nu1}/sqrt(${k * k})` : `${nu1}*sqrt(${k * k})`,
      explanation: bi(
        `Tomson formulasi: $\\nu = \\frac{1}{2\\pi\\sqrt{LC}}$ — chastota sigʻimning kvadrat ildiziga teskari proporsional. Sigʻim ${k * k} marta ${moreC ? 'ortsa' : 'kamaysa'}, chastota ${k} marta ${moreC ? 'kamayadi' : 'ortadi'}: $${tu(nu2, 'kHz')}$.`,
        `Формула Томсона: $\\nu = \\frac{1}{2\\pi\\sqrt{LC}}$ — частота обратно пропорциональна корню из ёмкости. При ${moreC ? 'увеличении' : 'уменьшении'} ёмкости в ${k * k} ${raz(k * k)} частота ${moreC ? 'уменьшается' : 'растёт'} в ${k} ${raz(k)}: $${tu(nu2, 'kHz')}$.`,
      ),
    };
  }),
  template('pendulum-length', 3, 4, (rng) => {
    const T = pick(rng, [0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 2, 2.4, 3, 4]);
    const l = (T * T) / 4;
    return {
      text: bi(
        `Matematik mayatnikning tebranish davri ${qv('T', T, 's')}. Mayatnik ipining uzunligi qanday? ($g = 10\\ «ms2»$, $\\pi^2 = 10$ deb oling)`,
        `Период колебаний математического маятника ${qv('T', T, 's')}. Какова длина нити маятника? (Примите $g = 10\\ «ms2»$, $\\pi^2 = 10$.)`,
      ),
      answer: val(l, 'm', 4),
      distractors: [
        val((T * T) / 2, 'm', 4),
        val(T / 4, 'm', 4),
        val(T * T, 'm', 4),
        val((T * T * 10) / (2 * 10), 'm', 4),
        val((T * T) / 8, 'm', 4),
      ],
      expr: `10*${T}^2/(4*10)`,
      explanation: bi(
        `$T = 2\\pi\\sqrt{\\frac{l}{g}}$ dan $l = \\frac{gT^2}{4\\pi^2} = \\frac{10\\cdot ${tn(T)}^2}{4\\cdot 10} = ${tu(l, 'm', 4)}$. Davrni kvadratga koʻtarishni unutish — tipik xato.`,
        `Из $T = 2\\pi\\sqrt{\\frac{l}{g}}$ следует $l = \\frac{gT^2}{4\\pi^2} = \\frac{10\\cdot ${tn(T)}^2}{4\\cdot 10} = ${tu(l, 'm', 4)}$. Типичная ошибка — забыть возвести период в квадрат.`,
      ),
    };
  }),
]);
