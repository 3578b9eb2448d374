import { useMutation } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { userResponse } from '@platform/shared/contracts';
import { useApplyUser } from '../hooks/use-apply-user';

/** POST /profile-image-change {image}: `image` is one of the URLs from GET /avatar-images. */
export function changeProfileImage(image: string) {
  return api.post('/profile-image-change', { schema: userResponse, body: { image } });
}

export function useChangeProfileImage() {
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: changeProfileImage,
    onSuccess: (response) => applyUser(response.data),
  });
}
