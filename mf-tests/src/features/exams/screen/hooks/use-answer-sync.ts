import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorCode } from '@platform/shared/api';
import type { ExamAnswerBody, ExamQuestion } from '@platform/shared/exams';
import { saveExamAnswer } from '../../api/save-answer';
import {
  answerFields,
  loadPending,
  mergeAnswers,
  nextSeq,
  storePending,
  type AnswerValue,
  type PendingAnswer,
} from '../../lib/answer-store';

const RETRY_MS = 5000;
/** A text answer goes out when typing pauses this long (it is kept at once, in localStorage too). */
const TYPING_MS = 700;

/**
 * The answers of a running ticket and their trip to the server. A choice shows at once, is kept as
 * pending (in localStorage too) and sent; the server's acknowledgement of the same sequence number
 * clears it. A network failure keeps it and marks the screen offline: pending answers are sent again
 * every few seconds and when the browser is back online. A refusal because the deadline passed or
 * the ticket was finished calls `onClosed`.
 */
export function useAnswerSync(
  ticketId: number,
  questions: ExamQuestion[],
  onClosed: () => void,
  /** sends one answer (an olympiad's go to its own call) */
  save: (body: ExamAnswerBody) => Promise<unknown> = saveExamAnswer,
) {
  const initial = useRef<ReturnType<typeof mergeAnswers> | null>(null);
  initial.current ??= mergeAnswers(questions, loadPending(ticketId));
  const [answers, setAnswers] = useState<Record<number, AnswerValue>>(initial.current.answers);
  const typing = useRef<Record<number, number>>({});
  const pending = useRef<Record<number, PendingAnswer>>(initial.current.pending);
  const [pendingCount, setPendingCount] = useState(Object.keys(initial.current.pending).length);
  const [offline, setOffline] = useState(false);
  const closedRef = useRef(onClosed);
  closedRef.current = onClosed;

  const changed = useCallback(() => {
    storePending(ticketId, pending.current);
    setPendingCount(Object.keys(pending.current).length);
  }, [ticketId]);

  const send = useCallback(
    async (id: number, answer: PendingAnswer) => {
      try {
        await save({ id, ...answerFields(answer.value), seq: answer.seq });
        if (pending.current[id]?.seq === answer.seq) {
          delete pending.current[id];
          changed();
        }
        setOffline(false);
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'network') {
          setOffline(true);
          return;
        }
        const code = errorCode(error);
        if (code === 'EXAM_DEADLINE' || code === 'EXAM_FINISHED') {
          closedRef.current();
          return;
        }
        // refused for good (a 4xx): nothing to re-send
        if (pending.current[id]?.seq === answer.seq) {
          delete pending.current[id];
          changed();
        }
      }
    },
    [changed, save],
  );

  const choose = useCallback(
    (id: number, value: AnswerValue) => {
      const answer = { value, seq: nextSeq() };
      pending.current[id] = answer;
      changed();
      setAnswers((a) => ({ ...a, [id]: value }));
      window.clearTimeout(typing.current[id]);
      // a text is sent when typing pauses; a choice at once
      if (typeof value === 'string') typing.current[id] = window.setTimeout(() => void send(id, answer), TYPING_MS);
      else void send(id, answer);
    },
    [changed, send],
  );

  const resend = useCallback(() => {
    for (const [id, answer] of Object.entries(pending.current)) void send(Number(id), answer);
  }, [send]);

  useEffect(() => {
    // what a reload found pending goes out first
    resend();
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [resend]);

  useEffect(() => {
    if (!pendingCount) return;
    const timer = window.setInterval(resend, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [pendingCount, resend]);

  /** Sends what is pending and waits for it (before finishing). */
  const flush = useCallback(async () => {
    await Promise.all(Object.entries(pending.current).map(([id, answer]) => send(Number(id), answer)));
  }, [send]);

  return { answers, choose, offline, pendingCount, flush };
}
