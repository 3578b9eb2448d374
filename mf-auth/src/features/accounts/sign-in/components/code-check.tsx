import { useState } from 'react';
import type { LoginResponse } from '@platform/shared/contracts';
import { ApiError, userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { NS } from '../../../../lib/i18n';
import { useSendSms } from '../api/send-sms';
import { useVerifySms } from '../api/verify-sms';
import { OtpForm } from './otp-form';

/** SPEC §4: after a resend the timer counts again from 60 s (the first one from the api's resend_in, 59 s), or from the api's longer wait. */
export const RESEND_AGAIN_SECONDS = 60;

interface CodeCheckProps {
  /** The number exactly as it was sent to send-sms (the modal sends +998…, /login the 9 digits). */
  phone: string;
  resendAt: number;
  onResent: (resendAt: number) => void;
  onVerified: (response: LoginResponse, code: string) => void;
  onEditPhone: () => void;
}

/** Step 2 of both flows: the code → POST /auth/verify-sms; resend → POST /auth/send-sms again. */
export function CodeCheck({ phone, resendAt, onResent, onVerified, onEditPhone }: CodeCheckProps) {
  const { t } = useTranslation(NS);
  const verify = useVerifySms();
  const resend = useSendSms();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onVerify = (code: string) => {
    if (verify.isPending) return;
    setError(null);
    verify.mutate(
      { phone, code, platform: 'web' },
      { onSuccess: (response) => onVerified(response, code), onError: (failure) => setError(userMessage(failure)) },
    );
  };

  const onResend = () => {
    setError(null);
    setNotice(null);
    resend.mutate(
      { phone },
      {
        // the server's wait grows after the second code (docs/decisions/031): the longer of the two
        onSuccess: (response) => {
          onResent(Date.now() + Math.max(RESEND_AGAIN_SECONDS, response.data.resend_in) * 1000);
          setNotice(t('otp.resent'));
        },
        onError: (failure) => {
          setError(userMessage(failure));
          // a refusal with Retry-After restarts the resend timer with the server's wait
          if (failure instanceof ApiError && failure.status === 429 && failure.retryAfter) onResent(Date.now() + failure.retryAfter * 1000);
        },
      },
    );
  };

  return (
    <OtpForm
      phone={phone}
      resendAt={resendAt}
      verifying={verify.isPending}
      error={error}
      resending={resend.isPending}
      notice={notice}
      onVerify={onVerify}
      onResend={onResend}
      onEditPhone={onEditPhone}
      onEdit={() => setError(null)}
    />
  );
}
