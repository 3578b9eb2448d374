import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { buttonClass } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../lib/i18n';
import styles from './profile-page.module.css';

export function ProfileNotFound() {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <section className={styles.panel} aria-labelledby="profile-not-found-title">
      <span className={styles.panelIcon} aria-hidden="true">
        ?
      </span>
      <h1 id="profile-not-found-title" className={styles.panelTitle}>
        {t('notFound.title')}
      </h1>
      <p className={styles.panelText}>{t('notFound.text')}</p>
      <Link to={paths.home} className={buttonClass('secondary')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
