// Uzbek Latin → Uzbek Cyrillic (`uz-Cyrl`, docs/decisions/043). One module for everything the site
// shows in Cyrillic: the interface strings (generated from the uz locale files at build time) and the
// content (written beside the Latin text at import time). No dependencies: the api bundles it, the
// build tools load it through swc (shared/build/translit-node.cjs), the browser never needs it.
//
// The letters map one to one except where the Cyrillic alphabet is richer than the Latin one:
//   oʻ → ў, gʻ → ғ, sh → ш, ch → ч, ng → нг (two letters), h → ҳ, x → х, q → қ, j → ж, y → й
//   yo/yu/ya → ё/ю/я;  ye → е at the start of a word and after a vowel (after a consonant:
//   ъе after b as in obyekt → объект, else ье as in relyef → рельеф)
//   e → э at the start of a word and after a, e, o, u, oʻ (poema → поэма), else е
//   ʼ (tutuq belgisi) → ъ (maʼno → маъно); sʼh → сҳ (the sign only keeps s and h apart)
//   ts → ц where the Latin spelling stands for a Russian ц: at the start of a word, before e
//   (litsey), before i + vowel or y (politsiya, ratsion, koeffitsiyent) and before i + a consonant
//   that no Uzbek suffix starts with (mototsikl, publitsist, meditsina). Before -sa, -siz and
//   -sin (ketsa, shafqatsiz, aytsin: a stem in t and a native suffix) it stays тс.
//   -ksiya/-nsiya → -кция/-нция (reaksiya, funksiya, stansiya), where Latin writes s for ц.
// Words that Latin spelling cannot restore (a Russian ц written s, a dropped ь or ъ) come from a
// small dictionary of stems (months, units, chemistry and geometry terms).
//
// Left as written: TeX ($…$, $$…$$, \(…\)), URLs, e-mail addresses and domains, i18next
// placeholders ({{…}}, $t(…)), ICU arguments ({name}), HTML and react-i18next tags, entities,
// Markdown code and link targets; and foreign words: any word of the `keep` text (the item's
// Russian version: a Latin word in Russian text is English, German, a formula, a brand or a Roman
// numeral), words with letters Uzbek has not (c without h, w, ü, é …), with digits or a capital
// inside (NaCl, pH, CO2), Roman numerals, single letters (variables, points) other than u and o.

/**
 * Bump on every change of what the module writes: the seed then loads every content file again,
 * so the Cyrillic stored beside the uz content follows the rules (api/src/domains/content/seed.ts).
 */
export const TRANSLIT_VERSION = 1;

/** The interface language that shows Uzbek in Cyrillic script (BCP 47). */
export const UZ_CYRL = 'uz-Cyrl' as const;

export interface ToCyrillicOptions {
  /**
   * Latin words to keep as they are: the same text in Russian (its Latin words are not Uzbek), or a
   * list of words. Compared exactly (case included).
   */
  keep?: string | readonly string[];
}

