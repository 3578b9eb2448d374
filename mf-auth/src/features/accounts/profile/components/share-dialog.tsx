import { useRef } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { Field } from '@platform/shared/form';
import { Button, buttonClass, ResponsiveDialog } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';
import { facebookShareUrl, telegramShareUrl } from '../lib/share';
import styles from './dialogs.module.css';

/** The profile link with copy, Telegram and Facebook sharing. */
export function ShareDialog({ open, onClose, url, text }: { open: boolean; onClose: () => void; url: string; text: string }) {
  const { t } = useTranslation(PROFILE_NS);
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(url);
      bus.emit('toast', { kind: 'success', message: t('share.copied') });
    } catch {
      // leave the link selected so it can be copied by hand
      input.current?.select();
      bus.emit('toast', { kind: 'error', message: t('share.copyFailed') });
    }
  };

  return (
    <ResponsiveDialog open={open} title={t('share.title')} onClose={onClose}>
      <div className={styles.form}>
        <Field label={t('share.link')}>
          {(control) => (
            <div className={styles.copyRow}>
              <input {...control} ref={input} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
              <Button onClick={() => void copy()}>{t('share.copy')}</Button>
            </div>
          )}
        </Field>
        <div className={styles.shareLinks}>
          <a className={buttonClass('secondary')} href={telegramShareUrl(url, text)} target="_blank" rel="noopener noreferrer">
            {t('share.telegram')}
          </a>
          <a className={buttonClass('secondary')} href={facebookShareUrl(url)} target="_blank" rel="noopener noreferrer">
            {t('share.facebook')}
          </a>
        </div>
      </div>
    </ResponsiveDialog>
  );
}
