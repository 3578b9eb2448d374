// Profiles (SPEC §2 profile pages, §7 /profile/*, /mypage, /avatar-images, /language): what a
// profile shows, its recent XP, the week's XP beside others', avatars, edits and follows.
import { and, count, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Locale } from '@platform/shared/contracts';
import { levelOf } from '@platform/shared/accounts';
import { tashkentDayNumber, tashkentDayStart, tashkentWeekday, unixSeconds } from '@platform/shared/dates';
import { inTransaction, type Db } from '../../db/client';
import { appUser, avatar, follow, studyLanguage, xpEvent } from '../../db/schema';
import { HttpError } from '../../errors';
import { pick, t } from '../../i18n';
import { assertAddress, assertSubjects, avatarUrl, isPremium, placeOf, setSubjects, subjectsOf } from './service-users';

/** Weekday keys of api/src/i18n, Monday first as in Uzbekistan. */
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** Ids beyond int4 name no one (and would fail the query). */
const MAX_ID = 2_147_483_647;

/** A registered user by id (404 otherwise). */
export async function registeredUser(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(appUser)
    .where(and(eq(appUser.id, id), isNotNull(appUser.profile_type)));
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'auth.user_not_found');
  return row;
}

async function followCounts(db: Db, id: number) {
  const [[followers], [followings]] = await Promise.all([
    db.select({ n: count() }).from(follow).where(eq(follow.followee_id, id)),
    db.select({ n: count() }).from(follow).where(eq(follow.follower_id, id)),
  ]);
  return { followers: followers.n, followings: followings.n };
}

/** A profile as `me` sees it: one's own (with the private fields) or a registered user's. */
export async function profileView(db: Db, me: number, id: number, locale: Locale) {
  const own = id === me;
  const [row] = own ? await db.select().from(appUser).where(eq(appUser.id, me)) : [await registeredUser(db, id)];
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'auth.user_not_found');
  const [subjects, place, counts, following] = await Promise.all([
    subjectsOf(db, id, locale),
    placeOf(db, row.address_id, locale),
    followCounts(db, id),
    own
      ? Promise.resolve([])
      : db
          .select({ x: follow.follower_id })
          .from(follow)
          .where(and(eq(follow.follower_id, me), eq(follow.followee_id, id))),
  ]);
  return {
    id: row.id,
    full_name: row.first_name,
    last_name: row.last_name,
    image: row.image,
    premium: isPremium(row),
    ball: row.ball,
    stage: levelOf(row.ball),
    subjects,
    followings_count: counts.followings,
    followers_count: counts.followers,
    created_at: unixSeconds(row.created_at),
    role: row.profile_type ?? null,
    region: place.region,
    district: own ? place.district : null,
    // private fields: only on one's own profile
    birthday: own ? row.birthday : null,
    gender: own ? (row.gender ?? null) : null,
    phone: own ? row.phone : null,
    is_own: own,
    is_following: following.length > 0,
  };
}

/** Whom to compare with: the ids asked for, else the people `me` follows, else the week's leaders. */
async function othersOf(db: Db, me: number, ids: number[] | undefined, since: Date): Promise<number[]> {
  if (ids) return ids.filter((id) => id !== me && id >= 1 && id <= MAX_ID);
  const followed = await db.select({ id: follow.followee_id }).from(follow).where(eq(follow.follower_id, me)).limit(3);
  if (followed.length) return followed.map((f) => f.id);
  const leaders = await db
    .select({ id: xpEvent.user_id, total: sql<number>`sum(${xpEvent.amount})`.mapWith(Number) })
    .from(xpEvent)
    .where(and(gte(xpEvent.created_at, since), ne(xpEvent.user_id, me)))
    .groupBy(xpEvent.user_id)
    .orderBy(desc(sql`sum(${xpEvent.amount})`))
    .limit(3);
  return leaders.map((l) => l.id);
}

