// Topics 9, 12, 13: derivative and integral; combinatorics and probability; word problems.
import { randInt as R, pick, ruNoun } from '../generate';
import { bi, br, frac, num, polyTex, polyVal, sgn, term, tn, template, topic } from '../bank';

const nz = (r: () => number, a: number, b: number) => {
  for (;;) {
    const x = R(r, a, b);
    if (x !== 0) return x;
  }
};
/** ∫ₐᵇ of a polynomial of degree ≤ 3 by Simpson's rule (exact for such polynomials): an evaluator independent of the antiderivative. */
const simpson = (coefs: number[], a: number, b: number, v = 'x') =>
  `(${b} - ${br(a)})/6 * sum(map([${a}, (${a} + ${b})/2, ${b}], f(${v}) = ${polyVal(coefs, v)}) .* [1, 4, 1])`;
const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
const comb = (n: number, k: number) => fact(n) / (fact(k) * fact(n - k));

const CALCULUS_NAME = { uz: 'Hosila va integral', ru: 'Производная и интеграл' };
export const calculus = topic('hosila-va-integral', CALCULUS_NAME, 0.08, [
  template('hosila-nuqtada', 1, 6, (r) => {
    const [a, b, c, d, x] = [nz(r, -3, 4), R(r, -6, 6), R(r, -9, 9), R(r, -9, 9), nz(r, -3, 3)];
    const ans = 3 * a * x * x + 2 * b * x + c;
    const f = polyTex([a, b, c, d]);
    return {
      text: bi(`$f(x) = ${f}$ bo'lsa, $f'(${x})$ ni toping.`, `Найдите $f'(${x})$, если $f(x) = ${f}$.`),
      answer: num(ans)!,
      distractors: [
        num(a * x ** 3 + b * x * x + c * x + d),
        num(ans + d),
        num(a * x * x + b * x + c),
        num(3 * a * x * x + b * x + c),
        num(-ans),
      ],
      expr: `derivative("${polyVal([a, b, c, d])}", "x").evaluate({x: ${x}})`,
      explanation: bi(
        `$f'(x) = ${polyTex([3 * a, 2 * b, c])}$ (o'zgarmasning hosilasi $0$). $f'(${x}) = ${3 * a}\\cdot ${br(x)}^2${term(2 * b, `\\cdot ${br(x)}`)}${term(c)} = ${ans}$.`,
        `$f'(x) = ${polyTex([3 * a, 2 * b, c])}$ (производная константы равна $0$). $f'(${x}) = ${3 * a}\\cdot ${br(x)}^2${term(2 * b, `\\cdot ${br(x)}`)}${term(c)} = ${ans}$.`,
      ),
    };
  }),
  template('chiziqli-integral', 1, 5, (r) => {
    const [k, m, a] = [nz(r, -6, 8), R(r, -9, 9), R(r, -3, 3)];
    const b = a + R(r, 1, 5);
    const ans = (k * (b * b - a * a)) / 2 + m * (b - a);
    const F = (x: number) => (k * x * x) / 2 + m * x;
    return {
      text: bi(
        `Hisoblang: $\\int_{${a}}^{${b}} (${polyTex([k, m])})\\,dx$.`,
        `Вычислите: $\\int_{${a}}^{${b}} (${polyTex([k, m])})\\,dx$.`,
      ),
      answer: num(ans)!,
      distractors: [
        num(F(b) + F(a)),
        num((k * (b * b - a * a)) / 2),
        num(k * b + m - (k * a + m) === 0 ? ans + 1 : k * (b - a)),
        num(k * (b * b - a * a) + m * (b - a)),
        num(-ans),
      ],
      expr: simpson([k, m], a, b),
      explanation: bi(
        `Boshlang'ich funksiya $F(x) = ${polyTex([k / 2, m, 0])}$. Nyuton–Leybnits formulasi: $F(${b}) - F(${tn(a)}) = ${tn(F(b))} - ${br(F(a))} = ${tn(ans)}$.`,
        `Первообразная $F(x) = ${polyTex([k / 2, m, 0])}$. По формуле Ньютона–Лейбница: $F(${b}) - F(${tn(a)}) = ${tn(F(b))} - ${br(F(a))} = ${tn(ans)}$.`,
      ),
    };
  }),
  template('urinma', 2, 5, (r) => {
    const [p, q, x0] = [R(r, -8, 8), R(r, -9, 9), nz(r, -4, 4)];
    const k = 2 * x0 + p;
    const y0 = x0 * x0 + p * x0 + q;
    const b = y0 - k * x0;
    const f = polyTex([1, p, q]);
    return {
      text: bi(
        `$f(x) = ${f}$ funksiya grafigiga $x_0 = ${x0}$ nuqtada o'tkazilgan urinma $y = kx + b$ ko'rinishida. $b$ ni toping.`,
        `Касательная к графику функции $f(x) = ${f}$ в точке $x_0 = ${x0}$ имеет вид $y = kx + b$. Найдите $b$.`,
      ),
      answer: num(b)!,
      distractors: [num(y0), num(k), num(y0 + k * x0), num(q + x0 * x0), num(b + 1)],
      expr: `(${polyVal([1, p, q]).replace(/x/g, `(${x0})`)}) - derivative("${polyVal([1, p, q])}", "x").evaluate({x: ${x0}}) * ${br(x0)}`,
      explanation: bi(
        `$f(${x0}) = ${y0}$, $f'(x) = ${polyTex([2, p])}$, $k = f'(${x0}) = ${k}$. Urinma: $y = ${y0} ${sgn(k)}(x ${sgn(-x0)})$, ya'ni $y = ${polyTex([k, b])}$, $b = ${b}$.`,
        `$f(${x0}) = ${y0}$, $f'(x) = ${polyTex([2, p])}$, $k = f'(${x0}) = ${k}$. Касательная: $y = ${y0} ${sgn(k)}(x ${sgn(-x0)})$, то есть $y = ${polyTex([k, b])}$, $b = ${b}$.`,
      ),
    };
  }),
  template('ekstremum-nuqta', 2, 6, (r) => {
    const [r1, r2] = [R(r, -5, 4), R(r, -3, 6)];
    if (r2 <= r1 || r1 === 0 || r2 === 0) return null;
    const askMin = r() < 0.5;
    const coefs = [2, -3 * (r1 + r2), 6 * r1 * r2, 0];
    const f = polyTex(coefs);
    const [A, B, C] = [6, -6 * (r1 + r2), 6 * r1 * r2];
    return {
      text: askMin
        ? bi(`$f(x) = ${f}$ funksiyaning minimum nuqtasini toping.`, `Найдите точку минимума функции $f(x) = ${f}$.`)
        : bi(`$f(x) = ${f}$ funksiyaning maksimum nuqtasini toping.`, `Найдите точку максимума функции $f(x) = ${f}$.`),
      answer: num(askMin ? r2 : r1)!,
      distractors: [num(askMin ? r1 : r2), num(r1 + r2), num(-(askMin ? r2 : r1)), num(r1 * r2), num((askMin ? r2 : r1) + 1)],
      expr: `(-${br(B)} ${askMin ? '+' : '-'} sqrt(${br(B)}^2 - 4*${A}*${br(C)}))/(2*${A})`,
      explanation: bi(
        `$f'(x) = ${polyTex([A, B, C])} = 6(x ${sgn(-r1)})(x ${sgn(-r2)})$. Nollar: $${r1}$ va $${r2}$. $f'$ ishorasi: $+,\\ -,\\ +$, shuning uchun $x = ${r1}$ maksimum, $x = ${r2}$ minimum nuqtasi.`,
        `$f'(x) = ${polyTex([A, B, C])} = 6(x ${sgn(-r1)})(x ${sgn(-r2)})$. Нули: $${r1}$ и $${r2}$. Знаки $f'$: $+,\\ -,\\ +$, поэтому $x = ${r1}$ — точка максимума, $x = ${r2}$ — точка минимума.`,
      ),
    };
  }),
  template('tezlik-tezlanish', 2, 5, (r) => {
    const [a, b, c, t0] = [R(r, 1, 3), R(r, -4, 6), R(r, 0, 9), R(r, 1, 5)];
    const acc = r() < 0.4;
    const v = 3 * a * t0 * t0 + 2 * b * t0 + c;
    const w = 6 * a * t0 + 2 * b;
    const s = polyTex([a, b, c, 0], 't');
    const ans = acc ? w : v;
    const sv = polyVal([a, b, c, 0], 't');
    return {
      text: acc
        ? bi(
            `Jism $s(t) = ${s}$ (m) qonun bo'yicha harakatlanadi. $t = ${t0}$ s dagi tezlanishini (m/s$^2$) toping.`,
            `Тело движется по закону $s(t) = ${s}$ (м). Найдите его ускорение (м/с$^2$) в момент $t = ${t0}$ с.`,
          )
        : bi(
            `Jism $s(t) = ${s}$ (m) qonun bo'yicha harakatlanadi. $t = ${t0}$ s dagi tezligini (m/s) toping.`,
            `Тело движется по закону $s(t) = ${s}$ (м). Найдите его скорость (м/с) в момент $t = ${t0}$ с.`,
          ),
      answer: num(ans)!,
      distractors: [
        num(acc ? v : w),
        num(a * t0 ** 3 + b * t0 * t0 + c * t0),
        num(acc ? 6 * a * t0 : 3 * a * t0 * t0 + b * t0 + c),
        num(ans + 2),
        num(ans * 2),
      ],
      expr: acc ? `derivative(derivative("${sv}", "t"), "t").evaluate({t: ${t0}})` : `derivative("${sv}", "t").evaluate({t: ${t0}})`,
      explanation: acc
        ? bi(
            `Tezlik $v(t) = s'(t) = ${polyTex([3 * a, 2 * b, c], 't')}$, tezlanish $a(t) = v'(t) = ${polyTex([6 * a, 2 * b], 't')}$. $a(${t0}) = ${6 * a}\\cdot ${t0}${term(2 * b)} = ${w}$ m/s$^2$.`,
            `Скорость $v(t) = s'(t) = ${polyTex([3 * a, 2 * b, c], 't')}$, ускорение $a(t) = v'(t) = ${polyTex([6 * a, 2 * b], 't')}$. $a(${t0}) = ${6 * a}\\cdot ${t0}${term(2 * b)} = ${w}$ м/с$^2$.`,
          )
        : bi(
            `Tezlik yo'l funksiyasining hosilasi: $v(t) = s'(t) = ${polyTex([3 * a, 2 * b, c], 't')}$. $v(${t0}) = ${3 * a}\\cdot ${t0 * t0}${term(2 * b * t0)}${term(c)} = ${v}$ m/s.`,
            `Скорость — производная пути: $v(t) = s'(t) = ${polyTex([3 * a, 2 * b, c], 't')}$. $v(${t0}) = ${3 * a}\\cdot ${t0 * t0}${term(2 * b * t0)}${term(c)} = ${v}$ м/с.`,
          ),
    };
  }),
  template('figura-yuzi', 3, 4, (r) => {
    const k = R(r, 1, 9);
    const parab = r() < 0.5;
    if (parab) {
      const ans = frac(4 * k ** 3, 3)!;
      return {
        text: bi(
          `$y = ${k * k} - x^2$ parabola va $Ox$ o'qi bilan chegaralangan figuraning yuzini toping.`,
          `Найдите площадь фигуры, ограниченной параболой $y = ${k * k} - x^2$ и осью $Ox$.`,
        ),
        answer: ans,
        distractors: [frac(2 * k ** 3, 3), num(2 * k ** 3), frac(k ** 3, 3), num(k * k * 2 * k)],
        expr: simpson([-1, 0, k * k], -k, k),
        explanation: bi(
          `Parabola $Ox$ ni $x = \\pm ${k}$ da kesadi. $S = \\int_{-${k}}^{${k}} (${k * k} - x^2)\\,dx = \\left(${k * k}x - \\frac{x^3}{3}\\right)\\Big|_{-${k}}^{${k}} = 2\\left(${k ** 3} - \\frac{${k ** 3}}{3}\\right) = ${ans.tex}$.`,
          `Парабола пересекает $Ox$ при $x = \\pm ${k}$. $S = \\int_{-${k}}^{${k}} (${k * k} - x^2)\\,dx = \\left(${k * k}x - \\frac{x^3}{3}\\right)\\Big|_{-${k}}^{${k}} = 2\\left(${k ** 3} - \\frac{${k ** 3}}{3}\\right) = ${ans.tex}$.`,
        ),
      };
    }
    const ans = frac(k ** 3, 6)!;
    return {
      text: bi(
        `$y = x^2$ va $y = ${k === 1 ? '' : k}x$ chiziqlar bilan chegaralangan figuraning yuzini toping.`,
        `Найдите площадь фигуры, ограниченной линиями $y = x^2$ и $y = ${k === 1 ? '' : k}x$.`,
      ),
      answer: ans,
      distractors: [frac(k ** 3, 3), frac(k ** 3, 2), frac(k ** 2, 6), frac(5 * k ** 3, 6)],
      expr: simpson([-1, k, 0], 0, k),
      explanation: bi(
        `Kesishish nuqtalari: $x^2 = ${k === 1 ? '' : k}x$, $x = 0$ va $x = ${k}$. $S = \\int_0^{${k}} (${k === 1 ? '' : k}x - x^2)\\,dx = \\frac{${k}\\cdot ${k}^2}{2} - \\frac{${k}^3}{3} = ${ans.tex}$.`,
        `Точки пересечения: $x^2 = ${k === 1 ? '' : k}x$, $x = 0$ и $x = ${k}$. $S = \\int_0^{${k}} (${k === 1 ? '' : k}x - x^2)\\,dx = \\frac{${k}\\cdot ${k}^2}{2} - \\frac{${k}^3}{3} = ${ans.tex}$.`,
      ),
    };
  }),
  template('boshlang-ich-funksiya', 3, 4, (r) => {
    const [a, b, c, x0, x1, y0] = [nz(r, -2, 3), R(r, -4, 4), R(r, -6, 6), R(r, -2, 2), R(r, -2, 3), R(r, -9, 9)];
    if (x0 === x1) return null;
    const F0 = (x: number) => a * x ** 3 + b * x * x + c * x;
    const C = y0 - F0(x0);
    const ans = F0(x1) + C;
    const f = polyTex([3 * a, 2 * b, c]);
    return {
      text: bi(
        `$f(x) = ${f}$ funksiyaning $F(${x0}) = ${y0}$ shartni qanoatlantiruvchi boshlang'ich funksiyasi uchun $F(${x1})$ ni toping.`,
        `Для первообразной $F$ функции $f(x) = ${f}$, удовлетворяющей условию $F(${x0}) = ${y0}$, найдите $F(${x1})$.`,
      ),
      answer: num(ans)!,
      distractors: [num(F0(x1)), num(3 * a * x1 * x1 + 2 * b * x1 + c), num(F0(x1) - C), num(ans + 1), num(-ans)],
      expr: `${br(y0)} + ${simpson([3 * a, 2 * b, c], x0, x1)}`,
      explanation: bi(
        `$F(x) = ${polyTex([a, b, c, 0])} + C$. $F(${x0}) = ${F0(x0)} + C = ${y0}$ dan $C = ${C}$. $F(${x1}) = ${F0(x1)} ${sgn(C)} = ${ans}$.`,
        `$F(x) = ${polyTex([a, b, c, 0])} + C$. Из $F(${x0}) = ${F0(x0)} + C = ${y0}$ получаем $C = ${C}$. $F(${x1}) = ${F0(x1)} ${sgn(C)} = ${ans}$.`,
      ),
    };
  }),
]);

