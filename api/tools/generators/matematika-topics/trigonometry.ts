// Topics 7–8: trigonometry; logarithms, exponential and logarithmic equations.
import { randInt as R, pick } from '../generate';
import { bi, br, frac, num, piOpt, polyTex, sgn, template, topic, FIRST_TRIPLES } from '../bank';

const nz = (r: () => number, a: number, b: number) => {
  for (;;) {
    const x = R(r, a, b);
    if (x !== 0) return x;
  }
};

/** Angles whose value is rational: [TeX function, mathjs function, degrees, value as n/d]. */
const RATIONAL: [string, string, number, number, number][] = [
  ['\\sin', 'sin', 30, 1, 2],
  ['\\cos', 'cos', 60, 1, 2],
  ['\\operatorname{tg}', 'tan', 45, 1, 1],
  ['\\operatorname{ctg}', 'cot', 45, 1, 1],
  ['\\cos', 'cos', 0, 1, 1],
  ['\\sin', 'sin', 90, 1, 1],
  ['\\cos', 'cos', 180, -1, 1],
  ['\\sin', 'sin', 270, -1, 1],
  ['\\cos', 'cos', 120, -1, 2],
  ['\\sin', 'sin', 150, 1, 2],
  ['\\sin', 'sin', 210, -1, 2],
];

const TRIPLES: [number, number, number][] = [...FIRST_TRIPLES, [12, 35, 37]];

