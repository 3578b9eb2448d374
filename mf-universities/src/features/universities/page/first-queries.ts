// A university page's first query (`first` of its routes, ADR 034): the university, 404 for an
// unknown slug (400 for a malformed one), which makes the page a 404.
import type { RouteRequest } from '@platform/shared/routes';
import { universityInfoQueryOptions } from './api/get-university-info';

export function universityPageQueries({ locale, params }: RouteRequest) {
  return [universityInfoQueryOptions(locale, params.slug ?? '')];
}
