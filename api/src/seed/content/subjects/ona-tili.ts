import type { AuthoredOption, AuthoredSubject, BilingualText } from '../types';

// Demo question bank: Uzbek mother tongue and literature (ona tili va adabiyot). Hand-written,
// bilingual (uz Latin / ru). Uzbek words under study stay in Uzbek in both languages.
// Pictures are inline SVG without any text.

const t = (uz: string, ru: string): BilingualText => ({ uz, ru });
/** An option; `ru` defaults to `uz` for Uzbek words under study. */
const o = (uz: string, ru: string = uz): AuthoredOption => ({ text: { uz, ru } });
/** An option that is only a picture. */
const pic = (image: string): AuthoredOption => ({ text: { uz: '', ru: '' }, image });

const svg = (viewBox: string, body: string): string => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`;

/** A red apple centred at (x, y); unscaled it is about 60 × 66. */
const apple = (x: number, y: number, scale: number): string =>
  `<g transform="translate(${x} ${y}) scale(${scale})">` +
  '<path d="M0 -14 C-8 -24 -30 -22 -30 2 C-30 22 -14 34 0 28 C14 34 30 22 30 2 C30 -22 8 -24 0 -14 Z" fill="#e53935" stroke="#b71c1c" stroke-width="2"/>' +
  '<path d="M0 -14 C0 -22 2 -28 6 -32" fill="none" stroke="#5d4037" stroke-width="3" stroke-linecap="round"/>' +
  '<path d="M4 -24 C12 -34 24 -32 26 -28 C18 -20 10 -20 4 -24 Z" fill="#43a047"/>' +
  '<ellipse cx="-14" cy="-2" rx="5" ry="9" fill="#ffffff" opacity="0.35"/>' +
  '</g>';

/** Three apples in a row. */
const THREE_APPLES_SVG = svg(
  '0 0 280 180',
  '<rect width="280" height="180" fill="#f5f7fa"/>' +
    '<rect x="20" y="138" width="240" height="8" rx="4" fill="#bcaaa4"/>' +
    apple(65, 98, 1.1) +
    apple(140, 98, 1.1) +
    apple(215, 98, 1.1),
);

/** `count` apples in a row, for the picture options. */
const applesSvg = (count: number): string => {
  let body = '<rect width="200" height="120" fill="#f5f7fa"/>';
  for (let i = 0; i < count; i++) body += apple(100 + (i - (count - 1) / 2) * 47, 62, 0.7);
  return svg('0 0 200 120', body);
};

/** An open book. */
const BOOK_SVG = svg(
  '0 0 280 180',
  '<rect width="280" height="180" fill="#f5f7fa"/>' +
    '<path d="M140 46 C108 30 64 30 30 40 V156 C64 146 108 146 140 160 C172 146 216 146 250 156 V40 C216 30 172 30 140 46 Z" fill="#1e88e5"/>' +
    '<path d="M140 44 C110 30 70 30 40 36 V146 C70 140 110 140 140 152 Z" fill="#ffffff" stroke="#37474f" stroke-width="3" stroke-linejoin="round"/>' +
    '<path d="M140 44 C170 30 210 30 240 36 V146 C210 140 170 140 140 152 Z" fill="#ffffff" stroke="#37474f" stroke-width="3" stroke-linejoin="round"/>' +
    '<g stroke="#90a4ae" stroke-width="3" stroke-linecap="round">' +
    '<line x1="56" y1="60" x2="124" y2="62"/><line x1="56" y1="78" x2="124" y2="80"/><line x1="56" y1="96" x2="124" y2="98"/>' +
    '<line x1="56" y1="114" x2="124" y2="116"/><line x1="56" y1="132" x2="104" y2="133"/>' +
    '<line x1="156" y1="62" x2="224" y2="60"/><line x1="156" y1="80" x2="224" y2="78"/><line x1="156" y1="98" x2="224" y2="96"/>' +
    '<line x1="156" y1="116" x2="224" y2="114"/><line x1="156" y1="133" x2="200" y2="132"/>' +
    '</g>' +
    '<line x1="140" y1="44" x2="140" y2="152" stroke="#37474f" stroke-width="3"/>',
);

export const onaTili: AuthoredSubject = {
  slug: 'ona-tili',
  lessons: [
    {
      key: 'soz-turkumlari',
      name: t("So'z turkumlari", 'Части речи'),
      questions: [
        {
          key: 'q01',
          text: t("Qaysi so'z ot turkumiga kiradi?", 'Какое слово является именем существительным (ot)?'),
          options: [o('chiroyli'), o("o'qimoq"), o('daftar'), o('yetti')],
          answer: 2,
        },
        {
          key: 'q02',
          text: t("Sifat qaysi so'roqlarga javob beradi?", 'На какие вопросы отвечает имя прилагательное (sifat)?'),
          options: [o('qanday? qanaqa? qaysi?'), o('kim? nima? qayer?'), o('nechta? qancha? nechanchi?'), o('nima qildi? nima qilyapti?')],
          answer: 0,
        },
        {
          key: 'q03',
          text: t("Qaysi so'z fe'l turkumiga kiradi?", "Какое слово является глаголом (fe'l)?"),
          options: [o('bola'), o('baland'), o('birinchi'), o('bormoq')],
          answer: 3,
        },
        {
          key: 'q04',
          text: t('Qaysi qatorda faqat kishilik olmoshlari berilgan?', 'В каком ряду даны только личные местоимения?'),
          options: [o("bu, shu, o'sha"), o('men, sen, u'), o('kim, nima, qayer'), o('hamma, barcha, bari')],
          answer: 1,
        },
        {
          key: 'q05',
          text: t("Qaysi so'z son turkumiga kiradi?", 'Какое слово является именем числительным (son)?'),
          options: [o('yetuk'), o('yetmoq'), o('yettinchi'), o('yetim')],
          answer: 2,
        },
        {
          key: 'q06',
          text: t(
            "Rasmdagi olmalar sonini bildiruvchi “uch” so'zi qaysi so'z turkumiga kiradi?",
            'К какой части речи относится слово «uch» (три), обозначающее число яблок на рисунке?',
          ),
          image: THREE_APPLES_SVG,
          options: [o('sifat', 'прилагательное'), o('son', 'числительное'), o('ot', 'существительное'), o('ravish', 'наречие')],
          answer: 1,
        },
        {
          key: 'q07',
          text: t(
            "Rasmdagi narsaning nomi (kitob) qaysi so'z turkumiga kiradi?",
            'К какой части речи относится название предмета на рисунке (kitob — книга)?',
          ),
          image: BOOK_SVG,
          options: [o('ot', 'существительное'), o("fe'l", 'глагол'), o('sifat', 'прилагательное'), o('olmosh', 'местоимение')],
          answer: 0,
        },
        {
          key: 'q08',
          text: t("Qaysi so'z ko'makchi?", "Какое слово является послелогом (ko'makchi)?"),
          options: [o('lekin'), o('faqat'), o('voy'), o('uchun')],
          answer: 3,
        },
        {
          key: 'q09',
          text: t("“Va, lekin, ammo” so'zlari qaysi so'z turkumiga kiradi?", 'К какой части речи относятся слова «va, lekin, ammo»?'),
          options: [o("ko'makchi", 'послелог'), o("bog'lovchi", 'союз'), o('yuklama', 'частица'), o('undov', 'междометие')],
          answer: 1,
        },
        {
          key: 'q10',
          text: t('Qaysi rasm “ikkita olma” birikmasiga mos keladi?', 'Какой рисунок соответствует сочетанию «ikkita olma» (два яблока)?'),
          options: [pic(applesSvg(3)), pic(applesSvg(1)), pic(applesSvg(2)), pic(applesSvg(4))],
          answer: 2,
        },
        {
          key: 'q11',
          text: t("Qaysi qatorda faqat mustaqil so'z turkumlari berilgan?", 'В каком ряду даны только самостоятельные части речи?'),
          options: [
            o('ot, sifat, son', 'существительное, прилагательное, числительное'),
            o("ot, bog'lovchi, son", 'существительное, союз, числительное'),
            o("fe'l, yuklama, ravish", 'глагол, частица, наречие'),
            o("ko'makchi, sifat, olmosh", 'послелог, прилагательное, местоимение'),
          ],
          answer: 0,
          ball: 3.1,
        },
      ],
    },
    {
      key: 'kelishiklar',
      name: t("Kelishiklar va qo'shimchalar", 'Падежи и аффиксы'),
      questions: [
        {
          key: 'q01',
          text: t("O'zbek tilida nechta kelishik bor?", 'Сколько падежей в узбекском языке?'),
          options: [o('5'), o('7'), o('6'), o('4')],
          answer: 2,
        },
        {
          key: 'q02',
          text: t("Qaratqich kelishigi qo'shimchasini toping.", 'Найдите аффикс родительного падежа (qaratqich kelishigi).'),
          options: [o('-ni'), o('-ga'), o('-dan'), o('-ning')],
          answer: 3,
        },
        {
          key: 'q03',
          text: t("Tushum kelishigi qo'shimchasini toping.", 'Найдите аффикс винительного падежа (tushum kelishigi).'),
          options: [o('-ni'), o('-ning'), o('-da'), o('-ga')],
          answer: 0,
        },
        {
          key: 'q04',
          text: t("“Maktabga” so'zi qaysi kelishikda turibdi?", 'В каком падеже стоит слово «maktabga» (в школу)?'),
          options: [
            o("o'rin-payt kelishigi", "местно-временной (o'rin-payt)"),
            o("jo'nalish kelishigi", "дательно-направительный (jo'nalish)"),
            o('chiqish kelishigi', 'исходный (chiqish)'),
            o('tushum kelishigi', 'винительный (tushum)'),
          ],
          answer: 1,
        },
        {
          key: 'q05',
          text: t(
            "“Uyda” so'zidagi -da qo'shimchasi qaysi kelishikni bildiradi?",
            'Какой падеж выражает аффикс -da в слове «uyda» (дома)?',
          ),
          options: [
            o('chiqish kelishigi', 'исходный (chiqish)'),
            o('qaratqich kelishigi', 'родительный (qaratqich)'),
            o("jo'nalish kelishigi", "дательно-направительный (jo'nalish)"),
            o("o'rin-payt kelishigi", "местно-временной (o'rin-payt)"),
          ],
          answer: 3,
        },
        {
          key: 'q06',
          text: t("“Shahardan” so'zi qaysi kelishikda turibdi?", 'В каком падеже стоит слово «shahardan» (из города)?'),
          options: [
            o('chiqish kelishigi', 'исходный (chiqish)'),
            o("jo'nalish kelishigi", "дательно-направительный (jo'nalish)"),
            o('bosh kelishik', 'именительный (bosh)'),
            o('tushum kelishigi', 'винительный (tushum)'),
          ],
          answer: 0,
        },
        {
          key: 'q07',
          text: t(
            "Bosh kelishikdagi so'z qaysi so'roqlarga javob beradi?",
            'На какие вопросы отвечает слово в именительном падеже (bosh kelishik)?',
          ),
          options: [o('kimning? nimaning?'), o('kim? nima? qayer?'), o('kimni? nimani?'), o('kimdan? nimadan?')],
          answer: 1,
        },
        {
          key: 'q08',
          text: t("Ko'plik qo'shimchasini toping.", 'Найдите аффикс множественного числа.'),
          options: [o('-chi'), o('-li'), o('-lar'), o('-siz')],
          answer: 2,
        },
        {
          key: 'q09',
          text: t("Qaysi so'zda so'z yasovchi qo'shimcha bor?", 'В каком слове есть словообразующий аффикс?'),
          options: [o('kitoblar'), o('maktabga'), o('uyning'), o('ishchi')],
          answer: 3,
        },
        {
          key: 'q10',
          text: t(
            "Qaysi so'zda jo'nalish kelishigi qo'shimchasi to'g'ri yozilgan?",
            'В каком слове аффикс дательно-направительного падежа написан правильно?',
          ),
          options: [o('qishloqga'), o('eshikga'), o('qishloqqa'), o('kitobqa')],
          answer: 2,
          ball: 3.1,
        },
      ],
    },
    {
      key: 'imlo',
      name: t('Imlo qoidalari', 'Правила орфографии'),
      questions: [
        {
          key: 'q01',
          text: t("Qaysi so'z to'g'ri yozilgan?", 'Какое слово написано правильно?'),
          options: [o("og'il"), o("o'gil"), o("o'g'il"), o('ogil')],
          answer: 2,
        },
        {
          key: 'q02',
          text: t("Qaysi so'z to'g'ri yozilgan?", 'Какое слово написано правильно?'),
          options: [o("ko'ngil"), o('kongil'), o("ko'nggil"), o("ko'ngiil")],
          answer: 0,
        },
        {
          key: 'q03',
          text: t(
            "Qaysi so'zda n va g harflari bitta tovushni emas, ikki alohida tovushni ifodalaydi?",
            'В каком слове буквы n и g обозначают не один звук, а два отдельных звука?',
          ),
          options: [o('tong'), o('keng'), o('singan'), o('ming')],
          answer: 2,
        },
        {
          key: 'q04',
          text: t("Qaysi qatorda juft so'z to'g'ri yozilgan?", 'В каком ряду парное слово написано правильно?'),
          options: [o('aka uka'), o('akauka'), o('aka, uka'), o('aka-uka')],
          answer: 3,
        },
        {
          key: 'q05',
          text: t('Qaysi variant imlo qoidasiga mos yozilgan?', 'Какой вариант написан по правилам орфографии?'),
          options: [o('sotiboldi'), o('sotib oldi'), o('sotib-oldi'), o('sotipoldi')],
          answer: 1,
        },
        {
          key: 'q06',
          text: t("Qaysi gapda -ku yuklamasi to'g'ri yozilgan?", 'В каком предложении частица -ku написана правильно?'),
          options: [o('Aytgan edim-ku!'), o('Aytgan edimku!'), o('Aytgan edim ku!'), o('Aytganedim-ku!')],
          answer: 0,
        },
        {
          key: 'q07',
          text: t(
            "Quyidagi so'zlardan qaysi biri bosh harf bilan yozilishi kerak?",
            'Какое из следующих слов нужно писать с заглавной буквы?',
          ),
          options: [o('daryo'), o('amudaryo'), o('shahar'), o('viloyat')],
          answer: 1,
        },
        {
          key: 'q08',
          text: t("Qaysi so'zda tutuq belgisi (') to'g'ri qo'yilgan?", "В каком слове знак тутук (') поставлен правильно?"),
          options: [o("man'o"), o("mano'"), o("m'ano"), o("ma'no")],
          answer: 3,
        },
        {
          key: 'q09',
          text: t("Qaysi qatorda qo'shma so'z to'g'ri yozilgan?", 'В каком ряду сложное слово написано правильно?'),
          options: [o('tosh baqa'), o('tosh-baqa'), o('toshbaqa'), o('toshbaqqa')],
          answer: 2,
        },
        {
          key: 'q10',
          text: t("Qaysi gapda -mi yuklamasi to'g'ri yozilgan?", 'В каком предложении частица -mi написана правильно?'),
          options: [o("Kitobni o'qiding-mi?"), o("Kitobni o'qiding mi?"), o("Kitobni o'qidingmu?"), o("Kitobni o'qidingmi?")],
          answer: 3,
        },
      ],
    },
    {
      key: 'adabiyot',
      name: t("O'zbek adabiyoti", 'Узбекская литература'),
      questions: [
        {
          key: 'q01',
          text: t("“O'tkan kunlar” romanining muallifi kim?", "Кто автор романа «Минувшие дни» («O'tkan kunlar»)?"),
          options: [
            o("Cho'lpon", 'Чулпан'),
            o('Abdulla Qodiriy', 'Абдулла Кадыри'),
            o('Oybek', 'Айбек'),
            o("G'afur G'ulom", 'Гафур Гулям'),
          ],
          answer: 1,
        },
        {
          key: 'q02',
          text: t('“Kecha va kunduz” romanining muallifi kim?', 'Кто автор романа «Ночь и день» («Kecha va kunduz»)?'),
          options: [
            o('Abdulla Qahhor', 'Абдулла Каххар'),
            o('Oybek', 'Айбек'),
            o('Abdulla Qodiriy', 'Абдулла Кадыри'),
            o("Cho'lpon", 'Чулпан'),
          ],
          answer: 3,
        },
        {
          key: 'q03',
          text: t(
            'Alisher Navoiyning “Xamsa” asari nechta dostondan iborat?',
            'Из скольких поэм (дастанов) состоит «Хамса» Алишера Навои?',
          ),
          options: [o('uchta', 'из трёх'), o("to'rtta", 'из четырёх'), o('beshta', 'из пяти'), o('yettita', 'из семи')],
          answer: 2,
        },
        {
          key: 'q04',
          text: t("Alisher Navoiy qaysi yilda tug'ilgan?", 'В каком году родился Алишер Навои?'),
          options: [o('1441'), o('1336'), o('1483'), o('1501')],
          answer: 0,
        },
        {
          key: 'q05',
          text: t('Qaysi doston Navoiyning “Xamsa”siga kiradi?', 'Какая поэма входит в «Хамсу» Навои?'),
          options: [
            o('“Alpomish”', '«Алпамыш»'),
            o('“Farhod va Shirin”', '«Фархад и Ширин»'),
            o("“Qutadg'u bilig”", '«Кутадгу билиг»'),
            o("“Devonu lug'otit turk”", '«Диван лугат ат-турк»'),
          ],
          answer: 1,
        },
        {
          key: 'q06',
          text: t("“O'tkan kunlar” romanining bosh qahramoni kim?", 'Кто главный герой романа «Минувшие дни»?'),
          options: [o('Anvar', 'Анвар'), o('Akbarali', 'Акбарали'), o('Otabek', 'Отабек'), o('Farhod', 'Фархад')],
          answer: 2,
        },
        {
          key: 'q07',
          text: t(
            "O'zbekiston Respublikasi Davlat madhiyasi so'zlarining muallifi kim?",
            'Кто автор слов Государственного гимна Республики Узбекистан?',
          ),
          options: [
            o('Erkin Vohidov', 'Эркин Вахидов'),
            o('Muhammad Yusuf', 'Мухаммад Юсуф'),
            o("G'afur G'ulom", 'Гафур Гулям'),
            o('Abdulla Oripov', 'Абдулла Арипов'),
          ],
          answer: 3,
        },
        {
          key: 'q08',
          text: t('“Boburnoma” asarining muallifi kim?', 'Кто автор произведения «Бабур-наме»?'),
          options: [
            o('Zahiriddin Muhammad Bobur', 'Захириддин Мухаммад Бабур'),
            o('Alisher Navoiy', 'Алишер Навои'),
            o("Mirzo Ulug'bek", 'Мирзо Улугбек'),
            o('Abdulla Qodiriy', 'Абдулла Кадыри'),
          ],
          answer: 0,
        },
        {
          key: 'q09',
          text: t('“Shum bola” qissasining muallifi kim?', 'Кто автор повести «Шум бола» («Озорник»)?'),
          options: [o('Abdulla Qahhor', 'Абдулла Каххар'), o("G'afur G'ulom", 'Гафур Гулям'), o('Oybek', 'Айбек'), o("Cho'lpon", 'Чулпан')],
          answer: 1,
        },
        {
          key: 'q10',
          text: t('“Navoiy” romanini kim yozgan?', 'Кто написал роман «Навои»?'),
          options: [
            o('Abdulla Qodiriy', 'Абдулла Кадыри'),
            o('Odil Yoqubov', 'Одил Якубов'),
            o('Oybek', 'Айбек'),
            o('Pirimqul Qodirov', 'Пиримкул Кадыров'),
          ],
          answer: 2,
        },
        {
          key: 'q11',
          text: t(
            "Navoiyning “Muhokamat ul-lug'atayn” asarida qaysi ikki til qiyoslangan?",
            'Какие два языка сравниваются в труде Навои «Мухакамат ал-лугатайн»?',
          ),
          options: [
            o('turkiy va fors tillari', 'тюркский и персидский'),
            o('arab va fors tillari', 'арабский и персидский'),
            o('turkiy va arab tillari', 'тюркский и арабский'),
            o('turkiy va xitoy tillari', 'тюркский и китайский'),
          ],
          answer: 0,
          ball: 3.1,
        },
      ],
    },
  ],
};
