// Helpers for the locale-file tests every app has (uz is the source of keys, ru must match it).
export type LocaleTree = { [key: string]: string | LocaleTree };

/** Every leaf key as a dotted path, with its text. */
export function leaves(tree: LocaleTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The structure without the texts, to compare nesting (a key cannot be a leaf in one file only). */
export function shape(tree: LocaleTree): unknown {
  return Object.fromEntries(
    Object.keys(tree)
      .sort()
      .map((key) => [key, typeof tree[key] === 'string' ? 'string' : shape(tree[key] as LocaleTree)]),
  );
}

/** The `{{name}}` variables of a text (a formatted one, `{{name, number}}`, too), sorted. */
export const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]).sort();

/**
 * Apostrophe-like characters that are wrong in Uzbek Latin text: oʻ/gʻ take U+02BB (ʻ) and the
 * tutuq belgisi U+02BC (ʼ) (SPEC conventions, issue 30), never ASCII ' or the typographic ’ ‘ `.
 */
export const WRONG_UZ_APOSTROPHE = /[A-Za-z\u02bb\u02bc]['’‘`]|['’‘`](?=[A-Za-z])/;

/** The Uzbek texts (key → text) that write an apostrophe between letters with a wrong character. */
export function wrongApostrophes(tree: LocaleTree): string[] {
  return [...leaves(tree)].filter(([, text]) => WRONG_UZ_APOSTROPHE.test(text)).map(([key]) => key);
}

export interface LocaleFileChecks {
  /** Keys whose text may be the same in both files (brand names, units, numbers). */
  identical?: string[];
  /** What counts as words in the "really Russian" check. */
  words?: RegExp;
  /** Leave `{{variables}}` out of that check. */
  ignoreVariables?: boolean;
  /** Check that Uzbek writes oʻ gʻ with U+02BB and the tutuq belgisi with U+02BC (default on). */
  uzbekApostrophes?: boolean;
}

/**
 * The checks every locale pair gets (uz is the source of keys): same keys nested the same way, no
 * empty texts, the same `{{variables}}`, Uzbek apostrophes (ʻ U+02BB, ʼ U+02BC), and no Uzbek text copied into
 * the Russian file. Call inside a `describe`; add the file's own checks beside it.
 */
export function localeFileTests(
  uz: LocaleTree,
  ru: LocaleTree,
  { identical = [], words = /[a-z]{2,}/i, ignoreVariables = false, uzbekApostrophes = true }: LocaleFileChecks = {},
): void {
  const uzLeaves = leaves(uz);
  const ruLeaves = leaves(ru);

  it('uz.json and ru.json have exactly the same keys, nested the same way', () => {
    expect(shape(ru)).toEqual(shape(uz));
    expect([...ruLeaves.keys()].sort()).toEqual([...uzLeaves.keys()].sort());
  });

  it('has no empty texts', () => {
    for (const [key, text] of [...uzLeaves, ...ruLeaves]) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    for (const [key, text] of uzLeaves) {
      expect({ key, vars: variables(ruLeaves.get(key) ?? '') }).toEqual({ key, vars: variables(text) });
    }
  });

  if (uzbekApostrophes) {
    it('writes Uzbek oʻ gʻ with U+02BB and the tutuq belgisi with U+02BC, never an ASCII or typographic apostrophe', () => {
      expect(wrongApostrophes(uz)).toEqual([]);
    });
  }

  it('the Russian file is really Russian (no Uzbek text copied over)', () => {
    const strip = (text: string) => (ignoreVariables ? text.replace(/{{\s*\w+\s*}}/g, '') : text);
    const same = [...uzLeaves].filter(([key, text]) => ruLeaves.get(key) === text && words.test(strip(text)));
    expect(same.map(([key]) => key).sort()).toEqual([...identical].sort());
  });
}
