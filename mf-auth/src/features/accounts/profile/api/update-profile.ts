import { useMutation } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { userResponse } from '@platform/shared/contracts';
import { useApplyUser } from '../hooks/use-apply-user';
import type { ProfileUpdate } from '../lib/profile-form';

/** POST /profile/update: multipart {name, last_name, birthday YYYY-MM-DD, gender, address_id}. */
export function updateProfile(values: ProfileUpdate) {
  const form = new FormData();
  form.append('name', values.name);
  form.append('last_name', values.last_name);
  form.append('birthday', values.birthday);
  form.append('gender', values.gender);
  form.append('address_id', String(values.address_id));
  return api.post('/profile/update', { schema: userResponse, body: form });
}

export function useUpdateProfile() {
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (response) => applyUser(response.data),
  });
}
