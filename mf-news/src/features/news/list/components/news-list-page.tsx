import { useId } from 'react';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { NEWS_PAGE_SIZE } from '@platform/shared/news';
import { Link, useSearchParams } from '@platform/shared/router';
import { EmptyState, ErrorState, ListPageHeader, LoadingRegion, Pagination, Skeleton, listPage } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { isoDate, newsDate } from '../../../../lib/dates';
import { articlePath } from '../../../../lib/paths';
import { newsPageOf, useNewsList } from '../../api/news-api';
import styles from '../../../../components/news.module.css';

/** /yangiliklar: the articles of the current language, newest first, 12 a page (`?page=`). */
/** Three columns on wide screens, the pager under it. */
const newsGrid = `${listPage.grid} ${listPage.cols3} ${listPage.gridSpaced}`;

export function NewsListPage() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const [search, setSearch] = useSearchParams();
  const page = newsPageOf(search);
  const list = useNewsList(page);

  const changePage = (next: number) => {
    setSearch(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());
    document.getElementById(headingId)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section className={listPage.page} aria-labelledby={headingId}>
      <ListPageHeader id={headingId} title={t('list.title')} subtitle={t('list.subtitle')} />
      {list.isPending ? (
        <LoadingRegion label={t('list.loading')} className={newsGrid}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height="9rem" />
          ))}
        </LoadingRegion>
      ) : list.isError ? (
        <ErrorState message={userMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ul className={newsGrid}>
            {list.data.data.map((item) => (
              <li key={item.slug}>
                <article className={styles.card} data-testid="news-card">
                  <time className={styles.date} dateTime={isoDate(item.published_at)}>
                    {newsDate(item.published_at)}
                  </time>
                  <h2 className={styles.cardTitle}>
                    <Link to={articlePath(item.slug)} className={styles.cardLink}>
                      {item.title}
                    </Link>
                  </h2>
                  <p className={styles.cardText}>{item.description}</p>
                </article>
              </li>
            ))}
          </ul>
          {list.data.meta.total > NEWS_PAGE_SIZE && <Pagination page={page} pageCount={list.data.meta.page_count} onChange={changePage} />}
        </>
      )}
    </section>
  );
}
