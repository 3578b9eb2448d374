// Topics 10–11: plane geometry (planimetry) and solid geometry (stereometry).
import { randInt as R, pick } from '../generate';
import { bi, frac, num, piOpt, tn, template, topic, FIRST_TRIPLES, type Opt } from '../bank';

const TRIPLES: [number, number, number][] = [...FIRST_TRIPLES, [9, 40, 41]];
/** √n as an option: a whole number when n is a square, else `\sqrt{n}` (for distractors from a wrong formula). */
function root(n: number): Opt | null {
  if (n <= 0) return null;
  const s = Math.round(Math.sqrt(n));
  return s * s === n ? num(s) : { tex: `\\sqrt{${n}}`, val: `sqrt(${n})`, key: Math.sqrt(n).toPrecision(10) };
}

const HERON: [number, number, number][] = [
  [5, 5, 6],
  [5, 5, 8],
  [13, 14, 15],
  [10, 13, 13],
  [6, 25, 29],
  [9, 10, 17],
  [13, 13, 24],
  [7, 15, 20],
  [11, 13, 20],
  [10, 17, 21],
  [13, 20, 21],
  [12, 17, 25],
  [17, 25, 28],
  [8, 29, 35],
];
const heronArea = ([a, b, c]: number[]) => {
  const s = (a + b + c) / 2;
  return Math.sqrt(s * (s - a) * (s - b) * (s - c));
};
/** [a, b, angle between them, the third side] with a whole third side. */
const COSINE: [number, number, number, number][] = [
  [3, 8, 60, 7],
  [5, 8, 60, 7],
  [7, 15, 60, 13],
  [8, 15, 60, 13],
  [5, 21, 60, 19],
  [16, 21, 60, 19],
  [3, 5, 120, 7],
  [7, 8, 120, 13],
  [5, 16, 120, 19],
  [11, 24, 120, 31],
  [7, 33, 120, 37],
];
const BOXES: [number, number, number, number][] = [
  [2, 3, 6, 7],
  [1, 4, 8, 9],
  [2, 6, 9, 11],
  [4, 4, 7, 9],
  [6, 6, 7, 11],
  [2, 10, 11, 15],
  [3, 4, 12, 13],
  [2, 5, 14, 15],
  [4, 8, 19, 21],
  [8, 9, 12, 17],
  [6, 10, 15, 19],
];

