// Accounts: profiles, activity, statistics, follows, the dev outbox. Part of `@platform/shared/accounts`.
import * as z from 'zod/mini';
import { addressRefSchema, dataOf, genderSchema, idField, idParam, namedSchema, roleSchema } from '@platform/shared/contracts';
import { phoneSchema } from './accounts-signin';

// ── profiles ─────────────────────────────────────────────────────────────────────────────────

/** XP levels: stage n ends at 50·n·(n+1) XP; the bar is capped at 100 % (SPEC §9). */
export function levelOf(ball: number): { stage: number; max_xp: number; min_xp: number } {
  let stage = 1;
  while (ball >= 50 * stage * (stage + 1) && stage < 1000) stage += 1;
  return { stage, max_xp: 50 * stage * (stage + 1), min_xp: 50 * (stage - 1) * stage };
}

/** Level progress 0…100 within the current stage. */
export function levelPercent(ball: number, stage: { max_xp: number; min_xp?: number }): number {
  const min = stage.min_xp ?? 0;
  const span = stage.max_xp - min;
  if (span <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round(((ball - min) / span) * 100)));
}

export const profileQuery = z.object({ id: z.optional(idParam) });

export const subjectRefSchema = z.object({ id: z.int(), name: z.string(), color: z.string() });

export const profileSchema = z.object({
  id: z.int(),
  full_name: z.string(),
  last_name: z.string(),
  image: z.nullable(z.string()),
  premium: z.boolean(),
  ball: z.int(),
  stage: z.object({ stage: z.int(), max_xp: z.int(), min_xp: z.int() }),
  subjects: z.array(subjectRefSchema),
  followings_count: z.int(),
  followers_count: z.int(),
  created_at: z.int(),
  role: z.nullable(roleSchema),
  region: z.nullable(addressRefSchema),
  district: z.nullable(addressRefSchema),
  /** Private fields: only on one's own profile. */
  birthday: z.nullable(z.string()),
  gender: z.nullable(genderSchema),
  phone: z.nullable(z.string()),
  is_own: z.boolean(),
  is_following: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponse = dataOf(profileSchema);

export const statisticsQuery = z.object({
  ids: z.optional(
    z.pipe(
      z.string().check(z.maxLength(100), z.regex(/^\d{1,10}(,\d{1,10}){0,9}$/)),
      z.transform((v: string) => v.split(',').map(Number)),
    ),
  ),
});
/** Stats series (SPEC §3): one per user, XP per day of the last 7 days. */
export const statsSeriesSchema = z.object({
  id: z.int(),
  mine: z.boolean(),
  full_name: z.string(),
  ball: z.int(),
  results: z.array(z.object({ short_name: z.string(), name: z.string(), ball: z.int() })),
});
export type StatsSeries = z.infer<typeof statsSeriesSchema>;
export const statisticsResponse = dataOf(z.array(statsSeriesSchema));

export const followBody = z.strictObject({ id: idField });
export const followResponse = z.object({
  message: z.string(),
  data: z.object({ is_following: z.boolean(), followers_count: z.int() }),
});

export const languageListResponse = dataOf(z.array(namedSchema));

/** Dev SMS outbox (`GET /api/__dev/outbox`, refused in production). */
export const outboxQuery = z.object({ phone: z.optional(phoneSchema) });
export const outboxResponse = dataOf(z.array(z.object({ id: z.int(), phone: z.string(), text: z.string(), created_at: z.int() })));
