import type { UseQueryResult } from '@tanstack/react-query';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { ErrorState, LoadingRegion, Skeleton } from '@platform/shared/ui';
import { EXAMS_NS } from '../../../../lib/i18n';
import styles from '../../../../components/exam-start.module.css';

/** A start form's data still loading or failed (with a retry); null once it is there. */
export function StartStatus({ query }: { query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'> }) {
  const { t } = useTranslation(EXAMS_NS);
  if (query.isPending) {
    return (
      <div className={styles.page}>
        <LoadingRegion label={t('start.loading')}>
          <Skeleton height={320} />
        </LoadingRegion>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.page}>
        <ErrorState message={userMessage(query.error)} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return null;
}

/** The first message of each field of a failed parse, in the page's words. */
export function fieldErrors<K extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  text: (message: string) => string | undefined,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) errors[issue.path[0] as K] ??= text(issue.message) ?? issue.message;
  return errors;
}
