// The /pro page's first queries (`first` of its route, ADR 034): the plans, the comparison of the
// product its tabs open on and the testimonials, fetched by the server with the page, which it then
// renders with them (issue 33; ADR 060).
import type { RouteRequest } from '@platform/shared/routes';
import { DEFAULT_PRO_PRODUCT } from './components/feature-table';
import { featuresQuery, plansQuery, testimonialsQuery } from './api/pro-reads';

export function proQueries({ locale }: RouteRequest) {
  return [plansQuery(), featuresQuery(locale, DEFAULT_PRO_PRODUCT), testimonialsQuery(locale)];
}
