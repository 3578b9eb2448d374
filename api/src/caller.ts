import type { Locale } from '@platform/shared/contracts';

/**
 * Who is asking, as services see it: built once per request at the edge (plugins/caller.ts), so that
 * services take plain arguments and never a Fastify request.
 */
export interface Caller {
  /** The signed-in user, or null for a guest. */
  userId: number | null;
  /** SHA-256 of this browser's guest token (the `gt` cookie), or null when it has none. */
  guestHash: string | null;
  /** The signed-in user has Pro now (guests never). */
  premium: boolean;
  /** The language of the answer (Accept-Language). */
  locale: Locale;
}
