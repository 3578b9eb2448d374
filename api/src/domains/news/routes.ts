// News (issue 18 item 6): the paged list and one article, in the caller's language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsArticleQuery, newsArticleResponse, newsListQuery, newsListResponse } from '@platform/shared/news';
import { readRoute } from '../../plugins/catalogue-cache';
import { listNews, newsBySlug } from './service';

const tags = ['news'];

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/news',
    readRoute(tags, 'News of the caller’s language, newest first, 12 a page', newsListQuery, newsListResponse),
    async (request) => listNews(db, request.locale, request.query.page),
  );

  app.get(
    '/news/view',
    readRoute(
      tags,
      'One article (its HTML is rendered from Markdown without raw HTML); 404 when this language has none',
      newsArticleQuery,
      newsArticleResponse,
    ),
    async (request) => ({ data: await newsBySlug(db, request.locale, request.query.slug) }),
  );
};
