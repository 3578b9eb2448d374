import { useEffect, useId, useRef } from 'react';
import { userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { pageCount } from '@platform/shared/format';
import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { Button, EmptyState, ErrorState, Pagination, buttonClass, useDocumentTitle } from '@platform/shared/ui';
import { useSavedTests } from '../api/get-saved-tests';
import { TestCardGrid, TestCardGridSkeleton } from './test-card-grid';
import { useSessionRefresh } from '../hooks/use-session-refresh';
import { CATALOG_NS } from '../../../../lib/i18n';
import { useCatalogParams } from '../hooks/use-catalog-params';
import { TestPreviewModal } from './test-preview-modal';
import styles from './catalog.module.css';

/**
 * /saqlangan-testlar: the signed-in learner's saved tests, a page at a time. Guests are asked to
 * sign in (once on arrival, and again from the panel); the sign-in flow comes back here.
 */
export function SavedTestsPage() {
  const { t } = useTranslation(CATALOG_NS);
  const headingId = useId();
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.user?.id);
  useDocumentTitle(t('saved.documentTitle'));
  useSessionRefresh();

  const askedToSignIn = useRef(false);
  useEffect(() => {
    if (status !== 'guest' || askedToSignIn.current) return;
    askedToSignIn.current = true;
    bus.emit('auth:open', { redirectUrl: paths.saved });
  }, [status]);

  if (status === 'guest') {
    return (
      <section className={styles.panel} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.panelTitle}>
          {t('saved.guestTitle')}
        </h1>
        <p className={styles.subtitle}>{t('saved.guestText')}</p>
        <Button onClick={() => bus.emit('auth:open', { redirectUrl: paths.saved })}>{t('saved.signIn')}</Button>
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 id={headingId} className={styles.title}>
            {t('saved.title')}
          </h1>
          <p className={styles.subtitle}>{t('saved.subtitle')}</p>
        </div>
      </header>
      {status === 'user' ? (
        // one list per person: another account never sees the previous one's pages, even for a moment
        <SavedTestsList key={userId} />
      ) : (
        <TestCardGridSkeleton />
      )}
    </section>
  );
}

function SavedTestsList() {
  const { t } = useTranslation(CATALOG_NS);
  const { params, setPage, openTest, closeTest } = useCatalogParams();
  const saved = useSavedTests(params.page);

  const data = saved.data;
  const pages = data ? pageCount(data.meta.total, data.meta.size) : 0;
  // after unsaving the only card of the last page, show the page before it
  useEffect(() => {
    if (data && data.data.length === 0 && params.page > 1 && pages < params.page) setPage(Math.max(1, pages), { replace: true });
  }, [data, params.page, pages, setPage]);

  let content;
  if (saved.isPending) {
    content = <TestCardGridSkeleton />;
  } else if (saved.isError) {
    content = <ErrorState message={userMessage(saved.error)} onRetry={() => void saved.refetch()} />;
  } else if (saved.data.data.length === 0) {
    content = (
      <div className={styles.emptyBlock}>
        <EmptyState />
        <p className={styles.subtitle}>{t('saved.emptyHint')}</p>
        <Link to={paths.topicTests} className={buttonClass('primary')}>
          {t('saved.browse')}
        </Link>
      </div>
    );
  } else {
    content = (
      <>
        <p className={styles.total}>{t('saved.total', { total: saved.data.meta.total })}</p>
        <TestCardGrid cards={saved.data.data} onOpen={(card) => openTest(card.testId)} busy={saved.isPlaceholderData} />
        <Pagination page={params.page} pageCount={pages} onChange={setPage} />
      </>
    );
  }

  const previewCard = params.testId === null ? undefined : data?.data.find((card) => card.testId === params.testId);
  return (
    <>
      {content}
      {params.testId !== null && <TestPreviewModal key={params.testId} testId={params.testId} card={previewCard} onClose={closeTest} />}
    </>
  );
}
