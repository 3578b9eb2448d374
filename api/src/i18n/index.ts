import type { Locale } from '@platform/shared/contracts';
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

// `validation.*` messages are the forms' own texts (shared namespace `common`), so both say the same.
const bundles: Record<Locale, Record<string, unknown>> = {
  uz: { ...uz, validation: sharedUz.validation },
  ru: { ...ru, validation: sharedRu.validation },
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

/** Locale of a request from its Accept-Language header (uz unless Russian is asked for). */
export function localeFrom(header: string | string[] | undefined): Locale {
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  return value.trim().toLowerCase().startsWith('ru') ? 'ru' : 'uz';
}

/** Picks the column of the request's language: `pick(row, 'name', 'ru')` → row.name_ru. */
export function pick<T extends Record<string, unknown>>(row: T, base: string, locale: Locale): string {
  return String(row[`${base}_${locale}`] ?? row[`${base}_uz`] ?? '');
}
