// News (issue 18 item 6): the paged list and one article, in the caller's language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsArticleQuery, newsArticleResponse, newsListQuery, newsListResponse } from '@platform/shared/news';
import { CONTENT_CACHE } from '../../plugins/catalogue-cache';
import { listNews, newsBySlug } from './service';

const tags = ['news'];

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/news',
    {
      schema: {
        tags,
        summary: 'News of the caller’s language, newest first, 12 a page',
        querystring: newsListQuery,
        response: { 200: newsListResponse },
      },
      config: { cache: CONTENT_CACHE },
    },
    async (request) => listNews(db, request.locale, request.query.page),
  );

  app.get(
    '/news/view',
    {
      schema: {
        tags,
        summary: 'One article (its HTML is rendered from Markdown without raw HTML); 404 when this language has none',
        querystring: newsArticleQuery,
        response: { 200: newsArticleResponse },
      },
      config: { cache: CONTENT_CACHE },
    },
    async (request) => ({ data: await newsBySlug(db, request.locale, request.query.slug) }),
  );
};
