import type { AuthoredOption, AuthoredSubject, BilingualText } from '../types';

// Demo question bank: English (ingliz tili). Hand-written. The English sentences and options stay in
// English in both content languages; only the instruction is translated (uz Latin / ru).
// Pictures are inline SVG; the only text in them is the digits of a clock face.

/** Same English material after a translated instruction, e.g. fill('She ___ …') in both languages. */
const fill = (sentence: string): BilingualText => ({ uz: `Bo'sh joyni to'ldiring: ${sentence}`, ru: `Заполните пропуск: ${sentence}` });
const t = (uz: string, ru: string): BilingualText => ({ uz, ru });
/** An English option: the same text in both languages. */
const o = (text: string): AuthoredOption => ({ text: { uz: text, ru: text } });
/** An option that is only a picture. */
const pic = (image: string): AuthoredOption => ({ text: { uz: '', ru: '' }, image });

const svg = (viewBox: string, body: string): string => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`;
const FONT = 'font-family="Arial,Helvetica,sans-serif"';
const n1 = (value: number): string => String(Math.round(value * 10) / 10);
const BG_WIDE = '<rect width="280" height="180" fill="#f5f7fa"/>';
const BG_OPTION = '<rect width="200" height="120" fill="#f5f7fa"/>';

// ── pictures ────────────────────────────────────────────────────────────────────────────────────

const APPLE_SVG = svg(
  '0 0 280 180',
  BG_WIDE +
    '<g transform="translate(140 96) scale(2.2)">' +
    '<path d="M0 -14 C-8 -24 -30 -22 -30 2 C-30 22 -14 34 0 28 C14 34 30 22 30 2 C30 -22 8 -24 0 -14 Z" fill="#e53935" stroke="#b71c1c" stroke-width="1.5"/>' +
    '<path d="M0 -14 C0 -22 2 -28 6 -32" fill="none" stroke="#5d4037" stroke-width="2.5" stroke-linecap="round"/>' +
    '<path d="M4 -24 C12 -34 24 -32 26 -28 C18 -20 10 -20 4 -24 Z" fill="#43a047"/>' +
    '<ellipse cx="-14" cy="-2" rx="5" ry="9" fill="#ffffff" opacity="0.35"/>' +
    '</g>',
);

/** A wall clock showing 10:10. */
const CLOCK_SVG = (() => {
  const cx = 140;
  const cy = 90;
  let ticks = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * 30 * Math.PI) / 180;
    const inner = i % 3 === 0 ? 56 : 60;
    ticks += `M${n1(cx + inner * Math.sin(a))} ${n1(cy - inner * Math.cos(a))} L${n1(cx + 68 * Math.sin(a))} ${n1(cy - 68 * Math.cos(a))} `;
  }
  return svg(
    '0 0 280 180',
    BG_WIDE +
      `<circle cx="${cx}" cy="${cy}" r="78" fill="#ffffff" stroke="#37474f" stroke-width="8"/>` +
      `<path d="${ticks.trim()}" stroke="#37474f" stroke-width="3"/>` +
      `<g ${FONT} font-size="18" font-weight="bold" fill="#37474f" text-anchor="middle">` +
      `<text x="${cx}" y="${cy - 36}">12</text><text x="${cx + 42}" y="${cy + 6}">3</text>` +
      `<text x="${cx}" y="${cy + 48}">6</text><text x="${cx - 42}" y="${cy + 6}">9</text></g>` +
      `<line x1="${cx}" y1="${cy}" x2="109" y2="68" stroke="#263238" stroke-width="7" stroke-linecap="round"/>` +
      `<line x1="${cx}" y1="${cy}" x2="183" y2="65" stroke="#263238" stroke-width="4" stroke-linecap="round"/>` +
      `<circle cx="${cx}" cy="${cy}" r="6" fill="#e53935"/>`,
  );
})();

/** An open umbrella with a hooked handle. */
const UMBRELLA_SVG = svg(
  '0 0 280 180',
  BG_WIDE +
    '<line x1="140" y1="12" x2="140" y2="24" stroke="#455a64" stroke-width="5" stroke-linecap="round"/>' +
    '<path d="M140 90 V150 A12 12 0 0 1 116 150" fill="none" stroke="#455a64" stroke-width="7" stroke-linecap="round"/>' +
    '<path d="M40 92 A100 70 0 0 1 240 92 A25 12 0 0 0 190 92 A25 12 0 0 0 140 92 A25 12 0 0 0 90 92 A25 12 0 0 0 40 92 Z" fill="#8e24aa" stroke="#4a148c" stroke-width="3" stroke-linejoin="round"/>' +
    '<path d="M140 22 C116 40 96 70 90 92 M140 22 V92 M140 22 C164 40 184 70 190 92" fill="none" stroke="#4a148c" stroke-width="3"/>',
);

/** A grey cat sitting on top of a closed cardboard box. */
const CAT_ON_BOX_SVG = svg(
  '0 0 280 180',
  BG_WIDE +
    '<line x1="20" y1="163" x2="260" y2="163" stroke="#90a4ae" stroke-width="3"/>' +
    '<rect x="80" y="100" width="120" height="62" fill="#c8a165" stroke="#6d4c41" stroke-width="3"/>' +
    '<line x1="80" y1="114" x2="200" y2="114" stroke="#6d4c41" stroke-width="2"/>' +
    '<rect x="132" y="100" width="16" height="62" fill="#e0c08a"/>' +
    '<path d="M160 94 C190 92 198 70 186 56" fill="none" stroke="#757575" stroke-width="8" stroke-linecap="round"/>' +
    '<ellipse cx="140" cy="78" rx="27" ry="23" fill="#9e9e9e"/>' +
    '<ellipse cx="129" cy="99" rx="8" ry="4" fill="#bdbdbd"/><ellipse cx="151" cy="99" rx="8" ry="4" fill="#bdbdbd"/>' +
    '<path d="M124 38 L126 18 L140 30 Z M156 38 L154 18 L140 30 Z" fill="#9e9e9e"/>' +
    '<circle cx="140" cy="44" r="18" fill="#9e9e9e"/>' +
    '<circle cx="133" cy="42" r="2.5" fill="#263238"/><circle cx="147" cy="42" r="2.5" fill="#263238"/>' +
    '<path d="M137 49 L143 49 L140 52 Z" fill="#f48fb1"/>' +
    '<path d="M126 50 L112 47 M126 53 L112 55 M154 50 L168 47 M154 53 L168 55" stroke="#616161" stroke-width="1.5"/>',
);

/** A small table and a ball at (x, y). */
const tableWithBall = (x: number, y: number): string =>
  svg(
    '0 0 200 120',
    BG_OPTION +
      '<line x1="6" y1="107" x2="194" y2="107" stroke="#90a4ae" stroke-width="3"/>' +
      '<rect x="50" y="50" width="100" height="8" rx="2" fill="#8d6e63"/>' +
      '<rect x="56" y="58" width="7" height="48" fill="#8d6e63"/><rect x="137" y="58" width="7" height="48" fill="#8d6e63"/>' +
      `<circle cx="${x}" cy="${y}" r="11" fill="#1e88e5"/>` +
      `<path d="M${x - 11} ${y} Q${x} ${y - 6} ${x + 11} ${y}" fill="none" stroke="#ffffff" stroke-width="2.5"/>`,
  );

const KEY_SVG = svg(
  '0 0 200 120',
  BG_OPTION +
    '<circle cx="52" cy="60" r="20" fill="none" stroke="#f9a825" stroke-width="9"/>' +
    '<path d="M72 60 H160 M138 60 V80 M156 60 V76" fill="none" stroke="#f9a825" stroke-width="9"/>',
);

const CUP_SVG = svg(
  '0 0 200 120',
  BG_OPTION +
    '<ellipse cx="100" cy="104" rx="50" ry="7" fill="#90a4ae"/>' +
    '<path d="M128 48 C152 46 152 84 126 82" fill="none" stroke="#1e88e5" stroke-width="8"/>' +
    '<path d="M68 36 H132 V78 C132 94 120 100 100 100 C80 100 68 94 68 78 Z" fill="#1e88e5"/>' +
    '<path d="M88 28 C82 20 94 14 88 6 M108 28 C102 20 114 14 108 6" fill="none" stroke="#b0bec5" stroke-width="3" stroke-linecap="round"/>',
);

const STAR_SVG = (() => {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = ((-90 + i * 36) * Math.PI) / 180;
    const r = i % 2 === 0 ? 50 : 20;
    points.push(`${n1(100 + r * Math.cos(a))},${n1(64 + r * Math.sin(a))}`);
  }
  return svg(
    '0 0 200 120',
    BG_OPTION + `<polygon points="${points.join(' ')}" fill="#fdd835" stroke="#f57f17" stroke-width="3" stroke-linejoin="round"/>`,
  );
})();

const HOUSE_SVG = svg(
  '0 0 200 120',
  BG_OPTION +
    '<rect x="62" y="54" width="76" height="56" fill="#ffcc80" stroke="#6d4c41" stroke-width="3"/>' +
    '<path d="M50 56 L100 14 L150 56 Z" fill="#d84315" stroke="#6d4c41" stroke-width="3" stroke-linejoin="round"/>' +
    '<rect x="90" y="78" width="20" height="32" fill="#6d4c41"/>' +
    '<rect x="70" y="64" width="14" height="14" fill="#81d4fa" stroke="#6d4c41" stroke-width="2"/>' +
    '<rect x="116" y="64" width="14" height="14" fill="#81d4fa" stroke="#6d4c41" stroke-width="2"/>',
);

export const inglizTili: AuthoredSubject = {
  slug: 'ingliz-tili',
  lessons: [
    {
      key: 'present-tenses',
      name: t('Present Simple va Present Continuous', 'Present Simple и Present Continuous'),
      questions: [
        { key: 'q01', text: fill('She ___ to school every day.'), options: [o('go'), o('goes'), o('is going'), o('going')], answer: 1 },
        {
          key: 'q02',
          text: fill('Look! The children ___ in the garden.'),
          options: [o('play'), o('plays'), o('is playing'), o('are playing')],
          answer: 3,
        },
        {
          key: 'q03',
          text: fill('Water ___ at 100 degrees Celsius.'),
          options: [o('boils'), o('is boiling'), o('boil'), o('are boiling')],
          answer: 0,
        },
        { key: 'q04', text: fill('I ___ my homework now.'), options: [o('do'), o('does'), o('am doing'), o('is doing')], answer: 2 },
        { key: 'q05', text: fill('___ he like football?'), options: [o('Do'), o('Does'), o('Is'), o('Are')], answer: 1 },
        {
          key: 'q06',
          text: fill('They ___ French. They speak only Uzbek and Russian.'),
          options: [o("doesn't speak"), o('not speak'), o("don't speaks"), o("don't speak")],
          answer: 3,
        },
        {
          key: 'q07',
          text: fill('Listen! Somebody ___ at the door.'),
          options: [o('is knocking'), o('knocks'), o('knock'), o('are knocking')],
          answer: 0,
        },
        {
          key: 'q08',
          text: fill('My father usually ___ coffee in the morning.'),
          options: [o('drink'), o('is drinking'), o('drinks'), o('are drinking')],
          answer: 2,
        },
        {
          key: 'q09',
          text: t("Qaysi fe'l odatda Continuous shaklida ishlatilmaydi?", 'Какой глагол обычно не употребляется в форме Continuous?'),
          options: [o('run'), o('know'), o('write'), o('swim')],
          answer: 1,
        },
        { key: 'q10', text: fill('What ___ you doing at the moment?'), options: [o('do'), o('is'), o('does'), o('are')], answer: 3 },
        {
          key: 'q11',
          text: fill('The sun ___ in the east.'),
          options: [o('rises'), o('is rising'), o('rise'), o('rising')],
          answer: 0,
          ball: 3.1,
        },
      ],
    },
    {
      key: 'past-simple',
      name: t("Past Simple va noto'g'ri fe'llar", 'Past Simple и неправильные глаголы'),
      questions: [
        {
          key: 'q01',
          text: t("“go” fe'lining Past Simple shaklini tanlang.", 'Выберите форму Past Simple глагола «go».'),
          options: [o('goed'), o('gone'), o('went'), o('goes')],
          answer: 2,
        },
        {
          key: 'q02',
          text: fill('Yesterday I ___ a letter to my friend.'),
          options: [o('wrote'), o('writed'), o('written'), o('write')],
          answer: 0,
        },
        {
          key: 'q03',
          text: fill('She ___ a new dress last week.'),
          options: [o('buyed'), o('bought'), o('brought'), o('buys')],
          answer: 1,
        },
        {
          key: 'q04',
          text: fill('We ___ TV last night.'),
          options: [o('watch'), o('watching'), o('watches'), o('watched')],
          answer: 3,
        },
        { key: 'q05', text: fill('___ you see the film yesterday?'), options: [o('Do'), o('Were'), o('Did'), o('Have')], answer: 2 },
        {
          key: 'q06',
          text: fill("He didn't ___ to the party last Saturday."),
          options: [o('came'), o('come'), o('comes'), o('coming')],
          answer: 1,
        },
        {
          key: 'q07',
          text: t("“eat” fe'lining Past Simple shaklini tanlang.", 'Выберите форму Past Simple глагола «eat».'),
          options: [o('eated'), o('eaten'), o('eat'), o('ate')],
          answer: 3,
        },
        {
          key: 'q08',
          text: t("Qaysi fe'l to'g'ri (regular) fe'l?", 'Какой глагол является правильным (regular)?'),
          options: [o('play'), o('take'), o('see'), o('make')],
          answer: 0,
        },
        { key: 'q09', text: fill('They ___ in London in 2010.'), options: [o('was'), o('were'), o('are'), o('been')], answer: 1 },
        {
          key: 'q10',
          text: fill('I ___ my keys on the bus yesterday.'),
          options: [o('losed'), o('lose'), o('lost'), o('loosed')],
          answer: 2,
          ball: 3.1,
        },
      ],
    },
    {
      key: 'articles-prepositions',
      name: t('Artikllar va predloglar', 'Артикли и предлоги'),
      questions: [
        {
          key: 'q01',
          text: t("To'g'ri birikmani tanlang.", 'Выберите правильное сочетание.'),
          options: [o('a hour'), o('an hour'), o('an book'), o('a apple')],
          answer: 1,
        },
        {
          key: 'q02',
          text: t("To'g'ri birikmani tanlang.", 'Выберите правильное сочетание.'),
          options: [o('an university'), o('an car'), o('a egg'), o('a university')],
          answer: 3,
        },
        { key: 'q03', text: fill('___ Moon goes round the Earth.'), options: [o('The'), o('A'), o('An'), o('Some')], answer: 0 },
        { key: 'q04', text: fill('Paris is ___ capital of France.'), options: [o('a'), o('an'), o('the'), o('some')], answer: 2 },
        { key: 'q05', text: fill('My birthday is ___ May.'), options: [o('on'), o('in'), o('at'), o('to')], answer: 1 },
        { key: 'q06', text: fill("The lesson starts ___ 9 o'clock."), options: [o('in'), o('on'), o('to'), o('at')], answer: 3 },
        { key: 'q07', text: fill("We don't go to school ___ Sunday."), options: [o('on'), o('in'), o('at'), o('to')], answer: 0 },
        {
          key: 'q08',
          text: t('Rasmga qarang va javob bering: Where is the cat?', 'Посмотрите на рисунок и ответьте: Where is the cat?'),
          image: CAT_ON_BOX_SVG,
          options: [o('under the box'), o('in the box'), o('on the box'), o('behind the box')],
          answer: 2,
        },
        {
          key: 'q09',
          text: t(
            'Qaysi rasm “The ball is under the table.” gapiga mos keladi?',
            'Какой рисунок соответствует предложению «The ball is under the table.»?',
          ),
          options: [pic(tableWithBall(100, 39)), pic(tableWithBall(100, 95)), pic(tableWithBall(24, 95)), pic(tableWithBall(176, 95))],
          answer: 1,
        },
        { key: 'q10', text: fill('She lives ___ London.'), options: [o('at'), o('on'), o('to'), o('in')], answer: 3 },
      ],
    },
    {
      key: 'comparatives-vocabulary',
      name: t("Sifat darajalari va lug'at", 'Степени сравнения и лексика'),
      questions: [
        {
          key: 'q01',
          text: fill('An elephant is ___ than a horse.'),
          options: [o('more big'), o('bigger'), o('biggest'), o('big')],
          answer: 1,
        },
        {
          key: 'q02',
          text: fill('This book is ___ than that one.'),
          options: [o('interestinger'), o('most interesting'), o('more interesting'), o('the more interesting')],
          answer: 2,
        },
        {
          key: 'q03',
          text: t(
            '“good” sifatining qiyosiy darajasini (comparative) tanlang.',
            'Выберите сравнительную степень (comparative) прилагательного «good».',
          ),
          options: [o('better'), o('gooder'), o('best'), o('more good')],
          answer: 0,
        },
        {
          key: 'q04',
          text: fill('Everest is ___ mountain in the world.'),
          options: [o('higher'), o('the most high'), o('highest of'), o('the highest')],
          answer: 3,
        },
        {
          key: 'q05',
          text: t(
            '“bad” sifatining orttirma darajasini (superlative) tanlang.',
            'Выберите превосходную степень (superlative) прилагательного «bad».',
          ),
          options: [o('the baddest'), o('the worst'), o('the worse'), o('the most bad')],
          answer: 1,
        },
        {
          key: 'q06',
          text: t('Rasmga qarang: What is this?', 'Посмотрите на рисунок: What is this?'),
          image: APPLE_SVG,
          options: [o('a pear'), o('a lemon'), o('an apple'), o('a banana')],
          answer: 2,
        },
        {
          key: 'q07',
          text: t('Rasmga qarang: What is this?', 'Посмотрите на рисунок: What is this?'),
          image: CLOCK_SVG,
          options: [o('a clock'), o('a key'), o('a lamp'), o('a cup')],
          answer: 0,
        },
        {
          key: 'q08',
          text: t('Rasmga qarang: What is this?', 'Посмотрите на рисунок: What is this?'),
          image: UMBRELLA_SVG,
          options: [o('a hat'), o('a bag'), o('a chair'), o('an umbrella')],
          answer: 3,
        },
        {
          key: 'q09',
          text: t('Qaysi rasmda “a key” tasvirlangan?', 'На каком рисунке изображено «a key»?'),
          options: [pic(CUP_SVG), pic(STAR_SVG), pic(KEY_SVG), pic(HOUSE_SVG)],
          answer: 2,
        },
        {
          key: 'q10',
          text: t("“cheap” so'zining antonimini tanlang.", 'Выберите антоним слова «cheap».'),
          options: [o('expensive'), o('cheaper'), o('poor'), o('empty')],
          answer: 0,
        },
        {
          key: 'q11',
          text: fill('A person who treats sick people is a ___.'),
          options: [o('driver'), o('farmer'), o('pilot'), o('doctor')],
          answer: 3,
          ball: 3.1,
        },
      ],
    },
  ],
};
