import type { AuthoredSubject } from '../types';

// Demo question bank: geography (geografiya). Hand-written, bilingual (uz Latin / ru).
// Pictures are inline SVG; directions are drawn as arrows (no letters), labels are digits only.

const FONT = 'font-family="Arial,Helvetica,sans-serif"';

/** Compass rose (north at the top, marked by a black tip) with one red arrow added. */
const compass = (redArrow: string): string =>
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 180">',
    '<rect width="280" height="180" fill="#ffffff"/>',
    '<circle cx="140" cy="90" r="42" fill="#f5f5f5" stroke="#9e9e9e" stroke-width="2"/>',
    '<g stroke="#9e9e9e" stroke-width="3">',
    '<line x1="140" y1="22" x2="140" y2="168"/><line x1="62" y1="90" x2="218" y2="90"/>',
    '</g>',
    '<g stroke="#bdbdbd" stroke-width="2">',
    '<line x1="104.6" y1="54.6" x2="175.4" y2="125.4"/><line x1="175.4" y1="54.6" x2="104.6" y2="125.4"/>',
    '</g>',
    '<polygon points="140,6 131,26 149,26" fill="#212121"/>',
    redArrow,
    '<circle cx="140" cy="90" r="6" fill="#424242"/>',
    '</svg>',
  ].join('');

const COMPASS_EAST_SVG = compass(
  '<line x1="140" y1="90" x2="200" y2="90" stroke="#e53935" stroke-width="8"/><polygon points="222,90 198,77 198,103" fill="#e53935"/>',
);
const COMPASS_SOUTH_WEST_SVG = compass(
  '<line x1="140" y1="90" x2="98" y2="132" stroke="#e53935" stroke-width="8"/><polygon points="84,146 104.5,141.1 88.9,125.5" fill="#e53935"/>',
);

/** 8 × 5 grid of 28 px cells (x 16–240, y 20–160) on a light map background, with a north arrow. */
const gridMap = (points: [number, number, number][]): string => {
  const lines: string[] = [];
  for (let x = 16; x <= 240; x += 28) lines.push(`<line x1="${x}" y1="20" x2="${x}" y2="160"/>`);
  for (let y = 20; y <= 160; y += 28) lines.push(`<line x1="16" y1="${y}" x2="240" y2="${y}"/>`);
  const dots = points
    .map(
      ([n, x, y]) =>
        `<circle cx="${x}" cy="${y}" r="7" fill="#e53935" stroke="#ffffff" stroke-width="2"/>` +
        `<rect x="${x - 9}" y="${y - 33}" width="18" height="20" rx="3" fill="#ffffff" stroke="#263238" stroke-width="1"/>` +
        `<text x="${x}" y="${y - 17}" ${FONT} font-size="15" font-weight="bold" text-anchor="middle" fill="#263238">${n}</text>`,
    )
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 180">',
    '<rect width="280" height="180" fill="#ffffff"/>',
    '<rect x="16" y="20" width="224" height="140" fill="#e8f5e9"/>',
    '<path d="M16 120 C60 110 80 150 130 140 C170 132 190 100 240 108 V160 H16 Z" fill="#fff3e0"/>',
    '<path d="M30 20 C50 60 20 90 60 110 C100 130 150 100 170 160" fill="none" stroke="#64b5f6" stroke-width="4"/>',
    `<g stroke="#78909c" stroke-width="1">${lines.join('')}</g>`,
    '<rect x="16" y="20" width="224" height="140" fill="none" stroke="#37474f" stroke-width="2"/>',
    '<line x1="262" y1="70" x2="262" y2="34" stroke="#212121" stroke-width="3"/>',
    '<polygon points="262,18 254,36 270,36" fill="#212121"/>',
    dots,
    '</svg>',
  ].join('');
};

/** Points 1 and 2 on the same grid line, exactly 5 cells apart (2 is east of 1). */
const GRID_DISTANCE_SVG = gridMap([
  [1, 44, 76],
  [2, 184, 76],
]);
/** Point 2 is 3 cells east and 3 cells north of point 1. */
const GRID_DIRECTION_SVG = gridMap([
  [1, 72, 132],
  [2, 156, 48],
]);

