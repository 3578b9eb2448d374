import { NavLink } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import { visuallyHidden } from '@platform/shared/ui';
import { mobileNav } from './nav-items';
import { IfAvailable } from './section-link';
import { DueBadge } from './due-badge';
import { useReviewDue } from './review-due';
import styles from './mobile-nav.module.css';

const icons: Record<string, string> = {
  home: 'M3 11l9-8 9 8v10h-6v-6H9v6H3z',
  tests: 'M5 3h14v18H5zM8 7h8M8 11h8M8 15h5',
  car: 'M4 16l2-6h12l2 6v4h-3v-2H7v2H4zM7 16h.01M17 16h.01',
  uni: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c1-4 5-6 8-6s7 2 8 6',
};

/** Bottom navigation on phones (≤ 640 px), 5 items (those of sections not deployed yet are left out). */
export function MobileNav() {
  const { t } = useTranslation('shell');
  // the profile item carries the review queue's due count (ADR 044)
  const due = useReviewDue();
  return (
    <nav aria-label={t('nav.mobile')} className={styles.nav}>
      {mobileNav.map((item) => (
        <IfAvailable key={item.to} to={item.to}>
          <NavLink to={item.to} end={'end' in item} className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}>
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            >
              <path d={icons[item.icon]} />
            </svg>
            <span>{t(item.label)}</span>
            {item.icon === 'user' && due ? (
              <>
                <DueBadge count={due} corner testId="review-due-nav" />
                <span className={visuallyHidden}>, {t('review.due', { count: due })}</span>
              </>
            ) : null}
          </NavLink>
        </IfAvailable>
      ))}
    </nav>
  );
}
