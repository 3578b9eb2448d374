import type { ReviewFilter } from '../api/get-review-session';

const SLUG = /^[a-z0-9-]{1,80}$/;

/** The page's filter from its address (`?subject=matematika&topic=logarifmlar`); a malformed value is no filter. */
export function filterOf(params: URLSearchParams): ReviewFilter {
  const valid = (value: string | null) => (value && SLUG.test(value) ? value : undefined);
  return { subject: valid(params.get('subject')), topic: valid(params.get('topic')) };
}
