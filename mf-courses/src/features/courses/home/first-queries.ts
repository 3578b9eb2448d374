// The courses home's first queries (`first` of its route, ADR 034): every section the page shows,
// fetched by the server with the page, so the page is rendered with them (ADR 060).
import type { RouteRequest } from '@platform/shared/routes';
import { HOME_NEW_COURSES } from '@platform/shared/courses';
import { courseListQueryOptions } from '../../../api/get-course-list';
import { categoryCoursesQueryOptions } from './api/get-category-courses';
import { topCoursesQueryOptions } from './api/get-top-courses';
import { topTeachersQueryOptions } from './api/get-top-teachers';

/** The "new courses" section's list: the newest first, one page of the home's size. */
export const NEWEST = { size: HOME_NEW_COURSES, sort_by_created_at: 'desc' } as const;

export function coursesHomeQueries({ locale, userId }: RouteRequest) {
  return [
    topCoursesQueryOptions(locale, userId),
    topTeachersQueryOptions(locale),
    courseListQueryOptions(locale, userId, NEWEST),
    categoryCoursesQueryOptions(locale, userId),
  ];
}
