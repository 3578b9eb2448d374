// Topics 1–2: numbers and operations; fractions, percentages and proportion.
import { randInt as R, pick, ruNoun } from '../generate';
import { bi, frac, gcd, num, tn, template, topic } from '../bank';

const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

/** `2^3\cdot 3^2\cdot 5` */
export function factorTex(n: number): string {
  const parts: string[] = [];
  for (let p = 2; n > 1; p++) {
    let e = 0;
    while (n % p === 0) {
      n /= p;
      e++;
    }
    if (e) parts.push(e === 1 ? `${p}` : `${p}^{${e}}`);
  }
  return parts.join('\\cdot ');
}

const NUMBERS_NAME = { uz: 'Sonlar va ular ustida amallar', ru: 'Числа и действия над ними' };
export const numbers = topic('sonlar-va-amallar', NUMBERS_NAME, 0.1, [
  template('amallar-tartibi', 1, 5, (r) => {
    const [a, b, c, e] = [R(r, 2, 40), R(r, 2, 9), R(r, 2, 9), R(r, 2, 9)];
    const q = R(r, 2, 12);
    const d = e * q;
    const ans = a + b * c - q;
    const t = `${a} + ${b}\\cdot ${c} - ${d} : ${e}`;
    return {
      text: bi(`Hisoblang: $${t}$.`, `Вычислите: $${t}$.`),
      answer: num(ans)!,
      distractors: [num(((a + b) * c - d) / e), num((a + b) * c - q), num(a + b * c + q), num(a + b * (c - d / e))],
      expr: `${a} + ${b}*${c} - ${d}/${e}`,
      explanation: bi(
        `Avval ko'paytirish va bo'lish bajariladi: $${b}\\cdot ${c} = ${b * c}$, $${d} : ${e} = ${q}$. Keyin qo'shish va ayirish: $${a} + ${b * c} - ${q} = ${ans}$.`,
        `Сначала выполняются умножение и деление: $${b}\\cdot ${c} = ${b * c}$, $${d} : ${e} = ${q}$. Затем сложение и вычитание: $${a} + ${b * c} - ${q} = ${ans}$.`,
      ),
    };
  }),
  template('ekub', 1, 5, (r) => {
    const g = R(r, 4, 18);
    const [m, n] = [R(r, 2, 9), R(r, 2, 9)];
    if (m === n || gcd(m, n) !== 1) return null;
    const [a, b] = [g * m, g * n];
    const smaller = [2, 3, 5, 7].find((p) => g % p === 0 && g !== p);
    return {
      text: bi(
        `$${a}$ va $${b}$ sonlarining eng katta umumiy bo'luvchisini toping.`,
        `Найдите наибольший общий делитель чисел $${a}$ и $${b}$.`,
      ),
      answer: num(g)!,
      distractors: [smaller ? num(g / smaller) : null, num(lcm(a, b)), num(Math.min(a, b)), num(g * 2), num(g + 1)],
      expr: `gcd(${a}, ${b})`,
      explanation: bi(
        `$${a} = ${factorTex(a)}$, $${b} = ${factorTex(b)}$. Umumiy tub ko'paytuvchilarning ko'paytmasi: $${factorTex(g)} = ${g}$. Bu EKUB; $${lcm(a, b)}$ esa EKUK bo'ladi.`,
        `$${a} = ${factorTex(a)}$, $${b} = ${factorTex(b)}$. Произведение общих простых множителей: $${factorTex(g)} = ${g}$. Это НОД; $${lcm(a, b)}$ — это НОК.`,
      ),
    };
  }),
  template('ekuk-uch-son', 2, 6, (r) => {
    const [a, b, c] = [R(r, 4, 20), R(r, 6, 24), R(r, 8, 30)];
    if (new Set([a, b, c]).size < 3) return null;
    const l = lcm(lcm(a, b), c);
    if (l > 720 || l === a * b * c || l === Math.max(a, b, c)) return null;
    return {
      text: bi(
        `$${a}$, $${b}$ va $${c}$ sonlarining eng kichik umumiy karralisini toping.`,
        `Найдите наименьшее общее кратное чисел $${a}$, $${b}$ и $${c}$.`,
      ),
      answer: num(l)!,
      distractors: [num(a * b * c), num(lcm(a, b)), num(lcm(b, c)), num(l * 2), num(gcd(gcd(a, b), c))],
      expr: `lcm(${a}, ${b}, ${c})`,
      explanation: bi(
        `$${a} = ${factorTex(a)}$, $${b} = ${factorTex(b)}$, $${c} = ${factorTex(c)}$. Har bir tub ko'paytuvchini eng katta daraja bilan olamiz: EKUK $= ${factorTex(l)} = ${l}$.`,
        `$${a} = ${factorTex(a)}$, $${b} = ${factorTex(b)}$, $${c} = ${factorTex(c)}$. Берём каждый простой множитель в наибольшей степени: НОК $= ${factorTex(l)} = ${l}$.`,
      ),
    };
  }),
  template('daraja-xossalari', 2, 5, (r) => {
    const a = pick(r, [2, 3, 5]);
    const [m, n, k] = [R(r, 2, 9), R(r, 2, 9), R(r, 3, 12)];
    const e = m + n - k;
    if (e < 1 || a ** e > 700 || m * n - k === e) return null;
    const t = `\\frac{${a}^{${m}}\\cdot ${a}^{${n}}}{${a}^{${k}}}`;
    return {
      text: bi(`Hisoblang: $${t}$.`, `Вычислите: $${t}$.`),
      answer: num(a ** e)!,
      distractors: [
        m * n - k > 0 && a ** (m * n - k) < 1e6 ? num(a ** (m * n - k)) : null,
        num(a ** (e + 1)),
        num(a * e),
        e > 1 ? num(a ** (e - 1)) : null,
        num(a ** (e + 2)),
      ],
      expr: `${a}^${m} * ${a}^${n} / ${a}^${k}`,
      explanation: bi(
        `Asoslari bir xil darajalarni ko'paytirishda ko'rsatkichlar qo'shiladi, bo'lishda ayriladi: $${t} = ${a}^{${m}+${n}-${k}} = ${a}^{${e}} = ${a ** e}$. Ko'rsatkichlarni ko'paytirish ($${a}^{${m}\\cdot ${n}}$) xato.`,
        `При умножении степеней с одинаковым основанием показатели складываются, при делении вычитаются: $${t} = ${a}^{${m}+${n}-${k}} = ${a}^{${e}} = ${a ** e}$. Перемножать показатели ($${a}^{${m}\\cdot ${n}}$) — ошибка.`,
      ),
    };
  }),
  template('onli-kasrlar', 2, 5, (r) => {
    const p = R(r, 21, 99) / 10;
    const q = R(r, 101, 999) / 100;
    const e = R(r, 2, 9);
    if (p <= q || (p * 10) % 10 === 0) return null;
    const ans = Math.round((p - q) * e * 100) / 100;
    const t = `(${tn(p)} - ${tn(q)})\\cdot ${e}`;
    return {
      text: bi(`Hisoblang: $${t}$.`, `Вычислите: $${t}$.`),
      answer: num(ans)!,
      distractors: [
        num(Math.round((p - q * e) * 100) / 100),
        num(Math.round((p + q) * e * 100) / 100),
        num(Math.round(ans * 10 * 100) / 100),
        num(ans / 10),
      ],
      expr: `(${p} - ${q}) * ${e}`,
      explanation: bi(
        `Avval qavs ichi: $${tn(p)} - ${tn(q)} = ${tn(Math.round((p - q) * 100) / 100)}$ (vergullar ostma-ost yoziladi). Keyin $${tn(Math.round((p - q) * 100) / 100)}\\cdot ${e} = ${tn(ans)}$.`,
        `Сначала действие в скобках: $${tn(p)} - ${tn(q)} = ${tn(Math.round((p - q) * 100) / 100)}$ (запятая под запятой). Затем $${tn(Math.round((p - q) * 100) / 100)}\\cdot ${e} = ${tn(ans)}$.`,
      ),
    };
  }),
  template('oxirgi-raqam', 3, 4, (r) => {
    const a = pick(r, [2, 3, 7, 8, 12, 13, 17]);
    const n = R(r, 13, 30);
    const cycle = [1, 2, 3, 4].map((k) => a ** k % 10);
    const rest = n % 4;
    const ans = cycle[(rest + 3) % 4];
    return {
      text: bi(`$${a}^{${n}}$ sonining oxirgi raqamini toping.`, `Найдите последнюю цифру числа $${a}^{${n}}$.`),
      answer: num(ans)!,
      distractors: [num(rest === 0 ? 1 : (a * n) % 10), num((a * n) % 10), num(cycle[rest % 4]), num(a % 10), num(cycle[(rest + 1) % 4])],
      expr: `number(mod(bignumber(${a})^${n}, 10))`,
      explanation: bi(
        `$${a}$ ning darajalari oxirgi raqamlari 4 ta qadamda takrorlanadi: $${cycle.join(',\\ ')}$. $${n} = 4\\cdot ${Math.floor(n / 4)} + ${rest}$, shuning uchun oxirgi raqam ${rest === 0 ? "to'rtinchi o'rindagi" : `${rest}-o'rindagi`} son: $${ans}$.`,
        `Последние цифры степеней числа $${a}$ повторяются с периодом 4: $${cycle.join(',\\ ')}$. $${n} = 4\\cdot ${Math.floor(n / 4)} + ${rest}$, поэтому последняя цифра стоит на ${rest === 0 ? 'четвёртом' : `${rest}-м`} месте: $${ans}$.`,
      ),
    };
  }),
  template('bo-luvchilar-soni', 3, 5, (r) => {
    const [x, y, z] = [R(r, 1, 4), R(r, 1, 3), R(r, 0, 2)];
    const n = 2 ** x * 3 ** y * 5 ** z;
    if (n > 2000 || n < 30) return null;
    const ans = (x + 1) * (y + 1) * (z + 1);
    return {
      text: bi(`$${n}$ sonining nechta natural bo'luvchisi bor?`, `Сколько натуральных делителей у числа $${n}$?`),
      answer: num(ans)!,
      distractors: [num(ans - 2), num(x + y + z), num(x * y * Math.max(z, 1) + 1), num(ans + 1), num(ans / 2)],
      expr: `size(filter(1:${n}, f(k) = mod(${n}, k) == 0))[1]`,
      explanation: bi(
        `$${n} = ${factorTex(n)}$. Bo'luvchilar soni ko'rsatkichlarga birni qo'shib ko'paytirilganiga teng: $${[x, y, z]
          .filter((v) => v)
          .map((v) => `(${v}+1)`)
          .join('\\cdot ')} = ${ans}$ ($1$ va $${n}$ ham hisobga kiradi).`,
        `$${n} = ${factorTex(n)}$. Число делителей равно произведению показателей, увеличенных на единицу: $${[x, y, z]
          .filter((v) => v)
          .map((v) => `(${v}+1)`)
          .join('\\cdot ')} = ${ans}$ (включая $1$ и $${n}$).`,
      ),
    };
  }),
]);