const TRIGONOMETRY_NAME = { uz: 'Trigonometriya', ru: 'Тригонометрия' };
export const trigonometry = topic('trigonometriya', TRIGONOMETRY_NAME, 0.08, [
  template('jadval-qiymatlari', 1, 6, (r) => {
    const picks = [pick(r, RATIONAL), pick(r, RATIONAL), pick(r, RATIONAL)];
    if (new Set(picks.map((p) => p[0] + p[2])).size < 3) return null;
    const ks = [R(r, 1, 8), nz(r, -6, 6), nz(r, -5, 5)];
    const sum = (f: (p: (typeof picks)[number]) => [number, number]) => {
      let n = 0;
      let d = 1;
      picks.forEach((p, i) => {
        const [a, b] = f(p);
        n = n * b + ks[i] * a * d;
        d *= b;
      });
      return frac(n, d);
    };
    const ans = sum((p) => [p[3], p[4]]);
    const term = (p: (typeof picks)[number], k: number, first: boolean) =>
      `${first ? (k === 1 ? '' : k === -1 ? '-' : k) : k < 0 ? `- ${k === -1 ? '' : -k}` : `+ ${k === 1 ? '' : k}`}${p[0]} ${p[2]}^\\circ`;
    const t = picks.map((p, i) => term(p, ks[i], i === 0)).join(' ');
    const vals = picks
      .map((p, i) => `${ks[i] < 0 || i === 0 ? '' : '+ '}${ks[i]}\\cdot ${frac(p[3], p[4])!.tex.replace(/^-(.*)$/, '\\left(-$1\\right)')}`)
      .join(' ');
    return {
      text: bi(`Hisoblang: $${t}$.`, `Вычислите: $${t}$.`),
      answer: ans!,
      distractors: [
        sum((p) => [Math.abs(p[3]), p[4]]),
        sum((p) => [p[3], 1]),
        sum((p) => [p[3] * p[4] === 2 ? 1 : p[3], p[4] === 2 ? 1 : 1]),
        frac(ans!.key === '0' ? 1 : 2 * Number(ans!.key) * 2, 2),
        sum((p) => [-p[3], p[4]]),
      ],
      expr: picks.map((p, i) => `${br(ks[i])}*${p[1]}(${p[2]} deg)`).join(' + '),
      explanation: bi(
        `Jadval qiymatlari: ${picks.map((p) => `$${p[0]} ${p[2]}^\\circ = ${frac(p[3], p[4])!.tex}$`).join(', ')}. Demak, $${vals} = ${ans!.tex}$.`,
        `Табличные значения: ${picks.map((p) => `$${p[0]} ${p[2]}^\\circ = ${frac(p[3], p[4])!.tex}$`).join(', ')}. Значит, $${vals} = ${ans!.tex}$.`,
      ),
    };
  }),
  template('gradus-radian', 1, 4, (r) => {
    const deg = pick(r, [15, 18, 20, 36, 40, 72, 105, 135, 150, 210, 225, 240, 300, 315, 330]);
    const ans = piOpt(deg, 180)!;
    return {
      text: bi(`$${deg}^\\circ$ ni radianlarda ifodalang.`, `Выразите $${deg}^\\circ$ в радианах.`),
      answer: ans,
      distractors: [piOpt(180, deg), piOpt(deg, 360), piOpt(deg, 90), piOpt(deg + 30, 180)],
      expr: `${deg} deg / (1 rad)`,
      explanation: bi(
        `$180^\\circ = \\pi$ radian, shuning uchun $${deg}^\\circ = \\frac{${deg}}{180}\\pi = ${ans.tex}$.`,
        `$180^\\circ = \\pi$ радиан, поэтому $${deg}^\\circ = \\frac{${deg}}{180}\\pi = ${ans.tex}$.`,
      ),
    };
  }),
  template('asosiy-ayniyat', 2, 8, (r) => {
    const [a, b, c] = pick(r, TRIPLES);
    const [p, q] = r() < 0.5 ? [a, b] : [b, a];
    const quadrant = pick(r, [2, 3, 4]);
    const askCos = r() < 0.5;
    // given sin (quadrant 2 or 3) or cos (quadrant 4 or 2); the asked value's sign by the quadrant
    const sinSign = quadrant === 2 ? 1 : -1;
    const cosSign = quadrant === 4 ? 1 : -1;
    const given = askCos ? sinSign * p : cosSign * p;
    const sign = askCos ? cosSign : sinSign;
    const range = {
      2: '\\frac{\\pi}{2} < \\alpha < \\pi',
      3: '\\pi < \\alpha < \\frac{3\\pi}{2}',
      4: '\\frac{3\\pi}{2} < \\alpha < 2\\pi',
    }[quadrant]!;
    const g = askCos ? '\\sin' : '\\cos';
    const w = askCos ? '\\cos' : '\\sin';
    const ans = frac(sign * q, c)!;
    return {
      text: bi(
        `$${g}\\alpha = ${frac(given, c)!.tex}$ va $${range}$ bo'lsa, $${w}\\alpha$ ni toping.`,
        `Найдите $${w}\\alpha$, если $${g}\\alpha = ${frac(given, c)!.tex}$ и $${range}$.`,
      ),
      answer: ans,
      distractors: [frac(-sign * q, c), frac(sign * p, q), frac(-sign * p, q), frac(sign * (c - p), c)],
      expr: `${sign}*sqrt(1 - (${given}/${c})^2)`,
      explanation: bi(
        `$${w}^2\\alpha = 1 - ${g}^2\\alpha = 1 - \\frac{${p * p}}{${c * c}} = \\frac{${q * q}}{${c * c}}$, $|${w}\\alpha| = \\frac{${q}}{${c}}$. Berilgan chorakda $${w}\\alpha$ ${sign > 0 ? 'musbat' : 'manfiy'}, demak $${w}\\alpha = ${ans.tex}$.`,
        `$${w}^2\\alpha = 1 - ${g}^2\\alpha = 1 - \\frac{${p * p}}{${c * c}} = \\frac{${q * q}}{${c * c}}$, $|${w}\\alpha| = \\frac{${q}}{${c}}$. В данной четверти $${w}\\alpha$ ${sign > 0 ? 'положителен' : 'отрицателен'}, значит $${w}\\alpha = ${ans.tex}$.`,
      ),
    };
  }),
  template('ikkilangan-burchak', 2, 8, (r) => {
    const [a, , c] = pick(r, TRIPLES);
    const p = pick(r, [a, TRIPLES.find((t) => t[2] === c)![1]]) * (r() < 0.3 ? -1 : 1);
    const ans = frac(c * c - 2 * p * p, c * c)!;
    return {
      text: bi(
        `$\\sin\\alpha = ${frac(p, c)!.tex}$ bo'lsa, $\\cos 2\\alpha$ ni toping.`,
        `Найдите $\\cos 2\\alpha$, если $\\sin\\alpha = ${frac(p, c)!.tex}$.`,
      ),
      answer: ans,
      distractors: [
        frac(2 * p * p - c * c, c * c),
        frac(c * c - p * p, c * c),
        frac(c - 2 * p, c),
        frac(c * c - 4 * p * p, c * c),
        frac(2 * p, c),
      ],
      expr: `cos(2*asin(${p}/${c}))`,
      explanation: bi(
        `$\\cos 2\\alpha = 1 - 2\\sin^2\\alpha = 1 - 2\\cdot \\frac{${p * p}}{${c * c}} = \\frac{${c * c} - ${2 * p * p}}{${c * c}} = ${ans.tex}$.`,
        `$\\cos 2\\alpha = 1 - 2\\sin^2\\alpha = 1 - 2\\cdot \\frac{${p * p}}{${c * c}} = \\frac{${c * c} - ${2 * p * p}}{${c * c}} = ${ans.tex}$.`,
      ),
    };
  }),
  template('eng-kichik-musbat-ildiz', 3, 5, (r) => {
    const [ft, fm, vt, vm, n, d] = pick(r, [
      ['\\sin', 'asin', '\\frac{1}{2}', '1/2', 1, 6],
      ['\\cos', 'acos', '\\frac{1}{2}', '1/2', 1, 3],
      ['\\operatorname{tg}', 'atan', '1', '1', 1, 4],
      ['\\sin', 'asin', '\\frac{\\sqrt{2}}{2}', 'sqrt(2)/2', 1, 4],
      ['\\cos', 'acos', '\\frac{\\sqrt{3}}{2}', 'sqrt(3)/2', 1, 6],
      ['\\operatorname{tg}', 'atan', '\\sqrt{3}', 'sqrt(3)', 1, 3],
      ['\\sin', 'asin', '\\frac{\\sqrt{3}}{2}', 'sqrt(3)/2', 1, 3],
    ] as [string, string, string, string, number, number][]);
    const k = R(r, 2, 6);
    const ans = piOpt(n, d * k)!;
    const other = ft === '\\sin' ? piOpt(d - n, d * k) : ft === '\\cos' ? piOpt(2 * d - n, d * k) : piOpt(n + d, d * k);
    return {
      text: bi(
        `$${ft} ${k}x = ${vt}$ tenglamaning eng kichik musbat ildizini toping.`,
        `Найдите наименьший положительный корень уравнения $${ft} ${k}x = ${vt}$.`,
      ),
      answer: ans,
      distractors: [piOpt(n, d), piOpt(n * k, d), other, piOpt(2 * n, d * k)],
      expr: `${fm}(${vm}) / ${k}`,
      explanation: bi(
        `$${k}x$ ning eng kichik musbat qiymati $${fm === 'asin' ? '\\arcsin' : fm === 'acos' ? '\\arccos' : '\\operatorname{arctg}'} ${vt} = ${piOpt(n, d)!.tex}$, shuning uchun $x = ${piOpt(n, d)!.tex} : ${k} = ${ans.tex}$.`,
        `Наименьшее положительное значение $${k}x$ равно $${fm === 'asin' ? '\\arcsin' : fm === 'acos' ? '\\arccos' : '\\operatorname{arctg}'} ${vt} = ${piOpt(n, d)!.tex}$, поэтому $x = ${piOpt(n, d)!.tex} : ${k} = ${ans.tex}$.`,
      ),
    };
  }),
  template('tangens-yigindisi', 3, 4, (r) => {
    const [a, b] = [nz(r, -4, 5), nz(r, -3, 4)];
    if (a * b === 1 || a === b || a + b === 0) return null;
    const ans = frac(a + b, 1 - a * b)!;
    return {
      text: bi(
        `$\\operatorname{tg}\\alpha = ${a}$, $\\operatorname{tg}\\beta = ${b}$ bo'lsa, $\\operatorname{tg}(\\alpha + \\beta)$ ni toping.`,
        `Найдите $\\operatorname{tg}(\\alpha + \\beta)$, если $\\operatorname{tg}\\alpha = ${a}$, $\\operatorname{tg}\\beta = ${b}$.`,
      ),
      answer: ans,
      distractors: [num(a + b), frac(a + b, 1 + a * b), frac(a - b, 1 + a * b), num(a * b), frac(-(a + b), 1 - a * b)],
      expr: `tan(atan(${a}) + atan(${b}))`,
      explanation: bi(
        `$\\operatorname{tg}(\\alpha + \\beta) = \\frac{\\operatorname{tg}\\alpha + \\operatorname{tg}\\beta}{1 - \\operatorname{tg}\\alpha\\operatorname{tg}\\beta} = \\frac{${a} ${sgn(b)}}{1 - ${br(a)}\\cdot ${br(b)}} = ${ans.tex}$.`,
        `$\\operatorname{tg}(\\alpha + \\beta) = \\frac{\\operatorname{tg}\\alpha + \\operatorname{tg}\\beta}{1 - \\operatorname{tg}\\alpha\\operatorname{tg}\\beta} = \\frac{${a} ${sgn(b)}}{1 - ${br(a)}\\cdot ${br(b)}} = ${ans.tex}$.`,
      ),
    };
  }),
]);

