import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorCode, userMessage } from '@platform/shared/api';
import { AUTOTEST_MINUTES, isTimedMode, type AutotestQuestion, type AutotestTicket, type CheckAutotest } from '@platform/shared/autotest';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { useNavigate } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { Button, Modal, useDocumentTitle, visuallyHidden } from '@platform/shared/ui';
import { autotestKeys } from '../../../../lib/autotest-keys';
import { NS } from '../../../../lib/i18n';
import { autotestPaths, clock } from '../../../../lib/paths';
import { useViewer } from '@platform/shared/session';
import { useCheckAnswer } from '../api/check-answer';
import { useFinishTicket } from '../api/finish-ticket';
import { useAnswerKeys } from '../hooks/use-answer-keys';
import { useRemaining } from '../hooks/use-remaining';
import { QuestionNavigator } from './question-navigator';
import styles from './quiz.module.css';

type Answer = Pick<AutotestQuestion, 'checked' | 'is_right' | 'is_true' | 'explanation' | 'rule'>;
type Stop = 'mistakes' | 'time';
const ADVANCE_MS = 700;

const answered = (q: AutotestQuestion): Answer | null =>
  q.is_checked ? { checked: q.checked, is_right: q.is_right, is_true: q.is_true, explanation: q.explanation, rule: q.rule } : null;

