import type { Locale } from '@platform/shared/contracts';
import { useTranslation } from '@platform/shared/i18n';
import { paths } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { NS } from '../../../../lib/i18n';
import styles from '../../../../components/fields.module.css';

/** The terms-of-use page per interface language (SPEC §2: the link is language dependent). */
export const TERMS_PATHS: Record<Locale, string> = { uz: paths.terms, 'uz-Cyrl': paths.terms, ru: paths.terms };

/** "By continuing you accept the terms of use": opens in a new tab so the sign-in is not lost. */
export function TermsNote() {
  const { t } = useTranslation(NS);
  const locale = useSession((s) => s.locale);
  return (
    <p className={styles.hint}>
      {t('terms.before')}
      <a href={TERMS_PATHS[locale]} target="_blank" rel="noopener noreferrer">
        {t('terms.link')}
      </a>
      {t('terms.after')}
    </p>
  );
}
