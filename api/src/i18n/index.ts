import type { Locale } from '@platform/shared/contracts';
import { toCyrillic, toCyrillicTree } from '@platform/shared/translit';
import uz from './uz.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import sharedUz from '@platform/shared/locales/uz.json' with { type: 'json' };
import sharedRu from '@platform/shared/locales/ru.json' with { type: 'json' };

/** Dot paths of the string leaves of a message tree: `{ errors: { csrf: '' } }` → 'errors.csrf'. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A message key of the api: a key missing from uz.json (or the shared `validation.*`) is a type error. */
export type MessageKey = Leaves<typeof uz> | `validation.${keyof typeof sharedUz.validation & string}`;

// `validation.*` messages are the forms' own texts (shared namespace `common`), so both say the same;
// the studio's rules keep theirs in uz.json's `validation` and the studio remote's locale files, off
// the learner's first load (ADR 055).
// uz-Cyrl is made from uz when the api starts, by the module the interface's files are made with
// (docs/decisions/043), the Russian messages telling which Latin words are not Uzbek.
const uzMessages = { ...uz, validation: { ...uz.validation, ...sharedUz.validation } };
const ruMessages = { ...ru, validation: { ...ru.validation, ...sharedRu.validation } };
const bundles: Record<Locale, Record<string, unknown>> = {
  uz: uzMessages,
  'uz-Cyrl': toCyrillicTree(uzMessages, ruMessages),
  ru: ruMessages,
};

/** True when the key has a message (in Uzbek, the source language). */
export function hasMessage(key: string): key is MessageKey {
  let node: unknown = bundles.uz;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string';
}

/** Server-side messages: `t('ru', 'errors.not_found')`, with {{name}} interpolation. */
export function t(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  let node: unknown = bundles[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`Missing api message ${locale}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * Locale of a request from its Accept-Language header: uz unless Russian or Uzbek in Cyrillic
 * (`uz-Cyrl`, as the site sends it; `uz-Cyrl-UZ` too) is asked for first.
 */
export function localeFrom(header: string | string[] | undefined): Locale {
  const value = ((Array.isArray(header) ? header[0] : header) ?? '').trim().toLowerCase();
  if (value.startsWith('ru')) return 'ru';
  return /^uz-cyrl\b/.test(value) ? 'uz-Cyrl' : 'uz';
}

/**
 * Picks the column of the request's language: `pick(row, 'name', 'ru')` → row.name_ru. For uz-Cyrl
 * the Cyrillic the import wrote (`name_cyrl`) when the row has it, else the uz text transliterated
 * now, with the same module and the ru text telling which Latin words to keep (docs/decisions/043).
 */
export function pick<T extends Record<string, unknown>>(row: T, base: string, locale: Locale): string {
  if (locale === 'uz-Cyrl') {
    const stored = row[`${base}_cyrl`];
    if (typeof stored === 'string') return stored;
    const ru = row[`${base}_ru`];
    return toCyrillic(String(row[`${base}_uz`] ?? ''), { keep: typeof ru === 'string' ? ru : undefined });
  }
  return String(row[`${base}_${locale}`] ?? row[`${base}_uz`] ?? '');
}

/**
 * A table's `name_uz` and `name_ru` as the columns `<as>_uz` and `<as>_ru` of a select that names
 * several tables (`...namesAs('study', studyForm)`), for `pick(row, as, locale)` to read.
 */
export function namesAs<A extends string, T extends { name_uz: unknown; name_ru: unknown }>(as: A, table: T) {
  return { [`${as}_uz`]: table.name_uz, [`${as}_ru`]: table.name_ru } as Record<`${A}_uz`, T['name_uz']> & Record<`${A}_ru`, T['name_ru']>;
}

/** A text the code holds in both languages (`{ uz, ru }`), in the locale's (uz-Cyrl: the uz one in Cyrillic). */
export function localized(texts: { uz: string; ru: string }, locale: Locale): string {
  return pick({ text_uz: texts.uz, text_ru: texts.ru }, 'text', locale);
}

/**
 * A text of a row in one content language (a question, a test's name) as the locale shows it: for
 * uz-Cyrl its Cyrillic, written beside it by the import; a Russian row has none and stays as it is.
 */
export function inScript<T>(locale: Locale, latin: T, cyrillic: NonNullable<T> | null | undefined): T {
  return locale === 'uz-Cyrl' && cyrillic != null && latin !== null ? cyrillic : latin;
}
