// Topic 4: solutions — mass fraction, mass of the solute, molar concentration, dilution, the water
// to add, mixing two solutions, a crystalline hydrate dissolved.
import { bi, fmt, num, pick, pos, tn, U, template, topic, type Rng } from '../bank';
import { M, mExpr, f, given } from '../chem';

const SOLUTES = [
  'NaCl',
  'KNO3',
  'NaOH',
  'KOH',
  'H2SO4',
  'HCl',
  'HNO3',
  'CuSO4',
  'Na2SO4',
  'C6H12O6',
  'K2SO4',
  'NaNO3',
  'KCl',
  'MgSO4',
  'Na2CO3',
];
const MASSES = [50, 80, 100, 120, 150, 160, 200, 240, 250, 300, 400, 500, 600, 800];
const PERCENTS = [2, 4, 5, 8, 10, 12, 15, 16, 20, 24, 25, 30, 40];

/** A solution drawn: its solute, its mass (g), its mass fraction (%) and the solute's mass (g). */
function solution(rng: Rng) {
  const x = pick(rng, SOLUTES);
  const total = pick(rng, MASSES);
  const w = pick(rng, PERCENTS);
  return { x, total, w, s: (total * w) / 100 };
}

const ERITMA_NAME = { uz: 'Eritmalar', ru: 'Растворы' };
export const eritma = topic('eritmalar', ERITMA_NAME, 0.08, [
  template('fraction', 1, 4, (rng) => {
    const { x, total, w, s } = solution(rng);
    const water = total - s;
    if (!num(s, null, 2)) return null;
    return {
      text: bi(
        `${fmt(s)} g ${f(x)} ${fmt(water)} g suvda eritildi. Eritmadagi ${f(x)} ning massa ulushini (%) toping.`,
        `${fmt(s)} г ${f(x)} растворили в ${fmt(water)} г воды. Найдите массовую долю (%) ${f(x)} в растворе.`,
      ),
      answer: pos(w, U.pct, 2),
      distractors: [pos((s * 100) / water, U.pct, 2), pos(100 - w, U.pct, 2), pos(w / 2, U.pct, 2), pos(s, U.pct, 2), pos(w * 2, U.pct, 2)],
      expr: `${s} / (${s} + ${water}) * 100`,
      explanation: bi(
        `Eritma massasi $${tn(s)} + ${tn(water)} = ${tn(total)}$ g; $\\omega = \\frac{${tn(s)}}{${tn(total)}}\\cdot 100\\% = ${tn(w)}\\%$. Suv massasiga boʻlish — xato.`,
        `Масса раствора $${tn(s)} + ${tn(water)} = ${tn(total)}$ г; $\\omega = \\frac{${tn(s)}}{${tn(total)}}\\cdot 100\\% = ${tn(w)}\\%$. Делить на массу воды — ошибка.`,
      ),
    };
  }),
  template('solute-mass', 1, 4, (rng) => {
    const { x, total, w, s } = solution(rng);
    const water = rng() < 0.5;
    if (!num(s, null, 2)) return null;
    return {
      text: water
        ? bi(
            `${fmt(total)} g ${fmt(w)} % li ${f(x)} eritmasini tayyorlash uchun necha gramm suv kerak?`,
            `Сколько граммов воды нужно для приготовления ${fmt(total)} г ${fmt(w)}%-го раствора ${f(x)}?`,
          )
        : bi(
            `${fmt(total)} g ${fmt(w)} % li eritmada necha gramm ${f(x)} bor?`,
            `Сколько граммов ${f(x)} содержится в ${fmt(total)} г ${fmt(w)}%-го раствора?`,
          ),
      answer: pos(water ? total - s : s, U.g, 2),
      distractors: water
        ? [pos(s, U.g, 2), pos(total, U.g, 2), pos(total + s, U.g, 2), pos(total - 2 * s, U.g, 2)]
        : [pos(total - s, U.g, 2), pos(w, U.g, 2), pos((total * w) / (100 - w), U.g, 2), pos(s * 10, U.g, 2), pos(s / 2, U.g, 2)],
      expr: water ? `${total} - ${total} * ${w} / 100` : `${total} * ${w} / 100`,
      explanation: water
        ? bi(
            `Erigan modda: $m = ${tn(total)}\\cdot ${tn(w / 100)} = ${tn(s)}$ g; suv: $${tn(total)} - ${tn(s)} = ${tn(total - s)}$ g.`,
            `Растворённое вещество: $m = ${tn(total)}\\cdot ${tn(w / 100)} = ${tn(s)}$ г; вода: $${tn(total)} - ${tn(s)} = ${tn(total - s)}$ г.`,
          )
        : bi(
            `$m = m_{\\text{eritma}}\\cdot \\omega = ${tn(total)}\\cdot ${tn(w / 100)} = ${tn(s)}$ g.`,
            `$m = m_{\\text{р-ра}}\\cdot \\omega = ${tn(total)}\\cdot ${tn(w / 100)} = ${tn(s)}$ г.`,
          ),
    };
  }),
  template('molarity', 2, 4, (rng) => {
    const x = pick(rng, SOLUTES);
    const c = pick(rng, [0.1, 0.2, 0.25, 0.4, 0.5, 0.8, 1, 1.5, 2, 2.5]);
    const vml = pick(rng, [100, 200, 250, 400, 500, 800, 1000, 1500, 2000]);
    const m = M(x) * c * (vml / 1000);
    if (!num(m, null, 2)) return null;
    return {
      text: bi(
        `${fmt(m)} g ${f(x)} suvda eritilib, ${fmt(vml)} ml eritma tayyorlandi. Eritmaning molyar konsentratsiyasini toping (${given(x)}).`,
        `${fmt(m)} г ${f(x)} растворили в воде и получили ${fmt(vml)} мл раствора. Найдите молярную концентрацию раствора (${given(x)}).`,
      ),
      answer: pos(c, U.molL),
      distractors: [
        pos((c * vml) / 1000, U.molL),
        pos(((c * 1000) / vml) * (vml / 1000) * 10, U.molL),
        pos(c * 2, U.molL),
        pos(c / 2, U.molL),
        pos(m / vml, U.molL),
      ],
      expr: `${m} / ${mExpr(x)} / (${vml} / 1000)`,
      explanation: bi(
        `$n = \\frac{${tn(m)}}{${tn(M(x))}} = ${tn((c * vml) / 1000)}$ mol; $V = ${tn(vml / 1000)}$ l; $C = \\frac{n}{V} = \\frac{${tn((c * vml) / 1000)}}{${tn(vml / 1000)}} = ${tn(c)}$ mol/l. Hajmni millilitrdan litrga oʻtkazish shart.`,
        `$n = \\frac{${tn(m)}}{${tn(M(x))}} = ${tn((c * vml) / 1000)}$ моль; $V = ${tn(vml / 1000)}$ л; $C = \\frac{n}{V} = \\frac{${tn((c * vml) / 1000)}}{${tn(vml / 1000)}} = ${tn(c)}$ моль/л. Объём нужно перевести из миллилитров в литры.`,
      ),
    };
  }),
  template('dilution', 2, 4, (rng) => {
    const { x, total: m1, w: w1, s } = solution(rng);
    const add = pick(rng, [20, 40, 50, 60, 100, 150, 200, 300]);
    const w2 = (s * 100) / (m1 + add);
    if (!num(w2, null, 2)) return null;
    return {
      text: bi(
        `${fmt(m1)} g ${fmt(w1)} % li ${f(x)} eritmasiga ${fmt(add)} g suv qoʻshildi. Hosil boʻlgan eritmadagi ${f(x)} ning massa ulushini (%) toping.`,
        `К ${fmt(m1)} г ${fmt(w1)}%-го раствора ${f(x)} добавили ${fmt(add)} г воды. Найдите массовую долю (%) ${f(x)} в полученном растворе.`,
      ),
      answer: pos(w2, U.pct, 2),
      distractors: [
        pos((s * 100) / add, U.pct, 2),
        pos((w1 * add) / (m1 + add), U.pct, 2),
        pos(w1 / 2, U.pct, 2),
        pos((s * 100) / m1, U.pct, 2),
        pos(w1 - w2 + w1, U.pct, 2),
      ],
      expr: `${m1} * ${w1} / 100 / (${m1} + ${add}) * 100`,
      explanation: bi(
        `Erigan modda massasi oʻzgarmaydi: $m = ${tn(m1)}\\cdot ${tn(w1 / 100)} = ${tn(s)}$ g; yangi eritma $${tn(m1)} + ${tn(add)} = ${tn(m1 + add)}$ g; $\\omega = \\frac{${tn(s)}}{${tn(m1 + add)}}\\cdot 100\\% = ${tn(w2, 2)}\\%$.`,
        `Масса растворённого вещества не меняется: $m = ${tn(m1)}\\cdot ${tn(w1 / 100)} = ${tn(s)}$ г; новый раствор $${tn(m1)} + ${tn(add)} = ${tn(m1 + add)}$ г; $\\omega = \\frac{${tn(s)}}{${tn(m1 + add)}}\\cdot 100\\% = ${tn(w2, 2)}\\%$.`,
      ),
    };
  }),
  template('water-to-add', 2, 4, (rng) => {
    const { x, total: m1, w: w1 } = solution(rng);
    const w2 = pick(
      rng,
      PERCENTS.filter((p) => p < w1),
    );
    if (w2 === undefined) return null;
    const s = (m1 * w1) / 100;
    const m2 = (s * 100) / w2;
    const add = m2 - m1;
    if (!num(add, null, 2) || !num(s, null, 2) || add > 3 * m1) return null;
    return {
      text: bi(
        `${fmt(m1)} g ${fmt(w1)} % li ${f(x)} eritmasidan ${fmt(w2)} % li eritma olish uchun unga necha gramm suv qoʻshish kerak?`,
        `Сколько граммов воды нужно добавить к ${fmt(m1)} г ${fmt(w1)}%-го раствора ${f(x)}, чтобы получить ${fmt(w2)}%-й раствор?`,
      ),
      answer: pos(add, U.g, 2),
      distractors: [
        pos(m2, U.g, 2),
        pos((m1 * (w1 - w2)) / 100, U.g, 2),
        pos((m1 * w2) / w1, U.g, 2),
        pos(add / 2, U.g, 2),
        pos(add + s, U.g, 2),
      ],
      expr: `${m1} * ${w1} / ${w2} - ${m1}`,
      explanation: bi(
        `$m(${f(x).slice(1, -1)}) = ${tn(m1)}\\cdot ${tn(w1 / 100)} = ${tn(s)}$ g; yangi eritma massasi $\\frac{${tn(s)}}{${tn(w2 / 100)}} = ${tn(m2)}$ g; suv: $${tn(m2)} - ${tn(m1)} = ${tn(add)}$ g. Yangi eritma massasining oʻzi javob emas.`,
        `$m(${f(x).slice(1, -1)}) = ${tn(m1)}\\cdot ${tn(w1 / 100)} = ${tn(s)}$ г; масса нового раствора $\\frac{${tn(s)}}{${tn(w2 / 100)}} = ${tn(m2)}$ г; воды: $${tn(m2)} - ${tn(m1)} = ${tn(add)}$ г. Сама масса нового раствора — не ответ.`,
      ),
    };
  }),
  template('mixing', 3, 3, (rng) => {
    const x = pick(rng, SOLUTES);
    const [m1, m2] = [pick(rng, MASSES), pick(rng, MASSES)];
    const [w1, w2] = [pick(rng, PERCENTS), pick(rng, PERCENTS)];
    if (w1 === w2) return null;
    const s = (m1 * w1 + m2 * w2) / 100;
    const w = (s * 100) / (m1 + m2);
    if (!num(w, null, 2)) return null;
    return {
      text: bi(
        `${fmt(m1)} g ${fmt(w1)} % li va ${fmt(m2)} g ${fmt(w2)} % li ${f(x)} eritmalari aralashtirildi. Hosil boʻlgan eritmadagi ${f(x)} ning massa ulushini (%) toping.`,
        `Смешали ${fmt(m1)} г ${fmt(w1)}%-го и ${fmt(m2)} г ${fmt(w2)}%-го растворов ${f(x)}. Найдите массовую долю (%) ${f(x)} в полученном растворе.`,
      ),
      answer: pos(w, U.pct, 2),
      distractors: [
        pos((w1 + w2) / 2, U.pct, 2),
        pos(w1 + w2, U.pct, 2),
        pos((s * 100) / Math.max(m1, m2), U.pct, 2),
        pos(Math.abs(w1 - w2), U.pct, 2),
      ],
      expr: `(${m1} * ${w1} / 100 + ${m2} * ${w2} / 100) / (${m1} + ${m2}) * 100`,
      explanation: bi(
        `Erigan modda: $${tn(m1)}\\cdot ${tn(w1 / 100)} + ${tn(m2)}\\cdot ${tn(w2 / 100)} = ${tn(s)}$ g; eritma $${tn(m1)} + ${tn(m2)} = ${tn(m1 + m2)}$ g; $\\omega = \\frac{${tn(s)}}{${tn(m1 + m2)}}\\cdot 100\\% = ${tn(w, 2)}\\%$. Foizlarning oddiy oʻrtachasi massalar teng boʻlgandagina toʻgʻri.`,
        `Растворённое вещество: $${tn(m1)}\\cdot ${tn(w1 / 100)} + ${tn(m2)}\\cdot ${tn(w2 / 100)} = ${tn(s)}$ г; раствор $${tn(m1)} + ${tn(m2)} = ${tn(m1 + m2)}$ г; $\\omega = \\frac{${tn(s)}}{${tn(m1 + m2)}}\\cdot 100\\% = ${tn(w, 2)}\\%$. Простое среднее процентов верно только при равных массах.`,
      ),
    };
  }),
  template('hydrate', 3, 3, (rng) => {
    const [salt, hydrate] = pick(rng, [
      ['CuSO4', 'CuSO4*5H2O'],
      ['Na2SO4', 'Na2SO4*10H2O'],
      ['FeSO4', 'FeSO4*7H2O'],
      ['Na2CO3', 'Na2CO3*10H2O'],
      ['MgSO4', 'MgSO4*7H2O'],
    ]);
    const total = pick(rng, [100, 160, 200, 250, 300, 400, 500, 800]);
    const w = pick(rng, [2, 4, 5, 8, 10, 16, 20]);
    const s = (total * w) / 100;
    const n = s / M(salt);
    const mh = n * M(hydrate);
    if (!num(mh, null, 2) || !num(n, null, 4)) return null;
    return {
      text: bi(
        `${fmt(total)} g ${fmt(w)} % li ${f(salt)} eritmasini tayyorlash uchun necha gramm ${f(hydrate)} kristallogidrati kerak (${given(hydrate)})?`,
        `Сколько граммов кристаллогидрата ${f(hydrate)} нужно для приготовления ${fmt(total)} г ${fmt(w)}%-го раствора ${f(salt)} (${given(hydrate)})?`,
      ),
      answer: pos(mh, U.g, 2),
      distractors: [pos(s, U.g, 2), pos(total - mh, U.g, 2), pos(mh - s, U.g, 2), pos(mh * 2, U.g, 2)],
      expr: `${total} * ${w} / 100 / ${mExpr(salt)} * ${mExpr(hydrate)}`,
      explanation: bi(
        `Kerakli tuz: $${tn(total)}\\cdot ${tn(w / 100)} = ${tn(s)}$ g, $n = \\frac{${tn(s)}}{${tn(M(salt))}} = ${tn(n, 4)}$ mol; kristallogidrat ham shuncha mol: $m = ${tn(n, 4)}\\cdot ${tn(M(hydrate))} = ${tn(mh)}$ g. Suvsiz tuz massasi (${fmt(s)} g) — xato javob.`,
        `Нужно соли: $${tn(total)}\\cdot ${tn(w / 100)} = ${tn(s)}$ г, $n = \\frac{${tn(s)}}{${tn(M(salt))}} = ${tn(n, 4)}$ моль; кристаллогидрата столько же моль: $m = ${tn(n, 4)}\\cdot ${tn(M(hydrate))} = ${tn(mh)}$ г. Масса безводной соли (${fmt(s)} г) — неверный ответ.`,
      ),
    };
  }),
]);
