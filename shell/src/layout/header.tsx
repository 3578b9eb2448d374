import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { paths } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { buttonClass, Button } from '@platform/shared/ui';
import { shellConfig } from '../config';
import { headerNav } from './nav-items';
import { LocaleSwitch } from './locale-switch';
import { useScrollHide } from './use-scroll-hide';
import styles from './header.module.css';

// only signed-in visitors need the menu (and its logout dialog): a guest's first load skips it
const UserMenu = lazy(() => import(/* webpackChunkName: "user-menu" */ './user-menu').then((m) => ({ default: m.UserMenu })));

export function Header() {
  const { t } = useTranslation('shell');
  const hidden = useScrollHide();
  const location = useLocation();
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const premium = useSession((s) => s.premium);
  return (
    <header className={`${styles.header} ${hidden ? styles.hidden : ''}`} data-hidden={hidden || undefined}>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.logo} aria-label={t('brand.home')}>
          <span className={styles.logoMark} aria-hidden="true">
            ▲
          </span>
          <span>{t('brand.name')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          {headerNav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={'end' in item}
              className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
            >
              {t(item.label)}
            </NavLink>
          ))}
          {shellConfig.battleUrl && (
            <a href={shellConfig.battleUrl} className={styles.navLink} target="_blank" rel="noopener noreferrer">
              {t('nav.battle')}
            </a>
          )}
        </nav>
        <div className={styles.actions}>
          {!premium && (
            <Link to={paths.pro} className={`${buttonClass('secondary')} ${styles.pro}`}>
              {t('header.pro')}
            </Link>
          )}
          <LocaleSwitch />
          {status === 'user' && user ? (
            <Suspense fallback={<span className={styles.userPlaceholder} aria-hidden="true" />}>
              <UserMenu />
            </Suspense>
          ) : (
            <Button
              onClick={() => bus.emit('auth:open', { redirectUrl: location.pathname + location.search })}
              disabled={status === 'unknown'}
            >
              {t('header.login')}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
