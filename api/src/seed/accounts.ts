import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { appUser, avatar, subject, userSubject, xpEvent } from '../db/schema';
import { avatarUrl } from '../domains/accounts/service-users';
import { AVATAR_COUNT, avatars } from './data/avatars';
import demoUsersJson from './data/demo-users.json' with { type: 'json' };

const DAY_MS = 86_400_000;

/**
 * Demo learners (data/demo-users.json), so profiles, followers and the weekly XP chart have others to
 * compare with on a fresh install. Their numbers use the non-existent operator code 00: nobody can
 * receive their codes. `daily`: XP earned per day over the last two weeks, most recent day last.
 */
const demoUserSchema = z.strictObject({
  phone: z.string().regex(/^\+99800\d{7}$/),
  first_name: z.string().min(1),
  last_name: z.string().min(1),
  birthday: z.iso.date(),
  gender: z.enum(['erkak', 'ayol']),
  role: z.enum(['APPLICANT', 'STUDENT', 'TEACHER', 'OTHER']),
  region_id: z.number().int().positive(),
  subjects: z.array(z.string()),
  avatar: z.number().int().min(1).max(AVATAR_COUNT),
  daily: z.array(z.number().int().min(0)),
  /** A Pro demo account: Pro for this many days from every start (README "Demo accounts"). */
  premium_days: z.number().int().min(1).optional(),
});
export const demoUsers = z.array(demoUserSchema).parse(demoUsersJson);

/**
 * Avatars and demo learners with two weeks of XP ending today. Runs on every start (cheap and
 * idempotent), so the demo week stays current: one XP row per (user, day) via the unique index.
 */
export async function seedAccounts(db: Db, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(avatar)
      .values(avatars)
      .onConflictDoUpdate({ target: avatar.id, set: { svg: sql`excluded.svg` } });
    await tx.execute(sql`select setval(pg_get_serial_sequence('avatar', 'id'), greatest((select max(id) from avatar), 1))`);

    const users = await tx
      .insert(appUser)
      .values(
        demoUsers.map((u) => ({
          phone: u.phone,
          first_name: u.first_name,
          last_name: u.last_name,
          birthday: u.birthday,
          gender: u.gender,
          role: u.role,
          profile_type: u.role,
          address_id: u.region_id,
          image: avatarUrl(u.avatar),
        })),
      )
      .onConflictDoUpdate({ target: appUser.phone, set: { phone: sql`excluded.phone` } })
      .returning({ id: appUser.id, phone: appUser.phone });
    const idOf = new Map(users.map((u) => [u.phone, u.id]));

    const subjects = await tx.select({ id: subject.id, slug: subject.slug }).from(subject);
    const subjectId = new Map(subjects.map((s) => [s.slug, s.id]));
    await tx
      .insert(userSubject)
      .values(
        demoUsers.flatMap((u) =>
          u.subjects.filter((s) => subjectId.has(s)).map((s) => ({ user_id: idOf.get(u.phone)!, subject_id: subjectId.get(s)! })),
        ),
      )
      .onConflictDoNothing();

    // ref_id = day number, so each demo day is granted once however often this runs
    const today = Math.floor(now / DAY_MS);
    const events = demoUsers.flatMap((u) =>
      u.daily.flatMap((amount, i) => {
        const day = today - (u.daily.length - 1 - i);
        return amount > 0
          ? [{ user_id: idOf.get(u.phone)!, amount, source: 'demo', ref_id: day, created_at: new Date(day * DAY_MS + 9 * 3600_000) }]
          : [];
      }),
    );
    if (events.length) await tx.insert(xpEvent).values(events).onConflictDoNothing();
    // Pro demo accounts stay Pro: the end moves with every start
    for (const u of demoUsers) {
      if (u.premium_days) {
        await tx
          .update(appUser)
          .set({ premium_until: new Date(now + u.premium_days * DAY_MS) })
          .where(sql`${appUser.id} = ${idOf.get(u.phone)!}`);
      }
    }
    const ids = [...idOf.values()];
    await tx
      .update(appUser)
      .set({ ball: sql`(select coalesce(sum(${xpEvent.amount}), 0) from ${xpEvent} where ${xpEvent.user_id} = ${appUser.id})` })
      .where(inArray(appUser.id, ids));
  });
}
