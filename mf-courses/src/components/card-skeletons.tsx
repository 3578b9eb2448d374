import { LoadingRegion, Skeleton } from '@platform/shared/ui';
import styles from './cards.module.css';

export function CourseCardSkeleton() {
  return (
    <div className={styles.card} data-testid="course-card-skeleton" aria-hidden="true">
      <div className={styles.coverSkeleton} />
      <div className={styles.body}>
        <Skeleton width="85%" height={20} />
        <Skeleton width="50%" height={14} />
        <Skeleton width="40%" height={14} />
        <Skeleton width="60%" height={22} />
      </div>
    </div>
  );
}

export function TeacherCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.teacherCard}`} data-testid="teacher-card-skeleton" aria-hidden="true">
      <Skeleton width={72} height={72} radius={999} />
      <Skeleton width="70%" height={18} />
      <Skeleton width="50%" height={14} />
    </div>
  );
}

/** `count` skeleton cards of a kind in a grid, announced once as loading. */
export function GridSkeleton({
  label,
  count,
  teachers = false,
  className,
}: {
  label: string;
  count: number;
  teachers?: boolean;
  className: string;
}) {
  return (
    <LoadingRegion label={label} className={className}>
      {Array.from({ length: count }, (_, i) => (teachers ? <TeacherCardSkeleton key={i} /> : <CourseCardSkeleton key={i} />))}
    </LoadingRegion>
  );
}
