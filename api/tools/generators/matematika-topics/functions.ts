// Topics 5–6: functions and graphs; progressions.
import { randInt as R, pick } from '../generate';
import { bi, br, frac, num, polyTex, sgn, tn, template, topic } from '../bank';

const nz = (r: () => number, a: number, b: number) => {
  for (;;) {
    const x = R(r, a, b);
    if (x !== 0) return x;
  }
};

const FUNCTIONS_NAME = { uz: 'Funksiyalar va ularning grafiklari', ru: 'Функции и их графики' };
export const functions = topic('funksiyalar', FUNCTIONS_NAME, 0.07, [
  template('funksiya-qiymati', 1, 6, (r) => {
    const [a, b, c, x] = [nz(r, -4, 5), nz(r, -9, 9), R(r, -9, 9), nz(r, -5, 5)];
    const ans = a * x * x + b * x + c;
    const f = polyTex([a, b, c]);
    return {
      text: bi(`$f(x) = ${f}$ bo'lsa, $f(${x})$ ni toping.`, `Найдите $f(${x})$, если $f(x) = ${f}$.`),
      answer: num(ans)!,
      distractors: [num(-a * x * x + b * x + c), num(a * x * x - b * x + c), num(a * a * x * x + b * x + c), num(ans + c), num(ans - 1)],
      expr: `${a}*(${x})^2 + ${br(b)}*(${x}) + ${br(c)}`,
      explanation: bi(
        `$f(${x}) = ${a}\\cdot ${br(x)}^2 ${sgn(b)}\\cdot ${br(x)} ${sgn(c)} = ${a * x * x} ${sgn(b * x)} ${sgn(c)} = ${ans}$. Manfiy son kvadrati musbat: $${br(x)}^2 = ${x * x}$.`,
        `$f(${x}) = ${a}\\cdot ${br(x)}^2 ${sgn(b)}\\cdot ${br(x)} ${sgn(c)} = ${a * x * x} ${sgn(b * x)} ${sgn(c)} = ${ans}$. Квадрат отрицательного числа положителен: $${br(x)}^2 = ${x * x}$.`,
      ),
    };
  }),
  template('burchak-koeffitsienti', 1, 4, (r) => {
    const [x1, y1, x2] = [R(r, -6, 6), R(r, -9, 9), R(r, -6, 6)];
    const k = nz(r, -4, 4);
    if (x1 === x2) return null;
    const y2 = y1 + k * (x2 - x1);
    return {
      text: bi(
        `$y = kx + b$ funksiya grafigi $A(${x1};\\ ${y1})$ va $B(${x2};\\ ${y2})$ nuqtalardan o'tadi. $k$ ni toping.`,
        `График функции $y = kx + b$ проходит через точки $A(${x1};\\ ${y1})$ и $B(${x2};\\ ${y2})$. Найдите $k$.`,
      ),
      answer: num(k)!,
      distractors: [frac(x2 - x1, y2 - y1), num(-k), frac(y2 + y1, x2 + x1), num(y1 - k * x1), num(k + 1)],
      expr: `(${y2} - ${br(y1)}) / (${x2} - ${br(x1)})`,
      explanation: bi(
        `$k = \\frac{y_2 - y_1}{x_2 - x_1} = \\frac{${y2} - ${br(y1)}}{${x2} - ${br(x1)}} = \\frac{${y2 - y1}}{${x2 - x1}} = ${k}$.`,
        `$k = \\frac{y_2 - y_1}{x_2 - x_1} = \\frac{${y2} - ${br(y1)}}{${x2} - ${br(x1)}} = \\frac{${y2 - y1}}{${x2 - x1}} = ${k}$.`,
      ),
    };
  }),
  template('parabola-uchi', 2, 8, (r) => {
    const [a, xv, yv] = [pick(r, [-3, -2, -1, 1, 2, 3]), nz(r, -5, 5), R(r, -12, 12)];
    const [b, c] = [-2 * a * xv, yv + a * xv * xv];
    const f = polyTex([a, b, c]);
    const up = a > 0;
    return {
      text: up
        ? bi(`$y = ${f}$ funksiyaning eng kichik qiymatini toping.`, `Найдите наименьшее значение функции $y = ${f}$.`)
        : bi(`$y = ${f}$ funksiyaning eng katta qiymatini toping.`, `Найдите наибольшее значение функции $y = ${f}$.`),
      answer: num(yv)!,
      distractors: [num(c), num(a * xv * xv - b * xv + c), num(xv), num(-yv), num(yv + a)],
      expr: `(4*${br(a)}*${br(c)} - ${br(b)}^2) / (4*${br(a)})`,
      explanation: bi(
        `Parabola uchi: $x_0 = -\\frac{b}{2a} = -\\frac{${b}}{2\\cdot ${br(a)}} = ${xv}$. ${up ? 'Shoxlari yuqoriga, eng kichik' : 'Shoxlari pastga, eng katta'} qiymat $y(${xv}) = ${a}\\cdot ${br(xv)}^2 ${sgn(b)}\\cdot ${br(xv)} ${sgn(c)} = ${yv}$.`,
        `Вершина параболы: $x_0 = -\\frac{b}{2a} = -\\frac{${b}}{2\\cdot ${br(a)}} = ${xv}$. Ветви направлены ${up ? 'вверх, наименьшее' : 'вниз, наибольшее'} значение $y(${xv}) = ${a}\\cdot ${br(xv)}^2 ${sgn(b)}\\cdot ${br(xv)} ${sgn(c)} = ${yv}$.`,
      ),
    };
  }),
  template('to-g-ri-chiziq-va-o-qlar', 2, 6, (r) => {
    const [k, b] = [pick(r, [-4, -3, -2, -1, 1, 2, 3, 4]) * (r() < 0.3 ? 0.5 : 1), nz(r, -12, 12)];
    const x0 = -b / k;
    const s = (Math.abs(b) * Math.abs(x0)) / 2;
    const f = `${k === 1 ? '' : k === -1 ? '-' : tn(k)}x ${sgn(b)}`;
    return {
      text: bi(
        `$y = ${f}$ to'g'ri chiziq va koordinata o'qlari bilan chegaralangan uchburchak yuzini toping.`,
        `Найдите площадь треугольника, ограниченного прямой $y = ${f}$ и осями координат.`,
      ),
      answer: num(s)!,
      distractors: [
        num(2 * s),
        num((Math.abs(b) * Math.abs(k)) / 2),
        num(Math.abs(b) / (2 * Math.abs(k))),
        num(s / 2),
        num(s + Math.abs(b)),
      ],
      expr: `abs(${br(b)}) * abs(${br(b)} / ${mvk(k)}) / 2`,
      explanation: bi(
        `Oy o'qi bilan kesishish: $(0;\\ ${b})$, Ox o'qi bilan: $y = 0$ da $x = ${tn(x0)}$. Katetlari $${Math.abs(b)}$ va $${tn(Math.abs(x0))}$ bo'lgan to'g'ri burchakli uchburchak: $S = \\frac{${Math.abs(b)}\\cdot ${tn(Math.abs(x0))}}{2} = ${tn(s)}$.`,
        `Пересечение с осью Oy: $(0;\\ ${b})$, с осью Ox: при $y = 0$ $x = ${tn(x0)}$. Прямоугольный треугольник с катетами $${Math.abs(b)}$ и $${tn(Math.abs(x0))}$: $S = \\frac{${Math.abs(b)}\\cdot ${tn(Math.abs(x0))}}{2} = ${tn(s)}$.`,
      ),
    };
  }),
  template('teskari-funksiya', 3, 9, (r) => {
    const [a, b, d, x0] = [nz(r, -4, 5), R(r, -9, 9), nz(r, -6, 6), R(r, -6, 8)];
    if (x0 + d === 0 || a * d === b) return null;
    const y0 = (a * x0 + b) / (x0 + d);
    if (!Number.isInteger(y0) || y0 === a) return null;
    const fy = y0 + d !== 0 ? (a * y0 + b) / (y0 + d) : NaN;
    const f = `\\frac{${polyTex([a, b])}}{${polyTex([1, d])}}`;
    return {
      text: bi(
        `$f(x) = ${f}$ funksiyaga teskari funksiya $g$ bo'lsa, $g(${y0})$ ni toping.`,
        `Пусть $g$ — функция, обратная к $f(x) = ${f}$. Найдите $g(${y0})$.`,
      ),
      answer: num(x0)!,
      distractors: [num(fy, 2), num(-x0), frac(1, y0), num(x0 + 1), num(x0 - 1)],
      expr: `(${br(b)} - ${br(d)}*${br(y0)}) / (${br(y0)} - ${br(a)})`,
      explanation: bi(
        `$g(${y0}) = x$ bo'lsa, $f(x) = ${y0}$: $${polyTex([a, b])} = ${y0}(${polyTex([1, d])})$, $${polyTex([a - y0, b - y0 * d])} = 0$, $x = ${x0}$. Tekshiruv: $f(${x0}) = ${y0}$. $f(${y0})$ ni hisoblash xato.`,
        `Если $g(${y0}) = x$, то $f(x) = ${y0}$: $${polyTex([a, b])} = ${y0}(${polyTex([1, d])})$, $${polyTex([a - y0, b - y0 * d])} = 0$, $x = ${x0}$. Проверка: $f(${x0}) = ${y0}$. Вычислять $f(${y0})$ — ошибка.`,
      ),
    };
  }),
]);

