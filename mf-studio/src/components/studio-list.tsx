import type { ReactNode } from 'react';
import { userMessage } from '@platform/shared/api';
import { Link } from '@platform/shared/router';
import { EmptyState, ErrorState, LoadingRegion, Skeleton, buttonClass, pageLayout as layout } from '@platform/shared/ui';
import styles from './studio-list.module.css';

/** What the list needs of its query (react-query's result). */
interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { data: T[] } | undefined;
  refetch: () => unknown;
}

/**
 * A studio list page (olympiads, news): its heading with a create link, then loading, the error with
 * a retry, the empty line, or the items as cards (`children` draws one card's content).
 */
export function StudioList<T>({
  id,
  title,
  subtitle,
  create,
  loading,
  empty,
  query,
  itemKey,
  children,
  footer,
}: {
  id: string;
  title: string;
  subtitle: string;
  create: { to: string; label: string };
  loading: string;
  empty: string;
  query: ListQuery<T>;
  itemKey: (item: T) => string | number;
  children: (item: T) => ReactNode;
  footer?: ReactNode;
}) {
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <LoadingRegion label={loading}>
        <Skeleton height="4.5rem" />
        <Skeleton height="4.5rem" />
      </LoadingRegion>
    );
  } else if (query.isError || !query.data) {
    body = <ErrorState message={userMessage(query.error)} onRetry={() => void query.refetch()} />;
  } else if (query.data.data.length === 0) {
    body = <EmptyState message={empty} />;
  } else {
    body = (
      <>
        <ul className={styles.list}>
          {query.data.data.map((item) => (
            <li key={itemKey(item)} className={styles.item}>
              {children(item)}
            </li>
          ))}
        </ul>
        {footer}
      </>
    );
  }
  return (
    <section aria-labelledby={id}>
      <div className={styles.head}>
        <div>
          <h1 id={id} className={layout.title}>
            {title}
          </h1>
          <p className={layout.muted}>{subtitle}</p>
        </div>
        <Link to={create.to} className={buttonClass('primary')}>
          {create.label}
        </Link>
      </div>
      {body}
    </section>
  );
}
