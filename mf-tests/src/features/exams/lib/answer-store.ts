// Answers of a running exam as this browser knows them. Every choice gets a sequence number larger
// than any before it (the server keeps the answer with the largest one), and stays in `pending`
// — also in localStorage, so a reload or a closed tab keeps it — until the server acknowledged it.
// When the network drops, the pending answers are sent again once it is back.

export interface PendingAnswer {
  option_id: number;
  seq: number;
}

const key = (ticketId: number) => `exam-pending:${ticketId}`;
const flagKey = (ticketId: number) => `exam-flags:${ticketId}`;

let lastSeq = 0;
/** A sequence number larger than every earlier one of this page (and than a reload's: it starts at the clock in µs). */
export function nextSeq(): number {
  lastSeq = Math.max(lastSeq + 1, Date.now() * 1000);
  return lastSeq;
}

function read<T>(storageKey: string, fallback: T): T {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}
function write(storageKey: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(storageKey, JSON.stringify(value));
  } catch {
    // storage full or off: the answer is still in memory and being sent
  }
}

export function loadPending(ticketId: number): Record<number, PendingAnswer> {
  return read<Record<number, PendingAnswer>>(key(ticketId), {});
}
export function storePending(ticketId: number, pending: Record<number, PendingAnswer>): void {
  if (Object.keys(pending).length) write(key(ticketId), pending);
  else globalThis.localStorage?.removeItem(key(ticketId));
}

export function loadFlags(ticketId: number): number[] {
  return read<number[]>(flagKey(ticketId), []);
}
export function storeFlags(ticketId: number, flags: number[]): void {
  write(flagKey(ticketId), flags);
}

/** Forgets what this browser kept for a finished ticket. */
export function clearTicket(ticketId: number): void {
  try {
    globalThis.localStorage?.removeItem(key(ticketId));
    globalThis.localStorage?.removeItem(flagKey(ticketId));
  } catch {
    // nothing kept
  }
}

/**
 * The answers to show: the server's, replaced by a pending one with a larger sequence number
 * (chosen here but not acknowledged yet). Pending answers the server already has are dropped.
 */
export function mergeAnswers(
  server: { id: number; checked: number | null; seq: number }[],
  pending: Record<number, PendingAnswer>,
): { answers: Record<number, number>; pending: Record<number, PendingAnswer> } {
  const answers: Record<number, number> = {};
  const still: Record<number, PendingAnswer> = {};
  for (const q of server) {
    const mine = pending[q.id];
    if (mine && mine.seq > q.seq) {
      answers[q.id] = mine.option_id;
      still[q.id] = mine;
    } else if (q.checked !== null) answers[q.id] = q.checked;
  }
  return { answers, pending: still };
}
