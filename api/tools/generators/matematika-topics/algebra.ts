// Topics 3–4: algebraic transformations; equations and inequalities.
import { randInt as R, pick } from '../generate';
import { bi, br, frac, num, pair, polyTex, sgn, surd, template, topic, type Opt } from '../bank';

const nz = (r: () => number, a: number, b: number) => {
  for (;;) {
    const x = R(r, a, b);
    if (x !== 0) return x;
  }
};

const ALGEBRA_NAME = { uz: 'Algebraik ifodalar va shakl almashtirishlar', ru: 'Алгебраические выражения и преобразования' };
export const algebra = topic('algebraik-ifodalar', ALGEBRA_NAME, 0.08, [
  template('ifoda-qiymati', 1, 5, (r) => {
    const [p, q, a, b] = [R(r, 2, 7), R(r, 2, 6), nz(r, -6, 6), nz(r, -6, 8)];
    const ans = p * a - q * (b - a);
    const t = `${p}a - ${q}(b - a)`;
    return {
      text: bi(
        `$a = ${a}$, $b = ${b}$ bo'lganda $${t}$ ifodaning qiymatini toping.`,
        `Найдите значение выражения $${t}$ при $a = ${a}$, $b = ${b}$.`,
      ),
      answer: num(ans)!,
      distractors: [num(p * a - q * b - q * a), num(p * a - q * b + a), num(p * a + q * (b - a)), num(ans + q)],
      expr: `${p}*${br(a)} - ${q}*(${b} - ${br(a)})`,
      explanation: bi(
        `Qavsni ochamiz: $${t} = ${p}a - ${q}b + ${q}a = ${p + q}a - ${q}b$. O'rniga qo'yamiz: $${p + q}\\cdot ${br(a)} - ${q}\\cdot ${br(b)} = ${ans}$.`,
        `Раскрываем скобки: $${t} = ${p}a - ${q}b + ${q}a = ${p + q}a - ${q}b$. Подставляем: $${p + q}\\cdot ${br(a)} - ${q}\\cdot ${br(b)} = ${ans}$.`,
      ),
    };
  }),
  template('kvadrat-koeffitsient', 1, 5, (r) => {
    const [k, m] = [R(r, 2, 9), nz(r, -9, 9)];
    const t = `(${k}x ${sgn(m)})^2`;
    return {
      text: bi(
        `$${t}$ ko'phadning standart shaklida $x$ oldidagi koeffitsiyentni toping.`,
        `Найдите коэффициент при $x$ в стандартном виде многочлена $${t}$.`,
      ),
      answer: num(2 * k * m)!,
      distractors: [num(k * m), num(-2 * k * m), num(k * k), num(2 * k + m), num(m * m)],
      expr: `derivative("(${k}*x + ${m > 0 ? m : `(${m})`})^2", "x").evaluate({x: 0})`,
      explanation: bi(
        `$(a + b)^2 = a^2 + 2ab + b^2$: $${t} = ${polyTex([k * k, 2 * k * m, m * m])}$. $x$ oldida $2\\cdot ${k}\\cdot ${br(m)} = ${2 * k * m}$ turadi.`,
        `$(a + b)^2 = a^2 + 2ab + b^2$: $${t} = ${polyTex([k * k, 2 * k * m, m * m])}$. При $x$ стоит $2\\cdot ${k}\\cdot ${br(m)} = ${2 * k * m}$.`,
      ),
    };
  }),
  template('kvadratlar-ayirmasi', 2, 6, (r) => {
    const [a, b] = [R(r, 21, 99), R(r, 11, 89)];
    if (a <= b + 2) return null;
    const byDiff = r() < 0.5;
    const c = byDiff ? a - b : a + b;
    const f = byDiff ? a + b : a - b;
    const t = `\\frac{${a}^2 - ${b}^2}{${c}}`;
    return {
      text: bi(`Hisoblang: $${t}$.`, `Вычислите: $${t}$.`),
      answer: num(f)!,
      distractors: [num(c), num(((a - b) * (a - b)) / c, 2), num(f + c), num(2 * f), num(f - 1)],
      expr: `(${a}^2 - ${b}^2) / ${c}`,
      explanation: bi(
        `$${a}^2 - ${b}^2 = (${a} - ${b})(${a} + ${b}) = ${a - b}\\cdot ${a + b}$. Shuning uchun $${t} = ${f}$.`,
        `$${a}^2 - ${b}^2 = (${a} - ${b})(${a} + ${b}) = ${a - b}\\cdot ${a + b}$. Поэтому $${t} = ${f}$.`,
      ),
    };
  }),
  template('x-plyus-teskari', 2, 6, (r) => {
    const t = pick(r, [-1, 1]) * R(r, 3, 12);
    const ans = t * t - 2;
    return {
      text: bi(
        `$x + \\frac{1}{x} = ${t}$ bo'lsa, $x^2 + \\frac{1}{x^2}$ ning qiymatini toping.`,
        `Найдите значение $x^2 + \\frac{1}{x^2}$, если $x + \\frac{1}{x} = ${t}$.`,
      ),
      answer: num(ans)!,
      distractors: [num(t * t), num(t * t + 2), num(2 * t), num(t * t - 1)],
      expr: `((${t} + sqrt((${t})^2 - 4))/2)^2 + 1/((${t} + sqrt((${t})^2 - 4))/2)^2`,
      explanation: bi(
        `Tenglikni kvadratga oshiramiz: $\\left(x + \\frac{1}{x}\\right)^2 = x^2 + 2 + \\frac{1}{x^2} = ${t * t}$. Demak, $x^2 + \\frac{1}{x^2} = ${t * t} - 2 = ${ans}$.`,
        `Возводим равенство в квадрат: $\\left(x + \\frac{1}{x}\\right)^2 = x^2 + 2 + \\frac{1}{x^2} = ${t * t}$. Значит, $x^2 + \\frac{1}{x^2} = ${t * t} - 2 = ${ans}$.`,
      ),
    };
  }),
  template('kasrni-qisqartirish', 2, 4, (r) => {
    const [a, x] = [R(r, 2, 9), nz(r, -9, 12)];
    if (Math.abs(x) === a || x === 0) return null;
    const t = `\\frac{x^2 - ${a * a}}{x^2 + ${a}x}`;
    const ans = frac(x - a, x);
    return {
      text: bi(`$x = ${x}$ bo'lganda $${t}$ kasrning qiymatini toping.`, `Найдите значение дроби $${t}$ при $x = ${x}$.`),
      answer: ans!,
      distractors: [frac(x + a, x), frac(x - a, x + a), num(x - a), frac(-(x - a), x), frac(x - a + 1, x)],
      expr: `(${br(x)}^2 - ${a * a}) / (${br(x)}^2 + ${a}*${br(x)})`,
      explanation: bi(
        `Surat va maxrajni ko'paytuvchilarga ajratamiz: $${t} = \\frac{(x - ${a})(x + ${a})}{x(x + ${a})} = \\frac{x - ${a}}{x}$. $x = ${x}$ da: $\\frac{${x} - ${a}}{${x}} = ${ans!.tex}$.`,
        `Раскладываем числитель и знаменатель на множители: $${t} = \\frac{(x - ${a})(x + ${a})}{x(x + ${a})} = \\frac{x - ${a}}{x}$. При $x = ${x}$: $\\frac{${x} - ${a}}{${x}} = ${ans!.tex}$.`,
      ),
    };
  }),
  template('kublar-yigindisi', 3, 5, (r) => {
    const [s, p] = [R(r, 2, 9), nz(r, -8, 12)];
    if (s * s <= 4 * p) return null;
    const ans = s ** 3 - 3 * p * s;
    return {
      text: bi(`$a + b = ${s}$ va $ab = ${p}$ bo'lsa, $a^3 + b^3$ ni toping.`, `Найдите $a^3 + b^3$, если $a + b = ${s}$ и $ab = ${p}$.`),
      answer: num(ans)!,
      distractors: [num(s ** 3 - p * s), num(s ** 3 + 3 * p * s), num(s ** 3 - 3 * p), num((s * s - 2 * p) * s), num(s ** 3)],
      expr: `((${s} + sqrt(${s}^2 - 4*${br(p)}))/2)^3 + ((${s} - sqrt(${s}^2 - 4*${br(p)}))/2)^3`,
      explanation: bi(
        `$a^3 + b^3 = (a + b)^3 - 3ab(a + b) = ${s}^3 - 3\\cdot ${br(p)}\\cdot ${s} = ${s ** 3} ${sgn(-3 * p * s)} = ${ans}$.`,
        `$a^3 + b^3 = (a + b)^3 - 3ab(a + b) = ${s}^3 - 3\\cdot ${br(p)}\\cdot ${s} = ${s ** 3} ${sgn(-3 * p * s)} = ${ans}$.`,
      ),
    };
  }),
  template('irratsionallikdan-qutqarish', 3, 4, (r) => {
    const [m, n] = [pick(r, [2, 3, 5, 6, 7, 10, 11]), pick(r, [2, 3, 5, 6, 7, 10, 11])];
    const k = R(r, 1, 4);
    if (m <= n) return null;
    const c = k * (m - n);
    const s = (a: number, _b: number, sign: '+' | '-'): Opt => ({
      tex: a === 1 ? `\\sqrt{${m}} ${sign} \\sqrt{${n}}` : `${a}(\\sqrt{${m}} ${sign} \\sqrt{${n}})`,
      val: `${a}*(sqrt(${m}) ${sign} sqrt(${n}))`,
      key: (a * (Math.sqrt(m) + (sign === '+' ? 1 : -1) * Math.sqrt(n))).toPrecision(10),
    });
    const t = `\\frac{${c}}{\\sqrt{${m}} - \\sqrt{${n}}}`;
    return {
      text: bi(`Maxrajni irratsionallikdan qutqaring: $${t}$.`, `Избавьтесь от иррациональности в знаменателе: $${t}$.`),
      answer: s(k, 1, '+'),
      distractors: [s(k, 1, '-'), s(c, 1, '+'), k > 1 ? s(1, 1, '+') : s(2, 1, '+'), surd(k, m + n), s(k + 1, 1, '+')],
      expr: `${c} / (sqrt(${m}) - sqrt(${n}))`,
      explanation: bi(
        `Surat va maxrajni $\\sqrt{${m}} + \\sqrt{${n}}$ ga ko'paytiramiz: maxraj $(\\sqrt{${m}})^2 - (\\sqrt{${n}})^2 = ${m} - ${n} = ${m - n}$ bo'ladi, natija $\\frac{${c}(\\sqrt{${m}} + \\sqrt{${n}})}{${m - n}} = ${s(k, 1, '+').tex}$.`,
        `Умножаем числитель и знаменатель на $\\sqrt{${m}} + \\sqrt{${n}}$: знаменатель $(\\sqrt{${m}})^2 - (\\sqrt{${n}})^2 = ${m} - ${n} = ${m - n}$, результат $\\frac{${c}(\\sqrt{${m}} + \\sqrt{${n}})}{${m - n}} = ${s(k, 1, '+').tex}$.`,
      ),
    };
  }),
]);

