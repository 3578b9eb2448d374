import { useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { certificateCheckResponse } from '@platform/shared/certificates';
import { testKeys } from '../../../../lib/test-keys';
import { useViewer } from '../../../topic-tests/results';

/** GET /certificate/check?ticket_id: public verification of a certificate (404 when none was issued). */
export function getCertificateCheck(ticketId: number, signal?: AbortSignal) {
  return api.get('/certificate/check', { schema: certificateCheckResponse, query: { ticket_id: ticketId }, signal });
}

/** Public verification; `is_owner` depends on the viewer, so the viewer is part of the key. */
export function useViewerCertificateCheck(ticketId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: testKeys.viewerCertificateCheck(ticketId, viewer),
    queryFn: ({ signal }) => getCertificateCheck(ticketId, signal),
    enabled: viewer !== null,
  });
}
