// The signed-in user and the answers that carry one: small, because the shell loads it at start.
// The sign-in and profile rules (forms, OTP, dates) are in `./accounts.ts`, served as
// `@platform/shared/accounts` so only the apps that need them download them.
import * as z from 'zod/mini';
import { dataOf, namedSchema } from './common';

export const ROLES = ['APPLICANT', 'STUDENT', 'TEACHER', 'OTHER'] as const;
export const roleSchema = z.enum(ROLES, { error: 'validation.role_required' });
export type Role = z.infer<typeof roleSchema>;

export const GENDERS = ['erkak', 'ayol'] as const;
export const genderSchema = z.enum(GENDERS, { error: 'validation.gender_required' });
export type Gender = z.infer<typeof genderSchema>;

export const addressRefSchema = z.object({ id: z.int(), parent_id: z.nullable(z.int()), name: z.string() });

/** User state (SPEC §3): what the shell keeps in the session store. */
export const authUserSchema = z.object({
  id: z.int(),
  name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  role: z.nullable(roleSchema),
  /** null: the profile is not complete yet (registration continues). */
  profile_type: z.nullable(roleSchema),
  premium: z.boolean(),
  premium_until: z.nullable(z.int()),
  subjects: z.array(namedSchema),
  image: z.nullable(z.string()),
  birthday: z.nullable(z.string()),
  gender: z.nullable(genderSchema),
  email: z.nullable(z.string()),
  region: z.nullable(addressRefSchema),
  district: z.nullable(addressRefSchema),
  ball: z.int(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Answer of verify-sms, checksms and login-with-telegram. */
export const loginResponse = z.object({
  message: z.string(),
  data: z.object({ profile_type: z.nullable(roleSchema), user: authUserSchema }),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** `GET /auth/me`: the signed-in user or null (never 401, so a guest's start-up is quiet). */
export const meResponse = dataOf(z.nullable(authUserSchema));
export const userResponse = z.object({ message: z.string(), data: authUserSchema });
export const messageResponse = z.object({ message: z.string() });
