// The advice page's first queries (`first` of /univer-tavsiya, ADR 034): the advice for the form in its
// query string (or, without one, the signed-in visitor's best mock result) and the learning centres,
// from the page's own factories; the server renders the page with them (issue 33, ADR 060).
import type { RouteRequest } from '@platform/shared/routes';
import { adviceQueryOptions, learningCentresQueryOptions } from './api/advice-api';
import { formFromUrl } from './lib/advice-url';

export function adviceQueries({ locale, userId, search }: RouteRequest) {
  return [adviceQueryOptions(locale, userId, formFromUrl(search)), learningCentresQueryOptions(locale)];
}
