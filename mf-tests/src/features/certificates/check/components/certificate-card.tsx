import { useTranslation } from '@platform/shared/i18n';
import { formatDay } from '@platform/shared/dates';
import type { CertificateCheck } from '@platform/shared/certificates';
import { RESULTS_NS } from '../../../../lib/i18n';
import styles from './check-page.module.css';

function DateValue({ seconds }: { seconds: number }) {
  const date = new Date(seconds * 1000);
  return <time dateTime={date.toISOString()}>{formatDay(date)}</time>;
}

/** Public verification of a certificate: who, what, how well, when taken and when issued. */
export function CertificateCard({ check }: { check: CertificateCheck }) {
  const { t } = useTranslation(RESULTS_NS);
  return (
    <section
      className={`${styles.card} ${check.valid ? '' : styles.invalid}`}
      aria-labelledby="certificate-card-title"
      data-testid={check.valid ? 'certificate-valid' : 'certificate-invalid'}
    >
      <div className={styles.cardHead}>
        <span className={styles.seal} aria-hidden="true">
          {check.valid ? '✓' : '!'}
        </span>
        <div>
          <h2 id="certificate-card-title" className={styles.cardTitle}>
            {check.valid ? t('check.valid') : t('check.invalid')}
          </h2>
          <p className={styles.cardText}>{check.valid ? t('check.validText') : t('check.invalidText')}</p>
        </div>
      </div>
      <dl className={styles.fields}>
        <div className={styles.field}>
          <dt>{t('check.fullName')}</dt>
          <dd>{check.full_name}</dd>
        </div>
        <div className={styles.field}>
          <dt>{t('check.subject')}</dt>
          <dd>{check.subject_name}</dd>
        </div>
        <div className={styles.field}>
          <dt>{t('check.lesson')}</dt>
          <dd>{check.lesson_name}</dd>
        </div>
        <div className={styles.field}>
          <dt>{t('check.score')}</dt>
          <dd data-testid="certificate-score">
            {t('check.scoreValue', { correct: check.correct, total: check.total, percent: check.percent })}
          </dd>
        </div>
        <div className={styles.field}>
          <dt>{t('check.finishedAt')}</dt>
          <dd>
            <DateValue seconds={check.finished_at} />
          </dd>
        </div>
        <div className={styles.field}>
          <dt>{t('check.issuedAt')}</dt>
          <dd>
            <DateValue seconds={check.issued_at} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