const FRACTIONS_NAME = { uz: 'Kasrlar, foizlar va proporsiya', ru: 'Дроби, проценты и пропорции' };
export const fractions = topic('kasr-foiz-proporsiya', FRACTIONS_NAME, 0.08, [
  template('kasrlarni-qo-shish', 1, 6, (r) => {
    const [b, d] = [R(r, 2, 12), R(r, 2, 12)];
    const [a, c] = [R(r, 1, b - 1), R(r, 1, d - 1)];
    if (b === d || gcd(a, b) !== 1 || gcd(c, d) !== 1) return null;
    const l = lcm(b, d);
    const top = a * (l / b) + c * (l / d);
    return {
      text: bi(`Hisoblang: $\\frac{${a}}{${b}} + \\frac{${c}}{${d}}$.`, `Вычислите: $\\frac{${a}}{${b}} + \\frac{${c}}{${d}}$.`),
      answer: frac(top, l)!,
      distractors: [frac(a + c, b + d), frac(a + c, b * d), frac(a * c, b * d), frac(top + 1, l)],
      expr: `${a}/${b} + ${c}/${d}`,
      explanation: bi(
        `Umumiy maxrajga keltiramiz ($${l}$): $\\frac{${a * (l / b)}}{${l}} + \\frac{${c * (l / d)}}{${l}} = \\frac{${top}}{${l}}$${frac(top, l)!.tex !== `\\frac{${top}}{${l}}` ? ` $= ${frac(top, l)!.tex}$` : ''}. Suratlar va maxrajlarni alohida qo'shish mumkin emas.`,
        `Приводим к общему знаменателю ($${l}$): $\\frac{${a * (l / b)}}{${l}} + \\frac{${c * (l / d)}}{${l}} = \\frac{${top}}{${l}}$${frac(top, l)!.tex !== `\\frac{${top}}{${l}}` ? ` $= ${frac(top, l)!.tex}$` : ''}. Складывать отдельно числители и знаменатели нельзя.`,
      ),
    };
  }),
  template('sonning-foizi', 1, 5, (r) => {
    const p = pick(r, [5, 12, 15, 20, 25, 30, 35, 40, 45, 60, 75, 80]);
    const n = R(r, 2, 40) * 20;
    const ans = (n * p) / 100;
    if (!Number.isInteger(ans)) return null;
    return {
      text: bi(`$${n}$ sonining $${p}\\%$ ini toping.`, `Найдите $${p}\\%$ от числа $${n}$.`),
      answer: num(ans)!,
      distractors: [num((n * 100) / p), num(n - ans), num((n * p) / 10), num(n / p)],
      expr: `${n} * ${p} / 100`,
      explanation: bi(
        `$${p}\\% = \\frac{${p}}{100}$, shuning uchun $${n}\\cdot \\frac{${p}}{100} = ${ans}$.`,
        `$${p}\\% = \\frac{${p}}{100}$, поэтому $${n}\\cdot \\frac{${p}}{100} = ${ans}$.`,
      ),
    };
  }),
  template('foiziga-ko-ra-son', 2, 6, (r) => {
    const p = pick(r, [4, 8, 12, 15, 16, 24, 35, 45, 65, 72]);
    const x = R(r, 3, 60) * 25;
    const a = (x * p) / 100;
    if (!Number.isInteger(a)) return null;
    return {
      text: bi(`Sonning $${p}\\%$ i $${a}$ ga teng. Shu sonni toping.`, `$${p}\\%$ числа равны $${a}$. Найдите это число.`),
      answer: num(x)!,
      distractors: [num((a * p) / 100, 4), num(a + (a * p) / 100), num(x * 10), num(x / 10), num(a * p)],
      expr: `${a} / (${p} / 100)`,
      explanation: bi(
        `Sonni $x$ deb olamiz: $x\\cdot \\frac{${p}}{100} = ${a}$, bundan $x = \\frac{${a}\\cdot 100}{${p}} = ${x}$.`,
        `Обозначим число $x$: $x\\cdot \\frac{${p}}{100} = ${a}$, откуда $x = \\frac{${a}\\cdot 100}{${p}} = ${x}$.`,
      ),
    };
  }),
  template('ketma-ket-foiz', 2, 6, (r) => {
    const price = R(r, 2, 9) * 10000;
    const [p, q] = [pick(r, [10, 20, 25, 30, 40, 50]), pick(r, [10, 20, 25, 30, 40, 50])];
    const ans = (price * (100 + p) * (100 - q)) / 10000;
    if (!Number.isInteger(ans) || ans === price) return null;
    return {
      text: bi(
        `Narxi $${tn(price)}$ so'm bo'lgan mahsulot avval $${p}\\%$ qimmatlashdi, keyin yangi narx $${q}\\%$ arzonlashdi. Mahsulot necha so'm bo'ldi?`,
        `Товар стоил $${tn(price)}$ сум. Сначала цена выросла на $${p}\\%$, затем новая цена снизилась на $${q}\\%$. Сколько сумов стал стоить товар?`,
      ),
      answer: num(ans)!,
      distractors: [
        num((price * (100 + p - q)) / 100),
        num((price * (100 + p) * (100 + q)) / 10000),
        num((price * (100 - p) * (100 + q)) / 10000),
        num(price),
      ],
      expr: `${price} * (1 + ${p}/100) * (1 - ${q}/100)`,
      explanation: bi(
        `Qimmatlashgandan keyin: $${tn(price)}\\cdot ${tn(1 + p / 100)} = ${tn((price * (100 + p)) / 100)}$. Arzonlash yangi narxdan hisoblanadi: $${tn((price * (100 + p)) / 100)}\\cdot ${tn(1 - q / 100)} = ${tn(ans)}$ so'm. Foizlarni shunchaki ayirish ($${p}\\% - ${q}\\%$) xato.`,
        `После повышения: $${tn(price)}\\cdot ${tn(1 + p / 100)} = ${tn((price * (100 + p)) / 100)}$. Снижение считается от новой цены: $${tn((price * (100 + p)) / 100)}\\cdot ${tn(1 - q / 100)} = ${tn(ans)}$ сум. Просто вычитать проценты ($${p}\\% - ${q}\\%$) — ошибка.`,
      ),
    };
  }),
  template('teskari-proporsiya', 2, 4, (r) => {
    const [n1, n2] = [R(r, 2, 12), R(r, 2, 12)];
    const t1 = R(r, 2, 30);
    const t2 = (n1 * t1) / n2;
    if (n1 === n2 || !Number.isInteger(t2)) return null;
    return {
      text: bi(
        `$${n1}$ ta usta ishni $${t1}$ kunda bajaradi. Xuddi shunday ishlaydigan $${n2}$ ta usta shu ishni necha kunda bajaradi?`,
        `$${n1}$ ${ruNoun(n1, ['мастер', 'мастера', 'мастеров'])} выполняют работу за $${t1}$ ${ruNoun(t1, ['день', 'дня', 'дней'])}. За сколько дней выполнят ту же работу $${n2}$ таких же ${ruNoun(n2, ['мастер', 'мастера', 'мастеров'])}?`,
      ),
      answer: num(t2)!,
      distractors: [num((t1 * n2) / n1, 2), num(t1 - (n2 - n1)), num(t1 + n2 - n1), num(n1 * t1)],
      expr: `${n1} * ${t1} / ${n2}`,
      explanation: bi(
        `Ustalar soni va vaqt teskari proporsional: ishning hajmi $${n1}\\cdot ${t1} = ${n1 * t1}$ usta-kun, demak $${n1 * t1} : ${n2} = ${t2}$ kun.`,
        `Число мастеров и время обратно пропорциональны: объём работы $${n1}\\cdot ${t1} = ${n1 * t1}$ человеко-дней, значит $${n1 * t1} : ${n2} = ${t2}$ ${ruNoun(t2, ['день', 'дня', 'дней'])}.`,
      ),
    };
  }),
  template('aralashma', 3, 8, (r) => {
    const [m1, m2] = [R(r, 1, 9), R(r, 1, 9)];
    const [p1, p2] = [R(r, 1, 16) * 5, R(r, 1, 16) * 5];
    const ans = (m1 * p1 + m2 * p2) / (m1 + m2);
    if (p1 === p2 || m1 === m2 || !Number.isInteger(ans)) return null;
    return {
      text: bi(
        `$${m1}$ kg $${p1}\\%$ li eritma va $${m2}$ kg $${p2}\\%$ li eritma aralashtirildi. Hosil bo'lgan eritmaning konsentratsiyasini (foizda) toping.`,
        `Смешали $${m1}$ кг $${p1}\\%$-го раствора и $${m2}$ кг $${p2}\\%$-го раствора. Найдите концентрацию полученного раствора (в процентах).`,
      ),
      answer: num(ans)!,
      distractors: [num((p1 + p2) / 2, 1), num(p1 + p2), num((m1 * p2 + m2 * p1) / (m1 + m2), 1), num(ans + 5)],
      expr: `(${m1}*${p1}/100 + ${m2}*${p2}/100) / (${m1} + ${m2}) * 100`,
      explanation: bi(
        `Erigan modda: $${m1}\\cdot ${tn(p1 / 100)} + ${m2}\\cdot ${tn(p2 / 100)} = ${tn((m1 * p1 + m2 * p2) / 100)}$ kg, eritma $${m1 + m2}$ kg. Konsentratsiya: $\\frac{${tn((m1 * p1 + m2 * p2) / 100)}}{${m1 + m2}}\\cdot 100\\% = ${ans}\\%$. Foizlarning oddiy o'rta arifmetigi massalar teng bo'lmaganda noto'g'ri.`,
        `Растворённого вещества: $${m1}\\cdot ${tn(p1 / 100)} + ${m2}\\cdot ${tn(p2 / 100)} = ${tn((m1 * p1 + m2 * p2) / 100)}$ кг, раствора $${m1 + m2}$ кг. Концентрация: $\\frac{${tn((m1 * p1 + m2 * p2) / 100)}}{${m1 + m2}}\\cdot 100\\% = ${ans}\\%$. Простое среднее процентов при разных массах неверно.`,
      ),
    };
  }),
]);
