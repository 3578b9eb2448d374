import { useMutation } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { sendSmsResponse, type SendSmsBody } from '@platform/shared/accounts';

/** POST /auth/send-sms: sends a one-time code (429 with Retry-After when asked again too early). */
export function sendSms(body: SendSmsBody) {
  return api.post('/auth/send-sms', { schema: sendSmsResponse, body });
}

export function useSendSms() {
  return useMutation({ mutationFn: sendSms });
}
