import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import type { AuditRow } from '@platform/shared/studio';
import { EmptyState, ErrorState, LoadingRegion, Pagination, Skeleton, pageLayout as layout } from '@platform/shared/ui';
import { DataTable } from '../../../../components/data-table';
import { dayTime } from '../../../../lib/format';
import { NS } from '../../../../lib/i18n';
import { positiveParam, useUrlFilters } from '../../../../lib/url-filters';
import { useAudit, type AuditFilters } from '../../api/get-audit';
import { AuditFiltersForm } from './audit-filters';
import { ChangeList } from './change-list';
import styles from './audit.module.css';

/** /studio/audit (admin): every studio write, newest first — who, when, what, before → after. */
export function AuditPage() {
  const { t } = useTranslation(NS);
  const { params, set, page } = useUrlFilters();
  const filters: AuditFilters = {
    actor_id: positiveParam(params.get('actor_id')),
    entity: params.get('entity') || undefined,
    entity_id: params.get('entity_id') || undefined,
  };
  const log = useAudit(filters, page);
  const who = (row: AuditRow) => (row.actor_phone ? `${row.actor_phone} (#${row.actor_id ?? '—'})` : t(`audit.via.${row.via}`));
  const columns = [
    { header: t('audit.columns.when'), cell: (row: AuditRow) => dayTime(row.created_at) },
    { header: t('audit.columns.who'), cell: who },
    { header: t('audit.columns.what'), cell: (row: AuditRow) => <code className={styles.field}>{row.action}</code> },
    { header: t('audit.columns.entity'), cell: (row: AuditRow) => `${row.entity} ${row.entity_id}` },
    { header: t('audit.columns.change'), cell: (row: AuditRow) => <ChangeList before={row.before} after={row.after} /> },
  ];
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className={layout.title}>
        {t('sections.audit.title')}
      </h1>
      <p className={layout.muted}>{t('audit.intro')}</p>
      <AuditFiltersForm
        value={filters}
        onApply={(next) => set({ actor_id: next.actor_id, entity: next.entity, entity_id: next.entity_id })}
      />
      {log.isPending ? (
        <LoadingRegion label={t('route.loading')}>
          <Skeleton height={120} />
        </LoadingRegion>
      ) : log.isError ? (
        <ErrorState message={userMessage(log.error)} onRetry={() => void log.refetch()} />
      ) : log.data.data.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <p role="status" className={layout.muted}>
            {t('audit.total', { count: log.data.meta.total })}
          </p>
          <DataTable
            caption={t('sections.audit.title')}
            columns={columns}
            rows={log.data.data}
            rowKey={(row) => row.id}
            testId="audit-table"
          />
          <Pagination page={page} pageCount={log.data.meta.page_count} onChange={(p) => set({ page: p })} />
        </>
      )}
    </section>
  );
}
