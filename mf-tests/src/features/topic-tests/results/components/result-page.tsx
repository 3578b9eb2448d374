import { isApiStatus, userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Link, useLocation, useParams } from '@platform/shared/router';
import { paths, resultPath } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { formatDayTime } from '@platform/shared/dates';
import { buttonClass, ErrorState, LoadingRegion, Skeleton, useDocumentTitle } from '@platform/shared/ui';
import type { Result } from '@platform/shared/topic-tests';
import { RESULTS_NS } from '../../../../lib/i18n';
import { useViewerResult } from '../hooks/use-viewer-queries';
import { checkPath, parseTicketId } from '../lib/ticket-id';
import { useEarnedBonus } from '../hooks/use-earned-bonus';
import { BonusNotice } from './bonus-notice';
import { GuestResultPanel } from './guest-result-panel';
import { MessagePanel } from '@platform/shared/message-panel';
import { QuestionDots } from './question-dots';
import { RecommendedCourses } from './recommended-courses';
import { ResultActions } from './result-actions';
import { ScoreBadge } from './score-badge';
import styles from './result-page.module.css';

/** 404, a malformed id, or someone else's ticket: back to one's results (signed in) or to the tests. */
function ResultNotFound() {
  const { t } = useTranslation(RESULTS_NS);
  const signedIn = useSession((s) => s.status === 'user');
  return (
    <MessagePanel icon="?" title={t('notFound.title')} text={t('notFound.text')} testId="result-not-found">
      {signedIn ? (
        <Link to={paths.results} className={buttonClass('primary')}>
          {t('notFound.toResults')}
        </Link>
      ) : (
        <Link to={paths.topicTests} className={buttonClass('primary')}>
          {t('notFound.toTests')}
        </Link>
      )}
    </MessagePanel>
  );
}

function ResultSkeleton() {
  const { t } = useTranslation(RESULTS_NS);
  return (
    <div className={styles.page}>
      <LoadingRegion label={t('result.loading')} className={styles.stack}>
        <Skeleton height={96} radius={12} />
        <Skeleton height={220} radius={12} />
        <Skeleton height={140} radius={12} />
      </LoadingRegion>
    </div>
  );
}

function ResultSummary({ result }: { result: Result }) {
  const { t } = useTranslation(RESULTS_NS);
  const unanswered = Math.max(0, result.total - result.correct - result.wrong);
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-labelledby="result-score-title">
      <div className={styles.scoreBlock}>
        <span id="result-score-title" className={styles.scoreLabel}>
          {t('result.score')}
        </span>
        <ScoreBadge
          ball={result.ball}
          total={result.total}
          size="large"
          testId="result-score"
          label={t('result.scoreLabel', { ball: result.ball, total: result.total })}
        />
      </div>
      <dl className={styles.counts}>
        <div className={`${styles.count} ${styles.countCorrect}`}>
          <dt>{t('result.correct')}</dt>
          <dd data-testid="result-correct">{result.correct}</dd>
        </div>
        <div className={`${styles.count} ${styles.countWrong}`}>
          <dt>{t('result.wrong')}</dt>
          <dd data-testid="result-wrong">{result.wrong}</dd>
        </div>
        <div className={`${styles.count} ${styles.countUnanswered}`}>
          <dt>{t('result.unanswered')}</dt>
          <dd data-testid="result-unanswered">{unanswered}</dd>
        </div>
      </dl>
      {(result.xp > 0 || result.direction?.passing_ball != null) && (
        <p className={styles.extra}>
          {result.xp > 0 && <span>{t('result.xp', { xp: result.xp })}</span>}
          {result.direction?.passing_ball != null && <span>{t('result.passingBall', { ball: result.direction.passing_ball })}</span>}
        </p>
      )}
    </section>
  );
}

function FinishedResult({
  result,
  signedIn,
  pathname,
  bonus,
}: {
  result: Result;
  signedIn: boolean;
  pathname: string;
  /** the finish bonus earned during this visit (0: none to show) */
  bonus: ReturnType<typeof useEarnedBonus>;
}) {
  const { t } = useTranslation(RESULTS_NS);
  const block = result.result[0];
  const finishedAt = result.finished_at !== null ? new Date(result.finished_at * 1000) : null;
  // the result page is its owner's only; once a certificate exists the public check page is the one to share
  const shareUrl = `${window.location.origin}${result.certificate_id ? checkPath(result.certificate_id) : resultPath(result.ticket_id)}`;
  return (
    <div className={styles.page}>
      <header className={`${styles.card} ${styles.header}`}>
        <p className={styles.type}>{t(`types.${result.type}`)}</p>
        <h1 className={styles.title}>{t('result.title')}</h1>
        {block && (
          <p className={styles.subtitle}>
            {block.name}
            {block.lesson_name ? `, ${block.lesson_name}` : ''}
          </p>
        )}
        {finishedAt && (
          <p className={styles.meta}>
            <time dateTime={finishedAt.toISOString()}>{t('result.finishedAt', { date: formatDayTime(finishedAt) })}</time>
          </p>
        )}
      </header>
      {bonus.xp > 0 && <BonusNotice xp={bonus.xp} onClose={bonus.dismiss} />}
      <div className={styles.columns}>
        <div className={styles.stack}>
          <ResultSummary result={result} />
          <ResultActions result={result} signedIn={signedIn} shareUrl={shareUrl} />
        </div>
        <section className={styles.card} aria-labelledby="result-questions-title">
          <h2 id="result-questions-title" className={styles.sectionTitle}>
            {t('result.questions')}
          </h2>
          <QuestionDots blocks={result.result} />
        </section>
      </div>
      <RecommendedCourses ticketId={result.ticket_id} />
      {!signedIn && <GuestResultPanel ticketId={result.ticket_id} redirectUrl={pathname} />}
    </div>
  );
}

function ResultContent({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation(RESULTS_NS);
  const { pathname } = useLocation();
  const signedIn = useSession((s) => s.status === 'user');
  const query = useViewerResult(ticketId);
  // here, not in the finished view: a sign-in's new query shows the skeleton in between
  const bonus = useEarnedBonus(query.data?.data.bonus_xp);

  if (query.isPending) return <ResultSkeleton />;
  if (query.isError) {
    if (isApiStatus(query.error, 404)) return <ResultNotFound />;
    return (
      <div className={styles.page}>
        <section className={styles.card}>
          <ErrorState message={userMessage(query.error)} onRetry={() => void query.refetch()} />
        </section>
      </div>
    );
  }
  const result = query.data.data;
  if (result.status === 'active') {
    return (
      <MessagePanel icon="⏳" title={t('active.title')} text={t('active.text')} testId="result-active">
        <Link to={result.test.test_url} className={buttonClass('primary')}>
          {t('active.continue')}
        </Link>
      </MessagePanel>
    );
  }
  return <FinishedResult result={result} signedIn={signedIn} pathname={pathname} bonus={bonus} />;
}

/** `/natijalar/:ticketId` (SPEC §2 "Topic tests" results). */
export function ResultPage() {
  const { t } = useTranslation(RESULTS_NS);
  const { ticketId: raw } = useParams();
  const ticketId = parseTicketId(raw);
  useDocumentTitle(t('result.documentTitle'));
  if (ticketId === null) return <ResultNotFound />;
  return <ResultContent key={ticketId} ticketId={ticketId} />;
}
