import type { ReactNode } from 'react';
import { visuallyHidden } from '@platform/shared/ui';
import styles from './data-table.module.css';

export interface Column<T> {
  /** The column's heading (also each cell's label when a phone shows the rows as cards). */
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * A table of the studio's lists: columns on wide screens, one card a row on a phone (each value under
 * its column's name), so no page scrolls sideways.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  testId?: string;
}) {
  return (
    <table className={styles.table} data-testid={testId}>
      <caption className={visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.header} data-label={column.header}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
