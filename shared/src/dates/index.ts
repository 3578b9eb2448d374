// one module per function: the package's root loads all of date-fns (~0.1 s of the api's start, ADR 049).
// `lightFormat`, not `format`: every pattern here is digits, and `format` brings the English locale
// with it (18 KB of every page that shows a date, ADR 065)
import { addDays } from 'date-fns/addDays';
import { lightFormat as formatDate } from 'date-fns/lightFormat';
import { startOfDay } from 'date-fns/startOfDay';
import { TZDate } from '@date-fns/tz';

/** SPEC §9: every date is shown in Asia/Tashkent. */
export const TIMEZONE = 'Asia/Tashkent';

function inTashkent(date: Date | number): TZDate {
  return new TZDate(typeof date === 'number' ? date : date.getTime(), TIMEZONE);
}

/** DD.MM.YYYY in Asia/Tashkent. */
export function formatDay(date: Date | number): string {
  return formatDate(inTashkent(date), 'dd.MM.yyyy');
}

/** DD.MM.YYYY HH:mm in Asia/Tashkent. */
export function formatDayTime(date: Date | number): string {
  return formatDate(inTashkent(date), 'dd.MM.yyyy HH:mm');
}

/** HH:mm:ss in Asia/Tashkent. */
export function formatTime(date: Date | number): string {
  return formatDate(inTashkent(date), 'HH:mm:ss');
}

/** Today's Asia/Tashkent calendar date as [year, month (1–12), day]. */
export function tashkentToday(now: Date | number = Date.now()): [number, number, number] {
  const day = inTashkent(now);
  return [day.getFullYear(), day.getMonth() + 1, day.getDate()];
}

/** Today's Asia/Tashkent calendar date as `YYYY-MM-DD` (date inputs, birthdays). */
export function tashkentIsoDay(now: Date | number = Date.now()): string {
  return formatDate(inTashkent(now), 'yyyy-MM-dd');
}

/**
 * The moment (ms) an Asia/Tashkent day begins: the day of `date`, or `offsetDays` days after it
 * (negative: before). `tashkentDayStart(now, 1)` is the next Tashkent midnight.
 */
export function tashkentDayStart(date: Date | number, offsetDays = 0): number {
  return startOfDay(addDays(inTashkent(date), offsetDays)).getTime();
}

/** The Asia/Tashkent calendar date of a moment as a day number (days since 1970-01-01). */
export function tashkentDayNumber(date: Date | number): number {
  const day = inTashkent(date);
  return Math.round(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()) / 86_400_000);
}

/**
 * The moment (ms) of `hour`:00 in Asia/Tashkent on a `YYYY-MM-DD` calendar date; NaN when it is no
 * date (not the format, or a day the month does not have).
 */
export function tashkentMoment(isoDay: string, hour = 0): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return NaN;
  const [year, month, day] = match.slice(1).map(Number);
  const moment = new TZDate(year, month - 1, day, hour, 0, 0, TIMEZONE);
  return moment.getMonth() === month - 1 && moment.getDate() === day ? moment.getTime() : NaN;
}

/** Weekday of a moment in Asia/Tashkent, Monday first as in Uzbekistan: 0 = Monday … 6 = Sunday. */
export function tashkentWeekday(date: Date | number): number {
  return (inTashkent(date).getDay() + 6) % 7;
}

/** Unix seconds of a moment (rounded down), as the api's contracts carry times. */
export function unixSeconds(date: Date | number): number {
  return Math.floor((typeof date === 'number' ? date : date.getTime()) / 1000);
}

/** A moment as ISO 8601 in Asia/Tashkent with its zone, to the second: `2026-12-01T09:00:00+05:00`. */
export function tashkentIsoTime(date: Date | number): string {
  const moment = inTashkent(date);
  // getTimezoneOffset is minutes behind UTC: -300 is +05:00
  const ahead = -moment.getTimezoneOffset();
  const zone = `${ahead < 0 ? '-' : '+'}${String(Math.floor(Math.abs(ahead) / 60)).padStart(2, '0')}:${String(Math.abs(ahead) % 60).padStart(2, '0')}`;
  return `${formatDate(moment, "yyyy-MM-dd'T'HH:mm:ss")}${zone}`;
}
