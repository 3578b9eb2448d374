// The topic test screen's first queries (`first` and `start` of its route, docs/decisions/029 and 034),
// from the factories the screen asks with. In the screen's chunk: the routes module imports it lazily.
import type { RouteRequest } from '@platform/shared/routes';
import { testInfoQueryOptions } from '../catalog';
import { quizQueryOptions } from './api/order-test';
import { testIdFromParam } from './lib/test-param';

/** The test's names, counts and rating (404 for an unknown test). */
export function topicTestQueries({ params, locale }: RouteRequest) {
  const testId = testIdFromParam(params.test);
  return testId === null ? [] : [testInfoQueryOptions(locale, testId)];
}

/** The ticket: created or resumed (a guest's cookie issued) — made with the page only on the browser's own navigation. */
export function topicTestStart({ params }: RouteRequest) {
  const testId = testIdFromParam(params.test);
  return testId === null ? null : quizQueryOptions(testId);
}
