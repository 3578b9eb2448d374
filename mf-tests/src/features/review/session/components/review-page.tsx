import { useQueryClient } from '@tanstack/react-query';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Link, useSearchParams } from '@platform/shared/router';
import type { ReviewSummary } from '@platform/shared/review';
import { paths, reviewPath } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { ErrorState, LoadingRegion, pageLayout, Skeleton, useDocumentTitle } from '@platform/shared/ui';
import { REVIEW_NS } from '../../../../lib/i18n';
import { testKeys } from '../../../../lib/test-keys';
import { useViewer } from '../../../topic-tests/results';
import { useReviewSession } from '../api/get-review-session';
import { useReviewSummary } from '../api/get-review-summary';
import { filterOf } from '../lib/filter';
import { ReviewRunView } from './review-run';
import styles from './review-page.module.css';

/** Links to the subjects that have due cards (and "all"), the current one marked. */
function SubjectFilter({ summary, current, topic }: { summary: ReviewSummary | undefined; current?: string; topic?: string }) {
  const { t } = useTranslation(REVIEW_NS);
  const subjects = summary?.by_subject ?? [];
  return (
    <nav aria-label={t('filter.label')} className={styles.chipsNav}>
      <ul className={styles.chips}>
        <li>
          <Link to={paths.review} className={styles.chip} aria-current={current || topic ? undefined : 'page'}>
            {t('filter.all')}
            {summary ? <span className={styles.chipCount}>{summary.due}</span> : null}
          </Link>
        </li>
        {subjects.map((s) => (
          <li key={s.subject}>
            <Link
              to={reviewPath({ subject: s.subject })}
              className={styles.chip}
              aria-current={current === s.subject && !topic ? 'page' : undefined}
            >
              {s.name}
              <span className={styles.chipCount}>{s.due}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * `/takrorlash` (issue 31, ADR 044): today's due cards of the learner's review queue — every subject,
 * or one subject and topic (`?subject=&topic=`) — as a short session with instant feedback and the
 * explanation. Guests review the mistakes of their guest tickets.
 */
export function ReviewPage() {
  const { t } = useTranslation(REVIEW_NS);
  useDocumentTitle(t('documentTitle'));
  const [params] = useSearchParams();
  const filter = filterOf(params);
  const viewer = useViewer();
  const locale = useSession((s) => s.locale);
  const client = useQueryClient();
  const summary = useReviewSummary(viewer, locale);
  const session = useReviewSession(filter, viewer, locale);
  const topicName = session.data?.items.find((i) => i.topic)?.topic;

  /** A card left today's queue: the subject chips count one less (no new request). */
  const onLeft = (subject: string, due: number) =>
    client.setQueryData<ReviewSummary>(testKeys.reviewSummary(viewer, locale), (old) =>
      old
        ? {
            ...old,
            due,
            by_subject: old.by_subject
              .map((s) => (s.subject === subject ? { ...s, due: Math.max(0, s.due - 1) } : s))
              .filter((s) => s.due > 0),
          }
        : old,
    );

  return (
    <div className={pageLayout.page}>
      <div className={styles.page}>
        <div>
          <h1 className={pageLayout.title}>{t('title')}</h1>
          <p className={`${pageLayout.muted} ${styles.lead}`}>{t('lead')}</p>
        </div>
        <SubjectFilter summary={summary.data} current={filter.subject} topic={filter.topic} />
        {filter.topic && (
          <p className={styles.topic}>
            <span>{t('filter.topic', { name: topicName ?? filter.topic })}</span>
            <Link to={reviewPath({ subject: filter.subject })}>{t('filter.allTopics')}</Link>
          </p>
        )}
        {session.isPending ? (
          <LoadingRegion label={t('loading')} className={styles.card}>
            <Skeleton height={24} width="40%" />
            <Skeleton height={72} />
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={56} radius={12} />
            ))}
          </LoadingRegion>
        ) : session.isError ? (
          <ErrorState message={userMessage(session.error)} onRetry={() => void session.refetch()} />
        ) : (
          <ReviewRunView key={session.dataUpdatedAt} session={session.data} onMore={() => void session.refetch()} onLeft={onLeft} />
        )}
      </div>
    </div>
  );
}
