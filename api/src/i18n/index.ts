import type { Locale } from '@platform/shared/contracts';
import uz from './uz.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };

const bundles: Record<Locale, Record<string, unknown>> = { uz, ru };

/** Server-side messages: `t('ru', 'errors.not_found')`, with {{name}} interpolation. */
export function t(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
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
