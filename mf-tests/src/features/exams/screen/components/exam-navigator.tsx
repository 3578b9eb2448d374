import { memo } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import type { ExamQuestion } from '@platform/shared/exams';
import { EXAMS_NS } from '../../../../lib/i18n';
import { isAnswered, type AnswerValue } from '../../lib/answer-store';
import styles from './exam-navigator.module.css';

/**
 * The questions of the current section as a grid: answered, unanswered and flagged; the current one
 * marked. Memoised: a render of the screen that changes none of its props (the timer, a save's
 * status) leaves the grid alone.
 */
export const ExamNavigator = memo(function ExamNavigator({
  questions,
  current,
  answers,
  flags,
  onGo,
}: {
  questions: ExamQuestion[];
  current: number;
  answers: Record<number, AnswerValue>;
  flags: Set<number>;
  onGo: (index: number) => void;
}) {
  const { t } = useTranslation(EXAMS_NS);
  return (
    <nav aria-label={t('screen.navigator')} className={styles.navigator}>
      <ol className={styles.grid}>
        {questions.map((q) => {
          const answered = isAnswered(answers[q.id]);
          const flagged = flags.has(q.id);
          const state = [answered ? t('screen.answered') : t('screen.unanswered'), ...(flagged ? [t('screen.flagged')] : [])].join(', ');
          return (
            <li key={q.id}>
              <button
                type="button"
                className={styles.cell}
                data-answered={answered || undefined}
                data-flagged={flagged || undefined}
                aria-current={q.position === current ? 'step' : undefined}
                aria-label={t('screen.navItem', { number: q.position + 1, state })}
                onClick={() => onGo(q.position)}
              >
                {q.position + 1}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={styles.swatch} data-answered /> {t('screen.legendAnswered')}
        </li>
        <li>
          <span className={styles.swatch} /> {t('screen.legendUnanswered')}
        </li>
        <li>
          <span className={styles.swatch} data-flagged /> {t('screen.legendFlagged')}
        </li>
      </ul>
    </nav>
  );
});
