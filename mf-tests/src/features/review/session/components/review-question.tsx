import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { MathText } from '@platform/shared/math';
import type { ReviewAnswer, ReviewItem } from '@platform/shared/review';
import { REVIEW_NS } from '../../../../lib/i18n';
import { AnswerOptions } from '@platform/shared/question';
import q from '@platform/shared/styles/question.module.css';

const LETTERS = 'abcdefgh';

interface ReviewQuestionProps {
  item: ReviewItem;
  selected: number | null;
  answer: ReviewAnswer | null;
  busy: boolean;
  onSelect: (optionId: number) => void;
  /** move focus to the question text when shown (every card after the first) */
  focusOnShow: boolean;
}

/**
 * A card's question: its text and picture, and the options. Once answered, the right option is green
 * and a wrong chosen one red (the server's answer says which is right: ADR 044).
 */
export function ReviewQuestion({ item, selected, answer, busy, onSelect, focusOnShow }: ReviewQuestionProps) {
  const { t } = useTranslation(REVIEW_NS);
  const textId = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOnShow) textRef.current?.focus();
    // once per card: the view is keyed by the card and its count
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={q.question} lang={item.lang}>
      <p id={textId} ref={textRef} tabIndex={-1} className={q.text}>
        <MathText text={item.text} />
      </p>
      {item.image && <img className={q.image} src={item.image} alt={t('question.image')} />}
      <AnswerOptions
        options={item.options.map((o, i) => ({ id: o.id, letter: LETTERS[i] ?? String(i + 1), text: o.text, image: o.image }))}
        name={`review-${item.card_id}`}
        labelledBy={textId}
        stateOf={(id) => {
          if (!answer) return selected === id ? 'selected' : 'idle';
          if (id === answer.is_true) return 'correct';
          return id === answer.checked ? 'wrong' : 'idle';
        }}
        checked={answer ? answer.checked : selected}
        locked={answer !== null || busy}
        onSelect={onSelect}
        labels={{
          optionImage: (letter) => t('question.optionImage', { letter }),
          correct: t('question.correct'),
          wrong: t('question.wrong'),
        }}
        testId={(letter) => `review-option-${letter}`}
      />
    </div>
  );
}
