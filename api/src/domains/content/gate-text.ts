// The content gate's text rules (ADR 039): the Uzbek apostrophe convention (oʻ/gʻ with U+02BB, the
// tutuq belgisi with U+02BC), TeX formulas inside $…$ in the formula subjects, and the normalised stem
// that finds duplicate items. The gate (gate.ts) runs them on every text of the banks and of the
// national-certificate files.

/** Subjects whose tested material is another language: the apostrophe rule reads only their explanations. */
export const FOREIGN_LANGUAGE_SUBJECTS = ['ingliz-tili', 'nemis-tili', 'fransuz-tili', 'rus-tili'];
/** Subjects whose formulas are TeX inside $…$. */
export const FORMULA_SUBJECTS = ['matematika', 'fizika', 'kimyo', 'informatika'];

/** `$…$` segments removed (what is left must hold no hand-made formula). */
const outsideTex = (text: string) => text.replace(/\\\$/g, ' ').replace(/\$[^$]*\$/g, ' ');
/** Segments in quotation marks removed: quoted material of a foreign-language item. */
const outsideQuotes = (text: string) => text.replace(/«[^»]*»|"[^"]*"|“[^”]*”|„[^“”]*[“”]/g, ' ');

const APOSTROPHES = `'’‘\`´`;
/** oʻ / gʻ written with something else than U+02BB (an ASCII or typographic apostrophe, or the tutuq U+02BC). */
const WRONG_O_G = new RegExp(`[OoGg][${APOSTROPHES}\u02BC](?=\\p{L})`, 'gu');
/** the tutuq belgisi written with an apostrophe: a letter, an apostrophe, a letter. */
const WRONG_TUTUQ = new RegExp(`\\p{L}[${APOSTROPHES}](?=\\p{L})`, 'gu');
/** U+02BB (the sign of oʻ and gʻ) after another letter (the sign named on its own, "ʻ belgisi", is fine). */
const STRAY_OKINA = /(?<=\p{L})(?<![OoGg])\u02BB/gu;

/** The apostrophe problems of one Uzbek text (empty: none); `foreign`: only the oʻ/gʻ rule, outside quotes. */
export function apostropheProblems(text: string, foreign: boolean): string[] {
  const body = outsideTex(foreign ? outsideQuotes(text) : text);
  const found = new Set<string>();
  for (const m of body.matchAll(WRONG_O_G)) found.add(`"${m[0]}…": write oʻ/gʻ with U+02BB (ʻ)`);
  if (!foreign) {
    for (const m of body.matchAll(WRONG_TUTUQ)) if (!/^[OoGg]/.test(m[0])) found.add(`"${m[0]}…": write the tutuq belgisi with U+02BC (ʼ)`);
    for (const m of body.matchAll(STRAY_OKINA))
      found.add(`"${body.slice(Math.max(0, m.index - 2), m.index + 1)}": U+02BB (ʻ) only after o and g`);
  }
  return [...found];
}

/** Hand-made formulas outside $…$ (x^2, √(…), x², 3/4, \frac), and an unbalanced `$`. */
export function formulaProblems(text: string, subject: string): string[] {
  const problems: string[] = [];
  const dollars = (text.match(/(?<!\\)\$/g) ?? []).length;
  if (dollars % 2) problems.push('unbalanced $: every formula is $…$');
  const rest = outsideTex(text);
  const found = new Set<string>();
  for (const m of rest.matchAll(/\S*(?:\^|√|[⁰¹²³⁴-⁹₀-₉]|\\(?:frac|sqrt|cdot|log|sin|cos|pi)\b)\S*/gu)) found.add(m[0]);
  // a fraction written 3/4 (informatics code may divide, e.g. 7/2 in a program)
  if (subject !== 'informatika') for (const m of rest.matchAll(/(?<![\w./])\d+\s*\/\s*\d+(?![\w./])/gu)) found.add(m[0]);
  if (found.size) problems.push(`formula outside $…$: ${[...found].slice(0, 3).join(', ')} (write TeX inside $…$)`);
  return problems;
}

/** The normalised stem of duplicate detection: lowercase, punctuation removed, spaces collapsed. */
export const normalisedStem = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$\\{}^+\-*/=<>]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();


/** A text of an item and its path within the item. */
export type ItemText = [PropertyKey[], string];

/**
 * The apostrophe and formula problems of an item's texts, reported through `at` under `where`: the
 * apostrophe rule reads Uzbek texts (`uzbek`) — of a foreign-language subject only the explanation —
 * and the formula rule the texts of a formula subject.
 */
export function itemTextProblems(
  texts: ItemText[],
  where: PropertyKey[],
  { subject, uzbek }: { subject: string; uzbek: boolean },
  at: (path: PropertyKey[], message: string) => void,
): void {
  const foreign = FOREIGN_LANGUAGE_SUBJECTS.includes(subject);
  const formulas = FORMULA_SUBJECTS.includes(subject);
  for (const [field, text] of texts) {
    const path = [...where, ...field];
    if (uzbek && (!foreign || field[0] === 'explanation'))
      for (const problem of apostropheProblems(text, foreign)) at(path, `apostrophe: ${problem}`);
    if (formulas) for (const problem of formulaProblems(text, subject)) at(path, problem);
  }
}
