import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useQueryClient } from '@tanstack/react-query';
import { accountDeleteBody, OTP_LENGTH, type AccountDeleteBody } from '@platform/shared/accounts';
import { userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { formatClock } from '@platform/shared/format';
import { SERVER_ERROR } from '@platform/shared/form';
import { useTranslation } from '@platform/shared/i18n';
import { useNavigate } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { sessionStore } from '@platform/shared/session';
import { Button, ResponsiveDialog } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';
import { maskOtpCode, useSecondsLeft } from '../../sign-in';
import { useDeleteAccount, useSendDeleteCode } from '../api/delete-account';
import { MaskedField } from '../../../../components/masked-field';
import { ExportLink } from './export-link';
import styles from './dialogs.module.css';

const resolver = standardSchemaResolver<AccountDeleteBody, unknown, AccountDeleteBody>(accountDeleteBody);

/**
 * Deleting the account (ADR 033): what goes and what stays anonymised, then a code sent to the
 * account's phone (the sign-in code's limits and resend timer), then the deletion. On success the
 * session ends here and in the other tabs, the cached data is dropped and the home page opens.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(PROFILE_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const send = useSendDeleteCode();
  const remove = useDeleteAccount();
  const [sent, setSent] = useState<{ phone: string; resendAt: number } | null>(null);
  const left = useSecondsLeft(sent?.resendAt ?? null);
  const { control, handleSubmit, setError, formState } = useForm<AccountDeleteBody, unknown, AccountDeleteBody>({
    resolver,
    defaultValues: { code: '' },
  });

  const sendCode = () =>
    send.mutate(undefined, {
      onSuccess: ({ data }) => setSent({ phone: data.phone, resendAt: Date.now() + data.resend_in * 1000 }),
    });

  const onSubmit = handleSubmit(({ code }) =>
    remove.mutate(code, {
      onSuccess: ({ message }) => {
        sessionStore.getState().signOut();
        queryClient.clear();
        bus.emit('toast', { kind: 'success', message });
        navigate(paths.home);
      },
      onError: (error) => setError('code', { type: SERVER_ERROR, message: userMessage(error) }),
    }),
  );

  return (
    <ResponsiveDialog open title={t('account.dialog.title')} onClose={onClose}>
      <div className={styles.form}>
        <p className={styles.text}>{t('account.dialog.intro')}</p>
        <p className={styles.hint}>{t('account.dialog.kept')}</p>
        <p className={styles.hint}>{t('account.dialog.exportFirst')}</p>
        <ExportLink />
        {sent === null ? (
          <>
            {send.isError && (
              <p role="alert" className={styles.error}>
                {userMessage(send.error)}
              </p>
            )}
            <div className={styles.buttons}>
              <Button variant="secondary" onClick={onClose}>
                {t('account.dialog.cancel')}
              </Button>
              <Button onClick={sendCode} disabled={send.isPending} aria-busy={send.isPending || undefined}>
                {send.isPending ? t('account.dialog.sending') : t('account.dialog.send')}
              </Button>
            </div>
          </>
        ) : (
          <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
            <p role="status" className={styles.text}>
              {t('account.dialog.sentTo', { phone: sent.phone })}
            </p>
            <MaskedField
              control={control}
              name="code"
              mask={maskOtpCode}
              label={t('account.dialog.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={OTP_LENGTH}
              data-autofocus
            />
            <button type="button" className={styles.linkButton} disabled={left > 0 || send.isPending} onClick={sendCode}>
              {left > 0 ? t('account.dialog.resendIn', { time: formatClock(left).slice(3) }) : t('account.dialog.resend')}
            </button>
            <div className={styles.buttons}>
              <Button variant="secondary" onClick={onClose}>
                {t('account.dialog.cancel')}
              </Button>
              <Button
                type="submit"
                variant="danger"
                disabled={remove.isPending || formState.isSubmitting}
                aria-busy={remove.isPending || undefined}
              >
                {remove.isPending ? t('account.dialog.deleting') : t('account.dialog.confirm')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </ResponsiveDialog>
  );
}
