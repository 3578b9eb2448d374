import { useId } from 'react';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { EmptyState, MOBILE_QUERY, Skeleton, useMediaQuery, ErrorState, LoadingRegion } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { useUniversityBall } from '../api/get-university-ball';
import { useUniversitySortColumn } from '../api/get-university-sort-column';
import { useAdmissionFilters } from '../hooks/use-admission-filters';
import { AdmissionAccordion } from './admission-accordion';
import { AdmissionFiltersDrawer } from './admission-filters-drawer';
import { AdmissionSelects } from './admission-selects';
import styles from './admission.module.css';

function RowsSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className={styles.skeletonList}>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} height={56} radius={12} />
      ))}
    </LoadingRegion>
  );
}

/** Passing scores by year, language and study form (filters in the query string). */
export function AdmissionSection({ universityId }: { universityId: number }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const sortColumn = useUniversitySortColumn(universityId);
  const { filters, apply } = useAdmissionFilters(sortColumn.data);
  const ball = useUniversityBall(filters ? { universityId, ...filters } : null);

  let body;
  if (sortColumn.isPending) {
    body = <RowsSkeleton label={t('admission.loading')} />;
  } else if (sortColumn.isError) {
    body = <ErrorState message={userMessage(sortColumn.error)} onRetry={() => void sortColumn.refetch()} />;
  } else if (!filters) {
    body = <EmptyState />;
  } else {
    const options = sortColumn.data;
    body = (
      <>
        {isMobile ? (
          <AdmissionFiltersDrawer options={options} value={filters} onApply={apply} />
        ) : (
          <AdmissionSelects options={options} value={filters} onChange={apply} layout="row" />
        )}
        {ball.isPending ? (
          <RowsSkeleton label={t('admission.loading')} />
        ) : ball.isError ? (
          <ErrorState message={userMessage(ball.error)} onRetry={() => void ball.refetch()} />
        ) : ball.data.length === 0 ? (
          <EmptyState />
        ) : (
          // a new filter choice starts with every item closed
          <AdmissionAccordion key={`${filters.year}-${filters.language}-${filters.study}`} rows={ball.data} />
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.title}>
        {t('admission.title')}
      </h2>
      {body}
    </section>
  );
}
