import { useId } from 'react';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { UNIVERSITY_PAGE_SIZE, type UniversityType } from '@platform/shared/contracts';
import { EmptyState, Pagination, ErrorState, ListPageHeader, LoadingRegion, listPage, useDocumentTitle } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { useUniversityList } from '../api/get-university-list';
import { useUniversityListParams } from '../hooks/use-university-list-params';
import { UniversityCard } from './university-card';
import { UniversityCardSkeleton } from './university-card-skeleton';
import { UniversityFilters } from './university-filters';

/**
 * /universitetlar (every type, with a type filter) and /xususiy-universitetlar (`fixedType`
 * 'private', no type filter).
 */
/** The cards: three columns on wide screens. */
const grid = `${listPage.grid} ${listPage.cols3}`;

export function UniversityListPage({ fixedType }: { fixedType?: UniversityType }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const { params, setFilters, setPage } = useUniversityListParams(fixedType);
  const list = useUniversityList(params);
  const isPrivate = fixedType === 'private';

  useDocumentTitle(t(isPrivate ? 'list.documentTitlePrivate' : 'list.documentTitle'));

  const changePage = (page: number) => {
    setPage(page);
    document.getElementById(headingId)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section className={listPage.page} aria-labelledby={headingId}>
      <ListPageHeader
        id={headingId}
        title={t(isPrivate ? 'list.titlePrivate' : 'list.title')}
        subtitle={t(isPrivate ? 'list.subtitlePrivate' : 'list.subtitle')}
      />

      <UniversityFilters params={params} showType={!fixedType} onChange={setFilters} />

      {list.isPending ? (
        <LoadingRegion label={t('list.loading')} className={grid}>
          {Array.from({ length: UNIVERSITY_PAGE_SIZE }, (_, i) => (
            <UniversityCardSkeleton key={i} />
          ))}
        </LoadingRegion>
      ) : list.isError ? (
        <ErrorState message={userMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <p className={listPage.total}>{t('list.total', { total: list.data.meta.total })}</p>
          <ul className={grid}>
            {list.data.data.map((university) => (
              <li key={university.id}>
                <UniversityCard university={university} />
              </li>
            ))}
          </ul>
          <Pagination page={params.page} pageCount={list.data.meta.page_count} onChange={changePage} />
        </>
      )}
    </section>
  );
}
