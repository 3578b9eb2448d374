// Topic 12: atomic and nuclear physics — composition of the nucleus, photon energy, the photoelectric effect, half-life, α and β decay.
import { bi, pick, qv, randInt, sciv, tn, tsci, tu, val, template, topic } from '../bank';

/** Real nuclides: symbol, charge number Z, mass number A. */
const NUCLIDES: [string, number, number][] = [
  ['U', 92, 238],
  ['U', 92, 235],
  ['Ra', 88, 226],
  ['Po', 84, 210],
  ['Rn', 86, 222],
  ['C', 6, 14],
  ['Co', 27, 60],
  ['Sr', 38, 90],
  ['Cs', 55, 137],
  ['I', 53, 131],
  ['Fe', 26, 56],
  ['Al', 13, 27],
  ['Na', 11, 23],
  ['Pb', 82, 206],
  ['Th', 90, 232],
  ['Au', 79, 197],
  ['Cl', 17, 35],
  ['K', 19, 40],
  ['N', 7, 14],
  ['O', 8, 16],
  ['Cu', 29, 63],
  ['Ag', 47, 107],
];
const nuclide = (sym: string, z: number, a: number) => `$^{${a}}_{${z}}\\text{${sym}}$`;

/**
 * Natural decay series (the main branches), as nuclides: the ancestor, then members reached from it by
 * na α- and nb β⁻-decays (na, nb ≥ 1, read from the masses and charges), e.g. U-238 → Th-234 → Pa-234 →
 * U-234 is 1 α + 2 β⁻. Only real sequences are asked.
 */
const SERIES = [
  'U-238: Pa-234 U-234 Th-230 Ra-226 Rn-222 Po-218 Pb-214 Bi-214 Po-214 Pb-210 Bi-210 Po-210 Pb-206',
  'Th-232: Ac-228 Th-228 Ra-224 Rn-220 Po-216 Pb-212 Bi-212 Po-212 Tl-208 Pb-208',
  'U-235: Pa-231 Ac-227 Th-227 Ra-223 Rn-219 Po-215 Pb-211 Bi-211 Tl-207 Pb-207',
  'Ra-226: Bi-214 Po-214 Pb-210 Bi-210 Po-210 Pb-206',
  'Rn-222: Bi-214 Po-214 Pb-210 Bi-210 Po-210 Pb-206',
];
const ELEMENT_Z: Record<string, number> = { Tl: 81, Pb: 82, Bi: 83, Po: 84, Rn: 86, Ra: 88, Ac: 89, Th: 90, Pa: 91, U: 92 };
/** `Pb-206` → [symbol, Z, A] */
const parseNuclide = (text: string): [string, number, number] => {
  const [sym, mass] = text.split('-');
  return [sym, ELEMENT_Z[sym], Number(mass)];
};
/** Each member with its ancestor: [[ancestor, Z, A], [member, na, nb]]. */
const DECAY_STEPS = SERIES.flatMap((line) => {
  const [head, members] = line.split(': ');
  const start = parseNuclide(head);
  return members.split(' ').map((member) => {
    const [product, z, a] = parseNuclide(member);
    const na = (start[2] - a) / 4;
    const nb = z - (start[1] - 2 * na);
    if (!Number.isInteger(na) || !Number.isInteger(nb) || na < 1 || nb < 1)
      throw new Error(`decay series: ${member} is no member of ${head}`);
    return [start, [product, na, nb] as [string, number, number]] as const;
  });
});

