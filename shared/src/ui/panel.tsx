import type { ReactNode } from 'react';
import styles from './ui.module.css';

export function Panel({ children }: { children: ReactNode }) {
  return <section className={styles.panel}>{children}</section>;
}
