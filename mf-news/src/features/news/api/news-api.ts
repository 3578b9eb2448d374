import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { newsArticleResponse, newsListQuery, newsListResponse } from '@platform/shared/news';
import { useSession } from '@platform/shared/session';

/** Query keys of this remote: the locale first (the api answers in the caller's language). */
export const newsKeys = {
  list: (locale: string, page: number) => ['news', locale, 'list', page] as const,
  article: (locale: string, slug: string) => ['news', locale, 'article', slug] as const,
};

/** GET /news?page: 12 a page, newest first. */
export function newsListQueryOptions(locale: string, page: number) {
  return queryOptions({
    queryKey: newsKeys.list(locale, page),
    queryFn: ({ signal }) => api.get('/news', { schema: newsListResponse, query: { page }, signal }),
  });
}

/** The page of `?page=` (1 unless the list's contract takes it). */
export function newsPageOf(search: URLSearchParams): number {
  const parsed = newsListQuery.safeParse({ page: search.get('page') ?? undefined });
  return parsed.success ? parsed.data.page : 1;
}

export function useNewsList(page: number) {
  const locale = useSession((s) => s.locale);
  return useQuery({ ...newsListQueryOptions(locale, page), placeholderData: keepPreviousData });
}

/** GET /news/view?slug (404 when the article has no version in this language). */
export function newsArticleQueryOptions(locale: string, slug: string) {
  return queryOptions({
    queryKey: newsKeys.article(locale, slug),
    queryFn: ({ signal }) => api.get('/news/view', { schema: newsArticleResponse, query: { slug }, signal }),
    select: (response) => response.data,
    retry: false,
  });
}

export function useNewsArticle(slug: string) {
  const locale = useSession((s) => s.locale);
  return useQuery(newsArticleQueryOptions(locale, slug));
}
