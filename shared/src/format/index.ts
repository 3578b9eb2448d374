// Numbers, phones, clocks and score colours. Calendar dates (date-fns) live in `@platform/shared/dates`
// so pages that show no dates do not download date-fns.

/** Uzbekistan's calling code, the only one the platform accepts (SPEC §5). */
export const PHONE_COUNTRY_CODE = '998';
export const PHONE_PREFIX = `+${PHONE_COUNTRY_CODE}`;
/** Digits of a local number, after the prefix. */
export const LOCAL_PHONE_DIGITS = 9;
/** Digits of a local number (9 digits after +998), whatever the user typed. */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  return (digits.startsWith(PHONE_COUNTRY_CODE) ? digits.slice(PHONE_COUNTRY_CODE.length) : digits).slice(0, LOCAL_PHONE_DIGITS);
}

/** `+998 ## ### ## ##`, filled as far as the digits go. */
export function formatPhone(input: string): string {
  const d = phoneDigits(input);
  const parts = [d.slice(0, 2), d.slice(2, 5), d.slice(5, 7), d.slice(7, 9)].filter(Boolean);
  return [PHONE_PREFIX, ...parts].join(' ');
}

/** A count grouped by thousands with spaces, as the platform writes every number: 12 500. */
export function groupDigits(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** Space-grouped UZS amount: 12 500 000. */
export function formatUzs(amount: number): string {
  return groupDigits(amount);
}

/** hh:mm:ss of a duration in seconds (negative counts as zero). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Whole days and the hh:mm:ss rest of a duration in seconds: a countdown past 24 h says days (SPEC §9). */
export function splitDays(totalSeconds: number): { days: number; clock: string } {
  const s = Math.max(0, Math.floor(totalSeconds));
  return { days: Math.floor(s / 86_400), clock: formatClock(s % 86_400) };
}

export type ScoreColour = 'green' | 'blue' | 'yellow' | 'orange' | 'red' | 'gray';

/** SPEC §9: colour by percent of the test count. */
export function scoreColour(score: number, total: number): ScoreColour {
  if (total <= 0) return 'gray';
  const percent = (score / total) * 100;
  if (percent >= 90) return 'green';
  if (percent >= 70) return 'blue';
  if (percent >= 50) return 'yellow';
  if (percent >= 30) return 'orange';
  return 'red';
}

/** SPEC §9: page count = ceil(total / page size). */
export function pageCount(total: number, size: number): number {
  return size > 0 ? Math.ceil(total / size) : 0;
}
