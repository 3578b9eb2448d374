import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { feedbackReasonsResponse, paymentFeedbackResponse, type PaymentFeedbackBody } from '@platform/shared/payments';
import { proKeys } from '../../../../lib/pro-keys';
import { useViewer } from '@platform/shared/session';

/** GET /payment-feedback-reason/select: the reasons to choose from. */
export function useReasons(enabled: boolean) {
  const { locale } = useViewer();
  return useQuery({
    queryKey: proKeys.reasons(locale),
    queryFn: ({ signal }) => api.get('/payment-feedback-reason/select', { schema: feedbackReasonsResponse, signal }).then((r) => r.data),
    enabled,
  });
}

/** POST /payment-feedback-reason/create. */
export const useSendFeedback = () =>
  useMutation({
    mutationFn: (body: PaymentFeedbackBody) => api.post('/payment-feedback-reason/create', { schema: paymentFeedbackResponse, body }),
  });
