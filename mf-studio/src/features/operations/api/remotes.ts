import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { useSession } from '@platform/shared/session';
import { remoteChangeResponse, remotesResponse } from '@platform/shared/studio-ops';
import { studioKeys } from '../../../lib/studio-keys';

/** GET /studio/remotes: every remote's served and built versions with their contract problems. */
export function useRemotes() {
  const locale = useSession((s) => s.locale);
  return useQuery({
    queryKey: studioKeys.list('remotes', locale, {}),
    queryFn: ({ signal }) => api.get('/studio/remotes', { schema: remotesResponse, signal }),
  });
}

/** A switch to `version`, or a rollback (no version), if the remote still serves `expected`. */
export interface RemoteChangeRequest {
  name: string;
  expected: string | null;
  version?: string;
}

/** POST /studio/remotes/:name/switch or /rollback; the table is asked again after it, done or refused. */
export function useChangeRemote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, expected, version }: RemoteChangeRequest) =>
      version === undefined
        ? api.post(`/studio/remotes/${name}/rollback`, { schema: remoteChangeResponse, body: { expected } })
        : api.post(`/studio/remotes/${name}/switch`, { schema: remoteChangeResponse, body: { version, expected } }),
    onSettled: () => client.invalidateQueries({ queryKey: studioKeys.area('remotes') }),
  });
}
