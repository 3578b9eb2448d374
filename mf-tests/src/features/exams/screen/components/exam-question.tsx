import { useId } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import type { ExamQuestion as Question } from '@platform/shared/exams';
import { EXAMS_NS } from '../../../../lib/i18n';
import styles from './exam-screen.module.css';

export const LETTERS = ['A', 'B', 'C', 'D'] as const;

/**
 * Question text and picture, and the options A–D as a native radio group (arrow keys move between
 * options). The answer can be changed until finish; nothing here says which option is right.
 */
export function ExamQuestionView({
  question,
  selected,
  onSelect,
  lang,
}: {
  question: Question;
  selected: number | undefined;
  onSelect: (optionId: number) => void;
  lang?: string;
}) {
  const { t } = useTranslation(EXAMS_NS);
  const textId = useId();
  return (
    <div className={styles.question} lang={lang}>
      <p id={textId} className={styles.text}>
        {question.text}
      </p>
      {question.image && (
        <img className={styles.image} src={question.image} alt={t('screen.questionImage', { number: question.position + 1 })} />
      )}
      <div role="radiogroup" aria-labelledby={textId} className={styles.options}>
        {question.options.map((option, i) => (
          <label
            key={option.id}
            className={styles.option}
            data-testid={`exam-option-${LETTERS[i]}`}
            data-selected={selected === option.id || undefined}
          >
            <input
              type="radio"
              className={styles.input}
              name={`exam-question-${question.id}`}
              value={option.id}
              checked={selected === option.id}
              onChange={() => onSelect(option.id)}
            />
            <span className={styles.letter}>{LETTERS[i]}</span>
            <span className={styles.body}>
              {option.text && <span>{option.text}</span>}
              {option.image && (
                <img className={styles.optionImage} src={option.image} alt={t('screen.optionImage', { letter: LETTERS[i] })} />
              )}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
