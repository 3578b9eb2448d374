import type { AuthoredSubject } from '../types';

// Demo question bank: biology (biologiya). Hand-written, bilingual (uz Latin / ru).
// Pictures are inline SVG; text inside them is limited to digits and gene symbols.

const FONT = 'font-family="Arial,Helvetica,sans-serif"';

/** A numbered label: a small circle with a digit, joined to the pointed part by a line. */
const label = (n: number, x: number, y: number, fromX: number, fromY: number): string =>
  `<line x1="${fromX}" y1="${fromY}" x2="${x}" y2="${y}" stroke="#263238" stroke-width="1.5"/>` +
  `<circle cx="${x}" cy="${y}" r="11" fill="#ffffff" stroke="#263238" stroke-width="1.5"/>` +
  `<text x="${x}" y="${y + 5}" ${FONT} font-size="14" font-weight="bold" text-anchor="middle" fill="#263238">${n}</text>`;

/** Animal cell; label 1 points at the nucleus. */
const ANIMAL_CELL_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 180">',
  '<rect width="280" height="180" fill="#ffffff"/>',
  '<ellipse cx="125" cy="92" rx="112" ry="78" fill="#fff3e0" stroke="#ef6c00" stroke-width="3"/>',
  '<circle cx="115" cy="95" r="32" fill="#e1bee7" stroke="#6a1b9a" stroke-width="2"/>',
  '<circle cx="121" cy="90" r="10" fill="#8e24aa"/>',
  '<g fill="#ffab91" stroke="#bf360c" stroke-width="1.5">',
  '<ellipse cx="203" cy="102" rx="20" ry="10"/>',
  '<ellipse cx="62" cy="138" rx="20" ry="10" transform="rotate(-25 62 138)"/>',
  '<ellipse cx="160" cy="146" rx="18" ry="9" transform="rotate(15 160 146)"/>',
  '</g>',
  '<g fill="none" stroke="#bf360c" stroke-width="1.2">',
  '<path d="M187 102 l5 -6 l5 12 l5 -12 l5 12 l5 -12 l5 6"/>',
  '</g>',
  '<g fill="#5d4037">',
  '<circle cx="60" cy="60" r="2.5"/><circle cx="72" cy="52" r="2.5"/><circle cx="160" cy="100" r="2.5"/>',
  '<circle cx="120" cy="152" r="2.5"/><circle cx="95" cy="150" r="2.5"/><circle cx="48" cy="95" r="2.5"/>',
  '<circle cx="212" cy="72" r="2.5"/><circle cx="140" cy="40" r="2.5"/>',
  '</g>',
  '<circle cx="139" cy="74" r="3" fill="#263238"/>',
  label(1, 258, 28, 139, 74),
  '</svg>',
].join('');

/** Plant cell; 1 cell wall, 2 chloroplast, 3 central vacuole, 4 nucleus. */
const PLANT_CELL_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 180">',
  '<rect width="280" height="180" fill="#ffffff"/>',
  '<rect x="15" y="10" width="215" height="160" fill="#f1f8e9" stroke="#8d6e63" stroke-width="8"/>',
  '<rect x="23" y="18" width="199" height="144" fill="none" stroke="#9ccc65" stroke-width="1.5"/>',
  '<rect x="45" y="45" width="115" height="90" rx="25" fill="#b3e5fc" stroke="#0288d1" stroke-width="2"/>',
  '<g fill="#43a047" stroke="#1b5e20" stroke-width="1">',
  '<ellipse cx="60" cy="32" rx="12" ry="7"/><ellipse cx="120" cy="32" rx="12" ry="7"/><ellipse cx="190" cy="35" rx="12" ry="7"/>',
  '<ellipse cx="60" cy="150" rx="12" ry="7"/><ellipse cx="130" cy="150" rx="12" ry="7"/><ellipse cx="195" cy="150" rx="12" ry="7"/>',
  '<ellipse cx="33" cy="90" rx="6" ry="12"/>',
  '</g>',
  '<circle cx="195" cy="95" r="17" fill="#e1bee7" stroke="#6a1b9a" stroke-width="2"/>',
  '<circle cx="199" cy="92" r="5" fill="#8e24aa"/>',
  label(1, 258, 22, 234, 22),
  label(2, 258, 58, 202, 38),
  label(4, 258, 95, 212, 95),
  label(3, 258, 132, 158, 122),
  '</svg>',
].join('');

/** External view of a human heart with the large vessels. */
const HEART_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 180">',
  '<rect width="280" height="180" fill="#ffffff"/>',
  '<path d="M112 70 V18" stroke="#1565c0" stroke-width="16" fill="none" stroke-linecap="round"/>',
  '<path d="M132 72 V40 C132 14 178 14 178 40 V62" stroke="#c62828" stroke-width="16" fill="none"/>',
  '<g stroke="#c62828" stroke-width="7" stroke-linecap="round"><line x1="142" y1="24" x2="138" y2="8"/><line x1="156" y1="20" x2="156" y2="5"/><line x1="169" y1="24" x2="174" y2="9"/></g>',
  '<path d="M165 78 C170 55 196 50 214 56" stroke="#1e88e5" stroke-width="14" fill="none" stroke-linecap="round"/>',
  '<path d="M98 72 C70 84 68 130 108 152 C140 170 186 172 204 152 C222 130 220 92 198 74 C176 56 124 56 98 72 Z" fill="#e57373" stroke="#b71c1c" stroke-width="3"/>',
  '<path d="M150 76 C158 106 174 132 200 152" stroke="#8e2424" stroke-width="2.5" fill="none"/>',
  '<path d="M100 95 C118 92 136 88 150 80" stroke="#8e2424" stroke-width="2" fill="none"/>',
  '</svg>',
].join('');

