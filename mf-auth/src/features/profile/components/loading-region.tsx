import type { ReactNode } from 'react';
import styles from './profile-ui.module.css';

/** Wraps skeletons: one spoken label, the skeletons themselves are hidden from assistive tech. */
export function LoadingRegion({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className={styles.visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}
