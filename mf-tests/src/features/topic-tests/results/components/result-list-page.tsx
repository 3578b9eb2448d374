import { useEffect, useRef } from 'react';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { formatDay } from '@platform/shared/dates';
import { pageCount } from '@platform/shared/format';
import { Link, useSearchParams } from '@platform/shared/router';
import { paths, resultPath } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { buttonClass, Button, EmptyState, ErrorState, LoadingRegion, Pagination, Skeleton, useDocumentTitle } from '@platform/shared/ui';
import { GENERIC_PAGE_SIZE, type MyResultItem } from '@platform/shared/topic-tests';
import { RESULTS_NS } from '../../../../lib/i18n';
import { useViewerResultList } from '../hooks/use-viewer-queries';
import { MessagePanel } from '@platform/shared/message-panel';
import { ScoreBadge } from './score-badge';
import styles from './result-list-page.module.css';

function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

function ListSkeleton() {
  const { t } = useTranslation(RESULTS_NS);
  return (
    <LoadingRegion label={t('list.loading')} className={styles.stack}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={64} radius={12} />
      ))}
    </LoadingRegion>
  );
}

function ResultItem({ item }: { item: MyResultItem }) {
  const date = new Date(item.created_at * 1000);
  return (
    <li>
      <Link to={resultPath(item.id)} className={styles.item}>
        <span className={styles.text}>
          <span className={styles.subject}>{item.subject_name}</span>
          <span className={styles.lesson}>{item.lesson_name}</span>
          <time className={styles.date} dateTime={date.toISOString()}>
            {formatDay(date)}
          </time>
        </span>
        <ScoreBadge ball={item.ball} total={item.total} />
      </Link>
    </li>
  );
}

function ResultList() {
  const { t } = useTranslation(RESULTS_NS);
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const list = useViewerResultList(page);

  const goTo = (next: number) => {
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next <= 1) out.delete('page');
      else out.set('page', String(next));
      return out;
    });
    window.scrollTo?.({ top: 0 });
  };

  if (list.isPending) return <ListSkeleton />;
  if (list.isError) return <ErrorState message={userMessage(list.error)} onRetry={() => void list.refetch()} />;
  const { data, meta } = list.data;
  if (data.length === 0) {
    return (
      <div className={styles.empty}>
        <EmptyState message={t('list.empty')} />
        <Link to={paths.topicTests} className={buttonClass('primary')}>
          {t('list.toTests')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-busy={list.isPlaceholderData || undefined}>
        {data.map((item) => (
          <ResultItem key={item.id} item={item} />
        ))}
      </ul>
      <Pagination page={page} pageCount={meta.page_count || pageCount(meta.total, meta.size || GENERIC_PAGE_SIZE)} onChange={goTo} />
    </>
  );
}

/** Guests are asked to sign in once on arrival; the panel offers it again. */
function GuestPrompt() {
  const { t } = useTranslation(RESULTS_NS);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    bus.emit('auth:open', { redirectUrl: paths.results });
  }, []);
  return (
    <MessagePanel icon="👤" level={2} title={t('list.guest.title')} text={t('list.guest.text')} testId="result-list-guest">
      <Button onClick={() => bus.emit('auth:open', { redirectUrl: paths.results })}>{t('list.guest.signIn')}</Button>
    </MessagePanel>
  );
}

/** `/natijalar`: the signed-in learner's results, 30 per page (SPEC §9 generic page size). */
export function ResultListPage() {
  const { t } = useTranslation(RESULTS_NS);
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.user?.id ?? 0);
  useDocumentTitle(t('list.documentTitle'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('list.title')}</h1>
      {status === 'unknown' ? <ListSkeleton /> : status === 'guest' ? <GuestPrompt /> : <ResultList key={userId} />}
    </div>
  );
}
