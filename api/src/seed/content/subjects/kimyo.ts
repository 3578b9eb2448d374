import type { AuthoredSubject } from '../types';

// Demo question bank: chemistry (kimyo). Hand-written, bilingual (uz Latin / ru).
// Pictures are inline SVG; text inside them is limited to digits and element symbols.

const FONT = 'font-family="Arial,Helvetica,sans-serif"';

/** Electron shells of a neutral atom: 2, 8, 1 electrons (sodium). */
const ATOM_SHELLS_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 180">',
  '<rect width="280" height="180" fill="#ffffff"/>',
  '<g fill="none" stroke="#90a4ae" stroke-width="2">',
  '<circle cx="140" cy="90" r="28"/><circle cx="140" cy="90" r="52"/><circle cx="140" cy="90" r="78"/>',
  '</g>',
  '<circle cx="140" cy="90" r="13" fill="#e53935"/>',
  '<g fill="#1e88e5">',
  '<circle cx="112" cy="90" r="5"/><circle cx="168" cy="90" r="5"/>',
  '<circle cx="188" cy="70" r="5"/><circle cx="160" cy="42" r="5"/><circle cx="120" cy="42" r="5"/><circle cx="92" cy="70" r="5"/>',
  '<circle cx="92" cy="110" r="5"/><circle cx="120" cy="138" r="5"/><circle cx="160" cy="138" r="5"/><circle cx="188" cy="110" r="5"/>',
  '<circle cx="195" cy="35" r="5"/>',
  '</g>',
  '</svg>',
].join('');

/** One cell of the periodic table: phosphorus, atomic number 15, relative atomic mass 31. */
const PERIODIC_CELL_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 180">',
  '<rect width="280" height="180" fill="#ffffff"/>',
  '<rect x="80" y="12" width="120" height="156" rx="8" fill="#fff8e1" stroke="#37474f" stroke-width="3"/>',
  `<text x="92" y="44" ${FONT} font-size="26" fill="#37474f">15</text>`,
  `<text x="140" y="118" ${FONT} font-size="66" font-weight="bold" text-anchor="middle" fill="#2e7d32">P</text>`,
  `<text x="140" y="154" ${FONT} font-size="24" text-anchor="middle" fill="#37474f">31</text>`,
  '</svg>',
].join('');

/** A water molecule: O in the middle, two H at an angle. */
const WATER_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 180">',
  '<rect width="280" height="180" fill="#ffffff"/>',
  '<g stroke="#455a64" stroke-width="6"><line x1="140" y1="78" x2="77" y2="127"/><line x1="140" y1="78" x2="203" y2="127"/></g>',
  '<circle cx="140" cy="78" r="34" fill="#e53935" stroke="#b71c1c" stroke-width="2"/>',
  '<circle cx="77" cy="127" r="22" fill="#eceff1" stroke="#607d8b" stroke-width="2"/>',
  '<circle cx="203" cy="127" r="22" fill="#eceff1" stroke="#607d8b" stroke-width="2"/>',
  `<g ${FONT} font-weight="bold" text-anchor="middle">`,
  '<text x="140" y="89" font-size="30" fill="#ffffff">O</text>',
  '<text x="77" y="135" font-size="22" fill="#263238">H</text>',
  '<text x="203" y="135" font-size="22" fill="#263238">H</text>',
  '</g>',
  '</svg>',
].join('');

/** Atom drawn as a labelled circle, for the small molecule pictures below. */
const atom = (x: number, y: number, symbol: 'C' | 'O' | 'H'): string => {
  const style =
    symbol === 'O'
      ? { r: 21, fill: '#e53935', stroke: '#b71c1c', text: '#ffffff', size: 20 }
      : symbol === 'C'
        ? { r: 21, fill: '#424242', stroke: '#212121', text: '#ffffff', size: 20 }
        : { r: 13, fill: '#eceff1', stroke: '#607d8b', text: '#263238', size: 15 };
  return (
    `<circle cx="${x}" cy="${y}" r="${style.r}" fill="${style.fill}" stroke="${style.stroke}" stroke-width="2"/>` +
    `<text x="${x}" y="${y + style.size * 0.36}" ${FONT} font-size="${style.size}" font-weight="bold" text-anchor="middle" fill="${style.text}">${symbol}</text>`
  );
};

