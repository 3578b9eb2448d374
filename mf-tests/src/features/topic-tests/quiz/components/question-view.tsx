import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import type { Question } from '@platform/shared/topic-tests';
import { MathText } from '@platform/shared/math';
import { visuallyHidden } from '@platform/shared/ui';
import { QUIZ_NS } from '../../../../lib/i18n';
import { isAnswered, optionState, questionOptions } from '../lib/quiz-state';
import q from '../../../../components/question.module.css';
import styles from './question-view.module.css';

interface QuestionViewProps {
  question: Question;
  /** 1-based number, for the picture's text alternative */
  number: number;
  selected: number | null;
  /** while the answer is being sent */
  busy: boolean;
  onSelect: (optionId: number) => void;
  /** move focus to the question text when shown (after "next", so keyboard users start here) */
  focusOnShow?: boolean;
  /** the language of the test's content, when it is known (it may differ from the interface's) */
  lang?: string;
}

/**
 * Question text and picture, and the options A–D as a native radio group (arrow keys move between
 * options). Selectable only while the question is unanswered; afterwards the right option is green
 * and a wrong chosen one red (SPEC §4).
 */
export function QuestionView({ question, number, selected, busy, onSelect, focusOnShow = false, lang }: QuestionViewProps) {
  const { t } = useTranslation(QUIZ_NS);
  const textId = useId();
  const answered = isAnswered(question);
  const locked = answered || busy;
  const textRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOnShow) textRef.current?.focus();
    // once per question: the view is keyed by the question
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={q.question} lang={lang}>
      <p id={textId} ref={textRef} tabIndex={-1} className={q.text}>
        <MathText text={question.question_name} />
      </p>
      {question.image && <img className={q.image} src={question.image} alt={t('question.image', { current: number })} />}
      <div role="radiogroup" aria-labelledby={textId} className={`${q.options} ${styles.options}`}>
        {questionOptions(question).map((option) => {
          const state = optionState(question, option.id, selected);
          const letter = option.letter.toUpperCase();
          return (
            <label
              key={option.letter}
              className={`${q.option} ${styles.option}`}
              data-testid={`option-${option.letter}`}
              data-state={state}
              data-locked={locked || undefined}
            >
              <input
                type="radio"
                className={q.input}
                name={`question-${question.id}`}
                value={option.id}
                checked={answered ? question.checked === option.id : selected === option.id}
                disabled={locked}
                onChange={() => onSelect(option.id)}
              />
              <span className={`${q.letter} ${styles.letter}`}>{letter}</span>{' '}
              <span className={q.body}>
                {option.name && (
                  <span className={styles.name}>
                    <MathText text={option.name} />
                  </span>
                )}
                {option.image && <img className={q.optionImage} src={option.image} alt={t('question.optionImage', { letter })} />}
              </span>
              {state === 'correct' && <span className={visuallyHidden}>, {t('question.correct')}</span>}
              {state === 'wrong' && <span className={visuallyHidden}>, {t('question.wrong')}</span>}
              {(state === 'correct' || state === 'wrong') && (
                <span className={styles.mark} aria-hidden="true">
                  {state === 'correct' ? '✓' : '✕'}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </div>
  );
}
