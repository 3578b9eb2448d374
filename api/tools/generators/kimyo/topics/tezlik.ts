// Topic 5: reaction rate and chemical equilibrium — average rate, the van 't Hoff rule (rate factor,
// time, temperature), the law of mass action for elementary reactions, the equilibrium constant and
// initial concentrations from equilibrium ones.
import { bi, fmt, num, pick, pos, randInt, tn, template, topic, type Bi } from '../bank';

import { eq } from '../chem';

const RATE = bi('mol/(l·s)', 'моль/(л·с)');
const TIMES = null;
const DEG = bi('°C', '°C');
const MOLL = bi('mol/l', 'моль/л');
const S = bi('s', 'с');

/** Elementary reactions with their equation terms. */
const ELEMENTARY: { left: [number, string][]; right: [number, string][] }[] = [
  {
    left: [
      [2, 'NO'],
      [1, 'O2'],
    ],
    right: [[2, 'NO2']],
  },
  {
    left: [
      [2, 'SO2'],
      [1, 'O2'],
    ],
    right: [[2, 'SO3']],
  },
  {
    left: [
      [1, 'H2'],
      [1, 'I2'],
    ],
    right: [[2, 'HI']],
  },
  {
    left: [
      [2, 'NO'],
      [1, 'Cl2'],
    ],
    right: [[2, 'NOCl']],
  },
  {
    left: [
      [1, 'CO'],
      [1, 'Cl2'],
    ],
    right: [[1, 'COCl2']],
  },
  {
    left: [
      [2, 'H2'],
      [1, 'O2'],
    ],
    right: [[2, 'H2O']],
  },
  {
    left: [
      [1, 'N2'],
      [1, 'O2'],
    ],
    right: [[2, 'NO']],
  },
  {
    left: [
      [2, 'CO'],
      [1, 'O2'],
    ],
    right: [[2, 'CO2']],
  },
];

/** Equilibria with the coefficients of the species: products over reactants. */
const EQUILIBRIA: { left: [number, string][]; right: [number, string][] }[] = [
  {
    left: [
      [1, 'H2'],
      [1, 'I2'],
    ],
    right: [[2, 'HI']],
  },
  {
    left: [
      [1, 'N2'],
      [3, 'H2'],
    ],
    right: [[2, 'NH3']],
  },
  {
    left: [
      [2, 'SO2'],
      [1, 'O2'],
    ],
    right: [[2, 'SO3']],
  },
  {
    left: [
      [1, 'CO'],
      [1, 'H2O'],
    ],
    right: [
      [1, 'CO2'],
      [1, 'H2'],
    ],
  },
  { left: [[1, 'N2O4']], right: [[2, 'NO2']] },
  {
    left: [[1, 'PCl5']],
    right: [
      [1, 'PCl3'],
      [1, 'Cl2'],
    ],
  },
  {
    left: [
      [2, 'NO'],
      [1, 'O2'],
    ],
    right: [[2, 'NO2']],
  },
];
const bracket = (s: string) => `[${s.replace(/([A-Za-z]+)/g, '\\text{$1}').replace(/(\})(\d+)/g, '$1_$2')}]`;

