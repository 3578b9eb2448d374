import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqSchema, type FaqItem, type Locale } from '@platform/shared/contracts';
import { useSession } from '@platform/shared/session';
import { homeKeys } from './get-private-universities';

/** The FAQ is a static file per locale, fetched as its own small chunk. */
export async function getFaq(locale: Locale): Promise<FaqItem[]> {
  const file = locale === 'ru' ? await import('../faq/ru.json') : await import('../faq/uz.json');
  return faqSchema.parse(file.default);
}

export const faqQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: homeKeys.faq(locale), queryFn: () => getFaq(locale), staleTime: Infinity });

export function useFaq() {
  const locale = useSession((s) => s.locale);
  return useQuery(faqQueryOptions(locale));
}
