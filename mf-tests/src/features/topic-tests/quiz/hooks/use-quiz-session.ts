import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckAnswerBody, Quiz } from '@platform/shared/topic-tests';
import { checkAnswer } from '../api/check-answer';
import { testKeys } from '../../../../lib/test-keys';
import { playAnswerSound } from '../lib/answer-sound';
import { hasCode, isNetworkError, TICKET_CLOSED_CODES } from '../lib/error-text';
import { answeredCount, isAnswered, quizQuestions, startIndex, withAnswer } from '../lib/quiz-state';
import { useXpCredit } from './use-xp-credit';

export interface CheckOutcome {
  questionId: number;
  correct: boolean;
  xp: number;
}

export interface CheckFailure {
  answer: { id: number; option_id: number };
  error: unknown;
}

/**
 * The client state of a topic test (SPEC §4): question index (from 0), the selected option, and
 * the outcome of checking the current question. Whether a question is answered (and which option
 * was right) lives in the quiz itself, so answers restored after a reload look like fresh ones.
 *
 * Never loses an answer: a network failure keeps the selection and re-sends the same answer on
 * `retry()` or when the browser is back online (the api takes a repeated answer as the same one).
 */
export function useQuizSession({ testId, quiz, onTicketClosed }: { testId: number; quiz: Quiz; onTicketClosed: () => void }) {
  const queryClient = useQueryClient();
  const creditXp = useXpCredit();
  const questions = useMemo(() => quizQuestions(quiz), [quiz]);
  const [index, setIndex] = useState(() => startIndex(questions));
  const [selected, setSelected] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null);
  const [failure, setFailure] = useState<CheckFailure | null>(null);
  const check = useMutation({ mutationFn: (body: CheckAnswerBody) => checkAnswer(body) });
  const { mutate } = check;

  const question = questions[Math.min(index, questions.length - 1)];
  const answered = question ? isAnswered(question) : false;
  const isLast = index >= questions.length - 1;

  const send = useCallback(
    (answer: { id: number; option_id: number }) => {
      setFailure(null);
      mutate(answer, {
        onSuccess: ({ data }) => {
          queryClient.setQueryData(testKeys.quiz(testId), (old: { data: Quiz } | undefined) =>
            old ? { ...old, data: withAnswer(old.data, data) } : old,
          );
          // right when the chosen option is the correct one (SPEC §4: compared to is_true)
          const correct = data.checked === data.is_true;
          setOutcome({ questionId: data.id, correct, xp: data.xp });
          playAnswerSound(correct);
          creditXp(data.xp);
        },
        onError: (error) => {
          if (hasCode(error, 409, ['ALREADY_ANSWERED'])) {
            // the server holds an answer for this question already: show that one
            setSelected(null);
            void queryClient.invalidateQueries({ queryKey: testKeys.quiz(testId) });
          } else if (hasCode(error, 403, TICKET_CLOSED_CODES)) {
            onTicketClosed();
          } else {
            setFailure({ answer, error });
          }
        },
      });
    },
    [mutate, queryClient, testId, creditXp, onTicketClosed],
  );

  const retry = useCallback(() => {
    if (failure) send(failure.answer);
  }, [failure, send]);

  // back online: send the answer that could not go out
  useEffect(() => {
    if (!failure || !isNetworkError(failure.error)) return;
    const onOnline = () => send(failure.answer);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failure, send]);

  const select = useCallback(
    (optionId: number) => {
      if (answered || check.isPending) return;
      setSelected(optionId);
      // a new choice replaces the one that failed to go out
      setFailure((current) => (current && current.answer.option_id !== optionId ? null : current));
    },
    [answered, check.isPending],
  );

  const submit = useCallback(() => {
    if (!question || answered || selected === null || check.isPending) return;
    send({ id: question.id, option_id: selected });
  }, [question, answered, selected, check.isPending, send]);

  const next = useCallback(() => {
    setSelected(null);
    setOutcome(null);
    setFailure(null);
    setIndex((i) => Math.min(i + 1, questions.length - 1));
  }, [questions.length]);

  return {
    questions,
    question,
    index,
    total: questions.length,
    answeredCount: answeredCount(questions),
    isLast,
    isAnswered: answered,
    isCorrectAnswer: answered && question ? question.checked === question.is_true : false,
    selected,
    /** the outcome of checking the current question in this visit (null for restored answers) */
    outcome: outcome && question && outcome.questionId === question.id ? outcome : null,
    failure,
    checking: check.isPending,
    select,
    submit,
    retry,
    next,
  };
}

export type QuizSession = ReturnType<typeof useQuizSession>;
