import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { auditResponse } from '@platform/shared/studio';
import { useSession } from '@platform/shared/session';
import { studioKeys } from '../../../lib/studio-keys';

export interface AuditFilters {
  actor_id?: number;
  entity?: string;
  entity_id?: string;
}

export const AUDIT_PAGE_SIZE = 30;

/** GET /studio/audit: the studio's writes, newest first, filtered by actor and entity (admin). */
export function useAudit(filters: AuditFilters, page: number) {
  const locale = useSession((s) => s.locale);
  const query = { ...filters, page, size: AUDIT_PAGE_SIZE };
  return useQuery({
    queryKey: studioKeys.list('audit', locale, query),
    queryFn: ({ signal }) => api.get('/studio/audit', { schema: auditResponse, query, signal }),
    placeholderData: keepPreviousData,
  });
}
