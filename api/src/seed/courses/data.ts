// Demo courses and teachers (SPEC §3 "Course", "Teacher"; §7 "Courses and teachers"). Fictional
// teachers; every subject with topic tests has courses in uz and ru, so a test's results page always
// has something to recommend. Uzbek in Latin script with ASCII apostrophes, like the rest of the seed.
// Data only: the loading lives in `seed-courses.ts`, the cover pictures in `covers.ts`.

export interface CourseCategorySeed {
  slug: string;
  name_uz: string;
  name_ru: string;
  sort: number;
}

export interface TeacherSeed {
  slug: string;
  /** Shown as is in both languages, so written in Latin script. */
  full_name: string;
  specialty_uz: string;
  specialty_ru: string;
  bio_uz: string;
  bio_ru: string;
  /** id of a seeded avatar (1–AVATAR_COUNT, `data/avatars.ts`) */
  avatar_id: number;
}

export type CourseLanguageId = 1 | 2;

export interface CourseSeed {
  slug: string;
  /** TeacherSeed.slug */
  teacher: string;
  /** CourseCategorySeed.slug */
  category: string;
  /** SubjectSeed.slug, or null for a course that belongs to no test subject */
  subject: string | null;
  /** 1 uz, 2 ru: the language the course is taught in (its name and description are in it too) */
  language_id: CourseLanguageId;
  name: string;
  description: string;
  lesson_count: number;
  type: 'free' | 'premium';
  /** whole so'm; 0 for a free course */
  price: number;
  discount_percent: 0 | 10 | 15 | 20 | 25;
  /** 0–5, one decimal */
  rating: number;
  rating_count: number;
  /** how long before the seed the course was published (its `created_at`, set on the first load only) */
  created_days_ago: number;
}

export const courseCategories: CourseCategorySeed[] = [
  { slug: 'dtm-tayyorgarlik', name_uz: 'DTMga tayyorgarlik', name_ru: 'Подготовка к ДТМ', sort: 1 },
  { slug: 'maktab-fanlari', name_uz: 'Maktab fanlari', name_ru: 'Школьные предметы', sort: 2 },
  { slug: 'milliy-sertifikat', name_uz: 'Milliy sertifikat', name_ru: 'Национальный сертификат', sort: 3 },
  { slug: 'chet-tillari', name_uz: 'Chet tillari', name_ru: 'Иностранные языки', sort: 4 },
  { slug: 'olimpiada', name_uz: 'Olimpiadaga tayyorgarlik', name_ru: 'Подготовка к олимпиадам', sort: 5 },
  { slug: 'it-dasturlash', name_uz: 'IT va dasturlash', name_ru: 'IT и программирование', sort: 6 },
];

