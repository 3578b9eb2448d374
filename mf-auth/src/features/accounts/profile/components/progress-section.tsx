import { lazy, Suspense } from 'react';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { ErrorState, LoadingRegion, Skeleton } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';
import { useProfileProgress } from '../api/get-profile-progress';
import { ProfileSection } from './profile-section';
import ui from './profile-ui.module.css';

// the charts, bars and topic lists load with their data, not with the profile's first chunk
const ProgressView = lazy(() =>
  import(/* webpackChunkName: "profile-progress" */ './progress-view').then((m) => ({ default: m.ProgressView })),
);

function ProgressSkeleton() {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <LoadingRegion label={t('progress.loading')} className={ui.stack}>
      <Skeleton height={44} radius={12} />
      <Skeleton height={180} radius={12} />
      <Skeleton width="70%" height={16} />
    </LoadingRegion>
  );
}

/** Own profile only: results over time per exam kind, accuracy per subject, the weakest topics (GET /profile/progress). */
export function ProgressSection() {
  const { t } = useTranslation(PROFILE_NS);
  const progress = useProfileProgress();
  return (
    <ProfileSection titleId="profile-progress-title" title={t('progress.title')} subtitle={t('progress.subtitle')}>
      {progress.isPending ? (
        <ProgressSkeleton />
      ) : progress.isError ? (
        <ErrorState message={userMessage(progress.error)} onRetry={() => void progress.refetch()} />
      ) : (
        <Suspense fallback={<ProgressSkeleton />}>
          <ProgressView progress={progress.data} />
        </Suspense>
      )}
    </ProfileSection>
  );
}
