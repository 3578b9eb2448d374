import { useId } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { MathText } from '@platform/shared/math';
import type { ExamQuestion as Question } from '@platform/shared/exams';
import { EXAMS_NS } from '../../../../lib/i18n';
import type { AnswerValue } from '../../lib/answer-store';
import { EssayInput, MatchingInput, ShortInput } from './typed-inputs';
import q from '@platform/shared/styles/question.module.css';
import styles from './exam-screen.module.css';
import { LETTERS } from '../../lib/letters';

const TYPED = { matching: MatchingInput, short: ShortInput, essay: EssayInput } as const;

/**
 * Question text and picture, and the options A–D as a native radio group (arrow keys move between
 * options) — or, for a national-certificate item, its input (matching, short answer, essay). The
 * answer can be changed until finish; nothing here says which answer is right.
 */
export function ExamQuestionView({
  question,
  value,
  onAnswer,
  lang,
}: {
  question: Question;
  value: AnswerValue | undefined;
  onAnswer: (value: AnswerValue) => void;
  lang?: string;
}) {
  const selected = typeof value === 'number' ? value : undefined;
  const Typed = question.type && question.type !== 'single' ? TYPED[question.type] : null;
  const { t } = useTranslation(EXAMS_NS);
  const textId = useId();
  return (
    <div className={q.question} lang={lang}>
      <p id={textId} className={q.text}>
        <MathText text={question.text} />
      </p>
      {question.image && (
        <img className={q.image} src={question.image} alt={t('screen.questionImage', { number: question.position + 1 })} />
      )}
      {Typed ? (
        <Typed question={question} value={value} onAnswer={onAnswer} labelledBy={textId} />
      ) : (
        <div role="radiogroup" aria-labelledby={textId} className={q.options}>
          {question.options.map((option, i) => (
            <label
              key={option.id}
              className={q.option}
              data-testid={`exam-option-${LETTERS[i]}`}
              data-selected={selected === option.id || undefined}
            >
              <input
                type="radio"
                className={q.input}
                name={`exam-question-${question.id}`}
                value={option.id}
                checked={selected === option.id}
                onChange={() => onAnswer(option.id)}
              />
              <span className={q.letter}>{LETTERS[i]}</span>
              <span className={q.body}>
                {option.text && (
                  <span>
                    <MathText text={option.text} />
                  </span>
                )}
                {option.image && (
                  <img
                    className={`${q.optionImage} ${styles.optionImage}`}
                    src={option.image}
                    alt={t('screen.optionImage', { letter: LETTERS[i] })}
                  />
                )}
              </span>
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
