import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { type Locale } from '@platform/shared/contracts';
import { statisticsResponse } from '@platform/shared/accounts';
import { profileKeys } from '../lib/profile-keys';
import { useViewer } from '../hooks/use-viewer';

/** GET /profile/statistics: XP per day of the last 7 days, the viewer's series (`mine`) and others'. */
export function getProfileStatistics(signal?: AbortSignal) {
  return api.get('/profile/statistics', { schema: statisticsResponse, signal });
}

export function profileStatisticsQueryOptions(viewerId: number, locale: Locale) {
  return queryOptions({
    queryKey: profileKeys.statistics(viewerId, locale),
    queryFn: ({ signal }) => getProfileStatistics(signal),
    select: (response) => response.data,
  });
}

export function useProfileStatistics() {
  const { viewerId, locale } = useViewer();
  return useQuery({ ...profileStatisticsQueryOptions(viewerId, locale), enabled: viewerId > 0 });
}
