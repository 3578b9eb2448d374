import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { useNavigate } from '@platform/shared/router';
import { useSession } from '@platform/shared/session';
import type { ExamAnswerBody, ExamTicket } from '@platform/shared/exams';
import { Button, Modal, Tabs } from '@platform/shared/ui';
import { contentLang } from '../../../../lib/content-language';
import { EXAMS_NS } from '../../../../lib/i18n';
import { useLeaveGuard } from '../../../topic-tests/quiz';
import { finishExam } from '../../api/exam-result';
import { clearTicket, isAnswered, loadFlags, storeFlags } from '../../lib/answer-store';
import { clockOffset } from '../../lib/clock';
import { resultPathOf } from '../../lib/kinds';
import { useSectionLabel } from '../../lib/sections';
import { useAnswerSync } from '../hooks/use-answer-sync';
import { useExamKeys } from '../hooks/use-exam-keys';
import { ExamNavigator } from './exam-navigator';
import { ExamQuestionView } from './exam-question';
import { ExamTimer } from './exam-timer';
import { FinishSummary } from './finish-summary';
import styles from './exam-screen.module.css';

// opened rarely: its form kit stays out of the exam screen's chunk
const ReportErrorDialog = lazy(() => import('../../../topic-tests/quiz').then((m) => ({ default: m.ReportErrorDialog })));

/**
 * The exam screen shared by every timed exam (issue 13 item 4): section tabs, the question card
 * with number/total and the exam's name, a navigator of answered/unanswered/flagged questions, the
 * server-clock timer with its 5-minute warning and the auto-finish modal at zero, keyboard
 * answering, leave interception, and answers kept and re-sent while the network is down.
 */
