import { useState } from 'react';
import { userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import type { BankRow } from '@platform/shared/studio';
import { Button, ErrorState, LoadingRegion, Skeleton } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { useBankItem } from '../../api/get-item';
import { useReviewDraft } from '../../api/review-draft';
import { itemPath } from '../../lib/item-path';
import { ItemDiff } from './item-diff';
import { RejectForm } from './reject-form';
import styles from './review.module.css';

/**
 * One item in review: what its draft changes (or the whole item, when new), then approve or send it
 * back with a reason. The api refuses an approval by one of the draft's writers; its reason shows here.
 */
export function ReviewCard({ row }: { row: BankRow }) {
  const { t } = useTranslation(NS);
  const item = useBankItem({ subjectId: row.subject_id, topic: row.topic, key: row.key });
  const review = useReviewDraft();
  const [rejecting, setRejecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const draft = item.data?.data.draft;
  const done = (message: string) => {
    setRejecting(false);
    if (message) bus.emit('toast', { kind: 'success', message });
  };
  const approve = () => {
    if (!draft) return;
    setFailure(null);
    review.mutate(
      { id: draft.id, action: 'approve' },
      { onSuccess: () => done(t('review.approved')), onError: (error) => setFailure(userMessage(error)) },
    );
  };
  const title = `${row.topic}/${row.key}`;
  return (
    <article className={styles.card} aria-labelledby={`review-${row.draft_id}`} data-testid="review-item">
      <h2 id={`review-${row.draft_id}`} className={styles.cardTitle}>
        <Link to={itemPath(row)}>{title}</Link> <span className={styles.version}>v{row.version}</span>
      </h2>
      {item.isPending ? (
        <LoadingRegion label={t('route.loading')}>
          <Skeleton height={80} />
        </LoadingRegion>
      ) : item.isError ? (
        <ErrorState message={userMessage(item.error)} onRetry={() => void item.refetch()} />
      ) : draft ? (
        <ItemDiff before={item.data.data.published?.item ?? null} after={draft.item} />
      ) : null}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {draft && draft.status === 'in_review' && !rejecting && (
        <div className={styles.actions}>
          <Button type="button" onClick={approve} disabled={review.isPending} aria-busy={review.isPending || undefined}>
            {review.isPending ? t('review.approving') : t('review.approve')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setRejecting(true)}>
            {t('review.reject')}
          </Button>
        </div>
      )}
      {draft && rejecting && <RejectForm draftId={draft.id} onDone={done} />}
    </article>
  );
}
