import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { Button } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../lib/i18n';
import styles from './profile-page.module.css';

/** Guests (and expired sessions) see this instead of a profile; the sign-in modal comes back here. */
export function SignInPanel({ redirectUrl }: { redirectUrl: string }) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <section className={styles.panel} aria-labelledby="profile-guest-title">
      <span className={styles.panelIcon} aria-hidden="true">
        👤
      </span>
      <h1 id="profile-guest-title" className={styles.panelTitle}>
        {t('guest.title')}
      </h1>
      <p className={styles.panelText}>{t('guest.text')}</p>
      <Button onClick={() => bus.emit('auth:open', { redirectUrl })}>{t('guest.signIn')}</Button>
    </section>
  );
}
