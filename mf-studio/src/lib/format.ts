import { formatDay, formatDayTime } from '@platform/shared/dates';

/** A moment the studio api gives in Unix seconds, as a Tashkent date and time (`28.11.2026 14:05`). */
export const dayTime = (seconds: number): string => formatDayTime(seconds * 1000);

/** A day the studio api gives in Unix seconds, in Tashkent (`28.11.2026`). */
export const day = (seconds: number): string => formatDay(seconds * 1000);
