import { useId } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import type { UniversityDetail } from '@platform/shared/contracts';
import { groupDigits } from '@platform/shared/format';
import { NS } from '../../../../lib/i18n';
import styles from './university-page.module.css';

/** Private universities: students, graduates, courses and years of experience (those given). */
export function UniversityStats({ university }: { university: UniversityDetail }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const stats = [
    { key: 'students', label: t('page.stats.students'), value: university.students_count },
    { key: 'graduates', label: t('page.stats.graduates'), value: university.graduate_students_count },
    { key: 'courses', label: t('page.stats.courses'), value: university.courses_count },
    { key: 'experience', label: t('page.stats.experience'), value: university.experience_years_count },
  ].filter((s): s is { key: string; label: string; value: number } => s.value !== null);
  if (stats.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('page.stats.title')}
      </h2>
      <dl className={styles.stats}>
        {stats.map((s) => (
          <div key={s.key} className={styles.stat}>
            <dt className={styles.statLabel}>{s.label}</dt>
            {/* same space grouping as prices: 12 500 */}
            <dd className={styles.statValue}>{groupDigits(s.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
