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

/** How long the layout waits for the route's page to report itself hydrated (PageHydrated). */
const PAGE_HYDRATION_LIMIT_MS = 5_000;

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
  // the server's markup takes taps once the route's page is hydrated (PageHydrated, in the page's own
  // boundary); should that page never commit, the layout lets them through after a while anyway
  useEffect(() => {
    const root = document.getElementById('root');
    const timer = setTimeout(() => root?.removeAttribute(RENDERED_ATTRIBUTE), PAGE_HYDRATION_LIMIT_MS);
    return () => clearTimeout(timer);
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
