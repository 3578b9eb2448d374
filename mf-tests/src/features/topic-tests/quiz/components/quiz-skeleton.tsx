import { LoadingRegion, Skeleton } from '@platform/shared/ui';
import side from './quiz-sidebar.module.css';
import styles from './quiz-page.module.css';

/** The test screen's shape while the ticket is created or resumed. */
export function QuizSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className={styles.page}>
      <div className={side.side}>
        <Skeleton width="40%" height={14} />
        <Skeleton width="80%" height={26} />
        <Skeleton height={10} radius={999} />
      </div>
      <div className={styles.main}>
        <Skeleton width={72} height={20} />
        <Skeleton height={20} />
        <Skeleton width="70%" height={20} />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={56} radius={12} />
        ))}
        <Skeleton width="50%" height={44} />
      </div>
    </LoadingRegion>
  );
}
