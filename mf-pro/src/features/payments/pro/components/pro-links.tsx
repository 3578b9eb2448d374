import { useSyncExternalStore } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { NS } from '../../../../lib/i18n';
import { proLinks, storesFor } from '../../../../lib/links';
import styles from './pro.module.css';

const unchanging = () => () => undefined;

/**
 * Social links and the app store of this device (build settings; nothing when none is set). The
 * server renders both stores (it draws the page for any device); the browser, once hydrated, its own.
 */
export function ProLinks() {
  const { t } = useTranslation(NS);
  const userAgent = useSyncExternalStore(
    unchanging,
    () => navigator.userAgent,
    () => '',
  );
  const stores = storesFor(userAgent)
    .map((s) => ({ name: t(s === 'appStore' ? 'pro.appStore' : 'pro.googlePlay'), href: proLinks[s] }))
    .filter((s) => s.href);
  return (
    <>
      {proLinks.social.length > 0 && (
        <section className={styles.section} aria-labelledby="pro-links">
          <h2 id="pro-links">{t('pro.links')}</h2>
          <ul className={styles.links}>
            {proLinks.social.map((l) => (
              <li key={l.name}>
                <a href={l.href} target="_blank" rel="noopener noreferrer">
                  {l.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {stores.length > 0 && (
        <section className={styles.section} aria-labelledby="pro-app">
          <h2 id="pro-app">{t('pro.app')}</h2>
          <ul className={styles.links}>
            {stores.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
