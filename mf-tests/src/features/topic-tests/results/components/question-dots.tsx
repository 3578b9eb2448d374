import { useTranslation } from '@platform/shared/i18n';
import type { Result } from '@platform/shared/topic-tests';
import { RESULTS_NS } from '../../../../lib/i18n';
import styles from './question-dots.module.css';

type ResultQuestion = Result['result'][number]['questions'][number];
export type DotState = 'correct' | 'wrong' | 'unanswered';

/** SPEC §3: `checked` 0 = unanswered; otherwise `correct` says whether the chosen option was right. */
export function dotState(question: ResultQuestion): DotState {
  if (question.checked === 0) return 'unanswered';
  return question.correct ? 'correct' : 'wrong';
}

/** One numbered dot per question (green correct, red wrong, gray unanswered), numbered across blocks. */
export function QuestionDots({ blocks }: { blocks: Result['result'] }) {
  const { t } = useTranslation(RESULTS_NS);
  let number = 0;
  return (
    <div>
      {blocks.map((block, index) => (
        <div key={`${block.name}-${index}`} className={styles.block}>
          {blocks.length > 1 && (
            <h3 className={styles.blockTitle}>
              {block.name}
              {block.lesson_name ? `, ${block.lesson_name}` : ''}
            </h3>
          )}
          <ol className={styles.list}>
            {block.questions.map((question) => {
              number += 1;
              const state = dotState(question);
              return (
                <li
                  key={`${question.question_id}-${number}`}
                  className={`${styles.dot} ${styles[state]}`}
                  data-state={state}
                  aria-label={t(`result.dot.${state}`, { number })}
                >
                  <span aria-hidden="true">{number}</span>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </div>
  );
}
