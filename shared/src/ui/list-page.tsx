import type { ReactNode } from 'react';
import styles from './list-page.module.css';

/**
 * The classes of a list page's frame: `page`, `header`, `title`, `subtitle`, `total` (the count line)
 * and `grid` (the cards). Used by the news, universities, private universities and courses pages.
 */
export const listPage = styles;

/** A list page's heading and the line under it. `id` names the heading for the page's `aria-labelledby`. */
export function ListPageHeader({ title, subtitle, id }: { title: ReactNode; subtitle?: ReactNode; id?: string }) {
  return (
    <header className={styles.header}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </header>
  );
}
