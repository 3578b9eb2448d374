import type { RemoteName } from '../composition/remote-loader';
import routes from './routes.json';

/** A row of routes.json as JSON types it (strings where RouteEntry has unions). */
type RawRoute = (typeof routes)[number];

/** Which chrome a route shows (SPEC §2 "Layout"). */
export interface LayoutRule {
  header: boolean;
  footer: boolean;
  mobileNav: boolean;
  chat: boolean;
}

const layouts = {
  /** main list pages and home: everything, with the mobile bottom nav */
  list: { header: true, footer: true, mobileNav: true, chat: true },
  /** ordinary pages */
  page: { header: true, footer: true, mobileNav: false, chat: true },
  /** Pro pages, olympiad list pages keep the header, no footer */
  noFooter: { header: true, footer: false, mobileNav: false, chat: true },
  /** test taking, exam, login and payment: nothing but the page */
  focus: { header: false, footer: false, mobileNav: false, chat: false },
  /** the studio (ADR 055): none of the learner's chrome; the studio remote draws its own header */
  studio: { header: false, footer: false, mobileNav: false, chat: false },
} satisfies Record<string, LayoutRule>;

export type LayoutName = keyof typeof layouts;

export function layoutRule(name: LayoutName): LayoutRule {
  return layouts[name];
}

export type LocalPage = 'home' | 'privacy' | 'terms' | 'not-found';

export interface RouteEntry {
  path: string;
  /** The remote that renders this route and the route id in its `./routes`; or a shell page. */
  remote?: RemoteName;
  routeId?: string;
  /**
   * The remote does not expose this route yet (it shows the "unavailable" panel until it does), so a
   * remote version without it may still be deployed. The contract check requires every other routeId.
   */
  planned?: true;
  page?: LocalPage;
  /** Redirect target (old links). */
  redirect?: string;
  layout: LayoutName;
  /** Key in the shell namespace's `meta` section: title and description. */
  meta: string;
  noindex?: boolean;
}

/**
 * Every route of SPEC §2 → the app that renders it, and its layout. Paths are the spec's.
 * Paths the spec leaves open are chosen here and documented in docs/routes.md.
 * The data is `routes.json` (one route a line), which the contract build reads as it is
 * (shared/build/contract.cjs); this module gives it its type and checks it.
 */
export const routeTable: RouteEntry[] = routes.map((entry: RawRoute) => {
  if (!(entry.layout in layouts)) throw new Error(`routes.json: ${entry.path} has an unknown layout "${entry.layout}"`);
  return entry as RouteEntry;
});

/** Pro pages hide the footer Pro banner (SPEC §2). */
export function isProPath(pathname: string): boolean {
  return pathname === '/pro' || pathname.startsWith('/pro/');
}