/** Globe with the equator drawn in red and labelled 1. */
const GLOBE_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 180">',
  '<rect width="280" height="180" fill="#ffffff"/>',
  '<circle cx="140" cy="90" r="80" fill="#bbdefb" stroke="#1565c0" stroke-width="2"/>',
  '<path d="M105 40 C120 30 150 38 150 55 C150 70 120 72 118 90 C116 105 100 110 92 96 C84 80 90 50 105 40 Z" fill="#a5d6a7"/>',
  '<path d="M165 100 C180 95 200 105 196 125 C192 145 170 150 162 132 C156 118 155 104 165 100 Z" fill="#a5d6a7"/>',
  '<g fill="none" stroke="#90a4ae" stroke-width="1.5">',
  '<ellipse cx="140" cy="90" rx="30" ry="80"/>',
  '<path d="M71 50 A69 10 0 0 0 209 50"/><path d="M71 130 A69 10 0 0 0 209 130"/>',
  '</g>',
  '<path d="M60 90 A80 13 0 0 1 220 90" fill="none" stroke="#e53935" stroke-width="2" stroke-dasharray="6 5"/>',
  '<path d="M60 90 A80 13 0 0 0 220 90" fill="none" stroke="#e53935" stroke-width="4"/>',
  `<line x1="205" y1="99" x2="246" y2="128" stroke="#263238" stroke-width="1.5"/>`,
  '<circle cx="254" cy="134" r="11" fill="#ffffff" stroke="#263238" stroke-width="1.5"/>',
  `<text x="254" y="139" ${FONT} font-size="14" font-weight="bold" text-anchor="middle" fill="#263238">1</text>`,
  '</svg>',
].join('');

/** A thick arrow pointing up (north) rotated by the given angle, clockwise. */
const arrowOption = (angle: number): string =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">' +
  '<rect width="120" height="120" fill="#ffffff"/>' +
  '<circle cx="60" cy="60" r="52" fill="#f5f5f5" stroke="#bdbdbd" stroke-width="2"/>' +
  `<g transform="rotate(${angle} 60 60)">` +
  '<line x1="60" y1="92" x2="60" y2="36" stroke="#1e88e5" stroke-width="10"/>' +
  '<polygon points="60,12 44,40 76,40" fill="#1e88e5"/>' +
  '</g>' +
  '</svg>';