export function ExamScreen({
  ticket,
  receivedAt,
  onFinish = finishExam,
  saveAnswer,
  resultPath,
}: {
  /** the engine's running ticket (an olympiad's carries kind "olympiad") */
  ticket: Omit<ExamTicket, 'kind'> & { kind: string };
  receivedAt: number;
  /** finishes the ticket (default POST /exam/finish; an olympiad finishes through its own call) */
  onFinish?: (ticketId: number) => Promise<unknown>;
  /** saves one answer (default POST /exam/answer; an olympiad's go to POST /olympic/check-test) */
  saveAnswer?: (body: ExamAnswerBody) => Promise<unknown>;
  /** where the screen goes once finished (default the exam's result) */
  resultPath?: string;
}) {
  const { t } = useTranslation(EXAMS_NS);
  const locale = useSession((s) => s.locale);
  const sectionName = useSectionLabel(ticket.sections);
  const navigate = useNavigate();
  const offset = useMemo(() => clockOffset(ticket.server_now, receivedAt), [ticket.server_now, receivedAt]);
  const [timeUp, setTimeUp] = useState(false);
  const { blocker, allowLeave, armed } = useLeaveGuard(!timeUp);
  const questions = ticket.questions;
  const [current, setCurrent] = useState(() =>
    Math.max(
      0,
      questions.findIndex((q) => q.checked === null && !q.pairs && !q.answer_text),
    ),
  );
  const [flags, setFlags] = useState(() => new Set(loadFlags(ticket.id)));
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);

  const finish = useMutation({
    mutationFn: async () => {
      await sync.flush();
      return onFinish(ticket.id);
    },
    onSuccess: () => {
      clearTicket(ticket.id);
      // its wrong and unanswered questions joined the review queue (ADR 044): the shell's count asks again
      bus.emit('review:due', { due: null });
    },
  });
  const goToResult = useCallback(() => {
    allowLeave();
    navigate(resultPath ?? resultPathOf(ticket), { replace: true });
  }, [allowLeave, navigate, resultPath, ticket]);
  const closeByTime = useCallback(() => {
    setConfirming(false);
    setTimeUp(true);
    if (!finish.isPending && !finish.isSuccess) finish.mutate();
  }, [finish]);
  const sync = useAnswerSync(ticket.id, questions, closeByTime, saveAnswer);

  const question = questions[current];
  const section = ticket.sections.find((s) => s.id === question.section_id) ?? ticket.sections[0];
  const sectionQuestions = useMemo(() => questions.filter((q) => q.section_id === section.id), [questions, section.id]);
  const unanswered = questions.filter((q) => !isAnswered(sync.answers[q.id])).length;
  // a tap shows its choice at once; the counts on the tabs and the navigator's grid follow in a render
  // of their own that React may interrupt (ADR 053: the tap's frame carries the question card only)
  const settledAnswers = useDeferredValue(sync.answers);
  const answeredBySection = useMemo(() => {
    const counts = new Map<number, number>();
    for (const q of questions) if (isAnswered(settledAnswers[q.id])) counts.set(q.section_id, (counts.get(q.section_id) ?? 0) + 1);
    return counts;
  }, [questions, settledAnswers]);

  const go = useCallback((index: number) => setCurrent(Math.min(questions.length - 1, Math.max(0, index))), [questions.length]);
  useExamKeys({
    answer: (i) => {
      const option = question.options[i];
      if (option && !timeUp) sync.choose(question.id, option.id);
    },
    prev: () => go(current - 1),
    next: () => go(current + 1),
  });

  const toggleFlag = () => {
    const next = new Set(flags);
    if (next.has(question.id)) next.delete(question.id);
    else next.add(question.id);
    setFlags(next);
    storeFlags(ticket.id, [...next]);
  };

  const confirmFinish = () =>
    finish.mutate(undefined, {
      onSuccess: goToResult,
    });

  return (
    <div className={styles.page} data-leave-guard={armed && !timeUp ? 'on' : undefined}>
      <header className={styles.bar}>
        <div className={styles.barTitle}>
          <h1 className={styles.name}>{ticket.name}</h1>
          <p className={styles.status} aria-live="polite">
            {sync.offline ? t('screen.offline', { count: sync.pendingCount }) : sync.pendingCount ? t('screen.saving') : t('screen.saved')}
          </p>
        </div>
        <ExamTimer deadline={ticket.deadline} offset={offset} onZero={closeByTime} />
        <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="exam-finish">
          {t('screen.finish')}
        </Button>
      </header>
      {sync.offline && (
        <p className={styles.offline} role="alert">
          {t('screen.offline', { count: sync.pendingCount })}
        </p>
      )}
      <div className={styles.tabs}>
        <Tabs
          label={t('screen.sections')}
          value={String(section.id)}
          onChange={(id) => go(questions.findIndex((q) => q.section_id === Number(id)))}
          tabs={ticket.sections.map((s) => ({
            id: String(s.id),
            label: t('screen.sectionTab', {
              name: sectionName(s),
              answered: answeredBySection.get(s.id) ?? 0,
              count: s.question_count,
            }),
          }))}
        />
      </div>
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="exam-question-number">
          <div className={styles.cardHead}>
            <h2 id="exam-question-number" className={styles.number} data-testid="exam-question-number">
              {t('screen.question', { number: current + 1, total: questions.length })}
            </h2>
            <span className={styles.weight}>
              {sectionName(section)} · {t('screen.weight', { points: section.points })}
            </span>
          </div>
          <ExamQuestionView
            key={question.id}
            question={question}
            value={sync.answers[question.id]}
            onAnswer={(value) => sync.choose(question.id, value)}
            lang={contentLang(ticket.language_id, locale)}
          />
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => go(current - 1)} disabled={current === 0}>
              {t('screen.prev')}
            </Button>
            <Button variant="ghost" onClick={toggleFlag} aria-pressed={flags.has(question.id)}>
              {flags.has(question.id) ? t('screen.unflag') : t('screen.flag')}
            </Button>
            <Button onClick={() => (current === questions.length - 1 ? setConfirming(true) : go(current + 1))} data-testid="exam-next">
              {current === questions.length - 1 ? t('screen.finish') : t('screen.next')}
            </Button>
          </div>
          <div className={styles.foot}>
            {/* the error report names a topic-test question; national-certificate items are not those */}
            {!question.type && (
              <button type="button" className={styles.linkButton} onClick={() => setReporting(true)}>
                {t('screen.report')}
              </button>
            )}
            <span className={styles.hint}>{t('screen.keyboardHint')}</span>
          </div>
        </section>
        <aside className={styles.card}>
          <ExamNavigator questions={sectionQuestions} current={current} answers={settledAnswers} flags={flags} onGo={go} />
        </aside>
      </div>

      <Modal open={confirming && !timeUp} title={t('screen.finishTitle')} onClose={() => setConfirming(false)}>
        <p className={styles.dialogText}>{unanswered ? t('screen.finishText', { count: unanswered }) : t('screen.finishAll')}</p>
        <FinishSummary
          sections={ticket.sections}
          questions={questions}
          answers={sync.answers}
          flags={flags}
          onGo={(index) => {
            setConfirming(false);
            go(index);
          }}
        />
        {finish.isError && (
          <p className={styles.error} role="alert">
            {userMessage(finish.error)}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {t('screen.cancel')}
          </Button>
          <Button onClick={confirmFinish} disabled={finish.isPending} data-testid="exam-finish-confirm">
            {t('screen.finishConfirm')}
          </Button>
        </div>
      </Modal>
      <Modal open={timeUp} title={t('screen.timeUpTitle')} onClose={() => undefined} closable={false}>
        <p className={styles.dialogText}>{t('screen.timeUpText')}</p>
        {finish.isError && (
          <p className={styles.error} role="alert">
            {userMessage(finish.error)}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button onClick={finish.isError ? () => finish.mutate() : goToResult} disabled={finish.isPending} data-testid="exam-time-up">
            {t('screen.timeUpButton')}
          </Button>
        </div>
      </Modal>
      <Modal open={blocker.state === 'blocked'} title={t('screen.leaveTitle')} onClose={() => blocker.reset?.()}>
        <p className={styles.dialogText}>{t('screen.leaveText')}</p>
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={() => blocker.proceed?.()}>
            {t('screen.leave')}
          </Button>
          <Button onClick={() => blocker.reset?.()} autoFocus>
            {t('screen.stay')}
          </Button>
        </div>
      </Modal>
      {reporting && !question.type && (
        <Suspense fallback={null}>
          <ReportErrorDialog questionId={question.question_id} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </div>
  );
}
