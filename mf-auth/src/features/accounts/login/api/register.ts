import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { userResponse } from '@platform/shared/contracts';
import { type RegisterBody } from '@platform/shared/accounts';
import { authKeys } from '../../../../lib/auth-keys';

/** POST /auth/register: the second registration variant (after the code, one form). */
export function register(body: RegisterBody) {
  return api.post('/auth/register', { schema: userResponse, body });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (response) => client.setQueryData(authKeys.me(), { data: response.data }),
  });
}