const LOGARITHMS_NAME = {
  uz: "Logarifmlar, ko'rsatkichli va logarifmik tenglamalar",
  ru: 'Логарифмы, показательные и логарифмические уравнения',
};
export const logarithms = topic('logarifmlar', LOGARITHMS_NAME, 0.07, [
  template('logarifm-qiymati', 1, 5, (r) => {
    const b = pick(r, [2, 3, 4, 5, 6, 7, 10]);
    const k = R(r, 2, b === 2 ? 9 : 5);
    const n = b ** k;
    if (n > 100000) return null;
    return {
      text: bi(`Hisoblang: $\\log_{${b}} ${n}$.`, `Вычислите: $\\log_{${b}} ${n}$.`),
      answer: num(k)!,
      distractors: [num(n / b), num(k + 1), num(k - 1), num(b * k)],
      expr: `log(${n}, ${b})`,
      explanation: bi(
        `$${b}^{${k}} = ${n}$, shuning uchun $\\log_{${b}} ${n} = ${k}$ (logarifm — asosni qaysi darajaga ko'tarish kerakligini ko'rsatadi).`,
        `$${b}^{${k}} = ${n}$, поэтому $\\log_{${b}} ${n} = ${k}$ (логарифм — показатель степени, в которую нужно возвести основание).`,
      ),
    };
  }),
  template('oddiy-logarifmik-tenglama', 1, 4, (r) => {
    const [k, n, m] = [pick(r, [2, 3, 4, 5]), R(r, 1, 4), nz(r, -9, 9)];
    if (k ** n > 300 || k === n) return null;
    const t = `\\log_{${k}}(${polyTex([1, -m])}) = ${n}`;
    return {
      text: bi(`Tenglamani yeching: $${t}$.`, `Решите уравнение: $${t}$.`),
      answer: num(k ** n + m)!,
      distractors: [num(k ** n - m), num(n ** k + m), num(k * n + m), num(k ** n)],
      expr: `${k}^${n} + ${br(m)}`,
      explanation: bi(
        `Logarifm ta'rifiga ko'ra $${polyTex([1, -m])} = ${k}^{${n}} = ${k ** n}$, $x = ${k ** n + m}$ ($x ${sgn(-m)} > 0$ sharti bajariladi).`,
        `По определению логарифма $${polyTex([1, -m])} = ${k}^{${n}} = ${k ** n}$, $x = ${k ** n + m}$ (условие $x ${sgn(-m)} > 0$ выполнено).`,
      ),
    };
  }),
  template('logarifmlar-yigindisi', 2, 6, (r) => {
    const a = pick(r, [2, 3, 6, 10, 12, 15]);
    const k = R(r, 2, a <= 3 ? 6 : 3);
    const total = a ** k;
    const divisors = [] as number[];
    for (let m = 2; m * m < total; m++) if (total % m === 0 && m !== a) divisors.push(m);
    if (!divisors.length) return null;
    const m = pick(r, divisors);
    const n = total / m;
    return {
      text: bi(`Hisoblang: $\\log_{${a}} ${m} + \\log_{${a}} ${n}$.`, `Вычислите: $\\log_{${a}} ${m} + \\log_{${a}} ${n}$.`),
      answer: num(k)!,
      distractors: [num(k + 1), num(k - 1), num(total), num(2 * k), num(m + n)],
      expr: `log(${m}, ${a}) + log(${n}, ${a})`,
      explanation: bi(
        `Asoslari bir xil logarifmlar yig'indisi ko'paytmaning logarifmiga teng: $\\log_{${a}} (${m}\\cdot ${n}) = \\log_{${a}} ${total} = ${k}$, chunki $${a}^{${k}} = ${total}$.`,
        `Сумма логарифмов с одинаковым основанием равна логарифму произведения: $\\log_{${a}} (${m}\\cdot ${n}) = \\log_{${a}} ${total} = ${k}$, так как $${a}^{${k}} = ${total}$.`,
      ),
    };
  }),
  template('ko-rsatkichli-tenglama', 2, 6, (r) => {
    const [a, k, p] = [pick(r, [2, 3, 5]), R(r, 2, 6), nz(r, -5, 5)];
    const c = a ** k;
    if (c > 3125) return null;
    const inv = r() < 0.4;
    const base = inv ? `\\left(\\frac{1}{${a}}\\right)` : `${a}`;
    const x = inv ? -k - p : k - p;
    const t = `${base}^{${polyTex([1, p])}} = ${c}`;
    return {
      text: bi(`Tenglamani yeching: $${t}$.`, `Решите уравнение: $${t}$.`),
      answer: num(x)!,
      distractors: [num(inv ? k - p : -k - p), num(p - k), num(k + p), num(k), num(x + 1)],
      expr: `log(${c}, ${inv ? `1/${a}` : a}) - ${br(p)}`,
      explanation: inv
        ? bi(
            `$${c} = ${a}^{${k}} = \\left(\\frac{1}{${a}}\\right)^{${-k}}$. Asoslar teng, demak ko'rsatkichlar teng: $${polyTex([1, p])} = ${-k}$, $x = ${x}$.`,
            `$${c} = ${a}^{${k}} = \\left(\\frac{1}{${a}}\\right)^{${-k}}$. Основания равны, значит равны показатели: $${polyTex([1, p])} = ${-k}$, $x = ${x}$.`,
          )
        : bi(
            `$${c} = ${a}^{${k}}$. Asoslar teng, demak ko'rsatkichlar teng: $${polyTex([1, p])} = ${k}$, $x = ${x}$.`,
            `$${c} = ${a}^{${k}}$. Основания равны, значит равны показатели: $${polyTex([1, p])} = ${k}$, $x = ${x}$.`,
          ),
    };
  }),
  template('logarifmik-kvadrat', 3, 5, (r) => {
    const a = pick(r, [2, 3]);
    const [i, j] = [R(r, 1, a === 2 ? 5 : 3), R(r, 0, a === 2 ? 4 : 2)];
    const x0 = a ** i;
    const c = x0 - a ** j;
    if (c <= 0) return null;
    const k = i + j;
    const t = `\\log_{${a}} x + \\log_{${a}}(x - ${c}) = ${k}`;
    const other = c - x0;
    return {
      text: bi(`Tenglamani yeching: $${t}$.`, `Решите уравнение: $${t}$.`),
      answer: num(x0)!,
      distractors: [num(other), num(x0 - c), num(a ** k), num(x0 + other === 0 ? x0 + 1 : x0 + other), num(x0 * 2)],
      expr: `(${c} + sqrt(${c}^2 + 4*${a}^${k}))/2`,
      explanation: bi(
        `Aniqlanish sohasi: $x > ${c}$. $\\log_{${a}} (x(x - ${c})) = ${k}$, $x^2 - ${c}x - ${a ** k} = 0$, $x_1 = ${x0}$, $x_2 = ${other}$. $x_2 = ${other}$ aniqlanish sohasiga kirmaydi, javob $x = ${x0}$.`,
        `Область определения: $x > ${c}$. $\\log_{${a}} (x(x - ${c})) = ${k}$, $x^2 - ${c}x - ${a ** k} = 0$, $x_1 = ${x0}$, $x_2 = ${other}$. $x_2 = ${other}$ не входит в область определения, ответ $x = ${x0}$.`,
      ),
    };
  }),
  template('ko-rsatkichli-kvadrat', 3, 4, (r) => {
    const a = pick(r, [2, 3]);
    const [i, j] = [R(r, 0, a === 2 ? 5 : 3), R(r, 1, a === 2 ? 5 : 3)];
    if (i >= j) return null;
    const [m, n] = [a ** i + a ** j, a ** (i + j)];
    const t = `${a * a}^x - ${m}\\cdot ${a}^x + ${n} = 0`;
    return {
      text: bi(`$${t}$ tenglama ildizlarining yig'indisini toping.`, `Найдите сумму корней уравнения $${t}$.`),
      answer: num(i + j)!,
      distractors: [num(m), num(i * j), num(i + j + 1), num(n), num(j - i)],
      expr: `log((${m} - sqrt(${m}^2 - 4*${n}))/2, ${a}) + log((${m} + sqrt(${m}^2 - 4*${n}))/2, ${a})`,
      explanation: bi(
        `$${a}^x = t > 0$ deb olamiz: $t^2 - ${m}t + ${n} = 0$, $t_1 = ${a ** i}$, $t_2 = ${a ** j}$. $${a}^x = ${a ** i}$ dan $x = ${i}$, $${a}^x = ${a ** j}$ dan $x = ${j}$. Yig'indi $${i + j}$.`,
        `Пусть $${a}^x = t > 0$: $t^2 - ${m}t + ${n} = 0$, $t_1 = ${a ** i}$, $t_2 = ${a ** j}$. Из $${a}^x = ${a ** i}$ $x = ${i}$, из $${a}^x = ${a ** j}$ $x = ${j}$. Сумма $${i + j}$.`,
      ),
    };
  }),
]);
