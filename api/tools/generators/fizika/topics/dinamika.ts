// Topic 2: dynamics — Newton's laws, Hooke's law, friction, gravitation, weight in a lift, connected bodies, motion on a circle.
import { bi, G10, raz, pick, qv, randInt, tn, tu, val, template, topic } from '../bank';

const DINAMIKA_NAME = { uz: 'Dinamika: Nyuton qonunlari, ishqalanish, tortishish', ru: 'Динамика: законы Ньютона, трение, тяготение' };
export const dinamika = topic('dinamika', DINAMIKA_NAME, 0.09, [
  template('newton-second', 1, 5, (rng) => {
    const m = pick(rng, [0.5, 1, 2, 4, 5, 8, 10, 20, 25, 40, 50]);
    const F = randInt(rng, 1, 40) * 5;
    const a = F / m;
    return {
      text: bi(
        `Massasi ${qv('m', m, 'kg')} boʻlgan jismga ${qv('F', F, 'N')} kuch taʼsir qilmoqda. Jism qanday tezlanish oladi?`,
        `На тело массой ${qv('m', m, 'kg')} действует сила ${qv('F', F, 'N')}. Какое ускорение получит тело?`,
      ),
      answer: val(a, 'ms2'),
      distractors: [val(F * m, 'ms2'), val(m / F, 'ms2'), val(F / (m * 10), 'ms2'), val(a * 2, 'ms2')],
      expr: `${F}/${m}`,
      explanation: bi(
        `Nyutonning ikkinchi qonuni: $a = \\frac{F}{m} = \\frac{${F}}{${tn(m)}} = ${tu(a, 'ms2')}$.`,
        `Второй закон Ньютона: $a = \\frac{F}{m} = \\frac{${F}}{${tn(m)}} = ${tu(a, 'ms2')}$.`,
      ),
    };
  }),
  template('hooke', 1, 4, (rng) => {
    const x = pick(rng, [1, 2, 2.5, 4, 5, 8, 10]);
    const F = randInt(rng, 1, 30) * 2;
    const k = F / (x / 100);
    return {
      text: bi(
        `${qv('F', F, 'N')} kuch taʼsirida prujina ${qv('x', x, 'cm')} ga choʻzildi. Prujinaning bikrligi qanday?`,
        `Под действием силы ${qv('F', F, 'N')} пружина растянулась на ${qv('x', x, 'cm')}. Какова жёсткость пружины?`,
      ),
      answer: val(k, 'Nm'),
      distractors: [val(F / x, 'Nm'), val(F * x, 'Nm'), val(F / (x / 1000), 'Nm'), val((F * x) / 100, 'Nm')],
      expr: `${F}/(${x}/100)`,
      explanation: bi(
        `Guk qonuni $F = kx$, bunda $x = ${tu(x, 'cm')} = ${tu(x / 100, 'm')}$. Demak $k = \\frac{F}{x} = \\frac{${F}}{${tn(x / 100)}} = ${tu(k, 'Nm')}$. Santimetrni metrga oʻtkazmaslik 100 marta kichik javob beradi.`,
        `Закон Гука $F = kx$, где $x = ${tu(x, 'cm')} = ${tu(x / 100, 'm')}$. Значит, $k = \\frac{F}{x} = \\frac{${F}}{${tn(x / 100)}} = ${tu(k, 'Nm')}$. Если не перевести сантиметры в метры, ответ будет в 100 раз меньше.`,
      ),
    };
  }),
  template('friction-acceleration', 2, 6, (rng) => {
    const m = pick(rng, [2, 4, 5, 10, 20, 25, 50]);
    const mu = pick(rng, [0.1, 0.2, 0.25, 0.3, 0.4, 0.5]);
    const fr = mu * m * 10;
    const F = fr + randInt(rng, 1, 20) * 2;
    const a = (F - fr) / m;
    return {
      text: bi(
        `Massasi ${qv('m', m, 'kg')} boʻlgan brusok gorizontal sirt boʻylab ${qv('F', F, 'N')} gorizontal kuch bilan tortilmoqda. Ishqalanish koeffitsiyenti ${qv('\\mu', mu, 'none')}. Brusokning tezlanishini toping. ${G10}`,
        `Брусок массой ${qv('m', m, 'kg')} тянут по горизонтальной поверхности горизонтальной силой ${qv('F', F, 'N')}. Коэффициент трения ${qv('\\mu', mu, 'none')}. Найдите ускорение бруска. ${G10}`,
      ),
      answer: val(a, 'ms2'),
      distractors: [val(F / m, 'ms2'), val((F + fr) / m, 'ms2'), val(mu * 10, 'ms2'), val((F - mu * m) / m, 'ms2')],
      expr: `(${F} - ${mu}*${m}*10)/${m}`,
      explanation: bi(
        `Ishqalanish kuchi $F_{ishq} = \\mu mg = ${tn(mu)}\\cdot ${m}\\cdot 10 = ${tu(fr, 'N')}$. Nyutonning ikkinchi qonuni: $a = \\frac{F - F_{ishq}}{m} = \\frac{${tn(F)} - ${tn(fr)}}{${m}} = ${tu(a, 'ms2')}$.`,
        `Сила трения $F_{тр} = \\mu mg = ${tn(mu)}\\cdot ${m}\\cdot 10 = ${tu(fr, 'N')}$. По второму закону Ньютона $a = \\frac{F - F_{тр}}{m} = \\frac{${tn(F)} - ${tn(fr)}}{${m}} = ${tu(a, 'ms2')}$.`,
      ),
    };
  }),
  template('gravitation-distance', 2, 5, (rng) => {
    const k = pick(rng, [2, 3, 4, 5]);
    const F = randInt(rng, 2, 40) * 9 * (k === 5 ? 25 : 16);
    const closer = rng() < 0.5;
    const F2 = closer ? F * k * k : F / (k * k);
    return {
      text: closer
        ? bi(
            `Ikki jism orasidagi tortishish kuchi ${qv('F', F, 'N')} ga teng. Jismlar orasidagi masofa ${k} marta kamaytirilsa, tortishish kuchi qanday boʻladi?`,
            `Сила притяжения двух тел равна ${qv('F', F, 'N')}. Какой станет сила притяжения, если расстояние между телами уменьшить в ${k} ${raz(k)}?`,
          )
        : bi(
            `Ikki jism orasidagi tortishish kuchi ${qv('F', F, 'N')} ga teng. Jismlar orasidagi masofa ${k} marta orttirilsa, tortishish kuchi qanday boʻladi?`,
            `Сила притяжения двух тел равна ${qv('F', F, 'N')}. Какой станет сила притяжения, если расстояние между телами увеличить в ${k} ${raz(k)}?`,
          ),
      answer: val(F2, 'N'),
      distractors: closer
        ? [val(F * k, 'N'), val(F / (k * k), 'N'), val(F / k, 'N')]
        : [val(F / k, 'N'), val(F * k * k, 'N'), val(F * k, 'N')],
      expr: closer ? `${F}*${k}^2` : `${F}/${k}^2`,
      explanation: closer
        ? bi(
            `Butun olam tortishish qonuni $F = G\\frac{m_1m_2}{r^2}$: kuch masofaning kvadratiga teskari proporsional. Masofa ${k} marta kamaysa, kuch $${k}^2 = ${k * k}$ marta ortadi: $${tn(F)}\\cdot ${k * k} = ${tu(F2, 'N')}$.`,
            `Закон всемирного тяготения $F = G\\frac{m_1m_2}{r^2}$: сила обратно пропорциональна квадрату расстояния. При уменьшении расстояния в ${k} ${raz(k)} сила растёт в $${k}^2 = ${k * k}$ ${raz(k * k)}: $${tn(F)}\\cdot ${k * k} = ${tu(F2, 'N')}$.`,
          )
        : bi(
            `Butun olam tortishish qonuni $F = G\\frac{m_1m_2}{r^2}$: kuch masofaning kvadratiga teskari proporsional. Masofa ${k} marta ortsa, kuch $${k}^2 = ${k * k}$ marta kamayadi: $\\frac{${tn(F)}}{${k * k}} = ${tu(F2, 'N')}$. Kvadratni unutish ${k} marta kamaygan notoʻgʻri javob beradi.`,
            `Закон всемирного тяготения $F = G\\frac{m_1m_2}{r^2}$: сила обратно пропорциональна квадрату расстояния. При увеличении расстояния в ${k} ${raz(k)} сила уменьшается в $${k}^2 = ${k * k}$ ${raz(k * k)}: $\\frac{${tn(F)}}{${k * k}} = ${tu(F2, 'N')}$. Если забыть квадрат, получится неверное уменьшение в ${k} ${raz(k)}.`,
          ),
    };
  }),
  template('lift-weight', 2, 3, (rng) => {
    const m = randInt(rng, 40, 90);
    const a = pick(rng, [0.5, 1, 1.5, 2, 2.5, 3]);
    const up = rng() < 0.5;
    const P = m * (10 + (up ? a : -a));
    return {
      text: up
        ? bi(
            `Massasi ${qv('m', m, 'kg')} boʻlgan odam lift ichida turibdi. Lift yuqoriga ${qv('a', a, 'ms2')} tezlanish bilan harakatlana boshladi. Odamning ogʻirligi qancha? ${G10}`,
            `Человек массой ${qv('m', m, 'kg')} стоит в лифте, который начинает двигаться вверх с ускорением ${qv('a', a, 'ms2')}. Каков вес человека? ${G10}`,
          )
        : bi(
            `Massasi ${qv('m', m, 'kg')} boʻlgan odam lift ichida turibdi. Lift pastga ${qv('a', a, 'ms2')} tezlanish bilan harakatlana boshladi. Odamning ogʻirligi qancha? ${G10}`,
            `Человек массой ${qv('m', m, 'kg')} стоит в лифте, который начинает двигаться вниз с ускорением ${qv('a', a, 'ms2')}. Каков вес человека? ${G10}`,
          ),
      answer: val(P, 'N'),
      distractors: [val(m * 10, 'N'), val(m * (10 + (up ? -a : a)), 'N'), val(m * a, 'N'), val(m, 'N')],
      expr: up ? `${m}*(10 + ${a})` : `${m}*(10 - ${a})`,
      explanation: bi(
        `Tezlanish ${up ? 'yuqoriga' : 'pastga'} yoʻnalgan, shuning uchun $P = m(g ${up ? '+' : '-'} a) = ${m}\\cdot (10 ${up ? '+' : '-'} ${tn(a)}) = ${tu(P, 'N')}$. $mg = ${m * 10}\\ «N»$ — tinch turgan liftdagi ogʻirlik.`,
        `Ускорение направлено ${up ? 'вверх' : 'вниз'}, поэтому $P = m(g ${up ? '+' : '-'} a) = ${m}\\cdot (10 ${up ? '+' : '-'} ${tn(a)}) = ${tu(P, 'N')}$. $mg = ${m * 10}\\ «N»$ — вес в покоящемся лифте.`,
      ),
    };
  }),
  template('atwood', 3, 4, (rng) => {
    const m2 = randInt(rng, 1, 8);
    const m1 = m2 + randInt(rng, 1, 6);
    const a = ((m1 - m2) * 10) / (m1 + m2);
    return {
      text: bi(
        `Qoʻzgʻalmas blok orqali oʻtkazilgan vaznsiz choʻzilmas ipning uchlariga massalari ${qv('m_1', m1, 'kg')} va ${qv('m_2', m2, 'kg')} boʻlgan yuklar osilgan. Ishqalanishni hisobga olmasdan, yuklarning tezlanishini toping. ${G10}`,
        `Через неподвижный блок перекинута невесомая нерастяжимая нить с грузами массами ${qv('m_1', m1, 'kg')} и ${qv('m_2', m2, 'kg')}. Пренебрегая трением, найдите ускорение грузов. ${G10}`,
      ),
      answer: val(a, 'ms2'),
      distractors: [
        val(((m1 - m2) * 10) / m1, 'ms2'),
        val(((m1 - m2) * 10) / m2, 'ms2'),
        val(((m1 + m2) * 10) / (m1 - m2), 'ms2'),
        val(10, 'ms2'),
        val((m1 - m2) * 10, 'ms2'),
      ],
      expr: `(${m1} - ${m2})*10/(${m1} + ${m2})`,
      explanation: bi(
        `Ikki yuk bitta tizim: harakatlantiruvchi kuch $(m_1 - m_2)g$, tezlashtiriladigan massa $m_1 + m_2$. $a = \\frac{(m_1 - m_2)g}{m_1 + m_2} = \\frac{(${m1} - ${m2})\\cdot 10}{${m1} + ${m2}} = ${tu(a, 'ms2')}$.`,
        `Два груза — одна система: движущая сила $(m_1 - m_2)g$, ускоряемая масса $m_1 + m_2$. $a = \\frac{(m_1 - m_2)g}{m_1 + m_2} = \\frac{(${m1} - ${m2})\\cdot 10}{${m1} + ${m2}} = ${tu(a, 'ms2')}$.`,
      ),
    };
  }),
  template('convex-bridge', 3, 3, (rng) => {
    const m = pick(rng, [800, 1000, 1200, 1500, 2000]);
    const R = pick(rng, [40, 50, 80, 90, 100, 160]);
    const v = randInt(rng, 5, 20);
    if (v * v >= 10 * R) return null;
    const N = m * (10 - (v * v) / R);
    return {
      text: bi(
        `Massasi ${qv('m', m, 'kg')} boʻlgan avtomobil egrilik radiusi ${qv('R', R, 'm')} boʻlgan qavariq koʻprikning eng yuqori nuqtasidan ${qv('v', v, 'ms')} tezlik bilan oʻtmoqda. Avtomobil koʻprikka qanday kuch bilan bosadi? ${G10}`,
        `Автомобиль массой ${qv('m', m, 'kg')} проходит верхнюю точку выпуклого моста радиусом ${qv('R', R, 'm')} со скоростью ${qv('v', v, 'ms')}. С какой силой автомобиль давит на мост? ${G10}`,
      ),
      answer: val(N, 'N'),
      distractors: [val(m * 10, 'N'), val(m * (10 + (v * v) / R), 'N'), val((m * v * v) / R, 'N'), val(m * (10 - v / R), 'N')],
      expr: `${m}*(10 - ${v}^2/${R})`,
      explanation: bi(
        `Yuqori nuqtada markazga intilma tezlanish $a = \\frac{v^2}{R} = \\frac{${v}^2}{${R}} = ${tu((v * v) / R, 'ms2')}$ pastga yoʻnalgan: $mg - N = ma$. Demak $N = m\\left(g - \\frac{v^2}{R}\\right) = ${m}\\cdot (10 - ${tn((v * v) / R)}) = ${tu(N, 'N')}$.`,
        `В верхней точке центростремительное ускорение $a = \\frac{v^2}{R} = \\frac{${v}^2}{${R}} = ${tu((v * v) / R, 'ms2')}$ направлено вниз: $mg - N = ma$. Значит, $N = m\\left(g - \\frac{v^2}{R}\\right) = ${m}\\cdot (10 - ${tn((v * v) / R)}) = ${tu(N, 'N')}$.`,
      ),
    };
  }),
]);
