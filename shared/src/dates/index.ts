import { format as formatDate } from 'date-fns';
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