const COMBINATORICS_NAME = { uz: 'Kombinatorika va ehtimollar nazariyasi', ru: 'Комбинаторика и теория вероятностей' };
export const combinatorics = topic('kombinatorika', COMBINATORICS_NAME, 0.04, [
  template('o-rin-almashtirish', 1, 5, (r) => {
    const n = R(r, 4, 8);
    const what = pick(r, [
      [
        `$${n}$ ta turli kitobni javonga necha xil usulda terib qo'yish mumkin?`,
        `Сколькими способами можно расставить на полке $${n}$ различных книг?`,
      ],
      [`$${n}$ kishini bir qatorga necha xil usulda turg'izish mumkin?`, `Сколькими способами можно выстроить в ряд $${n}$ человек?`],
    ]);
    return {
      text: bi(what[0], what[1]),
      answer: num(fact(n))!,
      distractors: [num(n * n), num(fact(n - 1)), num(n * (n - 1)), num(2 ** n)],
      expr: `factorial(${n})`,
      explanation: bi(
        `Birinchi o'ringa $${n}$ ta, ikkinchisiga $${n - 1}$ ta va hokazo tanlov bor: $P_{${n}} = ${n}! = ${Array.from({ length: n }, (_, i) => n - i).join('\\cdot ')} = ${fact(n)}$.`,
        `На первое место — $${n}$ ${ruNoun(n, ['вариант', 'варианта', 'вариантов'])}, на второе — $${n - 1}$ и т. д.: $P_{${n}} = ${n}! = ${Array.from({ length: n }, (_, i) => n - i).join('\\cdot ')} = ${fact(n)}$.`,
      ),
    };
  }),
  template('klassik-ehtimollik', 1, 3, (r) => {
    const [red, blue, green] = [R(r, 2, 9), R(r, 2, 9), R(r, 2, 8)];
    const n = red + blue + green;
    return {
      text: bi(
        `Qutida $${red}$ ta qizil, $${blue}$ ta ko'k va $${green}$ ta yashil shar bor. Tavakkaliga olingan shar ko'k bo'lish ehtimolligini toping.`,
        `В коробке $${red}$ красных, $${blue}$ синих и $${green}$ зелёных ${ruNoun(green, ['шар', 'шара', 'шаров'])}. Найдите вероятность того, что наугад взятый шар синий.`,
      ),
      answer: frac(blue, n)!,
      distractors: [frac(blue, red + green), frac(1, 3), frac(red, n), frac(blue, n + 1), frac(n - blue, n)],
      expr: `${blue} / (${red} + ${blue} + ${green})`,
      explanation: bi(
        `Jami sharlar: $${red} + ${blue} + ${green} = ${n}$, qulay hollar $${blue}$ ta. $P = \\frac{${blue}}{${n}}$${frac(blue, n)!.tex !== `\\frac{${blue}}{${n}}` ? ` $= ${frac(blue, n)!.tex}$` : ''}.`,
        `Всего шаров: $${red} + ${blue} + ${green} = ${n}$, благоприятных исходов $${blue}$. $P = \\frac{${blue}}{${n}}$${frac(blue, n)!.tex !== `\\frac{${blue}}{${n}}` ? ` $= ${frac(blue, n)!.tex}$` : ''}.`,
      ),
    };
  }),
  template('guruhlash', 2, 6, (r) => {
    const [n, k] = [R(r, 6, 12), R(r, 2, 4)];
    return {
      text: bi(
        `$${n}$ o'quvchidan $${k}$ kishilik guruhni necha xil usulda tanlash mumkin?`,
        `Сколькими способами можно выбрать группу из $${k}$ человек среди $${n}$ учеников?`,
      ),
      answer: num(comb(n, k))!,
      distractors: [num(fact(n) / fact(n - k)), num(n * k), num(comb(n, k - 1)), num(comb(n, k) * 2)],
      expr: `combinations(${n}, ${k})`,
      explanation: bi(
        `Guruhda tartib muhim emas, bu guruhlash: $C_{${n}}^{${k}} = \\frac{${n}!}{${k}!\\cdot ${n - k}!} = ${comb(n, k)}$. O'rinlashtirish ($A_{${n}}^{${k}} = ${fact(n) / fact(n - k)}$) tartibni ham hisoblaydi.`,
        `Порядок в группе не важен — это сочетания: $C_{${n}}^{${k}} = \\frac{${n}!}{${k}!\\cdot ${n - k}!} = ${comb(n, k)}$. Размещения ($A_{${n}}^{${k}} = ${fact(n) / fact(n - k)}$) учитывают и порядок.`,
      ),
    };
  }),
  template('o-rinlashtirish', 2, 5, (r) => {
    const [n, k] = [R(r, 5, 12), pick(r, [2, 3])];
    const roles =
      k === 2
        ? ["sardor va uning o'rinbosari", 'старосту и его заместителя']
        : ["rais, o'rinbosar va kotib", 'председателя, заместителя и секретаря'];
    const a = fact(n) / fact(n - k);
    return {
      text: bi(
        `$${n}$ kishilik jamoadan ${roles[0]} necha xil usulda saylanishi mumkin?`,
        `Сколькими способами из коллектива в $${n}$ человек можно выбрать ${roles[1]}?`,
      ),
      answer: num(a)!,
      distractors: [num(comb(n, k)), num(n ** k), num(n * k), num(a / 2 === comb(n, k) ? a * 2 : a / 2)],
      expr: `permutations(${n}, ${k})`,
      explanation: bi(
        `Lavozimlar har xil, tartib muhim: $A_{${n}}^{${k}} = ${Array.from({ length: k }, (_, i) => n - i).join('\\cdot ')} = ${a}$.`,
        `Должности разные, порядок важен: $A_{${n}}^{${k}} = ${Array.from({ length: k }, (_, i) => n - i).join('\\cdot ')} = ${a}$.`,
      ),
    };
  }),
  template('ikki-shar', 3, 6, (r) => {
    const [red, other] = [R(r, 3, 8), R(r, 2, 8)];
    const n = red + other;
    const ans = frac(red * (red - 1), n * (n - 1))!;
    return {
      text: bi(
        `Qutida $${red}$ ta oq va $${other}$ ta qora shar bor. Tavakkaliga ketma-ket (qaytarmasdan) ikkita shar olindi. Ikkalasi ham oq bo'lish ehtimolligini toping.`,
        `В коробке $${red}$ белых и $${other}$ чёрных ${ruNoun(other, ['шар', 'шара', 'шаров'])}. Наугад последовательно (без возвращения) вынули два шара. Найдите вероятность того, что оба белые.`,
      ),
      answer: ans,
      distractors: [frac(red * red, n * n), frac(red * (red - 1), n * n), frac(2 * red, n * (n - 1)), frac(red, n), frac(red - 1, n - 1)],
      expr: `combinations(${red}, 2) / combinations(${n}, 2)`,
      explanation: bi(
        `Birinchi shar oq: $\\frac{${red}}{${n}}$, undan keyin qutida $${n - 1}$ ta shar, oqi $${red - 1}$ ta: $\\frac{${red - 1}}{${n - 1}}$. $P = \\frac{${red}}{${n}}\\cdot \\frac{${red - 1}}{${n - 1}} = ${ans.tex}$.`,
        `Первый шар белый: $\\frac{${red}}{${n}}$, затем в коробке $${n - 1}$ ${ruNoun(n - 1, ['шар', 'шара', 'шаров'])}, из них белых $${red - 1}$: $\\frac{${red - 1}}{${n - 1}}$. $P = \\frac{${red}}{${n}}\\cdot \\frac{${red - 1}}{${n - 1}} = ${ans.tex}$.`,
      ),
    };
  }),
]);

