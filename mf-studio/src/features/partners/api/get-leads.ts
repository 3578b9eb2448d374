import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { leadsResponse } from '@platform/shared/studio';
import { useSession } from '@platform/shared/session';
import { studioKeys } from '../../../lib/studio-keys';
import { csvPath, PARTNER_PAGE_SIZE, type PartnerFilters } from '../lib/filters';

/** GET /studio/leads: learning centres' leads, oldest first (a partner: its own centre's). */
export function useLeads(filters: PartnerFilters, page: number, size = PARTNER_PAGE_SIZE) {
  const locale = useSession((s) => s.locale);
  const query = { centre: filters.slug, from: filters.from, to: filters.to, page, size };
  return useQuery({
    queryKey: studioKeys.list('leads', locale, query),
    queryFn: ({ signal }) => api.get('/studio/leads', { schema: leadsResponse, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The same list, every matching row, as the CSV `npm run leads -- export` writes. */
export const leadsCsvPath = (filters: PartnerFilters) =>
  csvPath('/studio/leads', { centre: filters.slug, from: filters.from, to: filters.to });
