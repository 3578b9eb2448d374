import { useEffect, useId, useRef, useState } from 'react';
import { api } from '@platform/shared/api';
import { messageResponse } from '@platform/shared/contracts';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { Link, useNavigate } from '@platform/shared/router';
import { paths, useRouteAvailable } from '@platform/shared/routes';
import { sessionStore, useSession } from '@platform/shared/session';
import { Button, Modal } from '@platform/shared/ui';
import { shellConfig } from '../config';
import { DueBadge } from './due-badge';
import { useReviewDue } from './review-due';
import styles from './user-menu.module.css';

function initials(name: string, lastName: string): string {
  return `${name.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

/**
 * Header user menu (SPEC §2): profile, Pro, saved, unfinished, results, the review page with its due
 * count (also a badge on the trigger, ADR 044), teacher page, logout with confirmation.
 */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const premium = useSession((s) => s.premium);
  const proAvailable = useRouteAvailable(paths.pro);
  const due = useReviewDue();
  const dueLabel = due ? t('review.due', { count: due }) : null;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;

  const logout = async () => {
    setLeaving(true);
    try {
      await api.post('/logout', { schema: messageResponse });
      sessionStore.getState().signOut();
      setConfirming(false);
      navigate(paths.home);
    } catch (error) {
      bus.emit('toast', { kind: 'error', message: (error as Error).message });
    } finally {
      setLeaving(false);
    }
  };

  const items: { to: string; label: string; external?: boolean; count?: number }[] = [
    { to: paths.profile, label: t('userMenu.profile') },
    ...(premium || !proAvailable ? [] : [{ to: paths.pro, label: t('userMenu.pro') }]),
    { to: paths.saved, label: t('userMenu.saved') },
    { to: paths.unfinished, label: t('userMenu.unfinished') },
    { to: paths.results, label: t('userMenu.results') },
    { to: paths.review, label: t('userMenu.review'), count: due ?? 0 },
    ...(user.role === 'TEACHER' && shellConfig.teacherSiteUrl
      ? [{ to: shellConfig.teacherSiteUrl, label: t('userMenu.teacher'), external: true }]
      : []),
  ];

  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        aria-label={[t('userMenu.open', { name: `${user.name} ${user.last_name}`.trim() }), dueLabel].filter(Boolean).join(', ')}
      >
        {user.image ? (
          <img src={user.image} alt="" className={styles.avatar} width={32} height={32} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initials(user.name, user.last_name)}
          </span>
        )}
        <span className={styles.name}>{user.name}</span>
        {due ? <DueBadge count={due} testId="review-due-badge" /> : null}
      </button>
      {open && (
        <ul className={styles.menu} id={menuId} role="menu">
          {items.map((item) => (
            <li key={item.to} role="none">
              {item.external ? (
                <a
                  role="menuitem"
                  href={item.to}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.item}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </a>
              ) : (
                <Link
                  role="menuitem"
                  to={item.to}
                  className={styles.item}
                  onClick={() => setOpen(false)}
                  aria-label={item.count ? `${item.label}, ${t('review.due', { count: item.count })}` : undefined}
                >
                  {item.label}
                  {item.count ? (
                    <span className={styles.count} aria-hidden="true" data-testid="review-due-count">
                      {item.count}
                    </span>
                  ) : null}
                </Link>
              )}
            </li>
          ))}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className={`${styles.item} ${styles.logout}`}
              onClick={() => {
                setOpen(false);
                setConfirming(true);
              }}
            >
              {t('userMenu.logout')}
            </button>
          </li>
        </ul>
      )}
      <Modal open={confirming} title={t('userMenu.logoutTitle')} onClose={() => setConfirming(false)}>
        <p>{t('userMenu.logoutText')}</p>
        <div className={styles.confirmActions}>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('userMenu.stay')}
          </Button>
          <Button variant="danger" onClick={() => void logout()} disabled={leaving}>
            {t('userMenu.logoutConfirm')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
