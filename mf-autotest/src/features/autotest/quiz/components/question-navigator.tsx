import type { AutotestQuestion } from '@platform/shared/autotest';
import { useTranslation } from '@platform/shared/i18n';
import { NS } from '../../../../lib/i18n';
import styles from './quiz.module.css';

/** Navigator buttons at most at once (a marathon has the whole bank): a window around the current one. */
const WINDOW = 40;

/** The 1–N navigator: right answers green, wrong red, the current one outlined. */
export function QuestionNavigator({
  questions,
  answers,
  index,
  onSelect,
}: {
  questions: AutotestQuestion[];
  answers: Record<number, { is_right: boolean | null }>;
  index: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation(NS);
  const first = Math.max(0, Math.min(index - WINDOW / 2, questions.length - WINDOW));
  const shown = questions.slice(first, first + WINDOW);
  return (
    <nav className={styles.navigator} aria-label={t('quiz.navigator')}>
      <ol className={styles.navList}>
        {shown.map((q, i) => {
          const n = first + i + 1;
          const a = answers[q.id];
          const state = !a ? 'open' : a.is_right ? 'right' : 'wrong';
          const label = t(state === 'right' ? 'quiz.navRight' : state === 'wrong' ? 'quiz.navWrong' : 'quiz.navOpen', { n });
          return (
            <li key={q.id}>
              <button
                type="button"
                className={`${styles.nav} ${styles[`nav_${state}`]}`}
                aria-current={n - 1 === index ? 'step' : undefined}
                aria-label={label}
                data-state={state}
                onClick={() => onSelect(n - 1)}
              >
                {n}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
