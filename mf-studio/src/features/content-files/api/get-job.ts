import { useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { useSession } from '@platform/shared/session';
import { contentJobResponse } from '@platform/shared/studio-ops';
import { studioKeys } from '../../../lib/studio-keys';

/** How often an import still running is asked about, ms. */
export const JOB_POLL_MS = 700;

/** GET /studio/content-files/jobs/:id, asked again while the import runs. */
export function useImportJob(id: number | null) {
  const locale = useSession((s) => s.locale);
  return useQuery({
    queryKey: studioKeys.list('content-files', locale, { job: id }),
    queryFn: ({ signal }) => api.get(`/studio/content-files/jobs/${id}`, { schema: contentJobResponse, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.data.state === 'importing' ? JOB_POLL_MS : false),
  });
}
