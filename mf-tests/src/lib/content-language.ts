import { CONTENT_LANGUAGES } from '@platform/shared/topic-tests';
import { contentLanguageOf, type ContentLocale, type Locale } from '@platform/shared/contracts';

/** Tests are listed in the interface's content language: uz and uz-Cyrl → 1, ru → 2 (SPEC §9 ids). */
export function contentLanguageId(locale: Locale | ContentLocale): number {
  return CONTENT_LANGUAGES[contentLanguageOf(locale)];
}

/** The language of a test's content (its `language_id`); unknown ids count as Uzbek, the default. */
export function contentLocale(languageId: number): ContentLocale {
  return languageId === CONTENT_LANGUAGES.ru ? 'ru' : 'uz';
}

/**
 * The `lang` of a test's content as the api sends it: Uzbek content comes in the interface's script
 * (Cyrillic for uz-Cyrl, docs/decisions/043), Russian as it is.
 */
export function contentLang(languageId: number, locale: Locale): Locale {
  const content = contentLocale(languageId);
  return content === 'uz' && locale === 'uz-Cyrl' ? 'uz-Cyrl' : content;
}
