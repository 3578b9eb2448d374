import { useState } from 'react';
import { ApiError, errorCode, userMessage } from '@platform/shared/api';
import { useSendSms } from '../api/send-sms';

/**
 * Sending the first code (step 1 of both flows). `sentTo`/`resendAt`: the number a code already went
 * to and when another may be asked for — coming back from "edit number" with the same number then
 * simply returns to the code (the api would refuse a second SMS before 59 s). A refusal with
 * `Retry-After` (too many codes, a locked challenge) gives `waitUntil`: the form's button waits it out.
 */
export function useSendCode({
  sentTo,
  resendAt,
  onSent,
}: {
  sentTo: string;
  resendAt: number;
  onSent: (apiPhone: string, resendAt: number) => void;
}) {
  const sendSms = useSendSms();
  const [error, setError] = useState<string | null>(null);
  // a 429's Retry-After: the send button waits that long (editing the number lets another be tried)
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const send = (apiPhone: string) => {
    if (sendSms.isPending || (waitUntil !== null && waitUntil > Date.now())) return;
    setError(null);
    setWaitUntil(null);
    sendSms.mutate(
      { phone: apiPhone },
      {
        onSuccess: (response) => onSent(apiPhone, Date.now() + response.data.resend_in * 1000),
        onError: (failure) => {
          if (errorCode(failure) === 'OTP_RESEND_TOO_EARLY' && apiPhone === sentTo && resendAt > Date.now()) onSent(apiPhone, resendAt);
          else {
            setError(userMessage(failure));
            if (failure instanceof ApiError && failure.status === 429 && failure.retryAfter)
              setWaitUntil(Date.now() + failure.retryAfter * 1000);
          }
        },
      },
    );
  };
  const clearError = () => {
    setError(null);
    setWaitUntil(null);
  };
  return { send, pending: sendSms.isPending, error, waitUntil, clearError };
}
