import { formatDayTime } from '@platform/shared/dates';
import { useTranslation } from '@platform/shared/i18n';
import { Link, useSearchParams } from '@platform/shared/router';
import { useSession } from '@platform/shared/session';
import { Pagination } from '@platform/shared/ui';
import { StudioList } from '../../../../components/studio-list';
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
    <StudioList
      id="news-title"
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      create={{ to: studioPath('news/new'), label: t('list.create') }}
      loading={t('list.loading')}
      empty={t('list.empty')}
      query={list}
      itemKey={(a) => a.slug}
      footer={
        <Pagination page={page} pageCount={list.data?.meta.page_count ?? 1} onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
      }
    >
      {(a) => (
        <>
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
        </>
      )}
    </StudioList>
  );
}