/** Flower in section: 1 petal, 2 stamen, 3 pistil, 4 sepal. */
const FLOWER_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 180">',
  '<rect width="280" height="180" fill="#ffffff"/>',
  '<line x1="140" y1="178" x2="140" y2="128" stroke="#388e3c" stroke-width="7"/>',
  '<g fill="#66bb6a" stroke="#2e7d32" stroke-width="1.5">',
  '<path d="M124 124 Q95 126 84 104 Q106 110 128 117 Z"/>',
  '<path d="M156 124 Q185 126 196 104 Q174 110 152 117 Z"/>',
  '</g>',
  '<g fill="#f48fb1" stroke="#c2185b" stroke-width="2">',
  '<path d="M127 118 C72 110 52 52 80 30 C100 60 116 90 132 112 Z"/>',
  '<path d="M153 118 C208 110 228 52 200 30 C180 60 164 90 148 112 Z"/>',
  '</g>',
  '<ellipse cx="140" cy="124" rx="22" ry="8" fill="#81c784" stroke="#2e7d32" stroke-width="1.5"/>',
  '<g stroke="#f9a825" stroke-width="2.5"><line x1="131" y1="115" x2="113" y2="64"/><line x1="149" y1="115" x2="167" y2="64"/></g>',
  '<g fill="#fbc02d" stroke="#e65100" stroke-width="1.5"><ellipse cx="112" cy="57" rx="5" ry="9"/><ellipse cx="168" cy="57" rx="5" ry="9"/></g>',
  '<ellipse cx="140" cy="107" rx="12" ry="14" fill="#aed581" stroke="#33691e" stroke-width="2"/>',
  '<line x1="140" y1="93" x2="140" y2="58" stroke="#7cb342" stroke-width="5"/>',
  '<ellipse cx="140" cy="54" rx="10" ry="6" fill="#558b2f"/>',
  label(1, 22, 64, 76, 64),
  label(3, 140, 16, 140, 48),
  label(2, 258, 40, 174, 55),
  label(4, 258, 120, 192, 110),
  '</svg>',
].join('');

const cellOption = (inner: string): string =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 110">' + '<rect width="160" height="110" fill="#ffffff"/>' + inner + '</svg>';

const OPTION_ANIMAL_CELL_SVG = cellOption(
  '<ellipse cx="80" cy="55" rx="68" ry="46" fill="#fff3e0" stroke="#ef6c00" stroke-width="2.5"/>' +
    '<circle cx="72" cy="55" r="17" fill="#e1bee7" stroke="#6a1b9a" stroke-width="1.5"/><circle cx="75" cy="52" r="5" fill="#8e24aa"/>' +
    '<g fill="#ffab91" stroke="#bf360c" stroke-width="1.2"><ellipse cx="118" cy="40" rx="12" ry="6"/><ellipse cx="112" cy="76" rx="11" ry="5.5"/><ellipse cx="38" cy="72" rx="11" ry="5.5" transform="rotate(-30 38 72)"/></g>',
);
const OPTION_PLANT_CELL_SVG = cellOption(
  '<rect x="12" y="8" width="136" height="94" fill="#f1f8e9" stroke="#8d6e63" stroke-width="5"/>' +
    '<rect x="36" y="24" width="76" height="60" rx="14" fill="#b3e5fc" stroke="#0288d1" stroke-width="1.5"/>' +
    '<circle cx="129" cy="55" r="11" fill="#e1bee7" stroke="#6a1b9a" stroke-width="1.5"/>' +
    '<g fill="#43a047" stroke="#1b5e20" stroke-width="0.8"><ellipse cx="30" cy="19" rx="8" ry="4.5"/><ellipse cx="74" cy="93" rx="8" ry="4.5"/><ellipse cx="126" cy="20" rx="8" ry="4.5"/><ellipse cx="26" cy="90" rx="8" ry="4.5"/><ellipse cx="112" cy="93" rx="8" ry="4.5"/><ellipse cx="24" cy="52" rx="4.5" ry="8"/></g>',
);
const OPTION_BACTERIUM_SVG = cellOption(
  '<path d="M122 55 q7 -10 14 0 t14 0" fill="none" stroke="#f9a825" stroke-width="2"/>' +
    '<rect x="22" y="33" width="100" height="44" rx="22" fill="#fff9c4" stroke="#f9a825" stroke-width="2.5"/>' +
    '<path d="M44 55 q8 -10 16 0 t16 0 t16 0 t16 0" fill="none" stroke="#6d4c41" stroke-width="2"/>' +
    '<g fill="#8d6e63"><circle cx="40" cy="44" r="2"/><circle cx="70" cy="68" r="2"/><circle cx="100" cy="44" r="2"/><circle cx="108" cy="66" r="2"/></g>',
);
const OPTION_VIRUS_SVG = cellOption(
  '<polygon points="80,6 100,18 100,42 80,54 60,42 60,18" fill="#e1bee7" stroke="#6a1b9a" stroke-width="2"/>' +
    '<rect x="76" y="54" width="8" height="32" fill="#b39ddb" stroke="#6a1b9a" stroke-width="1.5"/>' +
    '<path d="M76 86 L58 104 M84 86 L102 104 M78 86 L68 106 M82 86 L92 106" stroke="#6a1b9a" stroke-width="2" fill="none"/>',
);

