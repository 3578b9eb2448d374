import { Skeleton } from '@platform/shared/ui';
import styles from './page-skeleton.module.css';

export function PageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <Skeleton height={32} width="40%" />
      <Skeleton height={160} />
      <div className={styles.grid}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={120} />
        ))}
      </div>
    </div>
  );
}
