import { ApiError, userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Link, useParams } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { ErrorState, LoadingRegion, Skeleton, listPage } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { isoDate, newsDate } from '../../../../lib/dates';
import { useNewsArticle } from '../../api/news-api';
import { useArticleMeta } from '../hooks/use-article-meta';
import styles from '../../../../components/news.module.css';
import articleStyles from '@platform/shared/styles/article.module.css';

/**
 * /yangiliklar/:slug. The body is the api's HTML, rendered from Markdown at import with raw HTML
 * escaped and only http(s), mailto, tel and site links kept (api/src/domains/news/markdown.ts).
 */
export function NewsArticlePage() {
  const { t } = useTranslation(NS);
  const { slug = '' } = useParams();
  const locale = useSession((s) => s.locale);
  const article = useNewsArticle(slug);
  useArticleMeta(article.data, locale, t('siteName'));

  const back = (
    <Link to={paths.news} className={styles.back}>
      ← {t('article.back')}
    </Link>
  );

  if (article.isPending) {
    return (
      <div className={listPage.page}>
        <LoadingRegion label={t('article.loading')}>
          <Skeleton height="2.5rem" />
          <Skeleton height="16rem" />
        </LoadingRegion>
      </div>
    );
  }
  if (article.isError) {
    const missing = article.error instanceof ApiError && article.error.status === 404;
    return (
      <div className={listPage.page}>
        {back}
        {missing ? (
          <>
            <h1 className={listPage.title}>{t('article.notFound')}</h1>
            <p className={listPage.subtitle}>{t('article.notFoundText')}</p>
          </>
        ) : (
          <ErrorState message={userMessage(article.error)} onRetry={() => void article.refetch()} />
        )}
      </div>
    );
  }
  const a = article.data;
  return (
    <article className={listPage.page} aria-labelledby="news-article-title">
      {back}
      <header className={listPage.header}>
        <h1 id="news-article-title" className={listPage.title}>
          {a.title}
        </h1>
        <time className={styles.date} dateTime={isoDate(a.published_at)}>
          {newsDate(a.published_at)}
        </time>
        <p className={styles.lead}>{a.description}</p>
      </header>
      {/* safe by construction: the api renders Markdown with raw HTML disabled and inert links */}
      <div className={articleStyles.body} dangerouslySetInnerHTML={{ __html: a.html }} />
    </article>
  );
}
