// Accounts: phone and code sign-in, registration, sessions. Part of `@platform/shared/accounts`.
import * as z from 'zod/mini';
import { dataOf, genderSchema, idParam, roleSchema } from '@platform/shared/contracts';
import { tashkentToday } from '@platform/shared/dates';
import { LOCAL_PHONE_DIGITS, PHONE_COUNTRY_CODE, PHONE_PREFIX } from '@platform/shared/format';

/** SPEC §9. */
export const OTP_LENGTH = 5;
export const OTP_RESEND_SECONDS = 59;
export const OTP_TTL_SECONDS = 180;
export const OTP_MAX_FAILURES = 5;
export const AGE_MIN = 7;
export const AGE_MAX = 70;
export const AGE_DEFAULT = 17;
export const MAX_SUBJECTS = 20;
export const NAME_MAX = 60;

/** A full number as the api stores it: the one prefix (`@platform/shared/format`) and 9 digits. */
export const PHONE_RE = new RegExp(`^\\${PHONE_PREFIX}\\d{${LOCAL_PHONE_DIGITS}}$`);

/**
 * `+998 90 123-45-67`, `998901234567` and `901234567` (the standalone form sends the number
 * without the prefix) all become `+998901234567`. Anything else is returned stripped, to fail the check.
 */
export function normalizePhone(input: string): string {
  const stripped = input.replace(/[\s\-()]/g, '');
  if (/^\d+$/.test(stripped)) {
    if (stripped.length === LOCAL_PHONE_DIGITS) return `${PHONE_PREFIX}${stripped}`;
    const full = PHONE_COUNTRY_CODE.length + LOCAL_PHONE_DIGITS;
    if (stripped.length === full && stripped.startsWith(PHONE_COUNTRY_CODE)) return `+${stripped}`;
  }
  return stripped;
}

/** `+998901234567` → `+998 90 *** ** 67`: shown on the code step. */
export function maskPhone(phone: string): string {
  const d = phone.replace(/\D/g, '').slice(-LOCAL_PHONE_DIGITS);
  if (d.length !== LOCAL_PHONE_DIGITS) return phone;
  return `${PHONE_PREFIX} ${d.slice(0, 2)} *** ** ${d.slice(7)}`;
}

/** The digits a messenger deep link carries: country code and the local number (`998901234567`). */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === LOCAL_PHONE_DIGITS ? `${PHONE_COUNTRY_CODE}${digits}` : digits;
}

/** SPEC §5 phone: required, spaces and hyphens stripped, +998 and 9 digits. */
export const phoneSchema = z.pipe(
  z.pipe(z.string({ error: 'validation.phone_invalid' }).check(z.maxLength(40, 'validation.phone_invalid')), z.transform(normalizePhone)),
  z.string().check(z.regex(PHONE_RE, 'validation.phone_invalid')),
);

/** SPEC §5 code: required ('Kod kiriting'), exactly 5 digits. */
export const otpCodeSchema = z
  .string({ error: 'validation.code_required' })
  .check(z.minLength(1, 'validation.code_required'), z.regex(/^\d{5}$/, 'validation.code_invalid'));

const platformSchema = z.optional(z.enum(['web', 'android', 'ios']));

export const sendSmsBody = z.strictObject({ phone: phoneSchema });
export type SendSmsBody = z.input<typeof sendSmsBody>;

export const sendSmsResponse = z.object({
  message: z.string(),
  data: z.object({ phone: z.string(), resend_in: z.int(), expires_in: z.int() }),
});

export const verifySmsBody = z.strictObject({ phone: phoneSchema, code: otpCodeSchema, platform: platformSchema });
export type VerifySmsBody = z.input<typeof verifySmsBody>;

// ── dates ────────────────────────────────────────────────────────────────────────────────────

/** Parses `YYYY-MM-DD` into a real calendar date, or null (rejects 2023-02-30). */
export function parseIsoDate(value: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return [y, mo, d];
}

/** `DD.MM.YYYY` → `YYYY-MM-DD`, or null when it is not a real date. */
export function displayToIsoDate(value: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return parseIsoDate(iso) ? iso : null;
}

