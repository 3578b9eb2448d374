import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { universityBallResponse, type Locale } from '@platform/shared/contracts';
import { useSession } from '@platform/shared/session';
import { universityKeys, type AdmissionParams } from '../../../../lib/university-keys';

/** GET /university-ball: passing scores and places per direction for one year/language/study. */
export function getUniversityBall(params: AdmissionParams, signal?: AbortSignal) {
  return api.get('/university-ball', {
    schema: universityBallResponse,
    query: { univer_id: params.universityId, year: params.year, language: params.language, study: params.study },
    signal,
  });
}

/** SPEC §7: only called when the university id and the year are known (`null` params = skipped). */
export function universityBallQueryOptions(locale: Locale, params: AdmissionParams | null) {
  return queryOptions({
    queryKey: params ? universityKeys.admission(locale, params) : universityKeys.admission(locale, { universityId: 0, year: 0 }),
    queryFn: params ? ({ signal }) => getUniversityBall(params, signal) : skipToken,
    select: (response) => response.data,
  });
}

export function useUniversityBall(params: AdmissionParams | null) {
  const locale = useSession((s) => s.locale);
  return useQuery(universityBallQueryOptions(locale, params));
}
