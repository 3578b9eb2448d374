import { formatPhone, LOCAL_PHONE_DIGITS, PHONE_PREFIX, phoneDigits } from '@platform/shared/format';

/** What the field shows: `+998 ` when empty, then `+998 ## ### ## ##` as far as the digits go. */
export function displayPhone(digits: string): string {
  return digits ? formatPhone(digits) : `${PHONE_PREFIX} `;
}

/** The 9 local digits of a displayed or typed number. */
export function localDigits(value: string): string {
  return value.startsWith(PHONE_PREFIX)
    ? value.slice(PHONE_PREFIX.length).replace(/\D/g, '').slice(0, LOCAL_PHONE_DIGITS)
    : phoneDigits(value);
}

/**
 * The local digits after an edit of the field. The prefix cannot be deleted: an edit that only
 * removed characters of `+998` keeps the number; a pasted `+998 90 123 45 67`, `998901234567` or
 * `901234567` over the whole field is understood.
 */
export function parsePhoneInput(raw: string, previousDigits: string): string {
  if (raw.startsWith(PHONE_PREFIX)) return localDigits(raw);
  const before = displayPhone(previousDigits);
  const tail = before.slice(PHONE_PREFIX.length);
  if (raw.length < before.length && raw.endsWith(tail)) return previousDigits;
  return phoneDigits(raw);
}

/** Position in the displayed value just after the `count`-th local digit. */
export function caretAfterDigits(display: string, count: number): number {
  if (count <= 0) return Math.min(PHONE_PREFIX.length + 1, display.length);
  let seen = 0;
  for (let i = PHONE_PREFIX.length; i < display.length; i += 1) {
    if (/\d/.test(display[i])) {
      seen += 1;
      if (seen === count) return i + 1;
    }
  }
  return display.length;
}