function mvk(k: number) {
  return k < 0 ? `(${k})` : String(k);
}

const PROGRESSIONS_NAME = { uz: 'Arifmetik va geometrik progressiyalar', ru: 'Арифметическая и геометрическая прогрессии' };
export const progressions = topic('progressiyalar', PROGRESSIONS_NAME, 0.06, [
  template('arifmetik-n-had', 1, 5, (r) => {
    const [a1, d, n] = [R(r, -20, 30), nz(r, -7, 9), R(r, 8, 40)];
    const ans = a1 + (n - 1) * d;
    return {
      text: bi(
        `Arifmetik progressiyada $a_1 = ${a1}$, $d = ${d}$. $a_{${n}}$ ni toping.`,
        `В арифметической прогрессии $a_1 = ${a1}$, $d = ${d}$. Найдите $a_{${n}}$.`,
      ),
      answer: num(ans)!,
      distractors: [num(a1 + n * d), num(a1 - (n - 1) * d), num(n * d), num(a1 + (n - 2) * d)],
      expr: `${br(a1)} + (${n} - 1)*${br(d)}`,
      explanation: bi(
        `$a_n = a_1 + (n - 1)d$: $a_{${n}} = ${a1} + ${n - 1}\\cdot ${br(d)} = ${ans}$. $(n - 1)$ o'rniga $n$ olish xato.`,
        `$a_n = a_1 + (n - 1)d$: $a_{${n}} = ${a1} + ${n - 1}\\cdot ${br(d)} = ${ans}$. Брать $n$ вместо $(n - 1)$ — ошибка.`,
      ),
    };
  }),
  template('geometrik-n-had', 1, 5, (r) => {
    const [b1, q, n] = [nz(r, -5, 6), pick(r, [2, 3, -2, -3]), R(r, 4, 7)];
    const ans = b1 * q ** (n - 1);
    if (Math.abs(ans) > 5000) return null;
    return {
      text: bi(
        `Geometrik progressiyada $b_1 = ${b1}$, $q = ${q}$. $b_{${n}}$ ni toping.`,
        `В геометрической прогрессии $b_1 = ${b1}$, $q = ${q}$. Найдите $b_{${n}}$.`,
      ),
      answer: num(ans)!,
      distractors: [num(b1 * q ** n), num(-ans), num(b1 * q * (n - 1)), num(b1 * q ** (n - 2)), num(b1 + q * (n - 1))],
      expr: `${br(b1)} * (${q})^(${n} - 1)`,
      explanation: bi(
        `$b_n = b_1 q^{n-1}$: $b_{${n}} = ${br(b1)}\\cdot ${br(q)}^{${n - 1}} = ${br(b1)}\\cdot ${br(q ** (n - 1))} = ${ans}$.`,
        `$b_n = b_1 q^{n-1}$: $b_{${n}} = ${br(b1)}\\cdot ${br(q)}^{${n - 1}} = ${br(b1)}\\cdot ${br(q ** (n - 1))} = ${ans}$.`,
      ),
    };
  }),
  template('arifmetik-yigindi', 2, 7, (r) => {
    const [a1, d, n] = [R(r, -15, 25), nz(r, -5, 8), R(r, 8, 30)];
    const an = a1 + (n - 1) * d;
    const ans = ((a1 + an) * n) / 2;
    return {
      text: bi(
        `Arifmetik progressiyada $a_1 = ${a1}$, $d = ${d}$. Dastlabki $${n}$ ta hadining yig'indisini toping.`,
        `В арифметической прогрессии $a_1 = ${a1}$, $d = ${d}$. Найдите сумму первых $${n}$ членов.`,
      ),
      answer: num(ans)!,
      distractors: [num((a1 + an) * n), num(((2 * a1 + n * d) * n) / 2), num(an * n), num(((a1 + an) * (n - 1)) / 2)],
      expr: `sum(map(0:${n - 1}, f(k) = ${br(a1)} + k*${br(d)}))`,
      explanation: bi(
        `$a_{${n}} = ${a1} + ${n - 1}\\cdot ${br(d)} = ${an}$. $S_n = \\frac{a_1 + a_n}{2}\\cdot n = \\frac{${a1} + ${br(an)}}{2}\\cdot ${n} = ${ans}$.`,
        `$a_{${n}} = ${a1} + ${n - 1}\\cdot ${br(d)} = ${an}$. $S_n = \\frac{a_1 + a_n}{2}\\cdot n = \\frac{${a1} + ${br(an)}}{2}\\cdot ${n} = ${ans}$.`,
      ),
    };
  }),
  template('geometrik-yigindi', 2, 7, (r) => {
    const [b1, q, n] = [R(r, 1, 7), pick(r, [2, 3, -2]), R(r, 4, 7)];
    const ans = (b1 * (q ** n - 1)) / (q - 1);
    if (Math.abs(ans) > 6000) return null;
    return {
      text: bi(
        `Geometrik progressiyada $b_1 = ${b1}$, $q = ${q}$. Dastlabki $${n}$ ta hadining yig'indisini toping.`,
        `В геометрической прогрессии $b_1 = ${b1}$, $q = ${q}$. Найдите сумму первых $${n}$ членов.`,
      ),
      answer: num(ans)!,
      distractors: [
        num(b1 * (q ** n - 1)),
        num((b1 * (q ** (n - 1) - 1)) / (q - 1)),
        num((b1 * (q ** (n + 1) - 1)) / (q - 1)),
        num(b1 * q ** (n - 1)),
      ],
      expr: `sum(map(0:${n - 1}, f(k) = ${b1}*(${q})^k))`,
      explanation: bi(
        `$S_n = \\frac{b_1(q^n - 1)}{q - 1} = \\frac{${b1}\\cdot (${br(q)}^{${n}} - 1)}{${q} - 1} = \\frac{${b1}\\cdot ${q ** n - 1}}{${q - 1}} = ${ans}$.`,
        `$S_n = \\frac{b_1(q^n - 1)}{q - 1} = \\frac{${b1}\\cdot (${br(q)}^{${n}} - 1)}{${q} - 1} = \\frac{${b1}\\cdot ${q ** n - 1}}{${q - 1}} = ${ans}$.`,
      ),
    };
  }),
  template('ikki-haddan-yigindi', 3, 4, (r) => {
    const [a1, d, k, m, n] = [R(r, -10, 15), nz(r, -4, 6), R(r, 2, 5), R(r, 7, 12), R(r, 10, 20)];
    const ak = a1 + (k - 1) * d;
    const am = a1 + (m - 1) * d;
    const ans = (n * (2 * a1 + (n - 1) * d)) / 2;
    return {
      text: bi(
        `Arifmetik progressiyada $a_{${k}} = ${ak}$, $a_{${m}} = ${am}$. Dastlabki $${n}$ ta hadining yig'indisini toping.`,
        `В арифметической прогрессии $a_{${k}} = ${ak}$, $a_{${m}} = ${am}$. Найдите сумму первых $${n}$ членов.`,
      ),
      answer: num(ans)!,
      distractors: [
        num((n * (ak + am)) / 2),
        num((n * (2 * ak + (n - 1) * d)) / 2),
        num(n * (2 * a1 + (n - 1) * d)),
        num((n * (2 * a1 + n * d)) / 2),
      ],
      expr: `${n}/2 * (2*(${br(ak)} - (${k} - 1)*(${br(am)} - ${br(ak)})/(${m} - ${k})) + (${n} - 1)*(${br(am)} - ${br(ak)})/(${m} - ${k}))`,
      explanation: bi(
        `$d = \\frac{a_{${m}} - a_{${k}}}{${m} - ${k}} = \\frac{${am - ak}}{${m - k}} = ${d}$, $a_1 = a_{${k}} - ${k - 1}d = ${a1}$. $S_{${n}} = \\frac{2a_1 + ${n - 1}d}{2}\\cdot ${n} = \\frac{${2 * a1} ${sgn((n - 1) * d)}}{2}\\cdot ${n} = ${ans}$.`,
        `$d = \\frac{a_{${m}} - a_{${k}}}{${m} - ${k}} = \\frac{${am - ak}}{${m - k}} = ${d}$, $a_1 = a_{${k}} - ${k - 1}d = ${a1}$. $S_{${n}} = \\frac{2a_1 + ${n - 1}d}{2}\\cdot ${n} = \\frac{${2 * a1} ${sgn((n - 1) * d)}}{2}\\cdot ${n} = ${ans}$.`,
      ),
    };
  }),
  template('cheksiz-kamayuvchi', 3, 4, (r) => {
    const [p, q] = pick(r, [
      [1, 2],
      [-1, 2],
      [1, 3],
      [-1, 3],
      [2, 3],
      [-2, 3],
      [1, 4],
      [3, 4],
      [-1, 4],
      [2, 5],
    ] as [number, number][]);
    const b1 = R(r, 1, 12) * (r() < 0.2 ? -1 : 1);
    const ans = frac(b1 * q, q - p);
    const qt = frac(p, q)!.tex;
    return {
      text: bi(
        `Cheksiz kamayuvchi geometrik progressiyada $b_1 = ${b1}$, $q = ${qt}$. Uning yig'indisini toping.`,
        `Бесконечно убывающая геометрическая прогрессия: $b_1 = ${b1}$, $q = ${qt}$. Найдите её сумму.`,
      ),
      answer: ans!,
      distractors: [frac(b1 * q, q + p), frac(b1 * p, q - p), frac(b1 * q, p), frac(b1 * (q - p), q)],
      expr: `sum(map(0:400, f(k) = ${br(b1)}*(${p}/${q})^k))`,
      explanation: bi(
        `$S = \\frac{b_1}{1 - q} = \\frac{${b1}}{1 - ${p < 0 ? `\\left(${qt}\\right)` : qt}} = \\frac{${b1}}{${frac(q - p, q)!.tex}} = ${ans!.tex}$.`,
        `$S = \\frac{b_1}{1 - q} = \\frac{${b1}}{1 - ${p < 0 ? `\\left(${qt}\\right)` : qt}} = \\frac{${b1}}{${frac(q - p, q)!.tex}} = ${ans!.tex}$.`,
      ),
    };
  }),
]);
