import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import type { BankRow } from '@platform/shared/studio';
import { EmptyState, ErrorState, LoadingRegion, Pagination, Skeleton, pageLayout as layout } from '@platform/shared/ui';
import { NS } from '../../../lib/i18n';

type BankList = UseQueryResult<{ data: BankRow[]; meta: { total: number; page_count: number } }>;

/** A page of the bank's rows as its states: loading, failed (retry), empty, or the count, the rows and the pages. */
export function BankListBody({
  list,
  empty,
  page,
  onPage,
  children,
}: {
  list: BankList;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  children: (rows: BankRow[]) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  if (list.isPending)
    return (
      <LoadingRegion label={t('route.loading')}>
        <Skeleton height={160} />
      </LoadingRegion>
    );
  if (list.isError) return <ErrorState message={userMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.data.length === 0) return <EmptyState message={empty} />;
  return (
    <>
      <p role="status" className={layout.muted}>
        {t('bank.total', { count: list.data.meta.total })}
      </p>
      {children(list.data.data)}
      <Pagination page={page} pageCount={list.data.meta.page_count} onChange={onPage} />
    </>
  );
}
