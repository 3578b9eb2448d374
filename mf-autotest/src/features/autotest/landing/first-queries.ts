// The landing page's first queries (`first` of its route in src/exposed/routes.tsx): the bank's
// summary and the tickets, from the page's own factories, fetched by the server with the page
// (docs/decisions/034), so the page's first render has them instead of putting the hero's note, the
// modes and the tickets in later, each pushing what is below it down (issue 33). In the page's chunk:
// the routes module only imports it lazily.
import type { RouteRequest } from '@platform/shared/routes';
import { summaryQueryOptions } from './api/get-summary';
import { testsQueryOptions } from './api/get-tests';

/** `/avtotest`: the summary (the visitor's own figures when signed in) and the tickets. */
export function landingQueries({ locale, userId }: RouteRequest) {
  return [summaryQueryOptions(locale, userId), testsQueryOptions(locale, userId)];
}
