import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { bus } from '@platform/shared/events';
import type { ReviewAnswer, ReviewItem, ReviewSession } from '@platform/shared/review';
import { answerReview } from '../api/answer-review';

/**
 * One review session on the page (ADR 044): the due cards in turn; an answer is checked by the
 * server, which rates the card. A right answer takes the card out of today's queue; a wrong one puts
 * it back at the end of this session (the server has it due again in a minute). The shell hears the
 * new due count on the bus (`review:due`).
 */
export function useReviewRun(session: ReviewSession, onLeft?: (subject: string, due: number) => void) {
  const [queue, setQueue] = useState<ReviewItem[]>(session.items);
  const [selected, setSelected] = useState<number | null>(null);
  const [answer, setAnswer] = useState<ReviewAnswer | null>(null);
  const [left, setLeft] = useState(session.due);
  const [right, setRight] = useState(0);
  const [wrong, setWrong] = useState(0);
  const current = queue[0] ?? null;

  const check = useMutation({
    mutationFn: answerReview,
    onSuccess: (data) => {
      setAnswer(data);
      if (data.is_right) setRight((n) => n + 1);
      else setWrong((n) => n + 1);
      if (!data.again) {
        setLeft((n) => Math.max(0, n - 1));
        if (current) onLeft?.(current.subject, data.due);
      }
      bus.emit('review:due', { due: data.due });
    },
  });

  const submit = () => {
    if (!current || selected === null || check.isPending || answer) return;
    check.mutate({ card_id: current.card_id, option_id: selected, reps: current.reps });
  };

  const next = () => {
    if (!current || !answer) return;
    setQueue(([head, ...rest]) =>
      // answered wrong: once more at the end of this session, as the card is now
      answer.again ? [...rest, { ...head, reps: answer.reps, state: head.state === 'review' ? 'relearning' : 'learning' }] : rest,
    );
    setSelected(null);
    setAnswer(null);
    check.reset();
  };

  return {
    current,
    /** cards still to answer in this session, the current one included */
    remaining: queue.length,
    selected,
    select: (optionId: number) => {
      if (!answer && !check.isPending) setSelected(optionId);
    },
    answer,
    checking: check.isPending,
    failure: check.error,
    submit,
    retry: () => check.mutate({ card_id: current!.card_id, option_id: selected!, reps: current!.reps }),
    next,
    /** due cards under the page's filter, as the session began less those answered right since */
    left,
    right,
    wrong,
  };
}

export type ReviewRun = ReturnType<typeof useReviewRun>;