const WORD_PROBLEMS_NAME = { uz: 'Matnli masalalar', ru: 'Текстовые задачи' };
export const wordProblems = topic('matnli-masalalar', WORD_PROBLEMS_NAME, 0.04, [
  template('qarama-qarshi-harakat', 1, 6, (r) => {
    const [v1, v2] = [R(r, 4, 18) * 5, R(r, 4, 18) * 5];
    const t = pick(r, [1.5, 2, 2.5, 3, 4, 5]);
    const s = (v1 + v2) * t;
    if (v1 === v2) return null;
    return {
      text: bi(
        `Oralig'i $${tn(s)}$ km bo'lgan ikki shahardan bir vaqtda bir-biriga qarab ikki avtomobil yo'lga chiqdi. Ularning tezliklari $${v1}$ km/soat va $${v2}$ km/soat. Necha soatdan keyin ular uchrashadi?`,
        `Из двух городов, расстояние между которыми $${tn(s)}$ км, одновременно навстречу друг другу выехали два автомобиля со скоростями $${v1}$ км/ч и $${v2}$ км/ч. Через сколько часов они встретятся?`,
      ),
      answer: num(t)!,
      distractors: [num(s / Math.abs(v1 - v2), 2), num(s / v1, 2), num(s / v2, 2), num(t * 2)],
      expr: `${s} / (${v1} + ${v2})`,
      explanation: bi(
        `Yaqinlashish tezligi $${v1} + ${v2} = ${v1 + v2}$ km/soat. Vaqt $t = \\frac{${tn(s)}}{${v1 + v2}} = ${tn(t)}$ soat.`,
        `Скорость сближения $${v1} + ${v2} = ${v1 + v2}$ км/ч. Время $t = \\frac{${tn(s)}}{${v1 + v2}} = ${tn(t)}$ ч.`,
      ),
    };
  }),
  template('quvurlar', 2, 6, (r) => {
    const [a, b] = [R(r, 2, 30), R(r, 2, 30)];
    const t = (a * b) / (a + b);
    if (a >= b || !num(t, 1)) return null;
    return {
      text: bi(
        `Hovuzni birinchi quvur $${a}$ soatda, ikkinchisi $${b}$ soatda to'ldiradi. Ikkala quvur birga ochilsa, hovuz necha soatda to'ladi?`,
        `Первая труба наполняет бассейн за $${a}$ ч, вторая — за $${b}$ ч. За сколько часов наполнят бассейн обе трубы вместе?`,
      ),
      answer: num(t, 1)!,
      distractors: [num((a + b) / 2, 1), num(a + b), num(b - a), num(t * 2, 1)],
      expr: `1 / (1/${a} + 1/${b})`,
      explanation: bi(
        `Bir soatda birgalikda hovuzning $\\frac{1}{${a}} + \\frac{1}{${b}} = \\frac{${a + b}}{${a * b}}$ qismi to'ladi, demak $t = \\frac{${a * b}}{${a + b}} = ${tn(t)}$ soat.`,
        `За час вместе они наполняют $\\frac{1}{${a}} + \\frac{1}{${b}} = \\frac{${a + b}}{${a * b}}$ бассейна, значит $t = \\frac{${a * b}}{${a + b}} = ${tn(t)}$ ч.`,
      ),
    };
  }),
  template('daryo-oqimi', 2, 5, (r) => {
    const [v, u] = [R(r, 8, 30), R(r, 1, 5)];
    const s = pick(r, [12, 18, 24, 30, 36, 40, 42, 48, 60, 72, 84, 90, 120]);
    const t = s / (v + u) + s / (v - u);
    if (u >= v || !num(t, 2) || !Number.isInteger(s / (v + u)) || !Number.isInteger(s / (v - u))) return null;
    return {
      text: bi(
        `Motorli qayiqning turg'un suvdagi tezligi $${v}$ km/soat, daryo oqimining tezligi $${u}$ km/soat. Qayiq oqim bo'yicha $${s}$ km suzib, orqaga qaytdi. Butun yo'lga necha soat sarflandi?`,
        `Собственная скорость моторной лодки $${v}$ км/ч, скорость течения реки $${u}$ км/ч. Лодка прошла $${s}$ км по течению и вернулась обратно. Сколько часов заняла вся поездка?`,
      ),
      answer: num(t, 2)!,
      distractors: [num((2 * s) / v, 2), num(s / (v + u)), num(s / (v - u)), num(t + 1, 2)],
      expr: `${s}/(${v} + ${u}) + ${s}/(${v} - ${u})`,
      explanation: bi(
        `Oqim bo'yicha tezlik $${v + u}$ km/soat, vaqt $\\frac{${s}}{${v + u}} = ${s / (v + u)}$ soat; oqimga qarshi $${v - u}$ km/soat, vaqt $\\frac{${s}}{${v - u}} = ${s / (v - u)}$ soat. Jami $${tn(t)}$ soat.`,
        `По течению скорость $${v + u}$ км/ч, время $\\frac{${s}}{${v + u}} = ${s / (v + u)}$ ч; против течения $${v - u}$ км/ч, время $\\frac{${s}}{${v - u}} = ${s / (v - u)}$ ч. Всего $${tn(t)}$ ч.`,
      ),
    };
  }),
  template('yosh-masalasi', 3, 7, (r) => {
    const [x, m, k] = [R(r, 3, 20), R(r, 1, 12), pick(r, [2, 3, 4])];
    const n = (k - 1) * (x + m);
    if (n < 18 || n > 45) return null;
    return {
      text: bi(
        `Ota o'g'lidan $${n}$ yosh katta. $${m}$ yildan keyin ota o'g'lidan $${k}$ marta katta bo'ladi. O'g'il hozir necha yoshda?`,
        `Отец старше сына на $${n}$ ${ruNoun(n, ['год', 'года', 'лет'])}. Через $${m}$ ${ruNoun(m, ['год', 'года', 'лет'])} отец будет в $${k}$ раза старше сына. Сколько лет сыну сейчас?`,
      ),
      answer: num(x)!,
      distractors: [num(n / (k - 1), 2), num(x + m), num(x + n), num((n - m) / (k - 1), 2), num(x - 1)],
      expr: `(${n} + ${m} - ${k}*${m}) / (${k} - 1)`,
      explanation: bi(
        `O'g'il $x$ yoshda, ota $x + ${n}$. $${m}$ yildan keyin: $x + ${n + m} = ${k}(x + ${m})$, ${k > 2 ? `$${k - 1}x = ${n + m - k * m}$, ` : ''}$x = ${x}$. Tekshiruv: $${x + n + m} = ${k}\\cdot ${x + m}$.`,
        `Сыну $x$ лет, отцу $x + ${n}$. Через $${m}$ ${ruNoun(m, ['год', 'года', 'лет'])}: $x + ${n + m} = ${k}(x + ${m})$, ${k > 2 ? `$${k - 1}x = ${n + m - k * m}$, ` : ''}$x = ${x}$. Проверка: $${x + n + m} = ${k}\\cdot ${x + m}$.`,
      ),
    };
  }),
]);
