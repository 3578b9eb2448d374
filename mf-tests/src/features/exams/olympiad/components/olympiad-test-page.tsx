import { useEffect } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { Navigate, useLocation, useParams } from '@platform/shared/router';
import { useSession } from '@platform/shared/session';
import { bus } from '@platform/shared/events';
import { paths } from '@platform/shared/routes';
import { useDocumentTitle } from '@platform/shared/ui';
import { EXAMS_NS } from '../../../../lib/i18n';
import { useViewer } from '../../../topic-tests/results';
import { finishOlympiad, reportVisibility, saveOlympiadAnswer, useOlympiadTicket } from '../../api/olympiad';
import { ExamScreen, TicketPending } from '../../screen';

const resultsPath = (olympiadId: number) => `${paths.olympiads}/olimpiada-${olympiadId}/natijalar`;

/** Page visibility changes during the attempt, recorded for organisers (never punished automatically). */
function useVisibilityLog(ticketId: number | null) {
  useEffect(() => {
    if (ticketId === null) return;
    const report = () => reportVisibility(ticketId, document.visibilityState === 'hidden' ? 'hidden' : 'visible');
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [ticketId]);
}

/**
 * `/online-olimpiadalar/test/{olympic course id}`: the olympiad attempt on the exam engine's screen
 * (server deadline = min(start + duration, olympiad end), saves, auto-finish at zero). Finishing goes
 * to the olympiad's results; a guest is sent to the sign-in flow and comes back; no attempt goes to
 * the olympiads list.
 */
export function OlympiadTestPage() {
  const { t } = useTranslation(EXAMS_NS);
  const courseId = Number(useParams().id);
  const valid = Number.isInteger(courseId) && courseId > 0;
  const status = useSession((s) => s.status);
  const viewer = useViewer();
  const location = useLocation();
  const query = useOlympiadTicket(courseId, viewer, status === 'user' && valid);
  const ticket = query.data?.data;
  useDocumentTitle(ticket?.name ?? t('screen.loading'));
  useVisibilityLog(ticket && ticket.status === 'active' ? ticket.id : null);
  const guest = status === 'guest';
  useEffect(() => {
    if (guest) bus.emit('auth:open', { redirectUrl: location.pathname, required: true });
  }, [guest, location.pathname]);

  if (!valid) return <Navigate to={paths.olympiads} replace />;
  if (query.data && ticket) {
    if (ticket.status === 'finished') return <Navigate to={resultsPath(ticket.olympic_id)} replace />;
    return (
      <ExamScreen
        ticket={ticket}
        receivedAt={query.data.receivedAt}
        onFinish={finishOlympiad}
        saveAnswer={saveOlympiadAnswer}
        resultPath={resultsPath(ticket.olympic_id)}
      />
    );
  }
  return <TicketPending query={query} noTicket={paths.olympiads} />;
}
