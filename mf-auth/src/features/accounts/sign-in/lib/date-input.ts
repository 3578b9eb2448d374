import { isoToDisplayDate, parseIsoDate } from '@platform/shared/accounts';

/** Typing in a `DD.MM.YYYY` field: digits only, dots inserted as the user goes. */
export function maskDisplayDate(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4, 8)].filter(Boolean).join('.');
}

/** `YYYY-MM-DD` → `DD.MM.YYYY`, or '' for a missing or broken date (the field is then empty). */
export function displayDateOf(iso: string | null | undefined): string {
  return iso && parseIsoDate(iso) ? isoToDisplayDate(iso) : '';
}