const ATOM_NAME = { uz: 'Atom va yadro fizikasi', ru: 'Атомная и ядерная физика' };
export const atom = topic('atom-yadro', ATOM_NAME, 0.05, [
  template('neutrons', 1, 3, (rng) => {
    const [sym, Z, A] = pick(rng, NUCLIDES);
    const N = A - Z;
    return {
      text: bi(`${nuclide(sym, Z, A)} yadrosida nechta neytron bor?`, `Сколько нейтронов в ядре ${nuclide(sym, Z, A)}?`),
      answer: val(N, 'none'),
      distractors: [val(A, 'none'), val(Z, 'none'), val(A + Z, 'none'), val(N + 1, 'none')],
      expr: `${A} - ${Z}`,
      explanation: bi(
        `Yadroda $Z = ${Z}$ proton va $N = A - Z = ${A} - ${Z} = ${N}$ neytron bor; $A = ${A}$ — nuklonlar (proton va neytronlar) soni.`,
        `В ядре $Z = ${Z}$ протонов и $N = A - Z = ${A} - ${Z} = ${N}$ нейтронов; $A = ${A}$ — число нуклонов (протонов и нейтронов).`,
      ),
    };
  }),
  template('photon-energy', 1, 2, (rng) => {
    const lambda = pick(rng, [330, 440, 495, 550, 600, 660]);
    const E = (6.6e-34 * 3e8) / (lambda * 1e-9);
    return {
      text: bi(
        `Toʻlqin uzunligi ${qv('\\lambda', lambda, 'nm')} boʻlgan yorugʻlik fotonining energiyasi qanday? ($h = 6{,}6\\cdot 10^{-34}\\ «J»\\cdot «s»$, $c = 3\\cdot 10^{8}\\ «ms»$)`,
        `Какова энергия фотона света с длиной волны ${qv('\\lambda', lambda, 'nm')}? ($h = 6{,}6\\cdot 10^{-34}\\ «J»\\cdot «s»$, $c = 3\\cdot 10^{8}\\ «ms»$)`,
      ),
      answer: sciv(E, 'J', 3),
      distractors: [sciv((6.6e-34 * 3e8) / lambda, 'J', 3), sciv(E * 10, 'J', 3), sciv(E / 3, 'J', 3), sciv(E * 2, 'J', 3)],
      expr: `6.6*10^(-34)*3*10^8/(${lambda}*10^(-9))`,
      explanation: bi(
        `$E = \\frac{hc}{\\lambda} = \\frac{6{,}6\\cdot 10^{-34}\\cdot 3\\cdot 10^{8}}{${lambda}\\cdot 10^{-9}} = ${tsci(E)}\\ «J»$ (nanometr: $1\\ «nm» = 10^{-9}\\ «m»$).`,
        `$E = \\frac{hc}{\\lambda} = \\frac{6{,}6\\cdot 10^{-34}\\cdot 3\\cdot 10^{8}}{${lambda}\\cdot 10^{-9}} = ${tsci(E)}\\ «J»$ (нанометр: $1\\ «nm» = 10^{-9}\\ «m»$).`,
      ),
    };
  }),
  template('half-life', 2, 4, (rng) => {
    const m0 = pick(rng, [16, 32, 40, 48, 64, 80, 96, 120, 160, 200, 256]);
    const T = pick(rng, [2, 3, 4, 5, 8, 10, 12, 15]);
    const n = randInt(rng, 1, 4);
    const t = n * T;
    const m = m0 / 2 ** n;
    return {
      text: bi(
        `Radioaktiv izotopning yarim yemirilish davri ${qv('T', T, 'day')}. ${qv('m_0', m0, 'g')} izotopdan ${qv('t', t, 'day')} dan keyin qanchasi yemirilmay qoladi?`,
        `Период полураспада радиоактивного изотопа ${qv('T', T, 'day')}. Сколько из ${qv('m_0', m0, 'g')} изотопа останется нераспавшимся через ${qv('t', t, 'day')}?`,
      ),
      answer: val(m, 'g', 3),
      distractors: [
        val(m0 / (2 * n), 'g', 3),
        val(m0 - m, 'g', 3),
        val(m0 / 2 ** (n + 1), 'g', 4),
        val(m0 / n, 'g', 3),
        val(m * 2, 'g', 3),
      ],
      expr: `${m0}*2^(-${t}/${T})`,
      explanation: bi(
        `$t = ${t}$ sutka — bu $\\frac{t}{T} = \\frac{${t}}{${T}} = ${n}$ ta yarim yemirilish davri. $m = m_0\\cdot 2^{-\\frac{t}{T}} = \\frac{${m0}}{2^{${n}}} = ${tu(m, 'g')}$.`,
        `$t = ${t}$ сут — это $\\frac{t}{T} = \\frac{${t}}{${T}} = ${n}$ периода полураспада. $m = m_0\\cdot 2^{-\\frac{t}{T}} = \\frac{${m0}}{2^{${n}}} = ${tu(m, 'g')}$.`,
      ),
    };
  }),
  template('photoeffect', 2, 4, (rng) => {
    const lambda = pick(rng, [124, 155, 200, 248, 310, 400, 496, 620]);
    const E = 1240 / lambda;
    const A = pick(rng, [1.8, 2, 2.2, 2.5, 3, 3.5, 4.2, 4.5]);
    if (A >= E - 0.2) return null;
    const Ek = E - A;
    return {
      text: bi(
        `Chiqish ishi ${qv('A', A, 'eV')} boʻlgan metall sirtiga toʻlqin uzunligi ${qv('\\lambda', lambda, 'nm')} boʻlgan yorugʻlik tushmoqda. Fotoelektronlarning maksimal kinetik energiyasi qanday? ($hc = 1240\\ «eV»\\cdot «nm»$ deb oling)`,
        `На металл с работой выхода ${qv('A', A, 'eV')} падает свет с длиной волны ${qv('\\lambda', lambda, 'nm')}. Какова максимальная кинетическая энергия фотоэлектронов? (Примите $hc = 1240\\ «eV»\\cdot «nm»$.)`,
      ),
      answer: val(Ek, 'eV', 2),
      distractors: [val(E + A, 'eV', 2), val(E, 'eV', 2), val(A, 'eV', 2), val(Ek / 2, 'eV', 2)],
      expr: `1240/${lambda} - ${A}`,
      explanation: bi(
        `Foton energiyasi $E = \\frac{hc}{\\lambda} = \\frac{1240}{${lambda}} = ${tu(E, 'eV')}$. Eynshteyn tenglamasi: $E_k = E - A = ${tn(E)} - ${tn(A)} = ${tu(Ek, 'eV', 2)}$.`,
        `Энергия фотона $E = \\frac{hc}{\\lambda} = \\frac{1240}{${lambda}} = ${tu(E, 'eV')}$. Уравнение Эйнштейна: $E_к = E - A = ${tn(E)} - ${tn(A)} = ${tu(Ek, 'eV', 2)}$.`,
      ),
    };
  }),
  template('decay-chain', 3, 4, (rng) => {
    // a real member of a natural decay series, reached from its ancestor by na α and nb β⁻ decays
    const [[sym, Z, A], [product, na, nb]] = pick(rng, DECAY_STEPS);
    const askZ = rng() < 0.5;
    const Z2 = Z - 2 * na + nb;
    const A2 = A - 4 * na;
    return {
      text: bi(
        `${nuclide(sym, Z, A)} yadrosi ketma-ket ${na} ta $\\alpha$- va ${nb} ta $\\beta^-$-yemirilishga uchradi. Hosil boʻlgan yadroning ${askZ ? 'zaryad soni (protonlar soni)' : 'massa soni'} qanday?`,
        `Ядро ${nuclide(sym, Z, A)} испытало ${na} $\\alpha$-${na === 1 ? 'распад' : na < 5 ? 'распада' : 'распадов'} и ${nb} $\\beta^-$-${nb === 1 ? 'распад' : nb < 5 ? 'распада' : 'распадов'}. Каково ${askZ ? 'зарядовое число (число протонов)' : 'массовое число'} получившегося ядра?`,
      ),
      answer: val(askZ ? Z2 : A2, 'none'),
      distractors: askZ
        ? [val(Z - 2 * na - nb, 'none'), val(Z - na + nb, 'none'), val(Z - 4 * na + nb, 'none'), val(Z - 2 * na, 'none')]
        : [val(A - 2 * na, 'none'), val(A - 4 * na - nb, 'none'), val(A - 4 * na + nb, 'none'), val(A - na, 'none')],
      expr: askZ ? `${Z} - 2*${na} + ${nb}` : `${A} - 4*${na} + 0*${nb}`,
      explanation: bi(
        `Har bir $\\alpha$-yemirilish $A$ ni 4 ga, $Z$ ni 2 ga kamaytiradi; $\\beta^-$-yemirilish $A$ ni oʻzgartirmaydi, $Z$ ni 1 ga oshiradi. $A = ${A} - 4\\cdot ${na} = ${A2}$, $Z = ${Z} - 2\\cdot ${na} + ${nb} = ${Z2}$: bu tabiiy radioaktiv qatordagi ${nuclide(product, Z2, A2)} yadrosi.`,
        `Каждый $\\alpha$-распад уменьшает $A$ на 4 и $Z$ на 2; $\\beta^-$-распад не меняет $A$ и увеличивает $Z$ на 1. $A = ${A} - 4\\cdot ${na} = ${A2}$, $Z = ${Z} - 2\\cdot ${na} + ${nb} = ${Z2}$: это ядро ${nuclide(product, Z2, A2)} из естественного радиоактивного ряда.`,
      ),
    };
  }),
]);
