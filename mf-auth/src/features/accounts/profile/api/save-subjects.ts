import { useMutation } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { userResponse } from '@platform/shared/contracts';
import { useApplyUser } from '../hooks/use-apply-user';

/** POST /mypage: multipart with one field `data` = JSON `{"subject_ids":[..]}` (the subject save call). */
export function saveSubjects(subjectIds: number[]) {
  const form = new FormData();
  form.append('data', JSON.stringify({ subject_ids: subjectIds }));
  return api.post('/mypage', { schema: userResponse, body: form });
}

export function useSaveSubjects() {
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: saveSubjects,
    onSuccess: (response) => applyUser(response.data),
  });
}
