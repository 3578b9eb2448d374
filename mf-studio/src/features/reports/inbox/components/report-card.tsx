import { useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import type { ReportGroup } from '@platform/shared/studio';
import { Button } from '@platform/shared/ui';
import { dayTime } from '../../../../lib/format';
import { NS } from '../../../../lib/i18n';
import { DismissForm } from './dismiss-form';
import styles from './reports.module.css';

/** One question of the inbox: its reports by kind, the latest messages, the test's low ratings; dismiss. */
export function ReportCard({ group }: { group: ReportGroup }) {
  const { t } = useTranslation(NS);
  const [dismissing, setDismissing] = useState(false);
  const headingId = `report-${group.question_id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="report-group">
      <header className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          {group.question_key}
        </h2>
        <span className={styles.count}>{t('reports.count', { count: group.count })}</span>
      </header>
      <p className={styles.meta}>
        {group.test_name} · {t(`reports.language.${group.language}`)} ·{' '}
        {t('reports.period', { from: dayTime(group.first_at), to: dayTime(group.last_at) })}
      </p>
      <p className={styles.question}>{group.text}</p>
      <ul className={styles.kinds} aria-label={t('reports.kinds')}>
        {group.kinds.map((kind) => (
          <li key={kind.error_id} className={styles.kind}>
            {kind.name}: {kind.count}
          </li>
        ))}
      </ul>
      {group.latest.length > 0 && (
        <>
          <h3 className={styles.smallHeading}>{t('reports.latest')}</h3>
          <ul className={styles.messages}>
            {group.latest.map((message, index) => (
              <li key={`${message.created_at}-${index}`}>
                <time className={styles.time}>{dayTime(message.created_at)}</time> {message.message}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className={styles.smallHeading}>{t('reports.lowRatings', { count: group.low_ratings })}</h3>
      {group.low_comments.length > 0 && (
        <ul className={styles.messages}>
          {group.low_comments.map((comment, index) => (
            <li key={`${comment.created_at}-${index}`}>
              <span className={styles.rating}>{t('reports.rating', { rating: comment.rating })}</span> {comment.comment}
            </li>
          ))}
        </ul>
      )}
      {group.dismissed ? (
        <p className={styles.dismissedNote}>
          {t('reports.dismissedNote', { reason: group.dismissed.reason, at: dayTime(group.dismissed.created_at) })}
        </p>
      ) : dismissing ? (
        <DismissForm questionId={group.question_id} onDone={() => setDismissing(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setDismissing(true)}>
          {t('reports.dismiss')}
        </Button>
      )}
    </article>
  );
}
