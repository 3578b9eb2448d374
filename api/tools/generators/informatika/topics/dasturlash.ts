// Topic 5: programming — integer division and remainder, operator precedence, digits of a number,
// arrays (lists) and strings, recursion. Checks use mathjs's floor/mod, element-wise operations on
// the list written out, equalText on the letters of a string, and closed formulas for recursions.
import { bi, onProgram, pick, randInt, shuffle, whole, template, topic } from '../bank';

const ASK = { uz: 'Dastur (Python) bajarilgandan soʻng ekranga nima chiqadi?', ru: 'Что выведет программа (Python)?' };
const list = (xs: number[]) => `[${xs.join(', ')}]`;

const WORDS = [
  'informatika',
  'algoritm',
  'kompyuter',
  'dastur',
  'massiv',
  'protsessor',
  'klaviatura',
  'monitor',
  'axborot',
  'internet',
  'parametr',
  'tarmoq',
  'operator',
  'kodlash',
  'brauzer',
];

const DASTURLASH_NAME = { uz: 'Dasturlash asoslari', ru: 'Основы программирования' };
export const dasturlash = topic('dasturlash-asoslari', DASTURLASH_NAME, 0.15, [
  template('div-mod', 1, 6, (rng) => {
    const a = randInt(rng, 20, 200);
    const b = randInt(rng, 3, 12);
    const c = randInt(rng, 2, 9);
    const q = Math.floor(a / b);
    const r = a % b;
    if (r === 0) return null;
    const lines = [`a = ${a}`, `b = ${b}`, `x = a // b`, `y = a % b`, `print(x * ${c} + y)`];
    return {
      text: onProgram(ASK, lines),
      answer: whole(q * c + r),
      distractors: [whole((q + 1) * c + r), whole(q + r * c), whole(q * c), whole(q * c + (b - r))],
      expr: `floor(${a}/${b})*${c} + mod(${a}, ${b})`,
      explanation: bi(
        `// — butun boʻlish, % — qoldiq: ${a} // ${b} = ${q}, ${a} % ${b} = ${r} (${a} = ${b} · ${q} + ${r}). Natija ${q} · ${c} + ${r} = ${q * c + r}.`,
        `// — целочисленное деление, % — остаток: ${a} // ${b} = ${q}, ${a} % ${b} = ${r} (${a} = ${b} · ${q} + ${r}). Результат ${q} · ${c} + ${r} = ${q * c + r}.`,
      ),
    };
  }),
  template('digits', 1, 5, (rng) => {
    const n = randInt(rng, 102, 987);
    const [h, t, u] = [Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10];
    if (new Set([h, t, u]).size < 3) return null;
    const lines = [`n = ${n}`, `print(n // 10 % 10 + n % 10)`];
    return {
      text: onProgram(ASK, lines),
      answer: whole(t + u),
      distractors: [whole(h + u), whole(Math.floor(n / 10) + u), whole(h + t), whole(t * u)],
      expr: `mod(floor(${n}/10), 10) + mod(${n}, 10)`,
      explanation: bi(
        `n // 10 = ${Math.floor(n / 10)}, uning 10 ga qoldigʻi ${t} (oʻnlar raqami); n % 10 = ${u} (birlar raqami). ${t} + ${u} = ${t + u}.`,
        `n // 10 = ${Math.floor(n / 10)}, остаток от деления на 10 — ${t} (цифра десятков); n % 10 = ${u} (цифра единиц). ${t} + ${u} = ${t + u}.`,
      ),
    };
  }),
  template('precedence', 1, 4, (rng) => {
    const [a, b, c, d, e] = [randInt(rng, 2, 20), randInt(rng, 2, 9), randInt(rng, 2, 9), randInt(rng, 10, 60), randInt(rng, 2, 7)];
    const v = a + b * c - Math.floor(d / e);
    const lines = [`print(${a} + ${b} * ${c} - ${d} // ${e})`];
    return {
      text: onProgram(ASK, lines),
      answer: whole(v),
      distractors: [
        whole(Math.floor(((a + b) * c - d) / e)),
        whole((a + b) * c - Math.floor(d / e)),
        whole(a + b * c - Math.ceil(d / e)),
        whole(a + b * c - d),
      ],
      expr: `${a} + ${b}*${c} - floor(${d}/${e})`,
      explanation: bi(
        `Avval * va // bajariladi: ${b} · ${c} = ${b * c}, ${d} // ${e} = ${Math.floor(d / e)}; soʻng chapdan oʻngga: ${a} + ${b * c} − ${Math.floor(d / e)} = ${v}.`,
        `Сначала выполняются * и //: ${b} · ${c} = ${b * c}, ${d} // ${e} = ${Math.floor(d / e)}; затем слева направо: ${a} + ${b * c} − ${Math.floor(d / e)} = ${v}.`,
      ),
    };
  }),
  template('list-even-sum', 2, 6, (rng) => {
    const xs = Array.from({ length: randInt(rng, 5, 8) }, () => randInt(rng, 1, 40));
    const evens = xs.filter((x) => x % 2 === 0);
    const odds = xs.filter((x) => x % 2 === 1);
    if (evens.length < 2 || odds.length < 2) return null;
    const sum = (v: number[]) => v.reduce((s, x) => s + x, 0);
    const lines = [`a = ${list(xs)}`, `s = 0`, `for x in a:`, `    if x % 2 == 0:`, `        s = s + x`, `print(s)`];
    return {
      text: onProgram(ASK, lines),
      answer: whole(sum(evens)),
      distractors: [whole(sum(odds)), whole(sum(xs)), whole(evens.length), whole(sum(evens) - evens[0])],
      expr: `sum((1 - mod(${list(xs)}, 2)) .* ${list(xs)})`,
      explanation: bi(
        `Faqat juft elementlar qoʻshiladi: ${evens.join(' + ')} = ${sum(evens)}.`,
        `Складываются только чётные элементы: ${evens.join(' + ')} = ${sum(evens)}.`,
      ),
    };
  }),
  template('list-count-greater', 2, 6, (rng) => {
    const xs = Array.from({ length: randInt(rng, 6, 9) }, () => randInt(rng, 1, 30));
    const k = pick(rng, xs);
    const more = xs.filter((x) => x > k).length;
    const atLeast = xs.filter((x) => x >= k).length;
    if (more < 2 || more === atLeast) return null;
    const lines = [
      `a = ${list(xs)}`,
      `k = 0`,
      `for i in range(len(a)):`,
      `    if a[i] > a[${xs.indexOf(k)}]:`,
      `        k = k + 1`,
      `print(k)`,
    ];
    return {
      text: onProgram(ASK, lines),
      answer: whole(more),
      distractors: [
        whole(atLeast),
        whole(xs.length - more),
        whole(more + 1),
        xs.indexOf(k) + 1 < xs.length ? whole(xs.filter((x) => x > xs[xs.indexOf(k) + 1]).length) : null,
      ],
      expr: `sum(${list(xs)} > ${k})`,
      explanation: bi(
        `a[${xs.indexOf(k)}] = ${k} (indekslar 0 dan boshlanadi). Undan katta elementlar: ${xs.filter((x) => x > k).join(', ')} — ${more} ta.`,
        `a[${xs.indexOf(k)}] = ${k} (индексы начинаются с 0). Больше него элементы ${xs.filter((x) => x > k).join(', ')} — их ${more}.`,
      ),
    };
  }),
  template('string-count', 2, 6, (rng) => {
    const w = pick(rng, WORDS);
    const letters = [...new Set(w)].filter((ch) => [...w].filter((x) => x === ch).length >= 2);
    if (!letters.length) return null;
    const ch = pick(rng, letters);
    const n = [...w].filter((x) => x === ch).length;
    const lines = [`s = "${w}"`, `k = 0`, `for c in s:`, `    if c == "${ch}":`, `        k = k + 1`, `print(len(s) - k)`];
    return {
      text: onProgram(ASK, lines),
      answer: whole(w.length - n),
      distractors: [whole(n), whole(w.length), whole(w.length - n + 1), whole(w.length - 1)],
      expr: `size("${w}")[1] - sum(equalText([${[...w].map((x) => `"${x}"`).join(', ')}], "${ch}"))`,
      explanation: bi(
        `"${w}" satrida ${w.length} ta belgi, ulardan ${n} tasi "${ch}". Natija ${w.length} − ${n} = ${w.length - n}.`,
        `В строке "${w}" ${w.length} символов, из них "${ch}" — ${n}. Результат ${w.length} − ${n} = ${w.length - n}.`,
      ),
    };
  }),
  template('digit-sum', 2, 5, (rng) => {
    const n = randInt(rng, 1000, 99999);
    const ds = String(n).split('').map(Number);
    const s = ds.reduce((a, b) => a + b, 0);
    const lines = [`n = ${n}`, `s = 0`, `while n > 0:`, `    s = s + n % 10`, `    n = n // 10`, `print(s)`];
    return {
      text: onProgram(ASK, lines),
      answer: whole(s),
      distractors: [whole(ds.length), whole(s - ds[0]), whole(s - ds[ds.length - 1]), whole(ds.reduce((a, b) => a * b, 1))],
      expr: ds.map((_, k) => `mod(floor(${n}/10^${k}), 10)`).join(' + '),
      explanation: bi(
        `Sikl har qadamda oxirgi raqamni qoʻshib, uni tashlab yuboradi: ${[...ds].reverse().join(' + ')} = ${s}.`,
        `На каждом шаге цикл прибавляет последнюю цифру и отбрасывает её: ${[...ds].reverse().join(' + ')} = ${s}.`,
      ),
    };
  }),
  template('recursion', 3, 6, (rng) => {
    const a = randInt(rng, 1, 5);
    const c = randInt(rng, 1, 6);
    const n = randInt(rng, 3, 7);
    const f = (k: number): number => (k === 0 ? a : 2 * f(k - 1) + c);
    const lines = [`def f(n):`, `    if n == 0:`, `        return ${a}`, `    return 2 * f(n - 1) + ${c}`, ``, `print(f(${n}))`];
    const chain = Array.from({ length: n + 1 }, (_, k) => `f(${k}) = ${f(k)}`).join(', ');
    return {
      text: onProgram(ASK, lines, 'Rekursiv funksiya. ', 'Рекурсивная функция. '),
      answer: whole(f(n)),
      distractors: [whole(f(n - 1)), whole(f(n + 1)), whole(a * 2 ** n), whole(f(n) - c)],
      expr: `${a}*2^${n} + ${c}*(2^${n} - 1)`,
      explanation: bi(
        `Pastdan yuqoriga hisoblaymiz: ${chain}. Umumiy koʻrinishi $f(n) = ${a}\\cdot 2^{n} + ${c}\\cdot(2^{n} - 1)$.`,
        `Считаем снизу вверх: ${chain}. В общем виде $f(n) = ${a}\\cdot 2^{n} + ${c}\\cdot(2^{n} - 1)$.`,
      ),
    };
  }),
  template('prefix-sums', 3, 6, (rng) => {
    const xs = shuffle(
      rng,
      Array.from({ length: 9 }, (_, i) => i + 2),
    ).slice(0, randInt(rng, 5, 7));
    const k = randInt(rng, 2, xs.length - 1);
    const prefix = xs.slice(0, k + 1);
    const s = prefix.reduce((a, b) => a + b, 0);
    const lines = [`a = ${list(xs)}`, `for i in range(1, len(a)):`, `    a[i] = a[i] + a[i - 1]`, `print(a[${k}])`];
    return {
      text: onProgram(ASK, lines),
      answer: whole(s),
      distractors: [
        whole(s - xs[k]),
        xs[k + 1] !== undefined ? whole(s + xs[k + 1]) : null,
        whole(xs[k] + xs[k - 1]),
        whole(xs.reduce((a, b) => a + b, 0)),
      ],
      expr: prefix.join(' + '),
      explanation: bi(
        `Sikldan soʻng a[i] — a[0] dan a[i] gacha elementlar yigʻindisi. a[${k}] = ${prefix.join(' + ')} = ${s} (indekslar 0 dan).`,
        `После цикла a[i] — сумма элементов от a[0] до a[i]. a[${k}] = ${prefix.join(' + ')} = ${s} (индексы с 0).`,
      ),
    };
  }),
]);
