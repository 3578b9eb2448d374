import type { ReactNode } from 'react';
import styles from './ranking-table.module.css';

/** A ranking row's classes: `self` (the viewer's row), `name` (the name cell), `you` (the "(you)" after the name). */
export const rankingTable = styles;

export interface RankingTableProps {
  /** The four column headers: place, name, score, time. */
  columns: readonly [string, string, string, string];
  /** The rows (`<tr>`), each the page's own. */
  children: ReactNode;
  /** A `<tfoot>` after the rows, e.g. the viewer's own row kept in view. */
  footer?: ReactNode;
  className?: string;
}

/** The place / name / score / time table of a ranking: the autotest leaderboard and an olympiad's results. */
export function RankingTable({ columns, children, footer, className }: RankingTableProps) {
  return (
    <table className={className ? `${styles.table} ${className}` : styles.table}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {footer}
    </table>
  );
}
