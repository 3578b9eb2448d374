// The studio's news calls (ADR 058): the list, one article in both languages, the save (create or
// edit) and the preview — the api's own Markdown renderer, so the preview is the site's HTML.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { newsPreviewResponse, studioNewsListResponse, studioNewsResponse, type StudioNewsBody } from '@platform/shared/studio-content';
import { studioKeys } from '../../../lib/studio-keys';

const AREA = 'news';

export function useStudioNews(page: number) {
  return useQuery({
    queryKey: studioKeys.list(AREA, '', { page }),
    queryFn: ({ signal }) => api.get('/studio/news', { schema: studioNewsListResponse, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStudioArticle(slug: string | null) {
  return useQuery({
    queryKey: studioKeys.list(AREA, '', { slug }),
    queryFn: ({ signal }) => api.get(`/studio/news/${slug}`, { schema: studioNewsResponse, signal }),
    enabled: slug !== null,
  });
}

/** POST a new article or PUT the article `slug`; the list is asked again after it. */
export function useSaveNews(slug: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StudioNewsBody) =>
      slug === null
        ? api.post('/studio/news', { schema: studioNewsResponse, body })
        : api.put(`/studio/news/${slug}`, { schema: studioNewsResponse, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: studioKeys.area(AREA) }),
  });
}

/** The HTML of a Markdown body as the site renders it (asked again when the body settles). */
export function useNewsPreview(body: string) {
  return useQuery({
    queryKey: studioKeys.list(AREA, '', { preview: body }),
    queryFn: ({ signal }) => api.post('/studio/news/preview', { schema: newsPreviewResponse, body: { body }, signal }),
    placeholderData: keepPreviousData,
    enabled: body.trim().length > 0,
    staleTime: Infinity,
  });
}
