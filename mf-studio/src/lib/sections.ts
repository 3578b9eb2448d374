// The studio's sections as data: where each page lives below /studio, its label, and the area of
// STUDIO_ACCESS that says who may open it. The list itself is src/exposed/sections.ts (one row a page);
// the header, the dashboard and the page switch all read it, so a new page is one new row there.
import type { ComponentType } from 'react';
import { matchPath } from '@platform/shared/router';
import { STUDIO_ACCESS, type StaffRole, type StaffScope, type StudioArea } from '@platform/shared/studio';
import type uz from '../locales/uz.json';

export const STUDIO_PATH = '/studio';

/** A key of `sections` in the locale files: the section's name in the header and on the dashboard. */
export type SectionLabel = keyof (typeof uz)['sections'];

export interface StudioSection {
  /** The page's path below /studio (`reports`, `bank/:id`). */
  path: string;
  label: SectionLabel;
  /** The area of STUDIO_ACCESS whose roles may open it (the server checks the same table). */
  area: StudioArea;
  Page: ComponentType;
  /** A line for the section's card on the dashboard (a count), if the section has one. */
  Summary?: ComponentType;
  /** `false`: a page reached from another one (an item's editor), not listed in the header. */
  nav?: false;
  /** The kind of partner the page serves (a university's partner has no leads): other partners do not see it. */
  partnerScope?: 'university' | 'centre';
}

/** A role the caller holds, with the partner's university or centre. */
export type HeldRole = { role: StaffRole; scope: StaffScope };

/** `/studio` or `/studio/<path>` (a section's path, parameters filled in by the caller). */
export function studioPath(path = ''): string {
  return path ? `${STUDIO_PATH}/${path}` : STUDIO_PATH;
}

/**
 * Whether one of `roles` opens `section`: its area's roles in STUDIO_ACCESS (the table the server's
 * guard reads), and for a partner the kind of its scope when the section names one (as the server
 * refuses a university's partner the leads).
 */
export function mayOpen(section: Pick<StudioSection, 'area' | 'partnerScope'>, roles: readonly HeldRole[]): boolean {
  const allowed: readonly StaffRole[] = STUDIO_ACCESS[section.area];
  return roles.some(
    ({ role, scope }) => allowed.includes(role) && (role !== 'partner' || !section.partnerScope || scope?.kind === section.partnerScope),
  );
}

/** The sections `roles` may open, in the list's order. */
export function sectionsFor<S extends StudioSection>(sections: readonly S[], roles: readonly HeldRole[]): S[] {
  return sections.filter((section) => mayOpen(section, roles));
}

export type SectionMatch<S extends StudioSection = StudioSection> = { section: S; params: Record<string, string> };

/**
 * The section whose path matches `pathname` (below /studio), with its parameters; `home` for
 * /studio itself; null when none does.
 */
export function matchSection<S extends StudioSection>(sections: readonly S[], pathname: string): SectionMatch<S> | 'home' | null {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === STUDIO_PATH) return 'home';
  for (const section of sections) {
    const match = matchPath({ path: studioPath(section.path), end: true }, trimmed);
    if (match) {
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(match.params)) if (typeof value === 'string') params[name] = value;
      return { section, params };
    }
  }
  return null;
}
