import { useTranslation } from '@platform/shared/i18n';
import { NavLink } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { LOCALES } from '@platform/shared/shapes';
import { useSession } from '@platform/shared/session';
import { studioPath, type StudioSection } from '../lib/sections';
import { NS } from '../lib/i18n';
import styles from './studio.module.css';

/**
 * The studio's own header (not the learner's): the studio's name, the sections the caller's roles
 * open, the language and the way back to the site. Without sections (a guest, no role) only the rest.
 */
export function StudioHeader({ sections }: { sections: readonly StudioSection[] }) {
  const { t } = useTranslation(NS);
  const locale = useSession((s) => s.locale);
  const setLocale = useSession((s) => s.setLocale);
  const listed = sections.filter((section) => section.nav !== false);
  return (
    <header className={styles.header}>
      <div className={styles.headerTop}>
        <NavLink to={studioPath()} end className={styles.brand}>
          {t('frame.brand')}
        </NavLink>
        <div role="group" aria-label={t('frame.locale')} className={styles.locale}>
          {LOCALES.map((l) => (
            <button key={l} type="button" lang={l} aria-pressed={l === locale} className={styles.localeButton} onClick={() => setLocale(l)}>
              {t(`frame.locales.${l}`)}
            </button>
          ))}
        </div>
        <a href={paths.home} className={styles.back}>
          {t('frame.backToSite')}
        </a>
      </div>
      {listed.length > 0 && (
        <nav aria-label={t('frame.nav')} className={styles.nav}>
          <ul className={styles.navList}>
            {listed.map((section) => (
              <li key={section.path}>
                <NavLink to={studioPath(section.path)} className={styles.navLink}>
                  {t(`sections.${section.label}.title`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
