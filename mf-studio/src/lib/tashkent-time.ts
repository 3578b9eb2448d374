// The studio's times are Tashkent's (Uzbekistan keeps +05:00 the whole year): a datetime-local input
// shows one as `2026-12-01T09:00`, the api takes it as ISO with the zone.
import { tashkentIsoTime } from '@platform/shared/dates';

export const TASHKENT_ZONE = '+05:00';

/** `2026-12-01T09:00` for a datetime-local input, from an ISO time with a zone ('' when none). */
export function toLocalInput(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : tashkentIsoTime(ms).slice(0, 16);
}

/** The ISO time of a datetime-local value read as Tashkent time ('' stays '': the schema says why). */
export function fromLocalInput(value: string): string {
  return value ? `${value}:00${TASHKENT_ZONE}` : '';
}