export const teachers: TeacherSeed[] = [
  {
    slug: 'dilnoza-karimova',
    full_name: 'Dilnoza Karimova',
    specialty_uz: "Ona tili va adabiyot o'qituvchisi",
    specialty_ru: 'Преподаватель родного языка и литературы',
    bio_uz:
      "Toshkent davlat o'zbek tili va adabiyoti universitetini tamomlagan, 12 yillik tajribaga ega. Abituriyentlarni DTM testlariga tayyorlaydi, uning o'quvchilari har yili ona tilidan yuqori ball olishadi.",
    bio_ru:
      'Окончила Ташкентский государственный университет узбекского языка и литературы, стаж 12 лет. Готовит абитуриентов к тестам ДТМ, в том числе выпускников русскоязычных школ.',
    avatar_id: 2,
  },
  {
    slug: 'sardor-rahimov',
    full_name: 'Sardor Rahimov',
    specialty_uz: "Matematika o'qituvchisi, olimpiada murabbiyi",
    specialty_ru: 'Преподаватель математики, тренер олимпиадников',
    bio_uz:
      "Mirzo Ulug'bek nomidagi O'zbekiston Milliy universitetining mexanika-matematika fakultetini tamomlagan. 10 yildan beri abituriyentlarni tayyorlaydi, shogirdlari orasida respublika olimpiadasi g'oliblari bor.",
    bio_ru:
      'Выпускник механико-математического факультета Национального университета Узбекистана. Более 10 лет готовит абитуриентов, среди его учеников есть победители республиканской олимпиады.',
    avatar_id: 1,
  },
  {
    slug: 'yelena-sokolova',
    full_name: 'Yelena Sokolova',
    specialty_uz: "Matematika va fizika o'qituvchisi (rus tilida)",
    specialty_ru: 'Преподаватель математики и физики',
    bio_uz:
      'Toshkentdagi litseylardan birida 15 yil matematika va fizikadan dars bergan. Murakkab mavzularni oddiy misollar bilan tushuntiradi, kurslarini rus tilida olib boradi.',
    bio_ru:
      'Пятнадцать лет преподавала математику и физику в ташкентском академическом лицее. Объясняет сложные темы на простых примерах и уделяет много внимания разбору типичных ошибок.',
    avatar_id: 6,
  },
  {
    slug: 'bobur-aliyev',
    full_name: 'Bobur Aliyev',
    specialty_uz: "Tarix o'qituvchisi",
    specialty_ru: 'Преподаватель истории',
    bio_uz:
      "Tarix fanlari nomzodi, Samarqand davlat universitetida dars beradi. O'zbekiston tarixini xaritalar va jadvallar yordamida qiziqarli qilib o'rgatadi.",
    bio_ru:
      'Кандидат исторических наук, преподаёт в Самаркандском государственном университете. Рассказывает историю Узбекистана с картами и хронологическими таблицами.',
    avatar_id: 4,
  },
  {
    slug: 'nodira-yusupova',
    full_name: 'Nodira Yusupova',
    specialty_uz: "Kimyo o'qituvchisi",
    specialty_ru: 'Преподаватель химии',
    bio_uz:
      "Toshkent kimyo-texnologiya institutini tamomlagan, 9 yillik pedagogik tajribaga ega. Hisoblash masalalarini bosqichma-bosqich yechishni o'rgatadi va kurslarini o'zbek hamda rus tillarida olib boradi.",
    bio_ru:
      'Окончила Ташкентский химико-технологический институт, педагогический стаж 9 лет. Учит решать расчётные задачи шаг за шагом и ведёт курсы на узбекском и русском языках.',
    avatar_id: 10,
  },
  {
    slug: 'akmal-tursunov',
    full_name: 'Akmal Tursunov',
    specialty_uz: "Fizika o'qituvchisi",
    specialty_ru: 'Преподаватель физики',
    bio_uz:
      "Fizika-matematika litseyida 11 yildan beri dars beradi. Formulalarni yodlatmaydi, balki ularning ma'nosini tajribalar va hayotiy misollar orqali tushuntiradi.",
    bio_ru:
      'Одиннадцать лет преподаёт в физико-математическом лицее. Не заставляет заучивать формулы, а объясняет их смысл на опытах и примерах из жизни.',
    avatar_id: 5,
  },
  {
    slug: 'gulnora-xasanova',
    full_name: 'Gulnora Xasanova',
    specialty_uz: "Biologiya o'qituvchisi",
    specialty_ru: 'Преподаватель биологии',
    bio_uz:
      "Biologiya fanlari bo'yicha falsafa doktori (PhD), tibbiyot oliygohlariga kiruvchilarni 8 yildan beri tayyorlaydi. Genetika masalalarini yechish bo'yicha mualliflik metodikasi bor.",
    bio_ru:
      'Доктор философии (PhD) по биологическим наукам, восемь лет готовит поступающих в медицинские вузы. Автор методики решения задач по генетике.',
    avatar_id: 14,
  },
  {
    slug: 'timur-abdullayev',
    full_name: 'Timur Abdullayev',
    specialty_uz: "Ingliz tili o'qituvchisi, IELTS 8.0",
    specialty_ru: 'Преподаватель английского языка, IELTS 8.0',
    bio_uz:
      "O'zbekiston davlat jahon tillari universitetini tamomlagan, IELTS imtihonidan 8.0 ball olgan. Maktab o'quvchilari va abituriyentlarga grammatika va nutqni tizimli o'rgatadi.",
    bio_ru:
      'Выпускник Узбекского государственного университета мировых языков, сдал IELTS на 8.0. Системно учит грамматике и разговорной речи школьников и абитуриентов.',
    avatar_id: 8,
  },
  {
    slug: 'rustam-nazarov',
    full_name: 'Rustam Nazarov',
    specialty_uz: "Geografiya o'qituvchisi",
    specialty_ru: 'Преподаватель географии',
    bio_uz:
      "Buxoro davlat universitetining geografiya fakultetini tamomlagan, 14 yildan beri maktabda dars beradi. Xarita bilan ishlashni va masshtabga oid masalalarni yechishni puxta o'rgatadi.",
    bio_ru:
      'Окончил географический факультет Бухарского государственного университета, 14 лет преподаёт в школе. Особенно тщательно учит работать с картой и масштабом.',
    avatar_id: 9,
  },
  {
    slug: 'sergey-volkov',
    full_name: 'Sergey Volkov',
    specialty_uz: "Tarix va geografiya o'qituvchisi (rus tilida)",
    specialty_ru: 'Преподаватель истории и географии',
    bio_uz:
      "Toshkentdagi rus tilida o'qitiladigan maktablardan birida 20 yil tarix va geografiyadan dars bergan. Kurslarini rus tilida, sanalar va xaritalarni bir-biriga bog'lab olib boradi.",
    bio_ru:
      'Двадцать лет преподавал историю и географию в ташкентской школе с русским языком обучения. Связывает даты с картой, поэтому материал запоминается надолго.',
    avatar_id: 12,
  },
  {
    slug: 'malika-ergasheva',
    full_name: 'Malika Ergasheva',
    specialty_uz: 'Abituriyentlar maslahatchisi, psixolog',
    specialty_ru: 'Консультант абитуриентов, психолог',
    bio_uz:
      "Ta'lim psixologi, 7 yildan beri abituriyentlarga yo'nalish tanlash va tayyorgarlikni rejalashtirishda yordam beradi. Imtihon oldidan hayajonni boshqarish bo'yicha treninglar o'tkazadi.",
    bio_ru:
      'Педагог-психолог, семь лет помогает абитуриентам выбрать направление и спланировать подготовку. Проводит тренинги о том, как справляться с волнением перед экзаменом.',
    avatar_id: 7,
  },
  {
    slug: 'otabek-qodirov',
    full_name: 'Otabek Qodirov',
    specialty_uz: 'Dasturchi, Python ustozi',
    specialty_ru: 'Программист, преподаватель Python',
    bio_uz:
      "Muhammad al-Xorazmiy nomidagi Toshkent axborot texnologiyalari universitetini tamomlagan, 6 yil backend dasturchi bo'lib ishlagan. Dasturlashni noldan amaliy loyihalar orqali o'rgatadi.",
    bio_ru:
      'Окончил Ташкентский университет информационных технологий имени Мухаммада аль-Хорезми, шесть лет работал backend-разработчиком. Учит программированию с нуля на практических проектах.',
    avatar_id: 16,
  },
];

