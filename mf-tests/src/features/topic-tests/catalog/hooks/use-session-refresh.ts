import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LOCALES } from '@platform/shared/contracts';
import { useSession } from '@platform/shared/session';
import { testKeys } from '../../../../lib/test-keys';

/**
 * Saved flags and saved pages belong to whoever is signed in. When a guest signs in (or a user
 * signs out) on a catalogue page, the lists load again and the previous person's saved pages are
 * dropped. The first answer of the session check (unknown → guest/user) needs nothing: the
 * requests already carried the cookie.
 */
export function useSessionRefresh(): void {
  const status = useSession((s) => s.status);
  const client = useQueryClient();
  const previous = useRef(status);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (before === status || before === 'unknown' || status === 'unknown') return;
    for (const locale of LOCALES) {
      // a saved page on screen is disabled (guest) or already loading for the new person
      client.removeQueries({ queryKey: testKeys.savedAll(locale), type: 'inactive' });
      void client.invalidateQueries({ queryKey: testKeys.lists(locale) });
    }
  }, [status, client]);
}
