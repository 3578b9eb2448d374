import { useTranslation } from '@platform/shared/i18n';
import { LOCALES } from '@platform/shared/shapes';
import { useSession } from '@platform/shared/session';
import styles from './header.module.css';

/** uz/ru switch: persisted, applied to every app through the session store. */
export function LocaleSwitch() {
  const { t } = useTranslation('shell');
  const locale = useSession((s) => s.locale);
  const setLocale = useSession((s) => s.setLocale);
  return (
    <div role="group" aria-label={t('locale.label')} className={styles.locale}>
      {LOCALES.map((l) => (
        <button key={l} type="button" aria-pressed={l === locale} className={styles.localeButton} onClick={() => setLocale(l)} lang={l}>
          {t(`locale.${l}`)}
        </button>
      ))}
    </div>
  );
}
