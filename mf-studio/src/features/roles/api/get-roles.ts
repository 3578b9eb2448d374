import { useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { staffRoleListResponse } from '@platform/shared/studio';
import { useSession } from '@platform/shared/session';
import { studioKeys } from '../../../lib/studio-keys';

/** GET /studio/roles: every staff role granted, by person (admin). */
export function useRoles() {
  const locale = useSession((s) => s.locale);
  return useQuery({
    queryKey: studioKeys.list('roles', locale, {}),
    queryFn: ({ signal }) => api.get('/studio/roles', { schema: staffRoleListResponse, signal }),
    select: (response) => response.data,
  });
}
