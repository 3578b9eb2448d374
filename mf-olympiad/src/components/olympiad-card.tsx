import { formatDayTime } from '@platform/shared/dates';
import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { buttonClass } from '@platform/shared/ui';
import type { Olympic } from '@platform/shared/olympiads';
import { ServerCountdown } from './countdown';
import { NS } from '../lib/i18n';
import { olympiadPath, olympiadResultsPath } from '../lib/paths';
import styles from './olympiads.module.css';

export interface ServerClock {
  serverNow: number;
  receivedAt: number;
}

/** SPEC §4: inactive counts down to the start, active to the end; finished shows statistics and the results link. */
export function OlympiadStatusLine({ olympic, clock }: { olympic: Olympic; clock: ServerClock }) {
  const { t } = useTranslation(NS);
  if (olympic.status === 'finished') return <Stats olympic={olympic} />;
  const inactive = olympic.status === 'inactive';
  return (
    <ServerCountdown
      label={inactive ? t('list.startsIn') : t('list.endsIn')}
      until={(inactive ? olympic.started_time : olympic.end_time) * 1000}
      serverNow={clock.serverNow}
      receivedAt={clock.receivedAt}
    />
  );
}

function Stats({ olympic }: { olympic: Olympic }) {
  const { t } = useTranslation(NS);
  if (!olympic.total_participants) return <p className={styles.muted}>{t('list.noParticipants')}</p>;
  return (
    <ul className={styles.stats}>
      <li>{t('list.participants', { count: olympic.total_participants })}</li>
      <li>{t('list.average', { percent: olympic.average_percent ?? 0 })}</li>
      <li>{t('list.best', { percent: olympic.max_percent ?? 0 })}</li>
    </ul>
  );
}

export function OlympiadCard({ olympic, clock, banner = false }: { olympic: Olympic; clock: ServerClock; banner?: boolean }) {
  const { t } = useTranslation(NS);
  const Heading = banner ? 'h2' : 'h3';
  return (
    <article className={banner ? `${styles.card} ${styles.banner}` : styles.card} data-testid="olympiad-card">
      <div className={styles.badges}>
        <span className={`${styles.badge} ${styles[olympic.status]}`}>{t(`status.${olympic.status}`)}</span>
        <span className={styles.badge}>{t(`type.${olympic.type}`)}</span>
        {olympic.already_participated && olympic.status !== 'finished' && <span className={styles.badge}>{t('list.joined')}</span>}
      </div>
      <Heading className={styles.cardTitle}>
        <Link to={olympiadPath(olympic.id)}>{olympic.name}</Link>
      </Heading>
      {olympic.title && <p className={styles.text}>{olympic.title}</p>}
      <p className={styles.muted}>
        {t('detail.window', { start: formatDayTime(olympic.started_time * 1000), end: formatDayTime(olympic.end_time * 1000) })}
      </p>
      <OlympiadStatusLine olympic={olympic} clock={clock} />
      <div className={styles.actions}>
        <Link
          to={olympiadPath(olympic.id)}
          className={buttonClass(banner ? 'primary' : 'secondary')}
          aria-label={`${t('list.details')}: ${olympic.name}`}
        >
          {t('list.details')}
        </Link>
        {olympic.status === 'finished' && (
          <Link to={olympiadResultsPath(olympic.id)} className={buttonClass('ghost')} aria-label={`${t('list.results')}: ${olympic.name}`}>
            {t('list.results')}
          </Link>
        )}
      </div>
    </article>
  );
}
