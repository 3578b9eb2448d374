import { useId, useState, type ReactNode } from 'react';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { useSession } from '@platform/shared/session';
import { pageCount } from '@platform/shared/format';
import { EmptyState, ErrorState, MOBILE_QUERY, Pagination, useMediaQuery } from '@platform/shared/ui';
import { useTestList } from '../api/get-test-list';
import { CloseIcon, SearchIcon } from '../../../../components/icons';
import { LockedDialog } from './locked-dialog';
import { TestCardGrid, TestCardGridSkeleton } from './test-card-grid';
import { useSessionRefresh } from '../hooks/use-session-refresh';
import { CATALOG_NS } from '../../../../lib/i18n';
import { useCatalogParams } from '../hooks/use-catalog-params';
import { catalogListParams } from '../lib/params';
import { SubjectChips } from './subject-chips';
import { ContentLanguageSwitch } from './content-language-switch';
import { TestPreviewModal } from './test-preview-modal';
import { TestSearch } from './test-search';
import styles from './catalog.module.css';

/**
 * The body of /mavzuli-test and /mavzuli-test/{subject}: header with the (mobile) search toggle,
 * search, subject chips, the cards of one page, pagination, the preview of `?test=` and the
 * locked dialog a blocked test sends the learner back with.
 */
export function TestCatalog({
  headingId,
  heading,
  subject,
}: {
  headingId: string;
  /** the page's h1 (with `headingId`) and whatever goes under it */
  heading: ReactNode;
  /** a subject page: its slug filters the list; name and colour once known */
  subject?: { slug: string; name?: string; color?: string };
}) {
  const { t } = useTranslation(CATALOG_NS);
  const searchId = useId();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const locale = useSession((s) => s.locale);
  const { params, setSearch, setPage, setLanguage, openTest, closeTest } = useCatalogParams();
  const listParams = catalogListParams(params, locale, subject?.slug);
  const { language } = listParams;
  const list = useTestList(listParams);
  useSessionRefresh();
  const [searchOpen, setSearchOpen] = useState(params.search !== '');
  const [focusSearch, setFocusSearch] = useState(false);

  const changePage = (page: number) => {
    setPage(page);
    document.getElementById(headingId)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  const toggleSearch = () => {
    setFocusSearch(!searchOpen);
    setSearchOpen(!searchOpen);
  };

  const cards = list.data?.data;
  const previewCard = params.testId === null ? undefined : cards?.find((card) => card.testId === params.testId);
  const pages = list.data ? pageCount(list.data.meta.total, list.data.meta.size) : 0;
  const showSearch = !isMobile || searchOpen;

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <header className={styles.header}>
        <div className={styles.heading}>{heading}</div>
        {isMobile && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t(searchOpen ? 'search.close' : 'search.open')}
            aria-expanded={searchOpen}
            aria-controls={searchId}
            onClick={toggleSearch}
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </button>
        )}
      </header>

      {showSearch && <TestSearch id={searchId} value={params.search} onSearch={setSearch} autoFocus={isMobile && focusSearch} />}

      <SubjectChips current={subject} />
      <ContentLanguageSwitch value={language} onChange={(next) => setLanguage(next, locale)} />

      {list.isPending ? (
        <TestCardGridSkeleton />
      ) : list.isError ? (
        <ErrorState message={userMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {list.data.data.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <p className={styles.total}>{t('list.total', { total: list.data.meta.total })}</p>
              <TestCardGrid cards={list.data.data} onOpen={(card) => openTest(card.testId)} busy={list.isPlaceholderData} />
            </>
          )}
          <Pagination page={params.page} pageCount={pages} onChange={changePage} />
        </>
      )}

      {params.testId !== null && <TestPreviewModal key={params.testId} testId={params.testId} card={previewCard} onClose={closeTest} />}
      <LockedDialog />
    </section>
  );
}
