import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import type { Activity } from '@platform/shared/accounts';
import { formatDay } from '@platform/shared/dates';
import { Link } from '@platform/shared/router';
import { EmptyState, Skeleton, ErrorState, LoadingRegion } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';
import { useProfileActivity } from '../api/get-profile-activity';
import { activityPath } from '../lib/activity';
import type { ProfileTarget } from '../lib/profile-keys';
import { ProfileSection } from './profile-section';
import ui from './profile-ui.module.css';
import styles from './activity-list.module.css';

function ActivityItem({ item, own }: { item: Activity; own: boolean }) {
  const { t } = useTranslation(PROFILE_NS);
  const date = new Date(item.created_at * 1000);
  // another user's result pages are theirs: their list names the results without opening them
  const to = own ? activityPath(item) : null;
  const body = (
    <>
      <span className={`${styles.badge} ${styles[item.type]}`} aria-hidden="true" />
      <span className={styles.text}>
        <span className={styles.type}>{t(`activity.types.${item.type}`)}</span>
        <span className={styles.name}>{item.name}</span>
        <time className={styles.date} dateTime={date.toISOString()}>
          {formatDay(date)}
        </time>
      </span>
      <span className={styles.figures}>
        {item.score !== null && item.max_score !== null && (
          <span className={styles.score}>{t('activity.score', { score: item.score, max: item.max_score })}</span>
        )}
        {item.xp > 0 && <span className={styles.xp}>{t('activity.xp', { ball: item.xp })}</span>}
      </span>
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={`${styles.item} ${styles.link}`} data-testid="activity-link">
          {body}
        </Link>
      ) : (
        <div className={styles.item}>{body}</div>
      )}
    </li>
  );
}

/** The latest results of a profile, every kind; one's own link to their result pages. */
export function ActivityList({ target, own }: { target: ProfileTarget; own: boolean }) {
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
            <ActivityItem key={`${item.type}-${item.id}`} item={item} own={own} />
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
