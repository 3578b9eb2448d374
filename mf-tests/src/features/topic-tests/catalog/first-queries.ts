// The catalogue pages' first queries (`first` of their routes in src/exposed/routes.tsx): the queries
// the pages ask for first, from the same factories and parameters, fetched by the server with the
// page (docs/decisions/034). In the pages' chunk: the routes module only imports it lazily.
import { subjectsQueryOptions } from '@platform/shared/api';
import type { RouteRequest } from '@platform/shared/routes';
import { testKeys } from '../../../lib/test-keys';
import { subjectQueryOptions } from './api/get-subject';
import { testListQueryOptions } from './api/get-test-list';
import { catalogListParams, parseCatalogParams } from './lib/params';

/** `/mavzuli-test`: the page of cards its query string asks for, and the subjects' chips. */
export function topicListQueries({ locale, search }: RouteRequest, subject?: string) {
  return [
    testListQueryOptions(locale, catalogListParams(parseCatalogParams(search), locale, subject)),
    subjectsQueryOptions(testKeys.subjects(locale)),
  ];
}

/** `/mavzuli-test/:subject`: the subject (404 for an unknown one), then its cards as above. */
export function topicSubjectQueries(route: RouteRequest) {
  const slug = route.params.subject ?? '';
  return [subjectQueryOptions(route.locale, slug), ...topicListQueries(route, slug)];
}
