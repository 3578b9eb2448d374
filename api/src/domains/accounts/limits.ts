/**
 * Default sign-in limits (docs/decisions/031), read by the environment's defaults (config.ts) and
 * by the development defaults of the sign-in settings, so that tests run the numbers production runs.
 *
 * A phone: 5 codes an hour and 10 a day, with a resend wait that grows before the hourly cap
 * (service-otp.ts `resendWaitSeconds`). An address: 200 codes an hour and 1,000 a day — a school
 * lab signs in a class of 30 at once, each perhaps with a resend (60), and several classes an hour;
 * a carrier NAT puts thousands of subscribers behind one address. Only sends a phone's own limits
 * allow count here, so one phone can take at most 5 of the 200 an hour.
 */
export const OTP_LIMIT_DEFAULTS = {
  phonePerHour: 5,
  phonePerDay: 10,
  ipPerHour: 200,
  ipPerDay: 1000,
} as const;

/** Code checks per address and hour: two per code the address may be sent (a typo each), at least 60. */
export const verifyPerIpHour = (ipPerHour: number) => Math.max(60, ipPerHour * 2);