/** DNA double helix: two strands joined by paired bases (two colours per rung). */
const DNA_SVG = (() => {
  const strandA =
    '20,50 25,51.4 30,55.4 35,61.7 40,70 45,79.6 50,90 55,100.4 60,110 65,118.3 70,124.6 75,128.6 80,130 85,128.6 90,124.6 95,118.3 100,110 105,100.4 110,90 115,79.6 120,70 125,61.7 130,55.4 135,51.4 140,50 145,51.4 150,55.4 155,61.7 160,70 165,79.6 170,90 175,100.4 180,110 185,118.3 190,124.6 195,128.6 200,130 205,128.6 210,124.6 215,118.3 220,110 225,100.4 230,90 235,79.6 240,70 245,61.7 250,55.4 255,51.4 260,50';
  const strandB = strandA
    .split(' ')
    .map((p) => {
      const [x, y] = p.split(',');
      return `${x},${Math.round((180 - Number(y)) * 10) / 10}`;
    })
    .join(' ');
  const rungs: [number, number, number][] = [
    [26, 52, 128],
    [38, 66.5, 113.5],
    [62, 66.5, 113.5],
    [74, 52, 128],
    [86, 52, 128],
    [98, 66.5, 113.5],
    [122, 66.5, 113.5],
    [134, 52, 128],
    [146, 52, 128],
    [158, 66.5, 113.5],
    [182, 66.5, 113.5],
    [194, 52, 128],
    [206, 52, 128],
    [218, 66.5, 113.5],
    [242, 66.5, 113.5],
    [254, 52, 128],
  ];
  const colours = [
    ['#e53935', '#1e88e5'],
    ['#43a047', '#fdd835'],
    ['#1e88e5', '#e53935'],
    ['#fdd835', '#43a047'],
  ];
  const bars = rungs
    .map(([x, top, bottom], i) => {
      const [c1, c2] = colours[i % 4];
      return (
        `<line x1="${x}" y1="${top}" x2="${x}" y2="90" stroke="${c1}" stroke-width="5"/>` +
        `<line x1="${x}" y1="90" x2="${x}" y2="${bottom}" stroke="${c2}" stroke-width="5"/>`
      );
    })
    .join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 180">' +
    '<rect width="280" height="180" fill="#ffffff"/>' +
    bars +
    `<polyline points="${strandA}" fill="none" stroke="#37474f" stroke-width="5"/>` +
    `<polyline points="${strandB}" fill="none" stroke="#78909c" stroke-width="5"/>` +
    '</svg>'
  );
})();

/** Punnett square for Aa × aa with empty offspring cells. */
const PUNNETT_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 180">',
  '<rect width="280" height="180" fill="#ffffff"/>',
  '<rect x="95" y="12" width="150" height="50" fill="#e3f2fd"/>',
  '<rect x="45" y="62" width="50" height="104" fill="#fce4ec"/>',
  '<g fill="none" stroke="#37474f" stroke-width="2">',
  '<rect x="95" y="62" width="150" height="104"/>',
  '<line x1="170" y1="12" x2="170" y2="166"/><line x1="45" y1="114" x2="245" y2="114"/>',
  '<line x1="95" y1="12" x2="245" y2="12"/><line x1="245" y1="12" x2="245" y2="62"/><line x1="95" y1="12" x2="95" y2="62"/>',
  '<line x1="45" y1="62" x2="95" y2="62"/><line x1="45" y1="62" x2="45" y2="166"/><line x1="45" y1="166" x2="95" y2="166"/>',
  '</g>',
  `<g ${FONT} font-size="28" font-weight="bold" text-anchor="middle" fill="#263238">`,
  '<text x="132" y="47">A</text><text x="207" y="47">a</text>',
  '<text x="70" y="98">a</text><text x="70" y="150">a</text>',
  '</g>',
  `<g ${FONT} font-size="26" text-anchor="middle" fill="#90a4ae">`,
  '<text x="132" y="98">?</text><text x="207" y="98">?</text><text x="132" y="150">?</text><text x="207" y="150">?</text>',
  '</g>',
  '</svg>',
].join('');

