import { useId } from 'react';
import { formatUzs } from '@platform/shared/format';
import { useTranslation } from '@platform/shared/i18n';
import type { Program } from '@platform/shared/programs';
import { Link } from '@platform/shared/router';
import { Button, buttonClass } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { privateExamPath } from '../../../../lib/private-exam-path';
import styles from './programs.module.css';

/**
 * SPEC §2/§3 program card: the name in upper case, university, language, study form, passing score
 * (or "not available"), contract price from (space-grouped sum), requirements; details, and either
 * "take the exam" (the program has a test) or "submit application".
 */
export function ProgramCard({ program, onApply }: { program: Program; onApply: (program: Program) => void }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="program-card">
      <h2 id={titleId} className={styles.cardTitle}>
        {program.name.toLocaleUpperCase()}
      </h2>
      <p className={styles.university}>{program.university_name}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('programs.card.language')}</dt>
          <dd>{program.language}</dd>
        </div>
        <div>
          <dt>{t('programs.card.studyForm')}</dt>
          <dd>{program.study_form}</dd>
        </div>
        <div>
          <dt>{t('programs.card.passingScore')}</dt>
          <dd data-testid="passing-score">
            {program.passing_score === null
              ? t('programs.card.notAvailable')
              : t('programs.card.score', { score: program.passing_score, max: program.max_score })}
          </dd>
        </div>
        <div>
          <dt>{t('programs.card.contract')}</dt>
          <dd data-testid="contract-price">{t('programs.card.priceFrom', { price: formatUzs(program.contract_price) })}</dd>
        </div>
      </dl>
      <p className={styles.requirements}>{program.requirements}</p>
      <details className={styles.details}>
        <summary>{t('programs.card.details')}</summary>
        <ul className={styles.subjects}>
          {program.subjects.map((s) => (
            <li key={s.id}>{t('programs.card.subject', { name: s.name, count: s.question_count, points: s.points })}</li>
          ))}
        </ul>
        <p>{t('programs.card.duration', { years: program.duration_years })}</p>
        {program.test_available && <p>{t('programs.card.test', { count: program.total_question_count, minutes: program.duration })}</p>}
      </details>
      <div className={styles.actions}>
        {program.test_available ? (
          <Link className={buttonClass('primary')} to={privateExamPath(program.university_slug, program.slug)}>
            {t('programs.card.takeExam')}
          </Link>
        ) : program.application_id !== null ? (
          <p className={styles.applied} role="status">
            {t('programs.card.applied')}
          </p>
        ) : (
          <Button type="button" onClick={() => onApply(program)} aria-label={t('programs.card.applyTo', { name: program.name })}>
            {t('programs.card.apply')}
          </Button>
        )}
      </div>
    </article>
  );
}