// Spans never transliterated, first match wins (so `$t(…)` is not read as TeX).
const PROTECTED = new RegExp(
  [
    String.raw`\$t\([^)]*\)`, // i18next nesting
    String.raw`\$\$[\s\S]*?\$\$`, // display TeX
    String.raw`\$[^$]+\$`, // inline TeX
    String.raw`\\\([\s\S]*?\\\)`, // TeX \( … \)
    String.raw`\{\{[\s\S]*?\}\}`, // i18next interpolation
    String.raw`\{[A-Za-z_][\w.]*(?:\s*,[^{}]*)?\}`, // ICU argument
    String.raw`</?[A-Za-z][\w-]*(?:\s[^<>]*)?/?>`, // HTML tag
    String.raw`</?\d+/?>`, // react-i18next <1>…</1>
    String.raw`&(?:[a-z]+|#\d+|#x[\da-fA-F]+);`, // HTML entity
    '```[\\s\\S]*?```', // Markdown code block
    '`[^`\\n]*`', // Markdown code
    String.raw`\]\([^)\s]*\)`, // Markdown link target
    String.raw`(?:https?|ftp):\/\/[^\s<>"«»]*[^\s<>"«».,;:!?)]`, // URL
    String.raw`\bwww\.[^\s<>"«»]*[^\s<>"«».,;:!?)]`,
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`, // e-mail
    String.raw`\b(?:[A-Za-z0-9-]+\.)+(?:uz|ru|com|org|net|io|gov|edu|info|app|dev)\b(?:\/[^\s<>"«»]*[^\s<>"«».,;:!?)])?`, // domain
  ].join('|'),
  'g',
);

const APOSTROPHES = "ʻʼ'‘’`";
const LETTER = 'A-Za-zÀ-ÖØ-öø-ÿĀ-ɏ';
// a word: letters and digits, apostrophes inside it, and a trailing ʻ or ʼ (boʻ, jamʼ)
const WORD = new RegExp(`[${LETTER}](?:[${LETTER}0-9]|[${APOSTROPHES}](?=[${LETTER}]))*[ʻʼ]?`, 'g');
const HAS_LATIN = /[A-Za-z]/;

const SINGLE: Record<string, string> = {
  a: 'а',
  b: 'б',
  d: 'д',
  f: 'ф',
  g: 'г',
  h: 'ҳ',
  i: 'и',
  j: 'ж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'қ',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  x: 'х',
  y: 'й',
  z: 'з',
};
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const isApostrophe = (c: string | undefined) => c !== undefined && APOSTROPHES.includes(c);
const isLetter = (c: string | undefined) => c !== undefined && /[a-z]/.test(c);

/**
 * Stems that the letter rules cannot restore, in lower case: a Russian ц written s, a ь or ъ that Latin
 * drops. Matched at the start of a word; the rest of the word follows the rules, and a final ь is
 * dropped before a suffix (sentabrda → сентябрда), as Uzbek Cyrillic writes it.
 */
const STEMS: Record<string, string> = {
  yanvar: 'январь',
  fevral: 'февраль',
  aprel: 'апрель',
  iyun: 'июнь',
  iyul: 'июль',
  sentabr: 'сентябрь',
  sentyabr: 'сентябрь',
  oktabr: 'октябрь',
  oktyabr: 'октябрь',
  noyabr: 'ноябрь',
  dekabr: 'декабрь',
  silindr: 'цилиндр',
  sikl: 'цикл',
  sirkul: 'циркуль',
  sink: 'цинк',
  sement: 'цемент',
  sentr: 'центр',
  sentner: 'центнер',
  selsiy: 'цельсий',
  sellyuloza: 'целлюлоза',
  seziy: 'цезий',
  sirkoniy: 'цирконий',
  sitoplazma: 'цитоплазма',
  sitologiya: 'цитология',
  kalsiy: 'кальций',
  nyuton: 'ньютон',
  paskal: 'паскаль',
  joul: 'жоуль',
  gers: 'герц',
  obyom: 'объём',
  inyeksiya: 'инъекция',
  konyunk: 'конъюнк',
  dizyunk: 'дизъюнк',
  // -nsiya that keeps its с
  pensiya: 'пенсия',
  ekspansiya: 'экспансия',
  vakansiya: 'вакансия',
};
const STEM_KEYS = Object.keys(STEMS).sort((a, b) => b.length - a.length);

/** Brand and product names kept in Latin where no Russian text says so. */
const ALWAYS_LATIN = new Set(['Payme', 'Pro', 'Premium', 'Python', 'Pascal', 'Google', 'Android', 'Telegram']);

const ROMAN = /^(?=[IVXLCDM])M{0,4}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/;

/** Uzbek digraphs written with one capital (Sh, Ch, Yu, Oʻ …): a capital, not a lower-case letter inside a word. */
const CAPITAL_DIGRAPH = /(?:[SC]h|Y[aeou]|[OG][ʻʼ'‘’`])/g;

/**
 * True for a word that is not Uzbek in Latin script and is shown as it is. After a number a single
 * letter or a mixed-case word is a unit (5 g, 20 kJ), and a single letter before a full stop an
 * initial or an abbreviation (A. Navoiy, n. sh.): Cyrillic writes both in Cyrillic.
 */
function isForeign(word: string, keep: ReadonlySet<string>, at: { afterNumber: boolean; beforeStop: boolean }): boolean {
  if (keep.has(word) || ALWAYS_LATIN.has(word)) return true;
  const letters = [...word].filter((c) => !isApostrophe(c)).join('');
  if (/\d/.test(letters)) return true;
  if (/c(?!h)|w|[^a-z]/i.test(letters)) return true;
  if (letters.length === 1) return !(at.afterNumber || at.beforeStop || /^[uoUO]$/.test(letters));
  if (!at.afterNumber && /[a-z][A-Z]/.test(word.replace(CAPITAL_DIGRAPH, 'X'))) return true;
  return ROMAN.test(letters);
}

/** Source letters and what they become: one step of the conversion, cased as its source. */
type Piece = [source: string, cyrillic: string];

/**
 * The Latin letters of a word → Cyrillic pieces, by the rules above. `prev` is the Latin letter before
 * `w` (undefined: `w` starts the word).
 */
function convertLetters(word: string, prevLetter: string | undefined): Piece[] {
  const w = word.toLowerCase();
  const pieces: Piece[] = [];
  let prev = prevLetter; // the previous Latin letter (for e, ye and ts); undefined at the start and after ъ
  let i = 0;
  const put = (length: number, cyrillic: string, letter: string | undefined) => {
    pieces.push([word.slice(i, i + length), cyrillic]);
    prev = letter;
    i += length;
  };
  while (i < w.length) {
    const c = w[i];
    const next = w[i + 1];
    if ((c === 'o' || c === 'g') && isApostrophe(next)) put(2, c === 'o' ? 'ў' : 'ғ', c);
    else if (isApostrophe(c)) put(1, w[i - 1] === 's' && next === 'h' ? '' : 'ъ', undefined);
    else if (c === 's' && next === 'h') put(2, 'ш', 's');
    else if (c === 'c' && next === 'h') put(2, 'ч', 'c');
    else if (c === 't' && next === 's' && tsIsTse(w, i, prev === undefined)) put(2, 'ц', 's');
    else if (c === 'y' && next !== undefined && 'aeou'.includes(next) && !(next === 'o' && isApostrophe(w[i + 2]))) {
      const ye = prev === undefined || VOWELS.has(prev) ? 'е' : prev === 'b' ? 'ъе' : 'ье';
      put(2, next === 'e' ? ye : next === 'a' ? 'я' : next === 'o' ? 'ё' : 'ю', next);
    } else if (c === 'e') put(1, prev === undefined || (VOWELS.has(prev) && prev !== 'i') ? 'э' : 'е', 'e');
    // -ksiya, -nsiya: a Russian ц written s
    else if (c === 's' && (prev === 'k' || prev === 'n') && w.startsWith('iya', i + 1)) put(1, 'ц', 's');
    else put(1, SINGLE[c] ?? c, c);
  }
  return pieces;
}

/** Whether the `ts` at `i` of a lower-case word stands for ц (see the header). */
function tsIsTse(w: string, i: number, wordStart: boolean): boolean {
  if (wordStart) return true;
  const after = w[i + 2];
  if (after === 'e') return true;
  if (after !== 'i') return false;
  const then = w[i + 3];
  if (then === undefined) return false;
  if (VOWELS.has(then) || then === 'y') return true;
  if (then === 'z') return false; // -siz
  if (then === 'n') return VOWELS.has(w[i + 4] ?? ''); // meditsina, but aytsin, ketsinlar
  return isLetter(then);
}

const isUpper = (c: string) => c !== c.toLowerCase();
const isCased = (c: string) => c.toLowerCase() !== c.toUpperCase();

/** One Uzbek word (not foreign) → Cyrillic; each piece takes its source's case, a whole word in capitals stays so. */
function convertWord(word: string): string {
  const lower = word.toLowerCase();
  const stem = STEM_KEYS.find((s) => lower.startsWith(s));
  let pieces: Piece[];
  if (stem) {
    const cyrillic = STEMS[stem];
    const rest = word.slice(stem.length);
    // a final ь goes before a suffix
    const head = rest.length > 0 && cyrillic.endsWith('ь') ? cyrillic.slice(0, -1) : cyrillic;
    pieces = [[word.slice(0, stem.length), head], ...convertLetters(rest, stem[stem.length - 1])];
  } else {
    pieces = convertLetters(word, undefined);
  }
  const cased = [...word].filter(isCased);
  if (cased.length > 1 && cased.every(isUpper))
    return pieces
      .map(([, c]) => c)
      .join('')
      .toUpperCase();
  return pieces
    .map(([source, c]) => {
      const letters = [...source].filter(isCased);
      if (letters.length === 0 || !isUpper(letters[0])) return c;
      return letters.every(isUpper) && letters.length > 1 ? c.toUpperCase() : c.charAt(0).toUpperCase() + c.slice(1);
    })
    .join('');
}

function keepSet(keep: ToCyrillicOptions['keep']): ReadonlySet<string> {
  if (keep === undefined) return new Set();
  if (typeof keep === 'string') return new Set(Array.from(keep.replace(PROTECTED, ' ').matchAll(WORD), (m) => m[0]));
  return new Set(keep);
}

// a protected span (group 1) or a word
const TOKEN = new RegExp(`(${PROTECTED.source})|${WORD.source}`, 'g');
const AFTER_NUMBER = /\d[\s\u00a0]?$/;

/** Uzbek text in Latin script → Cyrillic script (see the header for what is left as it is). */
export function toCyrillic(text: string, options: ToCyrillicOptions = {}): string {
  if (!HAS_LATIN.test(text)) return text;
  const keep = keepSet(options.keep);
  return text.replace(TOKEN, (match: string, protectedSpan: string | undefined, offset: number) => {
    if (protectedSpan !== undefined) return match;
    const at = {
      afterNumber: AFTER_NUMBER.test(text.slice(Math.max(0, offset - 2), offset)),
      beforeStop: text[offset + match.length] === '.',
    };
    return isForeign(match, keep, at) ? match : convertWord(match);
  });
}

/**
 * A tree of strings (a locale file, a content item) → the same tree with every string in Cyrillic.
 * `ru` is the Russian tree of the same shape: the string at the same path is each string's `keep`.
 * Keys stay as they are.
 */
export function toCyrillicTree<T>(tree: T, ru?: unknown): T {
  if (typeof tree === 'string') return toCyrillic(tree, { keep: typeof ru === 'string' ? ru : undefined }) as T;
  if (Array.isArray(tree)) return tree.map((v, i) => toCyrillicTree(v, Array.isArray(ru) ? ru[i] : undefined)) as T;
  if (tree !== null && typeof tree === 'object') {
    const other = ru !== null && typeof ru === 'object' ? (ru as Record<string, unknown>) : {};
    return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, toCyrillicTree(v, other[k])])) as T;
  }
  return tree;
}
