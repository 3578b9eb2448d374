import type { ReactNode } from 'react';
import ui from './profile-ui.module.css';

/** A card of the profile page: its h2 (`titleId` labels the section), an optional subtitle, then the content. */
export function ProfileSection({
  titleId,
  title,
  subtitle,
  children,
}: {
  titleId: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <section className={ui.card} aria-labelledby={titleId}>
      <div className={ui.sectionHead}>
        <h2 id={titleId} className={ui.sectionTitle}>
          {title}
        </h2>
        {subtitle && <p className={ui.sectionSubtitle}>{subtitle}</p>}
      </div>
      {children}
    </section>
  );
}
