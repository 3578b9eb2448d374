import { useTranslation } from '@platform/shared/i18n';
import { MathText } from '@platform/shared/math';
import type { ExamResult } from '@platform/shared/exams';
import { EXAMS_NS } from '../../../../lib/i18n';
import { LETTERS } from '../../lib/letters';
import styles from './exam-result-page.module.css';

type ReviewedQuestion = ExamResult['questions'][number];

/** The learner's answer and the right one, by the question's type (an essay: its text, not graded). */
export function ReviewAnswer({ question: q }: { question: ReviewedQuestion }) {
  const { t } = useTranslation(EXAMS_NS);
  if (q.type === 'matching') {
    const right = new Map((q.right ?? []).map((r) => [r.id, r.text]));
    return (
      <ul className={styles.pairs} data-testid="exam-review-matching">
        {(q.left ?? []).map((left, i) => (
          <li key={left}>
            {t('result.pairRow', {
              left,
              chosen: right.get(q.pairs?.[i] ?? -1) ?? t('result.noAnswer'),
              right: right.get(q.key_pairs?.[i] ?? -1) ?? '',
            })}
          </li>
        ))}
      </ul>
    );
  }
  if (q.type === 'short' || q.type === 'essay') {
    return (
      <>
        <p>
          {t('result.yourAnswer')}: <strong className={styles.answerText}>{q.answer_text?.trim() || t('result.noAnswer')}</strong>
        </p>
        {q.type === 'short' ? (
          <p data-testid="exam-correct-answer">
            {t('result.acceptedAnswers')}: <strong>{(q.key_answers ?? []).join(' / ')}</strong>
          </p>
        ) : (
          <p className={styles.muted} data-testid="exam-essay-status">
            {t('result.notAutoGraded')}
          </p>
        )}
      </>
    );
  }
  const chosen = q.options.findIndex((o) => o.id === q.checked);
  const correct = q.options.findIndex((o) => o.id === q.is_true);
  return (
    <>
      <p>
        {t('result.yourAnswer')}: <strong>{chosen >= 0 ? <ReviewOption question={q} index={chosen} /> : t('result.noAnswer')}</strong>
      </p>
      <p data-testid="exam-correct-answer">
        {t('result.correctAnswer')}: <strong>{correct >= 0 && <ReviewOption question={q} index={correct} />}</strong>
      </p>
    </>
  );
}

/** An option of the review: its letter, its text and its picture (an option may be a picture alone). */
function ReviewOption({ question: q, index }: { question: ReviewedQuestion; index: number }) {
  const { t } = useTranslation(EXAMS_NS);
  const option = q.options[index];
  return (
    <>
      {LETTERS[index]}) {option.text && <MathText text={option.text} />}
      {option.image && <img className={styles.optionImage} src={option.image} alt={t('screen.optionImage', { letter: LETTERS[index] })} />}
    </>
  );
}
