// The olympiad page's first queries (`first` of its route, ADR 034), derived from the route the way the page
// derives them: the server fetches them as the visitor and renders the page with them (issue 33, ADR
// 060). A guest's page is the sign-in panel (RequireUser): nothing to fetch.
import type { RouteRequest } from '@platform/shared/routes';
import { olympiadIdOf } from '../../../lib/paths';
import { olympiadQuery } from '../api/olympiads';

export function detailQueries({ locale, userId, params }: RouteRequest) {
  const id = olympiadIdOf(params.olympiad);
  if (userId === null || id === null) return [];
  return [olympiadQuery(locale, userId, id)];
}
