import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { bankListResponse, type BankFilter } from '@platform/shared/studio';
import { useSession } from '@platform/shared/session';
import { studioKeys } from '../../../lib/studio-keys';

/** The list's filters of the page (the contract's, the page size being the page's own). */
export type BankFilters = Omit<BankFilter, 'size'>;

export const BANK_PAGE_SIZE = 20;

/** GET /studio/questions: the bank's live items and open drafts, filtered, 20 a page. */
export function bankQueryOptions(locale: string, filters: BankFilters) {
  return queryOptions({
    queryKey: studioKeys.list('bank', locale, filters),
    queryFn: ({ signal }) =>
      api.get('/studio/questions', { schema: bankListResponse, query: { ...filters, size: BANK_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBankList(filters: BankFilters) {
  const locale = useSession((s) => s.locale);
  return useQuery(bankQueryOptions(locale, filters));
}
