import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { maskPhone, OTP_LENGTH, verifySmsBody } from '@platform/shared/accounts';
import { formatClock } from '@platform/shared/format';
import { useTranslation } from '@platform/shared/i18n';
import { Button } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { MaskedField } from '../../../../components/masked-field';
import { formResolver } from '../lib/form-schema';
import { maskOtpCode } from '../lib/otp-code';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import styles from '../../../../components/fields.module.css';
import own from './otp-form.module.css';

export interface OtpFormProps {
  /** The number the code went to (any form the api accepts); shown masked. */
  phone: string;
  /** When the code may be sent again (ms since epoch). */
  resendAt: number;
  verifying: boolean;
  /** The api's answer to the last check (wrong, expired or locked code), in an alert region. */
  error: string | null;
  resending: boolean;
  /** "Code sent again", announced politely. */
  notice: string | null;
  onVerify: (code: string) => void;
  onResend: () => void;
  onEditPhone: () => void;
  /** Typing clears a previous server error. */
  onEdit?: () => void;
}

/** WebOTP: `navigator.credentials.get({otp})` is not in the DOM typings yet. */
interface OtpCredentials {
  get(options: { otp: { transport: string[] }; signal: AbortSignal }): Promise<{ code?: string } | null>;
}

/** Step 2 of both sign-in flows: the 5-digit code, resend timer, "edit number", browser auto-read. */
export function OtpForm({ phone, resendAt, verifying, error, resending, notice, onVerify, onResend, onEditPhone, onEdit }: OtpFormProps) {
  const { t } = useTranslation(NS);
  const left = useSecondsLeft(resendAt);
  const { control, handleSubmit, setValue } = useForm({
    resolver: formResolver(verifySmsBody),
    defaultValues: { phone, code: '', platform: 'web' as const },
  });
  const submit = handleSubmit(({ code }) => onVerify(code));
  const latestSubmit = useRef(submit);
  useEffect(() => {
    latestSubmit.current = submit;
  });

  // SMS auto-read (Chrome on Android): the code is filled in and submitted without typing
  useEffect(() => {
    if (!('OTPCredential' in window) || !navigator.credentials) return;
    const controller = new AbortController();
    (navigator.credentials as unknown as OtpCredentials)
      .get({ otp: { transport: ['sms'] }, signal: controller.signal })
      .then((credential) => {
        const code = credential?.code?.replace(/\D/g, '');
        if (!code || controller.signal.aborted) return;
        setValue('code', code.slice(0, OTP_LENGTH));
        void latestSubmit.current();
      })
      .catch(() => {
        // aborted, or the user declined: they type the code
      });
    return () => controller.abort();
  }, [setValue]);

  return (
    <div className={styles.form}>
      <p className={own.sentTo}>
        {t('otp.sent_to_before')}
        <span className={own.phone}>{maskPhone(phone)}</span>
        {t('otp.sent_to_after')}{' '}
        <button type="button" className={own.linkButton} onClick={onEditPhone}>
          {t('otp.edit_phone')}
        </button>
      </p>
      <form className={styles.form} noValidate onSubmit={submit}>
        <MaskedField
          control={control}
          name="code"
          mask={maskOtpCode}
          onEdit={onEdit}
          label={t('otp.label')}
          className={own.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          data-autofocus
        />
        <p role="alert" className={styles.alert}>
          {error ?? ''}
        </p>
        <Button type="submit" className={styles.submit} disabled={verifying} aria-busy={verifying || undefined}>
          {verifying ? t('otp.checking') : t('otp.submit')}
        </Button>
      </form>
      <div className={own.resend}>
        <button type="button" className={own.linkButton} disabled={left > 0 || resending} onClick={onResend}>
          {left > 0 ? (
            <>
              {t('otp.resend_in')} <span className={own.timer}>{left >= 3600 ? formatClock(left) : formatClock(left).slice(3)}</span>
            </>
          ) : (
            t('otp.resend')
          )}
        </button>
        <p role="status" className={styles.notice}>
          {notice ?? ''}
        </p>
      </div>
    </div>
  );
}
