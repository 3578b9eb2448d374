import { useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { olympiadOrderResponse, olympicsListResponse, olympicViewResponse, rankingResponse } from '@platform/shared/olympiads';
import { olympiadKeys } from '../../../lib/olympiad-keys';
import { useViewer } from '@platform/shared/session';

/** Answers carry the server's clock: `receivedAt` lets countdowns correct this browser's. */
const stamped = <T extends object>(body: T): T & { receivedAt: number } => ({ ...body, receivedAt: Date.now() });

/** GET /olympic/olympics-list or -list-finish (SPEC §6: only after authentication). */
export function useOlympiads(which: 'active' | 'finished') {
  const { locale, userId, signedIn } = useViewer();
  return useQuery({
    queryKey: olympiadKeys.list(locale, userId, which),
    queryFn: ({ signal }) =>
      api
        .get(which === 'active' ? '/olympic/olympics-list' : '/olympic/olympics-list-finish', { schema: olympicsListResponse, signal })
        .then(stamped),
    enabled: signedIn,
  });
}

/** GET /olympic/olympic-view?id: one olympiad with its combinations. */
export function useOlympiad(id: number | null) {
  const { locale, userId, signedIn } = useViewer();
  return useQuery({
    queryKey: olympiadKeys.view(locale, userId, id ?? 0),
    queryFn: ({ signal }) => api.get('/olympic/olympic-view', { schema: olympicViewResponse, query: { id: id! }, signal }).then(stamped),
    enabled: signedIn && id !== null,
  });
}

/** GET /olympic/olympic-stats?olympic_id&page: a ranking page and the own row; polled while the olympiad runs. */
export function useRanking(id: number | null, page: number, live: boolean) {
  const { locale, userId, signedIn } = useViewer();
  return useQuery({
    queryKey: olympiadKeys.ranking(locale, userId, id ?? 0, page),
    queryFn: ({ signal }) => api.get('/olympic/olympic-stats', { schema: rankingResponse, query: { olympic_id: id!, page }, signal }),
    enabled: signedIn && id !== null,
    refetchInterval: live ? 15_000 : false,
  });
}

/** POST /olympic/olympic-order: starts the one participation. */
export function startOlympiad(body: { olympic_id: number; olympic_course_id?: number }) {
  return api.post('/olympic/olympic-order', { schema: olympiadOrderResponse, body });
}
