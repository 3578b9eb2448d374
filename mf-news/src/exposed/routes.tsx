// The only module the shell loads from this remote. It stays tiny: the pages are lazy chunks,
// loaded when their route is first shown (docs/decisions/004: `/yangiliklar` belongs to `news`).
import { lazy } from 'react';
import { addNamespace, useTranslation } from '@platform/shared/i18n';
import { lazyRoutes } from '@platform/shared/lazy-routes';
import { paths, type RemoteRoute } from '@platform/shared/routes';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { NS } from '../lib/i18n';

addNamespace('news', { uz, 'uz-Cyrl': () => import('../locales/uz.json?uz-Cyrl'), ru });

const NewsListPage = lazy(() =>
  import(/* webpackChunkName: "news-list" */ '../features/news/list/components/news-list-page').then((m) => ({ default: m.NewsListPage })),
);
const NewsArticlePage = lazy(() =>
  import(/* webpackChunkName: "news-article" */ '../features/news/article/components/news-article-page').then((m) => ({
    default: m.NewsArticlePage,
  })),
);

const route = lazyRoutes(() => useTranslation(NS).t('route.loading'));

/** The list page's own query options for its first query (ADR 034), in the page's chunk. */
const newsListApi = () => import(/* webpackChunkName: "news-list" */ '../features/news/api/news-api');
/** The article page's own query options for its first query (ADR 034), in the page's chunk. */
const newsApi = () => import(/* webpackChunkName: "news-article" */ '../features/news/api/news-api');

export const routes: RemoteRoute[] = [
  // the page of articles its `?page=` asks for comes with the page, which the server renders (issue 33, ADR 060)
  {
    id: 'news',
    path: paths.news,
    Component: route(NewsListPage),
    first: (request) => newsListApi().then((m) => [m.newsListQueryOptions(request.locale, m.newsPageOf(request.search))]),
    serverRender: true,
  },
  // the article, fetched by the server with the page (ADR 034); an unknown slug makes the page a 404
  {
    id: 'news-article',
    path: `${paths.news}/:slug`,
    Component: route(NewsArticlePage),
    first: (request) => newsApi().then((m) => [m.newsArticleQueryOptions(request.locale, request.params.slug ?? '')]),
    // rendered by the server with it (issue 33): the article is the first screen, not a skeleton
    serverRender: true,
  },
];
