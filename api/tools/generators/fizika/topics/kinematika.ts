// Topic 1: kinematics — uniform and uniformly accelerated motion, free fall, throws, average speed.
import { bi, G10, pick, qv, randInt, tn, tu, val, template, topic } from '../bank';

const KINEMATIKA_NAME = { uz: 'Kinematika', ru: 'Кинематика' };
export const kinematika = topic('kinematika', KINEMATIKA_NAME, 0.1, [
  template('uniform-kmh', 1, 5, (rng) => {
    const v = pick(rng, [18, 36, 54, 72, 90, 108]);
    const t = randInt(rng, 4, 60);
    const ms = v / 3.6;
    const s = ms * t;
    const who = pick(rng, [
      ['Avtomobil', 'Автомобиль'],
      ['Avtobus', 'Автобус'],
      ['Poyezd', 'Поезд'],
      ['Velosipedchi', 'Велосипедист'],
    ]);
    return {
      text: bi(
        `${who[0]} ${qv('v', v, 'kmh')} tezlik bilan tekis harakatlanmoqda. U ${qv('t', t, 's')} da qancha yoʻl bosadi?`,
        `${who[1]} движется равномерно со скоростью ${qv('v', v, 'kmh')}. Какой путь он пройдёт за ${qv('t', t, 's')}?`,
      ),
      answer: val(s, 'm'),
      distractors: [val(v * t, 'm'), val(v * 3.6 * t, 'm'), val(s / 2, 'm'), val(ms * t * 60, 'm')],
      expr: `${v}*1000/3600*${t}`,
      explanation: bi(
        `Tezlikni SI birligiga oʻtkazamiz: $v = ${tu(v, 'kmh')} = \\frac{${v}\\cdot 1000}{3600}\\ «ms» = ${tu(ms, 'ms')}$. Yoʻl $s = vt = ${tn(ms)}\\cdot ${t} = ${tu(s, 'm')}$. km/soatni m/s ga oʻtkazmaslik — tipik xato.`,
        `Переводим скорость в СИ: $v = ${tu(v, 'kmh')} = \\frac{${v}\\cdot 1000}{3600}\\ «ms» = ${tu(ms, 'ms')}$. Путь $s = vt = ${tn(ms)}\\cdot ${t} = ${tu(s, 'm')}$. Типичная ошибка — не перевести км/ч в м/с.`,
      ),
    };
  }),
  template('acceleration', 1, 5, (rng) => {
    const v0 = randInt(rng, 0, 10) * 2;
    const a = pick(rng, [0.5, 1, 1.5, 2, 2.5, 3, 4, 5]);
    const t = randInt(rng, 2, 12);
    const v = v0 + a * t;
    return {
      text: bi(
        `Jismning tezligi ${qv('t', t, 's')} ichida ${qv('v_0', v0, 'ms')} dan ${qv('v', v, 'ms')} gacha tekis ortdi. Jismning tezlanishi qanday?`,
        `За ${qv('t', t, 's')} скорость тела равномерно возросла от ${qv('v_0', v0, 'ms')} до ${qv('v', v, 'ms')}. Каково ускорение тела?`,
      ),
      answer: val(a, 'ms2'),
      distractors: [val(v / t, 'ms2'), val((v + v0) / t, 'ms2'), val((v - v0) * t, 'ms2'), val(a * 2, 'ms2'), val(a / 2, 'ms2')],
      expr: `(${v} - ${v0})/${t}`,
      explanation: bi(
        `Tezlanish $a = \\frac{v - v_0}{t} = \\frac{${tn(v)} - ${tn(v0)}}{${t}} = ${tu(a, 'ms2')}$. Boshlangʻich tezlikni ayirishni unutish ($\\frac{v}{t}$) — tipik xato.`,
        `Ускорение $a = \\frac{v - v_0}{t} = \\frac{${tn(v)} - ${tn(v0)}}{${t}} = ${tu(a, 'ms2')}$. Типичная ошибка — забыть вычесть начальную скорость ($\\frac{v}{t}$).`,
      ),
    };
  }),
  template('braking-distance', 2, 6, (rng) => {
    const v0 = pick(rng, [6, 8, 10, 12, 15, 16, 20, 24, 25, 30]);
    const a = pick(rng, [2, 2.5, 4, 5, 8]);
    const s = (v0 * v0) / (2 * a);
    return {
      text: bi(
        `${qv('v_0', v0, 'ms')} tezlik bilan harakatlanayotgan avtomobil tormozlanib, ${qv('a', a, 'ms2')} tezlanish bilan tekis sekinlanuvchan harakat qildi. Uning tormozlanish yoʻli qancha?`,
        `Автомобиль, ехавший со скоростью ${qv('v_0', v0, 'ms')}, тормозит с ускорением, модуль которого ${qv('a', a, 'ms2')}. Каков его тормозной путь?`,
      ),
      answer: val(s, 'm'),
      distractors: [val((v0 * v0) / a, 'm'), val(v0 / (2 * a), 'm'), val((v0 * v0) / (4 * a), 'm'), val(v0 / a, 'm')],
      expr: `${v0}^2/(2*${a})`,
      explanation: bi(
        `Oxirgi tezlik nolga teng: $0 = v_0^2 - 2as$, bundan $s = \\frac{v_0^2}{2a} = \\frac{${v0}^2}{2\\cdot ${tn(a)}} = ${tu(s, 'm')}$. 2 ga boʻlishni unutsangiz, natija ikki marta katta chiqadi.`,
        `Конечная скорость равна нулю: $0 = v_0^2 - 2as$, откуда $s = \\frac{v_0^2}{2a} = \\frac{${v0}^2}{2\\cdot ${tn(a)}} = ${tu(s, 'm')}$. Если забыть множитель 2, ответ окажется вдвое больше.`,
      ),
    };
  }),
  template('free-fall-height', 2, 5, (rng) => {
    const t = pick(rng, [1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6]);
    const h = (10 * t * t) / 2;
    return {
      text: bi(
        `Jism boshlangʻich tezliksiz erkin tushib, yerga ${qv('t', t, 's')} da yetib keldi. U qanday balandlikdan tushgan? ${G10}`,
        `Тело свободно падало без начальной скорости и достигло земли за ${qv('t', t, 's')}. С какой высоты оно упало? ${G10}`,
      ),
      answer: val(h, 'm'),
      distractors: [val(10 * t * t, 'm'), val(10 * t, 'm'), val(5 * t, 'm'), val(h / 2, 'm')],
      expr: `10*${t}^2/2`,
      explanation: bi(
        `Erkin tushishda $h = \\frac{gt^2}{2} = \\frac{10\\cdot ${tn(t)}^2}{2} = ${tu(h, 'm')}$. $gt$ — bu balandlik emas, yerga tushish paytidagi tezlik.`,
        `При свободном падении $h = \\frac{gt^2}{2} = \\frac{10\\cdot ${tn(t)}^2}{2} = ${tu(h, 'm')}$. Величина $gt$ — это не высота, а скорость в момент падения.`,
      ),
    };
  }),
  template('max-height', 2, 4, (rng) => {
    const v0 = randInt(rng, 2, 10) * 5;
    const H = (v0 * v0) / 20;
    return {
      text: bi(
        `Toshni vertikal yuqoriga ${qv('v_0', v0, 'ms')} tezlik bilan otishdi. Havoning qarshiligini hisobga olmasdan, u koʻtarilgan eng katta balandlikni toping. ${G10}`,
        `Камень бросили вертикально вверх со скоростью ${qv('v_0', v0, 'ms')}. Пренебрегая сопротивлением воздуха, найдите наибольшую высоту подъёма. ${G10}`,
      ),
      answer: val(H, 'm'),
      distractors: [val((v0 * v0) / 10, 'm'), val((v0 * v0) / 40, 'm'), val(v0 / 2, 'm'), val(2 * v0, 'm')],
      expr: `${v0}^2/(2*10)`,
      explanation: bi(
        `Eng yuqori nuqtada tezlik nolga teng, shuning uchun $H = \\frac{v_0^2}{2g} = \\frac{${v0}^2}{2\\cdot 10} = ${tu(H, 'm')}$.`,
        `В верхней точке скорость равна нулю, поэтому $H = \\frac{v_0^2}{2g} = \\frac{${v0}^2}{2\\cdot 10} = ${tu(H, 'm')}$.`,
      ),
    };
  }),
  template('average-speed-halves', 3, 4, (rng) => {
    const v1 = randInt(rng, 2, 24) * 5;
    const v2 = randInt(rng, 2, 24) * 5;
    if (v1 === v2) return null;
    const v = (2 * v1 * v2) / (v1 + v2);
    return {
      text: bi(
        `Avtomobil yoʻlning birinchi yarmini ${qv('v_1', v1, 'kmh')}, ikkinchi yarmini ${qv('v_2', v2, 'kmh')} tezlik bilan bosib oʻtdi. Butun yoʻldagi oʻrtacha tezlikni toping.`,
        `Первую половину пути автомобиль проехал со скоростью ${qv('v_1', v1, 'kmh')}, вторую — со скоростью ${qv('v_2', v2, 'kmh')}. Найдите среднюю скорость на всём пути.`,
      ),
      answer: val(v, 'kmh', 1),
      distractors: [
        val((v1 + v2) / 2, 'kmh', 1),
        val((v1 * v2) / (v1 + v2), 'kmh', 1),
        val(v1 + v2, 'kmh', 1),
        val(Math.abs(v1 - v2), 'kmh', 1),
      ],
      expr: `2*${v1}*${v2}/(${v1}+${v2})`,
      explanation: bi(
        `Har bir yarim yoʻl $\\frac{s}{2}$; sarflangan vaqt $t = \\frac{s}{2v_1} + \\frac{s}{2v_2}$. Oʻrtacha tezlik $v = \\frac{s}{t} = \\frac{2v_1v_2}{v_1 + v_2} = \\frac{2\\cdot ${v1}\\cdot ${v2}}{${v1} + ${v2}} = ${tu(v, 'kmh', 1)}$. Tezliklarning oʻrta arifmetigi ($${tn((v1 + v2) / 2, 1)}$) notoʻgʻri: sekin qismda koʻproq vaqt sarflanadi.`,
        `Каждая половина пути равна $\\frac{s}{2}$; время $t = \\frac{s}{2v_1} + \\frac{s}{2v_2}$. Средняя скорость $v = \\frac{s}{t} = \\frac{2v_1v_2}{v_1 + v_2} = \\frac{2\\cdot ${v1}\\cdot ${v2}}{${v1} + ${v2}} = ${tu(v, 'kmh', 1)}$. Среднее арифметическое скоростей ($${tn((v1 + v2) / 2, 1)}$) неверно: на медленном участке тратится больше времени.`,
      ),
    };
  }),
  template('horizontal-throw', 3, 4, (rng) => {
    const t = randInt(rng, 1, 6);
    const h = 5 * t * t;
    const v0 = randInt(rng, 2, 15) * 2;
    const L = v0 * t;
    return {
      text: bi(
        `${qv('h', h, 'm')} balandlikdan jism gorizontal yoʻnalishda ${qv('v_0', v0, 'ms')} tezlik bilan otildi. Jism otilgan joydan gorizontal boʻyicha qanday masofada yerga tushadi? ${G10}`,
        `С высоты ${qv('h', h, 'm')} тело бросили горизонтально со скоростью ${qv('v_0', v0, 'ms')}. На каком расстоянии по горизонтали от места броска оно упадёт? ${G10}`,
      ),
      answer: val(L, 'm'),
      distractors: [val((v0 * 2 * h) / 10, 'm'), val(v0 * t * 2, 'm'), val((v0 * t) / 2, 'm'), val(v0 + h, 'm')],
      expr: `${v0}*sqrt(2*${h}/10)`,
      explanation: bi(
        `Tushish vaqti $t = \\sqrt{\\frac{2h}{g}} = \\sqrt{\\frac{2\\cdot ${h}}{10}} = ${tu(t, 's')}$. Gorizontal masofa $L = v_0t = ${v0}\\cdot ${t} = ${tu(L, 'm')}$.`,
        `Время падения $t = \\sqrt{\\frac{2h}{g}} = \\sqrt{\\frac{2\\cdot ${h}}{10}} = ${tu(t, 's')}$. Дальность $L = v_0t = ${v0}\\cdot ${t} = ${tu(L, 'm')}$.`,
      ),
    };
  }),
]);
