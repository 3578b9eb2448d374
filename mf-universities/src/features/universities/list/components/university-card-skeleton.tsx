import { Skeleton } from '@platform/shared/ui';
import styles from './university-card.module.css';

export function UniversityCardSkeleton() {
  return (
    <div className={styles.card} data-testid="university-card-skeleton" aria-hidden="true">
      <div className={styles.head}>
        <Skeleton width={56} height={56} radius={12} />
        <Skeleton width={72} height={24} radius={999} />
      </div>
      <Skeleton width="85%" height={22} />
      <Skeleton width="40%" height={14} />
      <Skeleton height={14} />
      <Skeleton width="70%" height={14} />
      <Skeleton height={40} />
    </div>
  );
}
