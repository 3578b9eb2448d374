import { AUTOTEST_MAX_MISTAKES, AUTOTEST_MINUTES, AUTOTEST_QUESTIONS, isTimedMode, type AutotestSummary } from '@platform/shared/autotest';
import { formatDayTime } from '@platform/shared/dates';
import { userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { paths, useRouteAvailable } from '@platform/shared/routes';
import {
  Button,
  buttonClass,
  EmptyState,
  ErrorState,
  LoadingRegion,
  Skeleton,
  useDocumentTitle,
  pageLayout as layout,
} from '@platform/shared/ui';
import { useSession, useViewer } from '@platform/shared/session';
import { NS } from '../../../../lib/i18n';
import { autotestPaths } from '../../../../lib/paths';
import { useSummary } from '../api/get-summary';
import { useTests } from '../api/get-tests';
import { TestCard } from './test-card';
import styles from './landing.module.css';

/** `/avtotest`: the start banner, the last result, the Pro banner, the learner's figures and modes, every ticket. */
export function LandingPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('landing.documentTitle'));
  const premium = useSession((s) => s.premium);
  const proAvailable = useRouteAvailable(paths.pro);
  const summary = useSummary();
  const tests = useTests();
  const data = summary.data?.data;
  return (
    <div className={layout.page}>
      <section className={styles.hero} aria-labelledby="autotest-title">
        <div>
          <h1 id="autotest-title" className={styles.heroTitle}>
            {t('landing.title')}
          </h1>
          <p className={styles.heroLead}>
            {t('landing.lead', { questions: AUTOTEST_QUESTIONS, minutes: AUTOTEST_MINUTES, mistakes: AUTOTEST_MAX_MISTAKES })}
          </p>
          {data && <p className={styles.heroNote}>{t('landing.bank', { questions: data.question_count, tickets: data.ticket_count })}</p>}
          {data?.exam_attempts_left != null && (
            <p className={styles.heroNote}>
              {data.exam_attempts_left > 0 ? t('landing.attemptsLeft', { count: data.exam_attempts_left }) : t('landing.attemptsUsed')}
            </p>
          )}
        </div>
        <div className={styles.heroActions}>
          <Link to={autotestPaths.exam} className={`${buttonClass('primary')} ${styles.start}`}>
            {t('landing.start')}
          </Link>
          <Link to={autotestPaths.leaderboard} className={buttonClass('secondary')}>
            {t('landing.leaderboard')}
          </Link>
        </div>
      </section>

      {!premium && proAvailable && (
        <section className={styles.pro} aria-labelledby="autotest-pro">
          <div>
            <h2 id="autotest-pro" className={styles.proTitle}>
              {t('landing.proTitle')}
            </h2>
            <p className={styles.proText}>{t('landing.proText')}</p>
          </div>
          <Link to={paths.pro} className={buttonClass('secondary')}>
            {t('landing.proLink')}
          </Link>
        </section>
      )}

      {data?.last_result && <LastResult last={data.last_result} />}

      <Practice summary={data} />

      <section className={layout.section} aria-labelledby="autotest-tickets">
        <h2 id="autotest-tickets" className={layout.sectionTitle}>
          {t('landing.tickets')}
        </h2>
        {tests.isPending ? (
          <LoadingRegion label={t('route.loading')} className={styles.grid}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={120} />
            ))}
          </LoadingRegion>
        ) : tests.isError ? (
          <ErrorState message={userMessage(tests.error)} onRetry={() => void tests.refetch()} />
        ) : tests.data.data.length === 0 ? (
          <EmptyState message={t('landing.empty')} />
        ) : (
          <ul className={styles.grid}>
            {tests.data.data.map((test) => (
              <li key={test.test_id}>
                <TestCard test={test} locked={test.is_premium && !premium} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The learner's latest finished ticket and the way to its result (a forced stop sends them home first). */
function LastResult({ last }: { last: NonNullable<AutotestSummary['last_result']> }) {
  const { t } = useTranslation(NS);
  const finishedAt = new Date(last.finished_at);
  return (
    <section className={`${styles.last} ${last.passed ? styles.lastPassed : styles.lastFailed}`} aria-labelledby="autotest-last">
      <div>
        <h2 id="autotest-last" className={styles.lastTitle}>
          {t('landing.lastTitle')}
        </h2>
        <p className={styles.lastVerdict}>
          <span>{last.title}</span>
          {' · '}
          <strong>{isTimedMode(last.mode) ? t(last.passed ? 'result.passed' : 'result.failed') : t('result.done')}</strong>
        </p>
        <p className={styles.lastFacts}>
          {t('result.score', { correct: last.correct, total: last.question_count })}
          {last.stop_reason && <> · {t(last.stop_reason === 'time' ? 'result.stoppedTime' : 'result.stoppedMistakes')}</>}
          {' · '}
          <time dateTime={last.finished_at}>{formatDayTime(finishedAt)}</time>
        </p>
      </div>
      <Link to={autotestPaths.result(last.ticket_id)} className={buttonClass('secondary')}>
        {t('landing.lastOpen')}
      </Link>
    </section>
  );
}

/** Readiness and the training modes (signed in), or the invitation to sign in. */
function Practice({ summary }: { summary: AutotestSummary | undefined }) {
  const { t } = useTranslation(NS);
  const { signedIn } = useViewer();
  // a guest's invitation needs no figures: it is there from the first render, not put in when they come
  if (!signedIn || summary?.readiness === null) {
    return (
      <section className={layout.section} aria-labelledby="autotest-modes">
        <h2 id="autotest-modes" className={layout.sectionTitle}>
          {t('landing.modes')}
        </h2>
        <p className={layout.muted}>{t('landing.signInForModes')}</p>
        <div className={layout.actions}>
          <Button variant="secondary" onClick={() => bus.emit('auth:open', { redirectUrl: autotestPaths.home })}>
            {t('landing.signIn')}
          </Button>
        </div>
      </section>
    );
  }
  if (!summary) return null;
  const marathon = summary.marathon;
  return (
    <section className={`${layout.section} ${styles.practice}`} aria-labelledby="autotest-modes">
      <div className={styles.readiness}>
        <p className={styles.readinessLabel} id="autotest-readiness">
          {t('landing.readiness')}
        </p>
        <p className={styles.readinessValue} aria-describedby="autotest-readiness-hint">
          {summary.readiness}%
        </p>
        <div
          className={styles.meter}
          role="meter"
          aria-labelledby="autotest-readiness"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={summary.readiness}
        >
          <span style={{ width: `${summary.readiness}%` }} />
        </div>
        <p id="autotest-readiness-hint" className={styles.hint}>
          {t('landing.readinessHint')}
        </p>
      </div>
      <div className={styles.modes}>
        <h2 id="autotest-modes" className={layout.sectionTitle}>
          {t('landing.modes')}
        </h2>
        <ul className={styles.modeList}>
          <li>
            {summary.mistakes > 0 ? (
              <Link to={autotestPaths.mode('mistakes')} className={styles.mode}>
                <span className={styles.modeName}>{t('landing.mistakes')}</span>
                <span className={styles.modeNote}>{t('landing.mistakesCount', { count: summary.mistakes })}</span>
              </Link>
            ) : (
              <span className={`${styles.mode} ${styles.modeOff}`}>
                <span className={styles.modeName}>{t('landing.mistakes')}</span>
                <span className={styles.modeNote}>{t('landing.mistakesEmpty')}</span>
              </span>
            )}
          </li>
          {marathon && (
            <li>
              <Link to={autotestPaths.mode('marathon')} className={styles.mode}>
                <span className={styles.modeName}>{t('landing.marathon')}</span>
                <span className={styles.modeNote}>
                  {t('landing.marathonProgress', { answered: marathon.answered, total: marathon.total })}
                </span>
              </Link>
            </li>
          )}
        </ul>
        <h3 className={styles.topicsTitle}>{t('landing.topics')}</h3>
        <ul className={styles.topicList}>
          {summary.categories
            .filter((c) => c.question_count > 0)
            .map((c) => (
              <li key={c.slug}>
                <Link to={autotestPaths.mode('topic', c.slug)} className={styles.topic}>
                  <span>{c.name}</span>
                  <span className={styles.modeNote}>{t('landing.topicCount', { count: c.question_count })}</span>
                </Link>
              </li>
            ))}
        </ul>
      </div>
    </section>
  );
}
