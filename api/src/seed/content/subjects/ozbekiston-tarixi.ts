import type { AuthoredOption, AuthoredSubject, BilingualText } from '../types';

// Demo question bank: history of Uzbekistan (O'zbekiston tarixi). Hand-written, bilingual (uz Latin / ru).
// Pictures are inline SVG; text inside them is limited to digits, so one picture serves both languages.

const t = (uz: string, ru: string): BilingualText => ({ uz, ru });
const o = (uz: string, ru: string): AuthoredOption => ({ text: { uz, ru } });
/** An option that is only a picture. */
const pic = (image: string): AuthoredOption => ({ text: { uz: '', ru: '' }, image });

const svg = (viewBox: string, body: string): string => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`;
const FONT = 'font-family="Arial,Helvetica,sans-serif"';
const n1 = (value: number): string => String(Math.round(value * 10) / 10);

// ── timelines ───────────────────────────────────────────────────────────────────────────────────

/** A horizontal time axis with labelled points; the `marked` one is red. */
const timeline = (points: { x: number; label: string }[], marked: number, fontSize: number): string => {
  let body =
    '<rect width="280" height="180" fill="#fafafa"/>' +
    '<line x1="14" y1="80" x2="258" y2="80" stroke="#455a64" stroke-width="4"/>' +
    '<path d="M270 80 L254 71 L254 89 Z" fill="#455a64"/>';
  points.forEach((point, i) => {
    const red = i === marked;
    body +=
      `<line x1="${point.x}" y1="66" x2="${point.x}" y2="94" stroke="${red ? '#d32f2f' : '#607d8b'}" stroke-width="3"/>` +
      `<circle cx="${point.x}" cy="80" r="${red ? 10 : 7}" fill="${red ? '#d32f2f' : '#90a4ae'}" stroke="#ffffff" stroke-width="2"/>` +
      `<text x="${point.x}" y="${red ? 124 : 120}" ${FONT} font-size="${fontSize}" text-anchor="middle"` +
      ` font-weight="${red ? 'bold' : 'normal'}" fill="${red ? '#d32f2f' : '#37474f'}">${point.label}</text>`;
    if (red) body += `<path d="M${point.x} 40 L${point.x - 9} 26 L${point.x + 9} 26 Z" fill="#d32f2f"/>`;
  });
  return svg('0 0 280 180', body);
};

/** Amir Temur's life: 1336, 1370, 1405 (marked). */
const TEMUR_TIMELINE_SVG = timeline(
  [
    { x: 48, label: '1336' },
    { x: 140, label: '1370' },
    { x: 232, label: '1405' },
  ],
  2,
  20,
);

/** Independence years: 31.08.1991, 18.11.1991, 08.12.1992 (marked). */
const INDEPENDENCE_TIMELINE_SVG = timeline(
  [
    { x: 52, label: '31.08.1991' },
    { x: 140, label: '18.11.1991' },
    { x: 226, label: '08.12.1992' },
  ],
  2,
  15,
);

// ── the sextant of Ulug'bek's observatory ──────────────────────────────────────────────────────

/** Side view: a huge arc with a graduated double rail, its lower part in a trench under the ground. */
const SEXTANT_SVG = (() => {
  const cx = 20;
  const cy = -150;
  const at = (r: number, deg: number): string => {
    const a = (deg * Math.PI) / 180;
    return `${n1(cx + r * Math.cos(a))} ${n1(cy + r * Math.sin(a))}`;
  };
  const arc = (r: number, from: number, to: number): string => `M${at(r, from)} A${r} ${r} 0 0 1 ${at(r, to)}`;
  let ticks = '';
  for (let deg = 43; deg <= 85; deg += 2) ticks += `M${at(264, deg)} L${at(281, deg)} `;
  return svg(
    '0 0 280 180',
    '<rect width="280" height="180" fill="#e3f2fd"/>' +
      '<circle cx="238" cy="28" r="12" fill="#ffca28"/>' +
      '<rect y="70" width="280" height="110" fill="#d7b98e"/>' +
      `<path d="M${at(300, 52)} A300 300 0 0 1 ${at(300, 89)} L${at(248, 89)} A248 248 0 0 0 ${at(248, 52)} Z" fill="#e3f2fd"/>` +
      '<line x1="0" y1="70" x2="280" y2="70" stroke="#8d6e63" stroke-width="3"/>' +
      `<path d="${arc(259, 41, 87)}" fill="none" stroke="#8d6e63" stroke-width="8"/>` +
      `<path d="${arc(286, 41, 87)}" fill="none" stroke="#8d6e63" stroke-width="8"/>` +
      `<path d="${arc(264, 42, 86)}" fill="none" stroke="#eceff1" stroke-width="6"/>` +
      `<path d="${arc(281, 42, 86)}" fill="none" stroke="#eceff1" stroke-width="6"/>` +
      `<path d="${ticks.trim()}" stroke="#546e7a" stroke-width="1.5"/>`,
  );
})();

// ── flags ───────────────────────────────────────────────────────────────────────────────────────

const BLUE = '#0099b5';
const GREEN = '#1eb53a';
const RED = '#ce1126';

/** A five-pointed star centred at (x, y) with outer radius r. */
const star = (x: number, y: number, r: number): string => {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = ((-90 + i * 36) * Math.PI) / 180;
    const radius = i % 2 === 0 ? r : r * 0.382;
    points.push(`${n1(x + radius * Math.cos(a))},${n1(y + radius * Math.sin(a))}`);
  }
  return `<polygon points="${points.join(' ')}"/>`;
};

/**
 * The crescent (open towards the fly) and twelve stars in rows of 3, 4 and 5, aligned right, in a
 * 150 × 48 field; `bg` is the colour of the field under it.
 */
const emblem = (fg: string, bg: string): string => {
  let stars = '';
  const columns = [64, 79, 94, 109, 124];
  [3, 4, 5].forEach((count, row) => {
    for (const x of columns.slice(5 - count)) stars += star(x, 11 + row * 13, 5.8);
  });
  return `<circle cx="40" cy="24" r="16" fill="${fg}"/><circle cx="46" cy="24" r="14" fill="${bg}"/><g fill="${fg}">${stars}</g>`;
};

const FRAME = '<rect x="0.5" y="0.5" width="299" height="149" fill="none" stroke="#9e9e9e"/>';

/** Blue, white and green with thin red lines; crescent and twelve white stars on the blue (the real flag). */
const FLAG_SVG = svg(
  '0 0 300 150',
  '<rect width="300" height="150" fill="#ffffff"/>' +
    `<rect width="300" height="48" fill="${BLUE}"/><rect y="48" width="300" height="3" fill="${RED}"/>` +
    `<rect y="99" width="300" height="3" fill="${RED}"/><rect y="102" width="300" height="48" fill="${GREEN}"/>` +
    emblem('#ffffff', BLUE) +
    FRAME,
);

/** Wrong: the stripes in reverse order, the emblem on the green. */
const FLAG_REVERSED_SVG = svg(
  '0 0 300 150',
  '<rect width="300" height="150" fill="#ffffff"/>' +
    `<rect width="300" height="48" fill="${GREEN}"/><rect y="48" width="300" height="3" fill="${RED}"/>` +
    `<rect y="99" width="300" height="3" fill="${RED}"/><rect y="102" width="300" height="48" fill="${BLUE}"/>` +
    emblem('#ffffff', GREEN) +
    FRAME,
);

/** Wrong: vertical stripes. */
const FLAG_VERTICAL_SVG = svg(
  '0 0 300 150',
  '<rect width="300" height="150" fill="#ffffff"/>' +
    `<rect width="98" height="150" fill="${BLUE}"/><rect x="98" width="3" height="150" fill="${RED}"/>` +
    `<rect x="199" width="3" height="150" fill="${RED}"/><rect x="202" width="98" height="150" fill="${GREEN}"/>` +
    `<g transform="translate(-12 40) scale(0.82)">${emblem('#ffffff', BLUE)}</g>` +
    FRAME,
);

/** Wrong: no red lines, a green emblem in the middle of the white stripe. */
const FLAG_CENTRE_SVG = svg(
  '0 0 300 150',
  '<rect width="300" height="150" fill="#ffffff"/>' +
    `<rect width="300" height="50" fill="${BLUE}"/><rect y="100" width="300" height="50" fill="${GREEN}"/>` +
    `<g transform="translate(73 51)">${emblem(GREEN, '#ffffff')}</g>` +
    FRAME,
);

export const ozbekistonTarixi: AuthoredSubject = {
  slug: 'ozbekiston-tarixi',
  lessons: [
    {
      key: 'qadimgi-davlatlar',
      name: t('Qadimgi davlatlar', 'Древние государства'),
      questions: [
        {
          key: 'q01',
          text: t(
            "Qadimgi So'g'dning markazi bo'lgan Marakanda hozirgi qaysi shahar?",
            'Какому современному городу соответствует Мараканда — центр древнего Согда?',
          ),
          options: [o('Buxoro', 'Бухара'), o('Samarqand', 'Самарканд'), o('Xiva', 'Хива'), o('Termiz', 'Термез')],
          answer: 1,
        },
        {
          key: 'q02',
          text: t(
            "Hozirgi O'zbekistonning qaysi hududi qadimgi Baqtriya tarkibiga kirgan?",
            'Какая территория современного Узбекистана входила в состав древней Бактрии?',
          ),
          options: [
            o('Xorazm vohasi', 'Хорезмский оазис'),
            o("Farg'ona vodiysi", 'Ферганская долина'),
            o('Toshkent vohasi', 'Ташкентский оазис'),
            o('Surxondaryo vohasi', 'Сурхандарьинский оазис'),
          ],
          answer: 3,
        },
        {
          key: 'q03',
          text: t('Qadimgi Xorazm qaysi daryoning quyi oqimida joylashgan?', 'В низовьях какой реки располагался древний Хорезм?'),
          options: [o('Amudaryo', 'Амударья'), o('Sirdaryo', 'Сырдарья'), o('Zarafshon', 'Зеравшан'), o('Chirchiq', 'Чирчик')],
          answer: 0,
        },
        {
          key: 'q04',
          text: t('Zardushtiylik dinining muqaddas kitobi qanday ataladi?', 'Как называется священная книга зороастризма?'),
          options: [
            o("“Qutadg'u bilig”", '«Кутадгу билиг»'),
            o("“Devonu lug'otit turk”", '«Диван лугат ат-турк»'),
            o('“Avesto”', '«Авеста»'),
            o('“Boburnoma”', '«Бабур-наме»'),
          ],
          answer: 2,
        },
        {
          key: 'q05',
          text: t(
            "Makedoniyalik Iskandar qo'shinlariga qarshi So'g'dda bo'lgan qo'zg'olonga kim boshchilik qilgan?",
            'Кто возглавил восстание в Согде против войск Александра Македонского?',
          ),
          options: [o("To'maris", 'Томирис'), o('Spitamen', 'Спитамен'), o('Shiroq', 'Ширак'), o('Muqanna', 'Муканна')],
          answer: 1,
        },
        {
          key: 'q06',
          text: t(
            "Massagetlar malikasi To'maris qaysi Ahamoniy shohining qo'shinini tor-mor etgan?",
            'Войско какого царя Ахеменидов разгромила царица массагетов Томирис?',
          ),
          options: [o('Doro I', 'Дарий I'), o('Kserks', 'Ксеркс'), o('Doro III', 'Дарий III'), o('Kir II', 'Кир II')],
          answer: 3,
        },
        {
          key: 'q07',
          text: t('Qadimgi yunon mualliflari Amudaryoni qanday atashgan?', 'Как называли Амударью древнегреческие авторы?'),
          options: [o('Oks', 'Окс'), o('Yaksart', 'Яксарт'), o('Politimet', 'Политимет'), o('Tanais', 'Танаис')],
          answer: 0,
        },
        {
          key: 'q08',
          text: t("Quyidagilardan qaysi biri Kushon podsholaridan biri bo'lgan?", 'Кто из перечисленных был одним из кушанских царей?'),
          options: [o('Evtidem', 'Евтидем'), o('Kir II', 'Кир II'), o('Kanishka', 'Канишка'), o('Spitamen', 'Спитамен')],
          answer: 2,
        },
        {
          key: 'q09',
          text: t("Buyuk ipak yo'li sharqda qaysi mamlakatdan boshlangan?", 'С какой страны на востоке начинался Великий шёлковый путь?'),
          options: [o('Hindiston', 'Индия'), o('Eron', 'Иран'), o('Misr', 'Египет'), o('Xitoy', 'Китай')],
          answer: 3,
        },
        {
          key: 'q10',
          text: t(
            "Qadimgi Baqtriya poytaxti Baqtra hozirgi qaysi shahar o'rnida joylashgan?",
            'На месте какого современного города находилась Бактра, столица древней Бактрии?',
          ),
          options: [o('Termiz', 'Термез'), o('Balx', 'Балх'), o('Marv', 'Мерв'), o('Samarqand', 'Самарканд')],
          answer: 1,
          ball: 3.1,
        },
      ],
    },
    {
      key: 'temuriylar',
      name: t('Amir Temur va temuriylar', 'Амир Темур и Темуриды'),
      questions: [
        {
          key: 'q01',
          text: t(
            "Vaqt chizig'ida Amir Temur hayotiga oid uchta yil belgilangan. Qizil rang bilan ajratilgan yilda qanday voqea bo'lgan?",
            'На линии времени отмечены три года из жизни Амира Темура. Что произошло в году, выделенном красным?',
          ),
          image: TEMUR_TIMELINE_SVG,
          options: [
            o("Amir Temur tug'ilgan", 'Амир Темур родился'),
            o("Hukmdor deb e'lon qilingan", 'Был провозглашён правителем'),
            o("Anqara jangida g'alaba qozongan", 'Победил в Анкарской битве'),
            o("O'tror shahrida vafot etgan", 'Умер в городе Отрар'),
          ],
          answer: 3,
        },
        {
          key: 'q02',
          text: t("Amir Temur qaysi shahar yaqinidagi qishloqda tug'ilgan?", 'В селении близ какого города родился Амир Темур?'),
          options: [o('Kesh (Shahrisabz)', 'Кеш (Шахрисабз)'), o('Buxoro', 'Бухара'), o('Termiz', 'Термез'), o('Urganch', 'Ургенч')],
          answer: 0,
        },
        {
          key: 'q03',
          text: t("Amir Temur davlatining poytaxti qaysi shahar bo'lgan?", 'Какой город был столицей государства Амира Темура?'),
          options: [o('Hirot', 'Герат'), o('Samarqand', 'Самарканд'), o('Buxoro', 'Бухара'), o('Shahrisabz', 'Шахрисабз')],
          answer: 1,
        },
        {
          key: 'q04',
          text: t("Mirzo Ulug'bek kimning o'g'li bo'lgan?", 'Чьим сыном был Мирзо Улугбек?'),
          options: [o('Mironshoh', 'Мираншах'), o('Umarshayx', 'Умаршейх'), o('Shohrux', 'Шахрух'), o('Jahongir', 'Джахангир')],
          answer: 2,
        },
        {
          key: 'q05',
          text: t(
            'Rasmda Samarqanddagi rasadxonaning yer ostida saqlanib qolgan ulkan yoysimon asbobi (sekstant) sxemasi berilgan. Bu rasadxonani kim qurdirgan?',
            'На рисунке — схема огромного дугового инструмента (секстанта) обсерватории в Самарканде, сохранившегося под землёй. Кто построил эту обсерваторию?',
          ),
          image: SEXTANT_SVG,
          options: [
            o('Amir Temur', 'Амир Темур'),
            o('Shohrux', 'Шахрух'),
            o('Husayn Boyqaro', 'Хусейн Байкара'),
            o("Mirzo Ulug'bek", 'Мирзо Улугбек'),
          ],
          answer: 3,
        },
        {
          key: 'q06',
          text: t(
            "Mirzo Ulug'bekning “Ziji jadidi Ko'ragoniy” asari qaysi fanga oid?",
            'К какой науке относится труд Мирзо Улугбека «Зидж-и джадид-и Гурагани»?',
          ),
          options: [o('tibbiyot', 'медицина'), o('astronomiya', 'астрономия'), o('tarix', 'история'), o("she'riyat", 'поэзия')],
          answer: 1,
        },
        {
          key: 'q07',
          text: t(
            "1908-yilda Ulug'bek rasadxonasining qoldiqlarini qaysi arxeolog topgan?",
            'Какой археолог в 1908 году обнаружил остатки обсерватории Улугбека?',
          ),
          options: [
            o('V. V. Bartold', 'В. В. Бартольд'),
            o('M. Ye. Masson', 'М. Е. Массон'),
            o('V. L. Vyatkin', 'В. Л. Вяткин'),
            o('G. A. Pugachenkova', 'Г. А. Пугаченкова'),
          ],
          answer: 2,
        },
        {
          key: 'q08',
          text: t("1402-yilgi Anqara jangida Amir Temur kimni mag'lub etgan?", 'Кого разбил Амир Темур в Анкарской битве 1402 года?'),
          options: [
            o("To'xtamishxon", 'Тохтамыш-хана'),
            o('Usmonli sultoni Boyazid I', 'Османского султана Баязида I'),
            o('Husayn Boyqaro', 'Хусейна Байкару'),
            o('Amir Husayn', 'Амира Хусейна'),
          ],
          answer: 1,
        },
        {
          key: 'q09',
          text: t('Amir Temur Samarqanddagi qaysi maqbarada dafn etilgan?', 'В каком мавзолее Самарканда похоронен Амир Темур?'),
          options: [
            o("Go'ri Amir", 'Гур-Эмир'),
            o('Shohi Zinda', 'Шахи-Зинда'),
            o('Ismoil Somoniy maqbarasi', 'Мавзолей Исмаила Самани'),
            o('Oqsaroy', 'Аксарай'),
          ],
          answer: 0,
        },
        {
          key: 'q10',
          text: t(
            'Zahiriddin Muhammad Bobur Hindistonda qaysi sulolaga asos solgan?',
            'Какую династию основал в Индии Захириддин Мухаммад Бабур?',
          ),
          options: [
            o('Shayboniylar', 'Шейбаниды'),
            o('Ashtarxoniylar', 'Аштарханиды'),
            o("Mang'itlar", 'Мангыты'),
            o('Boburiylar', 'Бабуриды'),
          ],
          answer: 3,
        },
        {
          key: 'q11',
          text: t(
            'Samarqanddagi Registon maydonidagi uchta madrasadan eng qadimgisi qaysi?',
            'Какое из трёх медресе на площади Регистан в Самарканде самое древнее?',
          ),
          options: [
            o('Sherdor madrasasi', 'Медресе Шердор'),
            o('Tillakori madrasasi', 'Медресе Тилля-Кари'),
            o("Ulug'bek madrasasi", 'Медресе Улугбека'),
            o('Mir Arab madrasasi', 'Медресе Мири-Араб'),
          ],
          answer: 2,
          ball: 3.1,
        },
      ],
    },
    {
      key: 'xonliklar',
      name: t('Xonliklar davri', 'Период ханств'),
      questions: [
        {
          key: 'q01',
          text: t("Qo'qon xonligida qaysi sulola hukmronlik qilgan?", 'Какая династия правила в Кокандском ханстве?'),
          options: [o("Mang'itlar", 'Мангыты'), o('Minglar', 'Минги'), o("Qo'ng'irotlar", 'Кунграты'), o('Shayboniylar', 'Шейбаниды')],
          answer: 1,
        },
        {
          key: 'q02',
          text: t('Buxoro amirligida qaysi sulola hukmronlik qilgan?', 'Какая династия правила в Бухарском эмирате?'),
          options: [o("Qo'ng'irotlar", 'Кунграты'), o('Minglar', 'Минги'), o('Temuriylar', 'Темуриды'), o("Mang'itlar", 'Мангыты')],
          answer: 3,
        },
        {
          key: 'q03',
          text: t("XIX asrda Xiva xonligida qaysi sulola hukmron bo'lgan?", 'Какая династия правила в Хивинском ханстве в XIX веке?'),
          options: [o("Qo'ng'irotlar", 'Кунграты'), o("Mang'itlar", 'Мангыты'), o('Minglar', 'Минги'), o('Temuriylar', 'Темуриды')],
          answer: 0,
        },
        {
          key: 'q04',
          text: t("1709-yilda Qo'qon xonligiga kim asos solgan?", 'Кто в 1709 году основал Кокандское ханство?'),
          options: [
            o('Eltuzarxon', 'Эльтузар-хан'),
            o('Muhammad Shayboniyxon', 'Мухаммад Шейбани-хан'),
            o('Shohruhbiy', 'Шахрух-бий'),
            o('Umarxon', 'Умар-хан'),
          ],
          answer: 2,
        },
        {
          key: 'q05',
          text: t("“Ichan qal'a” qaysi shaharning ichki qismi?", 'Внутренней частью какого города является Ичан-Кала?'),
          options: [o('Buxoro', 'Бухары'), o('Xiva', 'Хивы'), o("Qo'qon", 'Коканда'), o('Samarqand', 'Самарканда')],
          answer: 1,
        },
        {
          key: 'q06',
          text: t("Shoira Nodira qaysi xonning rafiqasi bo'lgan?", 'Женой какого хана была поэтесса Нодира?'),
          options: [
            o('Muhammad Rahimxon', 'Мухаммад Рахим-хана'),
            o('Amir Nasrullo', 'Эмира Насруллы'),
            o('Xudoyorxon', 'Худояр-хана'),
            o('Umarxon', 'Умар-хана'),
          ],
          answer: 3,
        },
        {
          key: 'q07',
          text: t(
            "Toshkent Rossiya imperiyasi qo'shinlari tomonidan qaysi yili bosib olingan?",
            'В каком году Ташкент был захвачен войсками Российской империи?',
          ),
          options: [o('1865', '1865'), o('1853', '1853'), o('1868', '1868'), o('1876', '1876')],
          answer: 0,
        },
        {
          key: 'q08',
          text: t(
            "Turkiston general-gubernatorligining markazi qaysi shahar bo'lgan?",
            'Какой город был центром Туркестанского генерал-губернаторства?',
          ),
          options: [o('Samarqand', 'Самарканд'), o("Qo'qon", 'Коканд'), o('Toshkent', 'Ташкент'), o('Verniy', 'Верный')],
          answer: 2,
        },
        {
          key: 'q09',
          text: t("Qo'qon xonligi qaysi yili tugatilgan?", 'В каком году было упразднено Кокандское ханство?'),
          options: [o('1865', '1865'), o('1873', '1873'), o('1920', '1920'), o('1876', '1876')],
          answer: 3,
        },
        {
          key: 'q10',
          text: t(
            "Buxoro hukmdorlarining qarorgohi bo'lgan qal'a qanday ataladi?",
            'Как называется крепость — резиденция бухарских правителей?',
          ),
          options: [o('Ark', 'Арк'), o("Ichan qal'a", 'Ичан-Кала'), o('Oqsaroy', 'Аксарай'), o('Kalta minor', 'Кальта-Минар')],
          answer: 0,
        },
      ],
    },
    {
      key: 'mustaqillik',
      name: t("Mustaqil O'zbekiston", 'Независимый Узбекистан'),
      questions: [
        {
          key: 'q01',
          text: t(
            "O'zbekiston Respublikasining davlat mustaqilligi qachon e'lon qilingan?",
            'Когда была провозглашена государственная независимость Республики Узбекистан?',
          ),
          options: [
            o('1991-yil 1-sentabr', '1 сентября 1991 года'),
            o('1991-yil 31-avgust', '31 августа 1991 года'),
            o('1991-yil 18-noyabr', '18 ноября 1991 года'),
            o('1992-yil 8-dekabr', '8 декабря 1992 года'),
          ],
          answer: 1,
        },
        {
          key: 'q02',
          text: t('Mustaqillik kuni har yili qaysi sanada nishonlanadi?', 'Какого числа ежегодно отмечается День независимости?'),
          options: [o('1-sentabr', '1 сентября'), o('31-avgust', '31 августа'), o('8-dekabr', '8 декабря'), o('21-mart', '21 марта')],
          answer: 0,
        },
        {
          key: 'q03',
          text: t(
            "Vaqt chizig'ida qizil rang bilan ajratilgan sanada qanday voqea sodir bo'lgan?",
            'Какое событие произошло в день, выделенный на линии времени красным?',
          ),
          image: INDEPENDENCE_TIMELINE_SVG,
          options: [
            o("Mustaqillik e'lon qilingan", 'Провозглашена независимость'),
            o("Davlat bayrog'i qabul qilingan", 'Принят Государственный флаг'),
            o('Konstitutsiya qabul qilingan', 'Принята Конституция'),
            o("BMTga a'zo bo'lingan", 'Узбекистан вступил в ООН'),
          ],
          answer: 2,
        },
        {
          key: 'q04',
          text: t("O'zbekiston Respublikasining birinchi Prezidenti kim?", 'Кто был первым Президентом Республики Узбекистан?'),
          options: [
            o('Shavkat Mirziyoyev', 'Шавкат Мирзиёев'),
            o('Sharof Rashidov', 'Шараф Рашидов'),
            o('Rafiq Nishonov', 'Рафик Нишанов'),
            o('Islom Karimov', 'Ислам Каримов'),
          ],
          answer: 3,
        },
        {
          key: 'q05',
          text: t("1991-yil 29-dekabrda qanday voqea bo'lib o'tgan?", 'Какое событие произошло 29 декабря 1991 года?'),
          options: [
            o('Konstitutsiya qabul qilingan', 'Принята Конституция'),
            o("Referendum va Prezident saylovi o'tkazilgan", 'Проведены референдум и выборы Президента'),
            o('Davlat gerbi qabul qilingan', 'Принят Государственный герб'),
            o("Davlat bayrog'i qabul qilingan", 'Принят Государственный флаг'),
          ],
          answer: 1,
        },
        {
          key: 'q06',
          text: t(
            "Rasmda O'zbekiston Respublikasining Davlat bayrog'i tasvirlangan. U qachon qabul qilingan?",
            'На рисунке — Государственный флаг Республики Узбекистан. Когда он был принят?',
          ),
          image: FLAG_SVG,
          options: [
            o('1991-yil 31-avgust', '31 августа 1991 года'),
            o('1992-yil 2-iyul', '2 июля 1992 года'),
            o('1991-yil 18-noyabr', '18 ноября 1991 года'),
            o('1992-yil 10-dekabr', '10 декабря 1992 года'),
          ],
          answer: 2,
        },
        {
          key: 'q07',
          text: t(
            "Qaysi rasmda O'zbekiston Respublikasining Davlat bayrog'i to'g'ri tasvirlangan?",
            'На каком рисунке правильно изображён Государственный флаг Республики Узбекистан?',
          ),
          options: [pic(FLAG_SVG), pic(FLAG_REVERSED_SVG), pic(FLAG_CENTRE_SVG), pic(FLAG_VERTICAL_SVG)],
          answer: 0,
        },
        {
          key: 'q08',
          text: t(
            "O'zbekiston Respublikasining Davlat gerbi qachon qabul qilingan?",
            'Когда был принят Государственный герб Республики Узбекистан?',
          ),
          options: [
            o('1991-yil 18-noyabr', '18 ноября 1991 года'),
            o('1992-yil 8-dekabr', '8 декабря 1992 года'),
            o('1991-yil 1-sentabr', '1 сентября 1991 года'),
            o('1992-yil 2-iyul', '2 июля 1992 года'),
          ],
          answer: 3,
        },
        {
          key: 'q09',
          text: t('Davlat gerbida qaysi afsonaviy qush tasvirlangan?', 'Какая легендарная птица изображена на Государственном гербе?'),
          options: [o('Burgut', 'Беркут'), o('Laylak', 'Аист'), o('Humo', 'Хумо'), o('Kaptar', 'Голубь')],
          answer: 2,
        },
        {
          key: 'q10',
          text: t(
            "O'zbekiston Respublikasining Davlat madhiyasi qachon qabul qilingan?",
            'Когда был принят Государственный гимн Республики Узбекистан?',
          ),
          options: [
            o('1992-yil 10-dekabr', '10 декабря 1992 года'),
            o('1991-yil 31-avgust', '31 августа 1991 года'),
            o('1992-yil 2-iyul', '2 июля 1992 года'),
            o('1991-yil 18-noyabr', '18 ноября 1991 года'),
          ],
          answer: 0,
        },
        {
          key: 'q11',
          text: t(
            "O'zbekiston Birlashgan Millatlar Tashkilotiga qachon a'zo bo'lgan?",
            'Когда Узбекистан стал членом Организации Объединённых Наций?',
          ),
          options: [
            o('1991-yil 29-dekabr', '29 декабря 1991 года'),
            o('1992-yil 2-mart', '2 марта 1992 года'),
            o('1992-yil 8-dekabr', '8 декабря 1992 года'),
            o('1993-yil 1-yanvar', '1 января 1993 года'),
          ],
          answer: 1,
          ball: 3.1,
        },
      ],
    },
  ],
};
