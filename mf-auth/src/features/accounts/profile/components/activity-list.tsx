import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import type { Activity } from '@platform/shared/accounts';
import { formatDay } from '@platform/shared/dates';
import { groupDigits } from '@platform/shared/format';
import { Link } from '@platform/shared/router';
import { resultPath } from '@platform/shared/routes';
import { EmptyState, Skeleton, ErrorState, LoadingRegion } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';
import { useProfileActivity } from '../api/get-profile-activity';
import type { ProfileTarget } from '../lib/profile-keys';
import { ProfileSection } from './profile-section';
import ui from './profile-ui.module.css';
import styles from './activity-list.module.css';

const TYPES = ['topic', 'topic-bonus', 'dtm', 'virtual', 'university', 'autotest', 'olympiad'] as const;
type KnownType = (typeof TYPES)[number];
const knownType = (type: string): KnownType | 'other' => ((TYPES as readonly string[]).includes(type) ? (type as KnownType) : 'other');
/** The badge colour: a finish bonus is part of its topic test. */
const badgeOf = (type: string) => (type === 'topic-bonus' ? 'topic' : knownType(type));

function ActivityItem({ item }: { item: Activity }) {
  const { t } = useTranslation(PROFILE_NS);
  const date = new Date(item.created_at * 1000);
  const body = (
    <>
      <span className={`${styles.badge} ${styles[badgeOf(item.type)]}`} aria-hidden="true" />
      <span className={styles.text}>
        <span className={styles.type}>{t(`activity.types.${knownType(item.type)}`)}</span>
        <time className={styles.date} dateTime={date.toISOString()}>
          {formatDay(date)}
        </time>
      </span>
      <span className={styles.xp}>{t('activity.xp', { ball: groupDigits(item.ball) })}</span>
    </>
  );
  return (
    <li>
      {item.ticket_id !== null ? (
        <Link to={resultPath(item.ticket_id)} className={`${styles.item} ${styles.link}`}>
          {body}
        </Link>
      ) : (
        <div className={styles.item}>{body}</div>
      )}
    </li>
  );
}

/** The latest tests of a profile with the XP they earned; each links to its results page. */
export function ActivityList({ target }: { target: ProfileTarget }) {
  const { t } = useTranslation(PROFILE_NS);
  const activity = useProfileActivity(target);
  return (
    <ProfileSection titleId="profile-activity-title" title={t('activity.title')}>
      {activity.isPending ? (
        <LoadingRegion label={t('activity.loading')} className={ui.stack}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={52} radius={12} />
          ))}
        </LoadingRegion>
      ) : activity.isError ? (
        <ErrorState message={userMessage(activity.error)} onRetry={() => void activity.refetch()} />
      ) : activity.data.length === 0 ? (
        <EmptyState message={t('activity.empty')} />
      ) : (
        <ul className={styles.list}>
          {activity.data.map((item) => (
            <ActivityItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
