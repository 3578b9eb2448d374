import type { Config } from '../../config';
import { createMemoryStore, type LimitStore } from '../../lib/limiter';
import type { SmsConfig } from './sms';
import { OTP_LIMIT_DEFAULTS, verifyPerIpHour } from './limits';

export interface TelegramSettings {
  token: string;
  username: string;
  secret: string;
  apiUrl: string;
}

/** Everything the sign-in routes depend on; built from the environment in server.ts, overridden in tests. */
export interface AuthSettings {
  publicUrl: string;
  sessionDays: number;
  /** Key of the stored code hashes: OTP_SECRET, or when unset the database's `otp` instance secret (buildApp, ADR 037). */
  otpSecret: string;
  limits: {
    phonePerHour: number;
    phonePerDay: number;
    ipPerHour: number;
    ipPerDay: number;
    verifyPerIpHour: number;
    /** Unsafe requests (POST, PUT, DELETE) per session and minute, over all write routes. */
    writePerMinute: number;
    /** The same for requests without a session, per client address. */
    guestWritePerMinute: number;
    /** Api reads (GET) per client address and minute. */
    readPerMinute: number;
  };
  sms: SmsConfig;
  limiter: LimitStore;
  /** The dev outbox endpoint exists (never when NODE_ENV=production). */
  devOutbox: boolean;
  telegram: TelegramSettings | null;
}

/** The settings from the environment; `otpSecret` only when OTP_SECRET is set (else buildApp takes the database's). */
export function authSettingsFrom(config: Config, limiter: LimitStore): Omit<AuthSettings, 'otpSecret'> & { otpSecret?: string } {
  const telegram =
    config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_BOT_USERNAME && config.TELEGRAM_WEBHOOK_SECRET
      ? {
          token: config.TELEGRAM_BOT_TOKEN,
          username: config.TELEGRAM_BOT_USERNAME,
          secret: config.TELEGRAM_WEBHOOK_SECRET,
          apiUrl: config.TELEGRAM_API_URL,
        }
      : null;
  return {
    publicUrl: config.PUBLIC_URL,
    sessionDays: config.SESSION_DAYS,
    otpSecret: config.OTP_SECRET,
    limits: {
      phonePerHour: config.OTP_PHONE_PER_HOUR,
      phonePerDay: config.OTP_PHONE_PER_DAY,
      ipPerHour: config.OTP_IP_PER_HOUR,
      ipPerDay: config.OTP_IP_PER_DAY,
      verifyPerIpHour: verifyPerIpHour(config.OTP_IP_PER_HOUR),
      writePerMinute: config.WRITE_PER_MINUTE,
      guestWritePerMinute: config.GUEST_WRITE_PER_MINUTE,
      readPerMinute: config.READ_PER_MINUTE,
    },
    sms:
      config.SMS_PROVIDER === 'eskiz'
        ? {
            provider: 'eskiz',
            baseUrl: config.ESKIZ_BASE_URL,
            email: config.ESKIZ_EMAIL ?? '',
            password: config.ESKIZ_PASSWORD ?? '',
            from: config.ESKIZ_FROM,
          }
        : { provider: 'dev' },
    limiter,
    devOutbox: config.NODE_ENV !== 'production',
    telegram,
  };
}

/** Overrides of the sign-in settings; `limits` may name only the limits it changes. */
export type AuthOverrides = Omit<Partial<AuthSettings>, 'limits'> & { limits?: Partial<AuthSettings['limits']> };

/** Development defaults (dev outbox, in-process limits) with overrides; `otpSecret` unless one is given. */
export function defaultAuthSettings({ limits, ...overrides }: AuthOverrides, otpSecret: string): AuthSettings {
  return {
    publicUrl: 'http://localhost:3000',
    sessionDays: 30,
    // the write and read limits are off in tests unless a test sets them
    sms: { provider: 'dev' },
    limiter: overrides.limiter ?? createMemoryStore(),
    devOutbox: true,
    telegram: null,
    ...overrides,
    // an `otpSecret: undefined` (OTP_SECRET unset) does not override the fallback
    otpSecret: overrides.otpSecret ?? otpSecret,
    limits: {
      ...OTP_LIMIT_DEFAULTS,
      verifyPerIpHour: verifyPerIpHour(OTP_LIMIT_DEFAULTS.ipPerHour),
      writePerMinute: 1_000_000,
      guestWritePerMinute: 1_000_000,
      readPerMinute: 1_000_000,
      ...limits,
    },
  };
}
