import { OTP_LENGTH } from '@platform/shared/accounts';

/** Typing an SMS code: digits only, at most the code's length. */
export function maskOtpCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
