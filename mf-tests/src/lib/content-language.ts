import { CONTENT_LANGUAGES } from '@platform/shared/topic-tests';
import type { Locale } from '@platform/shared/contracts';

/** Tests are listed in the interface language: uz → 1, ru → 2 (SPEC §9 ids). */
export function contentLanguageId(locale: Locale): number {
  return CONTENT_LANGUAGES[locale];
}

/** The language of a test's content (its `language_id`); unknown ids count as Uzbek, the default. */
export function contentLocale(languageId: number): Locale {
  return languageId === CONTENT_LANGUAGES.ru ? 'ru' : 'uz';
}
