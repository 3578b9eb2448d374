// The review queue's due count in the header's user menu and the mobile nav's profile item (ADR 044).
// The shell asks GET /review/summary (checked without zod: @platform/shared/shapes) when the session
// is known and whenever a remote says on the bus that the queue changed (`review:due`): with the count
// the api just gave it (the review page's answers), or null (a test or exam finished: asked again).
// A guest browser is asked only once it has cards (a marker in localStorage), so a guest's first
// visit makes no call for it.
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { reviewSummaryShape } from '@platform/shared/shapes';
import { sessionStore, type SessionStatus } from '@platform/shared/session';

/** localStorage key: this browser took tests as a guest, so its guest cookie may own review cards. */
export const GUEST_CARDS_KEY = 'review-guest-cards';

let due: number | null = null;
const listeners = new Set<() => void>();

function setDue(next: number | null): void {
  if (next === due) return;
  due = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The learner's due review cards, or null while unknown (nothing is shown then). */
export function useReviewDue(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => due,
    () => null,
  );
}

function guestMarker(value?: boolean): boolean {
  try {
    if (value === true) localStorage.setItem(GUEST_CARDS_KEY, '1');
    else if (value === false) localStorage.removeItem(GUEST_CARDS_KEY);
    return localStorage.getItem(GUEST_CARDS_KEY) === '1';
  } catch {
    return false; // storage blocked: a guest's count waits for a test finished in this tab
  }
}

let asked = 0;
async function refresh(status: SessionStatus): Promise<void> {
  const ask = ++asked;
  try {
    const { data } = await api.get('/review/summary', { schema: reviewSummaryShape });
    // an older answer than the last question asked changes nothing
    if (ask !== asked || sessionStore.getState().status !== status) return;
    if (status === 'guest') guestMarker(data.total > 0);
    setDue(data.due);
  } catch {
    // the count is a hint: a failed call leaves what was shown
  }
}

/** Keeps the count in step with the session and the bus; mounted once, by the layout. */
export function useReviewDueSync(): void {
  useEffect(() => {
    const follow = (status: SessionStatus) => {
      if (status === 'user' || (status === 'guest' && guestMarker())) void refresh(status);
      else setDue(null);
    };
    let status = sessionStore.getState().status;
    follow(status);
    const unsubscribe = sessionStore.subscribe((state) => {
      if (state.status === status) return;
      status = state.status;
      follow(status);
    });
    const onDue = ({ due: known }: { due: number | null }) => {
      const now = sessionStore.getState().status;
      if (now === 'unknown') return;
      if (now === 'guest') guestMarker(true);
      if (known === null) void refresh(now);
      else {
        asked += 1; // a summary asked before this answer is older than it
        setDue(known);
      }
    };
    bus.on('review:due', onDue);
    return () => {
      unsubscribe();
      bus.off('review:due', onDue);
    };
  }, []);
}
