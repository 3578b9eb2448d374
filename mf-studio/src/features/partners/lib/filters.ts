import * as z from 'zod/mini';
import { apiUrl } from '@platform/shared/api';
import { applicationsQuery, leadsQuery } from '@platform/shared/studio';

export const PARTNER_PAGE_SIZE = 30;

/**
 * The filters of the applications and leads lists as the form holds them: a university's (or a
 * centre's) slug and a range of Tashkent days, each checked by the contract's own rule.
 */
export const applicationFiltersSchema = z.object({
  slug: applicationsQuery.shape.university,
  from: applicationsQuery.shape.from,
  to: applicationsQuery.shape.to,
});
export const leadFiltersSchema = z.object({ slug: leadsQuery.shape.centre, from: leadsQuery.shape.from, to: leadsQuery.shape.to });
export type PartnerFilters = z.infer<typeof applicationFiltersSchema>;
export type PartnerFiltersSchema = typeof applicationFiltersSchema | typeof leadFiltersSchema;

/** The filters the URL names (`?slug=&from=&to=`). */
export function filtersOf(params: URLSearchParams): PartnerFilters {
  return { slug: params.get('slug') || undefined, from: params.get('from') || undefined, to: params.get('to') || undefined };
}

/** The api path of a list's CSV download (the browser fetches it with the session's cookie). */
export function csvPath(path: string, filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams({ format: 'csv' });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return apiUrl(`${path}?${params}`);
}
