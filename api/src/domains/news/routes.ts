// News (issue 18 item 6): the paged list and one article, in the caller's language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsArticleQuery, newsArticleResponse, newsListQuery, newsListResponse } from '@platform/shared/news';
import { readRoute, type CatalogueCacheRule } from '../../plugins/catalogue-cache';
import { listNews, newsBySlug } from './service';

const tags = ['news'];
/**
 * A studio write drops the cached answers at once (content version); an article scheduled for later
 * appears within this long of its publish time (ADR 058).
 */
const NEWS_CACHE: CatalogueCacheRule = { ttlMs: 30_000, cacheControl: 'public, max-age=30' };

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/news',
    readRoute(tags, 'News of the caller’s language published by now, newest first, 12 a page', newsListQuery, newsListResponse, NEWS_CACHE),
    async (request) => listNews(db, request.locale, request.query.page),
  );

  app.get(
    '/news/view',
    readRoute(
      tags,
      'One article (its HTML is rendered from Markdown without raw HTML); 404 when this language has none or it is not published yet',
      newsArticleQuery,
      newsArticleResponse,
      NEWS_CACHE,
    ),
    async (request) => ({ data: await newsBySlug(db, request.locale, request.query.slug) }),
  );
};
