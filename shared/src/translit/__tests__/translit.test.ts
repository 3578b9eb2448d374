import { toCyrillic, toCyrillicTree } from '../index';

// One block per rule of the module's header (docs/decisions/043).
describe('toCyrillic: letters', () => {
  it('maps the plain letters one to one, h → ҳ, x → х, q → қ, j → ж, y → й', () => {
    expect(toCyrillic('bir')).toBe('бир');
    expect(toCyrillic('hafta xat qalam jadval uy')).toBe('ҳафта хат қалам жадвал уй');
  });

  it('oʻ → ў and gʻ → ғ', () => {
    expect(toCyrillic('oʻqituvchi')).toBe('ўқитувчи');
    expect(toCyrillic('bogʻ')).toBe('боғ');
    expect(toCyrillic('toʻgʻri')).toBe('тўғри');
  });

  it("accepts every apostrophe people type for oʻ and gʻ (ʻ ‘ ’ ' `)", () => {
    for (const a of ['ʻ', '‘', '’', "'", '`']) {
      expect(toCyrillic(`o${a}g${a}il`)).toBe('ўғил');
    }
  });

  it('sh → ш and ch → ч', () => {
    expect(toCyrillic('shahar')).toBe('шаҳар');
    expect(toCyrillic('choy ichish')).toBe('чой ичиш');
  });

  it('ng stays two letters, н + г', () => {
    expect(toCyrillic('ming')).toBe('минг');
    expect(toCyrillic('tongda')).toBe('тонгда');
  });

  it('yo, yu, ya → ё, ю, я (but y + oʻ is й + ў)', () => {
    expect(toCyrillic('yoz yurak yaxshi')).toBe('ёз юрак яхши');
    expect(toCyrillic('daryo')).toBe('дарё');
    expect(toCyrillic('yoʻl')).toBe('йўл');
  });

  it('ye → е at the start of a word and after a vowel; after a consonant ъе after b, else ье', () => {
    expect(toCyrillic('yer yetti')).toBe('ер етти');
    expect(toCyrillic('proyekt')).toBe('проект');
    expect(toCyrillic('obyekt subyektiv')).toBe('объект субъектив');
    expect(toCyrillic('relyef')).toBe('рельеф');
  });

  it('e → э at the start of a word and after a, e, o, u; е elsewhere and after i', () => {
    expect(toCyrillic('eshik ertaga')).toBe('эшик эртага');
    expect(toCyrillic('poema aeroport')).toBe('поэма аэропорт');
    expect(toCyrillic('kelmoq')).toBe('келмоқ');
    expect(toCyrillic('dieta')).toBe('диета');
  });

  it('the tutuq belgisi ʼ → ъ; between s and h it only separates them', () => {
    expect(toCyrillic('maʼlumot taʼlim sanʼat')).toBe('маълумот таълим санъат');
    expect(toCyrillic('jamʼ')).toBe('жамъ');
    expect(toCyrillic("ma'no")).toBe('маъно');
    expect(toCyrillic('Isʼhoq')).toBe('Исҳоқ');
  });

  it('ts → ц for a Russian ц: word start, before e, before i + vowel or y, before i + a consonant no Uzbek suffix starts with', () => {
    expect(toCyrillic('tsunami litsey')).toBe('цунами лицей');
    expect(toCyrillic('politsiya ratsion koeffitsiyent')).toBe('полиция рацион коэффициент');
    expect(toCyrillic('mototsikl meditsina')).toBe('мотоцикл медицина');
  });

  it('ts stays тс where a stem in t meets a native suffix (-sa, -siz, -sin)', () => {
    expect(toCyrillic('ketsa aytsa')).toBe('кетса айтса');
    expect(toCyrillic('shafqatsiz')).toBe('шафқатсиз');
    expect(toCyrillic('aytsin ketsinlar')).toBe('айтсин кетсинлар');
  });

  it('-ksiya and -nsiya → -кция and -нция (Latin writes s for ц there)', () => {
    expect(toCyrillic('funksiya reaksiyasi')).toBe('функция реакцияси');
    expect(toCyrillic('Fransiya stansiya')).toBe('Франция станция');
    expect(toCyrillic('jinsiy')).toBe('жинсий');
  });

  it('restores from its stems what Latin drops: ц written s, ь and ъ; a final ь goes before a suffix', () => {
    expect(toCyrillic('silindr hajmi')).toBe('цилиндр ҳажми');
    expect(toCyrillic('1-sentabr')).toBe('1-сентябрь');
    expect(toCyrillic('1-sentabrda')).toBe('1-сентябрда');
    expect(toCyrillic('pensiya')).toBe('пенсия');
  });
});

