import { useTranslation } from '@platform/shared/i18n';
import type { Question } from '@platform/shared/topic-tests';
import { Explanation, MathText } from '@platform/shared/math';
import { visuallyHidden } from '@platform/shared/ui';
import { RESULTS_NS } from '../../../../lib/i18n';
import styles from './review-list.module.css';

const LETTERS = ['a', 'b', 'c', 'd'] as const;
type ReviewState = 'correct' | 'wrong' | 'unanswered';

function stateOf(question: Question): ReviewState {
  if (question.checked === 0) return 'unanswered';
  return question.checked === question.is_true ? 'correct' : 'wrong';
}

function optionsOf(question: Question) {
  return LETTERS.map((letter) => ({
    letter: letter.toUpperCase(),
    id: question[`var_${letter}_id`],
    name: question[`var_${letter}_name`],
    image: question[`var_${letter}_image`],
  }));
}

function ReviewQuestion({ question, number }: { question: Question; number: number }) {
  const { t } = useTranslation(RESULTS_NS);
  const state = stateOf(question);
  const titleId = `review-question-${question.id}`;
  return (
    <li className={styles.question} aria-labelledby={titleId} data-testid="review-question" data-state={state}>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.number}>
          {t('review.question', { number })}
        </h3>
        <span className={`${styles.status} ${styles[`status_${state}`]}`}>{t(`review.status.${state}`)}</span>
      </div>
      <p className={styles.text}>
        <MathText text={question.question_name} />
      </p>
      {question.image && <img className={styles.image} src={question.image} alt={t('review.image', { number })} loading="lazy" />}
      <ul className={styles.options}>
        {optionsOf(question).map((option) => {
          const chosen = question.checked !== 0 && option.id === question.checked;
          const correct = question.is_true !== null && option.id === question.is_true;
          const tone = correct ? styles.correct : chosen ? styles.wrong : '';
          return (
            <li key={option.letter} className={`${styles.option} ${tone}`} data-testid={`review-option-${option.letter}`}>
              <span className={styles.letter} aria-hidden="true">
                {option.letter}
              </span>
              <span className={styles.optionBody}>
                <span>
                  <span className={visuallyHidden}>{option.letter}) </span>
                  <MathText text={option.name} />
                </span>
                {option.image && (
                  <img
                    className={styles.image}
                    src={option.image}
                    alt={t('review.optionImage', { letter: option.letter })}
                    loading="lazy"
                  />
                )}
                {(chosen || correct) && (
                  <span className={styles.tags}>
                    {chosen && <span>{t('review.yourAnswer')}</span>}
                    {correct && <span>{t('review.correctAnswer')}</span>}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {question.explanation && <Explanation text={question.explanation} level={4} testId="review-explanation" />}
    </li>
  );
}

/** The owner's review: every question with the chosen option (red when wrong) and the correct one (green). */
export function ReviewList({ questions }: { questions: Question[] }) {
  const { t } = useTranslation(RESULTS_NS);
  return (
    <section className={styles.section} aria-labelledby="review-title">
      <h2 id="review-title" className={styles.title}>
        {t('review.title')}
      </h2>
      <ol className={styles.list}>
        {questions.map((question, index) => (
          <ReviewQuestion key={question.id} question={question} number={index + 1} />
        ))}
      </ol>
    </section>
  );
}
