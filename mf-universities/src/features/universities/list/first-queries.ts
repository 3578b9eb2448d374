// The university lists' first queries (`first` of their routes in src/exposed/routes.tsx, ADR 034): the
// page of cards its query string asks for and the regions of its filter, from the page's own factories.
import type { UniversityType } from '@platform/shared/contracts';
import type { RouteRequest } from '@platform/shared/routes';
import { addressesQueryOptions } from './api/get-addresses';
import { universityListQueryOptions } from './api/get-university-list';
import { parseListParams } from './hooks/use-university-list-params';

export function universityListQueries({ locale, search }: RouteRequest, fixedType?: UniversityType) {
  return [universityListQueryOptions(locale, parseListParams(search, fixedType)), addressesQueryOptions(locale)];
}
