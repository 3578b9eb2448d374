import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { staffRoleResponse, type GrantRoleBody } from '@platform/shared/studio';
import { studioKeys } from '../../../lib/studio-keys';

/** POST /studio/roles: grants a role to the person with a phone (a partner with its scope); audited. */
export function useGrantRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantRoleBody) => api.post('/studio/roles', { schema: staffRoleResponse, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: studioKeys.all }),
  });
}
