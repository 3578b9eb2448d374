import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import type { ExamResult } from '@platform/shared/exams';
import { buttonClass } from '@platform/shared/ui';
import { EXAMS_NS } from '../../../../lib/i18n';
import styles from './exam-result-page.module.css';

/** A private-university exam (result type `university`): the program's passing score and how the total compares with it. */
export function PassingScore({ university }: { university: NonNullable<ExamResult['university']> }) {
  const { t } = useTranslation(EXAMS_NS);
  return (
    <div data-testid="passing-score">
      <p>
        {university.program_name} · {university.university_name}
      </p>
      {university.passing_score === null ? (
        <p className={styles.muted}>{t('private.noPassing')}</p>
      ) : (
        <>
          <p>
            {t('private.passing')}: <strong>{t('private.passingValue', { score: university.passing_score })}</strong>
          </p>
          <p role="status">
            <strong>{university.passed ? t('private.passed') : t('private.failed')}</strong>
          </p>
        </>
      )}
      {university.application_id === null ? (
        <Link
          className={buttonClass('primary')}
          to={`${paths.universityRanking}?university=${encodeURIComponent(university.university_slug)}&apply=${university.program_id}`}
        >
          {t('private.apply')}
        </Link>
      ) : (
        <p>{t('private.applied')}</p>
      )}
    </div>
  );
}
