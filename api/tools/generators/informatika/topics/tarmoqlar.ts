// Topic 7: networks and data transfer — transfer time and volume from the rate, host addresses of a
// subnet from its mask, the network address (bitwise AND of an address byte and a mask byte).
import { bi, fmt, pick, plural, randInt, whole, template, topic } from '../bank';
import { ruNoun } from '../../generate';

const TARMOQLAR_NAME = { uz: "Kompyuter tarmoqlari va ma'lumot uzatish", ru: 'Компьютерные сети и передача данных' };
export const tarmoqlar = topic('tarmoqlar-va-uzatish', TARMOQLAR_NAME, 0.08, [
  template('transfer-time', 1, 4, (rng) => {
    const v = randInt(rng, 2, 60);
    const r = pick(rng, [2, 4, 8, 16]);
    const t = (v * 8) / r;
    if (!Number.isInteger(t)) return null;
    return {
      text: bi(
        `${v} Mbayt hajmli fayl ${r} Mbit/s tezlikda uzatilmoqda. Uzatish necha soniya davom etadi?`,
        `Файл объёмом ${v} Мбайт передаётся со скоростью ${r} Мбит/с. Сколько секунд займёт передача?`,
      ),
      answer: whole(t),
      distractors: [v % r === 0 ? whole(v / r) : null, whole(v * r), whole(t * 8), whole(t / 8), whole(t + 1)],
      expr: `${v}*8/${r}`,
      explanation: bi(
        `$t = \\frac{V}{v}$: ${v} Mbayt = ${v} · 8 = ${v * 8} Mbit, $t = \\frac{${v * 8}}{${r}} = ${t}$ s. Baytni bitga oʻtkazmaslik — odatiy xato.`,
        `$t = \\frac{V}{v}$: ${v} Мбайт = ${v} · 8 = ${v * 8} Мбит, $t = \\frac{${v * 8}}{${r}} = ${t}$ с. Типичная ошибка — не перевести байты в биты.`,
      ),
    };
  }),
  template('transfer-volume', 1, 4, (rng) => {
    const r = pick(rng, [8, 16, 32, 64, 128, 256]);
    const t = randInt(rng, 2, 90);
    const kb = (r * t) / 8;
    if (!Number.isInteger(kb)) return null;
    return {
      text: bi(
        `Maʼlumot ${r} Kbit/s tezlikda ${t} soniya davomida uzatildi. Necha Kbayt maʼlumot uzatilgan?`,
        `Данные передавались со скоростью ${r} Кбит/с в течение ${t} с. Сколько килобайтов данных передано?`,
      ),
      answer: whole(kb),
      distractors: [whole(r * t), whole(kb * 2), whole(r * t * 8), whole(kb + r)],
      expr: `${r}*${t}/8`,
      explanation: bi(
        `$V = v \\cdot t = ${r} \\cdot ${t} = ${fmt(r * t)}$ Kbit = ${fmt(r * t)} : 8 = ${fmt(kb)} Kbayt.`,
        `$V = v \\cdot t = ${r} \\cdot ${t} = ${fmt(r * t)}$ Кбит = ${fmt(r * t)} : 8 = ${fmt(kb)} Кбайт.`,
      ),
    };
  }),
  template('transfer-bits', 2, 6, (rng) => {
    const kb = pick(rng, [16, 32, 40, 48, 64, 80, 96, 100, 120, 128, 160, 200, 250, 256, 375, 500, 625, 750]);
    const rate = pick(rng, [1024, 2048, 4096, 8192, 16384, 32768]);
    const t = (kb * 1024 * 8) / rate;
    if (!Number.isInteger(t) || t < 2) return null;
    return {
      text: bi(
        `Modem maʼlumotni ${fmt(rate)} bit/s tezlikda uzatadi. ${kb} Kbayt hajmli faylni uzatish uchun necha soniya kerak?`,
        `Модем передаёт данные со скоростью ${fmt(rate)} бит/с. Сколько секунд потребуется для передачи файла объёмом ${kb} Кбайт?`,
      ),
      answer: whole(t),
      distractors: [whole((kb * 1000 * 8) / rate), whole((kb * 1024) / rate), whole(t * 2), whole(t / 2)],
      expr: `${kb}*1024*8/${rate}`,
      explanation: bi(
        `${kb} Kbayt = ${kb} · 1024 · 8 = ${fmt(kb * 8192)} bit. $t = \\frac{${kb * 8192}}{${rate}} = ${t}$ s.`,
        `${kb} Кбайт = ${kb} · 1024 · 8 = ${fmt(kb * 8192)} ${ruNoun(kb * 8192, ['бит', 'бита', 'бит'])}. $t = \\frac{${kb * 8192}}{${rate}} = ${t}$ с.`,
      ),
    };
  }),
  template('subnet-hosts', 2, 5, (rng) => {
    const prefix = randInt(rng, 20, 30);
    const zeros = 32 - prefix;
    const hosts = 2 ** zeros - 2;
    const bytes = [0, 0, 0, 0].map((_, i) => {
      const ones = Math.max(0, Math.min(8, prefix - 8 * i));
      return 256 - 2 ** (8 - ones);
    });
    const mask = bytes.join('.');
    const dotted = rng() < 0.5;
    const shownMask = dotted ? mask : `/${prefix}`;
    return {
      text: bi(
        `Tarmoq niqobi ${shownMask}. Bu tarmoqda kompyuterlarga nechta manzil berish mumkin (tarmoq manzili va keng tarqatish manzili hisobga olinmaydi)?`,
        `Маска подсети ${shownMask}. Сколько адресов можно выдать компьютерам в этой сети (адрес сети и широковещательный адрес не считаются)?`,
      ),
      answer: whole(hosts),
      distractors: [whole(2 ** zeros), whole(2 ** zeros - 1), whole(2 ** (zeros - 1) - 2), whole(2 ** (zeros + 1) - 2)],
      expr: `2^(32 - ${prefix}) - 2`,
      explanation: bi(
        `Niqob ${mask} (/${prefix}) da ${prefix} ta birlik, ${zeros} ta nol. Manzillar $2^{${zeros}} = ${fmt(2 ** zeros)}$, ulardan ikkitasi (tarmoq va keng tarqatish) band: ${fmt(hosts)}.`,
        `В маске ${mask} (/${prefix}) ${plural(prefix, 'единица', 'единицы', 'единиц')} и ${plural(zeros, 'нуль', 'нуля', 'нулей')}. Адресов $2^{${zeros}} = ${fmt(2 ** zeros)}$, два из них (сети и широковещательный) заняты: ${fmt(hosts)}.`,
      ),
    };
  }),
  template('network-address', 3, 6, (rng) => {
    const m = pick(rng, [128, 192, 224, 240, 248, 252]);
    const a = randInt(rng, 1, 254);
    const b = randInt(rng, 1, 254);
    const x = randInt(rng, 0, 255);
    const net = a & m;
    if (net === a || net === 0) return null;
    return {
      text: bi(
        `Kompyuterning IP-manzili 10.${b}.${a}.${x}, tarmoq niqobi 255.255.${m}.0. Tarmoq manzilining uchinchi baytini (chapdan) toping.`,
        `IP-адрес компьютера 10.${b}.${a}.${x}, маска сети 255.255.${m}.0. Найдите третий слева байт адреса сети.`,
      ),
      answer: whole(net),
      distractors: [whole(a), whole(m), whole(a | m), whole(a - m), whole(net + 1)],
      expr: `bitAnd(${a}, ${m})`,
      explanation: bi(
        `Tarmoq manzili — IP-manzil va niqobning razryadma-razryad VA amali. $${a} = ${a.toString(2).padStart(8, '0')}_2$, $${m} = ${m.toString(2)}_2$; VA natijasi $${net.toString(2).padStart(8, '0')}_2 = ${net}$.`,
        `Адрес сети — поразрядная конъюнкция (И) IP-адреса и маски. $${a} = ${a.toString(2).padStart(8, '0')}_2$, $${m} = ${m.toString(2)}_2$; результат И: $${net.toString(2).padStart(8, '0')}_2 = ${net}$.`,
      ),
    };
  }),
]);
