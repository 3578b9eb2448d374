import { createContext, useContext } from 'react';
import type { HeldRole, StudioSection } from './sections';

export interface StudioContextValue {
  /** The caller's roles with their scopes (a partner's university or centre). */
  roles: readonly HeldRole[];
  /** The sections the caller may open, in the list's order. */
  sections: readonly StudioSection[];
  /** The current page's path parameters (`bank/:id` → `{ id }`). */
  params: Readonly<Record<string, string>>;
}

export const StudioContext = createContext<StudioContextValue>({ roles: [], sections: [], params: {} });

/** What the studio frame knows about the caller and the page, for the pages inside it. */
export function useStudio(): StudioContextValue {
  return useContext(StudioContext);
}