/** The test screen: picture on top, options, the 1–N navigator, the server's timer, keyboard answering. */
export function QuizScreen({ ticket }: { ticket: AutotestTicket }) {
  const { t } = useTranslation(NS);
  useDocumentTitle(ticket.title);
  const navigate = useNavigate();
  const client = useQueryClient();
  const { locale, userId } = useViewer();
  const questions = ticket.tests[0].questions;
  const timed = isTimedMode(ticket.mode);
  const [answers, setAnswers] = useState<Record<number, Answer>>(() =>
    Object.fromEntries(questions.flatMap((q) => (q.is_checked ? [[q.id, answered(q)!]] : []))),
  );
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      questions.findIndex((q) => !q.is_checked),
    ),
  );
  const [mistakes, setMistakes] = useState(ticket.mistakes);
  const [stopped, setStopped] = useState<Stop | null>(null);
  const [confirming, setConfirming] = useState(false);
  const check = useCheckAnswer();
  const finish = useFinishTicket();
  const remaining = useRemaining(ticket.deadline, ticket.server_time);
  const current = questions[index];
  const answer = answers[current.id] ?? null;
  const open = questions.filter((q) => !answers[q.id]).length;

  // the server's deadline passed: the ticket is over (the server refuses answers from now on)
  const timeUp = remaining === 0;
  const stop: Stop | null = stopped ?? (timeUp ? 'time' : null);
  const { mutate: finishNow } = finish;
  useEffect(() => {
    // stores the stop at the deadline at once (any later call would too)
    if (timeUp) finishNow(ticket.ticket_id);
  }, [timeUp, finishNow, ticket.ticket_id]);

  const toResult = () =>
    finish.mutate(ticket.ticket_id, {
      onSuccess: () => navigate(autotestPaths.result(ticket.ticket_id), { replace: true }),
      onError: (error) => bus.emit('toast', { kind: 'error', message: userMessage(error) }),
    });

  const nextOpen = (from: number, given: Record<number, Answer>) => {
    for (let step = 1; step <= questions.length; step++) {
      const i = (from + step) % questions.length;
      if (!given[questions[i].id]) return i;
    }
    return from;
  };

  const choose = (option: number) => {
    if (stop || answer || check.isPending || option > current.options.length) return;
    const question = current;
    const at = index;
    check.mutate(
      { id: question.id, option_id: option },
      {
        onSuccess: ({ data }: { data: CheckAutotest }) => {
          const given = { ...answers, [question.id]: data };
          setAnswers(given);
          setMistakes(data.mistakes);
          if (data.finished) {
            if (data.stop_reason === 'mistakes') setStopped('mistakes');
            else toResult();
            return;
          }
          if (timed) window.setTimeout(() => setIndex((i) => (i === at ? nextOpen(at, given) : i)), ADVANCE_MS);
        },
        onError: (error) => {
          const code = errorCode(error);
          if (code === 'TIME_UP') setStopped('time');
          else if (code === 'TICKET_FINISHED') setStopped('mistakes');
          else bus.emit('toast', { kind: 'error', message: userMessage(error) });
        },
      },
    );
  };
  const move = (step: 1 | -1) => setIndex((i) => Math.min(questions.length - 1, Math.max(0, i + step)));
  useAnswerKeys(stop === null && !confirming, { choose, move });

  /**
   * The forced stop's ways out, with this ticket's state dropped: its result (issue 31: the learner
   * wants to see what went wrong) or home (SPEC §4). The server has finished the ticket (the third
   * mistake) or finishes it when its result is read (the deadline).
   */
  const leaveStopped = (to: string) => {
    // every figure of this remote is the caller's and has changed: drop them (queries never refetch on
    // mount); this ticket's own query goes when the screen unmounts (gcTime 0), never refetched here
    client.removeQueries({ queryKey: autotestKeys.all(locale, userId), predicate: (q) => q.queryKey[3] !== 'ticket' });
    navigate(to, to === paths.home ? undefined : { replace: true });
  };

  return (
    <div className={styles.screen}>
      <header className={styles.bar}>
        <h1 className={styles.title}>{ticket.title}</h1>
        <div className={styles.status}>
          {remaining !== null && (
            <p className={`${styles.timer} ${remaining <= 60 ? styles.timerLow : ''}`}>
              <span className={styles.statusLabel}>{t('quiz.timer')}</span>{' '}
              <span role="timer" data-testid="timer">
                {clock(remaining)}
              </span>
            </p>
          )}
          <p className={styles.mistakes} data-testid="mistakes">
            {ticket.max_mistakes === null
              ? t('quiz.mistakesPlain', { count: mistakes })
              : // the stopping mistake is one more than allowed: never "3/2"
                t(mistakes > ticket.max_mistakes ? 'quiz.mistakesOver' : 'quiz.mistakes', { count: mistakes, max: ticket.max_mistakes })}
          </p>
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={stop !== null}>
            {t('quiz.finish')}
          </Button>
        </div>
      </header>

      <div className={styles.body}>
        <section className={styles.question} aria-labelledby="autotest-question">
          <p className={styles.counter} data-testid="counter">
            {t('quiz.questionOf', { n: index + 1, total: questions.length })}
          </p>
          {current.image && (
            <div className={styles.picture}>
              <img src={current.image} alt={t('quiz.picture', { n: index + 1 })} width={640} height={360} />
            </div>
          )}
          <h2 id="autotest-question" className={styles.text}>
            <span className={visuallyHidden}>{t('quiz.question', { n: index + 1 })}: </span>
            {current.text}
          </h2>
          <ol className={styles.options} aria-label={t('quiz.options')}>
            {current.options.map((o) => {
              const state = !answer ? '' : o.id === answer.is_true ? styles.right : o.id === answer.checked ? styles.wrong : '';
              return (
                <li key={o.id}>
                  <button
                    type="button"
                    className={`${styles.option} ${state}`}
                    onClick={() => choose(o.id)}
                    aria-disabled={Boolean(answer) || stop !== null}
                    aria-pressed={answer ? answer.checked === o.id : undefined}
                    data-testid={`option-${o.id}`}
                  >
                    <kbd className={styles.key}>F{o.id}</kbd>
                    <span>{o.text}</span>
                  </button>
                </li>
              );
            })}
          </ol>
          <div aria-live="polite" className={styles.feedback}>
            {answer && (
              <>
                <p className={answer.is_right ? styles.feedbackRight : styles.feedbackWrong}>
                  {answer.is_right
                    ? t('quiz.right')
                    : t('quiz.wrong', { answer: current.options.find((o) => o.id === answer.is_true)?.text ?? '' })}
                </p>
                {answer.explanation && <p className={styles.explanation}>{answer.explanation}</p>}
                {answer.rule && <p className={styles.rule}>{t('quiz.rule', { rule: answer.rule })}</p>}
              </>
            )}
          </div>
          <p className={styles.hint}>{t('quiz.keysHint')}</p>
          <div className={styles.moves}>
            <Button variant="ghost" onClick={() => move(-1)} disabled={index === 0}>
              {t('quiz.prev')}
            </Button>
            <Button variant="secondary" onClick={() => move(1)} disabled={index === questions.length - 1}>
              {t('quiz.next')}
            </Button>
          </div>
        </section>
        <QuestionNavigator questions={questions} answers={answers} index={index} onSelect={setIndex} />
      </div>

      <Modal open={confirming} title={t('quiz.finishTitle')} onClose={() => setConfirming(false)}>
        <p>{t('quiz.finishText', { count: open })}</p>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('quiz.cancel')}
          </Button>
          <Button onClick={toResult} disabled={finish.isPending}>
            {t('quiz.finishConfirm')}
          </Button>
        </div>
      </Modal>

      <Modal open={stop !== null} title={t('quiz.stoppedTitle')} closable={false} onClose={() => undefined}>
        <p>{stop === 'time' ? t('quiz.stoppedTime', { minutes: AUTOTEST_MINUTES }) : t('quiz.stoppedMistakes')}</p>
        <div className={styles.dialogActions}>
          <Button onClick={() => leaveStopped(autotestPaths.result(ticket.ticket_id))} data-autofocus>
            {t('quiz.toResult')}
          </Button>
          <Button variant="secondary" onClick={() => leaveStopped(paths.home)}>
            {t('quiz.home')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
