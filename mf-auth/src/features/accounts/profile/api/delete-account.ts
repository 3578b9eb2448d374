import { useMutation } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { accountDeleteResponse, accountDeleteSmsResponse } from '@platform/shared/accounts';

/** POST /profile/delete-sms: a code that confirms the deletion, sent to the account's own phone. */
export function useSendDeleteCode() {
  return useMutation({
    mutationFn: () => api.post('/profile/delete-sms', { schema: accountDeleteSmsResponse }),
  });
}

/** POST /profile/delete {code}: deletes the account and ends the session (ADR 033). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (code: string) => api.post('/profile/delete', { schema: accountDeleteResponse, body: { code } }),
  });
}