const TEZLIK_NAME = { uz: 'Reaksiya tezligi va kimyoviy muvozanat', ru: 'Скорость реакции и химическое равновесие' };
export const tezlik = topic('reaksiya-tezligi', TEZLIK_NAME, 0.08, [
  template('average-rate', 1, 4, (rng) => {
    const c1 = pick(rng, [0.8, 1, 1.2, 1.5, 2, 2.4, 3]);
    const c2 = pick(rng, [0.1, 0.2, 0.3, 0.4, 0.5, 0.6]);
    const t = pick(rng, [5, 10, 20, 25, 40, 50]);
    const v = (c1 - c2) / t;
    if (!num(v, null, 4)) return null;
    return {
      text: bi(
        `Moddaning konsentratsiyasi ${t} s da ${fmt(c1)} mol/l dan ${fmt(c2)} mol/l gacha kamaydi. Reaksiyaning oʻrtacha tezligini toping.`,
        `Концентрация вещества за ${t} с уменьшилась с ${fmt(c1)} до ${fmt(c2)} моль/л. Найдите среднюю скорость реакции.`,
      ),
      answer: pos(v, RATE, 4),
      distractors: [pos(c1 / t, RATE, 4), pos((c1 + c2) / t, RATE, 4), pos(c2 / t, RATE, 4), pos(v * 10, RATE, 4), pos(c1 - c2, RATE, 4)],
      expr: `(${c1} - ${c2}) / ${t}`,
      explanation: bi(
        `$v = \\frac{c_1 - c_2}{t} = \\frac{${tn(c1)} - ${tn(c2)}}{${t}} = ${tn(v, 4)}$ mol/(l·s).`,
        `$v = \\frac{c_1 - c_2}{t} = \\frac{${tn(c1)} - ${tn(c2)}}{${t}} = ${tn(v, 4)}$ моль/(л·с).`,
      ),
    };
  }),
  template('vant-hoff-factor', 1, 4, (rng) => {
    const g = randInt(rng, 2, 4);
    const t1 = 10 * randInt(rng, 1, 6);
    const dt = 10 * randInt(rng, 2, 4);
    const k = g ** (dt / 10);
    return {
      text: bi(
        `Reaksiyaning temperatura koeffitsiyenti ${g} ga teng. Temperatura ${t1} °C dan ${t1 + dt} °C gacha koʻtarilsa, reaksiya tezligi necha marta ortadi?`,
        `Температурный коэффициент реакции равен ${g}. Во сколько раз возрастёт скорость реакции при повышении температуры с ${t1} до ${t1 + dt} °C?`,
      ),
      answer: pos(k, TIMES),
      distractors: [pos((g * dt) / 10, TIMES), pos(g * dt, TIMES), pos(g ** (dt / 10 + 1), TIMES), pos(g ** (dt / 10 - 1), TIMES)],
      expr: `${g}^((${t1 + dt} - ${t1}) / 10)`,
      explanation: bi(
        `Vant-Goff qoidasi: $\\frac{v_2}{v_1} = \\gamma^{\\frac{t_2 - t_1}{10}} = ${g}^{\\frac{${t1 + dt} - ${t1}}{10}} = ${g}^{${dt / 10}} = ${k}$. Koeffitsiyentni darajaga emas, songa koʻpaytirish — xato.`,
        `Правило Вант-Гоффа: $\\frac{v_2}{v_1} = \\gamma^{\\frac{t_2 - t_1}{10}} = ${g}^{\\frac{${t1 + dt} - ${t1}}{10}} = ${g}^{${dt / 10}} = ${k}$. Умножать коэффициент на число вместо возведения в степень — ошибка.`,
      ),
    };
  }),
  template('vant-hoff-time', 2, 4, (rng) => {
    const g = randInt(rng, 2, 3);
    const t1 = 10 * randInt(rng, 2, 5);
    const steps = randInt(rng, 1, 3);
    const heat = rng() < 0.6;
    const t2 = heat ? t1 + 10 * steps : t1 - 10 * steps;
    const time1 = pick(rng, [27, 54, 81, 162, 16, 32, 64, 128, 240, 360, 720]);
    const time2 = heat ? time1 / g ** steps : time1 * g ** steps;
    if (!num(time2, null, 2) || t2 < 0) return null;
    return {
      text: bi(
        `${t1} °C da reaksiya ${time1} s davom etadi. Temperatura koeffitsiyenti ${g} boʻlsa, ${t2} °C da reaksiya qancha vaqt davom etadi?`,
        `При ${t1} °C реакция длится ${time1} с. Сколько времени она будет длиться при ${t2} °C, если температурный коэффициент равен ${g}?`,
      ),
      answer: pos(time2, S, 2),
      distractors: [
        pos(heat ? time1 * g ** steps : time1 / g ** steps, S, 2),
        pos(heat ? time1 / (g * steps) : time1 * g * steps, S, 2),
        pos(heat ? time1 - 10 * steps : time1 + 10 * steps, S, 2),
        pos(time1 / g, S, 2),
      ],
      expr: `${time1} / ${g}^((${t2} - ${t1}) / 10)`,
      explanation: heat
        ? bi(
            `Tezlik $${g}^{\\frac{${t2} - ${t1}}{10}} = ${g ** steps}$ marta ortadi, vaqt shuncha marta kamayadi: $t_2 = \\frac{${time1}}{${g ** steps}} = ${tn(time2)}$ s.`,
            `Скорость возрастает в $${g}^{\\frac{${t2} - ${t1}}{10}} = ${g ** steps}$ ${[2, 3, 4].includes(g ** steps) ? 'раза' : 'раз'}, время во столько же раз уменьшается: $t_2 = \\frac{${time1}}{${g ** steps}} = ${tn(time2)}$ с.`,
          )
        : bi(
            `Sovitilganda tezlik $${g}^{\\frac{${t1} - ${t2}}{10}} = ${g ** steps}$ marta kamayadi, vaqt shuncha marta ortadi: $t_2 = ${time1}\\cdot ${g ** steps} = ${tn(time2)}$ s.`,
            `При охлаждении скорость уменьшается в $${g}^{\\frac{${t1} - ${t2}}{10}} = ${g ** steps}$ ${[2, 3, 4].includes(g ** steps) ? 'раза' : 'раз'}, время во столько же раз растёт: $t_2 = ${time1}\\cdot ${g ** steps} = ${tn(time2)}$ с.`,
          ),
    };
  }),
  template('mass-action', 2, 4, (rng) => {
    const r = pick(rng, ELEMENTARY);
    const k = randInt(rng, 2, 4);
    const which = pick(rng, ['pressure', 'first', 'second'] as const);
    if (which === 'second' && r.left.length < 2) return null;
    const [a, b] = r.left;
    const orders = r.left.map(([c]) => c);
    const factor = which === 'pressure' ? k ** orders.reduce((s, o) => s + o, 0) : which === 'first' ? k ** a[0] : k ** b[0];
    const law = `v = k${r.left.map(([c, s]) => `${bracket(s)}${c > 1 ? `^${c}` : ''}`).join('')}`;
    const sp = (which === 'first' ? a : b)[1];
    const what: Bi =
      which === 'pressure'
        ? bi(`bosim ${k} marta oshirilsa`, `давление увеличить в ${k} раза`)
        : bi(`${eqSpecies(sp)} ning konsentratsiyasi ${k} marta oshirilsa`, `концентрацию ${eqSpecies(sp)} увеличить в ${k} раза`);
    return {
      text: bi(
        `${eq(r.left, r.right)} reaksiyasida ${what.uz}, toʻgʻri reaksiya tezligi necha marta ortadi (tezlik tenglama boʻyicha massalar taʼsiri qonuniga boʻysunadi deb hisoblang)?`,
        `Во сколько раз возрастёт скорость прямой реакции ${eq(r.left, r.right)}, если ${what.ru} (считать, что скорость подчиняется закону действующих масс по уравнению)?`,
      ),
      answer: pos(factor, TIMES),
      distractors: [
        pos(k, TIMES),
        pos(k * orders.reduce((s, o) => s + o, 0), TIMES),
        pos(factor * k, TIMES),
        factor / k > 1 ? pos(factor / k, TIMES) : null,
        pos(k ** 2, TIMES),
      ],
      expr: which === 'pressure' ? `${k}^(${orders.join(' + ')})` : `${k}^${(which === 'first' ? a : b)[0]}`,
      explanation: bi(
        `Massalar taʼsiri qonuni: $${law}$. ${which === 'pressure' ? `Bosim ${k} marta oshsa, har bir gaz konsentratsiyasi ${k} marta oshadi: $${k}^{${orders.join(' + ')}} = ${factor}$.` : `Tezlik $${k}^{${(which === 'first' ? a : b)[0]}} = ${factor}$ marta ortadi.`}`,
        `Закон действующих масс: $${law}$. ${which === 'pressure' ? `При увеличении давления в ${k} раза концентрация каждого газа растёт в ${k} раза: $${k}^{${orders.join(' + ')}} = ${factor}$.` : `Скорость возрастает в $${k}^{${(which === 'first' ? a : b)[0]}} = ${factor}$ раз.`}`,
      ),
    };
  }),
  template('equilibrium-constant', 2, 4, (rng) => {
    const r = pick(rng, EQUILIBRIA);
    const conc = new Map<string, number>();
    for (const [, s] of [...r.left, ...r.right]) conc.set(s, pick(rng, [0.1, 0.2, 0.4, 0.5, 1, 2, 3, 4]));
    const prod = (side: [number, string][], useCoef = true) => side.reduce((p, [c, s]) => p * conc.get(s)! ** (useCoef ? c : 1), 1);
    const K = prod(r.right) / prod(r.left);
    const noCoef = prod(r.right, false) / prod(r.left, false);
    if (!num(K, null, 3)) return null;
    const listUz = [...conc].map(([s, c]) => `${bracket(s)} = ${tn(c)}`).join(',\\ ');
    const kTex = `\\frac{${r.right.map(([c, s]) => `${bracket(s)}${c > 1 ? `^${c}` : ''}`).join('')}}{${r.left.map(([c, s]) => `${bracket(s)}${c > 1 ? `^${c}` : ''}`).join('')}}`;
    const expr = (side: [number, string][]) => side.map(([c, s]) => `${conc.get(s)}^${c}`).join(' * ');
    // the same fraction with the item's concentrations: `\frac{(0{,}4)^2}{4\cdot 2}`
    const numbers = (side: [number, string][]) =>
      side
        .map(([c, s]) => {
          const x = conc.get(s)!;
          const t = Number.isInteger(x) || c === 1 ? tn(x) : `(${tn(x)})`;
          return c > 1 ? `${t}^${c}` : t;
        })
        .join('\\cdot ');
    const kNum = `\\frac{${numbers(r.right)}}{${numbers(r.left)}}`;
    return {
      text: bi(
        `${eq(r.left, r.right, '\\rightleftarrows')} sistemada muvozanat konsentratsiyalari (mol/l): $${listUz}$. Muvozanat konstantasini toping.`,
        `Равновесные концентрации (моль/л) в системе ${eq(r.left, r.right, '\\rightleftarrows')}: $${listUz}$. Найдите константу равновесия.`,
      ),
      answer: pos(K, null, 3),
      distractors: [pos(noCoef, null, 3), pos(1 / K, null, 3), pos(K * 2, null, 3), pos(K / 2, null, 3), pos(K * 10, null, 3)],
      expr: `(${expr(r.right)}) / (${expr(r.left)})`,
      explanation: bi(
        `$K = ${kTex} = ${kNum} = ${tn(K)}$. Koeffitsiyentlar konsentratsiyalarning daraja koʻrsatkichi boʻladi.`,
        `$K = ${kTex} = ${kNum} = ${tn(K)}$. Коэффициенты входят в выражение как показатели степени.`,
      ),
    };
  }),
  template('initial-concentration', 3, 3, (rng) => {
    const r = pick(
      rng,
      EQUILIBRIA.filter((e) => e.right.length === 1 && e.left.length === 2),
    );
    const [[ca, a], [cb, b]] = r.left;
    const [[cp, p]] = r.right;
    const which = pick(rng, [0, 1]);
    const [coef, sp] = which === 0 ? [ca, a] : [cb, b];
    const eqc = pick(rng, [0.2, 0.4, 0.5, 1, 1.5, 2]);
    const cprod = pick(rng, [0.2, 0.4, 0.6, 0.8, 1, 1.2, 2]);
    const used = (cprod * coef) / cp;
    const initial = eqc + used;
    if (!num(initial, null, 3)) return null;
    return {
      text: bi(
        `${eq(r.left, r.right, '\\rightleftarrows')} reaksiyasida muvozanat qaror topganda $${bracket(sp)} = ${tn(eqc)}$ mol/l, $${bracket(p)} = ${tn(cprod)}$ mol/l. Boshlangʻich holatda mahsulot boʻlmagan. ${eqSpecies(sp)} ning boshlangʻich konsentratsiyasini toping.`,
        `В реакции ${eq(r.left, r.right, '\\rightleftarrows')} при равновесии $${bracket(sp)} = ${tn(eqc)}$ моль/л, $${bracket(p)} = ${tn(cprod)}$ моль/л; исходно продукта не было. Найдите исходную концентрацию ${eqSpecies(sp)}.`,
      ),
      answer: pos(initial, MOLL),
      distractors: [
        pos(eqc + cprod, MOLL),
        pos(eqc, MOLL),
        pos(Math.abs(eqc - used), MOLL),
        pos(eqc + cprod * coef * cp, MOLL),
        pos(initial + 0.1, MOLL),
      ],
      expr: `${eqc} + ${cprod} * ${coef} / ${cp}`,
      explanation: bi(
        `Tenglama boʻyicha ${cp} mol mahsulotga ${coef} mol ${eqSpecies(sp)} sarflanadi: sarf $${tn(cprod)}\\cdot \\frac{${coef}}{${cp}} = ${tn(used)}$ mol/l; boshlangʻich $${tn(eqc)} + ${tn(used)} = ${tn(initial)}$ mol/l.`,
        `По уравнению на ${cp} моль продукта расходуется ${coef} моль ${eqSpecies(sp)}: израсходовано $${tn(cprod)}\\cdot \\frac{${coef}}{${cp}} = ${tn(used)}$ моль/л; исходная $${tn(eqc)} + ${tn(used)} = ${tn(initial)}$ моль/л.`,
      ),
    };
  }),
  template('temperature-needed', 3, 3, (rng) => {
    const g = randInt(rng, 2, 4);
    const steps = randInt(rng, 2, 4);
    const t1 = 10 * randInt(rng, 1, 5);
    const factor = g ** steps;
    return {
      text: bi(
        `Temperatura koeffitsiyenti ${g} boʻlgan reaksiya tezligini ${factor} marta oshirish uchun uni ${t1} °C dan qanday temperaturagacha qizdirish kerak?`,
        `До какой температуры нужно нагреть систему с ${t1} °C, чтобы скорость реакции с температурным коэффициентом ${g} возросла в ${factor} раз?`,
      ),
      answer: num(t1 + 10 * steps, DEG, 0),
      distractors: [
        num(10 * steps, DEG, 0),
        num(t1 + factor, DEG, 0),
        num(t1 + (10 * factor) / g, DEG, 0),
        num(t1 + 10 * (steps + 1), DEG, 0),
        num(t1 + 10 * (steps - 1), DEG, 0),
      ],
      expr: `${t1} + 10 * log(${factor}, ${g})`,
      explanation: bi(
        `$${g}^{\\frac{\\Delta t}{10}} = ${factor}$, demak $\\frac{\\Delta t}{10} = ${steps}$, $\\Delta t = ${10 * steps}$ °C; $t_2 = ${t1} + ${10 * steps} = ${t1 + 10 * steps}$ °C.`,
        `$${g}^{\\frac{\\Delta t}{10}} = ${factor}$, значит $\\frac{\\Delta t}{10} = ${steps}$, $\\Delta t = ${10 * steps}$ °C; $t_2 = ${t1} + ${10 * steps} = ${t1 + 10 * steps}$ °C.`,
      ),
    };
  }),
]);

/** A species in text: `$\text{NO}_2$`. */
function eqSpecies(s: string) {
  return `$${s.replace(/([A-Za-z]+)/g, '\\text{$1}').replace(/(\})(\d+)/g, '$1_$2')}$`;
}
