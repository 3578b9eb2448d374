import type { CSSProperties, ReactNode } from 'react';
import { Link } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import { useRouteAvailable } from '@platform/shared/routes';
import styles from './section-link.module.css';

/** Its children only while `to` leads somewhere (the section's remote is deployed, the route exposed). */
export function IfAvailable({ to, children }: { to: string; children: ReactNode }) {
  return useRouteAvailable(to) ? children : null;
}

/** The "coming soon" mark of an entry point into a section that is not deployed yet. */
export function ComingSoon() {
  const { t } = useTranslation('shell');
  return <span className={styles.badge}>{t('nav.soon')}</span>;
}

/** A link into a section, or the same content marked "coming soon" (not clickable) while it is not deployed. */
export function SectionLink({
  to,
  className,
  style,
  children,
}: {
  to: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  if (useRouteAvailable(to)) {
    return (
      <Link to={to} className={className} style={style}>
        {children}
      </Link>
    );
  }
  return (
    <span className={`${className ?? ''} ${styles.soon}`} style={style} data-testid="coming-soon">
      {children}
      <ComingSoon />
    </span>
  );
}
