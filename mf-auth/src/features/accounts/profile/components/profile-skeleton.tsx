import { Skeleton, LoadingRegion } from '@platform/shared/ui';
import ui from './profile-ui.module.css';
import styles from './profile-header.module.css';

/** The header card's shape while the profile (or the session) loads. */
export function ProfileHeaderSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className={`${ui.card} ${styles.header}`}>
      <div className={styles.identity}>
        <Skeleton width={96} height={96} radius={999} />
        <div className={styles.who}>
          <Skeleton width="60%" height={28} />
          <Skeleton width={80} height={20} />
          <Skeleton width="45%" height={16} />
        </div>
      </div>
      <Skeleton height={10} radius={999} />
      <Skeleton width="50%" height={40} />
      <Skeleton width="70%" height={32} />
    </LoadingRegion>
  );
}

/** The whole page while the session is not known yet. */
export function ProfilePageSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeletonPage}>
      <ProfileHeaderSkeleton label={label} />
      <div aria-hidden="true" className={styles.skeletonCards}>
        <Skeleton height={260} radius={12} />
        <Skeleton height={260} radius={12} />
      </div>
    </div>
  );
}
