import { paths } from '@platform/shared/routes';

/** `/yangiliklar/<slug>`: one article. */
export const articlePath = (slug: string) => `${paths.news}/${encodeURIComponent(slug)}`;

/** `/yangiliklar?page=<n>` (page 1 without the parameter). */
export const listPath = (page: number) => (page > 1 ? `${paths.news}?page=${page}` : paths.news);
