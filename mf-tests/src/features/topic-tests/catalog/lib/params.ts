import type * as z from 'zod/mini';
import { CONTENT_LOCALES, contentLanguageOf, idParam, type ContentLocale, type Locale } from '@platform/shared/contracts';
import { themedTestListQuery } from '@platform/shared/topic-tests';
import type { TestListParams } from '../../../../lib/test-keys';

/** What a catalogue page keeps in its query string. */
export interface CatalogParams {
  /** `page`, default 1 */
  page: number;
  /** `search`, trimmed, '' when none */
  search: string;
  /** `test`: the test whose preview is open */
  testId: number | null;
  /** `til`: the content language of the tests listed; null: the interface language */
  language: ContentLocale | null;
}

/** The query parameter of the content language (`?til=ru`). */
export const LANGUAGE_PARAM = 'til';

/** Reads one value leniently with a piece of the api contract: invalid or missing gives `fallback`. */
function parseParam<T>(schema: z.ZodMiniType<T>, raw: string | null, fallback: T): T {
  const result = schema.safeParse(raw ?? undefined);
  return result.success && result.data !== undefined ? result.data : fallback;
}

const shape = themedTestListQuery.shape;

export function parseCatalogParams(query: URLSearchParams): CatalogParams {
  const test = query.get('test');
  return {
    page: parseParam(shape.page, query.get('page'), 1),
    search: parseParam(shape.search, query.get('search'), undefined) ?? '',
    testId: test === null ? null : parseParam<number | null>(idParam, test, null),
    language: CONTENT_LOCALES.find((l) => l === query.get(LANGUAGE_PARAM)) ?? null,
  };
}

/** The list query's parameters a catalogue page asks with (`subject`: the subject page's slug). */
export function catalogListParams(params: CatalogParams, locale: Locale, subject?: string): TestListParams {
  return { page: params.page, search: params.search, subject, language: params.language ?? contentLanguageOf(locale) };
}
