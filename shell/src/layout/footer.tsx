import { Link, useLocation } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import { paths, useRouteAvailable } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { buttonClass } from '@platform/shared/ui';
import type { ParseKeys } from 'i18next';
import { isProPath } from '../routing/route-table';
import { IfAvailable } from './section-link';
import { StoreLinks } from './store-links';
import styles from './footer.module.css';

const sectionLinks = [
  [paths.topicTests, 'nav.topicTests'],
  [paths.dtm, 'nav.dtm'],
  [paths.nationalCertificate, 'nav.nationalCertificate'],
  [paths.autotest, 'nav.autotest'],
  [paths.olympiads, 'nav.olympiads'],
] as const satisfies readonly (readonly [string, ParseKeys<'shell'>])[];

const applicantLinks = [
  [paths.universities, 'nav.universities'],
  [paths.privateUniversities, 'nav.privateUniversities'],
  [paths.courses, 'nav.courses'],
  [paths.news, 'nav.news'],
  [paths.privacy, 'footer.privacy'],
  [paths.terms, 'footer.terms'],
] as const satisfies readonly (readonly [string, ParseKeys<'shell'>])[];

/** A footer column: the links of the sections that are deployed. */
function LinkColumn({ title, links }: { title: ParseKeys<'shell'>; links: readonly (readonly [string, ParseKeys<'shell'>])[] }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t(title)}>
      <h2 className={styles.heading}>{t(title)}</h2>
      <ul className={styles.list}>
        {links.map(([to, label]) => (
          <IfAvailable key={to} to={to}>
            <li>
              <Link to={to}>{t(label)}</Link>
            </li>
          </IfAvailable>
        ))}
      </ul>
    </nav>
  );
}

/** This year in Tashkent: the same on the server that renders the page and in the browser (ADR 028). */
function tashkentYear(): string {
  return new Intl.DateTimeFormat('en', { timeZone: 'Asia/Tashkent', year: 'numeric' }).format(new Date());
}

export function Footer() {
  const { t } = useTranslation('shell');
  const premium = useSession((s) => s.premium);
  const { pathname } = useLocation();
  const proAvailable = useRouteAvailable(paths.pro);
  const showProBanner = !premium && proAvailable && !isProPath(pathname);
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
        <LinkColumn title="footer.sections" links={sectionLinks} />
        <LinkColumn title="footer.applicants" links={applicantLinks} />
        <div>
          <h2 className={styles.heading}>{t('footer.app')}</h2>
          <StoreLinks />
        </div>
      </div>
      <p className={styles.copy}>{t('footer.copyright', { year: tashkentYear() })}</p>
    </footer>
  );
}
