// The leaderboard's first queries (`first` of its route in src/exposed/routes.tsx): the board the
// address asks for and the tickets of its picker, from the page's own factories, fetched by the
// server with the page and rendered with it (ADR 034, 060): without them the table came after the
// remote's chunks and the api's answer (Lighthouse LCP 2.8 s, issue 33). In the page's chunk: the
// routes module only imports it lazily.
import type { RouteRequest } from '@platform/shared/routes';
import { testsQueryOptions } from '../landing';
import { leaderboardQueryOptions } from './api/get-leaderboard';

/** The ticket of `?test_id` (a positive integer), or null for the exam's board. */
export function boardTestId(search: URLSearchParams): number | null {
  const raw = Number(search.get('test_id'));
  return Number.isInteger(raw) && raw > 0 ? raw : null;
}

/** `/avtotest/leaderboard[?test_id]`: that board (the visitor's own row when signed in) and the tickets. */
export function leaderboardQueries({ locale, userId, search }: RouteRequest) {
  return [leaderboardQueryOptions(locale, userId, boardTestId(search)), testsQueryOptions(locale, userId)];
}
