import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { EmptyState, ErrorState, LoadingRegion, Pagination, Skeleton, pageLayout as layout } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { useUrlFilters } from '../../../../lib/url-filters';
import { useBankList } from '../../api/get-questions';
import { ReviewCard } from './review-card';
import styles from './review.module.css';

/** /studio/review (reviewer, admin): the items in review, each with its changes, to approve or send back. */
export function ReviewPage() {
  const { t } = useTranslation(NS);
  const { set, page } = useUrlFilters();
  const list = useBankList({ page, status: 'in_review' });
  return (
    <section aria-labelledby="review-title">
      <h1 id="review-title" className={layout.title}>
        {t('sections.review.title')}
      </h1>
      <p className={layout.muted}>{t('review.intro')}</p>
      {list.isPending ? (
        <LoadingRegion label={t('route.loading')}>
          <Skeleton height={160} />
        </LoadingRegion>
      ) : list.isError ? (
        <ErrorState message={userMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState message={t('review.empty')} />
      ) : (
        <>
          <p role="status" className={layout.muted}>
            {t('bank.total', { count: list.data.meta.total })}
          </p>
          <div className={styles.list}>
            {list.data.data.map((row) => (
              <ReviewCard key={row.draft_id ?? row.key} row={row} />
            ))}
          </div>
          <Pagination page={page} pageCount={list.data.meta.page_count} onChange={(p) => set({ page: p })} />
        </>
      )}
    </section>
  );
}
