import { Link, useLocation } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import { paths } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { buttonClass } from '@platform/shared/ui';
import { isProPath } from '../routing/route-table';
import { StoreLinks } from './store-links';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useTranslation('shell');
  const premium = useSession((s) => s.premium);
  const { pathname } = useLocation();
  const showProBanner = !premium && !isProPath(pathname);
  return (
    <footer className={styles.footer}>
      {showProBanner && (
        <section className={styles.proBanner} aria-labelledby="footer-pro-title" data-testid="footer-pro-banner">
          <div>
            <h2 id="footer-pro-title">{t('footer.pro.title')}</h2>
            <p>{t('footer.pro.text')}</p>
          </div>
          <Link to={paths.pro} className={buttonClass('primary')}>
            {t('footer.pro.action')}
          </Link>
        </section>
      )}
      <div className={styles.columns}>
        <nav aria-label={t('footer.sections')}>
          <h2 className={styles.heading}>{t('footer.sections')}</h2>
          <ul className={styles.list}>
            <li>
              <Link to={paths.topicTests}>{t('nav.topicTests')}</Link>
            </li>
            <li>
              <Link to={paths.dtm}>{t('nav.dtm')}</Link>
            </li>
            <li>
              <Link to={paths.nationalCertificate}>{t('nav.nationalCertificate')}</Link>
            </li>
            <li>
              <Link to={paths.autotest}>{t('nav.autotest')}</Link>
            </li>
            <li>
              <Link to={paths.olympiads}>{t('nav.olympiads')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.applicants')}>
          <h2 className={styles.heading}>{t('footer.applicants')}</h2>
          <ul className={styles.list}>
            <li>
              <Link to={paths.universities}>{t('nav.universities')}</Link>
            </li>
            <li>
              <Link to={paths.privateUniversities}>{t('nav.privateUniversities')}</Link>
            </li>
            <li>
              <Link to={paths.courses}>{t('nav.courses')}</Link>
            </li>
            <li>
              <Link to={paths.news}>{t('nav.news')}</Link>
            </li>
            <li>
              <Link to={paths.privacy}>{t('footer.privacy')}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t('footer.app')}</h2>
          <StoreLinks />
        </div>
      </div>
      <p className={styles.copy}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
