import { lazy, Suspense, useState } from 'react';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { useSession } from '@platform/shared/session';
import { xpForBall, type Quiz, type TestInfo } from '@platform/shared/topic-tests';
import { Explanation } from '@platform/shared/math';
import { Button, EmptyState, MOBILE_QUERY, useMediaQuery, visuallyHidden } from '@platform/shared/ui';
import { QUIZ_NS } from '../../../../lib/i18n';
import { useFinishTicket } from '../hooks/use-finish-ticket';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useQuizSession } from '../hooks/use-quiz-session';
import { isNetworkError } from '../lib/error-text';
import { FinishDialog } from './finish-dialog';
import { LeaveDialog } from './leave-dialog';
import { QuestionView } from './question-view';
import { QuizSidebar } from './quiz-sidebar';
import styles from './quiz-page.module.css';
import q from '@platform/shared/styles/question.module.css';
import { contentLang } from '../../../../lib/content-language';

const loadReportDialog = () => import(/* webpackChunkName: "quiz-report" */ './report-error-dialog');
const ReportErrorDialog = lazy(() => loadReportDialog().then((m) => ({ default: m.ReportErrorDialog })));

interface QuizScreenProps {
  testId: number;
  quiz: Quiz;
  info: TestInfo | undefined;
  subject: string;
}

/** The test screen (SPEC §2, §4): info panel, question, options, check / next / finish. */
export function QuizScreen({ testId, quiz, info, subject }: QuizScreenProps) {
  const { t } = useTranslation(QUIZ_NS);
  const locale = useSession((s) => s.locale);
  const { t: tc } = useTranslation('common');
  const compact = useMediaQuery(MOBILE_QUERY);
  const { blocker, allowLeave } = useLeaveGuard(quiz.status === 'active');
  const {
    finish,
    finishing,
    error: finishError,
    reset: resetFinish,
    goToResults,
  } = useFinishTicket({ testId, ticketId: quiz.ticket_id, beforeLeave: allowLeave });
  // the server finished or expired the ticket meanwhile: its results are what is left
  const session = useQuizSession({ testId, quiz, onTicketClosed: goToResults });
  const [finishOpen, setFinishOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [moved, setMoved] = useState(false);
  const { question, index, total, isLast, isAnswered, isCorrectAnswer, outcome, failure } = session;

  if (!question) return <EmptyState />;

  const label = !isAnswered
    ? session.checking
      ? t('actions.checking')
      : t('actions.check')
    : isLast
      ? t('actions.finish')
      : t('actions.next');
  const onMain = () => {
    if (!isAnswered) session.submit();
    else if (isLast) finish();
    else {
      session.next();
      setMoved(true);
    }
  };
  const xp = outcome ? outcome.xp : xpForBall(question.themed_ball);
  const finishErrorText = finishError ? userMessage(finishError) : null;

  return (
    <div className={styles.page}>
      <QuizSidebar info={info} subject={subject} answered={session.answeredCount} total={total} compact={compact} />

      <section className={styles.main} aria-labelledby="quiz-counter">
        <div className={styles.toolbar}>
          <p id="quiz-counter" className={styles.counter}>
            <span aria-hidden="true">{t('question.counter', { current: index + 1, total })}</span>
            <span className={visuallyHidden}>{t('question.counterLabel', { current: index + 1, total })}</span>
          </p>
          <button
            type="button"
            className={styles.linkButton}
            onPointerEnter={() => void loadReportDialog()}
            onFocus={() => void loadReportDialog()}
            onClick={() => setReportOpen(true)}
          >
            {t('report.open')}
          </button>
        </div>

        <QuestionView
          key={question.id}
          question={question}
          number={index + 1}
          selected={session.selected}
          busy={session.checking}
          onSelect={session.select}
          focusOnShow={moved}
          lang={info ? contentLang(info.language_id, locale) : undefined}
        />

        <div aria-live="polite" className={q.feedbackSlot}>
          {isAnswered && (
            <div className={isCorrectAnswer ? q.feedbackRight : q.feedbackWrong}>
              <span className={q.feedbackTitle}>{isCorrectAnswer ? t('result.correct') : t('result.wrong')}</span>
              <span data-testid="quiz-xp" className={styles.xp}>
                {isCorrectAnswer && xp > 0 ? t('result.xp', { xp }) : t('result.noXp')}
              </span>
            </div>
          )}
        </div>
        {/* after the answer only: the explanation comes with check-test's feedback (issue 30) */}
        {isAnswered && question.explanation && (
          <div lang={info ? contentLang(info.language_id, locale) : undefined}>
            <Explanation text={question.explanation} testId="quiz-explanation" />
          </div>
        )}

        {failure && (
          <div role="alert" className={styles.failure}>
            <p className={styles.failureText}>{userMessage(failure.error)}</p>
            {isNetworkError(failure.error) && <p className={styles.failureHint}>{t('offline.hint')}</p>}
            <Button variant="secondary" onClick={session.retry} disabled={session.checking}>
              {tc('retry')}
            </Button>
          </div>
        )}
        {finishErrorText && !finishOpen && (
          <p role="alert" className={styles.error}>
            {finishErrorText}
          </p>
        )}

        <div className={styles.actions}>
          <Button
            variant="ghost"
            data-testid="quiz-finish"
            onClick={() => {
              resetFinish();
              setFinishOpen(true);
            }}
            disabled={finishing}
          >
            {t('actions.finishTest')}
          </Button>
          <Button
            data-testid="quiz-main-button"
            onClick={onMain}
            disabled={(!isAnswered && (session.selected === null || session.checking)) || finishing}
            aria-busy={session.checking || finishing || undefined}
          >
            {isAnswered && isLast && finishing ? t('actions.finishing') : label}
          </Button>
        </div>
      </section>

      <FinishDialog
        open={finishOpen}
        answered={session.answeredCount}
        total={total}
        finishing={finishing}
        error={finishErrorText}
        onConfirm={finish}
        onClose={() => setFinishOpen(false)}
      />
      <LeaveDialog blocker={blocker} />
      {reportOpen && (
        <Suspense fallback={null}>
          <ReportErrorDialog questionId={question.question_id} onClose={() => setReportOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
