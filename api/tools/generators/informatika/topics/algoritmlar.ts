// Topic 4: algorithms and executors — tracing linear, branching and loop programs (Python), counting
// iterations, executor programs. Each check recomputes the result arithmetically from the program's
// data (a sum formula, a count formula, the composed commands), never from a trace.
import { bi, onProgram, pick, randInt, whole, template, topic } from '../bank';
import { ruNoun } from '../../generate';

const ASK = { uz: 'Dastur bajarilgandan soʻng ekranga nima chiqadi?', ru: 'Что будет выведено на экран после выполнения программы?' };

const ALGORITMLAR_NAME = { uz: 'Algoritmlar va ijrochilar', ru: 'Алгоритмы и исполнители' };
export const algoritmlar = topic('algoritmlar', ALGORITMLAR_NAME, 0.15, [
  template('linear', 1, 6, (rng) => {
    const x = randInt(rng, 2, 20);
    const y = randInt(rng, 2, 20);
    const k = randInt(rng, 2, 5);
    const a1 = x * k - y;
    const b1 = a1 + y;
    const lines = [`a = ${x}`, `b = ${y}`, `a = a * ${k} - b`, `b = a + b`, `print(b)`];
    return {
      text: onProgram(ASK, lines, 'Quyidagi chiziqli algoritm (Python) berilgan. ', 'Дан линейный алгоритм (Python). '),
      answer: whole(b1),
      distractors: [whole(a1), whole(x * k + y), whole(x * (k - y) + y), whole(b1 + y), whole(x + y)],
      expr: `(${x}*${k} - ${y}) + ${y}`,
      explanation: bi(
        `a = ${x} · ${k} − ${y} = ${a1}, soʻng b = ${a1} + ${y} = ${b1}. b ning yangi qiymati a ning yangilangan qiymatidan hisoblanadi.`,
        `a = ${x} · ${k} − ${y} = ${a1}, затем b = ${a1} + ${y} = ${b1}. Новое b вычисляется по уже изменённому a.`,
      ),
    };
  }),
  template('branch', 1, 5, (rng) => {
    const x = randInt(rng, 1, 40);
    const y = randInt(rng, 1, 40);
    const c = randInt(rng, 2, 9);
    if (x === y) return null;
    const z = x > y ? x - y : (y - x) * c;
    const other = x > y ? (x - y) * c : y - x;
    const lines = [`x = ${x}`, `y = ${y}`, `if x > y:`, `    z = x - y`, `else:`, `    z = (y - x) * ${c}`, `print(z)`];
    return {
      text: onProgram(ASK, lines, 'Tarmoqlanuvchi algoritm (Python). ', 'Разветвляющийся алгоритм (Python). '),
      answer: whole(z),
      distractors: [whole(other), whole(x - y < 0 ? (x - y) * -1 + c : x - y + c), whole(z + c), whole(x + y)],
      expr: `${x} > ${y} ? ${x} - ${y} : (${y} - ${x}) * ${c}`,
      explanation: bi(
        `Shart ${x} > ${y} ${x > y ? 'rost' : 'yolgʻon'}, shuning uchun ${x > y ? `z = ${x} − ${y}` : `z = (${y} − ${x}) · ${c}`} = ${z}.`,
        `Условие ${x} > ${y} ${x > y ? 'истинно' : 'ложно'}, поэтому ${x > y ? `z = ${x} − ${y}` : `z = (${y} − ${x}) · ${c}`} = ${z}.`,
      ),
    };
  }),
  template('range-count', 1, 4, (rng) => {
    const a = randInt(rng, 0, 10);
    const b = a + randInt(rng, 5, 30);
    const s = pick(rng, [1, 2, 3]);
    const n = Math.ceil((b - a) / s);
    const lines = [`k = 0`, s === 1 ? `for i in range(${a}, ${b}):` : `for i in range(${a}, ${b}, ${s}):`, `    k = k + 1`, `print(k)`];
    return {
      text: onProgram(
        bi(
          "Sikl tanasi necha marta bajariladi, ya'ni dastur qanday k ni chiqaradi?",
          'Сколько раз выполнится тело цикла, то есть какое k выведет программа?',
        ),
        lines,
      ),
      answer: whole(n),
      distractors: [whole(Math.floor((b - a) / s) + 1), whole(n + 1), whole(n - 1), whole(b - a), whole(b)],
      expr: `ceil((${b} - ${a}) / ${s})`,
      explanation: bi(
        `range(${a}, ${b}${s === 1 ? '' : `, ${s}`}) ${a} dan boshlab ${s} qadam bilan ${b} gacha (${b} kirmaydi) sonlarni beradi: ularning soni $\\lceil (${b} - ${a}) / ${s} \\rceil = ${n}$.`,
        `range(${a}, ${b}${s === 1 ? '' : `, ${s}`}) даёт числа от ${a} с шагом ${s} до ${b} (${b} не входит): их $\\lceil (${b} - ${a}) / ${s} \\rceil = ${n}$.`,
      ),
    };
  }),
  template('range-sum', 2, 6, (rng) => {
    const a = randInt(rng, 1, 15);
    const b = a + randInt(rng, 4, 25);
    const s = ((a + b - 1) * (b - a)) / 2;
    const lines = [`s = 0`, `for i in range(${a}, ${b}):`, `    s = s + i`, `print(s)`];
    return {
      text: onProgram(ASK, lines),
      answer: whole(s),
      distractors: [whole(s + b), whole(s - a), whole(s + b - a), whole(b - a)],
      expr: `(${a} + ${b} - 1) * (${b} - ${a}) / 2`,
      explanation: bi(
        `i ${a} dan ${b - 1} gacha qiymat oladi (${b} kirmaydi). Arifmetik progressiya yigʻindisi: $\\frac{(${a} + ${b - 1}) \\cdot ${b - a}}{2} = ${s}$.`,
        `i принимает значения от ${a} до ${b - 1} (${b} не входит). Сумма арифметической прогрессии: $\\frac{(${a} + ${b - 1}) \\cdot ${b - a}}{2} = ${s}$.`,
      ),
    };
  }),
  template('digit-count', 2, 5, (rng) => {
    const d = pick(rng, [2, 3, 10]);
    const n = randInt(rng, 20, 5000);
    let k = 0;
    for (let x = n; x > 0; x = Math.floor(x / d)) k++;
    // no exact powers near n: log's rounding must not matter to the check
    if (d ** (k - 1) === n || d ** k === n + 1) return null;
    const lines = [`x = ${n}`, `k = 0`, `while x > 0:`, `    x = x // ${d}`, `    k = k + 1`, `print(k)`];
    return {
      text: onProgram(ASK, lines),
      answer: whole(k),
      distractors: [whole(k - 1), whole(k + 1), whole(Math.floor(n / d)), whole(k + 2)],
      expr: `floor(log(${n}, ${d})) + 1`,
      explanation: bi(
        `Har bir qadamda x ${d} ga butun boʻlinadi; sikl x = 0 boʻlguncha ${k} marta bajariladi — bu ${n} ning ${d} lik sanoq sistemasidagi raqamlari soni: $${d}^{${k - 1}} \\le ${n} < ${d}^{${k}}$.`,
        `На каждом шаге x делится нацело на ${d}; цикл выполняется ${k} ${ruNoun(k, ['раз', 'раза', 'раз'])}, пока x не станет 0, — это число цифр ${n} в системе с основанием ${d}: $${d}^{${k - 1}} \\le ${n} < ${d}^{${k}}$.`,
      ),
    };
  }),
  template('subtract-loop', 2, 6, (rng) => {
    const n = randInt(rng, 30, 300);
    const m = randInt(rng, 3, 25);
    const s = randInt(rng, 3, 15);
    if (n < m) return null;
    const k = Math.floor((n - m) / s) + 1;
    const lines = [`x = ${n}`, `k = 0`, `while x >= ${m}:`, `    x = x - ${s}`, `    k = k + 1`, `print(k)`];
    return {
      text: onProgram(ASK, lines),
      answer: whole(k),
      distractors: [whole(k - 1), whole(k + 1), whole(Math.floor(n / s)), whole(n - k * s)],
      expr: `floor((${n} - ${m}) / ${s}) + 1`,
      explanation: bi(
        `x ${n}, ${n - s}, … qiymatlarni oladi; sikl x ≥ ${m} boʻlgan har bir qiymatda bajariladi: $\\lfloor (${n} - ${m}) / ${s} \\rfloor + 1 = ${k}$ marta (oxirgi x = ${n - k * s}).`,
        `x принимает значения ${n}, ${n - s}, …; цикл выполняется при каждом x ≥ ${m}: $\\lfloor (${n} - ${m}) / ${s} \\rfloor + 1 = ${k}$ ${ruNoun(k, ['раз', 'раза', 'раз'])} (в конце x = ${n - k * s}).`,
      ),
    };
  }),
  template('executor', 2, 6, (rng) => {
    const add = randInt(rng, 1, 5);
    const mul = randInt(rng, 2, 4);
    const x = randInt(rng, 1, 9);
    const prog = Array.from({ length: 5 }, () => pick(rng, ['1', '2'])).join('');
    if (!prog.includes('1') || !prog.includes('2')) return null;
    const run = (p: string, v: number) => [...p].reduce((acc, c) => (c === '1' ? acc + add : acc * mul), v);
    let expr = `${x}`;
    for (const c of prog) expr = c === '1' ? `(${expr} + ${add})` : `(${expr} * ${mul})`;
    const result = run(prog, x);
    const steps: number[] = [];
    [...prog].reduce((acc, c) => {
      const next = c === '1' ? acc + add : acc * mul;
      steps.push(next);
      return next;
    }, x);
    return {
      text: bi(
        `"Hisobchi" ijrochisining ikki buyrugʻi bor: 1 — ${add} ni qoʻshish, 2 — ${mul} ga koʻpaytirish. ${x} soniga ${prog} dasturi qoʻllanganda qanday son hosil boʻladi?`,
        `У исполнителя «Вычислитель» две команды: 1 — прибавить ${add}, 2 — умножить на ${mul}. Какое число получится из числа ${x} по программе ${prog}?`,
      ),
      answer: whole(result),
      distractors: [
        whole(run([...prog].reverse().join(''), x)),
        whole(run(prog.slice(0, 4), x)),
        whole(run(prog.replace(/1/g, 'x').replace(/2/g, '1').replace(/x/g, '2'), x)),
        whole(result + add),
      ],
      expr,
      explanation: bi(
        `Buyruqlar chapdan oʻngga bajariladi: ${x} → ${steps.join(' → ')}. Natija ${result}.`,
        `Команды выполняются слева направо: ${x} → ${steps.join(' → ')}. Результат ${result}.`,
      ),
    };
  }),
  template('nested-loops', 3, 6, (rng) => {
    const n = randInt(rng, 3, 12);
    const m = n + randInt(rng, 0, 10);
    const c = n * m - (n * (n - 1)) / 2;
    const lines = [`c = 0`, `for i in range(1, ${n + 1}):`, `    for j in range(i, ${m + 1}):`, `        c = c + 1`, `print(c)`];
    return {
      text: onProgram(ASK, lines, 'Ichma-ich sikllar. ', 'Вложенные циклы. '),
      answer: whole(c),
      distractors: [whole(n * m), whole(c - n), whole(n * (m + 1)), whole(c + n)],
      expr: `${n}*${m} - ${n}*(${n} - 1)/2`,
      explanation: bi(
        `i-qadamda ichki sikl ${m} − i + 1 marta bajariladi. Yigʻindi $\\sum_{i=1}^{${n}} (${m} - i + 1) = ${n}\\cdot ${m} - \\frac{${n}\\cdot ${n - 1}}{2} = ${c}$.`,
        `При данном i внутренний цикл выполняется ${m} − i + 1 раз. Сумма $\\sum_{i=1}^{${n}} (${m} - i + 1) = ${n}\\cdot ${m} - \\frac{${n}\\cdot ${n - 1}}{2} = ${c}$.`,
      ),
    };
  }),
  template('min-commands', 3, 6, (rng) => {
    const n = randInt(rng, 20, 500);
    const b = n.toString(2);
    const ones = [...b].filter((x) => x === '1').length;
    const k = b.length - 1 + ones - 1;
    const popcount = Array.from({ length: b.length }, (_, i) => `mod(floor(${n}/2^${i}),2)`).join('+');
    return {
      text: bi(
        `Ijrochining ikki buyrugʻi bor: "1 qoʻsh" va "2 ga koʻpaytir". 1 sonidan ${n} sonini olish uchun eng kamida nechta buyruq kerak?`,
        `У исполнителя две команды: «прибавь 1» и «умножь на 2». За какое наименьшее число команд можно получить из числа 1 число ${n}?`,
      ),
      answer: whole(k),
      distractors: [whole(k + 1), whole(k - 1), whole(b.length - 1), whole(n - 1)],
      expr: `floor(log2(${n})) + (${popcount}) - 1`,
      explanation: bi(
        `${n} = $${b}_2$. Birinchi 1 dan keyingi har bir raqam — "2 ga koʻpaytir" (${b.length - 1} ta), har bir keyingi birlik — yana "1 qoʻsh" (${ones - 1} ta): jami ${k} ta buyruq.`,
        `${n} = $${b}_2$. Каждая цифра после первой единицы — команда «умножь на 2» (их ${b.length - 1}), каждая следующая единица — ещё «прибавь 1» (их ${ones - 1}); всего команд: ${k}.`,
      ),
    };
  }),
]);
