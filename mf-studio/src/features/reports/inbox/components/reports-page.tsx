import { useTranslation } from '@platform/shared/i18n';
import { Select } from '@platform/shared/form';
import { useSubjectsQuery, userMessage } from '@platform/shared/api';
import { EmptyState, ErrorState, LoadingRegion, Pagination, Skeleton, Tabs, pageLayout as layout } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { studioKeys } from '../../../../lib/studio-keys';
import { positiveParam, useUrlFilters } from '../../../../lib/url-filters';
import { useReports, type ReportsStatus } from '../../api/get-reports';
import { ReportCard } from './report-card';
import styles from './reports.module.css';

/** /studio/reports: the learners' error reports and low ratings, grouped by question; open or dismissed. */
export function ReportsPage() {
  const { t } = useTranslation(NS);
  const { params, set, page } = useUrlFilters();
  const status: ReportsStatus = params.get('status') === 'dismissed' ? 'dismissed' : 'open';
  const subject = positiveParam(params.get('subject'));
  const subjects = useSubjectsQuery((locale) => [...studioKeys.area('subjects'), locale]);
  const reports = useReports({ status, page, subject_id: subject });
  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title" className={layout.title}>
        {t('sections.reports.title')}
      </h1>
      <p className={layout.muted}>{t('reports.intro')}</p>
      <div className={styles.filters}>
        <Tabs
          label={t('reports.status')}
          tabs={[
            { id: 'open', label: t('reports.open') },
            { id: 'dismissed', label: t('reports.dismissedTab') },
          ]}
          value={status}
          onChange={(id) => set({ status: id === 'open' ? undefined : id })}
        />
        <Select
          label={t('reports.subject')}
          placeholder={t('reports.allSubjects')}
          value={subject ? String(subject) : ''}
          onChange={(event) => set({ subject: event.target.value })}
        >
          {(subjects.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
      </div>
      {reports.isPending ? (
        <LoadingRegion label={t('route.loading')}>
          <Skeleton height={160} />
        </LoadingRegion>
      ) : reports.isError ? (
        <ErrorState message={userMessage(reports.error)} onRetry={() => void reports.refetch()} />
      ) : reports.data.data.length === 0 ? (
        <EmptyState message={t(status === 'open' ? 'reports.emptyOpen' : 'reports.emptyDismissed')} />
      ) : (
        <>
          <p className={layout.muted} role="status">
            {t('reports.total', { count: reports.data.meta.total })}
          </p>
          <div className={styles.list}>
            {reports.data.data.map((group) => (
              <ReportCard key={group.question_id} group={group} />
            ))}
          </div>
          <Pagination page={page} pageCount={reports.data.meta.page_count} onChange={(p) => set({ page: p })} />
        </>
      )}
    </section>
  );
}