/** XP per Asia/Tashkent day of the last 7 days: `me` first, then up to 9 others. */
export async function weeklyXp(db: Db, me: number, askedIds: number[] | undefined, locale: Locale, now: Date) {
  const since = new Date(tashkentDayStart(now, -6));
  const firstDay = tashkentDayNumber(since);
  const others = await othersOf(db, me, askedIds, since);
  const ids = [me, ...new Set(others)].slice(0, 10);
  const [users, events] = await Promise.all([
    db
      .select({ id: appUser.id, first_name: appUser.first_name, last_name: appUser.last_name })
      .from(appUser)
      .where(and(inArray(appUser.id, ids), isNotNull(appUser.profile_type))),
    db
      .select({ user_id: xpEvent.user_id, amount: xpEvent.amount, created_at: xpEvent.created_at })
      .from(xpEvent)
      .where(and(inArray(xpEvent.user_id, ids), gte(xpEvent.created_at, since))),
  ]);
  const days = Array.from({ length: 7 }, (_, i) => WEEKDAYS[tashkentWeekday(tashkentDayStart(since, i))]);
  return ids.flatMap((id) => {
    const user = users.find((u) => u.id === id);
    if (!user && id !== me) return [];
    const perDay = new Array<number>(7).fill(0);
    for (const e of events) {
      // a row dated after today (clock skew) must not add an eighth day
      const day = tashkentDayNumber(e.created_at) - firstDay;
      if (e.user_id === id && day >= 0 && day < 7) perDay[day] += e.amount;
    }
    return [
      {
        id,
        mine: id === me,
        full_name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
        ball: perDay.reduce((a, b) => a + b, 0),
        results: perDay.map((ball, i) => ({
          short_name: t(locale, `weekdays.${days[i]}.short`),
          name: t(locale, `weekdays.${days[i]}.long`),
          ball,
        })),
      },
    ];
  });
}

/** The avatars to choose from. */
export async function avatarList(db: Db) {
  const rows = await db.select({ id: avatar.id }).from(avatar).orderBy(avatar.id);
  return rows.map((r) => ({ id: r.id, image: avatarUrl(r.id) }));
}

/** The SVG of one avatar, or 404. */
export async function avatarSvg(db: Db, id: number): Promise<string> {
  const [row] = await db.select().from(avatar).where(eq(avatar.id, id));
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'errors.not_found');
  return row.svg;
}

/** Sets the user's picture to one of the avatars (its url, as /avatar-images lists it); 400 otherwise. */
export async function setAvatar(db: Db, userId: number, image: string): Promise<void> {
  const match = /^\/api\/avatars\/(\d{1,9})\.svg$/.exec(image);
  const [row] = match
    ? await db
        .select({ id: avatar.id })
        .from(avatar)
        .where(eq(avatar.id, Number(match[1])))
    : [];
  if (!row) throw new HttpError(400, 'VALIDATION_ERROR', 'auth.avatar_unknown', {}, {}, 'image');
  await db
    .update(appUser)
    .set({ image: avatarUrl(row.id) })
    .where(eq(appUser.id, userId));
}

/** Edits the profile fields (400 for an unknown address). */
export async function updateProfile(
  db: Db,
  userId: number,
  body: { name: string; last_name: string; birthday: string; gender: 'erkak' | 'ayol'; address_id: number },
): Promise<void> {
  await assertAddress(db, body.address_id);
  await db
    .update(appUser)
    .set({ first_name: body.name, last_name: body.last_name, birthday: body.birthday, gender: body.gender, address_id: body.address_id })
    .where(eq(appUser.id, userId));
}

/** Replaces the user's subjects (400 for unknown ones). */
export async function saveSubjects(db: Db, userId: number, subjectIds: number[]): Promise<void> {
  const ids = await assertSubjects(db, subjectIds);
  await inTransaction(db, async (tx) => setSubjects(tx, userId, ids));
}

/** Follows (on) or unfollows a registered user; returns the new follower count. */
export async function setFollow(db: Db, me: number, id: number, on: boolean) {
  if (id === me) throw new HttpError(400, 'VALIDATION_ERROR', 'auth.follow_self', {}, {}, 'id');
  await registeredUser(db, id);
  if (on) await db.insert(follow).values({ follower_id: me, followee_id: id }).onConflictDoNothing();
  else await db.delete(follow).where(and(eq(follow.follower_id, me), eq(follow.followee_id, id)));
  return { is_following: on, followers_count: (await followCounts(db, id)).followers };
}

/** Test languages. */
export async function studyLanguages(db: Db, locale: Locale) {
  const rows = await db.select().from(studyLanguage).orderBy(studyLanguage.id);
  return rows.map((r) => ({ id: r.id, name: pick(r, 'name', locale) }));
}
