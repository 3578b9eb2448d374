// Topic 10: calculations from equations — amounts, masses and gas volumes from a balanced equation,
// the yield, the limiting reagent, a reactant with impurities. The equations are checked to be
// balanced when the module loads; the check works from masses, molar-mass sums and coefficients.
import { bi, fmt, num, pick, pos, tn, U, template, topic, type Rng } from '../bank';
import { M, mExpr, eq, f, given, parse } from '../chem';

interface Eq {
  left: [number, string][];
  right: [number, string][];
}
const E = (text: string): Eq => {
  const side = (s: string) =>
    s
      .split(' + ')
      .map((t) => /^(\d*)(.+)$/.exec(t)!)
      .map((m) => [Number(m[1] || 1), m[2]] as [number, string]);
  const [l, r] = text.split(' = ');
  return { left: side(l), right: side(r) };
};
const EQUATIONS: Eq[] = [
  'CaCO3 = CaO + CO2',
  '2H2 + O2 = 2H2O',
  'Zn + 2HCl = ZnCl2 + H2',
  'Fe + 2HCl = FeCl2 + H2',
  '2Al + 6HCl = 2AlCl3 + 3H2',
  'Mg + 2HCl = MgCl2 + H2',
  '2NaOH + H2SO4 = Na2SO4 + 2H2O',
  'CuO + H2 = Cu + H2O',
  '2KClO3 = 2KCl + 3O2',
  'Fe2O3 + 3H2 = 2Fe + 3H2O',
  'CH4 + 2O2 = CO2 + 2H2O',
  'N2 + 3H2 = 2NH3',
  'BaCl2 + Na2SO4 = BaSO4 + 2NaCl',
  'AgNO3 + NaCl = AgCl + NaNO3',
  'CaCO3 + 2HCl = CaCl2 + H2O + CO2',
  '4Al + 3O2 = 2Al2O3',
  '2Na + 2H2O = 2NaOH + H2',
  'CuSO4 + 2NaOH = Cu(OH)2 + Na2SO4',
  '2H2O2 = 2H2O + O2',
  'S + O2 = SO2',
  'C + O2 = CO2',
  '2Mg + O2 = 2MgO',
  'Fe + S = FeS',
  '2Fe(OH)3 = Fe2O3 + 3H2O',
  'Cu(OH)2 = CuO + H2O',
  'Na2CO3 + 2HCl = 2NaCl + H2O + CO2',
  '3NaOH + H3PO4 = Na3PO4 + 3H2O',
  '2KMnO4 = K2MnO4 + MnO2 + O2',
  'Fe + CuSO4 = FeSO4 + Cu',
  'CaO + 3C = CaC2 + CO',
  'Zn + H2SO4 = ZnSO4 + H2',
  '2Ca + O2 = 2CaO',
  'H2 + Cl2 = 2HCl',
].map(E);
for (const e of EQUATIONS) {
  const count = (side: [number, string][]) => {
    const c = new Map<string, number>();
    for (const [k, s] of side) for (const [el, n] of parse(s)) c.set(el, (c.get(el) ?? 0) + k * n);
    return [...c].sort().join();
  };
  if (count(e.left) !== count(e.right)) throw new Error(`unbalanced: ${JSON.stringify(e)}`);
}
const GASES = new Set(['H2', 'O2', 'CO2', 'NH3', 'SO2', 'N2', 'CH4', 'Cl2', 'HCl', 'CO']);
const AMOUNTS = [0.1, 0.2, 0.25, 0.4, 0.5, 0.6, 0.8, 1, 1.2, 1.5, 2, 2.5, 3, 4];
const show = (e: Eq) => eq(e.left, e.right);
const t = (s: string) => f(s).slice(1, -1);
/** A reactant and a product of one equation (the given and the asked substance). */
/**
 * An equation drawn from `from`, a reactant and a product of it with their coefficients (the product
 * a gas when `productGas`; the reactant a gas or not when `reactantGas` is given); null when the
 * equation has no such pair.
 */
function drawPair(rng: Rng, { productGas = false, from = EQUATIONS }: { productGas?: boolean; from?: Eq[] } = {}) {
  const e = pick(rng, from);
  const rs = e.left;
  const ps = e.right.filter(([, s]) => !productGas || GASES.has(s));
  if (!ps.length) return null;
  const [cr, r] = pick(rng, rs);
  const [cp, p] = pick(rng, ps);
  return { e, cr, r, cp, p };
}

