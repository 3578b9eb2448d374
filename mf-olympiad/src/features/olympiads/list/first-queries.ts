// The olympiad list's first queries (`first` of its route, ADR 034), derived from the route the way the page
// derives them: the server fetches them as the visitor and renders the page with them (issue 33, ADR
// 060). A guest's page is the sign-in panel (RequireUser): nothing to fetch.
import type { RouteRequest } from '@platform/shared/routes';
import { olympiadsQuery } from '../api/olympiads';

export function listQueries({ locale, userId }: RouteRequest) {
  if (userId === null) return [];
  return [olympiadsQuery(locale, userId, 'active'), olympiadsQuery(locale, userId, 'finished')];
}
