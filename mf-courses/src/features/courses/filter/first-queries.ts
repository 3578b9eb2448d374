// The filter page's first queries (`first` of its route, ADR 034): the category chips and the first
// page of the list its query string asks for (courses or teachers), derived from the URL the way the
// page derives them, so the server renders the page with its results (issue 33).
import type { RouteRequest } from '@platform/shared/routes';
import { categoriesQueryOptions } from '../../../api/get-categories';
import { courseListQueryOptions } from '../../../api/get-course-list';
import { teacherListQueryOptions } from './api/get-teacher-list';
import { parseFilterParams, toCourseQuery } from './hooks/use-filter-params';

export function filterQueries({ locale, userId, search }: RouteRequest) {
  const params = parseFilterParams(search);
  return [
    categoriesQueryOptions(locale),
    params.type === 'teachers'
      ? teacherListQueryOptions(locale, { search: params.search || undefined })
      : courseListQueryOptions(locale, userId, toCourseQuery(params)),
  ];
}
