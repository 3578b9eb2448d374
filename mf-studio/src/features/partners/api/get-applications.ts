import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { applicationsResponse } from '@platform/shared/studio';
import { useSession } from '@platform/shared/session';
import { studioKeys } from '../../../lib/studio-keys';
import { csvPath, PARTNER_PAGE_SIZE, type PartnerFilters } from '../lib/filters';

/** GET /studio/applications: private universities' program applications, oldest first (a partner: its own). */
export function useApplications(filters: PartnerFilters, page: number, size = PARTNER_PAGE_SIZE) {
  const locale = useSession((s) => s.locale);
  const query = { university: filters.slug, from: filters.from, to: filters.to, page, size };
  return useQuery({
    queryKey: studioKeys.list('applications', locale, query),
    queryFn: ({ signal }) => api.get('/studio/applications', { schema: applicationsResponse, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The same list, every matching row, as the CSV `npm run applications -- export` writes. */
export const applicationsCsvPath = (filters: PartnerFilters) =>
  csvPath('/studio/applications', { university: filters.slug, from: filters.from, to: filters.to });
