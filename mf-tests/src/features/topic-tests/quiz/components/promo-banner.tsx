import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { paths, useRouteAvailable } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { QUIZ_NS } from '../../../../lib/i18n';
import styles from './promo-banner.module.css';

/** Our own promo on the test screen of some subjects (SPEC §2): Pro, linked to /pro — shown only while /pro is deployed, never to Pro users (SPEC §6). */
export function PromoBanner() {
  const { t } = useTranslation(QUIZ_NS);
  const proAvailable = useRouteAvailable(paths.pro);
  const premium = useSession((s) => s.premium);
  if (!proAvailable || premium) return null;
  return (
    <aside className={styles.banner} aria-labelledby="quiz-banner-title">
      <p id="quiz-banner-title" className={styles.bannerTitle}>
        {t('banner.title')}
      </p>
      <p className={styles.bannerText}>{t('banner.text')}</p>
      <Link to={paths.pro} className={styles.bannerLink}>
        {t('banner.cta')}
      </Link>
    </aside>
  );
}
