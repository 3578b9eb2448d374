import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { userResponse } from '@platform/shared/contracts';
import { type ProfileCreateBody } from '@platform/shared/accounts';
import { authKeys } from '../../../../lib/auth-keys';

/** POST /v2/profile/create (step 7): completes the profile of the session opened by verify-sms. */
export function createProfile(body: ProfileCreateBody) {
  return api.post('/v2/profile/create', { schema: userResponse, body });
}

export function useCreateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: (response) => client.setQueryData(authKeys.me(), { data: response.data }),
  });
}
