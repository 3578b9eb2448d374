// Topic 6: spreadsheets — SUM, AVERAGE, MAX/MIN, COUNTIF over ranges with given values, relative and
// absolute references after copying, IF. The dollar of an absolute reference is written escaped, `\$`:
// an unescaped $ is the formula delimiter of the content format, `\$` a literal dollar sign.
import { bi, pick, plural, randInt, shuffle, whole, template, topic, type Rng } from '../bank';

const D = '\\$';
const vec = (xs: number[]) => `[${xs.join(', ')}]`;
const cells = (col: string, xs: number[], from = 1) => xs.map((x, i) => `${col}${i + from} = ${x}`).join(', ');
const values = (rng: Rng, n: number, min = 1, max = 40) => Array.from({ length: n }, () => randInt(rng, min, max));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const COLS = ['A', 'B', 'C', 'D'];

const JADVALLAR_NAME = { uz: 'Elektron jadvallar', ru: 'Электронные таблицы' };
export const jadvallar = topic('elektron-jadvallar', JADVALLAR_NAME, 0.1, [
  template('sum', 1, 5, (rng) => {
    const col = pick(rng, COLS);
    const xs = values(rng, randInt(rng, 4, 6));
    const last = `${col}${xs.length}`;
    return {
      text: bi(
        `Elektron jadval kataklarida: ${cells(col, xs)}. E1 katagiga =SUM(${col}1:${last}) formulasi yozildi. E1 da qanday qiymat hosil boʻladi?`,
        `В ячейках электронной таблицы: ${cells(col, xs)}. В ячейку E1 записана формула =SUM(${col}1:${last}). Какое значение будет в E1?`,
      ),
      answer: whole(sum(xs)),
      distractors: [whole(xs[0] + xs[xs.length - 1]), whole(sum(xs) - xs[0]), whole(sum(xs) - xs[xs.length - 1]), whole(Math.max(...xs))],
      expr: `sum(${vec(xs)})`,
      explanation: bi(
        `${col}1:${last} diapazoni ${col}1 dan ${last} gacha barcha kataklarni oladi: ${xs.join(' + ')} = ${sum(xs)}. Faqat ${col}1 va ${last} ni qoʻshish — ";" bilan yozilgan =SUM(${col}1;${last}) ning natijasi.`,
        `Диапазон ${col}1:${last} включает все ячейки от ${col}1 до ${last}: ${xs.join(' + ')} = ${sum(xs)}. Сумма только ${col}1 и ${last} — это =SUM(${col}1;${last}) с «;».`,
      ),
    };
  }),
  template('average', 1, 5, (rng) => {
    const col = pick(rng, COLS);
    const n = randInt(rng, 3, 5);
    const xs = values(rng, n, 2, 50);
    if (sum(xs) % n !== 0 || sum(xs) % (n - 1) === 0) return null;
    const last = `${col}${n}`;
    return {
      text: bi(
        `Kataklarda: ${cells(col, xs)}. =AVERAGE(${col}1:${last}) formulasining qiymatini toping.`,
        `В ячейках: ${cells(col, xs)}. Найдите значение формулы =AVERAGE(${col}1:${last}).`,
      ),
      answer: whole(sum(xs) / n),
      distractors: [whole(sum(xs)), whole(Math.max(...xs)), whole(Math.min(...xs)), whole(sum(xs) / n + 1)],
      expr: `mean(${vec(xs)})`,
      explanation: bi(
        `AVERAGE — oʻrta arifmetik: (${xs.join(' + ')}) : ${n} = ${sum(xs)} : ${n} = ${sum(xs) / n}.`,
        `AVERAGE — среднее арифметическое: (${xs.join(' + ')}) : ${n} = ${sum(xs)} : ${n} = ${sum(xs) / n}.`,
      ),
    };
  }),
  template('max-min', 2, 6, (rng) => {
    const xs = values(rng, 3);
    const ys = values(rng, 3);
    const v = Math.max(...xs) - Math.min(...ys);
    return {
      text: bi(
        `Kataklarda: ${cells('A', xs)}; ${cells('B', ys)}. C1 katagidagi =MAX(A1:A3)-MIN(B1:B3) formulasining qiymati qanday?`,
        `В ячейках: ${cells('A', xs)}; ${cells('B', ys)}. Каково значение формулы =MAX(A1:A3)-MIN(B1:B3) в ячейке C1?`,
      ),
      answer: wholeNeg(v),
      distractors: [
        wholeNeg(Math.max(...ys) - Math.min(...xs)),
        wholeNeg(Math.max(...xs) - Math.max(...ys)),
        wholeNeg(Math.min(...xs) - Math.min(...ys)),
        wholeNeg(Math.max(...xs, ...ys) - Math.min(...xs, ...ys)),
      ],
      expr: `max(${vec(xs)}) - min(${vec(ys)})`,
      explanation: bi(
        `MAX(A1:A3) = ${Math.max(...xs)}, MIN(B1:B3) = ${Math.min(...ys)}; ${Math.max(...xs)} − ${Math.min(...ys)} = ${v}.`,
        `MAX(A1:A3) = ${Math.max(...xs)}, MIN(B1:B3) = ${Math.min(...ys)}; ${Math.max(...xs)} − ${Math.min(...ys)} = ${v}.`,
      ),
    };
  }),
  template('countif', 2, 5, (rng) => {
    const xs = values(rng, 6, 1, 30);
    const k = pick(rng, xs);
    const more = xs.filter((x) => x > k).length;
    const atLeast = xs.filter((x) => x >= k).length;
    if (more < 1 || more === atLeast) return null;
    return {
      text: bi(
        `Kataklarda: ${cells('A', xs)}. =COUNTIF(A1:A6;">${k}") formulasining qiymati nechaga teng?`,
        `В ячейках: ${cells('A', xs)}. Чему равно значение формулы =COUNTIF(A1:A6;">${k}")?`,
      ),
      answer: whole(more),
      distractors: [whole(atLeast), whole(6 - more), whole(sum(xs.filter((x) => x > k))), whole(more + 1)],
      expr: `sum(${vec(xs)} > ${k})`,
      explanation: bi(
        `COUNTIF shartni qanoatlantiruvchi kataklarni sanaydi: ${k} dan katta qiymatlar ${xs.filter((x) => x > k).join(', ')} — ${more} ta (${k} ning oʻzi kirmaydi).`,
        `COUNTIF считает ячейки, удовлетворяющие условию: больше ${k} значения ${xs.filter((x) => x > k).join(', ')} — их ${more} (само ${k} не считается).`,
      ),
    };
  }),
  template('relative-copy', 2, 5, (rng) => {
    const a = values(rng, 4, 1, 20);
    const b = values(rng, 4, 1, 20);
    const k = randInt(rng, 2, 5);
    const row = randInt(rng, 2, 4);
    const v = a[row - 1] * k + b[row - 1];
    return {
      text: bi(
        `Kataklarda: ${cells('A', a)}; ${cells('B', b)}. C1 katagiga =A1*${k}+B1 formulasi yozilib, C${row} katagiga nusxalandi. C${row} da qanday qiymat hosil boʻladi?`,
        `В ячейках: ${cells('A', a)}; ${cells('B', b)}. В ячейку C1 записали формулу =A1*${k}+B1 и скопировали её в ячейку C${row}. Какое значение будет в C${row}?`,
      ),
      answer: whole(v),
      distractors: [
        whole(a[0] * k + b[0]),
        whole(a[row - 2] * k + b[row - 2]),
        row < 4 ? whole(a[row] * k + b[row]) : null,
        whole(a[row - 1] * k + b[0]),
        whole(a[row - 1] + b[row - 1] * k),
      ],
      expr: `${a[row - 1]}*${k} + ${b[row - 1]}`,
      explanation: bi(
        `Nisbiy havolalar nusxalanganda qator raqami ${row - 1} taga oshadi: C${row} da =A${row}*${k}+B${row} = ${a[row - 1]} · ${k} + ${b[row - 1]} = ${v}.`,
        `При копировании относительные ссылки сдвигаются на ${plural(row - 1, 'строку', 'строки', 'строк')} вниз: в C${row} будет =A${row}*${k}+B${row} = ${a[row - 1]} · ${k} + ${b[row - 1]} = ${v}.`,
      ),
    };
  }),
  template('absolute-copy', 3, 5, (rng) => {
    const a = values(rng, 3, 1, 15);
    const b = values(rng, 3, 1, 15);
    const row = randInt(rng, 2, 3);
    const v = a[0] * b[row - 1] + a[row - 1];
    return {
      text: bi(
        `Kataklarda: ${cells('A', a)}; ${cells('B', b)}. C1 katagiga =${D}A${D}1*B1+A1 formulasi yozilib, C${row} katagiga nusxalandi. C${row} da qanday qiymat hosil boʻladi? (${D} — absolyut havola belgisi.)`,
        `В ячейках: ${cells('A', a)}; ${cells('B', b)}. В ячейку C1 записали формулу =${D}A${D}1*B1+A1 и скопировали её в C${row}. Какое значение будет в C${row}? (${D} — знак абсолютной ссылки.)`,
      ),
      answer: whole(v),
      distractors: [
        whole(a[row - 1] * b[row - 1] + a[row - 1]),
        whole(a[0] * b[0] + a[0]),
        whole(a[0] * b[row - 1] + a[0]),
        whole(a[0] * b[0] + a[row - 1]),
      ],
      expr: `${a[0]}*${b[row - 1]} + ${a[row - 1]}`,
      explanation: bi(
        `${D}A${D}1 — absolyut havola, nusxalanganda oʻzgarmaydi; B1 va A1 — nisbiy, B${row} va A${row} ga aylanadi: =${D}A${D}1*B${row}+A${row} = ${a[0]} · ${b[row - 1]} + ${a[row - 1]} = ${v}.`,
        `${D}A${D}1 — абсолютная ссылка, при копировании не меняется; B1 и A1 — относительные, становятся B${row} и A${row}: =${D}A${D}1*B${row}+A${row} = ${a[0]} · ${b[row - 1]} + ${a[row - 1]} = ${v}.`,
      ),
    };
  }),
  template('if', 3, 4, (rng) => {
    const xs = shuffle(rng, values(rng, 3, 1, 30));
    const k = randInt(rng, 20, 70);
    const s = sum(xs);
    const v = s > k ? Math.max(...xs) : Math.min(...xs) * 2;
    const other = s > k ? Math.min(...xs) * 2 : Math.max(...xs);
    return {
      text: bi(
        `Kataklarda: ${cells('A', xs)}. B1 katagiga =IF(SUM(A1:A3)>${k};MAX(A1:A3);MIN(A1:A3)*2) formulasi yozildi. B1 ning qiymatini toping.`,
        `В ячейках: ${cells('A', xs)}. В ячейку B1 записана формула =IF(SUM(A1:A3)>${k};MAX(A1:A3);MIN(A1:A3)*2). Найдите значение B1.`,
      ),
      answer: whole(v),
      distractors: [whole(other), whole(s), whole(Math.min(...xs)), whole(Math.max(...xs) * 2)],
      expr: `sum(${vec(xs)}) > ${k} ? max(${vec(xs)}) : min(${vec(xs)})*2`,
      explanation: bi(
        `SUM(A1:A3) = ${s}; ${s} > ${k} sharti ${s > k ? 'rost, shuning uchun MAX(A1:A3)' : 'yolgʻon, shuning uchun MIN(A1:A3)*2'} = ${v}.`,
        `SUM(A1:A3) = ${s}; условие ${s} > ${k} ${s > k ? 'истинно, поэтому MAX(A1:A3)' : 'ложно, поэтому MIN(A1:A3)*2'} = ${v}.`,
      ),
    };
  }),
]);

/** A whole number that may be negative (a difference), as an option. */
function wholeNeg(x: number) {
  return whole(x, -1e9);
}
