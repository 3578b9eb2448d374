import { useEffect } from 'react';
import { Outlet, useMatches } from '@platform/shared/router';
import { Toaster } from '@platform/shared/ui';
import { getManifest } from '../composition/manifest';
import { RENDERED_ATTRIBUTE } from '../composition/bootstrap-data';
import { layoutRule, type RouteEntry } from '../routing/route-table';
import { useRouteMeta } from '../seo/use-route-meta';
import { Header } from './header';
import { Footer } from './footer';
import { MobileNav } from './mobile-nav';
import { ChatButton } from './chat-button';
import { AuthHost, DailyLimitHost } from './auth-host';
import { useLocaleSync } from './use-locale-sync';
import { useReviewDueSync } from './review-due';
import { useHashcodeLogin } from '../session/use-hashcode-login';
import styles from './layout.module.css';

/** The chrome around every route, driven by the route table's layout rule. */
export function Layout() {
  const matches = useMatches();
  const entry = matches[matches.length - 1]?.handle as RouteEntry | undefined;
  const rule = layoutRule(entry?.layout ?? 'page');
  useRouteMeta(entry);
  useLocaleSync();
  useHashcodeLogin();
  useReviewDueSync();
  // the manifest says which sections are deployed: their links show as "coming soon" until then
  useEffect(() => {
    getManifest().catch(() => undefined);
  }, []);
  // the page the server rendered is now the browser's (hydrated): its controls answer from here on
  useEffect(() => {
    document.getElementById('root')?.removeAttribute(RENDERED_ATTRIBUTE);
  }, []);
  return (
    <>
      {rule.header && <Header />}
      <main className={`${styles.main} ${rule.mobileNav ? styles.withMobileNav : ''}`} id="content">
        <Outlet />
      </main>
      {rule.footer && <Footer />}
      {rule.mobileNav && <MobileNav />}
      {rule.chat && <ChatButton />}
      <AuthHost />
      <DailyLimitHost />
      <Toaster />
    </>
  );
}
