// Asia/Tashkent has no daylight saving time: UTC+5 all year, so days are plain arithmetic.
const TASHKENT_OFFSET_MS = 5 * 3600_000;
const DAY_MS = 86_400_000;

/** The moment (ms) the Asia/Tashkent day containing `ms` began. */
export function tashkentDayStart(ms: number): number {
  return Math.floor((ms + TASHKENT_OFFSET_MS) / DAY_MS) * DAY_MS - TASHKENT_OFFSET_MS;
}

/** The next Asia/Tashkent midnight after `ms` (ms). */
export function nextTashkentMidnight(ms: number): number {
  return tashkentDayStart(ms) + DAY_MS;
}

/** Unix seconds of a moment (rounded down). */
export const unix = (date: Date): number => Math.floor(date.getTime() / 1000);

/** `DD.MM.YYYY HH:mm` in Asia/Tashkent (SPEC §9 date format), for messages. */
export function tashkentDateTime(ms: number): string {
  const d = new Date(ms + TASHKENT_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}
