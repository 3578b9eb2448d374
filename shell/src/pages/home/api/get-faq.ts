import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqItem, Locale } from '@platform/shared/contracts';
import { readFaq } from '@platform/shared/shapes';
import { useSession } from '@platform/shared/session';
import { homeKeys } from './get-private-universities';

/** The FAQ is a static file per locale (uz-Cyrl: generated from uz at build time), fetched as its own small chunk. */
export async function getFaq(locale: Locale): Promise<FaqItem[]> {
  const file =
    locale === 'ru'
      ? await import('../faq/ru.json')
      : locale === 'uz-Cyrl'
        ? await import('../faq/uz.json?uz-Cyrl')
        : await import('../faq/uz.json');
  // the contract's faqSchema, checked without zod (issue 19: nothing of zod on `/`)
  const items = readFaq(file.default);
  if (!items) throw new Error('the FAQ file does not match its contract');
  return items;
}

export const faqQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: homeKeys.faq(locale), queryFn: () => getFaq(locale), staleTime: Infinity });

export function useFaq() {
  const locale = useSession((s) => s.locale);
  return useQuery(faqQueryOptions(locale));
}
