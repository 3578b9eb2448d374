// One-time codes (ARCHITECTURE.md "OTP"): 5 digits from a CSPRNG, ≤ 3 minutes, single use, at most
// 5 wrong tries per challenge (a resend keeps the count), per-phone and per-IP send limits. The
// limits key on the phone first (docs/decisions/031): a phone waits 59 s before its first resend and
// longer after each further one (`resendWaitSeconds`), then meets its hourly and daily caps; only a
// send the phone's own limits allow counts against the address's ceiling, which is high because many
// people share one address (a school lab, a carrier's NAT). The answer never depends on whether the
// phone has an account.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { type Locale } from '@platform/shared/contracts';
import { maskPhone, OTP_LENGTH, OTP_MAX_FAILURES, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '@platform/shared/accounts';
import type { Db } from '../../db/client';
import { otpChallenge } from '../../db/schema';
import { HttpError, tooMany } from '../../errors';
import { t } from '../../i18n';
import type { AuthSettings } from './settings';
import type { SmsProvider } from './sms';

/** How long the failure count and a lock last. */
export const OTP_WINDOW_MS = 15 * 60_000;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * What a code is for. One challenge per phone either way (the same limits, failure count and lock),
 * but the purpose is part of the code's hash: a sign-in code never confirms an account deletion, nor
 * the other way round, and the SMS says which it is (ADR 033).
 */
export type OtpPurpose = 'sign-in' | 'delete-account';

/**
 * Seconds before a phone may ask again after its `sent`-th code within the hour: 59 s after the first
 * two (SPEC §4's resend timer), then doubling from 2 minutes (2, 4, 8 … up to 30), the cheaper step
 * before the phone's hourly cap.
 */
export function resendWaitSeconds(sent: number): number {
  return sent <= 2 ? OTP_RESEND_SECONDS : Math.min(30 * 60, 60 * 2 ** (sent - 2));
}

export interface OtpService {
  send(phone: string, ip: string, locale: Locale, purpose?: OtpPurpose): Promise<{ resendIn: number; expiresIn: number }>;
  /** Resolves when the code is right for that purpose (and consumes it); throws the answer otherwise. */
  verify(phone: string, code: string, ip: string, purpose?: OtpPurpose): Promise<void>;
}

export function createOtpService(db: Db, sms: SmsProvider, settings: AuthSettings): OtpService {
  const { limiter, limits } = settings;
  const hash = (phone: string, code: string, purpose: OtpPurpose) =>
    createHmac('sha256', settings.otpSecret)
      .update(purpose === 'sign-in' ? `${phone}:${code}` : `${purpose}:${phone}:${code}`)
      .digest('hex');
  const webOtpHost = new URL(settings.publicUrl).hostname;

  async function limit(key: string, windowMs: number, max: number) {
    const { count, resetMs } = await limiter.hit(key, windowMs);
    if (count > max) throw tooMany('RATE_LIMITED', 'auth.otp_rate_limited', resetMs);
  }

  return {
    async send(phone, ip, locale, purpose = 'sign-in') {
      const now = new Date();
      const [existing] = await db.select().from(otpChallenge).where(eq(otpChallenge.phone, phone));
      if (existing?.locked_until && existing.locked_until > now) {
        throw tooMany('OTP_LOCKED', 'auth.otp_locked', existing.locked_until.getTime() - now.getTime());
      }
      const held = await limiter.claim(`otp:cool:${phone}`, OTP_RESEND_SECONDS * 1000);
      if (held) throw tooMany('OTP_RESEND_TOO_EARLY', 'auth.otp_resend_too_early', held);
      let sentThisHour: number;
      try {
        // the phone's own limits first: a phone over them costs the shared address nothing
        const hour = await limiter.hit(`otp:ph:h:${phone}`, HOUR);
        if (hour.count > limits.phonePerHour) throw tooMany('RATE_LIMITED', 'auth.otp_rate_limited', hour.resetMs);
        sentThisHour = hour.count;
        await limit(`otp:ph:d:${phone}`, DAY, limits.phonePerDay);
        await limit(`otp:ip:h:${ip}`, HOUR, limits.ipPerHour);
        await limit(`otp:ip:d:${ip}`, DAY, limits.ipPerDay);
      } catch (error) {
        await limiter.release(`otp:cool:${phone}`);
        throw error;
      }

      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const codeExpires = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
      const windowEnds = new Date(now.getTime() + OTP_WINDOW_MS);
      // a resend inside the window keeps the failure count; a new window starts from zero
      await db
        .insert(otpChallenge)
        .values({
          phone,
          code_hash: hash(phone, code, purpose),
          code_expires_at: codeExpires,
          failures: 0,
          window_ends_at: windowEnds,
          last_sent_at: now,
        })
        .onConflictDoUpdate({
          target: otpChallenge.phone,
          set: {
            code_hash: sql`excluded.code_hash`,
            code_expires_at: sql`excluded.code_expires_at`,
            last_sent_at: sql`excluded.last_sent_at`,
            failures: sql`case when ${otpChallenge.window_ends_at} > ${now} then ${otpChallenge.failures} else 0 end`,
            window_ends_at: sql`case when ${otpChallenge.window_ends_at} > ${now} then ${otpChallenge.window_ends_at} else excluded.window_ends_at end`,
            // a lock set meanwhile by a concurrent fifth wrong code stays in force
            locked_until: sql`case when ${otpChallenge.locked_until} > ${now} then ${otpChallenge.locked_until} else null end`,
          },
        });
      // the last line lets browsers read the code for this site (WebOTP)
      const text = `${t(locale, purpose === 'sign-in' ? 'auth.sms_text' : 'auth.sms_text_delete', { code })}\n\n@${webOtpHost} #${code}`;
      try {
        await sms.send(phone, text);
      } catch {
        await limiter.release(`otp:cool:${phone}`);
        throw new HttpError(503, 'SMS_UNAVAILABLE', 'auth.sms_unavailable', {}, { 'Retry-After': '30' });
      }
      const resendIn = resendWaitSeconds(sentThisHour);
      if (resendIn > OTP_RESEND_SECONDS) await limiter.hold(`otp:cool:${phone}`, resendIn * 1000);
      return { resendIn, expiresIn: OTP_TTL_SECONDS };
    },

    async verify(phone, code, ip, purpose = 'sign-in') {
      await limit(`otp:verify:ip:${ip}`, HOUR, limits.verifyPerIpHour);
      const now = new Date();
      // the right code, unexpired and not locked, is consumed in one statement (single use under races)
      const consumed = await db
        .delete(otpChallenge)
        .where(
          and(
            eq(otpChallenge.phone, phone),
            eq(otpChallenge.code_hash, hash(phone, code, purpose)),
            gt(otpChallenge.code_expires_at, now),
            or(isNull(otpChallenge.locked_until), lte(otpChallenge.locked_until, now)),
          ),
        )
        .returning({ phone: otpChallenge.phone });
      if (consumed.length) return;

      const [row] = await db.select().from(otpChallenge).where(eq(otpChallenge.phone, phone));
      const expired = () => new HttpError(400, 'OTP_EXPIRED', 'auth.otp_expired', {}, {}, 'code');
      if (!row) throw expired();
      if (row.locked_until && row.locked_until > now) {
        throw tooMany('OTP_LOCKED', 'auth.otp_locked', row.locked_until.getTime() - now.getTime());
      }
      // a challenge whose window (or lock) is over is no challenge: a guess against it counts nothing,
      // so a lock can never be renewed by a wrong code — only the owner's resend starts a new window
      if (row.window_ends_at <= now) throw expired();
      // a wrong guess counts even against an expired code inside the window; the count is bounded under races
      const lockEnds = new Date(now.getTime() + OTP_WINDOW_MS).toISOString();
      const [updated] = await db
        .update(otpChallenge)
        .set({
          failures: sql`${otpChallenge.failures} + 1`,
          locked_until: sql`case when ${otpChallenge.failures} + 1 >= ${OTP_MAX_FAILURES} then ${lockEnds}::timestamptz else null end`,
          window_ends_at: sql`case when ${otpChallenge.failures} + 1 >= ${OTP_MAX_FAILURES} then ${lockEnds}::timestamptz else ${otpChallenge.window_ends_at} end`,
        })
        .where(
          and(
            eq(otpChallenge.phone, phone),
            gt(otpChallenge.window_ends_at, now),
            lt(otpChallenge.failures, OTP_MAX_FAILURES),
            or(isNull(otpChallenge.locked_until), lte(otpChallenge.locked_until, now)),
          ),
        )
        .returning({ failures: otpChallenge.failures, locked_until: otpChallenge.locked_until });
      if (!updated) {
        // changed meanwhile: locked by a concurrent fifth wrong code, consumed or replaced
        const [current] = await db.select().from(otpChallenge).where(eq(otpChallenge.phone, phone));
        if (current?.locked_until && current.locked_until > now) {
          throw tooMany('OTP_LOCKED', 'auth.otp_locked', Math.max(1000, current.locked_until.getTime() - now.getTime()));
        }
        throw expired();
      }
      if (updated.locked_until && updated.locked_until > now) {
        throw tooMany('OTP_LOCKED', 'auth.otp_locked', Math.max(1000, updated.locked_until.getTime() - now.getTime()));
      }
      if (row.code_expires_at <= now) throw expired();
      const left = OTP_MAX_FAILURES - updated.failures;
      throw new HttpError(400, 'OTP_WRONG', 'auth.otp_wrong', { left }, {}, 'code');
    },
  };
}

/** Sends a code and gives the `data` of the answer that says so: the phone masked, the seconds to a resend and to the code's expiry. */
export async function sendCodeData(otp: OtpService, phone: string, ip: string, locale: Locale, purpose?: OtpPurpose) {
  const { resendIn, expiresIn } = await otp.send(phone, ip, locale, purpose);
  return { phone: maskPhone(phone), resend_in: resendIn, expires_in: expiresIn };
}

/** Constant-time comparison of two hex digests (used by the Telegram webhook secret check too). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
