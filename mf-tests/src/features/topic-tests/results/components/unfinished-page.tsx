import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { buttonClass, EmptyState, ErrorState, LoadingRegion, Skeleton, useDocumentTitle } from '@platform/shared/ui';
import { RESULTS_NS } from '../../../../lib/i18n';
import { useViewerProgress } from '../hooks/use-viewer-queries';
import { UnfinishedCard } from './unfinished-card';
import styles from './unfinished-page.module.css';

function UnfinishedList() {
  const { t } = useTranslation(RESULTS_NS);
  const progress = useViewerProgress();
  if (progress.isPending) {
    return (
      <LoadingRegion label={t('unfinished.loading')} className={styles.stack}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={220} radius={12} />
        ))}
      </LoadingRegion>
    );
  }
  if (progress.isError) return <ErrorState message={userMessage(progress.error)} onRetry={() => void progress.refetch()} />;
  const items = progress.data.data;
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <EmptyState message={t('unfinished.empty')} />
        <Link to={paths.topicTests} className={buttonClass('primary')}>
          {t('unfinished.toTests')}
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <UnfinishedCard key={`${item.type}-${item.id}-${progress.dataUpdatedAt}`} item={item} receivedAt={progress.dataUpdatedAt} />
      ))}
    </ul>
  );
}

/** `/yakunlanmaganlar`: the learner's (or this browser's guest) unfinished tests. */
export function UnfinishedPage() {
  const { t } = useTranslation(RESULTS_NS);
  useDocumentTitle(t('unfinished.documentTitle'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('unfinished.title')}</h1>
      <UnfinishedList />
    </div>
  );
}
