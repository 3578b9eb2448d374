import { useTranslation } from '@platform/shared/i18n';
import { shellConfig } from '../config';
import styles from './store-links.module.css';

/** Google Play and App Store links of the mobile app (URLs are build settings). */
export function StoreLinks() {
  const { t } = useTranslation('shell');
  const links = [
    { href: shellConfig.playStoreUrl, label: t('app.googlePlay'), caption: t('app.getItOn') },
    { href: shellConfig.appStoreUrl, label: t('app.appStore'), caption: t('app.downloadOn') },
  ].filter((l) => l.href);
  if (links.length === 0) return <p className={styles.soon}>{t('app.soon')}</p>;
  return (
    <div className={styles.links}>
      {links.map((l) => (
        <a key={l.label} href={l.href} target="_blank" rel="noopener noreferrer" className={styles.store}>
          <small>{l.caption}</small>
          <strong>{l.label}</strong>
        </a>
      ))}
    </div>
  );
}