const STEXIOMETRIYA_NAME = { uz: 'Reaksiya tenglamalari boʻyicha hisoblashlar', ru: 'Расчёты по уравнениям реакций' };
export const stexiometriya = topic('stexiometriya', STEXIOMETRIYA_NAME, 0.12, [
  template('mass-to-mass', 1, 6, (rng) => {
    const drawn = drawPair(rng);
    if (!drawn) return null;
    const { e, cr, r, cp, p } = drawn;
    const n = pick(rng, AMOUNTS);
    const m = n * M(r);
    const np = (n * cp) / cr;
    const mp = np * M(p);
    if (!num(m, null, 2) || !num(mp, null, 2) || !num(np, null, 3)) return null;
    return {
      text: bi(
        `${show(e)} reaksiyasida ${fmt(m)} g ${f(r)} sarflanganda necha gramm ${f(p)} hosil boʻladi (${given(r, p)})?`,
        `Сколько граммов ${f(p)} образуется в реакции ${show(e)}, если израсходовано ${fmt(m)} г ${f(r)} (${given(r, p)})?`,
      ),
      answer: pos(mp, U.g, 2),
      distractors: [
        cp !== cr ? pos(n * M(p), U.g, 2) : null,
        pos(m, U.g, 2),
        pos(((n * cr) / cp) * M(p), U.g, 2),
        pos(n * cp * M(p), U.g, 2),
        pos(mp * 2, U.g, 2),
        pos(mp / 2, U.g, 2),
      ],
      expr: `${m} / ${mExpr(r)} * ${cp} / ${cr} * ${mExpr(p)}`,
      explanation: bi(
        `$n(${t(r)}) = \\frac{${tn(m)}}{${tn(M(r))}} = ${tn(n)}$ mol; tenglama boʻyicha $n(${t(p)}) = ${tn(n)}\\cdot \\frac{${cp}}{${cr}} = ${tn(np)}$ mol; $m = ${tn(np)}\\cdot ${tn(M(p))} = ${tn(mp)}$ g.`,
        `$n(${t(r)}) = \\frac{${tn(m)}}{${tn(M(r))}} = ${tn(n)}$ моль; по уравнению $n(${t(p)}) = ${tn(n)}\\cdot \\frac{${cp}}{${cr}} = ${tn(np)}$ моль; $m = ${tn(np)}\\cdot ${tn(M(p))} = ${tn(mp)}$ г.`,
      ),
    };
  }),
  template('mol-to-mol', 1, 6, (rng) => {
    const drawn = drawPair(rng, { from: EQUATIONS.filter((x) => [...x.left, ...x.right].some(([c]) => c > 1)) });
    if (!drawn) return null;
    const { e, cr, r, cp, p } = drawn;
    if (cr === cp) return null;
    const n = pick(rng, AMOUNTS);
    const np = (n * cp) / cr;
    if (!num(np, null, 3)) return null;
    return {
      text: bi(
        `${show(e)} reaksiyasida ${fmt(n)} mol ${f(r)} toʻliq reaksiyaga kirishsa, necha mol ${f(p)} hosil boʻladi?`,
        `Сколько моль ${f(p)} образуется в реакции ${show(e)} при полном превращении ${fmt(n)} моль ${f(r)}?`,
      ),
      answer: pos(np, U.mol),
      distractors: [pos(n, U.mol), pos((n * cr) / cp, U.mol), pos(n * cp, U.mol), pos(n * cr, U.mol), pos(np * 2, U.mol)],
      expr: `${n} * ${cp} / ${cr}`,
      explanation: bi(
        `Koeffitsiyentlar nisbati ${f(r)} : ${f(p)} = ${cr} : ${cp}, shuning uchun $n(${t(p)}) = ${tn(n)}\\cdot \\frac{${cp}}{${cr}} = ${tn(np)}$ mol.`,
        `Отношение коэффициентов ${f(r)} : ${f(p)} = ${cr} : ${cp}, поэтому $n(${t(p)}) = ${tn(n)}\\cdot \\frac{${cp}}{${cr}} = ${tn(np)}$ моль.`,
      ),
    };
  }),
  template('mass-to-volume', 2, 6, (rng) => {
    const drawn = drawPair(rng, { productGas: true });
    if (!drawn) return null;
    const { e, cr, r, cp, p } = drawn;
    const n = pick(rng, AMOUNTS);
    const m = n * M(r);
    const v = ((n * cp) / cr) * 22.4;
    if (!num(m, null, 2) || !num(v, null, 3) || !num((n * cp) / cr, null, 3)) return null;
    return {
      text: bi(
        `${show(e)} reaksiyasida ${fmt(m)} g ${f(r)} sarflanganda normal sharoitda necha litr ${f(p)} hosil boʻladi (${given(r)})?`,
        `Сколько литров ${f(p)} (н. у.) образуется в реакции ${show(e)} при расходовании ${fmt(m)} г ${f(r)} (${given(r)})?`,
      ),
      answer: pos(v, U.l),
      distractors: [
        cp !== cr ? pos(n * 22.4, U.l) : null,
        pos((m / M(p)) * 22.4, U.l),
        pos(((n * cr) / cp) * 22.4, U.l),
        pos(v * 2, U.l),
        pos(m * 22.4, U.l, 2),
        pos(v / 2, U.l),
      ],
      expr: `${m} / ${mExpr(r)} * ${cp} / ${cr} * 22.4`,
      explanation: bi(
        `$n(${t(r)}) = \\frac{${tn(m)}}{${tn(M(r))}} = ${tn(n)}$ mol; $n(${t(p)}) = ${tn(n)}\\cdot \\frac{${cp}}{${cr}} = ${tn((n * cp) / cr)}$ mol; $V = ${tn((n * cp) / cr)}\\cdot 22{,}4 = ${tn(v)}$ l.`,
        `$n(${t(r)}) = \\frac{${tn(m)}}{${tn(M(r))}} = ${tn(n)}$ моль; $n(${t(p)}) = ${tn(n)}\\cdot \\frac{${cp}}{${cr}} = ${tn((n * cp) / cr)}$ моль; $V = ${tn((n * cp) / cr)}\\cdot 22{,}4 = ${tn(v)}$ л.`,
      ),
    };
  }),
  template('volume-to-mass', 2, 6, (rng) => {
    const drawn = drawPair(rng, { productGas: true });
    if (!drawn) return null;
    const { e, cr, r, cp, p } = drawn;
    const np = pick(rng, AMOUNTS);
    const v = np * 22.4;
    const n = (np * cr) / cp;
    const m = n * M(r);
    if (!num(m, null, 2) || !num(v, null, 3) || !num(n, null, 3)) return null;
    return {
      text: bi(
        `${show(e)} reaksiyasi boʻyicha normal sharoitda ${fmt(v)} l ${f(p)} olish uchun necha gramm ${f(r)} kerak (${given(r)})?`,
        `Сколько граммов ${f(r)} нужно, чтобы по реакции ${show(e)} получить ${fmt(v)} л ${f(p)} (н. у.) (${given(r)})?`,
      ),
      answer: pos(m, U.g, 2),
      distractors: [
        cp !== cr ? pos(np * M(r), U.g, 2) : null,
        pos(((np * cp) / cr) * M(r), U.g, 2),
        pos(v * M(r), U.g, 2),
        pos(m * 2, U.g, 2),
        pos(m / 2, U.g, 2),
      ],
      expr: `${v} / 22.4 * ${cr} / ${cp} * ${mExpr(r)}`,
      explanation: bi(
        `$n(${t(p)}) = \\frac{${tn(v)}}{22{,}4} = ${tn(np)}$ mol; $n(${t(r)}) = ${tn(np)}\\cdot \\frac{${cr}}{${cp}} = ${tn(n)}$ mol; $m = ${tn(n)}\\cdot ${tn(M(r))} = ${tn(m)}$ g.`,
        `$n(${t(p)}) = \\frac{${tn(v)}}{22{,}4} = ${tn(np)}$ моль; $n(${t(r)}) = ${tn(np)}\\cdot \\frac{${cr}}{${cp}} = ${tn(n)}$ моль; $m = ${tn(n)}\\cdot ${tn(M(r))} = ${tn(m)}$ г.`,
      ),
    };
  }),
  template('yield', 2, 6, (rng) => {
    const drawn = drawPair(rng);
    if (!drawn) return null;
    const { e, cr, r, cp, p } = drawn;
    const n = pick(rng, AMOUNTS);
    const eta = pick(rng, [50, 60, 70, 75, 80, 85, 90, 95]);
    const m = n * M(r);
    const theory = ((n * cp) / cr) * M(p);
    const practical = (theory * eta) / 100;
    if (![m, theory, practical].every((x) => num(x, null, 2))) return null;
    return {
      text: bi(
        `${show(e)} reaksiyasida ${fmt(m)} g ${f(r)} dan ${fmt(practical)} g ${f(p)} olindi. Mahsulot unumini (%) toping (${given(r, p)}).`,
        `В реакции ${show(e)} из ${fmt(m)} г ${f(r)} получили ${fmt(practical)} г ${f(p)}. Найдите выход продукта (%) (${given(r, p)}).`,
      ),
      answer: pos(eta, U.pct, 2),
      distractors: [
        pos((practical / m) * 100, U.pct, 2),
        pos(100 - eta, U.pct, 2),
        cp !== cr ? pos((practical / (n * M(p))) * 100, U.pct, 2) : null,
        pos(eta / 2, U.pct, 2),
        pos(eta - 10, U.pct, 2),
      ],
      expr: `${practical} / (${m} / ${mExpr(r)} * ${cp} / ${cr} * ${mExpr(p)}) * 100`,
      explanation: bi(
        `Nazariy massa: $${tn(m)} : ${tn(M(r))}\\cdot \\frac{${cp}}{${cr}}\\cdot ${tn(M(p))} = ${tn(theory)}$ g; unum $\\eta = \\frac{${tn(practical)}}{${tn(theory)}}\\cdot 100\\% = ${eta}\\%$.`,
        `Теоретическая масса: $${tn(m)} : ${tn(M(r))}\\cdot \\frac{${cp}}{${cr}}\\cdot ${tn(M(p))} = ${tn(theory)}$ г; выход $\\eta = \\frac{${tn(practical)}}{${tn(theory)}}\\cdot 100\\% = ${eta}\\%$.`,
      ),
    };
  }),
  template('limiting', 3, 5, (rng) => {
    const e = pick(
      rng,
      EQUATIONS.filter((x) => x.left.length === 2),
    );
    const [[c1, a], [c2, b]] = e.left;
    const [cp, p] = pick(rng, e.right);
    const n1 = pick(rng, AMOUNTS);
    const n2 = pick(rng, AMOUNTS);
    const [m1, m2] = [n1 * M(a), n2 * M(b)];
    const x1 = n1 / c1;
    const x2 = n2 / c2;
    if (Math.abs(x1 - x2) < 1e-9 || !num(x1, null, 4) || !num(x2, null, 4)) return null;
    const mp = Math.min(x1, x2) * cp * M(p);
    const wrong = Math.max(x1, x2) * cp * M(p);
    if (![m1, m2, mp].every((x) => num(x, null, 2))) return null;
    const lim = x1 < x2 ? a : b;
    return {
      text: bi(
        `${fmt(m1)} g ${f(a)} va ${fmt(m2)} g ${f(b)} aralashmasi ${show(e)} tenglama boʻyicha reaksiyaga kirishdi. Necha gramm ${f(p)} hosil boʻladi (${given(a, b, p)})?`,
        `Смесь ${fmt(m1)} г ${f(a)} и ${fmt(m2)} г ${f(b)} прореагировала по уравнению ${show(e)}. Сколько граммов ${f(p)} образуется (${given(a, b, p)})?`,
      ),
      answer: pos(mp, U.g, 2),
      distractors: [
        pos(wrong, U.g, 2),
        pos(m1 + m2, U.g, 2),
        pos((x1 + x2) * cp * M(p), U.g, 2),
        pos(Math.min(n1, n2) * M(p), U.g, 2),
        pos(mp / 2, U.g, 2),
      ],
      expr: `min(${m1} / ${mExpr(a)} / ${c1}, ${m2} / ${mExpr(b)} / ${c2}) * ${cp} * ${mExpr(p)}`,
      explanation: bi(
        `$n(${t(a)}) = ${tn(n1)}$ mol, $n(${t(b)}) = ${tn(n2)}$ mol; koeffitsiyentlarga boʻlamiz: $\\frac{${tn(n1)}}{${c1}} = ${tn(x1, 4)}$ va $\\frac{${tn(n2)}}{${c2}} = ${tn(x2, 4)}$ — ${f(lim)} kam (toʻliq sarflanadi). $m(${t(p)}) = ${tn(Math.min(x1, x2), 4)}\\cdot ${cp}\\cdot ${tn(M(p))} = ${tn(mp)}$ g. Ortiqcha modda boʻyicha hisoblash — xato.`,
        `$n(${t(a)}) = ${tn(n1)}$ моль, $n(${t(b)}) = ${tn(n2)}$ моль; делим на коэффициенты: $\\frac{${tn(n1)}}{${c1}} = ${tn(x1, 4)}$ и $\\frac{${tn(n2)}}{${c2}} = ${tn(x2, 4)}$ — ${f(lim)} в недостатке (расходуется полностью). $m(${t(p)}) = ${tn(Math.min(x1, x2), 4)}\\cdot ${cp}\\cdot ${tn(M(p))} = ${tn(mp)}$ г. Расчёт по избытку — ошибка.`,
      ),
    };
  }),
  template('impurity', 3, 5, (rng) => {
    const e = pick(
      rng,
      EQUATIONS.filter(
        (x) => x.left.length === 1 || x.left.some(([, s]) => ['CaCO3', 'Zn', 'Fe', 'Mg', 'Al', 'Na2CO3', 'CuO', 'Fe2O3'].includes(s)),
      ),
    );
    const [cr, r] = pick(
      rng,
      e.left.filter(([, s]) => !GASES.has(s)),
    );
    const [cp, p] = pick(rng, e.right);
    const n = pick(rng, AMOUNTS);
    const q = pick(rng, [5, 10, 15, 20, 25, 40]);
    const pure = n * M(r);
    const m = (pure * 100) / (100 - q);
    const mp = ((n * cp) / cr) * M(p);
    if (![m, mp].every((x) => num(x, null, 2)) || !num((n * cp) / cr, null, 3)) return null;
    return {
      text: bi(
        `Tarkibida ${q} % qoʻshimcha boʻlgan ${fmt(m)} g ${f(r)} ${show(e)} tenglama boʻyicha toʻliq reaksiyaga kirishdi (qoʻshimchalar reaksiyaga kirishmaydi). Necha gramm ${f(p)} hosil boʻladi (${given(r, p)})?`,
        `${fmt(m)} г ${f(r)}, содержащего ${q} % примесей, полностью прореагировало по уравнению ${show(e)} (примеси не реагируют). Сколько граммов ${f(p)} образуется (${given(r, p)})?`,
      ),
      answer: pos(mp, U.g, 2),
      distractors: [
        pos((m / M(r)) * (cp / cr) * M(p), U.g, 2),
        pos(((m * q) / 100 / M(r)) * (cp / cr) * M(p), U.g, 2),
        pos(mp * (1 - q / 100), U.g, 2),
        cp !== cr ? pos(n * M(p), U.g, 2) : null,
        pos(mp * 2, U.g, 2),
      ],
      expr: `${m} * (100 - ${q}) / 100 / ${mExpr(r)} * ${cp} / ${cr} * ${mExpr(p)}`,
      explanation: bi(
        `Toza modda: $${tn(m)}\\cdot ${tn((100 - q) / 100)} = ${tn(pure)}$ g, $n = \\frac{${tn(pure)}}{${tn(M(r))}} = ${tn(n)}$ mol; $n(${t(p)}) = ${tn(n)}\\cdot \\frac{${cp}}{${cr}} = ${tn((n * cp) / cr)}$ mol; $m = ${tn((n * cp) / cr)}\\cdot ${tn(M(p))} = ${tn(mp)}$ g.`,
        `Чистое вещество: $${tn(m)}\\cdot ${tn((100 - q) / 100)} = ${tn(pure)}$ г, $n = \\frac{${tn(pure)}}{${tn(M(r))}} = ${tn(n)}$ моль; $n(${t(p)}) = ${tn(n)}\\cdot \\frac{${cp}}{${cr}} = ${tn((n * cp) / cr)}$ моль; $m = ${tn((n * cp) / cr)}\\cdot ${tn(M(p))} = ${tn(mp)}$ г.`,
      ),
    };
  }),
]);