const molecule = (bonds: string, atoms: string): string =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">' +
  '<rect width="200" height="100" fill="#ffffff"/>' +
  `<g stroke="#455a64" stroke-width="4">${bonds}</g>` +
  atoms +
  '</svg>';

/** O=C=O, linear */
const CO2_SVG = molecule(
  '<line x1="40" y1="44" x2="160" y2="44"/><line x1="40" y1="56" x2="160" y2="56"/>',
  atom(40, 50, 'O') + atom(100, 50, 'C') + atom(160, 50, 'O'),
);
/** C≡O */
const CO_SVG = molecule(
  '<line x1="70" y1="41" x2="130" y2="41"/><line x1="70" y1="50" x2="130" y2="50"/><line x1="70" y1="59" x2="130" y2="59"/>',
  atom(70, 50, 'C') + atom(130, 50, 'O'),
);
/** O₃, bent */
const O3_SVG = molecule(
  '<line x1="46" y1="62" x2="96" y2="32"/><line x1="54" y1="72" x2="104" y2="42"/><line x1="100" y1="37" x2="152" y2="67"/>',
  atom(50, 67, 'O') + atom(100, 37, 'O') + atom(150, 67, 'O'),
);
/** CH₄ */
const CH4_SVG = molecule(
  '<line x1="100" y1="50" x2="100" y2="14"/><line x1="100" y1="50" x2="100" y2="86"/><line x1="100" y1="50" x2="52" y2="50"/><line x1="100" y1="50" x2="148" y2="50"/>',
  atom(100, 50, 'C') + atom(100, 14, 'H') + atom(100, 86, 'H') + atom(52, 50, 'H') + atom(148, 50, 'H'),
);

/** A beaker with a solution; a blue litmus strip has turned red where it is dipped. */
const LITMUS_BEAKER_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 180">',
  '<rect width="280" height="180" fill="#ffffff"/>',
  '<path d="M92 80 H188 V150 a8 8 0 0 1 -8 8 H100 a8 8 0 0 1 -8 -8 Z" fill="#e1f5fe"/>',
  '<line x1="92" y1="80" x2="188" y2="80" stroke="#81d4fa" stroke-width="2"/>',
  '<rect x="148" y="8" width="18" height="72" fill="#1e88e5" stroke="#0d47a1" stroke-width="1"/>',
  '<rect x="148" y="80" width="18" height="52" fill="#e53935" stroke="#b71c1c" stroke-width="1"/>',
  '<path d="M84 22 H90 V150 a10 10 0 0 0 10 10 H180 a10 10 0 0 0 10 -10 V22 H196" fill="none" stroke="#455a64" stroke-width="4" stroke-linejoin="round"/>',
  '<g stroke="#90a4ae" stroke-width="2"><line x1="90" y1="60" x2="104" y2="60"/><line x1="90" y1="100" x2="104" y2="100"/><line x1="90" y1="140" x2="104" y2="140"/></g>',
  '</svg>',
].join('');