export const geografiya: AuthoredSubject = {
  slug: 'geografiya',
  lessons: [
    {
      key: 'ozbekiston-hududi',
      name: { uz: "O'zbekiston: hududi va chegaralari", ru: 'Узбекистан: территория и границы' },
      questions: [
        {
          key: 'q01',
          text: { uz: "O'zbekiston Respublikasining poytaxti qaysi shahar?", ru: 'Какой город является столицей Республики Узбекистан?' },
          options: [
            { text: { uz: 'Samarqand', ru: 'Самарканд' } },
            { text: { uz: 'Buxoro', ru: 'Бухара' } },
            { text: { uz: 'Toshkent', ru: 'Ташкент' } },
            { text: { uz: 'Andijon', ru: 'Андижан' } },
          ],
          answer: 2,
        },
        {
          key: 'q02',
          text: {
            uz: "O'zbekiston tarkibida nechta viloyat bor (Qoraqalpog'iston Respublikasi va Toshkent shahri hisobga olinmaganda)?",
            ru: 'Сколько областей (вилоятов) в составе Узбекистана (не считая Республики Каракалпакстан и города Ташкента)?',
          },
          options: [
            { text: { uz: '10', ru: '10' } },
            { text: { uz: '12', ru: '12' } },
            { text: { uz: '13', ru: '13' } },
            { text: { uz: '14', ru: '14' } },
          ],
          answer: 1,
        },
        {
          key: 'q03',
          text: {
            uz: "O'zbekiston tarkibiga kiruvchi respublika qaysi?",
            ru: 'Какая республика входит в состав Узбекистана?',
          },
          options: [
            { text: { uz: "Qoraqalpog'iston", ru: 'Каракалпакстан' } },
            { text: { uz: 'Xorazm', ru: 'Хорезм' } },
            { text: { uz: 'Navoiy', ru: 'Навои' } },
            { text: { uz: 'Surxondaryo', ru: 'Сурхандарья' } },
          ],
          answer: 0,
        },
        {
          key: 'q04',
          text: {
            uz: "Qoraqalpog'iston Respublikasining poytaxti qaysi shahar?",
            ru: 'Какой город является столицей Республики Каракалпакстан?',
          },
          options: [
            { text: { uz: 'Urganch', ru: 'Ургенч' } },
            { text: { uz: 'Xiva', ru: 'Хива' } },
            { text: { uz: 'Qarshi', ru: 'Карши' } },
            { text: { uz: 'Nukus', ru: 'Нукус' } },
          ],
          answer: 3,
        },
        {
          key: 'q05',
          text: {
            uz: "O'zbekiston nechta davlat bilan chegaradosh?",
            ru: 'Со сколькими государствами граничит Узбекистан?',
          },
          options: [
            { text: { uz: '3', ru: '3' } },
            { text: { uz: '4', ru: '4' } },
            { text: { uz: '5', ru: '5' } },
            { text: { uz: '6', ru: '6' } },
          ],
          answer: 2,
        },
        {
          key: 'q06',
          text: {
            uz: "Quyidagi davlatlardan qaysi biri O'zbekiston bilan chegaradosh emas?",
            ru: 'Какое из перечисленных государств не граничит с Узбекистаном?',
          },
          options: [
            { text: { uz: "Qozog'iston", ru: 'Казахстан' } },
            { text: { uz: 'Eron', ru: 'Иран' } },
            { text: { uz: 'Tojikiston', ru: 'Таджикистан' } },
            { text: { uz: 'Turkmaniston', ru: 'Туркменистан' } },
          ],
          answer: 1,
        },
        {
          key: 'q07',
          text: {
            uz: 'Nima uchun O\'zbekiston "ikki karra ichki kontinental" davlat deyiladi?',
            ru: 'Почему Узбекистан называют «дважды внутриконтинентальным» государством?',
          },
          options: [
            {
              text: {
                uz: "Uning o'zi ham, barcha qo'shnilari ham Jahon okeaniga chiqa olmaydi",
                ru: 'И сама страна, и все её соседи не имеют выхода к Мировому океану',
              },
            },
            { text: { uz: "Uning hududini ikkita katta daryo kesib o'tadi", ru: 'Её территорию пересекают две большие реки' } },
            { text: { uz: 'U ikki materik chegarasida joylashgan', ru: 'Она расположена на границе двух материков' } },
            { text: { uz: 'Uning ikkita poytaxti bor', ru: 'У неё две столицы' } },
          ],
          answer: 0,
          ball: 3.1,
        },
        {
          key: 'q08',
          text: {
            uz: "Quyidagi viloyatlardan qaysi biri Farg'ona vodiysida joylashgan?",
            ru: 'Какая из перечисленных областей расположена в Ферганской долине?',
          },
          options: [
            { text: { uz: 'Buxoro', ru: 'Бухарская' } },
            { text: { uz: 'Qashqadaryo', ru: 'Кашкадарьинская' } },
            { text: { uz: 'Xorazm', ru: 'Хорезмская' } },
            { text: { uz: 'Andijon', ru: 'Андижанская' } },
          ],
          answer: 3,
        },
        {
          key: 'q09',
          text: {
            uz: "O'zbekistonning qaysi viloyati Afg'oniston bilan chegaradosh?",
            ru: 'Какая область Узбекистана граничит с Афганистаном?',
          },
          options: [
            { text: { uz: 'Namangan', ru: 'Наманганская' } },
            { text: { uz: 'Surxondaryo', ru: 'Сурхандарьинская' } },
            { text: { uz: 'Xorazm', ru: 'Хорезмская' } },
            { text: { uz: 'Jizzax', ru: 'Джизакская' } },
          ],
          answer: 1,
        },
        {
          key: 'q10',
          text: {
            uz: 'Xorazm viloyatining markazi qaysi shahar?',
            ru: 'Какой город является центром Хорезмской области?',
          },
          options: [
            { text: { uz: 'Xiva', ru: 'Хива' } },
            { text: { uz: 'Nukus', ru: 'Нукус' } },
            { text: { uz: 'Urganch', ru: 'Ургенч' } },
            { text: { uz: 'Buxoro', ru: 'Бухара' } },
          ],
          answer: 2,
        },
        {
          key: 'q11',
          text: {
            uz: 'Sirdaryo viloyatining markazi qaysi shahar?',
            ru: 'Какой город является центром Сырдарьинской области?',
          },
          options: [
            { text: { uz: 'Guliston', ru: 'Гулистан' } },
            { text: { uz: 'Jizzax', ru: 'Джизак' } },
            { text: { uz: "Qo'qon", ru: 'Коканд' } },
            { text: { uz: 'Termiz', ru: 'Термез' } },
          ],
          answer: 0,
        },
      ],
    },
    {
      key: 'ozbekiston-tabiati',
      name: { uz: "O'zbekiston tabiati", ru: 'Природа Узбекистана' },
      questions: [
        {
          key: 'q01',
          text: {
            uz: "O'zbekiston hududidagi eng yirik ikki daryo qaysilar?",
            ru: 'Какие две реки самые крупные на территории Узбекистана?',
          },
          options: [
            { text: { uz: 'Chirchiq va Ohangaron', ru: 'Чирчик и Ахангаран' } },
            { text: { uz: 'Amudaryo va Sirdaryo', ru: 'Амударья и Сырдарья' } },
            { text: { uz: 'Zarafshon va Qashqadaryo', ru: 'Зеравшан и Кашкадарья' } },
            { text: { uz: 'Surxondaryo va Sherobod', ru: 'Сурхандарья и Шерабад' } },
          ],
          answer: 1,
        },
        {
          key: 'q02',
          text: {
            uz: 'Amudaryo va Sirdaryo qaysi dengiz havzasiga mansub?',
            ru: 'К бассейну какого моря относятся Амударья и Сырдарья?',
          },
          options: [
            { text: { uz: 'Kaspiy dengizi', ru: 'Каспийское море' } },
            { text: { uz: 'Qora dengiz', ru: 'Чёрное море' } },
            { text: { uz: "O'rta Yer dengizi", ru: 'Средиземное море' } },
            { text: { uz: 'Orol dengizi', ru: 'Аральское море' } },
          ],
          answer: 3,
        },
        {
          key: 'q03',
          text: {
            uz: "Amudaryo va Sirdaryo oralig'ida joylashgan cho'l qaysi?",
            ru: 'Какая пустыня расположена между Амударьёй и Сырдарьёй?',
          },
          options: [
            { text: { uz: 'Qizilqum', ru: 'Кызылкум' } },
            { text: { uz: 'Qoraqum', ru: 'Каракум' } },
            { text: { uz: 'Gobi', ru: 'Гоби' } },
            { text: { uz: 'Sahroi Kabir', ru: 'Сахара' } },
          ],
          answer: 0,
        },
        {
          key: 'q04',
          text: {
            uz: 'Orol dengizi qurib borishining asosiy sababi nima?',
            ru: 'Какова главная причина высыхания Аральского моря?',
          },
          options: [
            { text: { uz: 'Kuchli zilzilalar', ru: 'Сильные землетрясения' } },
            { text: { uz: 'Vulqonlarning otilishi', ru: 'Извержения вулканов' } },
            { text: { uz: "Daryo suvining sug'orishga ko'p olinishi", ru: 'Большой забор речной воды на орошение' } },
            { text: { uz: 'Jahon okeani sathining pasayishi', ru: 'Понижение уровня Мирового океана' } },
          ],
          answer: 2,
        },
        {
          key: 'q05',
          text: {
            uz: "O'zbekistonning eng baland nuqtasi qaysi?",
            ru: 'Какая точка является самой высокой в Узбекистане?',
          },
          options: [
            { text: { uz: "Ismoil Somoniy cho'qqisi", ru: 'Пик Исмоила Сомони' } },
            { text: { uz: "Hazrati Sulton cho'qqisi", ru: 'Пик Хазрет Султан' } },
            { text: { uz: "Elbrus cho'qqisi", ru: 'Вершина Эльбрус' } },
            { text: { uz: "Monblan cho'qqisi", ru: 'Вершина Монблан' } },
          ],
          answer: 1,
        },
        {
          key: 'q06',
          text: {
            uz: "Samarqand shahri yaqinidan oqib o'tadigan daryo qaysi?",
            ru: 'Какая река протекает возле Самарканда?',
          },
          options: [
            { text: { uz: 'Chirchiq', ru: 'Чирчик' } },
            { text: { uz: 'Norin', ru: 'Нарын' } },
            { text: { uz: 'Surxondaryo', ru: 'Сурхандарья' } },
            { text: { uz: 'Zarafshon', ru: 'Зеравшан' } },
          ],
          answer: 3,
        },
        {
          key: 'q07',
          text: {
            uz: "Sirdaryo qaysi ikki daryoning qo'shilishidan hosil bo'ladi?",
            ru: 'Слиянием каких двух рек образуется Сырдарья?',
          },
          options: [
            { text: { uz: 'Norin va Qoradaryo', ru: 'Нарын и Карадарья' } },
            { text: { uz: 'Vaxsh va Panj', ru: 'Вахш и Пяндж' } },
            { text: { uz: 'Chirchiq va Ohangaron', ru: 'Чирчик и Ахангаран' } },
            { text: { uz: 'Zarafshon va Qashqadaryo', ru: 'Зеравшан и Кашкадарья' } },
          ],
          answer: 0,
        },
        {
          key: 'q08',
          text: {
            uz: "Vaxsh va Panj daryolarining qo'shilishidan qaysi daryo hosil bo'ladi?",
            ru: 'Какая река образуется при слиянии рек Вахш и Пяндж?',
          },
          options: [
            { text: { uz: 'Sirdaryo', ru: 'Сырдарья' } },
            { text: { uz: 'Zarafshon', ru: 'Зеравшан' } },
            { text: { uz: 'Amudaryo', ru: 'Амударья' } },
            { text: { uz: 'Chirchiq', ru: 'Чирчик' } },
          ],
          answer: 2,
        },
        {
          key: 'q09',
          text: {
            uz: "O'zbekistonning iqlimi qanday?",
            ru: 'Какой климат в Узбекистане?',
          },
          options: [
            { text: { uz: 'Musson iqlimi', ru: 'Муссонный' } },
            { text: { uz: 'Keskin kontinental iqlim', ru: 'Резко континентальный' } },
            { text: { uz: 'Ekvatorial iqlim', ru: 'Экваториальный' } },
            { text: { uz: 'Dengiz iqlimi', ru: 'Морской' } },
          ],
          answer: 1,
        },
        {
          key: 'q10',
          text: {
            uz: "Ustyurt platosi O'zbekistonning qaysi qismida joylashgan?",
            ru: 'В какой части Узбекистана расположено плато Устюрт?',
          },
          options: [
            { text: { uz: 'Janubi-sharqida', ru: 'На юго-востоке' } },
            { text: { uz: 'Sharqida', ru: 'На востоке' } },
            { text: { uz: 'Janubida', ru: 'На юге' } },
            { text: { uz: "Shimoli-g'arbida", ru: 'На северо-западе' } },
          ],
          answer: 3,
        },
      ],
    },
    {
      key: 'jahon-geografiyasi',
      name: { uz: 'Jahon geografiyasi', ru: 'География мира' },
      questions: [
        {
          key: 'q01',
          text: { uz: "Maydoni bo'yicha eng katta materik qaysi?", ru: 'Какой материк самый большой по площади?' },
          options: [
            { text: { uz: 'Afrika', ru: 'Африка' } },
            { text: { uz: 'Yevrosiyo', ru: 'Евразия' } },
            { text: { uz: 'Shimoliy Amerika', ru: 'Северная Америка' } },
            { text: { uz: 'Antarktida', ru: 'Антарктида' } },
          ],
          answer: 1,
        },
        {
          key: 'q02',
          text: { uz: "Maydoni bo'yicha eng katta okean qaysi?", ru: 'Какой океан самый большой по площади?' },
          options: [
            { text: { uz: 'Atlantika okeani', ru: 'Атлантический океан' } },
            { text: { uz: 'Hind okeani', ru: 'Индийский океан' } },
            { text: { uz: 'Tinch okeani', ru: 'Тихий океан' } },
            { text: { uz: 'Shimoliy Muz okeani', ru: 'Северный Ледовитый океан' } },
          ],
          answer: 2,
        },
        {
          key: 'q03',
          text: {
            uz: "Maydoni bo'yicha dunyodagi eng katta davlat qaysi?",
            ru: 'Какое государство самое большое в мире по площади?',
          },
          options: [
            { text: { uz: 'Rossiya', ru: 'Россия' } },
            { text: { uz: 'Kanada', ru: 'Канада' } },
            { text: { uz: 'Xitoy', ru: 'Китай' } },
            { text: { uz: 'AQSH', ru: 'США' } },
          ],
          answer: 0,
        },
        {
          key: 'q04',
          text: {
            uz: "Quyidagi materiklardan qaysi biri to'liq Janubiy yarimsharda joylashgan?",
            ru: 'Какой из перечисленных материков целиком расположен в Южном полушарии?',
          },
          options: [
            { text: { uz: 'Afrika', ru: 'Африка' } },
            { text: { uz: 'Yevrosiyo', ru: 'Евразия' } },
            { text: { uz: 'Shimoliy Amerika', ru: 'Северная Америка' } },
            { text: { uz: 'Avstraliya', ru: 'Австралия' } },
          ],
          answer: 3,
        },
        {
          key: 'q05',
          text: {
            uz: 'Rasmda Yer shari tasvirlangan. 1 raqami bilan belgilangan, Yerni Shimoliy va Janubiy yarimsharlarga ajratuvchi chiziq qanday ataladi?',
            ru: 'На рисунке изображён земной шар. Как называется линия под цифрой 1, которая делит Землю на Северное и Южное полушария?',
          },
          image: GLOBE_SVG,
          options: [
            { text: { uz: 'Bosh meridian', ru: 'Нулевой меридиан' } },
            { text: { uz: 'Ekvator', ru: 'Экватор' } },
            { text: { uz: 'Shimoliy qutb doirasi', ru: 'Северный полярный круг' } },
            { text: { uz: 'Janubiy tropik', ru: 'Южный тропик' } },
          ],
          answer: 1,
        },
        {
          key: 'q06',
          text: { uz: "Yer yuzidagi eng baland cho'qqi qaysi?", ru: 'Какая вершина самая высокая на Земле?' },
          options: [
            { text: { uz: 'Jomolungma (Everest)', ru: 'Джомолунгма (Эверест)' } },
            { text: { uz: 'Elbrus', ru: 'Эльбрус' } },
            { text: { uz: 'Kilimanjaro', ru: 'Килиманджаро' } },
            { text: { uz: 'Monblan', ru: 'Монблан' } },
          ],
          answer: 0,
        },
        {
          key: 'q07',
          text: { uz: "Sahroi Kabir cho'li qaysi materikda joylashgan?", ru: 'На каком материке расположена пустыня Сахара?' },
          options: [
            { text: { uz: 'Avstraliya', ru: 'Австралия' } },
            { text: { uz: 'Janubiy Amerika', ru: 'Южная Америка' } },
            { text: { uz: 'Afrika', ru: 'Африка' } },
            { text: { uz: 'Yevrosiyo', ru: 'Евразия' } },
          ],
          answer: 2,
        },
        {
          key: 'q08',
          text: {
            uz: "Dunyo okeanining eng chuqur joyi — Mariana botig'i qaysi okeanda joylashgan?",
            ru: 'В каком океане находится самое глубокое место Мирового океана — Марианский жёлоб?',
          },
          options: [
            { text: { uz: 'Atlantika okeanida', ru: 'В Атлантическом' } },
            { text: { uz: 'Hind okeanida', ru: 'В Индийском' } },
            { text: { uz: 'Shimoliy Muz okeanida', ru: 'В Северном Ледовитом' } },
            { text: { uz: 'Tinch okeanida', ru: 'В Тихом' } },
          ],
          answer: 3,
        },
        {
          key: 'q09',
          text: { uz: "Dunyodagi eng chuqur ko'l qaysi?", ru: 'Какое озеро самое глубокое в мире?' },
          options: [
            { text: { uz: 'Kaspiy', ru: 'Каспийское' } },
            { text: { uz: 'Baykal', ru: 'Байкал' } },
            { text: { uz: 'Viktoriya', ru: 'Виктория' } },
            { text: { uz: "Issiqko'l", ru: 'Иссык-Куль' } },
          ],
          answer: 1,
        },
        {
          key: 'q10',
          text: {
            uz: "Qaysi okean to'liq Shimoliy yarimsharda joylashgan?",
            ru: 'Какой океан целиком расположен в Северном полушарии?',
          },
          options: [
            { text: { uz: 'Shimoliy Muz okeani', ru: 'Северный Ледовитый океан' } },
            { text: { uz: 'Hind okeani', ru: 'Индийский океан' } },
            { text: { uz: 'Atlantika okeani', ru: 'Атлантический океан' } },
            { text: { uz: 'Tinch okeani', ru: 'Тихий океан' } },
          ],
          answer: 0,
        },
        {
          key: 'q11',
          text: { uz: 'Janubiy qutb qaysi materikda joylashgan?', ru: 'На каком материке находится Южный полюс?' },
          options: [
            { text: { uz: 'Avstraliya', ru: 'Австралия' } },
            { text: { uz: 'Janubiy Amerika', ru: 'Южная Америка' } },
            { text: { uz: 'Afrika', ru: 'Африка' } },
            { text: { uz: 'Antarktida', ru: 'Антарктида' } },
          ],
          answer: 3,
        },
      ],
    },
    {
      key: 'xarita-bilan-ishlash',
      name: { uz: 'Xarita bilan ishlash', ru: 'Работа с картой' },
      questions: [
        {
          key: 'q01',
          text: {
            uz: "Rasmdagi kompasda shimol yuqorida (qora uchli tomon). Qizil strelka qaysi tomonni ko'rsatmoqda?",
            ru: 'На рисунке компаса север вверху (сторона с чёрным острием). Какое направление показывает красная стрелка?',
          },
          image: COMPASS_EAST_SVG,
          options: [
            { text: { uz: 'Shimol', ru: 'Север' } },
            { text: { uz: 'Janub', ru: 'Юг' } },
            { text: { uz: 'Sharq', ru: 'Восток' } },
            { text: { uz: "G'arb", ru: 'Запад' } },
          ],
          answer: 2,
        },
        {
          key: 'q02',
          text: {
            uz: "Rasmdagi kompasda shimol yuqorida (qora uchli tomon). Qizil strelka qaysi tomonni ko'rsatmoqda?",
            ru: 'На рисунке компаса север вверху (сторона с чёрным острием). Какое направление показывает красная стрелка?',
          },
          image: COMPASS_SOUTH_WEST_SVG,
          options: [
            { text: { uz: 'Shimoli-sharq', ru: 'Северо-восток' } },
            { text: { uz: "Janubi-g'arb", ru: 'Юго-запад' } },
            { text: { uz: "Shimoli-g'arb", ru: 'Северо-запад' } },
            { text: { uz: 'Janubi-sharq', ru: 'Юго-восток' } },
          ],
          answer: 1,
        },
        {
          key: 'q03',
          text: {
            uz: "Shimoli-sharqqa qarama-qarshi yo'nalish qaysi?",
            ru: 'Какое направление противоположно северо-востоку?',
          },
          options: [
            { text: { uz: "Shimoli-g'arb", ru: 'Северо-запад' } },
            { text: { uz: 'Janubi-sharq', ru: 'Юго-восток' } },
            { text: { uz: 'Janub', ru: 'Юг' } },
            { text: { uz: "Janubi-g'arb", ru: 'Юго-запад' } },
          ],
          answer: 3,
        },
        {
          key: 'q04',
          text: {
            uz: 'Xarita masshtabi 1:100 000. Xaritada ikki nuqta orasidagi masofa 3 sm. Joydagi haqiqiy masofa qancha?',
            ru: 'Масштаб карты 1:100 000. Расстояние между двумя точками на карте 3 см. Каково расстояние на местности?',
          },
          options: [
            { text: { uz: '3 km', ru: '3 км' } },
            { text: { uz: '30 km', ru: '30 км' } },
            { text: { uz: '300 km', ru: '300 км' } },
            { text: { uz: '3000 km', ru: '3000 км' } },
          ],
          answer: 0,
        },
        {
          key: 'q05',
          text: {
            uz: 'Xarita masshtabi 1:50 000. Xaritada ikki nuqta orasidagi masofa 4 sm. Joydagi haqiqiy masofa qancha?',
            ru: 'Масштаб карты 1:50 000. Расстояние между двумя точками на карте 4 см. Каково расстояние на местности?',
          },
          options: [
            { text: { uz: '20 m', ru: '20 м' } },
            { text: { uz: '200 m', ru: '200 м' } },
            { text: { uz: '2 km', ru: '2 км' } },
            { text: { uz: '20 km', ru: '20 км' } },
          ],
          answer: 2,
        },
        {
          key: 'q06',
          text: {
            uz: 'Rasmdagi xaritada har bir katakning tomoni 1 sm, xarita masshtabi 1:200 000. 1 va 2 nuqtalar orasidagi haqiqiy masofa qancha?',
            ru: 'На карте на рисунке сторона каждой клетки 1 см, масштаб карты 1:200 000. Каково расстояние на местности между точками 1 и 2?',
          },
          image: GRID_DISTANCE_SVG,
          options: [
            { text: { uz: '1 km', ru: '1 км' } },
            { text: { uz: '2 km', ru: '2 км' } },
            { text: { uz: '5 km', ru: '5 км' } },
            { text: { uz: '10 km', ru: '10 км' } },
          ],
          answer: 3,
          ball: 3.1,
        },
        {
          key: 'q07',
          text: {
            uz: "Xaritada 1 sm ga joyda 5 km to'g'ri keladi. Xaritaning sonli masshtabi qanday?",
            ru: 'На карте 1 см соответствует 5 км на местности. Каков численный масштаб карты?',
          },
          options: [
            { text: { uz: '1:5 000', ru: '1:5 000' } },
            { text: { uz: '1:50 000', ru: '1:50 000' } },
            { text: { uz: '1:500 000', ru: '1:500 000' } },
            { text: { uz: '1:5 000 000', ru: '1:5 000 000' } },
          ],
          answer: 2,
        },
        {
          key: 'q08',
          text: {
            uz: "Quyidagi masshtablardan qaysi biri eng yirik (joyni eng batafsil ko'rsatadi)?",
            ru: 'Какой из перечисленных масштабов самый крупный (показывает местность подробнее всего)?',
          },
          options: [
            { text: { uz: '1:10 000', ru: '1:10 000' } },
            { text: { uz: '1:100 000', ru: '1:100 000' } },
            { text: { uz: '1:1 000 000', ru: '1:1 000 000' } },
            { text: { uz: '1:10 000 000', ru: '1:10 000 000' } },
          ],
          answer: 0,
        },
        {
          key: 'q09',
          text: {
            uz: "Joydagi 12 km masofa masshtabi 1:200 000 bo'lgan xaritada necha santimetr bo'lib ko'rinadi?",
            ru: 'Сколько сантиметров на карте масштаба 1:200 000 займёт расстояние 12 км на местности?',
          },
          options: [
            { text: { uz: '3 sm', ru: '3 см' } },
            { text: { uz: '6 sm', ru: '6 см' } },
            { text: { uz: '12 sm', ru: '12 см' } },
            { text: { uz: '24 sm', ru: '24 см' } },
          ],
          answer: 1,
          ball: 3.1,
        },
        {
          key: 'q10',
          text: {
            uz: 'Rasmdagi xaritada shimol yuqorida (qora strelka). 2-nuqta 1-nuqtadan qaysi tomonda joylashgan?',
            ru: 'На карте на рисунке север вверху (чёрная стрелка). В каком направлении от точки 1 находится точка 2?',
          },
          image: GRID_DIRECTION_SVG,
          options: [
            { text: { uz: 'Shimoli-sharqda', ru: 'На северо-востоке' } },
            { text: { uz: "Shimoli-g'arbda", ru: 'На северо-западе' } },
            { text: { uz: 'Janubi-sharqda', ru: 'На юго-востоке' } },
            { text: { uz: "Janubi-g'arbda", ru: 'На юго-западе' } },
          ],
          answer: 0,
        },
        {
          key: 'q11',
          text: {
            uz: "Xaritada shimol yuqorida joylashgan. Qaysi rasmdagi strelka g'arbni ko'rsatadi?",
            ru: 'На карте север находится вверху. На каком рисунке стрелка указывает на запад?',
          },
          options: [
            { text: { uz: '', ru: '' }, image: arrowOption(0) },
            { text: { uz: '', ru: '' }, image: arrowOption(90) },
            { text: { uz: '', ru: '' }, image: arrowOption(180) },
            { text: { uz: '', ru: '' }, image: arrowOption(270) },
          ],
          answer: 3,
        },
      ],
    },
  ],
};