const EQUATIONS_NAME = { uz: 'Tenglamalar, tengsizliklar va ularning sistemalari', ru: 'Уравнения, неравенства и их системы' };
export const equations = topic('tenglama-tengsizlik', EQUATIONS_NAME, 0.14, [
  template('chiziqli-tenglama', 1, 8, (r) => {
    const [a, c, x] = [R(r, 2, 12), nz(r, -9, 9), nz(r, -12, 12)];
    if (a === c) return null;
    const b = nz(r, -20, 20);
    const d = (a - c) * x + b;
    const t = `${polyTex([a, b])} = ${polyTex([c, d])}`;
    return {
      text: bi(`Tenglamani yeching: $${t}$.`, `Решите уравнение: $${t}$.`),
      answer: num(x)!,
      distractors: [frac(d + b, a - c), frac(b - d, a - c), frac(d - b, a + c), num(x + 1), num(-x)],
      expr: `(${d} - ${br(b)}) / (${a} - ${br(c)})`,
      explanation: bi(
        `Noma'lumli hadlarni chapga, sonlarni o'ngga o'tkazamiz (ishorasini almashtirib): $${a}x - ${br(c)}x = ${d} - ${br(b)}$, ya'ni $${a - c}x = ${d - b}$, $x = ${x}$.`,
        `Переносим члены с неизвестным влево, числа вправо (меняя знак): $${a}x - ${br(c)}x = ${d} - ${br(b)}$, то есть $${a - c}x = ${d - b}$, $x = ${x}$.`,
      ),
    };
  }),
  template('chiziqli-tengsizlik', 1, 7, (r) => {
    const a = pick(r, [-1, 1]) * R(r, 2, 7);
    const [b, c] = [nz(r, -20, 20), nz(r, -20, 20)];
    const bound = (c - b) / a;
    if (Number.isInteger(bound) || Math.abs(bound) > 30) return null;
    const t = `${polyTex([a, b])} > ${c}`;
    const pos = a > 0;
    const ans = pos ? Math.floor(bound) + 1 : Math.ceil(bound) - 1;
    const wrong = pos ? Math.ceil(bound) - 1 : Math.floor(bound) + 1; // the sign not reversed
    const bt = frac(c - b, a)!.tex;
    return {
      text: pos
        ? bi(`$${t}$ tengsizlikning eng kichik butun yechimini toping.`, `Найдите наименьшее целое решение неравенства $${t}$.`)
        : bi(`$${t}$ tengsizlikning eng katta butun yechimini toping.`, `Найдите наибольшее целое решение неравенства $${t}$.`),
      answer: num(ans)!,
      distractors: [num(wrong), num(pos ? ans - 1 : ans + 1), num(pos ? ans + 1 : ans - 1), num(-ans)],
      expr: `${pos ? 'min' : 'max'}(filter(-60:60, f(x) = ${a}*x + ${br(b)} > ${c}))`,
      explanation: pos
        ? bi(
            `$${a}x > ${c} - ${br(b)} = ${c - b}$, $x > ${bt}$. Bundan katta eng kichik butun son $${ans}$.`,
            `$${a}x > ${c} - ${br(b)} = ${c - b}$, $x > ${bt}$. Наименьшее целое число больше этого — $${ans}$.`,
          )
        : bi(
            `$${a}x > ${c - b}$. Manfiy songa bo'lganda tengsizlik belgisi teskarisiga o'zgaradi: $x < ${bt}$. Eng katta butun yechim $${ans}$.`,
            `$${a}x > ${c - b}$. При делении на отрицательное число знак неравенства меняется: $x < ${bt}$. Наибольшее целое решение — $${ans}$.`,
          ),
    };
  }),
  template('kvadrat-tenglama', 2, 6, (r) => {
    const [x1, x2] = [nz(r, -9, 9), nz(r, -9, 9)];
    if (x1 === x2 || x1 === -x2) return null;
    const [p, q] = [-(x1 + x2), x1 * x2];
    const t = `${polyTex([1, p, q])} = 0`;
    const [lo, hi] = [Math.min(x1, x2), Math.max(x1, x2)];
    return {
      text: bi(`Tenglamaning ildizlarini toping: $${t}$.`, `Найдите корни уравнения: $${t}$.`),
      answer: pair(num(lo), num(hi))!,
      distractors: [pair(num(-lo), num(-hi)), pair(num(lo), num(-hi)), pair(num(-lo), num(hi)), pair(num(lo + 1), num(hi + 1))],
      expr: `[(-${br(p)} - sqrt(${br(p)}^2 - 4*${br(q)}))/2, (-${br(p)} + sqrt(${br(p)}^2 - 4*${br(q)}))/2]`,
      explanation: bi(
        `Diskriminant: $D = ${br(p)}^2 - 4\\cdot ${br(q)} = ${p * p - 4 * q}$, $\\sqrt{D} = ${hi - lo}$. $x = \\frac{${-p} \\pm ${hi - lo}}{2}$: $x_1 = ${lo}$, $x_2 = ${hi}$. Tekshiruv (Viyet): $x_1 + x_2 = ${-p}$, $x_1 x_2 = ${q}$.`,
        `Дискриминант: $D = ${br(p)}^2 - 4\\cdot ${br(q)} = ${p * p - 4 * q}$, $\\sqrt{D} = ${hi - lo}$. $x = \\frac{${-p} \\pm ${hi - lo}}{2}$: $x_1 = ${lo}$, $x_2 = ${hi}$. Проверка (Виет): $x_1 + x_2 = ${-p}$, $x_1 x_2 = ${q}$.`,
      ),
    };
  }),
  template('tenglamalar-sistemasi', 2, 6, (r) => {
    const [x, y] = [nz(r, -8, 8), nz(r, -8, 8)];
    const [a1, b1, a2, b2] = [R(r, 1, 6), nz(r, -5, 5), R(r, 1, 6), nz(r, -5, 5)];
    const det = a1 * b2 - a2 * b1;
    if (x === y || x === -y || det === 0) return null;
    const [c1, c2] = [a1 * x + b1 * y, a2 * x + b2 * y];
    const eq = (a: number, b: number, c: number) =>
      `${polyTex([a, 0]).replace('x', 'x')} ${sgn(b)
        .replace(/(\d+)$/, '$1y')
        .replace(/ 1y$/, ' y')} = ${c}`;
    const t = `\\begin{cases} ${eq(a1, b1, c1)} \\\\ ${eq(a2, b2, c2)} \\end{cases}`;
    return {
      text: bi(`Tenglamalar sistemasini yeching: $${t}$`, `Решите систему уравнений: $${t}$`),
      answer: pair(num(x), num(y), false)!,
      distractors: [
        pair(num(y), num(x), false),
        pair(num(-x), num(y), false),
        pair(num(x), num(-y), false),
        pair(num(x + 1), num(y - 1), false),
      ],
      expr: `multiply(inv([[${a1}, ${b1}], [${a2}, ${b2}]]), [${c1}, ${c2}])`,
      explanation: bi(
        `Birinchi tenglamani $${a2}$ ga, ikkinchisini $${a1}$ ga ko'paytirib ayiramiz: $(${b1 * a2} - ${br(b2 * a1)})y = ${c1 * a2} - ${br(c2 * a1)}$, $y = ${y}$. Birinchi tenglamaga qo'yamiz: $${a1}x ${sgn(b1 * y)} = ${c1}$, $x = ${x}$. Javob: $(${x};\\ ${y})$.`,
        `Умножаем первое уравнение на $${a2}$, второе на $${a1}$ и вычитаем: $(${b1 * a2} - ${br(b2 * a1)})y = ${c1 * a2} - ${br(c2 * a1)}$, $y = ${y}$. Подставляем в первое: $${a1}x ${sgn(b1 * y)} = ${c1}$, $x = ${x}$. Ответ: $(${x};\\ ${y})$.`,
      ),
    };
  }),
  template('kasr-ratsional-tenglama', 2, 5, (r) => {
    const [c, b, x] = [pick(r, [2, 3, 4, 5, -2, -3]), nz(r, -9, 9), nz(r, -12, 12)];
    if (x === b) return null;
    const a = c * (x - b) - x;
    if (a === 0) return null;
    const t = `\\frac{${polyTex([1, a])}}{${polyTex([1, -b])}} = ${c}`;
    return {
      text: bi(`Tenglamani yeching: $${t}$.`, `Решите уравнение: $${t}$.`),
      answer: num(x)!,
      distractors: [frac(a - c * b, c - 1), frac(a + c * b, c + 1), frac(-(a + c * b), c - 1), num(b), num(x + 1)],
      expr: `(${br(a)} + ${br(c)}*${br(b)}) / (${br(c)} - 1)`,
      explanation: bi(
        `$x \\ne ${b}$ shartida ikkala tomonni $${polyTex([1, -b])}$ ga ko'paytiramiz: $${polyTex([1, a])} = ${c}(${polyTex([1, -b])})$, $${polyTex([1 - c, a + c * b])} = 0$, $x = ${x}$. $x = ${x} \\ne ${b}$, demak bu ildiz.`,
        `При $x \\ne ${b}$ умножаем обе части на $${polyTex([1, -b])}$: $${polyTex([1, a])} = ${c}(${polyTex([1, -b])})$, $${polyTex([1 - c, a + c * b])} = 0$, $x = ${x}$. $x = ${x} \\ne ${b}$, значит, это корень.`,
      ),
    };
  }),
  template('modulli-tenglama', 2, 5, (r) => {
    const [a, b] = [nz(r, -12, 12), R(r, 1, 15)];
    if (a === b || a === -b) return null;
    const t = `|${polyTex([1, -a])}| = ${b}`;
    return {
      text: bi(`$${t}$ tenglama ildizlarining yig'indisini toping.`, `Найдите сумму корней уравнения $${t}$.`),
      answer: num(2 * a)!,
      distractors: [num(a + b), num(-2 * a), num(2 * b), num(a), num(a - b)],
      expr: `(${br(a)} + ${b}) + (${br(a)} - ${b})`,
      explanation: bi(
        `$${polyTex([1, -a])} = ${b}$ yoki $${polyTex([1, -a])} = -${b}$: $x_1 = ${a + b}$, $x_2 = ${a - b}$. Yig'indi $${a + b} + ${br(a - b)} = ${2 * a}$.`,
        `$${polyTex([1, -a])} = ${b}$ или $${polyTex([1, -a])} = -${b}$: $x_1 = ${a + b}$, $x_2 = ${a - b}$. Сумма $${a + b} + ${br(a - b)} = ${2 * a}$.`,
      ),
    };
  }),
  template('irratsional-tenglama', 3, 7, (r) => {
    const [s, b] = [R(r, 2, 7), R(r, -6, 8)];
    const x0 = b + s;
    const a = s * s - x0;
    const other = 2 * b + 1 - x0;
    if (a === 0) return null;
    const t = `\\sqrt{${polyTex([1, a])}} = ${polyTex([1, -b])}`;
    return {
      text: bi(`Tenglamani yeching: $${t}$.`, `Решите уравнение: $${t}$.`),
      answer: num(x0)!,
      distractors: [num(other), num(x0 + other), num(x0 * other), num(x0 + 1)],
      expr: `((2*${br(b)} + 1) + sqrt((2*${br(b)} + 1)^2 - 4*(${br(b)}^2 - ${br(a)})))/2`,
      explanation: bi(
        `Kvadratga oshiramiz ($x \\ge ${b}$ sharti bilan): $${polyTex([1, a])} = (${polyTex([1, -b])})^2$, $${polyTex([1, -(2 * b + 1), b * b - a])} = 0$, $x_1 = ${x0}$, $x_2 = ${other}$. $x_2 = ${other} < ${b}$ da o'ng tomon manfiy, bu chet ildiz; javob $x = ${x0}$.`,
        `Возводим в квадрат (при условии $x \\ge ${b}$): $${polyTex([1, a])} = (${polyTex([1, -b])})^2$, $${polyTex([1, -(2 * b + 1), b * b - a])} = 0$, $x_1 = ${x0}$, $x_2 = ${other}$. При $x_2 = ${other} < ${b}$ правая часть отрицательна — это посторонний корень; ответ $x = ${x0}$.`,
      ),
    };
  }),
  template('kvadrat-tengsizlik', 3, 6, (r) => {
    const [x1, x2] = [R(r, -9, 6), R(r, -6, 12)];
    if (x2 - x1 < 2 || x1 === 0 || x2 === 0) return null;
    const strict = r() < 0.5;
    const [p, q] = [-(x1 + x2), x1 * x2];
    const t = `${polyTex([1, p, q])} ${strict ? '<' : '\\le'} 0`;
    const ans = strict ? x2 - x1 - 1 : x2 - x1 + 1;
    return {
      text: bi(`$${t}$ tengsizlik nechta butun yechimga ega?`, `Сколько целых решений имеет неравенство $${t}$?`),
      answer: num(ans)!,
      distractors: [num(strict ? x2 - x1 + 1 : x2 - x1 - 1), num(x2 - x1), num(Math.abs(x1 + x2)), num(ans + 2)],
      expr: `size(filter(-60:60, f(x) = x^2 + ${br(p)}*x + ${br(q)} ${strict ? '<' : '<='} 0))[1]`,
      explanation: bi(
        `$${polyTex([1, p, q])} = (x ${sgn(-x1)})(x ${sgn(-x2)})$, ildizlar $${x1}$ va $${x2}$. Parabola shoxlari yuqoriga, yechim: $${strict ? `${x1} < x < ${x2}` : `${x1} \\le x \\le ${x2}`}$. Butun sonlar: $${strict ? `${x1 + 1}, \\ldots, ${x2 - 1}` : `${x1}, \\ldots, ${x2}`}$, jami $${ans}$ ta.`,
        `$${polyTex([1, p, q])} = (x ${sgn(-x1)})(x ${sgn(-x2)})$, корни $${x1}$ и $${x2}$. Ветви параболы направлены вверх, решение: $${strict ? `${x1} < x < ${x2}` : `${x1} \\le x \\le ${x2}`}$. Целые числа: $${strict ? `${x1 + 1}, \\ldots, ${x2 - 1}` : `${x1}, \\ldots, ${x2}`}$, всего $${ans}$.`,
      ),
    };
  }),
]);
