// Topic 9: magnetism and electromagnetic induction — Ampère and Lorentz forces, magnetic flux, Faraday's law, self-induction, coil energy.
import { bi, pick, qv, randInt, tn, tu, val, template, topic } from '../bank';

const MAGNETIZM_NAME = { uz: 'Magnit maydon va elektromagnit induksiya', ru: 'Магнитное поле и электромагнитная индукция' };
export const magnetizm = topic('magnetizm-induksiya', MAGNETIZM_NAME, 0.07, [
  template('ampere-force', 1, 4, (rng) => {
    const B = pick(rng, [0.1, 0.2, 0.4, 0.5, 0.8, 1, 1.2, 1.5]);
    const I = pick(rng, [1, 2, 2.5, 4, 5, 10, 12, 20]);
    const l = pick(rng, [5, 10, 20, 25, 40, 50]);
    const F = B * I * (l / 100);
    return {
      text: bi(
        `Induksiyasi ${qv('B', B, 'T')} boʻlgan bir jinsli magnit maydonda induksiya chiziqlariga perpendikulyar joylashgan uzunligi ${qv('l', l, 'cm')} oʻtkazgichdan ${qv('I', I, 'A')} tok oqmoqda. Oʻtkazgichga taʼsir qiluvchi Amper kuchi qanday?`,
        `В однородном магнитном поле с индукцией ${qv('B', B, 'T')} перпендикулярно линиям индукции расположен проводник длиной ${qv('l', l, 'cm')} с током ${qv('I', I, 'A')}. Какая сила Ампера действует на проводник?`,
      ),
      answer: val(F, 'N', 4),
      distractors: [val(B * I * l, 'N', 4), val((B * l) / 100 / I, 'N', 4), val((I * l) / 100 / B, 'N', 4), val(F / 2, 'N', 4)],
      expr: `${B}*${I}*${l}/100*sin(90 deg)`,
      explanation: bi(
        `$F_A = BIl\\sin\\alpha = ${tn(B)}\\cdot ${tn(I)}\\cdot ${tn(l / 100)}\\cdot \\sin 90^\\circ = ${tu(F, 'N', 4)}$ (uzunlik metrlarda: $${l}\\ «cm» = ${tn(l / 100)}\\ «m»$).`,
        `$F_A = BIl\\sin\\alpha = ${tn(B)}\\cdot ${tn(I)}\\cdot ${tn(l / 100)}\\cdot \\sin 90^\\circ = ${tu(F, 'N', 4)}$ (длина в метрах: $${l}\\ «cm» = ${tn(l / 100)}\\ «m»$).`,
      ),
    };
  }),
  template('magnetic-flux', 1, 3, (rng) => {
    const B = pick(rng, [0.1, 0.2, 0.4, 0.5, 0.6, 0.8, 1]);
    const S = pick(rng, [20, 40, 50, 100, 200, 250, 400]);
    const alpha = pick(rng, [0, 60]);
    const cos = alpha === 0 ? 1 : 0.5;
    const Phi = B * S * 1e-4 * cos * 1000;
    return {
      text: bi(
        `Yuzasi ${qv('S', S, 'cm2')} boʻlgan ramka induksiyasi ${qv('B', B, 'T')} boʻlgan bir jinsli magnit maydonda turibdi. Ramka tekisligiga normal bilan induksiya vektori orasidagi burchak ${qv('\\alpha', alpha, 'deg')}. Magnit oqimini toping.`,
        `Рамка площадью ${qv('S', S, 'cm2')} находится в однородном магнитном поле с индукцией ${qv('B', B, 'T')}. Угол между нормалью к рамке и вектором индукции ${qv('\\alpha', alpha, 'deg')}. Найдите магнитный поток.`,
      ),
      answer: val(Phi, 'mWb', 3),
      distractors: [
        val(B * S * cos, 'mWb', 3),
        val(alpha === 0 ? Phi / 2 : Phi * 2, 'mWb', 3),
        val(B * S * 1e-4 * cos, 'mWb', 5),
        val(Phi * 10, 'mWb', 3),
      ],
      expr: `${B}*${S}*10^(-4)*cos(${alpha} deg)*1000`,
      explanation: bi(
        `$\\Phi = BS\\cos\\alpha = ${tn(B)}\\cdot ${S}\\cdot 10^{-4}\\cdot \\cos ${alpha}^\\circ = ${tu(Phi / 1000, 'Wb', 5)} = ${tu(Phi, 'mWb')}$ ($1\\ «cm2» = 10^{-4}\\ «m2»$).`,
        `$\\Phi = BS\\cos\\alpha = ${tn(B)}\\cdot ${S}\\cdot 10^{-4}\\cdot \\cos ${alpha}^\\circ = ${tu(Phi / 1000, 'Wb', 5)} = ${tu(Phi, 'mWb')}$ ($1\\ «cm2» = 10^{-4}\\ «m2»$).`,
      ),
    };
  }),
  template('lorentz', 2, 3, (rng) => {
    const q = pick(rng, [1, 2, 4, 5, 10]);
    const v = pick(rng, [10, 20, 50, 100, 200, 500]);
    const B = pick(rng, [0.1, 0.2, 0.5, 1, 2]);
    const F = q * 1e-6 * v * 1000 * B * 1000;
    return {
      text: bi(
        `${qv('q', q, 'uC')} zaryadli zarra induksiyasi ${qv('B', B, 'T')} boʻlgan magnit maydonga induksiya chiziqlariga perpendikulyar ravishda ${qv('v', v, 'kms')} tezlik bilan uchib kirdi. Zarraga taʼsir qiluvchi Lorens kuchini toping.`,
        `Частица с зарядом ${qv('q', q, 'uC')} влетает в магнитное поле с индукцией ${qv('B', B, 'T')} перпендикулярно линиям индукции со скоростью ${qv('v', v, 'kms')}. Найдите силу Лоренца.`,
      ),
      answer: val(F, 'mN', 3),
      distractors: [val(F / 1000, 'mN', 4), val(F * 1000, 'mN', 3), val((q * v) / B, 'mN', 3), val(F / 2, 'mN', 3)],
      expr: `${q}*10^(-6)*${v}*10^3*${B}*1000`,
      explanation: bi(
        `$F_L = qvB = ${q}\\cdot 10^{-6}\\cdot ${v}\\cdot 10^{3}\\cdot ${tn(B)} = ${tu(F / 1000, 'N', 4)} = ${tu(F, 'mN')}$.`,
        `$F_Л = qvB = ${q}\\cdot 10^{-6}\\cdot ${v}\\cdot 10^{3}\\cdot ${tn(B)} = ${tu(F / 1000, 'N', 4)} = ${tu(F, 'mN')}$.`,
      ),
    };
  }),
  template('faraday', 2, 4, (rng) => {
    const N = pick(rng, [10, 20, 50, 100, 200, 500]);
    const dPhi = pick(rng, [1, 2, 3, 4, 5, 6, 8, 10, 12, 20]);
    const dt = pick(rng, [0.01, 0.02, 0.05, 0.1, 0.2, 0.5]);
    const E = (N * dPhi * 1e-3) / dt;
    return {
      text: bi(
        `${N} oʻramli gʻaltakni kesib oʻtuvchi magnit oqimi ${qv('\\Delta t', dt, 's')} ichida ${qv('\\Delta\\Phi', dPhi, 'mWb')} ga tekis oʻzgardi. Gʻaltakda qanday induksiya EYuK hosil boʻladi?`,
        `Магнитный поток, пронизывающий катушку из ${N} витков, равномерно изменился на ${qv('\\Delta\\Phi', dPhi, 'mWb')} за ${qv('\\Delta t', dt, 's')}. Какая ЭДС индукции возникает в катушке?`,
      ),
      answer: val(E, 'V', 3),
      distractors: [val((dPhi * 1e-3) / dt, 'V', 4), val(N * dPhi * 1e-3 * dt, 'V', 6), val((N * dPhi) / dt, 'V', 3), val(E / 2, 'V', 3)],
      expr: `${N}*${dPhi}*10^(-3)/${dt}`,
      explanation: bi(
        `Faradey qonuni: $\\mathcal{E} = N\\frac{\\Delta\\Phi}{\\Delta t} = ${N}\\cdot \\frac{${dPhi}\\cdot 10^{-3}}{${tn(dt)}} = ${tu(E, 'V')}$. Oʻramlar sonini hisobga olmaslik — tipik xato.`,
        `Закон Фарадея: $\\mathcal{E} = N\\frac{\\Delta\\Phi}{\\Delta t} = ${N}\\cdot \\frac{${dPhi}\\cdot 10^{-3}}{${tn(dt)}} = ${tu(E, 'V')}$. Типичная ошибка — не учесть число витков.`,
      ),
    };
  }),
  template('moving-rod', 2, 3, (rng) => {
    const B = pick(rng, [0.1, 0.2, 0.4, 0.5, 0.8, 1]);
    const l = pick(rng, [0.2, 0.5, 1, 1.5, 2]);
    const v = randInt(rng, 2, 20);
    const E = B * l * v;
    return {
      text: bi(
        `Uzunligi ${qv('l', l, 'm')} boʻlgan oʻtkazgich induksiyasi ${qv('B', B, 'T')} boʻlgan magnit maydonda induksiya chiziqlariga perpendikulyar ravishda ${qv('v', v, 'ms')} tezlik bilan harakatlanmoqda. Oʻtkazgich uchlarida qanday induksiya EYuK hosil boʻladi?`,
        `Проводник длиной ${qv('l', l, 'm')} движется в магнитном поле с индукцией ${qv('B', B, 'T')} перпендикулярно линиям индукции со скоростью ${qv('v', v, 'ms')}. Какая ЭДС индукции возникает на концах проводника?`,
      ),
      answer: val(E, 'V', 3),
      distractors: [val((B * l) / v, 'V', 3), val((B * v) / l, 'V', 3), val(B * l * v * v, 'V', 3), val(E / 2, 'V', 3)],
      expr: `${B}*${l}*${v}`,
      explanation: bi(
        `Harakatlanayotgan oʻtkazgichda $\\mathcal{E} = Blv = ${tn(B)}\\cdot ${tn(l)}\\cdot ${v} = ${tu(E, 'V')}$.`,
        `В движущемся проводнике $\\mathcal{E} = Blv = ${tn(B)}\\cdot ${tn(l)}\\cdot ${v} = ${tu(E, 'V')}$.`,
      ),
    };
  }),
  template('coil-energy', 3, 3, (rng) => {
    const L = pick(rng, [10, 20, 40, 50, 100, 200, 400, 500]);
    const I = pick(rng, [0.5, 1, 2, 3, 4, 5, 10]);
    const W = (L * 1e-3 * I * I) / 2;
    return {
      text: bi(
        `Induktivligi ${qv('L', L, 'mH')} boʻlgan gʻaltakdan ${qv('I', I, 'A')} tok oqmoqda. Gʻaltak magnit maydonining energiyasi qanday?`,
        `По катушке индуктивностью ${qv('L', L, 'mH')} течёт ток ${qv('I', I, 'A')}. Какова энергия магнитного поля катушки?`,
      ),
      answer: val(W, 'J', 4),
      distractors: [
        val((L * 1e-3 * I) / 2, 'J', 4),
        val(L * 1e-3 * I * I, 'J', 4),
        val((L * I * I) / 2, 'J', 4),
        val((L * 1e-3 * I * I) / 4, 'J', 4),
      ],
      expr: `${L}*10^(-3)*${I}^2/2`,
      explanation: bi(
        `$W = \\frac{LI^2}{2} = \\frac{${L}\\cdot 10^{-3}\\cdot ${tn(I)}^2}{2} = ${tu(W, 'J', 4)}$. Millgenrini genriga oʻtkazish va tok kuchini kvadratga koʻtarish kerak.`,
        `$W = \\frac{LI^2}{2} = \\frac{${L}\\cdot 10^{-3}\\cdot ${tn(I)}^2}{2} = ${tu(W, 'J', 4)}$. Нужно перевести миллигенри в генри и возвести силу тока в квадрат.`,
      ),
    };
  }),
  template('self-induction', 3, 3, (rng) => {
    const L = pick(rng, [0.1, 0.2, 0.4, 0.5, 1, 2]);
    const I1 = randInt(rng, 1, 10);
    const I2 = randInt(rng, 0, 10);
    if (I1 === I2) return null;
    const dt = pick(rng, [10, 20, 50, 100, 200]);
    const E = (L * Math.abs(I2 - I1)) / (dt / 1000);
    return {
      text: bi(
        `Induktivligi ${qv('L', L, 'H')} boʻlgan gʻaltakdagi tok kuchi ${qv('\\Delta t', dt, 'msec')} ichida ${qv('I_1', I1, 'A')} dan ${qv('I_2', I2, 'A')} gacha tekis oʻzgardi. Oʻzinduksiya EYuK moduli qanday?`,
        `Сила тока в катушке индуктивностью ${qv('L', L, 'H')} равномерно изменилась от ${qv('I_1', I1, 'A')} до ${qv('I_2', I2, 'A')} за ${qv('\\Delta t', dt, 'msec')}. Каков модуль ЭДС самоиндукции?`,
      ),
      answer: val(E, 'V', 3),
      distractors: [
        val((L * Math.abs(I2 - I1)) / dt, 'V', 4),
        val((L * (I1 + I2)) / (dt / 1000), 'V', 3),
        val((L * I2) / (dt / 1000), 'V', 3),
        val(E * 1000, 'V', 3),
      ],
      expr: `${L}*abs(${I2} - ${I1})/(${dt}*10^(-3))`,
      explanation: bi(
        `$|\\mathcal{E}| = L\\frac{|\\Delta I|}{\\Delta t} = ${tn(L)}\\cdot \\frac{${Math.abs(I2 - I1)}}{${dt}\\cdot 10^{-3}} = ${tu(E, 'V')}$. Millisekundni sekundga oʻtkazmaslik 1000 marta kichik javob beradi.`,
        `$|\\mathcal{E}| = L\\frac{|\\Delta I|}{\\Delta t} = ${tn(L)}\\cdot \\frac{${Math.abs(I2 - I1)}}{${dt}\\cdot 10^{-3}} = ${tu(E, 'V')}$. Без перевода миллисекунд в секунды ответ будет в 1000 раз меньше.`,
      ),
    };
  }),
]);
