import { useEffect } from 'react';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { Link, useLocation } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { Button, pageLayout as layout } from '@platform/shared/ui';
import { studioPath } from '../lib/sections';
import { NS } from '../lib/i18n';
import styles from './studio.module.css';

/**
 * A guest: the sign-in flow (the shell's sign-in dialog) opens at once with this page remembered,
 * and the page keeps a button to open it again after the dialog is closed.
 */
export function SignInPanel() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const here = location.pathname + location.search;
  useEffect(() => {
    bus.emit('auth:open', { redirectUrl: here, required: true });
  }, [here]);
  return (
    <div className={styles.panel}>
      <h1 className={layout.title}>{t('access.signInTitle')}</h1>
      <p className={layout.muted}>{t('access.signInText')}</p>
      <Button onClick={() => bus.emit('auth:open', { redirectUrl: here, required: true })}>{t('access.signIn')}</Button>
    </div>
  );
}

/** Signed in without any staff role (the api's 403 STUDIO_FORBIDDEN on /studio/me). */
export function NoAccessPanel() {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.panel} data-testid="studio-no-access">
      <h1 className={layout.title}>{t('access.deniedTitle')}</h1>
      <p className={layout.muted}>{t('access.deniedText')}</p>
      <a href={paths.home} className={styles.linkButton}>
        {t('frame.backToSite')}
      </a>
    </div>
  );
}

/** A section the caller's roles do not open, or a path below /studio that is no section. */
export function MissingSectionPanel({ kind }: { kind: 'denied' | 'unknown' }) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.panel}>
      <h1 className={layout.title}>{t(kind === 'denied' ? 'access.sectionDenied' : 'access.unknownTitle')}</h1>
      <Link to={studioPath()} className={styles.linkButton}>
        {t('access.home')}
      </Link>
    </div>
  );
}
