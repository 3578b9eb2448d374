import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { Locale } from '@platform/shared/contracts';
import { examOrderResponse, ncDirectionsResponse, type NcOrderBody } from '@platform/shared/exams';
import { testKeys } from '../../../lib/test-keys';

/** GET /nat-certificate/directions: the subjects offered, with the languages that have a full mock. */
export function getNcDirections(signal?: AbortSignal) {
  return api.get('/nat-certificate/directions', { schema: ncDirectionsResponse, signal });
}

export const ncDirectionsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: testKeys.ncDirections(locale), queryFn: ({ signal }) => getNcDirections(signal) });

export function useNcDirections(locale: Locale) {
  return useQuery(ncDirectionsQueryOptions(locale));
}

/** POST /nat-certificate/order {language_id, subject_id}: starts the exam or continues the active one. */
export function orderNationalCertificate(body: NcOrderBody) {
  return api.post('/nat-certificate/order', { schema: examOrderResponse, body });
}
