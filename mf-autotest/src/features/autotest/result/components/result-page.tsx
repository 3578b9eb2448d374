import { isApiStatus, userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Link, useParams } from '@platform/shared/router';
import { buttonClass, ErrorState, LoadingRegion, Skeleton, useDocumentTitle, pageLayout as layout } from '@platform/shared/ui';
import { useSession } from '@platform/shared/session';
import { MessagePage } from '../../../../components/message-page';
import { NS } from '../../../../lib/i18n';
import { autotestPaths, clock } from '../../../../lib/paths';
import { useResult } from '../api/get-result';
import styles from './result.module.css';

/** `/avtotest/result/:ticketId`: passed or failed, the time used, each mistake with its explanation. */
export function ResultPage() {
  const { t } = useTranslation(NS);
  const { ticketId } = useParams();
  const id = Number(ticketId);
  const valid = Number.isInteger(id) && id > 0 && id < 2 ** 31;
  const status = useSession((s) => s.status);
  const result = useResult(id, valid && status === 'user');
  useDocumentTitle(t('result.documentTitle'));
  const notFound = (
    <MessagePage title={t('result.notFound')}>
      <Link to={autotestPaths.home} className={buttonClass('primary')}>
        {t('result.again')}
      </Link>
    </MessagePage>
  );
  if (!valid || status === 'guest') return notFound;
  if (status === 'unknown' || result.isPending) {
    return (
      <LoadingRegion label={t('route.loading')} className={layout.page}>
        <Skeleton height={140} />
      </LoadingRegion>
    );
  }
  if (result.isError) {
    if (isApiStatus(result.error, 404) || isApiStatus(result.error, 409)) return notFound;
    return (
      <div className={layout.page}>
        <ErrorState message={userMessage(result.error)} onRetry={() => void result.refetch()} />
      </div>
    );
  }
  const r = result.data.data;
  const timed = r.mode === 'ticket' || r.mode === 'exam';
  return (
    <div className={layout.page}>
      <section className={`${styles.verdict} ${r.passed ? styles.passed : styles.failed}`} aria-labelledby="autotest-verdict">
        <p className={styles.ticket}>{r.title}</p>
        <h1 id="autotest-verdict" className={styles.heading}>
          {timed ? t(r.passed ? 'result.passed' : 'result.failed') : t('result.done')}
        </h1>
        <ul className={styles.figures}>
          <li>{t('result.score', { correct: r.correct, total: r.question_count })}</li>
          <li>{t('result.mistakes', { count: r.mistakes })}</li>
          <li>{t('result.time', { time: clock(r.time_used) })}</li>
          {r.stop_reason && <li>{t(r.stop_reason === 'time' ? 'result.stoppedTime' : 'result.stoppedMistakes')}</li>}
        </ul>
        <div className={layout.actions}>
          <Link to={autotestPaths.home} className={buttonClass('primary')}>
            {t('result.again')}
          </Link>
          {timed && (
            <Link to={autotestPaths.board(r.mode === 'ticket' ? r.test_id : null)} className={buttonClass('secondary')}>
              {t('result.leaderboard')}
            </Link>
          )}
        </div>
      </section>
      <section className={layout.section} aria-labelledby="autotest-wrong">
        <h2 id="autotest-wrong" className={layout.sectionTitle}>
          {t('result.wrongTitle')}
        </h2>
        {r.wrong.length === 0 ? (
          <p>{t('result.noWrong')}</p>
        ) : (
          <ol className={styles.wrongList}>
            {r.wrong.map((w) => (
              <li key={w.position} className={styles.wrong}>
                {w.image && <img src={w.image} alt="" className={styles.picture} width={320} height={180} />}
                <h3 className={styles.question}>
                  {w.position}. {w.text}
                </h3>
                <p className={styles.chosen}>{t('result.yourAnswer', { answer: w.chosen })}</p>
                <p className={styles.correct}>{t('result.correctAnswer', { answer: w.correct })}</p>
                <p>{w.explanation}</p>
                <p className={styles.rule}>{t('result.rule', { rule: w.rule })}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
