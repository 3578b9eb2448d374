import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { paths } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { buttonClass, Button, Drawer, renderedScreen, visuallyHidden } from '@platform/shared/ui';
import { shellConfig } from '../config';
import { headerNav } from './nav-items';
import { LocaleSwitch } from './locale-switch';
import { IfAvailable } from './section-link';
import { useOverflows } from './use-overflows';
import { useScrollHide } from './use-scroll-hide';
import styles from './header.module.css';

// only signed-in visitors need the menu (and its logout dialog): a guest's first load skips it
const UserMenu = lazy(() => import(/* webpackChunkName: "user-menu" */ './user-menu').then((m) => ({ default: m.UserMenu })));

/** The header's sections (and Battle when configured): in the bar, or in the menu drawer when they do not fit. */
function NavLinks({ onFollow }: { onFollow?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <>
      {headerNav.map((item) => (
        <IfAvailable key={item.to} to={item.to}>
          <NavLink
            to={item.to}
            end={'end' in item}
            onClick={onFollow}
            className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
          >
            {t(item.label)}
          </NavLink>
        </IfAvailable>
      ))}
      {shellConfig.battleUrl && (
        <a href={shellConfig.battleUrl} className={styles.navLink} target="_blank" rel="noopener noreferrer">
          {t('nav.battle')}
        </a>
      )}
    </>
  );
}

/** Pro, unless premium: "Pro" in the bar (seven sections and Pro fit 1280 px in Russian), the whole call in the menu. */
function ProLink({ className, onFollow, short }: { className: string; onFollow?: () => void; short?: boolean }) {
  const { t } = useTranslation('shell');
  const premium = useSession((s) => s.premium);
  if (premium) return null;
  return (
    <IfAvailable to={paths.pro}>
      <Link
        to={paths.pro}
        className={`${buttonClass('secondary')} ${className}`}
        onClick={onFollow}
        aria-label={short ? t('header.pro') : undefined}
      >
        {short ? t('header.proShort') : t('header.pro')}
      </Link>
    </IfAvailable>
  );
}

export function Header() {
  const { t } = useTranslation('shell');
  const hidden = useScrollHide();
  const location = useLocation();
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  // the sections (and Pro) stay laid out, hidden, while collapsed, so the bar knows when they fit
  // again; the menu button is narrower than what it replaces, so the bar does not flip back and forth
  // (a phone's sections do not fit: a page rendered for one starts collapsed, as it will stay, ADR 028)
  const [nav, collapsed] = useOverflows<HTMLElement>(renderedScreen().mobile);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  if (menuOpen && !collapsed) setMenuOpen(false);
  return (
    <header className={`${styles.header} ${hidden ? styles.hidden : ''}`} data-hidden={hidden || undefined}>
      <div className={styles.inner}>
        {/* the visible brand starts the link's name (label-content-name-mismatch) */}
        <Link to={paths.home} className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true">
            ▲
          </span>
          <span className={styles.brand}>{t('brand.name')}</span>
          <span className={visuallyHidden}> — {t('brand.home')}</span>
        </Link>
        <nav
          ref={nav}
          aria-label={t('nav.label')}
          className={`${styles.nav} ${collapsed ? styles.collapsed : ''}`}
          data-collapsed={collapsed || undefined}
        >
          <NavLinks />
          <ProLink className={styles.pro} short />
        </nav>
        <div className={styles.actions}>
          <LocaleSwitch />
          {collapsed && (
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              onClick={() => setMenuOpen(true)}
              data-testid="header-menu-button"
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
              <span className={visuallyHidden}>{t('nav.menu.open')}</span>
            </button>
          )}
          {status === 'user' && user ? (
            <Suspense fallback={<span className={styles.userPlaceholder} aria-hidden="true" />}>
              <UserMenu />
            </Suspense>
          ) : (
            <Button
              className={styles.login}
              onClick={() => bus.emit('auth:open', { redirectUrl: location.pathname + location.search })}
              disabled={status === 'unknown'}
            >
              {t('header.login')}
            </Button>
          )}
        </div>
      </div>
      <Drawer open={collapsed && menuOpen} title={t('nav.menu.title')} onClose={closeMenu}>
        <nav aria-label={t('nav.label')} className={styles.menuNav}>
          <NavLinks onFollow={closeMenu} />
          <ProLink className={styles.menuPro} onFollow={closeMenu} />
        </nav>
      </Drawer>
    </header>
  );
}
