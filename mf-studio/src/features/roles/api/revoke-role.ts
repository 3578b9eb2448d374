import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { revokeRoleResponse, type RevokeRoleBody } from '@platform/shared/studio';
import { studioKeys } from '../../../lib/studio-keys';

/** DELETE /studio/roles?phone&role: revokes a role (409 for an admin's own admin role); audited. */
export function useRevokeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (query: RevokeRoleBody) => api.delete('/studio/roles', { schema: revokeRoleResponse, query }),
    onSuccess: () => client.invalidateQueries({ queryKey: studioKeys.all }),
  });
}
