import { lazy, Suspense, useEffect, useRef } from 'react';
import { ApiError, userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { Navigate, useLocation, useNavigate, useParams } from '@platform/shared/router';
import { paths, resultPath } from '@platform/shared/routes';
import { ErrorState, useDocumentTitle } from '@platform/shared/ui';
import { useQuiz } from '../api/order-test';
import { useTestInfo } from '../../catalog';
import { blockedFrom, type BlockedState } from '../lib/blocked';
import { QUIZ_NS } from '../../../../lib/i18n';
import { testIdFromParam } from '../lib/test-param';
import { QuizScreen } from './quiz-screen';
import { QuizSkeleton } from './quiz-skeleton';
import styles from './quiz-page.module.css';

// Only a wrong link or a removed test shows it, so its panel is not part of the test screen's download.
const QuizNotFoundPanel = lazy(() => import('./quiz-not-found').then((m) => ({ default: m.QuizNotFound })));

function QuizNotFound() {
  const { t } = useTranslation(QUIZ_NS);
  return (
    <Suspense fallback={<QuizSkeleton label={t('loading')} />}>
      <QuizNotFoundPanel />
    </Suspense>
  );
}

/** `/mavzuli-test/:subject/:test` (`:test` = `{testId}-{lessonSlug}`): take a topic test. */
export function QuizPage() {
  const { subject = '', test } = useParams();
  const testId = testIdFromParam(test);
  if (testId === null) return <QuizNotFound />;
  return <QuizLoader key={testId} testId={testId} subject={subject} />;
}

function QuizLoader({ testId, subject }: { testId: number; subject: string }) {
  const { t } = useTranslation(QUIZ_NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const quiz = useQuiz(testId);
  const info = useTestInfo(testId);
  useDocumentTitle(info.data ? t('documentTitle', { lesson: info.data.data.lesson_name }) : undefined);

  // SPEC §8: a locked test or the daily limit sends the learner back to the list, which shows the
  // "test locked" dialog from the router state; the daily limit also opens the Pro modal.
  const blocked = quiz.isError ? blockedFrom(quiz.error) : null;
  const sentAway = useRef(false);
  useEffect(() => {
    if (!blocked || sentAway.current) return;
    sentAway.current = true;
    if (blocked.code === 'DAILY_LIMIT') bus.emit('pro:daily-limit', { nextOpenAt: blocked.message.next_open_test * 1000 });
    const state: BlockedState = { blocked };
    navigate(paths.topicTests, { replace: true, state });
  }, [blocked, navigate]);

  // the subject and slug of the link must be the test's: `matematika/1` for an ona tili test moves to
  // the test's own address (same test id, so the screen and its ticket stay)
  const canonical = info.data?.data.test_url;
  if (canonical && canonical !== pathname) return <Navigate to={canonical} replace />;

  if (quiz.data) {
    const ticket = quiz.data.data;
    // a closed ticket has only its results left
    if (ticket.status === 'finished') return <Navigate to={resultPath(ticket.ticket_id)} replace />;
    return <QuizScreen testId={testId} quiz={ticket} info={info.data?.data} subject={subject} />;
  }
  if (quiz.isPending || blocked) return <QuizSkeleton label={t('loading')} />;
  if (quiz.error instanceof ApiError && quiz.error.status === 404) return <QuizNotFound />;
  return (
    <section className={styles.notice}>
      <ErrorState message={userMessage(quiz.error)} onRetry={() => void quiz.refetch()} />
    </section>
  );
}
