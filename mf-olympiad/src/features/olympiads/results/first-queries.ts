// The results page's first queries (`first` of its route, ADR 034), derived from the route the way the page
// derives them: the server fetches them as the visitor and renders the page with them (issue 33, ADR
// 060). A guest's page is the sign-in panel (RequireUser): nothing to fetch.
import type { RouteRequest } from '@platform/shared/routes';
import { olympiadIdOf } from '../../../lib/paths';
import { olympiadQuery, rankingQuery } from '../api/olympiads';

/** The olympiad and the ranking page of `?page=` (1 unless a whole number above 0, as the page reads it). */
export function resultsQueries({ locale, userId, params, search }: RouteRequest) {
  const id = olympiadIdOf(params.olympiad);
  if (userId === null || id === null) return [];
  const raw = Number(search.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  return [olympiadQuery(locale, userId, id), rankingQuery(locale, userId, id, page)];
}
