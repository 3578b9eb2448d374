// Answers of a running exam as this browser knows them. Every choice gets a sequence number larger
// than any before it (the server keeps the answer with the largest one), and stays in `pending`
// — also in localStorage, so a reload or a closed tab keeps it — until the server acknowledged it.
// When the network drops, the pending answers are sent again once it is back.

/**
 * An answer as the screen holds it: an option id (a single choice), the chosen right-hand id for
 * each left item (a matching; null = not chosen yet), or a text (a short answer, an essay).
 */
export type AnswerValue = number | (number | null)[] | string;

export interface PendingAnswer {
  value: AnswerValue;
  seq: number;
}

/** Whether a value counts as answered (an empty text or a matching with no pair chosen does not). */
export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some((v) => v !== null);
  return true;
}

/** The answer fields of POST /exam/answer for a value. */
export function answerFields(value: AnswerValue): { option_id: number } | { pairs: (number | null)[] } | { text: string } {
  if (typeof value === 'number') return { option_id: value };
  if (typeof value === 'string') return { text: value };
  return { pairs: value };
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
  const stored = read<Record<number, PendingAnswer | { option_id: number; seq: number }>>(key(ticketId), {});
  // answers kept before typed answers were stored as { option_id, seq }
  return Object.fromEntries(Object.entries(stored).map(([id, p]) => [id, 'value' in p ? p : { value: p.option_id, seq: p.seq }])) as Record<
    number,
    PendingAnswer
  >;
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
  server: { id: number; checked: number | null; pairs?: (number | null)[] | null; answer_text?: string | null; seq: number }[],
  pending: Record<number, PendingAnswer>,
): { answers: Record<number, AnswerValue>; pending: Record<number, PendingAnswer> } {
  const answers: Record<number, AnswerValue> = {};
  const still: Record<number, PendingAnswer> = {};
  for (const q of server) {
    const mine = pending[q.id];
    const stored = q.checked ?? q.pairs ?? q.answer_text ?? null;
    if (mine && mine.seq > q.seq) {
      answers[q.id] = mine.value;
      still[q.id] = mine;
    } else if (stored !== null) answers[q.id] = stored;
  }
  return { answers, pending: still };
}
