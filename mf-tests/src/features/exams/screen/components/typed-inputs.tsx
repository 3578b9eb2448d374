import { useId } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { MathText } from '@platform/shared/math';
import { EXAM_ESSAY_MAX, EXAM_SHORT_MAX, type ExamQuestion } from '@platform/shared/exams';
import { EXAMS_NS } from '../../../../lib/i18n';
import type { AnswerValue } from '../../lib/answer-store';
import q from '@platform/shared/styles/question.module.css';
import styles from './typed-inputs.module.css';

interface InputProps {
  question: ExamQuestion;
  value: AnswerValue | undefined;
  onAnswer: (value: AnswerValue) => void;
  /** the id of the question text: each input names it */
  labelledBy: string;
}

/**
 * A matching (national certificate): one native select per left item, offering the right column in
 * the ticket's order. A right item may be chosen for several left items (as on paper); nothing
 * says which pairs are right.
 */
export function MatchingInput({ question, value, onAnswer, labelledBy }: InputProps) {
  const { t } = useTranslation(EXAMS_NS);
  const left = question.left ?? [];
  const right = question.right ?? [];
  const pairs = Array.isArray(value) && value.length === left.length ? value : left.map(() => null);
  const base = useId();
  return (
    <div role="group" aria-labelledby={labelledBy} className={styles.matching} data-testid="exam-matching">
      {left.map((item, i) => (
        <div key={item} className={styles.pair}>
          <label htmlFor={`${base}-${i}`} className={styles.pairLeft}>
            <span className={q.letter} aria-hidden="true">
              {i + 1}
            </span>
            <span className={q.body}>
              <MathText text={item} />
            </span>
          </label>
          <select
            id={`${base}-${i}`}
            className={styles.pairSelect}
            value={pairs[i] === null ? '' : String(pairs[i])}
            onChange={(event) => {
              const next = [...pairs];
              next[i] = event.target.value === '' ? null : Number(event.target.value);
              onAnswer(next);
            }}
          >
            <option value="">{t('screen.matchChoose')}</option>
            {right.map((r) => (
              <option key={r.id} value={r.id}>
                {r.text}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}

/** A short answer: a text field; a numeric item opens the number keyboard (a comma or point both count). */
export function ShortInput({ question, value, onAnswer, labelledBy }: InputProps) {
  const { t } = useTranslation(EXAMS_NS);
  const id = useId();
  const text = typeof value === 'string' ? value : '';
  return (
    <div className={styles.typed}>
      <label htmlFor={id} className={styles.typedLabel}>
        {question.numeric ? t('screen.shortNumeric') : t('screen.shortText')}
      </label>
      <input
        id={id}
        className={styles.textInput}
        type="text"
        inputMode={question.numeric ? 'decimal' : 'text'}
        autoComplete="off"
        spellCheck={false}
        maxLength={EXAM_SHORT_MAX}
        aria-describedby={labelledBy}
        value={text}
        onChange={(event) => onAnswer(event.target.value)}
        data-testid="exam-short"
      />
    </div>
  );
}

/** An essay: a textarea with a character counter; stored as written and graded by no machine. */
export function EssayInput({ value, onAnswer, labelledBy }: InputProps) {
  const { t } = useTranslation(EXAMS_NS);
  const id = useId();
  const counterId = useId();
  const text = typeof value === 'string' ? value : '';
  const words = text.trim() ? text.trim().split(/\s+/).length : 0;
  return (
    <div className={styles.typed}>
      <label htmlFor={id} className={styles.typedLabel}>
        {t('screen.essay')}
      </label>
      <textarea
        id={id}
        className={styles.essay}
        rows={10}
        maxLength={EXAM_ESSAY_MAX}
        aria-describedby={`${labelledBy} ${counterId}`}
        value={text}
        onChange={(event) => onAnswer(event.target.value)}
        data-testid="exam-essay"
      />
      <p id={counterId} className={styles.counter}>
        {t('screen.essayCounter', { words, length: text.length, max: EXAM_ESSAY_MAX })}
      </p>
      <p className={styles.hintText}>{t('screen.essayNote')}</p>
    </div>
  );
}
