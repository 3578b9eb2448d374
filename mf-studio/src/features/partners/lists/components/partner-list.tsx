import type { UseQueryResult } from '@tanstack/react-query';
import { userMessage } from '@platform/shared/api';
import type { PageMeta } from '@platform/shared/contracts';
import { useTranslation } from '@platform/shared/i18n';
import type { StaffScope } from '@platform/shared/studio';
import { EmptyState, ErrorState, LoadingRegion, Pagination, Skeleton, pageLayout as layout } from '@platform/shared/ui';
import { DataTable, type Column } from '../../../../components/data-table';
import { NS } from '../../../../lib/i18n';
import { useStudio } from '../../../../lib/studio-context';
import { useUrlFilters } from '../../../../lib/url-filters';
import { filtersOf, type PartnerFilters, type PartnerFiltersSchema } from '../../lib/filters';
import { PartnerFiltersForm } from './partner-filters';
import styles from './partners.module.css';

export interface PartnerListProps<T> {
  kind: 'university' | 'centre';
  title: string;
  intro: string;
  slugLabel: string;
  schema: PartnerFiltersSchema;
  useRows: (filters: PartnerFilters, page: number) => UseQueryResult<{ data: T[]; meta: PageMeta }>;
  csvHref: (filters: PartnerFilters) => string;
  columns: readonly Column<T>[];
  testId: string;
}

/** The partner's own university or centre (the server holds a partner to it), when the caller is one. */
function usePartnerScope(kind: 'university' | 'centre'): StaffScope | null | undefined {
  const { roles } = useStudio();
  const seesAll = roles.some((r) => r.role === 'admin' || r.role === 'ops');
  if (seesAll) return undefined;
  return roles.find((r) => r.role === 'partner' && r.scope?.kind === kind)?.scope ?? null;
}

/** A partners' list (applications or leads): filters in the URL, a page of rows, and the CSV of them all. */
export function PartnerList<T extends { id: number }>(props: PartnerListProps<T>) {
  const { t } = useTranslation(NS);
  const { params, set, page } = useUrlFilters();
  const filters = filtersOf(params);
  const scope = usePartnerScope(props.kind);
  const rows = props.useRows(filters, page);
  return (
    <section aria-labelledby="partner-list-title">
      <h1 id="partner-list-title" className={layout.title}>
        {props.title}
      </h1>
      <p className={layout.muted}>{props.intro}</p>
      {scope && (
        <p className={styles.scope} data-testid="partner-scope">
          {t(`partners.scope.${scope.kind}`, { name: scope.name })}
        </p>
      )}
      <PartnerFiltersForm
        schema={props.schema}
        slugLabel={props.slugLabel}
        showSlug={scope === undefined}
        value={filters}
        onApply={(next) => set({ slug: next.slug, from: next.from, to: next.to })}
      />
      {rows.isPending ? (
        <LoadingRegion label={t('route.loading')}>
          <Skeleton height={120} />
        </LoadingRegion>
      ) : rows.isError ? (
        <ErrorState message={userMessage(rows.error)} onRetry={() => void rows.refetch()} />
      ) : (
        <>
          <div className={styles.toolbar}>
            <p role="status" className={styles.total}>
              {t('partners.total', { count: rows.data.meta.total })}
            </p>
            {rows.data.meta.total > 0 && (
              <a className={styles.csv} href={props.csvHref(filters)} download>
                {t('partners.csv')}
              </a>
            )}
          </div>
          {rows.data.data.length === 0 ? (
            <EmptyState />
          ) : (
            <DataTable caption={props.title} columns={props.columns} rows={rows.data.data} rowKey={(row) => row.id} testId={props.testId} />
          )}
          <Pagination page={page} pageCount={rows.data.meta.page_count} onChange={(p) => set({ page: p })} />
        </>
      )}
    </section>
  );
}
