import styles from './due-badge.module.css';

/** The due count as a small red badge (hidden from screen readers: the link or button says it in words). */
export function DueBadge({ count, corner = false, testId }: { count: number; corner?: boolean; testId: string }) {
  return (
    <span className={corner ? `${styles.badge} ${styles.corner}` : styles.badge} aria-hidden="true" data-testid={testId}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
