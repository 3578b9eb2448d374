import { userMessage } from '@platform/shared/api';
import { formatDayTime } from '@platform/shared/dates';
import { useTranslation } from '@platform/shared/i18n';
import { Link, useSearchParams } from '@platform/shared/router';
import { useSession } from '@platform/shared/session';
import { EmptyState, ErrorState, LoadingRegion, Pagination, Skeleton, buttonClass, pageLayout as layout } from '@platform/shared/ui';
import styles from '../../../../components/studio-list.module.css';
import { studioPath } from '../../../../lib/sections';
import { useStudioNews } from '../../api/news-api';
import { NEWS_NS } from '../../lib/i18n';

/** /studio/news: every article by slug, its titles, publish time and whether learners see it yet. */
export function NewsPage() {
  const { t } = useTranslation(NEWS_NS);
  const locale = useSession((s) => s.locale);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useStudioNews(page);
  return (
    <section aria-labelledby="news-title">
      <div className={styles.head}>
        <div>
          <h1 id="news-title" className={layout.title}>
            {t('list.title')}
          </h1>
          <p className={layout.muted}>{t('list.subtitle')}</p>
        </div>
        <Link to={studioPath('news/new')} className={buttonClass('primary')}>
          {t('list.create')}
        </Link>
      </div>
      {list.isPending ? (
        <LoadingRegion label={t('list.loading')}>
          <Skeleton height="4rem" />
          <Skeleton height="4rem" />
        </LoadingRegion>
      ) : list.isError ? (
        <ErrorState message={userMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState message={t('list.empty')} />
      ) : (
        <>
          <ul className={styles.list}>
            {list.data.data.map((a) => (
              <li key={a.slug} className={styles.item}>
                <div className={styles.main}>
                  <Link to={studioPath(`news/${a.slug}`)} className={styles.name}>
                    {(locale === 'ru' ? a.title_ru : a.title_uz) ?? a.title_uz ?? a.title_ru ?? t('list.noTitle')}
                  </Link>
                  <span className={a.status === 'scheduled' ? styles.inactive : styles.active}>{t(`list.${a.status}`)}</span>
                </div>
                <p className={styles.meta}>
                  {t('list.publishedAt')}:{' '}
                  <time dateTime={new Date(a.published_at * 1000).toISOString()}>{formatDayTime(a.published_at * 1000)}</time> · {a.slug}
                </p>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={list.data.meta.page_count} onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
        </>
      )}
    </section>
  );
}
