import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { loginResponse } from '@platform/shared/contracts';
import { type VerifySmsBody } from '@platform/shared/accounts';
import { authKeys } from '../../../../lib/auth-keys';

/** POST /auth/verify-sms: checks the code and opens the session (profile_type null = registration continues). */
export function verifySms(body: VerifySmsBody) {
  return api.post('/auth/verify-sms', { schema: loginResponse, body });
}

export function useVerifySms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifySms,
    onSuccess: (response) => client.setQueryData(authKeys.me(), { data: response.data.user }),
  });
}
