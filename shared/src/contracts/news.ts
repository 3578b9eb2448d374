// News `/yangiliklar` (issue 18 item 6): articles per language, newest first, 12 a page.
import * as z from 'zod/mini';
import { dataOf, pageOf, pageParam } from '@platform/shared/contracts';

export const NEWS_PAGE_SIZE = 12;
export const newsSlug = z.string().check(z.trim(), z.minLength(1), z.maxLength(120), z.regex(/^[a-z0-9-]+$/));

export const newsListQuery = z.object({ page: pageParam });
export const newsCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  published_at: z.int(),
});
export type NewsCard = z.infer<typeof newsCardSchema>;
export const newsListResponse = pageOf(newsCardSchema);

export const newsArticleQuery = z.object({ slug: newsSlug });
export const newsArticleSchema = z.extend(newsCardSchema, {
  /** rendered from Markdown without raw HTML at import: safe to insert */
  html: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;
export const newsArticleResponse = dataOf(newsArticleSchema);
