import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@platform/shared/router';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { EmptyState, ErrorState } from '@platform/shared/ui';
import { GridSkeleton } from '../../../../components/card-skeletons';
import { NS } from '../../../../lib/i18n';
import { layout } from '../../../../components/layout';

/**
 * A section of the courses home: a heading, an "all" link into the filter page, and the cards of one
 * query (skeletons while loading, the error with a retry, "information not found" when empty).
 */
export function HomeSection<T>({
  title,
  allHref,
  allLabel,
  query,
  items,
  skeletons,
  teachers = false,
  children,
}: {
  title: string;
  allHref: string;
  allLabel?: string;
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;
  items: T[] | undefined;
  skeletons: number;
  teachers?: boolean;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  return (
    <section className={layout.section} aria-labelledby={id}>
      <div className={layout.sectionHead}>
        <h2 id={id} className={layout.sectionTitle}>
          {title}
        </h2>
        <Link to={allHref} className={layout.allLink} aria-label={allLabel ?? t('home.allOf', { name: title })}>
          {t('home.all')}
        </Link>
      </div>
      {query.isPending ? (
        <GridSkeleton
          label={t('home.loading')}
          count={skeletons}
          teachers={teachers}
          className={teachers ? layout.teacherGrid : layout.grid}
        />
      ) : query.isError ? (
        <ErrorState message={userMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : !items?.length ? (
        <EmptyState />
      ) : (
        children(items)
      )}
    </section>
  );
}