export const kimyo: AuthoredSubject = {
  slug: 'kimyo',
  lessons: [
    {
      key: 'davriy-jadval',
      name: { uz: 'Davriy jadval asoslari', ru: 'Основы периодической таблицы' },
      questions: [
        {
          key: 'q01',
          text: { uz: 'Natriyning kimyoviy belgisi qaysi?', ru: 'Какой химический знак у натрия?' },
          options: [
            { text: { uz: 'N', ru: 'N' } },
            { text: { uz: 'Na', ru: 'Na' } },
            { text: { uz: 'Ne', ru: 'Ne' } },
            { text: { uz: 'Ni', ru: 'Ni' } },
          ],
          answer: 1,
        },
        {
          key: 'q02',
          text: { uz: 'Kislorodning tartib raqami nechaga teng?', ru: 'Чему равен порядковый номер кислорода?' },
          options: [
            { text: { uz: '6', ru: '6' } },
            { text: { uz: '7', ru: '7' } },
            { text: { uz: '8', ru: '8' } },
            { text: { uz: '16', ru: '16' } },
          ],
          answer: 2,
        },
        {
          key: 'q03',
          text: { uz: "Kimyoviy belgisi K bo'lgan element qaysi?", ru: 'Какой элемент обозначается символом K?' },
          options: [
            { text: { uz: 'Kaliy', ru: 'Калий' } },
            { text: { uz: 'Kalsiy', ru: 'Кальций' } },
            { text: { uz: 'Kripton', ru: 'Криптон' } },
            { text: { uz: 'Kobalt', ru: 'Кобальт' } },
          ],
          answer: 0,
        },
        {
          key: 'q04',
          text: { uz: "Tartib raqami 17 bo'lgan element qaysi?", ru: 'Какой элемент имеет порядковый номер 17?' },
          options: [
            { text: { uz: 'Oltingugurt (S)', ru: 'Сера (S)' } },
            { text: { uz: 'Argon (Ar)', ru: 'Аргон (Ar)' } },
            { text: { uz: 'Ftor (F)', ru: 'Фтор (F)' } },
            { text: { uz: 'Xlor (Cl)', ru: 'Хлор (Cl)' } },
          ],
          answer: 3,
        },
        {
          key: 'q05',
          text: {
            uz: 'Quyidagi elementlardan qaysi biri nodir (inert) gaz?',
            ru: 'Какой из перечисленных элементов является благородным (инертным) газом?',
          },
          options: [
            { text: { uz: 'Azot', ru: 'Азот' } },
            { text: { uz: 'Neon', ru: 'Неон' } },
            { text: { uz: 'Ftor', ru: 'Фтор' } },
            { text: { uz: 'Kislorod', ru: 'Кислород' } },
          ],
          answer: 1,
        },
        {
          key: 'q06',
          text: {
            uz: "Rasmda neytral atomning elektron qobiqlari tasvirlangan (ko'k nuqtalar — elektronlar). Bu qaysi element atomi?",
            ru: 'На рисунке показаны электронные слои нейтрального атома (синие точки — электроны). Атом какого элемента изображён?',
          },
          image: ATOM_SHELLS_SVG,
          options: [
            { text: { uz: 'Natriy', ru: 'Натрий' } },
            { text: { uz: 'Magniy', ru: 'Магний' } },
            { text: { uz: 'Neon', ru: 'Неон' } },
            { text: { uz: 'Litiy', ru: 'Литий' } },
          ],
          answer: 0,
        },
        {
          key: 'q07',
          text: { uz: 'Si belgisi bilan qaysi element belgilanadi?', ru: 'Какой элемент обозначается символом Si?' },
          options: [
            { text: { uz: 'Oltingugurt', ru: 'Сера' } },
            { text: { uz: 'Kumush', ru: 'Серебро' } },
            { text: { uz: 'Kremniy', ru: 'Кремний' } },
            { text: { uz: 'Skandiy', ru: 'Скандий' } },
          ],
          answer: 2,
        },
        {
          key: 'q08',
          text: { uz: 'Kalsiy atomi yadrosida nechta proton bor?', ru: 'Сколько протонов в ядре атома кальция?' },
          options: [
            { text: { uz: '10', ru: '10' } },
            { text: { uz: '18', ru: '18' } },
            { text: { uz: '19', ru: '19' } },
            { text: { uz: '20', ru: '20' } },
          ],
          answer: 3,
        },
        {
          key: 'q09',
          text: {
            uz: "Davriy jadvalda birinchi o'rinda (tartib raqami 1) turgan element qaysi?",
            ru: 'Какой элемент стоит в периодической таблице первым (порядковый номер 1)?',
          },
          options: [
            { text: { uz: 'Geliy', ru: 'Гелий' } },
            { text: { uz: 'Litiy', ru: 'Литий' } },
            { text: { uz: 'Uglerod', ru: 'Углерод' } },
            { text: { uz: 'Vodorod', ru: 'Водород' } },
          ],
          answer: 3,
        },
        {
          key: 'q10',
          text: { uz: "Tartib raqami 13 bo'lgan element qaysi?", ru: 'Какой элемент имеет порядковый номер 13?' },
          options: [
            { text: { uz: 'Magniy', ru: 'Магний' } },
            { text: { uz: 'Alyuminiy', ru: 'Алюминий' } },
            { text: { uz: 'Kremniy', ru: 'Кремний' } },
            { text: { uz: 'Fosfor', ru: 'Фосфор' } },
          ],
          answer: 1,
        },
        {
          key: 'q11',
          text: {
            uz: "Rasmda davriy jadvalning bir katagi ko'rsatilgan (yuqorida — tartib raqami, pastda — nisbiy atom massasi). Bu element atomi yadrosida nechta proton bor?",
            ru: 'На рисунке показана клетка периодической таблицы (вверху — порядковый номер, внизу — относительная атомная масса). Сколько протонов в ядре атома этого элемента?',
          },
          image: PERIODIC_CELL_SVG,
          options: [
            { text: { uz: '15', ru: '15' } },
            { text: { uz: '16', ru: '16' } },
            { text: { uz: '31', ru: '31' } },
            { text: { uz: '46', ru: '46' } },
          ],
          answer: 0,
          ball: 3.1,
        },
      ],
    },
    {
      key: 'formulalar-va-valentlik',
      name: { uz: 'Kimyoviy formulalar va valentlik', ru: 'Химические формулы и валентность' },
      questions: [
        {
          key: 'q01',
          text: {
            uz: 'Rasmda tasvirlangan molekulaning kimyoviy formulasi qanday?',
            ru: 'Какова химическая формула молекулы, изображённой на рисунке?',
          },
          image: WATER_SVG,
          options: [
            { text: { uz: 'H₂O₂', ru: 'H₂O₂' } },
            { text: { uz: 'HO', ru: 'HO' } },
            { text: { uz: 'H₂O', ru: 'H₂O' } },
            { text: { uz: 'H₃O', ru: 'H₃O' } },
          ],
          answer: 2,
        },
        {
          key: 'q02',
          text: {
            uz: 'Qaysi rasmda karbonat angidrid (CO₂) molekulasi tasvirlangan?',
            ru: 'На каком рисунке изображена молекула углекислого газа (CO₂)?',
          },
          options: [
            { text: { uz: '', ru: '' }, image: CO2_SVG },
            { text: { uz: '', ru: '' }, image: CO_SVG },
            { text: { uz: '', ru: '' }, image: O3_SVG },
            { text: { uz: '', ru: '' }, image: CH4_SVG },
          ],
          answer: 0,
        },
        {
          key: 'q03',
          text: {
            uz: 'Suv (H₂O) molekulasida kislorodning valentligi nechaga teng?',
            ru: 'Чему равна валентность кислорода в молекуле воды (H₂O)?',
          },
          options: [
            { text: { uz: 'I', ru: 'I' } },
            { text: { uz: 'II', ru: 'II' } },
            { text: { uz: 'III', ru: 'III' } },
            { text: { uz: 'IV', ru: 'IV' } },
          ],
          answer: 1,
        },
        {
          key: 'q04',
          text: {
            uz: 'Karbonat angidrid (CO₂) molekulasida uglerodning valentligi nechaga teng?',
            ru: 'Чему равна валентность углерода в молекуле углекислого газа (CO₂)?',
          },
          options: [
            { text: { uz: 'I', ru: 'I' } },
            { text: { uz: 'II', ru: 'II' } },
            { text: { uz: 'III', ru: 'III' } },
            { text: { uz: 'IV', ru: 'IV' } },
          ],
          answer: 3,
        },
        {
          key: 'q05',
          text: {
            uz: 'Ammiak (NH₃) molekulasida azotning valentligi nechaga teng?',
            ru: 'Чему равна валентность азота в молекуле аммиака (NH₃)?',
          },
          options: [
            { text: { uz: 'I', ru: 'I' } },
            { text: { uz: 'II', ru: 'II' } },
            { text: { uz: 'III', ru: 'III' } },
            { text: { uz: 'IV', ru: 'IV' } },
          ],
          answer: 2,
        },
        {
          key: 'q06',
          text: {
            uz: 'Uch valentli alyuminiy va ikki valentli kislorod hosil qilgan birikmaning formulasi qanday?',
            ru: 'Какова формула соединения трёхвалентного алюминия с двухвалентным кислородом?',
          },
          options: [
            { text: { uz: 'Al₂O₃', ru: 'Al₂O₃' } },
            { text: { uz: 'AlO', ru: 'AlO' } },
            { text: { uz: 'Al₃O₂', ru: 'Al₃O₂' } },
            { text: { uz: 'AlO₃', ru: 'AlO₃' } },
          ],
          answer: 0,
        },
        {
          key: 'q07',
          text: {
            uz: 'Bitta sulfat kislota (H₂SO₄) molekulasida jami nechta atom bor?',
            ru: 'Сколько всего атомов в одной молекуле серной кислоты (H₂SO₄)?',
          },
          options: [
            { text: { uz: '6', ru: '6' } },
            { text: { uz: '7', ru: '7' } },
            { text: { uz: '8', ru: '8' } },
            { text: { uz: '9', ru: '9' } },
          ],
          answer: 1,
        },
        {
          key: 'q08',
          text: { uz: 'Osh tuzining kimyoviy formulasi qanday?', ru: 'Какова химическая формула поваренной соли?' },
          options: [
            { text: { uz: 'KCl', ru: 'KCl' } },
            { text: { uz: 'CaCl₂', ru: 'CaCl₂' } },
            { text: { uz: 'Na₂SO₄', ru: 'Na₂SO₄' } },
            { text: { uz: 'NaCl', ru: 'NaCl' } },
          ],
          answer: 3,
        },
        {
          key: 'q09',
          text: {
            uz: 'Ikki valentli magniy va bir valentli xlor hosil qilgan birikmaning formulasi qanday?',
            ru: 'Какова формула соединения двухвалентного магния с одновалентным хлором?',
          },
          options: [
            { text: { uz: 'MgCl', ru: 'MgCl' } },
            { text: { uz: 'MgCl₂', ru: 'MgCl₂' } },
            { text: { uz: 'Mg₂Cl', ru: 'Mg₂Cl' } },
            { text: { uz: 'MgCl₃', ru: 'MgCl₃' } },
          ],
          answer: 1,
        },
        {
          key: 'q10',
          text: {
            uz: 'SO₃ molekulasida oltingugurtning valentligi nechaga teng?',
            ru: 'Чему равна валентность серы в молекуле SO₃?',
          },
          options: [
            { text: { uz: 'II', ru: 'II' } },
            { text: { uz: 'IV', ru: 'IV' } },
            { text: { uz: 'VI', ru: 'VI' } },
            { text: { uz: 'VIII', ru: 'VIII' } },
          ],
          answer: 2,
        },
        {
          key: 'q11',
          text: {
            uz: '3H₂O yozuvida jami nechta vodorod atomi bor?',
            ru: 'Сколько всего атомов водорода обозначает запись 3H₂O?',
          },
          options: [
            { text: { uz: '2', ru: '2' } },
            { text: { uz: '3', ru: '3' } },
            { text: { uz: '5', ru: '5' } },
            { text: { uz: '6', ru: '6' } },
          ],
          answer: 3,
        },
      ],
    },
    {
      key: 'kislota-asos-tuz',
      name: { uz: 'Kislotalar, asoslar va tuzlar', ru: 'Кислоты, основания и соли' },
      questions: [
        {
          key: 'q01',
          text: { uz: 'Quyidagi moddalardan qaysi biri kislota?', ru: 'Какое из перечисленных веществ является кислотой?' },
          options: [
            { text: { uz: 'NaOH', ru: 'NaOH' } },
            { text: { uz: 'HCl', ru: 'HCl' } },
            { text: { uz: 'NaCl', ru: 'NaCl' } },
            { text: { uz: 'CaO', ru: 'CaO' } },
          ],
          answer: 1,
        },
        {
          key: 'q02',
          text: {
            uz: 'Quyidagi moddalardan qaysi biri asos (gidroksid)?',
            ru: 'Какое из перечисленных веществ является основанием (гидроксидом)?',
          },
          options: [
            { text: { uz: 'H₂SO₄', ru: 'H₂SO₄' } },
            { text: { uz: 'KNO₃', ru: 'KNO₃' } },
            { text: { uz: 'CO₂', ru: 'CO₂' } },
            { text: { uz: 'NaOH', ru: 'NaOH' } },
          ],
          answer: 3,
        },
        {
          key: 'q03',
          text: { uz: 'Quyidagi moddalardan qaysi biri tuz?', ru: 'Какое из перечисленных веществ является солью?' },
          options: [
            { text: { uz: 'CaCO₃', ru: 'CaCO₃' } },
            { text: { uz: 'Ca(OH)₂', ru: 'Ca(OH)₂' } },
            { text: { uz: 'H₂CO₃', ru: 'H₂CO₃' } },
            { text: { uz: 'CaO', ru: 'CaO' } },
          ],
          answer: 0,
        },
        {
          key: 'q04',
          text: { uz: 'H₂SO₄ qanday nomlanadi?', ru: 'Как называется кислота H₂SO₄?' },
          options: [
            { text: { uz: 'Xlorid kislota', ru: 'Соляная кислота' } },
            { text: { uz: 'Nitrat kislota', ru: 'Азотная кислота' } },
            { text: { uz: 'Sulfat kislota', ru: 'Серная кислота' } },
            { text: { uz: 'Karbonat kislota', ru: 'Угольная кислота' } },
          ],
          answer: 2,
        },
        {
          key: 'q05',
          text: {
            uz: "Ishqor eritmasiga fenolftalein qo'shilsa, eritma qanday rangga kiradi?",
            ru: 'Какой цвет приобретает раствор щёлочи при добавлении фенолфталеина?',
          },
          options: [
            { text: { uz: 'Rangsiz', ru: 'Бесцветный' } },
            { text: { uz: 'Sariq', ru: 'Жёлтый' } },
            { text: { uz: 'Malinarang', ru: 'Малиновый' } },
            { text: { uz: "Ko'k", ru: 'Синий' } },
          ],
          answer: 2,
        },
        {
          key: 'q06',
          text: {
            uz: "Neytral eritmada lakmus qanday rangda bo'ladi?",
            ru: 'Какой цвет имеет лакмус в нейтральном растворе?',
          },
          options: [
            { text: { uz: 'Qizil', ru: 'Красный' } },
            { text: { uz: "Ko'k", ru: 'Синий' } },
            { text: { uz: 'Sariq', ru: 'Жёлтый' } },
            { text: { uz: 'Binafsha', ru: 'Фиолетовый' } },
          ],
          answer: 3,
        },
        {
          key: 'q07',
          text: {
            uz: '25 °C da neytral eritmaning pH qiymati nechaga teng?',
            ru: 'Чему равен pH нейтрального раствора при 25 °C?',
          },
          options: [
            { text: { uz: '1', ru: '1' } },
            { text: { uz: '7', ru: '7' } },
            { text: { uz: '10', ru: '10' } },
            { text: { uz: '14', ru: '14' } },
          ],
          answer: 1,
        },
        {
          key: 'q08',
          text: {
            uz: "Kislota asos bilan reaksiyaga kirishib, tuz va suv hosil bo'ladi. Bu reaksiya qanday ataladi?",
            ru: 'Кислота реагирует с основанием, образуются соль и вода. Как называется такая реакция?',
          },
          options: [
            { text: { uz: 'Parchalanish', ru: 'Разложение' } },
            { text: { uz: 'Neytrallanish', ru: 'Нейтрализация' } },
            { text: { uz: 'Yonish', ru: 'Горение' } },
            { text: { uz: 'Polimerlanish', ru: 'Полимеризация' } },
          ],
          answer: 1,
        },
        {
          key: 'q09',
          text: { uz: 'Kalsiy gidroksidning formulasi qanday?', ru: 'Какова формула гидроксида кальция?' },
          options: [
            { text: { uz: 'CaO', ru: 'CaO' } },
            { text: { uz: 'CaOH', ru: 'CaOH' } },
            { text: { uz: 'Ca(OH)₂', ru: 'Ca(OH)₂' } },
            { text: { uz: 'Ca(OH)₃', ru: 'Ca(OH)₃' } },
          ],
          answer: 2,
        },
        {
          key: 'q10',
          text: {
            uz: 'Odam oshqozon shirasi tarkibiga qaysi kislota kiradi?',
            ru: 'Какая кислота входит в состав желудочного сока человека?',
          },
          options: [
            { text: { uz: 'HCl', ru: 'HCl' } },
            { text: { uz: 'H₂SO₄', ru: 'H₂SO₄' } },
            { text: { uz: 'HNO₃', ru: 'HNO₃' } },
            { text: { uz: 'H₃PO₄', ru: 'H₃PO₄' } },
          ],
          answer: 0,
        },
        {
          key: 'q11',
          text: {
            uz: "Ko'k lakmus qog'ozi eritmaga botirilganda rasmdagidek qizardi. Eritmada qaysi modda erigan bo'lishi mumkin?",
            ru: 'Синяя лакмусовая бумажка, опущенная в раствор, покраснела, как на рисунке. Какое вещество может быть растворено?',
          },
          image: LITMUS_BEAKER_SVG,
          options: [
            { text: { uz: 'NaOH', ru: 'NaOH' } },
            { text: { uz: 'KOH', ru: 'KOH' } },
            { text: { uz: 'NaCl', ru: 'NaCl' } },
            { text: { uz: 'HNO₃', ru: 'HNO₃' } },
          ],
          answer: 3,
          ball: 3.1,
        },
      ],
    },
    {
      key: 'molyar-massa-va-reaksiyalar',
      name: { uz: 'Molyar massa va reaksiya turlari', ru: 'Молярная масса и типы реакций' },
      questions: [
        {
          key: 'q01',
          text: {
            uz: 'H₂O ning molyar massasini hisoblang. Nisbiy atom massalari: H = 1, O = 16.',
            ru: 'Вычислите молярную массу H₂O. Относительные атомные массы: H = 1, O = 16.',
          },
          options: [
            { text: { uz: '16 g/mol', ru: '16 г/моль' } },
            { text: { uz: '17 g/mol', ru: '17 г/моль' } },
            { text: { uz: '18 g/mol', ru: '18 г/моль' } },
            { text: { uz: '20 g/mol', ru: '20 г/моль' } },
          ],
          answer: 2,
        },
        {
          key: 'q02',
          text: {
            uz: 'CO₂ ning molyar massasini hisoblang. Nisbiy atom massalari: C = 12, O = 16.',
            ru: 'Вычислите молярную массу CO₂. Относительные атомные массы: C = 12, O = 16.',
          },
          options: [
            { text: { uz: '28 g/mol', ru: '28 г/моль' } },
            { text: { uz: '44 g/mol', ru: '44 г/моль' } },
            { text: { uz: '56 g/mol', ru: '56 г/моль' } },
            { text: { uz: '88 g/mol', ru: '88 г/моль' } },
          ],
          answer: 1,
        },
        {
          key: 'q03',
          text: {
            uz: 'NaCl ning molyar massasini hisoblang. Nisbiy atom massalari: Na = 23, Cl = 35,5.',
            ru: 'Вычислите молярную массу NaCl. Относительные атомные массы: Na = 23, Cl = 35,5.',
          },
          options: [
            { text: { uz: '58,5 g/mol', ru: '58,5 г/моль' } },
            { text: { uz: '71 g/mol', ru: '71 г/моль' } },
            { text: { uz: '81,5 g/mol', ru: '81,5 г/моль' } },
            { text: { uz: '94 g/mol', ru: '94 г/моль' } },
          ],
          answer: 0,
        },
        {
          key: 'q04',
          text: {
            uz: 'H₂SO₄ ning molyar massasini hisoblang. Nisbiy atom massalari: H = 1, S = 32, O = 16.',
            ru: 'Вычислите молярную массу H₂SO₄. Относительные атомные массы: H = 1, S = 32, O = 16.',
          },
          options: [
            { text: { uz: '49 g/mol', ru: '49 г/моль' } },
            { text: { uz: '82 g/mol', ru: '82 г/моль' } },
            { text: { uz: '96 g/mol', ru: '96 г/моль' } },
            { text: { uz: '98 g/mol', ru: '98 г/моль' } },
          ],
          answer: 3,
        },
        {
          key: 'q05',
          text: {
            uz: 'CaCO₃ ning molyar massasini hisoblang. Nisbiy atom massalari: Ca = 40, C = 12, O = 16.',
            ru: 'Вычислите молярную массу CaCO₃. Относительные атомные массы: Ca = 40, C = 12, O = 16.',
          },
          options: [
            { text: { uz: '68 g/mol', ru: '68 г/моль' } },
            { text: { uz: '84 g/mol', ru: '84 г/моль' } },
            { text: { uz: '100 g/mol', ru: '100 г/моль' } },
            { text: { uz: '116 g/mol', ru: '116 г/моль' } },
          ],
          answer: 2,
          ball: 3.1,
        },
        {
          key: 'q06',
          text: {
            uz: 'MgCl₂ ning molyar massasini hisoblang. Nisbiy atom massalari: Mg = 24, Cl = 35,5.',
            ru: 'Вычислите молярную массу MgCl₂. Относительные атомные массы: Mg = 24, Cl = 35,5.',
          },
          options: [
            { text: { uz: '59,5 g/mol', ru: '59,5 г/моль' } },
            { text: { uz: '95 g/mol', ru: '95 г/моль' } },
            { text: { uz: '106,5 g/mol', ru: '106,5 г/моль' } },
            { text: { uz: '119 g/mol', ru: '119 г/моль' } },
          ],
          answer: 1,
        },
        {
          key: 'q07',
          text: {
            uz: '0,5 mol NaOH ning massasini hisoblang. Nisbiy atom massalari: Na = 23, O = 16, H = 1.',
            ru: 'Вычислите массу 0,5 моль NaOH. Относительные атомные массы: Na = 23, O = 16, H = 1.',
          },
          options: [
            { text: { uz: '20 g', ru: '20 г' } },
            { text: { uz: '40 g', ru: '40 г' } },
            { text: { uz: '60 g', ru: '60 г' } },
            { text: { uz: '80 g', ru: '80 г' } },
          ],
          answer: 0,
        },
        {
          key: 'q08',
          text: {
            uz: 'Zn + 2HCl → ZnCl₂ + H₂ reaksiyasi qaysi turga kiradi?',
            ru: 'К какому типу относится реакция Zn + 2HCl → ZnCl₂ + H₂?',
          },
          options: [
            { text: { uz: 'Birikish reaksiyasi', ru: 'Реакция соединения' } },
            { text: { uz: 'Parchalanish reaksiyasi', ru: 'Реакция разложения' } },
            { text: { uz: "O'rin olish reaksiyasi", ru: 'Реакция замещения' } },
            { text: { uz: 'Almashinish reaksiyasi', ru: 'Реакция обмена' } },
          ],
          answer: 2,
        },
        {
          key: 'q09',
          text: {
            uz: '2H₂ + O₂ → 2H₂O reaksiyasi qaysi turga kiradi?',
            ru: 'К какому типу относится реакция 2H₂ + O₂ → 2H₂O?',
          },
          options: [
            { text: { uz: 'Birikish reaksiyasi', ru: 'Реакция соединения' } },
            { text: { uz: 'Parchalanish reaksiyasi', ru: 'Реакция разложения' } },
            { text: { uz: "O'rin olish reaksiyasi", ru: 'Реакция замещения' } },
            { text: { uz: 'Almashinish reaksiyasi', ru: 'Реакция обмена' } },
          ],
          answer: 0,
        },
        {
          key: 'q10',
          text: {
            uz: 'NaOH + HCl → NaCl + H₂O reaksiyasi qaysi turga kiradi?',
            ru: 'К какому типу относится реакция NaOH + HCl → NaCl + H₂O?',
          },
          options: [
            { text: { uz: 'Birikish reaksiyasi', ru: 'Реакция соединения' } },
            { text: { uz: 'Parchalanish reaksiyasi', ru: 'Реакция разложения' } },
            { text: { uz: "O'rin olish reaksiyasi", ru: 'Реакция замещения' } },
            { text: { uz: 'Almashinish reaksiyasi', ru: 'Реакция обмена' } },
          ],
          answer: 3,
        },
        {
          key: 'q11',
          text: {
            uz: 'Qizdirilganda boradigan CaCO₃ → CaO + CO₂ reaksiyasi qaysi turga kiradi?',
            ru: 'К какому типу относится реакция CaCO₃ → CaO + CO₂, протекающая при нагревании?',
          },
          options: [
            { text: { uz: 'Birikish reaksiyasi', ru: 'Реакция соединения' } },
            { text: { uz: 'Parchalanish reaksiyasi', ru: 'Реакция разложения' } },
            { text: { uz: "O'rin olish reaksiyasi", ru: 'Реакция замещения' } },
            { text: { uz: 'Almashinish reaksiyasi', ru: 'Реакция обмена' } },
          ],
          answer: 1,
        },
      ],
    },
  ],
};