const PLANIMETRY_NAME = { uz: 'Planimetriya', ru: 'Планиметрия' };
export const planimetry = topic('planimetriya', PLANIMETRY_NAME, 0.1, [
  template('gipotenuza', 1, 6, (r) => {
    const [a0, b0, c0] = pick(r, TRIPLES);
    const k = R(r, 1, a0 > 5 ? 2 : 4);
    const [a, b, c] = [a0 * k, b0 * k, c0 * k];
    return {
      text: bi(
        `To'g'ri burchakli uchburchakning katetlari $${a}$ va $${b}$ ga teng. Gipotenuzasini toping.`,
        `Катеты прямоугольного треугольника равны $${a}$ и $${b}$. Найдите гипотенузу.`,
      ),
      answer: num(c)!,
      distractors: [num(a + b), num(a * a + b * b), root(b * b - a * a), num(c + k), num(c - 1)],
      expr: `sqrt(${a}^2 + ${b}^2)`,
      explanation: bi(
        `Pifagor teoremasi: $c^2 = ${a}^2 + ${b}^2 = ${a * a} + ${b * b} = ${c * c}$, $c = ${c}$.`,
        `Теорема Пифагора: $c^2 = ${a}^2 + ${b}^2 = ${a * a} + ${b * b} = ${c * c}$, $c = ${c}$.`,
      ),
    };
  }),
  template('muntazam-ko-pburchak', 1, 5, (r) => {
    const n = pick(r, [5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36]);
    const ans = (180 * (n - 2)) / n;
    return {
      text: bi(
        `Muntazam $${n}$-burchakning ichki burchagini (gradusda) toping.`,
        `Найдите внутренний угол правильного $${n}$-угольника (в градусах).`,
      ),
      answer: num(ans)!,
      distractors: [num(180 * (n - 2)), num(360 / n), num((180 * (n - 1)) / n, 2), num(180 - 180 / n, 2)],
      expr: `(${n} - 2) * 180 / ${n}`,
      explanation: bi(
        `Ichki burchaklar yig'indisi $180^\\circ(n - 2) = 180^\\circ\\cdot ${n - 2} = ${180 * (n - 2)}^\\circ$, bitta burchak $${180 * (n - 2)}^\\circ : ${n} = ${tn(ans)}^\\circ$.`,
        `Сумма внутренних углов $180^\\circ(n - 2) = 180^\\circ\\cdot ${n - 2} = ${180 * (n - 2)}^\\circ$, один угол $${180 * (n - 2)}^\\circ : ${n} = ${tn(ans)}^\\circ$.`,
      ),
    };
  }),
  template('trapetsiya-yuzi', 1, 3, (r) => {
    const [a, b, h] = [R(r, 3, 20), R(r, 3, 20), R(r, 2, 12)];
    if (a === b || ((a + b) * h) % 2) return null;
    const ans = ((a + b) * h) / 2;
    return {
      text: bi(
        `Trapetsiyaning asoslari $${a}$ sm va $${b}$ sm, balandligi $${h}$ sm. Uning yuzini (sm$^2$) toping.`,
        `Основания трапеции $${a}$ см и $${b}$ см, высота $${h}$ см. Найдите её площадь (см$^2$).`,
      ),
      answer: num(ans)!,
      distractors: [num((a + b) * h), num((a * b * h) / 2), num(Math.max(a, b) * h), num(ans + h)],
      expr: `(${a} + ${b}) / 2 * ${h}`,
      explanation: bi(
        `$S = \\frac{a + b}{2}\\cdot h = \\frac{${a} + ${b}}{2}\\cdot ${h} = ${ans}$ sm$^2$.`,
        `$S = \\frac{a + b}{2}\\cdot h = \\frac{${a} + ${b}}{2}\\cdot ${h} = ${ans}$ см$^2$.`,
      ),
    };
  }),
  template('aylana-va-doira', 2, 7, (r) => {
    const rad = R(r, 2, 15);
    const c = 2 * rad;
    return {
      text: bi(
        `Aylananing uzunligi $${c}\\pi$ ga teng. Shu aylana bilan chegaralangan doiraning yuzini toping.`,
        `Длина окружности равна $${c}\\pi$. Найдите площадь круга, ограниченного этой окружностью.`,
      ),
      answer: piOpt(rad * rad)!,
      distractors: [piOpt(c * c), piOpt(2 * rad * rad), piOpt(rad), piOpt(c * c, 2), piOpt(rad * rad + 1)],
      expr: `pi * ((${c}*pi) / (2*pi))^2`,
      explanation: bi(
        `$C = 2\\pi R = ${c}\\pi$ dan $R = ${rad}$. Doira yuzi $S = \\pi R^2 = ${rad * rad}\\pi$.`,
        `Из $C = 2\\pi R = ${c}\\pi$ получаем $R = ${rad}$. Площадь круга $S = \\pi R^2 = ${rad * rad}\\pi$.`,
      ),
    };
  }),
  template('geron', 2, 7, (r) => {
    const base = pick(r, HERON);
    const k = R(r, 1, 2);
    const [a, b, c] = base.map((x) => x * k);
    const s = (a + b + c) / 2;
    const area = heronArea([a, b, c]);
    return {
      text: bi(
        `Tomonlari $${a}$, $${b}$ va $${c}$ bo'lgan uchburchakning yuzini toping.`,
        `Найдите площадь треугольника со сторонами $${a}$, $${b}$ и $${c}$.`,
      ),
      answer: num(area)!,
      distractors: [num((a * b) / 2), num(2 * area), num(a + b + c), num(area / 2), num(area + s)],
      expr: `sqrt(((${a}+${b}+${c})/2) * ((${a}+${b}+${c})/2 - ${a}) * ((${a}+${b}+${c})/2 - ${b}) * ((${a}+${b}+${c})/2 - ${c}))`,
      explanation: bi(
        `Geron formulasi: $p = \\frac{${a} + ${b} + ${c}}{2} = ${s}$, $S = \\sqrt{p(p - a)(p - b)(p - c)} = \\sqrt{${s}\\cdot ${s - a}\\cdot ${s - b}\\cdot ${s - c}} = \\sqrt{${area * area}} = ${area}$.`,
        `Формула Герона: $p = \\frac{${a} + ${b} + ${c}}{2} = ${s}$, $S = \\sqrt{p(p - a)(p - b)(p - c)} = \\sqrt{${s}\\cdot ${s - a}\\cdot ${s - b}\\cdot ${s - c}} = \\sqrt{${area * area}} = ${area}$.`,
      ),
    };
  }),
  template('kosinuslar-teoremasi', 2, 6, (r) => {
    const [a0, b0, angle, c0] = pick(r, COSINE);
    const k = R(r, 1, 2);
    const [a, b, c] = [a0 * k, b0 * k, c0 * k];
    const wrong = angle === 60 ? a * a + b * b + a * b : a * a + b * b - a * b;
    return {
      text: bi(
        `Uchburchakning ikki tomoni $${a}$ va $${b}$, ular orasidagi burchak $${angle}^\\circ$. Uchinchi tomonini toping.`,
        `Две стороны треугольника равны $${a}$ и $${b}$, угол между ними $${angle}^\\circ$. Найдите третью сторону.`,
      ),
      answer: num(c)!,
      distractors: [root(wrong), root(a * a + b * b), num(a + b - c === c ? c + 2 : a + b - c), num(c + 1), num(c - 1)],
      expr: `sqrt(${a}^2 + ${b}^2 - 2*${a}*${b}*cos(${angle} deg))`,
      explanation: bi(
        `Kosinuslar teoremasi: $c^2 = ${a}^2 + ${b}^2 - 2\\cdot ${a}\\cdot ${b}\\cos ${angle}^\\circ = ${a * a + b * b} ${angle === 60 ? '-' : '+'} ${a * b} = ${c * c}$, $c = ${c}$ ($\\cos ${angle}^\\circ = ${angle === 60 ? '\\frac{1}{2}' : '-\\frac{1}{2}'}$).`,
        `Теорема косинусов: $c^2 = ${a}^2 + ${b}^2 - 2\\cdot ${a}\\cdot ${b}\\cos ${angle}^\\circ = ${a * a + b * b} ${angle === 60 ? '-' : '+'} ${a * b} = ${c * c}$, $c = ${c}$ ($\\cos ${angle}^\\circ = ${angle === 60 ? '\\frac{1}{2}' : '-\\frac{1}{2}'}$).`,
      ),
    };
  }),
  template('ichki-chizilgan-aylana', 3, 6, (r) => {
    const [a0, b0, c0] = pick(r, TRIPLES);
    const k = R(r, 1, 3);
    const [a, b, c] = [a0 * k, b0 * k, c0 * k];
    const rIn = (a + b - c) / 2;
    return {
      text: bi(
        `Katetlari $${a}$ va $${b}$ bo'lgan to'g'ri burchakli uchburchakka ichki chizilgan aylananing radiusini toping.`,
        `Найдите радиус окружности, вписанной в прямоугольный треугольник с катетами $${a}$ и $${b}$.`,
      ),
      answer: num(rIn)!,
      distractors: [num(c / 2), num((a + b) / 2), num(a + b - c), num(rIn + 1), num((a * b) / c, 2)],
      expr: `(${a}*${b}) / (${a} + ${b} + sqrt(${a}^2 + ${b}^2))`,
      explanation: bi(
        `Gipotenuza $c = \\sqrt{${a}^2 + ${b}^2} = ${c}$. To'g'ri burchakli uchburchakda $r = \\frac{a + b - c}{2} = \\frac{${a} + ${b} - ${c}}{2} = ${rIn}$ (yoki $r = \\frac{S}{p} = \\frac{${(a * b) / 2}}{${(a + b + c) / 2}}$). $\\frac{c}{2} = ${tn(c / 2)}$ — tashqi chizilgan aylana radiusi.`,
        `Гипотенуза $c = \\sqrt{${a}^2 + ${b}^2} = ${c}$. В прямоугольном треугольнике $r = \\frac{a + b - c}{2} = \\frac{${a} + ${b} - ${c}}{2} = ${rIn}$ (или $r = \\frac{S}{p} = \\frac{${(a * b) / 2}}{${(a + b + c) / 2}}$). $\\frac{c}{2} = ${tn(c / 2)}$ — радиус описанной окружности.`,
      ),
    };
  }),
  template('romb-yuzi', 3, 5, (r) => {
    const [p0, q0, s0] = pick(r, TRIPLES.slice(0, 4));
    const k = R(r, 1, 3);
    const [p, q, s] = [p0 * k, q0 * k, s0 * k];
    const [d1, d2] = r() < 0.5 ? [2 * p, 2 * q] : [2 * q, 2 * p];
    const area = (d1 * d2) / 2;
    return {
      text: bi(
        `Rombning tomoni $${s}$ ga, diagonallaridan biri $${d1}$ ga teng. Rombning yuzini toping.`,
        `Сторона ромба равна $${s}$, одна из диагоналей — $${d1}$. Найдите площадь ромба.`,
      ),
      answer: num(area)!,
      distractors: [num(d1 * d2), num(s * s), num((s * d1) / 2), num(area / 2), num(s * d1)],
      expr: `${d1} * 2*sqrt(${s}^2 - (${d1}/2)^2) / 2`,
      explanation: bi(
        `Romb diagonallari perpendikular va teng ikkiga bo'linadi: ikkinchi diagonalning yarmi $\\sqrt{${s}^2 - ${d1 / 2}^2} = ${d2 / 2}$, diagonal $${d2}$. $S = \\frac{d_1 d_2}{2} = \\frac{${d1}\\cdot ${d2}}{2} = ${area}$.`,
        `Диагонали ромба перпендикулярны и делятся пополам: половина второй диагонали $\\sqrt{${s}^2 - ${d1 / 2}^2} = ${d2 / 2}$, диагональ $${d2}$. $S = \\frac{d_1 d_2}{2} = \\frac{${d1}\\cdot ${d2}}{2} = ${area}$.`,
      ),
    };
  }),
]);

