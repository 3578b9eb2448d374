import { useSession } from '@platform/shared/session';
import type { Viewer } from '../../../../lib/test-keys';

/**
 * Who is looking, as a part of query keys: results, reviews and unfinished tests are answered for
 * the cookie's owner, so a sign-in (the api then claims the guest's tickets) or a change of user
 * must ask again. `null` while the session is not known yet (no request then).
 */
export function useViewer(): Viewer {
  return useSession((s) => (s.status === 'unknown' ? null : s.status === 'user' ? `user:${s.user?.id ?? 0}` : 'guest'));
}
