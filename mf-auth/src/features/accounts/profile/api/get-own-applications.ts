import { useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { applicationListResponse } from '@platform/shared/programs';
import { profileKeys } from '../lib/profile-keys';
import { useViewer } from '../hooks/use-viewer';

/** GET /applications: the viewer's applications to private universities' programs, newest first. */
export function useOwnApplications() {
  const { viewerId, locale } = useViewer();
  return useQuery({
    queryKey: profileKeys.applications(viewerId, locale),
    queryFn: ({ signal }) => api.get('/applications', { schema: applicationListResponse, signal }),
    select: (response) => response.data,
    enabled: viewerId > 0,
  });
}
