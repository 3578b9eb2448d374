import { useEffect } from 'react';
import { isApiStatus, userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { Navigate } from '@platform/shared/router';
import { useSession } from '@platform/shared/session';
import type { ExamKind } from '@platform/shared/exams';
import { ErrorState, LoadingRegion, Skeleton, useDocumentTitle } from '@platform/shared/ui';
import { EXAMS_NS } from '../../../../lib/i18n';
import { useViewer } from '../../../topic-tests/results';
import { useActiveExam } from '../../api/active-exam';
import { EXAM_PATHS, examResultPath } from '../../lib/kinds';
import { ExamScreen } from './exam-screen';
import styles from './exam-screen.module.css';

function Loading() {
  const { t } = useTranslation(EXAMS_NS);
  return (
    <div className={styles.page}>
      <LoadingRegion label={t('screen.loading')}>
        <Skeleton height={420} />
      </LoadingRegion>
    </div>
  );
}

/**
 * `/dtm/test`, `/virtual/test`, `/blok-test/test`: the user's running ticket of the kind. None (404,
 * SPEC §4 "progress empty → /{type}") goes back to the start form; a ticket whose deadline passed
 * was finished by the server and goes to its result. A guest is asked to sign in first.
 */
export function ExamScreenPage({ kind }: { kind: ExamKind }) {
  const { t } = useTranslation(EXAMS_NS);
  const viewer = useViewer();
  const status = useSession((s) => s.status);
  const active = useActiveExam(kind, viewer, status === 'user');
  useDocumentTitle(active.data?.data.name ?? t(`kinds.${kind}`));
  const guest = status === 'guest';
  useEffect(() => {
    if (guest) bus.emit('auth:open', { redirectUrl: EXAM_PATHS[kind].test });
  }, [guest, kind]);

  if (guest) return <Navigate to={EXAM_PATHS[kind].start} replace />;
  if (active.data) {
    const ticket = active.data.data;
    if (ticket.status === 'finished') return <Navigate to={examResultPath(ticket.id)} replace />;
    return <ExamScreen ticket={ticket} receivedAt={active.data.receivedAt} />;
  }
  if (active.isError) {
    if (isApiStatus(active.error, 404) || isApiStatus(active.error, 400)) return <Navigate to={EXAM_PATHS[kind].start} replace />;
    return (
      <div className={styles.page}>
        <ErrorState message={userMessage(active.error)} onRetry={() => void active.refetch()} />
      </div>
    );
  }
  return <Loading />;
}