export const courses: CourseSeed[] = [
  // ── ona tili va adabiyot ──────────────────────────────────────────────────────────────────────
  {
    slug: 'ona-tili-dtm-intensiv',
    teacher: 'dilnoza-karimova',
    category: 'dtm-tayyorgarlik',
    subject: 'ona-tili',
    language_id: 1,
    name: 'Ona tili va adabiyot: DTM intensiv',
    description:
      "Kurs DTM testidagi ona tili va adabiyot bo'limini to'liq qamrab oladi: fonetika, leksika, morfologiya va sintaksis. Har bir darsdan keyin test savollari tahlil qilinadi. Adabiyot qismida Alisher Navoiy, Abdulla Qodiriy va Cho'lpon asarlari bo'yicha eng ko'p uchraydigan savollar ko'rib chiqiladi.",
    lesson_count: 36,
    type: 'premium',
    price: 349000,
    discount_percent: 20,
    rating: 4.8,
    rating_count: 412,
    created_days_ago: 45,
  },
  {
    slug: 'imlo-va-tinish-belgilari',
    teacher: 'dilnoza-karimova',
    category: 'maktab-fanlari',
    subject: 'ona-tili',
    language_id: 1,
    name: 'Imlo va tinish belgilari: asosiy qoidalar',
    description:
      "Bepul kurs o'zbek tilining imlo qoidalari va tinish belgilarini oddiy misollar bilan tushuntiradi. Qo'shib va ajratib yozish, bosh harflar, vergul va tire qo'yish qoidalari mashqlar orqali mustahkamlanadi.",
    lesson_count: 14,
    type: 'free',
    price: 0,
    discount_percent: 0,
    rating: 4.6,
    rating_count: 1280,
    created_days_ago: 120,
  },
  {
    slug: 'uzbekskiy-yazyk-dlya-abiturientov',
    teacher: 'dilnoza-karimova',
    category: 'dtm-tayyorgarlik',
    subject: 'ona-tili',
    language_id: 2,
    name: 'Узбекский язык и литература для абитуриентов',
    description:
      'Курс для выпускников русскоязычных школ, которые сдают родной язык и литературу на узбекском. Грамматика объясняется на русском языке с примерами на узбекском, каждый раздел завершается тестом в формате ДТМ. Отдельные уроки посвящены произведениям Навои, Кадыри и Чулпана.',
    lesson_count: 28,
    type: 'premium',
    price: 249000,
    discount_percent: 10,
    rating: 4.5,
    rating_count: 186,
    created_days_ago: 80,
  },

  // ── matematika ────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'matematika-dtm-toliq-kurs',
    teacher: 'sardor-rahimov',
    category: 'dtm-tayyorgarlik',
    subject: 'matematika',
    language_id: 1,
    name: "Matematika: DTM uchun to'liq kurs",
    description:
      'Algebra va geometriyaning DTM testida uchraydigan barcha mavzulari: kasrlar va foizlar, tenglamalar va tengsizliklar, funksiyalar, progressiyalar, planimetriya va stereometriya. Har bir mavzu nazariya, yechilgan misollar va mustaqil ish uchun testlardan iborat.',
    lesson_count: 60,
    type: 'premium',
    price: 449000,
    discount_percent: 25,
    rating: 4.9,
    rating_count: 956,
    created_days_ago: 150,
  },
  {
    slug: 'kasrlar-va-foizlar',
    teacher: 'sardor-rahimov',
    category: 'maktab-fanlari',
    subject: 'matematika',
    language_id: 1,
    name: 'Kasrlar va foizlar: noldan boshlab',
    description:
      "Oddiy va o'nli kasrlar, ular ustida amallar va foizga oid masalalar qadamma-qadam tushuntiriladi. Kurs 5–9-sinf o'quvchilari va matematikani takrorlamoqchi bo'lgan abituriyentlar uchun mo'ljallangan.",
    lesson_count: 12,
    type: 'free',
    price: 0,
    discount_percent: 0,
    rating: 4.7,
    rating_count: 2104,
    created_days_ago: 6,
  },
  {
    slug: 'matematika-milliy-sertifikat',
    teacher: 'sardor-rahimov',
    category: 'milliy-sertifikat',
    subject: 'matematika',
    language_id: 1,
    name: 'Matematika milliy sertifikati: B va A darajaga tayyorgarlik',
    description:
      "Kurs milliy sertifikat imtihonining tuzilishi, baholash mezonlari va yozma topshiriqlarni rasmiylashtirishni tushuntiradi. Ochiq javobli masalalar bo'yicha namunaviy yechimlar ko'rsatiladi va to'liq sinov imtihonlari o'tkaziladi.",
    lesson_count: 32,
    type: 'premium',
    price: 299000,
    discount_percent: 10,
    rating: 4.6,
    rating_count: 211,
    created_days_ago: 30,
  },
  {
    slug: 'olimpiada-matematikasi',
    teacher: 'sardor-rahimov',
    category: 'olimpiada',
    subject: 'matematika',
    language_id: 1,
    name: 'Olimpiada matematikasi: nostandart masalalar',
    description:
      "Kurs tuman bosqichidan respublika bosqichigacha bo'lgan olimpiada masalalarini yechish usullarini o'rgatadi: Dirixle prinsipi, invariantlar, sonlar nazariyasi va kombinatorika. Har darsda 8–10 ta masala batafsil tahlil qilinadi.",
    lesson_count: 24,
    type: 'premium',
    price: 399000,
    discount_percent: 0,
    rating: 4.8,
    rating_count: 74,
    created_days_ago: 12,
  },
  {
    slug: 'matematika-dlya-postupleniya',
    teacher: 'yelena-sokolova',
    category: 'dtm-tayyorgarlik',
    subject: 'matematika',
    language_id: 2,
    name: 'Математика для поступления: алгебра и геометрия',
    description:
      'Полный курс подготовки к тесту по математике: уравнения и неравенства, функции, логарифмы, тригонометрия, планиметрия и стереометрия. Каждое занятие — это теория, разобранные примеры и домашний тест в формате ДТМ.',
    lesson_count: 48,
    type: 'premium',
    price: 399000,
    discount_percent: 15,
    rating: 4.7,
    rating_count: 538,
    created_days_ago: 95,
  },

  // ── O'zbekiston tarixi ────────────────────────────────────────────────────────────────────────
  {
    slug: 'ozbekiston-tarixi-dtm',
    teacher: 'bobur-aliyev',
    category: 'dtm-tayyorgarlik',
    subject: 'ozbekiston-tarixi',
    language_id: 1,
    name: "O'zbekiston tarixi: qadimgi davrdan bugungacha",
    description:
      "Kurs qadimgi davlatlar, Amir Temur va Temuriylar davri, xonliklar, mustamlaka davri va mustaqil O'zbekiston tarixini xronologik tartibda o'rgatadi. Muhim sanalar jadvallar va xaritalar yordamida yodlanadi, har bir davr bo'yicha DTM testlari yechiladi.",
    lesson_count: 40,
    type: 'premium',
    price: 299000,
    discount_percent: 20,
    rating: 4.7,
    rating_count: 389,
    created_days_ago: 60,
  },
  {
    slug: 'tarixiy-sanalar-va-shaxslar',
    teacher: 'bobur-aliyev',
    category: 'maktab-fanlari',
    subject: 'ozbekiston-tarixi',
    language_id: 1,
    name: 'Tarixiy sanalar va shaxslar: qisqa takrorlash',
    description:
      "Imtihon oldidan takrorlash uchun bepul kurs: eng ko'p so'raladigan sanalar, hukmdorlar va allomalar qisqa darslarda jamlangan. Har dars oxirida 10 ta savoldan iborat mini-test bor.",
    lesson_count: 10,
    type: 'free',
    price: 0,
    discount_percent: 0,
    rating: 4.4,
    rating_count: 870,
    created_days_ago: 175,
  },
  {
    slug: 'tarix-milliy-sertifikat',
    teacher: 'bobur-aliyev',
    category: 'milliy-sertifikat',
    subject: 'ozbekiston-tarixi',
    language_id: 1,
    name: 'Tarix milliy sertifikati: yozma topshiriqlar',
    description:
      'Kurs milliy sertifikatning tarix imtihonidagi manbalar bilan ishlash, xarita va yozma javob topshiriqlariga tayyorlaydi. Baholash mezonlari namunaviy javoblar misolida tushuntiriladi.',
    lesson_count: 26,
    type: 'premium',
    price: 259000,
    discount_percent: 0,
    rating: 4.6,
    rating_count: 97,
    created_days_ago: 3,
  },
  {
    slug: 'istoriya-uzbekistana-polnyy-kurs',
    teacher: 'sergey-volkov',
    category: 'dtm-tayyorgarlik',
    subject: 'ozbekiston-tarixi',
    language_id: 2,
    name: 'История Узбекистана: полный курс для абитуриентов',
    description:
      'Курс охватывает историю от древних государств Согдианы и Бактрии до независимого Узбекистана. Особое внимание уделено эпохе Амира Темура, ханствам и XX веку. После каждой темы — тест с разбором ошибок.',
    lesson_count: 36,
    type: 'premium',
    price: 279000,
    discount_percent: 15,
    rating: 4.5,
    rating_count: 164,
    created_days_ago: 110,
  },

  // ── fizika ────────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'fizika-mexanikadan-optikagacha',
    teacher: 'akmal-tursunov',
    category: 'dtm-tayyorgarlik',
    subject: 'fizika',
    language_id: 1,
    name: 'Fizika: mexanikadan optikagacha',
    description:
      "Kurs DTM dasturidagi mexanika, molekulyar fizika, elektr, magnetizm va optika bo'limlarini qamrab oladi. Formulalar yodlatilmaydi, ularning kelib chiqishi tushuntiriladi. Har bir mavzuda masala yechish algoritmi beriladi.",
    lesson_count: 44,
    type: 'premium',
    price: 379000,
    discount_percent: 15,
    rating: 4.8,
    rating_count: 302,
    created_days_ago: 70,
  },
  {
    slug: 'fizika-masalalarini-yechish',
    teacher: 'akmal-tursunov',
    category: 'maktab-fanlari',
    subject: 'fizika',
    language_id: 1,
    name: "Fizika masalalarini yechish: boshlang'ich kurs",
    description:
      "Harakat, Nyuton qonunlari, zichlik va Om qonuniga oid masalalarni yechishni o'rganing. Har bir darsda birliklarni SI tizimiga o'tkazish va javobni tekshirish usullari ko'rsatiladi.",
    lesson_count: 16,
    type: 'free',
    price: 0,
    discount_percent: 0,
    rating: 4.5,
    rating_count: 640,
    created_days_ago: 140,
  },
  {
    slug: 'fizika-dlya-abiturientov',
    teacher: 'yelena-sokolova',
    category: 'dtm-tayyorgarlik',
    subject: 'fizika',
    language_id: 2,
    name: 'Физика для абитуриентов: теория и задачи',
    description:
      'Курс повторяет школьную физику в объёме вступительного теста: кинематика, динамика, законы сохранения, электричество и оптика. На каждом уроке разбираются типовые задачи ДТМ и частые ошибки при переводе единиц измерения.',
    lesson_count: 40,
    type: 'premium',
    price: 349000,
    discount_percent: 20,
    rating: 4.6,
    rating_count: 227,
    created_days_ago: 20,
  },

  // ── kimyo ─────────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'kimyo-dtm-tayyorgarlik',
    teacher: 'nodira-yusupova',
    category: 'dtm-tayyorgarlik',
    subject: 'kimyo',
    language_id: 1,
    name: 'Kimyo: umumiy, anorganik va organik kimyo',
    description:
      "Kurs atom tuzilishi, kimyoviy bog'lanish, reaksiya tenglamalari, eritmalar va organik birikmalar sinflarini o'rgatadi. Hisoblash masalalari (modda miqdori, massa ulushi, eritma konsentratsiyasi) alohida darslarda ishlanadi.",
    lesson_count: 42,
    type: 'premium',
    price: 329000,
    discount_percent: 10,
    rating: 4.7,
    rating_count: 276,
    created_days_ago: 55,
  },
  {
    slug: 'kimyo-asoslari',
    teacher: 'nodira-yusupova',
    category: 'maktab-fanlari',
    subject: 'kimyo',
    language_id: 1,
    name: 'Kimyo asoslari: elementlar va formulalar',
    description:
      "Davriy jadvaldan foydalanish, valentlik, kimyoviy formulalarni tuzish va reaksiya tenglamalarini tenglashtirish bo'yicha bepul kurs. 7–9-sinf o'quvchilari va kimyoni boshidan takrorlamoqchi bo'lganlar uchun.",
    lesson_count: 12,
    type: 'free',
    price: 0,
    discount_percent: 0,
    rating: 4.5,
    rating_count: 510,
    created_days_ago: 190,
  },
  {
    slug: 'khimiya-dlya-postupleniya',
    teacher: 'nodira-yusupova',
    category: 'dtm-tayyorgarlik',
    subject: 'kimyo',
    language_id: 2,
    name: 'Химия для поступления: от основ до органики',
    description:
      'Курс по всей программе вступительного теста: строение атома, химическая связь, растворы, электролиз и органическая химия. Расчётные задачи разбираются пошагово, с проверкой размерностей.',
    lesson_count: 38,
    type: 'premium',
    price: 329000,
    discount_percent: 15,
    rating: 4.6,
    rating_count: 143,
    created_days_ago: 85,
  },

  // ── biologiya ─────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'biologiya-hujayradan-ekosistemagacha',
    teacher: 'gulnora-xasanova',
    category: 'dtm-tayyorgarlik',
    subject: 'biologiya',
    language_id: 1,
    name: 'Biologiya: hujayradan ekosistemagacha',
    description:
      "Kurs botanika, zoologiya, odam anatomiyasi, genetika va ekologiya bo'limlarini DTM dasturi bo'yicha o'rgatadi. Genetika masalalari va sxemalar bilan ishlash uchun alohida amaliy darslar bor.",
    lesson_count: 40,
    type: 'premium',
    price: 319000,
    discount_percent: 20,
    rating: 4.8,
    rating_count: 349,
    created_days_ago: 40,
  },
  {
    slug: 'genetika-masalalari',
    teacher: 'gulnora-xasanova',
    category: 'olimpiada',
    subject: 'biologiya',
    language_id: 1,
    name: 'Genetika masalalari: Mendel qonunlari',
    description:
      "Bepul kurs monogibrid va digibrid chatishtirish, jinsga bog'liq irsiylanish va qon guruhlariga oid masalalarni yechishni o'rgatadi. Punnet katakchasini to'g'ri chizish bosqichma-bosqich ko'rsatiladi.",
    lesson_count: 8,
    type: 'free',
    price: 0,
    discount_percent: 0,
    rating: 4.9,
    rating_count: 1530,
    created_days_ago: 9,
  },
  {
    slug: 'biologiya-dlya-abiturientov',
    teacher: 'gulnora-xasanova',
    category: 'dtm-tayyorgarlik',
    subject: 'biologiya',
    language_id: 2,
    name: 'Биология для абитуриентов',
    description:
      'Клетка, ботаника, зоология, анатомия человека, генетика и экология в объёме теста ДТМ. Каждая тема заканчивается тестом, а сложные схемы разбираются на отдельных уроках.',
    lesson_count: 36,
    type: 'premium',
    price: 299000,
    discount_percent: 10,
    rating: 4.5,
    rating_count: 118,
    created_days_ago: 125,
  },

  // ── ingliz tili ───────────────────────────────────────────────────────────────────────────────
  {
    slug: 'ingliz-tili-dtm-grammatika',
    teacher: 'timur-abdullayev',
    category: 'dtm-tayyorgarlik',
    subject: 'ingliz-tili',
    language_id: 1,
    name: 'Ingliz tili: DTM uchun grammatika va leksika',
    description:
      "Zamonlar, modal fe'llar, majhul nisbat, artikllar va predloglar DTM test savollari misolida tushuntiriladi. Kurs oxirida to'liq sinov testlari va eng ko'p xato qilinadigan savollar tahlili bor.",
    lesson_count: 34,
    type: 'premium',
    price: 279000,
    discount_percent: 15,
    rating: 4.7,
    rating_count: 604,
    created_days_ago: 65,
  },
  {
    slug: 'ingliz-tili-noldan',
    teacher: 'timur-abdullayev',
    category: 'chet-tillari',
    subject: 'ingliz-tili',
    language_id: 1,
    name: 'Ingliz tili noldan: A1–A2',
    description:
      "Boshlovchilar uchun bepul kurs: alifbo va talaffuz, kundalik so'zlar, Present Simple va Past Simple, oddiy suhbatlar. Har bir dars qisqa video, lug'at va mashqlardan iborat.",
    lesson_count: 20,
    type: 'free',
    price: 0,
    discount_percent: 0,
    rating: 4.6,
    rating_count: 3120,
    created_days_ago: 180,
  },
  {
    slug: 'ielts-6-5-tayyorgarlik',
    teacher: 'timur-abdullayev',
    category: 'chet-tillari',
    subject: 'ingliz-tili',
    language_id: 1,
    name: "IELTS 6.5+: to'rt ko'nikma",
    description:
      "Kurs IELTS imtihonining Listening, Reading, Writing va Speaking bo'limlariga strategiyalar bilan tayyorlaydi. Writing Task 1 va Task 2 insholari baholash mezonlari asosida tekshiriladi, Speaking bo'yicha namunaviy suhbatlar tahlil qilinadi.",
    lesson_count: 48,
    type: 'premium',
    price: 599000,
    discount_percent: 25,
    rating: 4.9,
    rating_count: 488,
    created_days_ago: 25,
  },
  {
    slug: 'angliyskiy-dlya-postupleniya',
    teacher: 'timur-abdullayev',
    category: 'dtm-tayyorgarlik',
    subject: 'ingliz-tili',
    language_id: 2,
    name: 'Английский язык для поступления',
    description:
      'Курс готовит к тесту по английскому: времена, пассивный залог, модальные глаголы, словообразование и чтение текстов. Правила объясняются в сравнении с русским языком, после каждого урока — тест в формате ДТМ.',
    lesson_count: 30,
    type: 'premium',
    price: 279000,
    discount_percent: 10,
    rating: 4.4,
    rating_count: 131,
    created_days_ago: 100,
  },

  // ── geografiya ────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'geografiya-dtm',
    teacher: 'rustam-nazarov',
    category: 'dtm-tayyorgarlik',
    subject: 'geografiya',
    language_id: 1,
    name: 'Geografiya: tabiiy va iqtisodiy geografiya',
    description:
      "Kurs Yerning tabiiy geografiyasi, materiklar va okeanlar, dunyo mamlakatlari hamda O'zbekiston iqtisodiy geografiyasini o'rgatadi. Xarita bilan ishlash, masshtab va koordinatalarga oid masalalar alohida darslarda ko'rib chiqiladi.",
    lesson_count: 32,
    type: 'premium',
    price: 249000,
    discount_percent: 15,
    rating: 4.6,
    rating_count: 198,
    created_days_ago: 75,
  },
  {
    slug: 'ozbekiston-geografiyasi',
    teacher: 'rustam-nazarov',
    category: 'maktab-fanlari',
    subject: 'geografiya',
    language_id: 1,
    name: "O'zbekiston geografiyasi: viloyatlar va tabiat",
    description:
      "Bepul kurs O'zbekistonning relyefi, daryolari, iqlimi, foydali qazilmalari va viloyatlarini xaritalar yordamida tanishtiradi. Har bir darsdan keyin qisqa test bilan bilimingizni tekshirasiz.",
    lesson_count: 10,
    type: 'free',
    price: 0,
    discount_percent: 0,
    rating: 4.3,
    rating_count: 455,
    created_days_ago: 160,
  },
  {
    slug: 'geografiya-dlya-abiturientov',
    teacher: 'sergey-volkov',
    category: 'dtm-tayyorgarlik',
    subject: 'geografiya',
    language_id: 2,
    name: 'География для абитуриентов',
    description:
      'Курс охватывает физическую географию материков и океанов, население и хозяйство мира и географию Узбекистана. Много внимания уделяется работе с картой: масштаб, координаты, часовые пояса.',
    lesson_count: 28,
    type: 'premium',
    price: 229000,
    discount_percent: 0,
    rating: 4.2,
    rating_count: 76,
    created_days_ago: 130,
  },

  // ── without a subject ─────────────────────────────────────────────────────────────────────────
  {
    slug: 'dtmga-qanday-tayyorlanish',
    teacher: 'malika-ergasheva',
    category: 'dtm-tayyorgarlik',
    subject: null,
    language_id: 1,
    name: 'DTMga qanday tayyorlanish kerak: reja va strategiya',
    description:
      "Kurs tayyorgarlikni to'g'ri rejalashtirishni o'rgatadi: yo'nalish va fanlarni tanlash, haftalik jadval tuzish, test vaqtini taqsimlash. Imtihon kuni hayajonni boshqarish va ballarni hisoblash tartibi ham tushuntiriladi.",
    lesson_count: 8,
    type: 'free',
    price: 0,
    discount_percent: 0,
    rating: 4.7,
    rating_count: 2650,
    created_days_ago: 2,
  },
  {
    slug: 'kak-podgotovitsya-k-dtm',
    teacher: 'malika-ergasheva',
    category: 'dtm-tayyorgarlik',
    subject: null,
    language_id: 2,
    name: 'Как подготовиться к ДТМ: план на год',
    description:
      'Курс помогает выбрать направление и предметы, составить учебный план и правильно распределить время на тесте. Отдельные уроки посвящены подаче документов, подсчёту баллов и тому, как справиться с волнением в день экзамена.',
    lesson_count: 8,
    type: 'free',
    price: 0,
    discount_percent: 0,
    rating: 4.6,
    rating_count: 940,
    created_days_ago: 15,
  },
  {
    slug: 'python-dasturlash-asoslari',
    teacher: 'otabek-qodirov',
    category: 'it-dasturlash',
    subject: null,
    language_id: 1,
    name: 'Python dasturlash asoslari',
    description:
      "Kurs dasturlashni noldan o'rgatadi: o'zgaruvchilar, shartlar, sikllar, funksiyalar va ro'yxatlar bilan ishlash. Har bir mavzu amaliy topshiriqlar bilan mustahkamlanadi, kurs oxirida kichik loyiha sifatida Telegram bot yaratiladi.",
    lesson_count: 54,
    type: 'premium',
    price: 499000,
    discount_percent: 20,
    rating: 4.8,
    rating_count: 362,
    created_days_ago: 35,
  },
  {
    slug: 'osnovy-programmirovaniya-na-python',
    teacher: 'otabek-qodirov',
    category: 'it-dasturlash',
    subject: null,
    language_id: 2,
    name: 'Основы программирования на Python',
    description:
      'Программирование с нуля: переменные, условия, циклы, функции, списки и словари. Каждая тема закрепляется практическими заданиями, а в конце курса вы напишете своего Telegram-бота.',
    lesson_count: 54,
    type: 'premium',
    price: 499000,
    discount_percent: 15,
    rating: 4.7,
    rating_count: 154,
    created_days_ago: 1,
  },
  {
    slug: 'kompyuter-savodxonligi',
    teacher: 'otabek-qodirov',
    category: 'it-dasturlash',
    subject: null,
    language_id: 1,
    name: 'Kompyuter savodxonligi: Word, Excel va internet',
    description:
      "Bepul kurs kompyuterda ishlashning asosiy ko'nikmalarini o'rgatadi: matn va jadval bilan ishlash, fayllarni saqlash, elektron pochta va internetda xavfsizlik. Universitetga hujjat topshirish va onlayn testlarda qatnashish uchun kerak bo'ladigan hamma narsa.",
    lesson_count: 15,
    type: 'free',
    price: 0,
    discount_percent: 0,
    rating: 4.4,
    rating_count: 1120,
    created_days_ago: 200,
  },
];