const STEREOMETRY_NAME = { uz: 'Stereometriya', ru: 'Стереометрия' };
export const stereometry = topic('stereometriya', STEREOMETRY_NAME, 0.06, [
  template('parallelepiped-sirti', 1, 6, (r) => {
    const [a, b, c] = [R(r, 2, 12), R(r, 2, 12), R(r, 2, 12)];
    if (new Set([a, b, c]).size < 3 || a > b || b > c) return null;
    const s = 2 * (a * b + b * c + a * c);
    // the explanation names the volume as the mistake: never when it equals the surface (4, 6, 12)
    if (a * b * c === s) return null;
    return {
      text: bi(
        `To'g'ri burchakli parallelepipedning o'lchamlari $${a}$, $${b}$ va $${c}$ sm. Uning to'la sirtini (sm$^2$) toping.`,
        `Измерения прямоугольного параллелепипеда $${a}$, $${b}$ и $${c}$ см. Найдите площадь его полной поверхности (см$^2$).`,
      ),
      answer: num(s)!,
      distractors: [num(a * b * c), num(s / 2), num(4 * (a + b + c)), num(2 * (a * b + b * c))],
      expr: `2*(${a}*${b} + ${b}*${c} + ${a}*${c})`,
      explanation: bi(
        `Parallelepipedning 6 ta yog'i juft-juft teng: $S = 2(ab + bc + ac) = 2(${a * b} + ${b * c} + ${a * c}) = ${s}$ sm$^2$. $${a * b * c}$ — hajm.`,
        `6 граней параллелепипеда попарно равны: $S = 2(ab + bc + ac) = 2(${a * b} + ${b * c} + ${a * c}) = ${s}$ см$^2$. $${a * b * c}$ — это объём.`,
      ),
    };
  }),
  template('silindr-hajmi', 1, 5, (r) => {
    const [rad, h] = [R(r, 2, 9), R(r, 2, 15)];
    // R = 2 makes the volume πR²h equal the lateral area 2πRh, the mistake the explanation names
    if (rad === h || rad === 2) return null;
    return {
      text: bi(
        `Silindrning asos radiusi $${rad}$, balandligi $${h}$. Silindr hajmini toping.`,
        `Радиус основания цилиндра $${rad}$, высота $${h}$. Найдите объём цилиндра.`,
      ),
      answer: piOpt(rad * rad * h)!,
      distractors: [piOpt(2 * rad * h), piOpt(rad * h), piOpt(rad * rad * h, 3), piOpt(2 * rad * rad * h)],
      expr: `pi * ${rad}^2 * ${h}`,
      explanation: bi(
        `$V = \\pi R^2 h = \\pi\\cdot ${rad}^2\\cdot ${h} = ${rad * rad * h}\\pi$. $${2 * rad * h}\\pi$ — yon sirt yuzi.`,
        `$V = \\pi R^2 h = \\pi\\cdot ${rad}^2\\cdot ${h} = ${rad * rad * h}\\pi$. $${2 * rad * h}\\pi$ — площадь боковой поверхности.`,
      ),
    };
  }),
  template('parallelepiped-diagonali', 2, 6, (r) => {
    const [a, b, c, d] = pick(r, BOXES);
    const k = R(r, 1, 2);
    const [x, y, z, w] = [a * k, b * k, c * k, d * k];
    return {
      text: bi(
        `To'g'ri burchakli parallelepipedning o'lchamlari $${x}$, $${y}$ va $${z}$. Uning diagonalini toping.`,
        `Измерения прямоугольного параллелепипеда $${x}$, $${y}$ и $${z}$. Найдите его диагональ.`,
      ),
      answer: num(w)!,
      distractors: [num(x + y + z), root(x * x + y * y), num(w * w), root(y * y + z * z), num(w + 1)],
      expr: `sqrt(${x}^2 + ${y}^2 + ${z}^2)`,
      explanation: bi(
        `$d^2 = a^2 + b^2 + c^2 = ${x * x} + ${y * y} + ${z * z} = ${w * w}$, $d = ${w}$.`,
        `$d^2 = a^2 + b^2 + c^2 = ${x * x} + ${y * y} + ${z * z} = ${w * w}$, $d = ${w}$.`,
      ),
    };
  }),
  template('konus-hajmi', 2, 7, (r) => {
    const [p, q, l0] = pick(r, TRIPLES.slice(0, 4));
    const k = R(r, 1, 2);
    const [rad, h, l] = r() < 0.5 ? [p * k, q * k, l0 * k] : [q * k, p * k, l0 * k];
    const ans = piOpt(rad * rad * h, 3)!;
    return {
      text: bi(
        `Konusning asos radiusi $${rad}$, yasovchisi $${l}$. Konus hajmini toping.`,
        `Радиус основания конуса $${rad}$, образующая $${l}$. Найдите объём конуса.`,
      ),
      answer: ans,
      distractors: [piOpt(rad * rad * h), piOpt(rad * rad * l, 3), piOpt(rad * l), piOpt(rad * h * h, 3)],
      expr: `pi * ${rad}^2 * sqrt(${l}^2 - ${rad}^2) / 3`,
      explanation: bi(
        `Balandlik $h = \\sqrt{${l}^2 - ${rad}^2} = ${h}$. $V = \\frac{1}{3}\\pi R^2 h = \\frac{1}{3}\\pi\\cdot ${rad * rad}\\cdot ${h} = ${ans.tex}$. Yasovchini balandlik o'rniga olish xato.`,
        `Высота $h = \\sqrt{${l}^2 - ${rad}^2} = ${h}$. $V = \\frac{1}{3}\\pi R^2 h = \\frac{1}{3}\\pi\\cdot ${rad * rad}\\cdot ${h} = ${ans.tex}$. Брать образующую вместо высоты — ошибка.`,
      ),
    };
  }),
  template('shar-hajmi', 2, 4, (r) => {
    const rad = R(r, 1, 9);
    const s = 4 * rad * rad;
    const ans = piOpt(4 * rad ** 3, 3)!;
    return {
      text: bi(
        `Sfera sirtining yuzi $${s}\\pi$ ga teng. Shu sfera bilan chegaralangan shar hajmini toping.`,
        `Площадь сферы равна $${s}\\pi$. Найдите объём шара, ограниченного этой сферой.`,
      ),
      answer: ans,
      distractors: [piOpt(4 * rad ** 3), piOpt(rad ** 3), piOpt(4 * rad * rad, 3), piOpt(s * rad)],
      expr: `4/3 * pi * sqrt((${s}*pi) / (4*pi))^3`,
      explanation: bi(
        `$S = 4\\pi R^2 = ${s}\\pi$ dan $R^2 = ${rad * rad}$, $R = ${rad}$. $V = \\frac{4}{3}\\pi R^3 = \\frac{4}{3}\\pi\\cdot ${rad ** 3} = ${ans.tex}$.`,
        `Из $S = 4\\pi R^2 = ${s}\\pi$ получаем $R^2 = ${rad * rad}$, $R = ${rad}$. $V = \\frac{4}{3}\\pi R^3 = \\frac{4}{3}\\pi\\cdot ${rad ** 3} = ${ans.tex}$.`,
      ),
    };
  }),
  template('piramida-hajmi', 3, 8, (r) => {
    const found: [number, number, number][] = [];
    for (let m = 1; m <= 12; m++)
      for (let h = 1; h <= 24; h++) {
        const l = Math.sqrt(h * h + 2 * m * m);
        if (Number.isInteger(l)) found.push([2 * m, h, l]);
      }
    const [a, h, l] = pick(r, found);
    const ans = frac(a * a * h, 3)!;
    return {
      text: bi(
        `Muntazam to'rtburchakli piramidaning asos tomoni $${a}$, yon qirrasi $${l}$. Piramida hajmini toping.`,
        `Сторона основания правильной четырёхугольной пирамиды $${a}$, боковое ребро $${l}$. Найдите объём пирамиды.`,
      ),
      answer: ans,
      distractors: [frac(a * a * l, 3), num(a * a * h), frac(a * a * h, 2), frac(a * a * h, 6), frac(a * h, 3)],
      expr: `${a}^2 * sqrt(${l}^2 - (${a}*sqrt(2)/2)^2) / 3`,
      explanation: bi(
        `Asos kvadrat, diagonalining yarmi $\\frac{${a}\\sqrt{2}}{2}$, uning kvadrati $${(a * a) / 2}$. Balandlik $h = \\sqrt{${l}^2 - ${(a * a) / 2}} = \\sqrt{${l * l - (a * a) / 2}} = ${h}$. $V = \\frac{1}{3}a^2 h = \\frac{1}{3}\\cdot ${a * a}\\cdot ${h} = ${ans.tex}$.`,
        `Основание — квадрат, половина его диагонали $\\frac{${a}\\sqrt{2}}{2}$, её квадрат $${(a * a) / 2}$. Высота $h = \\sqrt{${l}^2 - ${(a * a) / 2}} = \\sqrt{${l * l - (a * a) / 2}} = ${h}$. $V = \\frac{1}{3}a^2 h = \\frac{1}{3}\\cdot ${a * a}\\cdot ${h} = ${ans.tex}$.`,
      ),
    };
  }),
]);
