// Topic 2: number systems — conversions between bases 2, 8, 10 and 16, arithmetic in base 2, an
// unknown base. Options written in another base are valued (check) by their positional expansion.
import { baseOpt, bi, expand, fromBase, inBase, pick, randInt, texBase, texExpand, whole, template, topic } from '../bank';

const rev = (s: string) => [...s].reverse().join('');
/** `digits` with the digit at `i` changed to the next one of `base`. */
const bump = (digits: string, i: number, base: number) => {
  const d = '0123456789ABCDEF';
  return digits.slice(0, i) + d[(d.indexOf(digits[i]) + 1) % base] + digits.slice(i + 1);
};

const SANOQ_NAME = { uz: 'Sanoq sistemalari', ru: 'Системы счисления' };
export const sanoq = topic('sanoq-sistemalari', SANOQ_NAME, 0.15, [
  template('bin-to-dec', 1, 6, (rng) => {
    const n = randInt(rng, 19, 250);
    const b = inBase(n, 2);
    if (rev(b) === b) return null;
    return {
      text: bi(
        `${texBase(b, 2)} sonini oʻnlik sanoq sistemasiga oʻtkazing.`,
        `Переведите число ${texBase(b, 2)} в десятичную систему счисления.`,
      ),
      answer: whole(n),
      distractors: [whole(fromBase(rev(b), 2)), whole(n * 2), whole(Math.floor(n / 2)), whole(n + 1), whole(n - 1)],
      expr: expand(b, 2),
      explanation: bi(
        `Razryadlar boʻyicha yoyamiz: $${texExpand(b, 2)} = ${n}$. Raqamlarni teskari tartibda oʻqish xato natija beradi.`,
        `Раскладываем по разрядам: $${texExpand(b, 2)} = ${n}$. Чтение цифр в обратном порядке даёт неверный ответ.`,
      ),
    };
  }),
  template('dec-to-bin', 1, 5, (rng) => {
    const n = randInt(rng, 19, 200);
    const b = inBase(n, 2);
    if (rev(b) === b) return null;
    const reversed = fromBase(rev(b), 2);
    return {
      text: bi(`${n} sonining ikkilik sanoq sistemasidagi yozuvini toping.`, `Найдите запись числа ${n} в двоичной системе счисления.`),
      answer: baseOpt(n, 2),
      distractors: [baseOpt(reversed, 2), baseOpt(n + 1, 2), baseOpt(n - 1, 2), baseOpt(fromBase(bump(b, 1, 2), 2), 2)],
      expr: `${n}`,
      explanation: bi(
        `${n} ni 2 ga ketma-ket boʻlib, qoldiqlarni oxiridan boshlab yozamiz: ${texBase(b, 2)}. Tekshirish: $${texExpand(b, 2)} = ${n}$.`,
        `Делим ${n} на 2 последовательно и записываем остатки с последнего: ${texBase(b, 2)}. Проверка: $${texExpand(b, 2)} = ${n}$.`,
      ),
    };
  }),
  template('hex-oct-to-dec', 1, 4, (rng) => {
    const base = pick(rng, [8, 16]);
    const n = randInt(rng, base + 1, base * base - 1);
    const d = inBase(n, base);
    if (d.length !== 2 || d[0] === d[1]) return null;
    const asTen = base === 16 ? null : whole(Number(d));
    return {
      text: bi(
        `${texBase(d, base)} sonini oʻnlik sanoq sistemasida yozing.`,
        `Запишите число ${texBase(d, base)} в десятичной системе счисления.`,
      ),
      answer: whole(n),
      distractors: [asTen, whole(fromBase(rev(d), base)), whole(fromBase(d, base === 8 ? 16 : 8)), whole(n + base), whole(n - 1)],
      expr: expand(d, base),
      explanation: bi(
        `$${texExpand(d, base)} = ${n}$${base === 16 ? ' (A = 10, B = 11, C = 12, D = 13, E = 14, F = 15)' : ''}.`,
        `$${texExpand(d, base)} = ${n}$${base === 16 ? ' (A = 10, B = 11, C = 12, D = 13, E = 14, F = 15)' : ''}.`,
      ),
    };
  }),
  template('bin-to-hex-oct', 2, 6, (rng) => {
    const base = pick(rng, [8, 16]);
    const group = base === 8 ? 3 : 4;
    const n = randInt(rng, 70, 1000);
    const b = inBase(n, 2);
    if (b.length % group === 0) return null;
    // the mistake: groups counted from the left
    const padded = b + '0'.repeat((group - (b.length % group)) % group);
    const leftGroups = fromBase(padded, 2);
    const d = inBase(n, base);
    const name =
      base === 8
        ? { uz: 'sakkizlik', ru: 'восьмеричную', g: 'uchtadan', gr: 'по три' }
        : { uz: 'oʻn oltilik', ru: 'шестнадцатеричную', g: 'toʻrttadan', gr: 'по четыре' };
    return {
      text: bi(
        `${texBase(b, 2)} sonini ${name.uz} sanoq sistemasiga oʻtkazing.`,
        `Переведите число ${texBase(b, 2)} в ${name.ru} систему счисления.`,
      ),
      answer: baseOpt(n, base),
      distractors: [baseOpt(leftGroups, base), baseOpt(fromBase(rev(d), base), base), baseOpt(n + 1, base), baseOpt(n + base, base)],
      expr: expand(b, 2),
      explanation: bi(
        `Raqamlarni oʻngdan chapga ${name.g} guruhlaymiz va har bir guruhni bitta raqam bilan almashtiramiz: ${texBase(d, base)} (${n}). Guruhlashni chapdan boshlash xato.`,
        `Разбиваем цифры справа налево ${name.gr} и заменяем каждую группу одной цифрой: ${texBase(d, base)} (${n}). Группировать слева — ошибка.`,
      ),
    };
  }),
  template('bin-add', 2, 6, (rng) => {
    const a = randInt(rng, 9, 90);
    const c = randInt(rng, 9, 90);
    const [ba, bc] = [inBase(a, 2), inBase(c, 2)];
    if ((a & c) === 0) return null;
    return {
      text: bi(
        `Ikkilik sanoq sistemasida qoʻshing: ${texBase(ba, 2)} + ${texBase(bc, 2)}.`,
        `Сложите в двоичной системе: ${texBase(ba, 2)} + ${texBase(bc, 2)}.`,
      ),
      answer: baseOpt(a + c, 2),
      distractors: [baseOpt(a ^ c, 2), baseOpt(a + c - 1, 2), baseOpt(a + c + 1, 2), baseOpt(a | c, 2), baseOpt(a + c + 2, 2)],
      expr: `(${expand(ba, 2)}) + (${expand(bc, 2)})`,
      explanation: bi(
        `${texBase(ba, 2)} = ${a}, ${texBase(bc, 2)} = ${c}; ${a} + ${c} = ${a + c} = ${texBase(inBase(a + c, 2), 2)}. $1 + 1 = 10_2$: oʻtkazishni (bir razryad chapga 1) unutmaslik kerak.`,
        `${texBase(ba, 2)} = ${a}, ${texBase(bc, 2)} = ${c}; ${a} + ${c} = ${a + c} = ${texBase(inBase(a + c, 2), 2)}. $1 + 1 = 10_2$: нельзя забывать перенос единицы в старший разряд.`,
      ),
    };
  }),
  template('bin-sub', 2, 5, (rng) => {
    const a = randInt(rng, 40, 200);
    const c = randInt(rng, 5, a - 10);
    const [ba, bc] = [inBase(a, 2), inBase(c, 2)];
    return {
      text: bi(
        `Ikkilik sanoq sistemasida ayiring: ${texBase(ba, 2)} − ${texBase(bc, 2)}.`,
        `Выполните вычитание в двоичной системе: ${texBase(ba, 2)} − ${texBase(bc, 2)}.`,
      ),
      answer: baseOpt(a - c, 2),
      distractors: [baseOpt(a ^ c, 2), baseOpt(a - c + 1, 2), baseOpt(a - c - 1, 2), baseOpt(a - c + 2, 2)],
      expr: `(${expand(ba, 2)}) - (${expand(bc, 2)})`,
      explanation: bi(
        `${texBase(ba, 2)} = ${a}, ${texBase(bc, 2)} = ${c}; ${a} − ${c} = ${a - c} = ${texBase(inBase(a - c, 2), 2)}. Qarz olinganda yuqori razryaddagi 1 quyi razryadda $10_2$ ga aylanadi.`,
        `${texBase(ba, 2)} = ${a}, ${texBase(bc, 2)} = ${c}; ${a} − ${c} = ${a - c} = ${texBase(inBase(a - c, 2), 2)}. При заёме единица старшего разряда становится $10_2$ в младшем.`,
      ),
    };
  }),
  template('count-ones', 2, 5, (rng) => {
    const n = randInt(rng, 100, 1000);
    const b = inBase(n, 2);
    const ones = [...b].filter((x) => x === '1').length;
    const zeros = b.length - ones;
    if (ones === zeros) return null;
    const bits = b.length;
    const expr = Array.from({ length: bits }, (_, k) => `mod(floor(${n}/2^${k}),2)`).join('+');
    return {
      text: bi(`${n} sonining ikkilik yozuvida nechta birlik bor?`, `Сколько единиц в двоичной записи числа ${n}?`),
      answer: whole(ones),
      distractors: [whole(zeros), whole(ones + 1), whole(ones - 1, 1), whole(bits)],
      expr,
      explanation: bi(
        `${n} = ${texBase(b, 2)}: ${bits} ta raqamdan ${ones} tasi birlik, ${zeros} tasi nol.`,
        `${n} = ${texBase(b, 2)}: из ${bits} цифр единиц ${ones}, нулей ${zeros}.`,
      ),
    };
  }),
  template('mixed-sum', 3, 5, (rng) => {
    const x = randInt(rng, 20, 500);
    const y = randInt(rng, 20, 255);
    const [o, h] = [inBase(x, 8), inBase(y, 16)];
    if (!/[A-F]/.test(h) || !/^\d+$/.test(o)) return null;
    return {
      text: bi(
        `${texBase(o, 8)} + ${texBase(h, 16)} yigʻindini oʻnlik sanoq sistemasida hisoblang.`,
        `Вычислите сумму ${texBase(o, 8)} + ${texBase(h, 16)} в десятичной системе счисления.`,
      ),
      answer: whole(x + y),
      distractors: [whole(Number(o) + y), whole(fromBase(o, 16) + y), whole(x + y + 16), whole(x + y + 8), whole(x + y - 1)],
      expr: `(${expand(o, 8)}) + (${expand(h, 16)})`,
      explanation: bi(
        `$${texExpand(o, 8)} = ${x}$, $${texExpand(h, 16)} = ${y}$. Yigʻindi ${x} + ${y} = ${x + y}.`,
        `$${texExpand(o, 8)} = ${x}$, $${texExpand(h, 16)} = ${y}$. Сумма ${x} + ${y} = ${x + y}.`,
      ),
    };
  }),
  template('unknown-base', 3, 4, (rng) => {
    const base = randInt(rng, 3, 9);
    const a = randInt(rng, 2, base - 1);
    const c = randInt(rng, 0, base - 1);
    const n = a * base + c;
    if (a === c) return null;
    return {
      text: bi(
        `Qaysi sanoq sistemasida ${n} soni $${a}${c}$ koʻrinishida yoziladi (sanoq sistemasining asosini toping)?`,
        `В какой системе счисления число ${n} записывается как $${a}${c}$ (найдите основание)?`,
      ),
      answer: whole(base),
      distractors: [whole(base + 1), whole(base - 1, 2), whole(n - c), whole(n - a), whole(base + 2)],
      expr: `(${n} - ${c}) / ${a}`,
      explanation: bi(
        `$${a}${c}_x = ${a}\\cdot x + ${c} = ${n}$, bundan $x = \\frac{${n} - ${c}}{${a}} = ${base}$. Raqamlar (${Math.max(a, c)}) asosdan kichik, shart bajariladi.`,
        `$${a}${c}_x = ${a}\\cdot x + ${c} = ${n}$, откуда $x = \\frac{${n} - ${c}}{${a}} = ${base}$. Цифры (${Math.max(a, c)}) меньше основания, условие выполнено.`,
      ),
    };
  }),
  template('count-between', 3, 4, (rng) => {
    const x = randInt(rng, 16, 120);
    const y = x + randInt(rng, 5, 60);
    const [h, o] = [inBase(x, 16), inBase(y, 8)];
    const count = y - x - 1;
    return {
      text: bi(
        `$${h}_{16} < x < ${o}_8$ tengsizlikni qanoatlantiruvchi nechta butun $x$ son bor?`,
        `Сколько целых чисел $x$ удовлетворяют неравенству $${h}_{16} < x < ${o}_8$?`,
      ),
      answer: whole(count),
      distractors: [whole(count + 1), whole(count + 2), whole(count - 1), whole(Number(o) - fromBase(h, 16) - 1)],
      expr: `(${expand(o, 8)}) - (${expand(h, 16)}) - 1`,
      explanation: bi(
        `$${h}_{16} = ${x}$, $${o}_8 = ${y}$. ${x} < x < ${y} oraligʻida ${y} − ${x} − 1 = ${count} ta butun son bor (chegaralar kirmaydi).`,
        `$${h}_{16} = ${x}$, $${o}_8 = ${y}$. Между ${x} и ${y} (не включая концы) целых чисел ${y} − ${x} − 1 = ${count}.`,
      ),
    };
  }),
]);
