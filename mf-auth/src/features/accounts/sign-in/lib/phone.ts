import { formatPhone, LOCAL_PHONE_DIGITS, PHONE_COUNTRY_CODE, PHONE_PREFIX, phoneDigits } from '@platform/shared/format';

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

/** Digits that came in with a paste: a leading country code is dropped when a whole number follows it. */
function insertedDigits(digits: string): string {
  return digits.length > LOCAL_PHONE_DIGITS && digits.startsWith(PHONE_COUNTRY_CODE) ? digits.slice(PHONE_COUNTRY_CODE.length) : digits;
}

/**
 * The local digits when the field holds more digits than a number has: something was pasted (or
 * dropped, or inserted by a phone keyboard's clipboard chip) into it. What is new is what lies between
 * the previous digits' unchanged start and end; a complete number there replaces the field, a fragment
 * goes where it was put.
 */
function afterInsertion(digits: string, previousDigits: string): string {
  let start = 0;
  while (start < previousDigits.length && digits[start] === previousDigits[start]) start += 1;
  let end = 0;
  while (end < previousDigits.length - start && digits[digits.length - 1 - end] === previousDigits[previousDigits.length - 1 - end])
    end += 1;
  const inserted = insertedDigits(digits.slice(start, digits.length - end));
  if (inserted.length >= LOCAL_PHONE_DIGITS) return inserted.slice(0, LOCAL_PHONE_DIGITS);
  return (previousDigits.slice(0, start) + inserted + previousDigits.slice(previousDigits.length - end)).slice(0, LOCAL_PHONE_DIGITS);
}

/**
 * The local digits after an edit of the field. The prefix cannot be deleted: an edit that only
 * removed characters of `+998` keeps the number. A number pasted in any spacing, with or without
 * `+998`/`998`, over the whole field or into the prefilled `+998 `, is understood.
 */
export function parsePhoneInput(raw: string, previousDigits: string): string {
  if (raw.startsWith(PHONE_PREFIX)) {
    const digits = raw.slice(PHONE_PREFIX.length).replace(/\D/g, '');
    return digits.length > LOCAL_PHONE_DIGITS ? afterInsertion(digits, previousDigits) : digits;
  }
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
