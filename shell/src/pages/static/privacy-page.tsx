import { useTranslation } from '@platform/shared/i18n';
import styles from './static.module.css';

const SECTIONS = ['collect', 'use', 'storage', 'sharing', 'rights', 'contact'] as const;

/** /privacy: the privacy policy (noindex, SPEC §2). */
export default function PrivacyPage() {
  const { t } = useTranslation('shell');
  return (
    <article className={styles.article}>
      <h1>{t('privacy.title')}</h1>
      <p>{t('privacy.intro')}</p>
      {SECTIONS.map((s) => (
        <section key={s}>
          <h2>{t(`privacy.${s}.title`)}</h2>
          <p>{t(`privacy.${s}.text`)}</p>
        </section>
      ))}
    </article>
  );
}
