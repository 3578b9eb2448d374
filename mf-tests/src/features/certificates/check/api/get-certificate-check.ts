import { useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { certificateCheckResponse } from '@platform/shared/certificates';
import { testKeys } from '../../../../lib/test-keys';
import { useViewer } from '../../../topic-tests/results';

/**
 * GET /certificate/check?id: verification of a certificate by its id (anyone) or by its ticket's id
 * (the owner only); 404 when none was issued or the ticket is not the viewer's.
 */
export function getCertificateCheck(id: string, signal?: AbortSignal) {
  return api.get('/certificate/check', { schema: certificateCheckResponse, query: { id }, signal });
}

/** Verification; `is_owner` (and the ticket id) depend on the viewer, so the viewer is part of the key. */
export function useViewerCertificateCheck(id: string) {
  const viewer = useViewer();
  return useQuery({
    queryKey: testKeys.viewerCertificateCheck(id, viewer),
    queryFn: ({ signal }) => getCertificateCheck(id, signal),
    enabled: viewer !== null,
  });
}
