// The finish-bonus modal is shown once per ticket (SPEC §2): remembered in this browser.
const PREFIX = 'results:bonus-seen:';

export function bonusSeen(ticketId: number): boolean {
  try {
    return globalThis.localStorage?.getItem(`${PREFIX}${ticketId}`) === '1';
  } catch {
    // storage blocked (private mode): show it, it cannot be remembered anyway
    return false;
  }
}

export function markBonusSeen(ticketId: number): void {
  try {
    globalThis.localStorage?.setItem(`${PREFIX}${ticketId}`, '1');
  } catch {
    // not remembered: at worst the modal shows again on the next visit
  }
}
