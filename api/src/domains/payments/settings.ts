// Payment providers' settings (docs/payments.md): credentials from the environment; a provider
// without credentials is played by the local sandbox (sandbox.ts) — except with NODE_ENV=production,
// where it is unavailable instead. The clock is injectable so that tests can move time (Payme's
// 12-hour timeout).

export interface PaymeSettings {
  merchantId: string;
  /** The cashbox key: Payme authenticates as `Basic base64(Paycom:<key>)`. */
  key: string;
  /** https://checkout.paycom.uz (or https://checkout.test.paycom.uz for the test cashbox). */
  checkoutUrl: string;
}

export interface ClickSettings {
  serviceId: string;
  merchantId: string;
  secretKey: string;
  merchantUserId?: string;
  /** https://my.click.uz/services/pay */
  checkoutUrl: string;
}

export interface PaymentSettings {
  payme: PaymeSettings | null;
  click: ClickSettings | null;
  /** Play the providers without credentials locally (never with NODE_ENV=production). */
  sandbox: boolean;
  /** The site's public address: where the providers send the buyer back. */
  publicUrl?: string;
  now: () => Date;
}

export type PaymentOverrides = Partial<PaymentSettings>;

export interface PaymentEnv {
  NODE_ENV: string;
  PUBLIC_URL?: string;
  PAYME_MERCHANT_ID?: string;
  PAYME_KEY?: string;
  PAYME_CHECKOUT_URL: string;
  CLICK_SERVICE_ID?: string;
  CLICK_MERCHANT_ID?: string;
  CLICK_SECRET_KEY?: string;
  CLICK_MERCHANT_USER_ID?: string;
  CLICK_CHECKOUT_URL: string;
}

/** The settings of a started server, from its validated environment. */
export function paymentSettingsFromEnv(env: PaymentEnv): PaymentOverrides {
  return {
    payme:
      env.PAYME_MERCHANT_ID && env.PAYME_KEY
        ? { merchantId: env.PAYME_MERCHANT_ID, key: env.PAYME_KEY, checkoutUrl: env.PAYME_CHECKOUT_URL }
        : null,
    click:
      env.CLICK_SERVICE_ID && env.CLICK_MERCHANT_ID && env.CLICK_SECRET_KEY
        ? {
            serviceId: env.CLICK_SERVICE_ID,
            merchantId: env.CLICK_MERCHANT_ID,
            secretKey: env.CLICK_SECRET_KEY,
            merchantUserId: env.CLICK_MERCHANT_USER_ID,
            checkoutUrl: env.CLICK_CHECKOUT_URL,
          }
        : null,
    sandbox: env.NODE_ENV !== 'production',
    publicUrl: env.PUBLIC_URL,
  };
}

/** The sandbox's keys (one per provider and database: `sandboxKeys` in sandbox.ts). */
export interface SandboxKeys {
  payme: string;
  click: string;
}

/** The settings: each provider's credentials, else (sandbox on) the sandbox with the database's shared keys. */
export function defaultPaymentSettings(overrides: PaymentOverrides = {}, keys: SandboxKeys | null = null): PaymentSettings {
  const sandbox = overrides.sandbox ?? true;
  const sandboxed = sandbox && keys !== null;
  return {
    payme: overrides.payme ?? (sandboxed ? { merchantId: 'sandbox', key: keys.payme, checkoutUrl: '' } : null),
    click: overrides.click ?? (sandboxed ? { serviceId: '1', merchantId: 'sandbox', secretKey: keys.click, checkoutUrl: '' } : null),
    sandbox,
    publicUrl: overrides.publicUrl,
    now: overrides.now ?? (() => new Date()),
  };
}

/** A provider runs in the sandbox when its checkout URL is empty (no real credentials). */
export const inSandbox = (provider: { checkoutUrl: string }) => provider.checkoutUrl === '';
