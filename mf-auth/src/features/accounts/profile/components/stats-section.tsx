import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Skeleton, ErrorState, LoadingRegion } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';
import { useProfileStatistics } from '../api/get-profile-statistics';
import { WeeklyXpChart } from './weekly-xp-chart';
import { ProfileSection } from './profile-section';
import ui from './profile-ui.module.css';

/** Own profile only: the weekly XP chart, you vs others. */
export function StatsSection() {
  const { t } = useTranslation(PROFILE_NS);
  const stats = useProfileStatistics();
  return (
    <ProfileSection titleId="profile-stats-title" title={t('stats.title')} subtitle={t('stats.subtitle')}>
      {stats.isPending ? (
        <LoadingRegion label={t('stats.loading')} className={ui.stack}>
          <Skeleton height={180} radius={12} />
          <Skeleton width="60%" height={16} />
        </LoadingRegion>
      ) : stats.isError ? (
        <ErrorState message={userMessage(stats.error)} onRetry={() => void stats.refetch()} />
      ) : (
        <WeeklyXpChart series={stats.data} />
      )}
    </ProfileSection>
  );
}
