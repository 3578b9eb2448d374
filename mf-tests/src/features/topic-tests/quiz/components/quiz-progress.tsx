import { useTranslation } from '@platform/shared/i18n';
import { QUIZ_NS } from '../../../../lib/i18n';
import styles from './quiz-progress.module.css';

/** Answered questions out of all: "current / total" and a bar. */
export function QuizProgress({ answered, total }: { answered: number; total: number }) {
  const { t } = useTranslation(QUIZ_NS);
  const percent = total > 0 ? Math.round((answered / total) * 100) : 0;
  const value = t('progress.value', { current: answered, total });
  return (
    <div className={styles.progress}>
      <div className={styles.progressHead}>
        <span>{t('progress.label')}</span>
        <span className={styles.progressValue}>{value}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={value}
        className={styles.progressBar}
      >
        <span className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
