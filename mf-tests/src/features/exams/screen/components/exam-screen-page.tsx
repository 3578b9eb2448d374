import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiStatus, userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { Navigate, useLocation } from '@platform/shared/router';
import { useSession } from '@platform/shared/session';
import type { ExamKind } from '@platform/shared/exams';
import { ErrorState, LoadingRegion, Skeleton, useDocumentTitle } from '@platform/shared/ui';
import { EXAMS_NS } from '../../../../lib/i18n';
import { useViewer } from '../../../topic-tests/results';
import { useActiveExam } from '../../api/active-exam';
import { EXAM_PATHS, resultPathOf } from '../../lib/kinds';
import { ExamScreen } from './exam-screen';
import styles from './exam-screen.module.css';

/**
 * A running ticket's query that has no ticket yet: none (404, or 400 for an id that names nothing)
 * goes to `noTicket`, another failure offers a retry, else the screen's skeleton.
 */
export function TicketPending({ query, noTicket }: { query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>; noTicket: string }) {
  const { t } = useTranslation(EXAMS_NS);
  if (query.isError) {
    if (isApiStatus(query.error, 404) || isApiStatus(query.error, 400)) return <Navigate to={noTicket} replace />;
    return (
      <div className={styles.page}>
        <ErrorState message={userMessage(query.error)} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <LoadingRegion label={t('screen.loading')}>
        <Skeleton height={420} />
      </LoadingRegion>
    </div>
  );
}

/**
 * `/dtm/test`, `/virtual/test`, `/blok-test/test`, `/milliy-sertifikat/test`,
 * `/xususiy-universitetlar/{universityId}/{directionName}/test`: the user's running ticket of the kind. None (data
 * null, SPEC §4 "progress empty → /{type}") goes back to the start form; a ticket whose deadline passed
 * was finished by the server and goes to its result. A guest is asked to sign in first.
 */
export function ExamScreenPage({ kind }: { kind: ExamKind }) {
  const { t } = useTranslation(EXAMS_NS);
  const viewer = useViewer();
  const status = useSession((s) => s.status);
  const active = useActiveExam(kind, viewer, status === 'user');
  useDocumentTitle(active.data?.data?.name ?? t(`kinds.${kind}`));
  const guest = status === 'guest';
  // back to this very page after sign-in (a private exam's path names its program)
  const here = useLocation().pathname;
  useEffect(() => {
    if (guest) bus.emit('auth:open', { redirectUrl: here });
  }, [guest, here]);

  if (guest) return <Navigate to={EXAM_PATHS[kind].start} replace />;
  if (active.data) {
    const ticket = active.data.data;
    if (ticket === null) return <Navigate to={EXAM_PATHS[kind].start} replace />;
    if (ticket.status === 'finished') return <Navigate to={resultPathOf(ticket)} replace />;
    return <ExamScreen ticket={ticket} receivedAt={active.data.receivedAt} />;
  }
  return <TicketPending query={active} noTicket={EXAM_PATHS[kind].start} />;
}
