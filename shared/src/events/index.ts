import mitt from 'mitt';

/** Every cross-remote event of the platform, with its payload. */
export type PlatformEvents = {
  /** Ask the auth remote to open its sign-in flow. */
  'auth:open': { redirectUrl?: string; ticketId?: string; required?: boolean };
  /** A free user reached the daily test limit. */
  'pro:daily-limit': { nextOpenAt: number };
  /**
   * The review queue changed (ADR 044): `due` is the learner's due count as the api just said it, or
   * null when it is not known (a test or exam was finished: the shell asks GET /review/summary again).
   */
  'review:due': { due: number | null };
  /** Show a toast; `message` is already localised. */
  toast: { kind: 'success' | 'error' | 'info'; message: string };
};

/** The one event bus of the composed page (shared as a Module Federation singleton). */
export const bus = mitt<PlatformEvents>();
export type Bus = typeof bus;