/** `YYYY-MM-DD` → `DD.MM.YYYY`. */
export function isoToDisplayDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** Full years between a birthday and today (Tashkent). */
export function ageOf(iso: string, now: Date = new Date()): number | null {
  const parts = parseIsoDate(iso);
  if (!parts) return null;
  const [y, m, d] = parts;
  const [ty, tm, td] = tashkentToday(now);
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Birthday `YYYY-MM-DD` of someone who is `age` today. */
export function birthdayForAge(age: number, now: Date = new Date()): string {
  const [ty, tm, td] = tashkentToday(now);
  return `${ty - age}-${String(tm).padStart(2, '0')}-${String(td).padStart(2, '0')}`;
}

const isoDate = z.string({ error: 'validation.birthday_required' }).check(
  z.minLength(1, 'validation.birthday_required'),
  z.refine((v) => parseIsoDate(v) !== null, 'validation.birthday_format'),
);

/** Registration: a real date, 7 to 70 years ago (SPEC §5). */
export const registrationBirthday = isoDate.check(
  z.refine((v) => {
    const age = ageOf(v);
    return age === null || (age >= AGE_MIN && age <= AGE_MAX);
  }, 'validation.birthday_range'),
);

/** Profile edit and the second registration variant: a real date, not in the future. */
export const pastBirthday = isoDate.check(
  z.refine((v) => {
    const age = ageOf(v);
    return age === null || (age >= 0 && age <= 120);
  }, 'validation.birthday_future'),
);

/** The form field: `DD.MM.YYYY`, same rules as the api's ISO date. */
export const birthdayDisplaySchema = z.string({ error: 'validation.birthday_required' }).check(
  z.minLength(1, 'validation.birthday_required'),
  z.refine((v) => displayToIsoDate(v) !== null, 'validation.birthday_format'),
  z.refine((v) => {
    const iso = displayToIsoDate(v);
    const age = iso ? ageOf(iso) : null;
    return age === null || (age >= AGE_MIN && age <= AGE_MAX);
  }, 'validation.birthday_range'),
);

const personName = (required: string) =>
  z.pipe(
    z.string({ error: required }).check(z.maxLength(NAME_MAX, 'validation.name_too_long')),
    z.pipe(
      z.transform((v: string) => v.trim().replace(/\s+/g, ' ')),
      z.string().check(z.minLength(1, required)),
    ),
  );
export const firstNameSchema = personName('validation.first_name_required');
export const lastNameSchema = personName('validation.last_name_required');

export const subjectIdsSchema = z
  .array(idParam, { error: 'validation.subjects_required' })
  .check(z.minLength(1, 'validation.subjects_required'), z.maxLength(MAX_SUBJECTS, 'validation.subjects_too_many'));

const addressIdSchema = z.coerce
  .number({ error: 'validation.region_required' })
  .check(z.int('validation.region_required'), z.minimum(1, 'validation.region_required'), z.maximum(2_147_483_647));

/** `POST /v2/profile/create` (modal step 7). */
export const profileCreateBody = z.strictObject({
  full_name: firstNameSchema,
  last_name: lastNameSchema,
  birthday: registrationBirthday,
  type: roleSchema,
  subject_ids: subjectIdsSchema,
  gender: genderSchema,
  address_id: addressIdSchema,
});
export type ProfileCreateBody = z.input<typeof profileCreateBody>;

/** Surname, birthday (a past date) and gender, in this order, as register and profile update take them. */
const personFields = { last_name: lastNameSchema, birthday: pastBirthday, gender: genderSchema };

/** `POST /auth/register`: the second variant (step 1 login, step 2 this form). */
export const registerBody = z.strictObject({
  first_name: firstNameSchema,
  ...personFields,
  role: roleSchema,
  address_id: addressIdSchema,
  subject_ids: z.optional(subjectIdsSchema),
});
export type RegisterBody = z.input<typeof registerBody>;

/** `POST /profile/update` (multipart fields). */
export const profileUpdateBody = z.strictObject({
  name: firstNameSchema,
  ...personFields,
  address_id: addressIdSchema,
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

/** The subject save call: multipart field `data` = JSON `{subject_ids}`. */
export const subjectSaveData = z.strictObject({ subject_ids: subjectIdsSchema });
export const subjectSaveBody = z.strictObject({
  data: z.pipe(
    z.string({ error: 'validation.subjects_required' }).check(z.maxLength(2000)),
    z.transform((value: string, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message: 'validation.subjects_required', input: value });
        return z.NEVER;
      }
    }),
  ),
});

export const profileImageBody = z.strictObject({ image: z.string().check(z.minLength(1), z.maxLength(200)) });
export const avatarSchema = z.object({ id: z.int(), image: z.string() });
export const avatarListResponse = dataOf(z.array(avatarSchema));

export const telegramLoginBody = z.strictObject({ hashcode: z.string().check(z.minLength(8), z.maxLength(128), z.regex(/^[\w-]+$/)) });
export const telegramConfigResponse = dataOf(z.object({ bot: z.nullable(z.string()) }));
