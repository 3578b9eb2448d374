import { FEEDBACK_INTERVAL_DAYS } from '@platform/shared/payments';
import { paths } from '@platform/shared/routes';

const KEY = 'pro-feedback-shown-at';
const DAY_MS = 86_400_000;
const PRO_PATHS = [paths.pro, `${paths.pro}/payment`];

/** When the exit feedback was last shown in this browser (ms), or null. */
export function lastShown(): number | null {
  try {
    const value = Number(localStorage.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function recordShown(now = Date.now()): void {
  try {
    localStorage.setItem(KEY, String(now));
  } catch {
    // private mode without storage: it shows again next time
  }
}

/** SPEC §9: shown again only after 7 days. */
export function feedbackDue(now = Date.now()): boolean {
  const last = lastShown();
  return last === null || now - last >= FEEDBACK_INTERVAL_DAYS * DAY_MS;
}

/** SPEC §4: leaving /pro or /pro/payment is intercepted, except /pro → /pro/payment (and staying on the page). */
export function leavesPro(from: string, to: string): boolean {
  if (!PRO_PATHS.includes(from) || from === to) return false;
  return !(from === paths.pro && to === `${paths.pro}/payment`);
}