describe('toCyrillic: capitals', () => {
  it('a capital digraph is one capital letter (Sh, Ch, Oʻ, Gʻ, Yo, Ye)', () => {
    expect(toCyrillic('Shahar Choy Oʻzbekiston Gʻafur Yozuv Yevropa')).toBe('Шаҳар Чой Ўзбекистон Ғафур Ёзув Европа');
  });

  it('a word in capitals stays in capitals, the tutuq belgisi too', () => {
    expect(toCyrillic('SHAHAR OʻZBEKISTON MAʼLUMOT')).toBe('ШАҲАР ЎЗБЕКИСТОН МАЪЛУМОТ');
  });

  it('an abbreviation keeps its capitals before a suffix; digraph abbreviations are Uzbek', () => {
    expect(toCyrillic('DTMga AQSH')).toBe('ДТМга АҚШ');
    expect(toCyrillic('EYuK MChJ')).toBe('ЭЮК МЧЖ');
  });
});

describe('toCyrillic: what is left as written', () => {
  it('TeX between $…$, $$…$$ and \\(…\\)', () => {
    expect(toCyrillic('Hisoblang: $\\sqrt{x} + \\text{sin}\\,y$ va $$a^2$$')).toBe('Ҳисобланг: $\\sqrt{x} + \\text{sin}\\,y$ ва $$a^2$$');
    expect(toCyrillic('son \\(x\\) teng')).toBe('сон \\(x\\) тенг');
  });

  it('URLs, e-mail addresses and domains', () => {
    expect(toCyrillic('Sayt: https://my.gov.uz/oz/service, pochta: info@imtihon.uz yoki dtm.uz')).toBe(
      'Сайт: https://my.gov.uz/oz/service, почта: info@imtihon.uz ёки dtm.uz',
    );
  });

  it('i18next placeholders, nesting and ICU arguments', () => {
    expect(toCyrillic('{{count}} ta savol, $t(common:done) va {name}')).toBe('{{count}} та савол, $t(common:done) ва {name}');
    expect(toCyrillic('{{value, number}} soʻm')).toBe('{{value, number}} сўм');
  });

  it('HTML and react-i18next tags, entities, Markdown code and link targets', () => {
    expect(toCyrillic('<strong class="big">Diqqat</strong> <1>kirish</1>&nbsp;')).toBe(
      '<strong class="big">Диққат</strong> <1>кириш</1>&nbsp;',
    );
    expect(toCyrillic('`print(son)` [bu yerda](/kurslar/matematika)')).toBe('`print(son)` [бу ерда](/kurslar/matematika)');
  });

  it('words of the keep text (the Russian version): a Latin word in Russian is not Uzbek', () => {
    expect(toCyrillic('Tanlang: She goes to school.', { keep: 'Выберите: She goes to school.' })).toBe('Танланг: She goes to school.');
    expect(toCyrillic('Imtihon Pro', { keep: ['Imtihon'] })).toBe('Imtihon Pro');
  });

  it('words with letters Uzbek has not, digits or an inner capital; Roman numerals', () => {
    expect(toCyrillic('Click Word Straße NaCl pH CO2 A1')).toBe('Click Word Straße NaCl pH CO2 A1');
    expect(toCyrillic('XIX asr')).toBe('XIX аср');
  });

  it('single letters (variables, points) other than u and o', () => {
    expect(toCyrillic('a va b sonlar, A nuqta')).toBe('a ва b сонлар, A нуқта');
    expect(toCyrillic('U keldi')).toBe('У келди');
  });

  it('but a unit after a number and an initial before a full stop are Cyrillic', () => {
    expect(toCyrillic('163,2 g tuz va 20 kJ')).toBe('163,2 г туз ва 20 кЖ');
    expect(toCyrillic('A. Navoiy, J.-J. Russo')).toBe('А. Навоий, Ж.-Ж. Руссо');
  });

  it('text with no Latin letters is returned as it is', () => {
    const text = 'Уже кириллица — 42';
    expect(toCyrillic(text)).toBe(text);
  });
});

describe('toCyrillicTree', () => {
  it('transliterates every string of a tree, keys untouched, with the Russian string at the same path as keep', () => {
    const uz = { title: 'Kirish', list: ['Telegram orqali', 'SMS kod'], nested: { count_one: '{{count}} ta' }, n: 3 };
    const ru = { title: 'Вход', list: ['Через Telegram', 'SMS-код'], nested: { count_one: '{{count}} шт.' } };
    expect(toCyrillicTree(uz, ru)).toEqual({
      title: 'Кириш',
      list: ['Telegram орқали', 'SMS код'],
      nested: { count_one: '{{count}} та' },
      n: 3,
    });
  });
});
