import { CONTENT_LOCALES, type ContentLocale } from '@platform/shared/contracts';
import { useTranslation } from '@platform/shared/i18n';
import { CATALOG_NS } from '../../../../lib/i18n';
import styles from './catalog.module.css';

/** Which language's tests are listed: the interface language's by default, the other one tap away. */
export function ContentLanguageSwitch({ value, onChange }: { value: ContentLocale; onChange: (language: ContentLocale) => void }) {
  const { t } = useTranslation(CATALOG_NS);
  return (
    <div role="group" aria-label={t('language.label')} className={styles.languages}>
      <span className={styles.languagesLabel} aria-hidden="true">
        {t('language.label')}
      </span>
      {CONTENT_LOCALES.map((language) => (
        <button
          key={language}
          type="button"
          className={styles.language}
          aria-pressed={value === language}
          onClick={() => value !== language && onChange(language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
