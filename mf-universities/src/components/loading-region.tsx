import type { ReactNode } from 'react';
import styles from './loading-region.module.css';

/** Wraps skeletons: hidden from the accessibility tree except for one spoken label. */
export function LoadingRegion({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className={styles.visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}
