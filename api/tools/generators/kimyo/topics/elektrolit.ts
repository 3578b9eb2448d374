// Topic 6: electrolytes — pH of strong acids and bases, dilution, polyprotic strong acids and
// diacid bases, ions formed on dissociation, the degree of dissociation of a weak acid, mixing an
// acid with a base.
import { bi, fmt, num, pick, pos, randInt, tn, U, template, topic } from '../bank';
import { M, mExpr, f, given } from '../chem';

const ACIDS = ['HCl', 'HNO3', 'HBr'];
const BASES = ['NaOH', 'KOH'];
const dec = (k: number) => fmt(10 ** -k, 6);
const pH = (x: number) => (x >= 0 && x <= 14 ? num(x, null, 0) : null);

const ELEKTROLIT_NAME = { uz: 'Elektrolitik dissotsilanish va pH', ru: 'Электролитическая диссоциация и pH' };
export const elektrolit = topic('elektrolitlar', ELEKTROLIT_NAME, 0.07, [
  template('acid-ph', 1, 4, (rng) => {
    const x = pick(rng, ACIDS);
    const k = randInt(rng, 1, 5);
    return {
      text: bi(
        `${f(x)} ning ${dec(k)} mol/l li eritmasining pH qiymatini toping (kislota toʻliq dissotsilanadi).`,
        `Найдите pH раствора ${f(x)} с концентрацией ${dec(k)} моль/л (кислота диссоциирует полностью).`,
      ),
      answer: pH(k),
      distractors: [pH(14 - k), pH(k + 1), pH(k - 1), pH(10 - k)],
      expr: `-log10(${10 ** -k})`,
      explanation: bi(
        `Kuchli kislota: $[\\text{H}^+] = C = ${tn(10 ** -k, 6)} = 10^{-${k}}$ mol/l; $\\text{pH} = -\\lg[\\text{H}^+] = ${k}$. $14 - ${k}$ asos eritmasi uchun hisoblanadi.`,
        `Сильная кислота: $[\\text{H}^+] = C = ${tn(10 ** -k, 6)} = 10^{-${k}}$ моль/л; $\\text{pH} = -\\lg[\\text{H}^+] = ${k}$. $14 - ${k}$ — это для раствора щёлочи.`,
      ),
    };
  }),
  template('base-ph', 1, 4, (rng) => {
    const x = pick(rng, BASES);
    const k = randInt(rng, 1, 5);
    return {
      text: bi(
        `${f(x)} ning ${dec(k)} mol/l li eritmasining pH qiymatini toping.`,
        `Найдите pH раствора ${f(x)} с концентрацией ${dec(k)} моль/л.`,
      ),
      answer: pH(14 - k),
      distractors: [pH(k), pH(13 - k), pH(15 - k), pH(7 + k)],
      expr: `14 + log10(${10 ** -k})`,
      explanation: bi(
        `Ishqor toʻliq dissotsilanadi: $[\\text{OH}^-] = 10^{-${k}}$ mol/l, $\\text{pOH} = ${k}$, $\\text{pH} = 14 - ${k} = ${14 - k}$.`,
        `Щёлочь диссоциирует полностью: $[\\text{OH}^-] = 10^{-${k}}$ моль/л, $\\text{pOH} = ${k}$, $\\text{pH} = 14 - ${k} = ${14 - k}$.`,
      ),
    };
  }),
  template('diprotic-ph', 2, 3, (rng) => {
    const acid = rng() < 0.5;
    const x = acid ? 'H2SO4' : pick(rng, ['Ba(OH)2', 'Ca(OH)2']);
    const k = randInt(rng, 2, 4);
    const c = 5 * 10 ** -(k + 1);
    const answer = acid ? k : 14 - k;
    return {
      text: bi(
        `${f(x)} ning ${fmt(c, 6)} mol/l li eritmasining pH qiymatini toping (toʻliq dissotsilanish deb hisoblang).`,
        `Найдите pH раствора ${f(x)} с концентрацией ${fmt(c, 6)} моль/л (считать диссоциацию полной).`,
      ),
      answer: pH(answer),
      distractors: [pH(acid ? k + 1 : 13 - k), pH(14 - answer), pH(acid ? k - 1 : 15 - k), pH(answer + 2)],
      expr: acid ? `-log10(2 * ${c})` : `14 + log10(2 * ${c})`,
      explanation: bi(
        `Bir formula birligi ikkita ${acid ? '$\\text{H}^+$' : '$\\text{OH}^-$'} ioni beradi: $${acid ? '[\\text{H}^+]' : '[\\text{OH}^-]'} = 2\\cdot ${tn(c, 6)} = 10^{-${k}}$ mol/l${acid ? `, $\\text{pH} = ${k}$` : `, $\\text{pOH} = ${k}$, $\\text{pH} = ${14 - k}$`}. Ikkiga koʻpaytirishni unutish — xato.`,
        `Каждая формульная единица даёт два иона ${acid ? '$\\text{H}^+$' : '$\\text{OH}^-$'}: $${acid ? '[\\text{H}^+]' : '[\\text{OH}^-]'} = 2\\cdot ${tn(c, 6)} = 10^{-${k}}$ моль/л${acid ? `, $\\text{pH} = ${k}$` : `, $\\text{pOH} = ${k}$, $\\text{pH} = ${14 - k}$`}. Забыть множитель 2 — ошибка.`,
      ),
    };
  }),
  template('dilution-ph', 2, 4, (rng) => {
    const acid = rng() < 0.6;
    const x = acid ? pick(rng, ACIDS) : pick(rng, BASES);
    const a = acid ? randInt(rng, 1, 3) : randInt(rng, 11, 13);
    const b = randInt(rng, 1, 3);
    const answer = acid ? a + b : a - b;
    return {
      text: bi(
        `pH = ${a} boʻlgan ${f(x)} eritmasi suv bilan ${fmt(10 ** b)} marta suyultirildi. Hosil boʻlgan eritmaning pH qiymatini toping.`,
        `Раствор ${f(x)} с pH = ${a} разбавили водой в ${fmt(10 ** b)} раз. Найдите pH полученного раствора.`,
      ),
      answer: pH(answer),
      distractors: [pH(acid ? a - b : a + b), pH(acid ? a + b + 2 : a - b - 2), pH(a), pH(acid ? a + b + 1 : a - b - 1), pH(7)],
      expr: acid ? `-log10(10^(-${a}) / 10^${b})` : `14 + log10(10^(${a} - 14) / 10^${b})`,
      explanation: bi(
        acid
          ? `$[\\text{H}^+] = \\frac{10^{-${a}}}{10^{${b}}} = 10^{-${a + b}}$ mol/l, $\\text{pH} = ${answer}$: kislota suyultirilganda pH ortadi.`
          : `$[\\text{OH}^-] = \\frac{10^{-${14 - a}}}{10^{${b}}} = 10^{-${14 - a + b}}$ mol/l, $\\text{pOH} = ${14 - a + b}$, $\\text{pH} = ${answer}$: ishqor suyultirilganda pH kamayadi.`,
        acid
          ? `$[\\text{H}^+] = \\frac{10^{-${a}}}{10^{${b}}} = 10^{-${a + b}}$ моль/л, $\\text{pH} = ${answer}$: при разбавлении кислоты pH растёт.`
          : `$[\\text{OH}^-] = \\frac{10^{-${14 - a}}}{10^{${b}}} = 10^{-${14 - a + b}}$ моль/л, $\\text{pOH} = ${14 - a + b}$, $\\text{pH} = ${answer}$: при разбавлении щёлочи pH уменьшается.`,
      ),
    };
  }),
  template('ions-count', 2, 3, (rng) => {
    const [x, ions] = pick(rng, [
      ['Al2(SO4)3', 5],
      ['Fe2(SO4)3', 5],
      ['Na3PO4', 4],
      ['K3PO4', 4],
      ['CaCl2', 3],
      ['K2SO4', 3],
      ['AlCl3', 4],
      ['FeCl3', 4],
      ['Ba(NO3)2', 3],
      ['Na2CO3', 3],
      ['MgCl2', 3],
      ['Na2SO4', 3],
    ] as [string, number][]);
    const n = pick(rng, [0.1, 0.2, 0.25, 0.5, 1.5, 2, 3]);
    const m = M(x) * n;
    if (!num(m, null, 2)) return null;
    return {
      text: bi(
        `${fmt(m)} g ${f(x)} suvda toʻliq dissotsilanganda jami necha mol ion hosil boʻladi (${given(x)})?`,
        `Сколько моль ионов всего образуется при полной диссоциации ${fmt(m)} г ${f(x)} в воде (${given(x)})?`,
      ),
      answer: pos(n * ions, U.mol),
      distractors: [pos(n, U.mol), pos(n * (ions - 1), U.mol), pos(n * 2, U.mol), pos(ions, U.mol), pos(n * (ions + 1), U.mol)],
      expr: `${m} / ${mExpr(x)} * ${ions}`,
      explanation: bi(
        `$n = \\frac{${tn(m)}}{${tn(M(x))}} = ${tn(n)}$ mol; bir formula birligi ${ions} ta ion beradi: $${tn(n)}\\cdot ${ions} = ${tn(n * ions)}$ mol ion.`,
        `$n = \\frac{${tn(m)}}{${tn(M(x))}} = ${tn(n)}$ моль; формульная единица даёт ${ions} иона(ов): $${tn(n)}\\cdot ${ions} = ${tn(n * ions)}$ моль ионов.`.replace(
          'иона(ов)',
          ions === 5 ? 'ионов' : 'иона',
        ),
      ),
    };
  }),
  template('degree-dissociation', 3, 3, (rng) => {
    const x = 'HA';
    const c = pick(rng, [0.1, 0.01, 0.05, 0.2, 0.5, 0.02, 0.04, 0.025, 0.25]);
    const p = randInt(rng, 2, 4);
    const alpha = (10 ** -p / c) * 100;
    if (!num(alpha, null, 2) || alpha >= 20) return null;
    return {
      text: bi(
        `Bir negizli kuchsiz kislota ${f(x)} ning ${fmt(c)} mol/l li eritmasida pH = ${p}. Kislotaning dissotsilanish darajasini (%) toping.`,
        `В растворе слабой одноосновной кислоты ${f(x)} с концентрацией ${fmt(c)} моль/л pH = ${p}. Найдите степень диссоциации кислоты (%).`,
      ),
      answer: pos(alpha, U.pct, 2),
      distractors: [
        pos(alpha / 100, U.pct, 4),
        pos(alpha * 10, U.pct, 2),
        pos((p / c) * 100 > 100 ? NaN : p / c, U.pct, 2),
        pos(100 - alpha, U.pct, 2),
        pos(alpha / 10, U.pct, 3),
      ],
      expr: `10^(-${p}) / ${c} * 100`,
      explanation: bi(
        `$[\\text{H}^+] = 10^{-${p}}$ mol/l; $\\alpha = \\frac{[\\text{H}^+]}{C}\\cdot 100\\% = \\frac{10^{-${p}}}{${tn(c)}}\\cdot 100\\% = ${tn(alpha, 2)}\\%$.`,
        `$[\\text{H}^+] = 10^{-${p}}$ моль/л; $\\alpha = \\frac{[\\text{H}^+]}{C}\\cdot 100\\% = \\frac{10^{-${p}}}{${tn(c)}}\\cdot 100\\% = ${tn(alpha, 2)}\\%$.`,
      ),
    };
  }),
  template('acid-base-mix', 3, 3, (rng) => {
    const v1 = pick(rng, [100, 200, 250, 400, 500]);
    const v2 = pick(rng, [100, 200, 250, 400, 500]);
    const k = randInt(rng, 1, 3);
    const c2 = pick(rng, [0.05, 0.1, 0.2, 0.3, 0.4]);
    const c1 = (10 ** -k * (v1 + v2) + c2 * v2) / v1;
    if (!num(c1, null, 3)) return null;
    return {
      text: bi(
        `${fmt(v1)} ml ${fmt(c1)} mol/l li $\\text{HCl}$ eritmasiga ${fmt(v2)} ml ${fmt(c2)} mol/l li $\\text{NaOH}$ eritmasi qoʻshildi. Hosil boʻlgan eritmaning pH qiymatini toping.`,
        `К ${fmt(v1)} мл раствора $\\text{HCl}$ с концентрацией ${fmt(c1)} моль/л добавили ${fmt(v2)} мл раствора $\\text{NaOH}$ с концентрацией ${fmt(c2)} моль/л. Найдите pH полученного раствора.`,
      ),
      answer: pH(k),
      distractors: [pH(7), pH(k + 1), pH(k - 1 || 4), pH(14 - k), pH(k + 2)],
      expr: `-log10((${c1} * ${v1} - ${c2} * ${v2}) / (${v1} + ${v2}))`,
      explanation: bi(
        `$n(\\text{H}^+) = ${tn(c1)}\\cdot ${tn(v1 / 1000)} = ${tn((c1 * v1) / 1000, 4)}$ mol, $n(\\text{OH}^-) = ${tn(c2)}\\cdot ${tn(v2 / 1000)} = ${tn((c2 * v2) / 1000, 4)}$ mol; ortiqcha $\\text{H}^+$ ${fmt((c1 * v1 - c2 * v2) / 1000, 4)} mol, hajm ${fmt((v1 + v2) / 1000)} l: $[\\text{H}^+] = 10^{-${k}}$ mol/l, $\\text{pH} = ${k}$.`,
        `$n(\\text{H}^+) = ${tn(c1)}\\cdot ${tn(v1 / 1000)} = ${tn((c1 * v1) / 1000, 4)}$ моль, $n(\\text{OH}^-) = ${tn(c2)}\\cdot ${tn(v2 / 1000)} = ${tn((c2 * v2) / 1000, 4)}$ моль; избыток $\\text{H}^+$ ${fmt((c1 * v1 - c2 * v2) / 1000, 4)} моль, объём ${fmt((v1 + v2) / 1000)} л: $[\\text{H}^+] = 10^{-${k}}$ моль/л, $\\text{pH} = ${k}$.`,
      ),
    };
  }),
]);
