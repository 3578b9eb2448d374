import { useId, type ReactNode } from 'react';
import styles from './message-panel.module.css';

/**
 * Served as `@platform/shared/message-panel`, apart from `/ui`, so the shell's first load does not
 * carry it: only pages of the remotes show it (not found, sign in first, not finished yet).
 *
 * A centred panel with an icon, a title, a text and actions (links or buttons). `level` 1 when the
 * panel is the whole page, 2 when it sits inside one.
 */
export function MessagePanel({
  icon,
  title,
  text,
  level = 1,
  children,
  testId,
}: {
  icon: string;
  title: string;
  text?: string;
  level?: 1 | 2;
  children?: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`${styles.panel} ${level === 2 ? styles.inline : ''}`} aria-labelledby={titleId} data-testid={testId}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {text && <p className={styles.text}>{text}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
