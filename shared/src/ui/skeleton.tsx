import styles from './ui.module.css';

export function Skeleton({ width = '100%', height = 16, radius }: { width?: number | string; height?: number | string; radius?: number }) {
  return <span aria-hidden="true" data-testid="skeleton" className={styles.skeleton} style={{ width, height, borderRadius: radius }} />;
}
