import { useEffect, useRef } from 'react';
import { errorCode, isApiStatus, userMessage } from '@platform/shared/api';
import type { CreateAutotestBody } from '@platform/shared/autotest';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { Link, Navigate, useLocation, useParams, useSearchParams } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { Button, buttonClass, ErrorState, LoadingRegion, Skeleton, pageLayout as layout } from '@platform/shared/ui';
import { MessagePage } from '../../../../components/message-page';
import { NS } from '../../../../lib/i18n';
import { autotestPaths } from '../../../../lib/paths';
import { useTicket } from '../api/create-ticket';
import { QuizScreen } from './quiz-screen';

/** What the address asks to start: `/avtotest/test/:testId` a ticket, `/avtotest/test[?mode=…]` the exam or a mode. */
function startOf(testId: string | undefined, search: URLSearchParams): CreateAutotestBody | null {
  if (testId !== undefined) {
    const id = Number(testId);
    return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? { test_id: id } : null;
  }
  const mode = search.get('mode');
  if (mode === 'topic') {
    const category = search.get('category');
    return category ? { mode, category } : null;
  }
  if (mode === 'mistakes' || mode === 'marathon') return { mode };
  return mode === null || mode === 'exam' ? { mode: 'exam' } : null;
}

/** `/avtotest/test[/:testId]`: signed-in learners only; starts (or resumes) the ticket and shows it. */
export function QuizPage() {
  const { t } = useTranslation(NS);
  const { testId } = useParams();
  const [search] = useSearchParams();
  const { pathname, search: query } = useLocation();
  const status = useSession((s) => s.status);
  const start = startOf(testId, search);
  const asked = useRef(false);
  useEffect(() => {
    // SPEC §5: starting signed out opens the sign-in flow, then comes back here
    if (status === 'guest' && !asked.current) {
      asked.current = true;
      bus.emit('auth:open', { redirectUrl: `${pathname}${query}` });
    }
  }, [status, pathname, query]);
  if (start === null) return <NotFound />;
  if (status === 'unknown') return <QuizSkeleton />;
  if (status === 'guest') {
    return (
      <MessagePage title={t('quiz.signInTitle')} text={t('quiz.signInText')}>
        <Button onClick={() => bus.emit('auth:open', { redirectUrl: `${pathname}${query}` })}>{t('quiz.signIn')}</Button>
        <Link to={autotestPaths.home} className={buttonClass('secondary')}>
          {t('quiz.back')}
        </Link>
      </MessagePage>
    );
  }
  return <QuizLoader key={JSON.stringify(start)} start={start} />;
}

function QuizLoader({ start }: { start: CreateAutotestBody }) {
  const { t } = useTranslation(NS);
  const ticket = useTicket(start, true);
  if (ticket.isPending) return <QuizSkeleton />;
  if (ticket.isError) {
    if (errorCode(ticket.error) === 'NO_MISTAKES') {
      return (
        <MessagePage title={t('landing.mistakes')} text={t('quiz.noMistakes')}>
          <Link to={autotestPaths.home} className={buttonClass('primary')}>
            {t('quiz.back')}
          </Link>
        </MessagePage>
      );
    }
    if (isApiStatus(ticket.error, 404)) return <NotFound />;
    return (
      <div className={layout.page}>
        <ErrorState message={userMessage(ticket.error)} onRetry={() => void ticket.refetch()} />
      </div>
    );
  }
  const data = ticket.data.data;
  // SPEC §6/§8: a used free exam or a Pro ticket without Pro goes to the Pro page
  if (!data.is_allowed) return <Navigate to={paths.pro} replace />;
  if (data.ticket.status === 'finished') return <Navigate to={autotestPaths.result(data.ticket.ticket_id)} replace />;
  return <QuizScreen ticket={data.ticket} />;
}

function NotFound() {
  const { t } = useTranslation(NS);
  return (
    <MessagePage title={t('quiz.notFound')}>
      <Link to={autotestPaths.home} className={buttonClass('primary')}>
        {t('quiz.back')}
      </Link>
    </MessagePage>
  );
}

function QuizSkeleton() {
  const { t } = useTranslation(NS);
  return (
    <LoadingRegion label={t('quiz.loading')} className={layout.page}>
      <Skeleton height={220} />
      <div style={{ height: 16 }} />
      <Skeleton height={48} />
      <div style={{ height: 8 }} />
      <Skeleton height={48} />
    </LoadingRegion>
  );
}
