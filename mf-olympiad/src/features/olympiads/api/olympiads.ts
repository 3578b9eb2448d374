import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { Locale } from '@platform/shared/contracts';
import { olympiadOrderResponse, olympicsListResponse, olympicViewResponse, rankingResponse } from '@platform/shared/olympiads';
import { olympiadKeys } from '../../../lib/olympiad-keys';
import { useViewer } from '@platform/shared/session';

/**
 * Answers carry the server's clock: `receivedAt`, this browser's time when the answer came, lets
 * countdowns correct this browser's clock. An answer the page server fetched with the page (ADR 034)
 * has none (null): the page's own start stands for it (`clockOf`).
 */
const stamped = <T extends object>(body: T): T & { receivedAt: number | null } => ({
  ...body,
  receivedAt: typeof window === 'undefined' ? null : Date.now(),
});

/** The clock of an answer: the server's time and this browser's when it came (the page's start for a rendered page's data). */
export const clockOf = (serverNow: number, receivedAt: number | null | undefined) => ({
  serverNow,
  receivedAt: receivedAt ?? performance.timeOrigin,
});

/** GET /olympic/olympics-list or -list-finish (SPEC §6: only after authentication). */
export const olympiadsQuery = (locale: Locale, userId: number | null, which: 'active' | 'finished') =>
  queryOptions({
    queryKey: olympiadKeys.list(locale, userId, which),
    queryFn: ({ signal }) =>
      api
        .get(which === 'active' ? '/olympic/olympics-list' : '/olympic/olympics-list-finish', { schema: olympicsListResponse, signal })
        .then(stamped),
  });
export function useOlympiads(which: 'active' | 'finished') {
  const { locale, userId, signedIn } = useViewer();
  return useQuery({ ...olympiadsQuery(locale, userId, which), enabled: signedIn });
}

/** GET /olympic/olympic-view?id: one olympiad with its combinations. */
export const olympiadQuery = (locale: Locale, userId: number | null, id: number | null) =>
  queryOptions({
    queryKey: olympiadKeys.view(locale, userId, id ?? 0),
    queryFn: ({ signal }) => api.get('/olympic/olympic-view', { schema: olympicViewResponse, query: { id: id! }, signal }).then(stamped),
  });
export function useOlympiad(id: number | null) {
  const { locale, userId, signedIn } = useViewer();
  return useQuery({ ...olympiadQuery(locale, userId, id), enabled: signedIn && id !== null });
}

/** GET /olympic/olympic-stats?olympic_id&page: a ranking page and the own row; polled while the olympiad runs. */
export const rankingQuery = (locale: Locale, userId: number | null, id: number | null, page: number) =>
  queryOptions({
    queryKey: olympiadKeys.ranking(locale, userId, id ?? 0, page),
    queryFn: ({ signal }) => api.get('/olympic/olympic-stats', { schema: rankingResponse, query: { olympic_id: id!, page }, signal }),
  });
export function useRanking(id: number | null, page: number, live: boolean) {
  const { locale, userId, signedIn } = useViewer();
  return useQuery({ ...rankingQuery(locale, userId, id, page), enabled: signedIn && id !== null, refetchInterval: live ? 15_000 : false });
}

/** POST /olympic/olympic-order: starts the one participation. */
export function startOlympiad(body: { olympic_id: number; olympic_course_id?: number }) {
  return api.post('/olympic/olympic-order', { schema: olympiadOrderResponse, body });
}
