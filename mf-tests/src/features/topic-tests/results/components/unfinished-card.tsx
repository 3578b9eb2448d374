import { useCallback, useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { buttonClass, Countdown } from '@platform/shared/ui';
import type { UnfinishedItem } from '@platform/shared/topic-tests';
import { RESULTS_NS } from '../../../../lib/i18n';
import styles from './unfinished-page.module.css';

/**
 * One unfinished test: type, names, time left of a timed test (hh:mm:ss, ticking; "expired" at 0), answered/total
 * with a progress bar, and "continue" to the test screen (the api resumes the same ticket).
 * `receivedAt` is when the api said how much time was left.
 */
export function UnfinishedCard({ item, receivedAt }: { item: UnfinishedItem; receivedAt: number }) {
  const { t } = useTranslation(RESULTS_NS);
  const [expired, setExpired] = useState(item.time <= 0);
  const onDone = useCallback(() => setExpired(true), []);
  const percent = Math.min(100, Math.max(0, Math.round(item.progress)));
  const titleId = `unfinished-${item.type}-${item.id}`;
  return (
    <li>
      <article className={styles.card} aria-labelledby={titleId} data-testid="unfinished-card">
        <span className={styles.type}>{t(`unfinished.types.${item.type}`)}</span>
        <div className={styles.names}>
          <h2 id={titleId} className={styles.subject}>
            {item.subjectName}
          </h2>
          <p className={styles.lesson}>{item.lessonName}</p>
        </div>
        {/* topic tests have no timer (their ticket only lapses after hours unused): no clock for them */}
        {item.type !== 'Mavzuli' && (
          <dl className={styles.time}>
            <dt>{t('unfinished.timeLeft')}</dt>
            <dd className={expired ? styles.expired : undefined} data-testid="unfinished-time">
              {expired ? t('unfinished.expired') : <Countdown until={receivedAt + item.time * 1000} onDone={onDone} />}
            </dd>
          </dl>
        )}
        <div className={styles.progress}>
          <div className={styles.progressText}>
            <span>{t('unfinished.progress', { answered: item.answered, total: item.total })}</span>
            <span>{t('unfinished.percent', { percent })}</span>
          </div>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={t('unfinished.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('unfinished.progress', { answered: item.answered, total: item.total })}
          >
            <div className={styles.fill} style={{ width: `${percent}%` }} />
          </div>
        </div>
        <Link
          to={item.testUrl}
          className={`${buttonClass('primary')} ${styles.continue}`}
          aria-label={t('unfinished.continueLabel', { subject: item.subjectName, lesson: item.lessonName })}
        >
          {t('unfinished.continue')}
        </Link>
      </article>
    </li>
  );
}
