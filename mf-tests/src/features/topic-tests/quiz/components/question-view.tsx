import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import type { Question } from '@platform/shared/topic-tests';
import { MathText } from '@platform/shared/math';
import { QUIZ_NS } from '../../../../lib/i18n';
import { isAnswered, optionState, questionOptions } from '../lib/quiz-state';
import { AnswerOptions } from '@platform/shared/question';
import q from '@platform/shared/styles/question.module.css';

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
      <AnswerOptions
        options={questionOptions(question).map((o) => ({ id: o.id, letter: o.letter, text: o.name, image: o.image }))}
        name={`question-${question.id}`}
        labelledBy={textId}
        stateOf={(id) => optionState(question, id, selected)}
        checked={answered ? question.checked : selected}
        locked={locked}
        onSelect={onSelect}
        labels={{
          optionImage: (letter) => t('question.optionImage', { letter }),
          correct: t('question.correct'),
          wrong: t('question.wrong'),
        }}
        testId={(letter) => `option-${letter}`}
      />
    </div>
  );
}