export const biologiya: AuthoredSubject = {
  slug: 'biologiya',
  lessons: [
    {
      key: 'hujayra',
      name: { uz: 'Hujayra tuzilishi', ru: 'Строение клетки' },
      questions: [
        {
          key: 'q01',
          text: {
            uz: 'Hujayraning "energiya stansiyasi" deb ataladigan, ATF sintezlanadigan organoidi qaysi?',
            ru: 'Какой органоид называют «энергетической станцией» клетки, так как в нём синтезируется АТФ?',
          },
          options: [
            { text: { uz: 'Ribosoma', ru: 'Рибосома' } },
            { text: { uz: 'Mitoxondriya', ru: 'Митохондрия' } },
            { text: { uz: 'Golji apparati', ru: 'Аппарат Гольджи' } },
            { text: { uz: 'Vakuola', ru: 'Вакуоль' } },
          ],
          answer: 1,
        },
        {
          key: 'q02',
          text: {
            uz: 'Hujayrada oqsil sintezi qaysi organoidda boradi?',
            ru: 'На каком органоиде клетки происходит синтез белка?',
          },
          options: [
            { text: { uz: 'Lizosoma', ru: 'Лизосома' } },
            { text: { uz: 'Vakuola', ru: 'Вакуоль' } },
            { text: { uz: 'Hujayra markazi', ru: 'Клеточный центр' } },
            { text: { uz: 'Ribosoma', ru: 'Рибосома' } },
          ],
          answer: 3,
        },
        {
          key: 'q03',
          text: {
            uz: "O'simlik hujayrasida fotosintez qaysi organoidda boradi?",
            ru: 'В каком органоиде растительной клетки происходит фотосинтез?',
          },
          options: [
            { text: { uz: 'Xloroplast', ru: 'Хлоропласт' } },
            { text: { uz: 'Mitoxondriya', ru: 'Митохондрия' } },
            { text: { uz: 'Yadro', ru: 'Ядро' } },
            { text: { uz: 'Ribosoma', ru: 'Рибосома' } },
          ],
          answer: 0,
        },
        {
          key: 'q04',
          text: {
            uz: "Rasmda hayvon hujayrasi tasvirlangan. 1 raqami bilan hujayraning qaysi qismi ko'rsatilgan?",
            ru: 'На рисунке изображена животная клетка. Какая часть клетки обозначена цифрой 1?',
          },
          image: ANIMAL_CELL_SVG,
          options: [
            { text: { uz: 'Mitoxondriya', ru: 'Митохондрия' } },
            { text: { uz: 'Sitoplazma', ru: 'Цитоплазма' } },
            { text: { uz: 'Yadro', ru: 'Ядро' } },
            { text: { uz: 'Hujayra membranasi', ru: 'Клеточная мембрана' } },
          ],
          answer: 2,
        },
        {
          key: 'q05',
          text: {
            uz: "Rasmda o'simlik hujayrasi tasvirlangan. 3 raqami bilan qaysi qism ko'rsatilgan?",
            ru: 'На рисунке изображена растительная клетка. Какая часть обозначена цифрой 3?',
          },
          image: PLANT_CELL_SVG,
          options: [
            { text: { uz: 'Hujayra devori', ru: 'Клеточная стенка' } },
            { text: { uz: 'Markaziy vakuola', ru: 'Центральная вакуоль' } },
            { text: { uz: 'Xloroplast', ru: 'Хлоропласт' } },
            { text: { uz: 'Yadro', ru: 'Ядро' } },
          ],
          answer: 1,
          ball: 3.1,
        },
        {
          key: 'q06',
          text: {
            uz: "Quyidagilardan qaysi biri o'simlik hujayrasida bor, hayvon hujayrasida esa yo'q?",
            ru: 'Что из перечисленного есть в растительной клетке, но отсутствует в животной?',
          },
          options: [
            { text: { uz: 'Mitoxondriya', ru: 'Митохондрии' } },
            { text: { uz: 'Ribosoma', ru: 'Рибосомы' } },
            { text: { uz: 'Hujayra membranasi', ru: 'Клеточная мембрана' } },
            { text: { uz: 'Sellyulozali hujayra devori', ru: 'Целлюлозная клеточная стенка' } },
          ],
          answer: 3,
        },
        {
          key: 'q07',
          text: {
            uz: 'Hujayra ichidagi moddalarni parchalovchi (hazm qiluvchi) fermentlarga ega organoid qaysi?',
            ru: 'Какой органоид содержит ферменты, расщепляющие (переваривающие) вещества внутри клетки?',
          },
          options: [
            { text: { uz: 'Lizosoma', ru: 'Лизосома' } },
            { text: { uz: 'Ribosoma', ru: 'Рибосома' } },
            { text: { uz: 'Xloroplast', ru: 'Хлоропласт' } },
            { text: { uz: 'Hujayra markazi', ru: 'Клеточный центр' } },
          ],
          answer: 0,
        },
        {
          key: 'q08',
          text: {
            uz: 'Eukariot hujayrada DNK asosan qayerda joylashgan?',
            ru: 'Где в основном находится ДНК в эукариотической клетке?',
          },
          options: [
            { text: { uz: 'Vakuolada', ru: 'В вакуоли' } },
            { text: { uz: 'Lizosomada', ru: 'В лизосоме' } },
            { text: { uz: 'Yadroda', ru: 'В ядре' } },
            { text: { uz: 'Hujayra membranasida', ru: 'В клеточной мембране' } },
          ],
          answer: 2,
        },
        {
          key: 'q09',
          text: {
            uz: "Bakteriya hujayrasida quyidagilardan qaysi biri bo'lmaydi?",
            ru: 'Что из перечисленного отсутствует в клетке бактерии?',
          },
          options: [
            { text: { uz: 'Ribosoma', ru: 'Рибосомы' } },
            { text: { uz: 'Shakllangan yadro', ru: 'Оформленное ядро' } },
            { text: { uz: 'Hujayra membranasi', ru: 'Клеточная мембрана' } },
            { text: { uz: 'Sitoplazma', ru: 'Цитоплазма' } },
          ],
          answer: 1,
        },
        {
          key: 'q10',
          text: {
            uz: '1665-yilda po\'kak kesmasini mikroskopda kuzatib, "hujayra" atamasini fanga kiritgan olim kim?',
            ru: 'Кто из учёных в 1665 году, рассмотрев под микроскопом срез пробки, ввёл в науку термин «клетка»?',
          },
          options: [
            { text: { uz: 'Robert Guk', ru: 'Роберт Гук' } },
            { text: { uz: 'Charlz Darvin', ru: 'Чарлз Дарвин' } },
            { text: { uz: 'Gregor Mendel', ru: 'Грегор Мендель' } },
            { text: { uz: 'Lui Paster', ru: 'Луи Пастер' } },
          ],
          answer: 0,
        },
        {
          key: 'q11',
          text: {
            uz: "Qaysi rasmda o'simlik hujayrasi tasvirlangan?",
            ru: 'На каком рисунке изображена растительная клетка?',
          },
          options: [
            { text: { uz: '', ru: '' }, image: OPTION_ANIMAL_CELL_SVG },
            { text: { uz: '', ru: '' }, image: OPTION_BACTERIUM_SVG },
            { text: { uz: '', ru: '' }, image: OPTION_PLANT_CELL_SVG },
            { text: { uz: '', ru: '' }, image: OPTION_VIRUS_SVG },
          ],
          answer: 2,
        },
      ],
    },
    {
      key: 'odam-anatomiyasi',
      name: { uz: 'Odam anatomiyasi', ru: 'Анатомия человека' },
      questions: [
        {
          key: 'q01',
          text: {
            uz: 'Odam organizmidagi eng yirik bez qaysi?',
            ru: 'Какая железа самая крупная в организме человека?',
          },
          options: [
            { text: { uz: 'Jigar', ru: 'Печень' } },
            { text: { uz: 'Oshqozon osti bezi', ru: 'Поджелудочная железа' } },
            { text: { uz: 'Qalqonsimon bez', ru: 'Щитовидная железа' } },
            { text: { uz: "So'lak bezi", ru: 'Слюнная железа' } },
          ],
          answer: 0,
        },
        {
          key: 'q02',
          text: {
            uz: 'Rasmda odam yuragi tasvirlangan. Odam yuragi nechta kameradan iborat?',
            ru: 'На рисунке изображено сердце человека. Из скольких камер состоит сердце человека?',
          },
          image: HEART_SVG,
          options: [
            { text: { uz: '2', ru: '2' } },
            { text: { uz: '3', ru: '3' } },
            { text: { uz: '4', ru: '4' } },
            { text: { uz: '6', ru: '6' } },
          ],
          answer: 2,
        },
        {
          key: 'q03',
          text: {
            uz: 'Qonda kislorodni tashiydigan hujayralar qaysi?',
            ru: 'Какие клетки крови переносят кислород?',
          },
          options: [
            { text: { uz: 'Leykotsitlar', ru: 'Лейкоциты' } },
            { text: { uz: 'Eritrotsitlar', ru: 'Эритроциты' } },
            { text: { uz: 'Trombotsitlar', ru: 'Тромбоциты' } },
            { text: { uz: 'Limfotsitlar', ru: 'Лимфоциты' } },
          ],
          answer: 1,
        },
        {
          key: 'q04',
          text: {
            uz: "Qonning qaysi shaklli elementlari qon ivishida asosiy rol o'ynaydi?",
            ru: 'Какие форменные элементы крови играют главную роль в свёртывании крови?',
          },
          options: [
            { text: { uz: 'Eritrotsitlar', ru: 'Эритроциты' } },
            { text: { uz: 'Leykotsitlar', ru: 'Лейкоциты' } },
            { text: { uz: 'Limfotsitlar', ru: 'Лимфоциты' } },
            { text: { uz: 'Trombotsitlar', ru: 'Тромбоциты' } },
          ],
          answer: 3,
        },
        {
          key: 'q05',
          text: {
            uz: 'Voyaga yetgan odam skeletida odatda nechta suyak bor?',
            ru: 'Сколько костей обычно насчитывают в скелете взрослого человека?',
          },
          options: [
            { text: { uz: '106', ru: '106' } },
            { text: { uz: '206', ru: '206' } },
            { text: { uz: '256', ru: '256' } },
            { text: { uz: '306', ru: '306' } },
          ],
          answer: 1,
        },
        {
          key: 'q06',
          text: {
            uz: 'Odam tanasidagi eng uzun suyak qaysi?',
            ru: 'Какая кость самая длинная в теле человека?',
          },
          options: [
            { text: { uz: 'Son suyagi', ru: 'Бедренная кость' } },
            { text: { uz: 'Yelka suyagi', ru: 'Плечевая кость' } },
            { text: { uz: 'Katta boldir suyagi', ru: 'Большеберцовая кость' } },
            { text: { uz: "O'mrov suyagi", ru: 'Ключица' } },
          ],
          answer: 0,
        },
        {
          key: 'q07',
          text: {
            uz: "Qon qaysi a'zoda kislorod bilan boyiydi?",
            ru: 'В каком органе кровь насыщается кислородом?',
          },
          options: [
            { text: { uz: 'Jigarda', ru: 'В печени' } },
            { text: { uz: 'Buyrakda', ru: 'В почках' } },
            { text: { uz: "O'pkada", ru: 'В лёгких' } },
            { text: { uz: 'Oshqozonda', ru: 'В желудке' } },
          ],
          answer: 2,
        },
        {
          key: 'q08',
          text: {
            uz: "Qonni filtrlab, siydik hosil qiladigan a'zo qaysi?",
            ru: 'Какой орган фильтрует кровь и образует мочу?',
          },
          options: [
            { text: { uz: 'Jigar', ru: 'Печень' } },
            { text: { uz: 'Taloq', ru: 'Селезёнка' } },
            { text: { uz: "O'pka", ru: 'Лёгкое' } },
            { text: { uz: 'Buyrak', ru: 'Почка' } },
          ],
          answer: 3,
        },
        {
          key: 'q09',
          text: {
            uz: "Aorta yurakning qaysi bo'limidan boshlanadi?",
            ru: 'От какого отдела сердца начинается аорта?',
          },
          options: [
            { text: { uz: "O'ng qorinchadan", ru: 'От правого желудочка' } },
            { text: { uz: 'Chap qorinchadan', ru: 'От левого желудочка' } },
            { text: { uz: "Chap bo'lmachadan", ru: 'От левого предсердия' } },
            { text: { uz: "O'ng bo'lmachadan", ru: 'От правого предсердия' } },
          ],
          answer: 1,
        },
        {
          key: 'q10',
          text: {
            uz: 'Insulin gormonini qaysi bez ishlab chiqaradi?',
            ru: 'Какая железа вырабатывает гормон инсулин?',
          },
          options: [
            { text: { uz: 'Oshqozon osti bezi', ru: 'Поджелудочная железа' } },
            { text: { uz: 'Qalqonsimon bez', ru: 'Щитовидная железа' } },
            { text: { uz: 'Buyrak usti bezi', ru: 'Надпочечник' } },
            { text: { uz: 'Gipofiz', ru: 'Гипофиз' } },
          ],
          answer: 0,
        },
        {
          key: 'q11',
          text: {
            uz: "AB0 tizimi bo'yicha odamda qon guruhlari nechta?",
            ru: 'Сколько групп крови выделяют у человека по системе AB0?',
          },
          options: [
            { text: { uz: '2', ru: '2' } },
            { text: { uz: '3', ru: '3' } },
            { text: { uz: '4', ru: '4' } },
            { text: { uz: '8', ru: '8' } },
          ],
          answer: 2,
        },
      ],
    },
    {
      key: 'osimliklar',
      name: { uz: "O'simliklar", ru: 'Растения' },
      questions: [
        {
          key: 'q01',
          text: {
            uz: "Fotosintez jarayonida o'simlik havodan qaysi gazni yutadi?",
            ru: 'Какой газ растение поглощает из воздуха в процессе фотосинтеза?',
          },
          options: [
            { text: { uz: 'Karbonat angidrid (CO₂)', ru: 'Углекислый газ (CO₂)' } },
            { text: { uz: 'Kislorod (O₂)', ru: 'Кислород (O₂)' } },
            { text: { uz: 'Azot (N₂)', ru: 'Азот (N₂)' } },
            { text: { uz: 'Vodorod (H₂)', ru: 'Водород (H₂)' } },
          ],
          answer: 0,
        },
        {
          key: 'q02',
          text: {
            uz: "Fotosintez jarayonida o'simlik havoga qaysi gazni chiqaradi?",
            ru: 'Какой газ растение выделяет в воздух в процессе фотосинтеза?',
          },
          options: [
            { text: { uz: 'Karbonat angidrid (CO₂)', ru: 'Углекислый газ (CO₂)' } },
            { text: { uz: 'Azot (N₂)', ru: 'Азот (N₂)' } },
            { text: { uz: 'Kislorod (O₂)', ru: 'Кислород (O₂)' } },
            { text: { uz: 'Vodorod (H₂)', ru: 'Водород (H₂)' } },
          ],
          answer: 2,
        },
        {
          key: 'q03',
          text: {
            uz: "O'simlik bargiga yashil rang beradigan pigment qaysi?",
            ru: 'Какой пигмент придаёт листьям растений зелёный цвет?',
          },
          options: [
            { text: { uz: 'Gemoglobin', ru: 'Гемоглобин' } },
            { text: { uz: 'Xlorofill', ru: 'Хлорофилл' } },
            { text: { uz: 'Melanin', ru: 'Меланин' } },
            { text: { uz: 'Rodopsin', ru: 'Родопсин' } },
          ],
          answer: 1,
        },
        {
          key: 'q04',
          text: {
            uz: "Rasmda gulning tuzilishi tasvirlangan. 3 raqami bilan gulning qaysi qismi ko'rsatilgan?",
            ru: 'На рисунке показано строение цветка. Какая часть цветка обозначена цифрой 3?',
          },
          image: FLOWER_SVG,
          options: [
            { text: { uz: 'Changchi', ru: 'Тычинка' } },
            { text: { uz: 'Gultojibarg', ru: 'Лепесток' } },
            { text: { uz: 'Kosachabarg', ru: 'Чашелистик' } },
            { text: { uz: "Urug'chi", ru: 'Пестик' } },
          ],
          answer: 3,
        },
        {
          key: 'q05',
          text: {
            uz: "Gulchang gulning qaysi qismida hosil bo'ladi?",
            ru: 'В какой части цветка образуется пыльца?',
          },
          options: [
            { text: { uz: 'Changchida', ru: 'В тычинке' } },
            { text: { uz: "Urug'chida", ru: 'В пестике' } },
            { text: { uz: 'Gultojibargda', ru: 'В лепестке' } },
            { text: { uz: 'Kosachabargda', ru: 'В чашелистике' } },
          ],
          answer: 0,
        },
        {
          key: 'q06',
          text: {
            uz: "O'simlik tuproqdan suv va mineral tuzlarni qaysi organi orqali so'rib oladi?",
            ru: 'Каким органом растение всасывает из почвы воду и минеральные соли?',
          },
          options: [
            { text: { uz: 'Barg', ru: 'Лист' } },
            { text: { uz: 'Ildiz', ru: 'Корень' } },
            { text: { uz: 'Gul', ru: 'Цветок' } },
            { text: { uz: 'Meva', ru: 'Плод' } },
          ],
          answer: 1,
        },
        {
          key: 'q07',
          text: {
            uz: "Bargda gaz almashinuvi va suv bug'lanishini ta'minlaydigan tuzilmalar qanday ataladi?",
            ru: 'Как называются структуры листа, через которые идут газообмен и испарение воды?',
          },
          options: [
            { text: { uz: 'Barg tomirlari', ru: 'Жилки листа' } },
            { text: { uz: 'Ildiz tukchalari', ru: 'Корневые волоски' } },
            { text: { uz: 'Ustitsalar', ru: 'Устьица' } },
            { text: { uz: 'Gulchang donalari', ru: 'Пыльцевые зёрна' } },
          ],
          answer: 2,
        },
        {
          key: 'q08',
          text: {
            uz: "Fotosintez natijasida qaysi organik modda hosil bo'ladi?",
            ru: 'Какое органическое вещество образуется в результате фотосинтеза?',
          },
          options: [
            { text: { uz: 'Karbonat angidrid', ru: 'Углекислый газ' } },
            { text: { uz: 'Suv', ru: 'Вода' } },
            { text: { uz: 'Azot', ru: 'Азот' } },
            { text: { uz: 'Glyukoza', ru: 'Глюкоза' } },
          ],
          answer: 3,
        },
        {
          key: 'q09',
          text: {
            uz: "Fotosintez asosan o'simlikning qaysi organida boradi?",
            ru: 'В каком органе растения в основном происходит фотосинтез?',
          },
          options: [
            { text: { uz: 'Bargda', ru: 'В листе' } },
            { text: { uz: 'Ildizda', ru: 'В корне' } },
            { text: { uz: 'Gulda', ru: 'В цветке' } },
            { text: { uz: "Urug'da", ru: 'В семени' } },
          ],
          answer: 0,
        },
        {
          key: 'q10',
          text: {
            uz: "Quyidagi o'simliklardan qaysi biri bir pallali?",
            ru: 'Какое из перечисленных растений относится к однодольным?',
          },
          options: [
            { text: { uz: "No'xat", ru: 'Горох' } },
            { text: { uz: 'Loviya', ru: 'Фасоль' } },
            { text: { uz: "Bug'doy", ru: 'Пшеница' } },
            { text: { uz: 'Kungaboqar', ru: 'Подсолнечник' } },
          ],
          answer: 2,
        },
      ],
    },
    {
      key: 'genetika-asoslari',
      name: { uz: 'Genetika asoslari', ru: 'Основы генетики' },
      questions: [
        {
          key: 'q01',
          text: {
            uz: 'Quyidagi azotli asoslardan qaysi biri DNK tarkibiga kirmaydi?',
            ru: 'Какое из перечисленных азотистых оснований не входит в состав ДНК?',
          },
          options: [
            { text: { uz: 'Adenin', ru: 'Аденин' } },
            { text: { uz: 'Timin', ru: 'Тимин' } },
            { text: { uz: 'Urasil', ru: 'Урацил' } },
            { text: { uz: 'Sitozin', ru: 'Цитозин' } },
          ],
          answer: 2,
        },
        {
          key: 'q02',
          text: {
            uz: "DNK molekulasida adeninga qaysi azotli asos komplementar bo'ladi?",
            ru: 'Какое азотистое основание комплементарно аденину в молекуле ДНК?',
          },
          options: [
            { text: { uz: 'Guanin', ru: 'Гуанин' } },
            { text: { uz: 'Sitozin', ru: 'Цитозин' } },
            { text: { uz: 'Urasil', ru: 'Урацил' } },
            { text: { uz: 'Timin', ru: 'Тимин' } },
          ],
          answer: 3,
        },
        {
          key: 'q03',
          text: {
            uz: 'Odamning somatik hujayralarida (tana hujayralarida) nechta xromosoma bor?',
            ru: 'Сколько хромосом в соматических клетках (клетках тела) человека?',
          },
          options: [
            { text: { uz: '23', ru: '23' } },
            { text: { uz: '46', ru: '46' } },
            { text: { uz: '48', ru: '48' } },
            { text: { uz: '92', ru: '92' } },
          ],
          answer: 1,
        },
        {
          key: 'q04',
          text: {
            uz: 'Odamning jinsiy hujayralarida (gametalarida) nechta xromosoma bor?',
            ru: 'Сколько хромосом в половых клетках (гаметах) человека?',
          },
          options: [
            { text: { uz: '23', ru: '23' } },
            { text: { uz: '44', ru: '44' } },
            { text: { uz: '46', ru: '46' } },
            { text: { uz: '92', ru: '92' } },
          ],
          answer: 0,
        },
        {
          key: 'q05',
          text: {
            uz: 'Erkak kishining jinsiy xromosomalari qanday?',
            ru: 'Какой набор половых хромосом у мужчины?',
          },
          options: [
            { text: { uz: 'XX', ru: 'XX' } },
            { text: { uz: 'XY', ru: 'XY' } },
            { text: { uz: 'YY', ru: 'YY' } },
            { text: { uz: 'XXX', ru: 'XXX' } },
          ],
          answer: 1,
        },
        {
          key: 'q06',
          text: {
            uz: "No'xat ustida tajribalar o'tkazib, irsiyat qonunlarini kashf etgan olim kim?",
            ru: 'Какой учёный открыл законы наследственности, проводя опыты на горохе?',
          },
          options: [
            { text: { uz: 'Charlz Darvin', ru: 'Чарлз Дарвин' } },
            { text: { uz: 'Robert Guk', ru: 'Роберт Гук' } },
            { text: { uz: 'Lui Paster', ru: 'Луи Пастер' } },
            { text: { uz: 'Gregor Mendel', ru: 'Грегор Мендель' } },
          ],
          answer: 3,
        },
        {
          key: 'q07',
          text: {
            uz: 'DNK molekulasidagi nukleotidlarning 30 % ini adeninli nukleotidlar tashkil etadi. Sitozinli nukleotidlar necha foiz?',
            ru: 'В молекуле ДНК адениловые нуклеотиды составляют 30 % всех нуклеотидов. Сколько процентов составляют цитидиловые нуклеотиды?',
          },
          options: [
            { text: { uz: '20 %', ru: '20 %' } },
            { text: { uz: '30 %', ru: '30 %' } },
            { text: { uz: '40 %', ru: '40 %' } },
            { text: { uz: '70 %', ru: '70 %' } },
          ],
          answer: 0,
          ball: 3.1,
        },
        {
          key: 'q08',
          text: {
            uz: "Rasmda qo'sh spiral shaklidagi molekula tasvirlangan. Bu qaysi molekula?",
            ru: 'На рисунке изображена молекула в форме двойной спирали. Что это за молекула?',
          },
          image: DNA_SVG,
          options: [
            { text: { uz: 'iRNK', ru: 'иРНК' } },
            { text: { uz: 'Oqsil', ru: 'Белок' } },
            { text: { uz: 'DNK', ru: 'ДНК' } },
            { text: { uz: 'Kraxmal', ru: 'Крахмал' } },
          ],
          answer: 2,
        },
        {
          key: 'q09',
          text: {
            uz: "Gen nimaning bir qismi (bo'lagi) hisoblanadi?",
            ru: 'Участком чего является ген?',
          },
          options: [
            { text: { uz: 'Oqsil molekulasining', ru: 'Молекулы белка' } },
            { text: { uz: 'DNK molekulasining', ru: 'Молекулы ДНК' } },
            { text: { uz: 'Hujayra membranasining', ru: 'Клеточной мембраны' } },
            { text: { uz: 'Ribosomaning', ru: 'Рибосомы' } },
          ],
          answer: 1,
        },
        {
          key: 'q10',
          text: {
            uz: "To'liq dominantlikda Aa × Aa chatishtirilganda avlodda fenotip bo'yicha qanday nisbat kuzatiladi?",
            ru: 'Какое расщепление по фенотипу наблюдается в потомстве при скрещивании Aa × Aa при полном доминировании?',
          },
          options: [
            { text: { uz: '1 : 1', ru: '1 : 1' } },
            { text: { uz: '1 : 2 : 1', ru: '1 : 2 : 1' } },
            { text: { uz: '9 : 3 : 3 : 1', ru: '9 : 3 : 3 : 1' } },
            { text: { uz: '3 : 1', ru: '3 : 1' } },
          ],
          answer: 3,
        },
        {
          key: 'q11',
          text: {
            uz: "Rasmdagi Punnet katagi Aa × aa chatishtirish uchun chizilgan. Avlodning qancha qismi aa genotipga ega bo'ladi?",
            ru: 'На рисунке решётка Пеннета для скрещивания Aa × aa. Какая доля потомства будет иметь генотип aa?',
          },
          image: PUNNETT_SVG,
          options: [
            { text: { uz: '0 %', ru: '0 %' } },
            { text: { uz: '25 %', ru: '25 %' } },
            { text: { uz: '50 %', ru: '50 %' } },
            { text: { uz: '75 %', ru: '75 %' } },
          ],
          answer: 2,
          ball: 3.1,
        },
      ],
    },
  ],
};
