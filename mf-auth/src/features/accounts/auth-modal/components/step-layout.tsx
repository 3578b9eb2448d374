import type { ReactNode } from 'react';
import styles from './auth-modal.module.css';

interface StepLayoutProps {
  titleId: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** The step's main button(s), kept at the bottom of the sheet on phones. */
  footer?: ReactNode;
}

/** One step: heading (focused when the step opens unless an input asks for focus), content, footer. */
export function StepLayout({ titleId, title, subtitle, children, footer }: StepLayoutProps) {
  return (
    <section className={styles.step} aria-labelledby={titleId}>
      <h2 id={titleId} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      <div className={styles.content}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
