// Topic 1: information and its measurement — units (bit, bayt, Kbayt, Mbayt with 1 Kbayt = 1024 bayt),
// Hartley's formula, the information volume of a text, a picture and a sound recording.
import { bi, fmt, pick, plural, randInt, whole, template, topic } from '../bank';
import { ruNoun } from '../../generate';

const POW2 = [2, 4, 8, 16, 32, 64, 128, 256, 512, 1024];

const AXBOROT_NAME = { uz: "Axborot va uni o'lchash", ru: 'Информация и её измерение' };
export const axborot = topic('axborot-va-olchov', AXBOROT_NAME, 0.15, [
  template('kbayt-to-bit', 1, 6, (rng) => {
    const k = randInt(rng, 2, 40);
    return {
      text: bi(`${k} Kbayt necha bitga teng?`, `Сколько битов в ${k} Кбайт?`),
      answer: whole(k * 1024 * 8),
      distractors: [whole(k * 1000 * 8), whole(k * 1024), whole(k * 8), whole(k * 1024 * 1024)],
      expr: `${k}*1024*8`,
      explanation: bi(
        `1 Kbayt = 1024 bayt, 1 bayt = 8 bit, shuning uchun ${k} Kbayt = ${k} · 1024 · 8 = ${fmt(k * 8192)} bit. 1024 oʻrniga 1000 olish — koʻp uchraydigan xato.`,
        `1 Кбайт = 1024 байта, 1 байт = 8 битов, поэтому ${k} Кбайт = ${k} · 1024 · 8 = ${fmt(k * 8192)} ${ruNoun(k * 8192, ['бит', 'бита', 'бит'])}. Частая ошибка — взять 1000 вместо 1024.`,
      ),
    };
  }),
  template('mbayt-to-kbayt', 1, 5, (rng) => {
    const m = randInt(rng, 2, 64);
    return {
      text: bi(`${m} Mbayt necha Kbaytga teng?`, `Сколько килобайтов в ${m} Мбайт?`),
      answer: whole(m * 1024),
      distractors: [whole(m * 1000), whole(m * 1024 * 8), whole(m * 1024 * 1024), whole(m * 8)],
      expr: `${m}*1024`,
      explanation: bi(
        `1 Mbayt = 1024 Kbayt, demak ${m} Mbayt = ${m} · 1024 = ${fmt(m * 1024)} Kbayt.`,
        `1 Мбайт = 1024 Кбайт, значит ${m} Мбайт = ${m} · 1024 = ${fmt(m * 1024)} Кбайт.`,
      ),
    };
  }),
  template('hartley', 1, 4, (rng) => {
    const n = pick(rng, POW2.slice(1));
    const i = Math.log2(n);
    const story = pick(rng, [
      {
        uz: `Qutida ${n} ta har xil rangli shar bor. Tasodifan bitta shar olinganda uning rangi haqidagi xabar necha bit axborot beradi (hodisalar teng ehtimolli)?`,
        ru: `В коробке ${plural(n, 'шар', 'шара', 'шаров')} разного цвета. Сколько битов информации несёт сообщение о цвете случайно вынутого шара (события равновероятны)?`,
      },
      {
        uz: `Oʻyinchi 1 dan ${n} gacha boʻlgan sonlardan birini oʻyladi. "Oʻylangan son topildi" degan xabar necha bit axborot beradi (barcha sonlar teng ehtimolli)?`,
        ru: `Игрок загадал одно из чисел от 1 до ${n}. Сколько битов информации несёт сообщение об угаданном числе (все числа равновероятны)?`,
      },
    ]);
    return {
      text: bi(story.uz, story.ru),
      answer: whole(i),
      distractors: [whole(n / 2), whole(i + 1), whole(i - 1, 1), whole(n)],
      expr: `log2(${n})`,
      explanation: bi(
        `Xartli formulasi: $N = 2^{i}$, ya'ni $i = \\log_2 N$. $N = ${n}$ boʻlgani uchun $i = \\log_2 ${n} = ${i}$ bit.`,
        `Формула Хартли: $N = 2^{i}$, то есть $i = \\log_2 N$. При $N = ${n}$ получаем $i = \\log_2 ${n} = ${i}$ ${ruNoun(i, ['бит', 'бита', 'бит'])}.`,
      ),
    };
  }),
  template('alphabet-text', 2, 6, (rng) => {
    const n = pick(rng, [4, 8, 16, 32, 64, 128]);
    const i = Math.log2(n);
    const k = randInt(rng, 3, 60) * 8;
    const bits = k * i;
    return {
      text: bi(
        `Alifbo quvvati ${n} ga teng. Shu alifboda yozilgan ${k} ta belgidan iborat matnning axborot hajmi necha bayt?`,
        `Мощность алфавита равна ${n}. Каков информационный объём текста из ${k} ${ruNoun(k, ['символа', 'символов', 'символов'])} этого алфавита в байтах?`,
      ),
      answer: whole(bits / 8),
      distractors: [whole(bits), whole(k), whole((k * n) / 8), whole((k * (i + 1)) / 8), whole(k * 2)],
      expr: `${k}*log2(${n})/8`,
      explanation: bi(
        `Bir belgiga $i = \\log_2 ${n} = ${i}$ bit kerak. Matn hajmi ${k} · ${i} = ${fmt(bits)} bit = ${fmt(bits)} : 8 = ${fmt(bits / 8)} bayt.`,
        `На один символ нужно $i = \\log_2 ${n} = ${i}$ ${ruNoun(i, ['бит', 'бита', 'бит'])}. Объём текста ${k} · ${i} = ${fmt(bits)} ${ruNoun(bits, ['бит', 'бита', 'бит'])} = ${fmt(bits)} : 8 = ${fmt(bits / 8)} ${ruNoun(bits / 8, ['байт', 'байта', 'байт'])}.`,
      ),
    };
  }),
  template('text-pages', 2, 6, (rng) => {
    const pages = pick(rng, [4, 8, 16, 32, 64]);
    const lines = pick(rng, [32, 64]);
    const chars = pick(rng, [32, 64, 128]);
    const bitsPerChar = pick(rng, [8, 16]);
    const bytes = (pages * lines * chars * bitsPerChar) / 8;
    const kb = bytes / 1024;
    if (!Number.isInteger(kb) || kb < 2) return null;
    return {
      text: bi(
        `Matn ${pages} sahifadan iborat, har bir sahifada ${lines} satr, har bir satrda ${chars} ta belgi bor. Har bir belgi ${bitsPerChar} bit bilan kodlangan. Matnning axborot hajmi necha Kbayt?`,
        `Текст занимает ${plural(pages, 'страницу', 'страницы', 'страниц')}, на каждой странице ${plural(lines, 'строка', 'строки', 'строк')}, в каждой строке ${plural(chars, 'символ', 'символа', 'символов')}. Каждый символ кодируется ${bitsPerChar} битами. Каков информационный объём текста в килобайтах?`,
      ),
      answer: whole(kb),
      distractors: [whole(kb * 8), whole(bitsPerChar === 16 ? kb / 2 : kb * 2), whole(bytes), num1000(bytes)],
      expr: `${pages}*${lines}*${chars}*${bitsPerChar}/8/1024`,
      explanation: bi(
        `Belgilar soni ${pages} · ${lines} · ${chars} = ${fmt(pages * lines * chars)}. Hajm ${fmt(pages * lines * chars)} · ${bitsPerChar} bit = ${fmt(bytes)} bayt = ${fmt(bytes)} : 1024 = ${fmt(kb)} Kbayt.`,
        `Символов ${pages} · ${lines} · ${chars} = ${fmt(pages * lines * chars)}. Объём ${fmt(pages * lines * chars)} · ${bitsPerChar} ${ruNoun(bitsPerChar, ['бит', 'бита', 'бит'])} = ${fmt(bytes)} ${ruNoun(bytes, ['байт', 'байта', 'байт'])} = ${fmt(bytes)} : 1024 = ${fmt(kb)} Кбайт.`,
      ),
    };
  }),
  template('image', 2, 5, (rng) => {
    const w = pick(rng, [64, 128, 256, 512, 1024]);
    const h = pick(rng, [64, 128, 256, 512]);
    const colours = pick(rng, [2, 4, 16, 256]);
    const i = Math.log2(colours);
    const kb = (w * h * i) / 8 / 1024;
    if (!Number.isInteger(kb) || kb < 1) return null;
    return {
      text: bi(
        `${w} × ${h} piksel oʻlchamli rasm ${colours} rangli palitrada saqlangan. Rasm uchun necha Kbayt xotira kerak (siqishsiz)?`,
        `Изображение размером ${w} × ${h} пикселей сохранено с палитрой из ${colours} цветов. Сколько килобайтов памяти нужно для изображения (без сжатия)?`,
      ),
      answer: whole(kb),
      distractors: [whole((w * h * colours) / 8 / 1024), whole(kb * 8), whole((w * h) / 1024), whole(kb * 2), whole(kb / 2, 1)],
      expr: `${w}*${h}*log2(${colours})/8/1024`,
      explanation: bi(
        `Bir piksel rangi uchun $\\log_2 ${colours} = ${i}$ bit kerak. Hajm ${w} · ${h} · ${i} = ${fmt(w * h * i)} bit = ${fmt((w * h * i) / 8)} bayt = ${fmt(kb)} Kbayt. Ranglar sonini (${colours}) bitlar soni deb olish xato.`,
        `На цвет одного пикселя нужно $\\log_2 ${colours} = ${i}$ ${ruNoun(i, ['бит', 'бита', 'бит'])}. Объём ${w} · ${h} · ${i} = ${fmt(w * h * i)} ${ruNoun(w * h * i, ['бит', 'бита', 'бит'])} = ${fmt((w * h * i) / 8)} ${ruNoun((w * h * i) / 8, ['байт', 'байта', 'байт'])} = ${fmt(kb)} Кбайт. Брать число цветов (${colours}) вместо числа битов — ошибка.`,
      ),
    };
  }),
  template('min-bits-code', 2, 6, (rng) => {
    const n = randInt(rng, 5, 300);
    if (Number.isInteger(Math.log2(n))) return null;
    const i = Math.ceil(Math.log2(n));
    const m = randInt(rng, 2, 30) * 8;
    return {
      text: bi(
        `Musobaqada ${n} nafar sportchi qatnashmoqda. Har bir sportchining raqami bir xil uzunlikdagi eng qisqa ikkilik kod bilan yoziladi. ${m} nafar sportchining raqamlari yozilgan xabarning hajmi necha bayt?`,
        `В соревновании участвуют ${plural(n, 'спортсмен', 'спортсмена', 'спортсменов')}. Номер каждого записывается двоичным кодом одинаковой минимальной длины. Каков объём сообщения с номерами ${m} спортсменов в байтах?`,
      ),
      answer: whole((m * i) / 8),
      distractors: [whole((m * (i - 1)) / 8), whole(m * i), whole((m * (i + 1)) / 8), whole(m)],
      expr: `ceil(log2(${n}))*${m}/8`,
      explanation: bi(
        `$2^{${i - 1}} = ${2 ** (i - 1)} < ${n} \\le 2^{${i}} = ${2 ** i}$, demak bitta raqamga ${i} bit kerak. Xabar hajmi ${m} · ${i} = ${m * i} bit = ${(m * i) / 8} bayt.`,
        `$2^{${i - 1}} = ${2 ** (i - 1)} < ${n} \\le 2^{${i}} = ${2 ** i}$, значит на один номер нужно ${i} ${ruNoun(i, ['бит', 'бита', 'бит'])}. Объём сообщения ${m} · ${i} = ${m * i} ${ruNoun(m * i, ['бит', 'бита', 'бит'])} = ${(m * i) / 8} ${ruNoun((m * i) / 8, ['байт', 'байта', 'байт'])}.`,
      ),
    };
  }),
  template('sound', 3, 6, (rng) => {
    const khz = pick(rng, [8, 16, 24, 32, 48]);
    const depth = pick(rng, [8, 16, 24]);
    const t = randInt(rng, 2, 30);
    const stereo = rng() < 0.5;
    const ch = stereo ? 2 : 1;
    const bytes = (khz * 1000 * depth * t * ch) / 8;
    const kind = stereo
      ? { uz: 'Stereo (ikki kanalli)', ru: 'Стерео (двухканальная)' }
      : { uz: 'Mono (bir kanalli)', ru: 'Моно (одноканальная)' };
    return {
      text: bi(
        `${kind.uz} tovush ${khz} kGs diskretlash chastotasi va ${depth} bitli kodlash chuqurligi bilan ${t} soniya davomida yozildi. Fayl hajmi necha bayt (siqishsiz)?`,
        `${kind.ru} звукозапись длительностью ${t} с сделана с частотой дискретизации ${khz} кГц и глубиной кодирования ${depth} ${ruNoun(depth, ['бит', 'бита', 'бит'])}. Каков размер файла в байтах (без сжатия)?`,
      ),
      answer: whole(bytes),
      distractors: [whole(bytes * 8), whole(stereo ? bytes / 2 : bytes * 2), whole((bytes * 1024) / 1000), whole(bytes / 8)],
      expr: `${khz}*1000*${depth}*${t}*${ch}/8`,
      explanation: bi(
        `Hajm = chastota · chuqurlik · vaqt · kanallar: ${khz * 1000} · ${depth} · ${t} · ${ch} = ${fmt(bytes * 8)} bit = ${fmt(bytes)} bayt (1 kGs = 1000 Gs).`,
        `Объём = частота · глубина · время · число каналов: ${khz * 1000} · ${depth} · ${t} · ${ch} = ${fmt(bytes * 8)} ${ruNoun(bytes * 8, ['бит', 'бита', 'бит'])} = ${fmt(bytes)} ${ruNoun(bytes, ['байт', 'байта', 'байт'])} (1 кГц = 1000 Гц).`,
      ),
    };
  }),
  template('alphabet-power', 3, 6, (rng) => {
    const i = randInt(rng, 2, 8);
    const k = randInt(rng, 4, 80) * 8;
    const bytes = (k * i) / 8;
    return {
      text: bi(
        `${k} ta belgidan iborat xabarning axborot hajmi ${fmt(bytes)} bayt. Xabar yozilgan alifbo quvvati eng koʻpi bilan nechaga teng (har bir belgi bir xil bitlar soni bilan kodlangan)?`,
        `Сообщение из ${k} символов имеет информационный объём ${fmt(bytes)} ${ruNoun(bytes, ['байт', 'байта', 'байт'])}. Какова наибольшая мощность алфавита, которым записано сообщение (каждый символ кодируется одинаковым числом битов)?`,
      ),
      answer: whole(2 ** i),
      distractors: [whole(i), whole(2 ** (i + 1)), whole(2 ** (i - 1)), whole(i * 8)],
      expr: `2^(${bytes}*8/${k})`,
      explanation: bi(
        `Bir belgiga ${fmt(bytes)} · 8 : ${k} = ${i} bit toʻgʻri keladi. Alifbo quvvati $N = 2^{${i}} = ${2 ** i}$. ${i} — bu bitlar soni, alifbo quvvati emas.`,
        `На один символ приходится ${fmt(bytes)} · 8 : ${k} = ${i} ${ruNoun(i, ['бит', 'бита', 'бит'])}. Мощность алфавита $N = 2^{${i}} = ${2 ** i}$. Число ${i} — это число битов, а не мощность алфавита.`,
      ),
    };
  }),
]);

/** The volume in "Kbayt" counted with 1000 (the mistake); null unless whole. */
function num1000(bytes: number) {
  return whole(bytes / 1000);
}
