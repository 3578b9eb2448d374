import { useTranslation } from '@platform/shared/i18n';
import { pageLayout as layout } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { useUrlFilters } from '../../../../lib/url-filters';
import { useBankList } from '../../api/get-questions';
import { BankListBody } from '../../lib/bank-list-body';
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
      <BankListBody list={list} empty={t('review.empty')} page={page} onPage={(p) => set({ page: p })}>
        {(rows) => (
          <div className={styles.list}>
            {rows.map((row) => (
              <ReviewCard key={row.draft_id ?? row.key} row={row} />
            ))}
          </div>
        )}
      </BankListBody>
    </section>
  );
}
