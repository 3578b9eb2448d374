import { useId } from 'react';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { buttonClass, ErrorState, LoadingRegion, Skeleton } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { privateExamPath } from '../../../../lib/private-exam-path';
import { useUniversityPrograms } from '../api/get-university-programs';
import pageStyles from './university-page.module.css';
import styles from './university-programs.module.css';

/**
 * A private university's directions on its own page, each with the way into its entrance exam
 * (issue 31: only /otmlar-royhati had one); a direction without a test is applied to from the
 * programs list, which the section links to with this university chosen.
 */
export function UniversityPrograms({ universityId, universitySlug }: { universityId: number; universitySlug: string }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const programs = useUniversityPrograms(universityId);
  if (programs.isSuccess && programs.data.data.length === 0) return null;
  const all = `${paths.universityRanking}?${new URLSearchParams({ university: universitySlug })}`;
  return (
    <section aria-labelledby={headingId} className={pageStyles.section}>
      <h2 id={headingId} className={pageStyles.sectionTitle}>
        {t('page.programs.title')}
      </h2>
      {programs.isPending ? (
        <LoadingRegion label={t('page.programs.loading')} className={styles.list}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={56} radius={12} />
          ))}
        </LoadingRegion>
      ) : programs.isError ? (
        <ErrorState message={userMessage(programs.error)} onRetry={() => void programs.refetch()} />
      ) : (
        <>
          <ul className={styles.list}>
            {programs.data.data.map((program) => (
              <li key={program.id} className={styles.item}>
                <div className={styles.text}>
                  <span className={styles.name}>{program.name}</span>
                  {/* a direction comes once per language and study form: they tell its rows apart */}
                  <span className={styles.facts}>{t('page.programs.kind', { language: program.language, form: program.study_form })}</span>
                  <span className={styles.facts}>
                    {program.test_available
                      ? t('page.programs.test', { count: program.total_question_count, minutes: program.duration })
                      : t('page.programs.noTest')}
                  </span>
                </div>
                {program.test_available && (
                  <Link
                    className={buttonClass('primary')}
                    to={privateExamPath(universitySlug, program.slug)}
                    aria-label={t('page.programs.examFor', { name: program.name, language: program.language, form: program.study_form })}
                  >
                    {t('page.programs.exam')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <Link className={styles.all} to={all}>
            {t('page.programs.all')}
          </Link>
        </>
      )}
    </section>
  );
}
