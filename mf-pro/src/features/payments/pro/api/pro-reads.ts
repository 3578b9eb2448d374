// The reads of /pro: plans, the free-vs-Pro comparison and testimonials (SPEC §7 "Pro and feedback").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { Locale } from '@platform/shared/contracts';
import { premiumPlansResponse, proFeaturesResponse, testimonialsResponse } from '@platform/shared/payments';
import { proKeys } from '../../../../lib/pro-keys';
import { useViewer } from '@platform/shared/session';

/** GET /premium-price/view: the plans (prices are not localised). */
export const plansQuery = () =>
  queryOptions({
    queryKey: proKeys.plans(),
    queryFn: ({ signal }) => api.get('/premium-price/view', { schema: premiumPlansResponse, signal }).then((r) => r.data),
  });
export const usePlans = () => useQuery(plansQuery());

/** GET /pro-function/view?type=: the comparison of one product. */
export const featuresQuery = (locale: Locale, type: string) =>
  queryOptions({
    queryKey: proKeys.features(locale, type),
    queryFn: ({ signal }) => api.get('/pro-function/view', { schema: proFeaturesResponse, query: { type }, signal }).then((r) => r.data),
  });
export function useFeatures(type: string) {
  const { locale } = useViewer();
  return useQuery(featuresQuery(locale, type));
}

/** GET /user-feedback/view: testimonials. */
export const testimonialsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: proKeys.testimonials(locale),
    queryFn: ({ signal }) => api.get('/user-feedback/view', { schema: testimonialsResponse, signal }).then((r) => r.data),
  });
export function useTestimonials() {
  const { locale } = useViewer();
  return useQuery(testimonialsQuery(locale));
}
