import { and, count, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userResponse, type Locale } from '@platform/shared/contracts';
import {
  avatarListResponse,
  followBody,
  followResponse,
  languageListResponse,
  levelOf,
  profileImageBody,
  profileQuery,
  profileResponse,
  profileResultResponse,
  profileUpdateBody,
  statisticsQuery,
  statisticsResponse,
  subjectSaveBody,
  subjectSaveData,
} from '@platform/shared/accounts';
import * as z from 'zod/mini';
import { appUser, avatar, follow, studyLanguage, xpEvent } from '../../db/schema';
import { HttpError } from '../../errors';
import { pick, t } from '../../i18n';
import { requireUserId } from '../../plugins/session';
import { assertAddress, assertSubjects, avatarUrl, isPremium, loadAuthUser, placeOf, setSubjects, subjectsOf } from '../../services/users';

const tags = ['profile'];

const WEEKDAYS: Record<Locale, { short: string[]; long: string[] }> = {
  // Monday first, as in Uzbekistan
  uz: {
    short: ['Du', 'Se', 'Ch', 'Pa', 'Ju', 'Sh', 'Ya'],
    long: ['Dushanba', 'Seshanba', 'Chorshanba', 'Payshanba', 'Juma', 'Shanba', 'Yakshanba'],
  },
  ru: {
    short: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
    long: ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'],
  },
};

const TASHKENT_OFFSET_MS = 5 * 3600_000;
/** Day number (days since epoch) of a moment in Asia/Tashkent. */
const tashkentDay = (ms: number) => Math.floor((ms + TASHKENT_OFFSET_MS) / 86_400_000);

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /** A registered user by id (404 otherwise). */
  async function registeredUser(id: number) {
    const [row] = await db
      .select()
      .from(appUser)
      .where(and(eq(appUser.id, id), isNotNull(appUser.profile_type)));
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'auth.user_not_found');
    return row;
  }

  async function followCounts(id: number) {
    const [[followers], [followings]] = await Promise.all([
      db.select({ n: count() }).from(follow).where(eq(follow.followee_id, id)),
      db.select({ n: count() }).from(follow).where(eq(follow.follower_id, id)),
    ]);
    return { followers: followers.n, followings: followings.n };
  }

  app.get(
    '/profile/view',
    {
      schema: {
        tags,
        summary: 'A profile (own without id); signed-in users only',
        querystring: profileQuery,
        response: { 200: profileResponse },
      },
    },
    async (request) => {
      const me = await requireUserId(request);
      const id = request.query.id ?? me;
      const own = id === me;
      const [row] = own ? await db.select().from(appUser).where(eq(appUser.id, me)) : [await registeredUser(id)];
      if (!row) throw new HttpError(404, 'NOT_FOUND', 'auth.user_not_found');
      const [subjects, place, counts, following] = await Promise.all([
        subjectsOf(db, id, request.locale),
        placeOf(db, row.address_id, request.locale),
        followCounts(id),
        own
          ? Promise.resolve([])
          : db
              .select({ x: follow.follower_id })
              .from(follow)
              .where(and(eq(follow.follower_id, me), eq(follow.followee_id, id))),
      ]);
      return {
        data: {
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
          created_at: Math.floor(row.created_at.getTime() / 1000),
          role: row.profile_type ?? null,
          region: place.region,
          district: own ? place.district : null,
          // private fields: only on one's own profile
          birthday: own ? row.birthday : null,
          gender: own ? (row.gender ?? null) : null,
          phone: own ? row.phone : null,
          is_own: own,
          is_following: following.length > 0,
        },
      };
    },
  );

  app.get(
    '/profile/result',
    {
      schema: {
        tags,
        summary: 'Recent activity (XP grants) of a profile',
        querystring: profileQuery,
        response: { 200: profileResultResponse },
      },
    },
    async (request) => {
      const me = await requireUserId(request);
      const id = request.query.id ?? me;
      if (id !== me) await registeredUser(id);
      const rows = await db
        .select()
        .from(xpEvent)
        .where(eq(xpEvent.user_id, id))
        .orderBy(desc(xpEvent.created_at), desc(xpEvent.id))
        .limit(20);
      return {
        data: rows.map((r) => ({
          id: r.id,
          type: r.source,
          ball: r.amount,
          // demo grants are per day, not per ticket: nothing to link to
          ticket_id: r.source === 'demo' ? null : r.ref_id,
          created_at: Math.floor(r.created_at.getTime() / 1000),
        })),
      };
    },
  );

  app.get(
    '/profile/statistics',
    {
      schema: {
        tags,
        summary: 'XP per day of the last 7 days: you and others (ids, else the people you follow, else the week’s leaders)',
        querystring: statisticsQuery,
        response: { 200: statisticsResponse },
      },
    },
    async (request) => {
      const me = await requireUserId(request);
      const now = Date.now();
      const today = tashkentDay(now);
      const firstDay = today - 6;
      const since = new Date(firstDay * 86_400_000 - TASHKENT_OFFSET_MS);
      // ten digits pass the contract's pattern, but an id beyond int4 names no one (and would fail the query)
      let others = (request.query.ids ?? []).filter((id) => id !== me && id >= 1 && id <= 2_147_483_647);
      if (!request.query.ids) {
        const followed = await db.select({ id: follow.followee_id }).from(follow).where(eq(follow.follower_id, me)).limit(3);
        others = followed.map((f) => f.id);
        if (!others.length) {
          const leaders = await db
            .select({ id: xpEvent.user_id, total: sql<number>`sum(${xpEvent.amount})`.mapWith(Number) })
            .from(xpEvent)
            .where(and(gte(xpEvent.created_at, since), ne(xpEvent.user_id, me)))
            .groupBy(xpEvent.user_id)
            .orderBy(desc(sql`sum(${xpEvent.amount})`))
            .limit(3);
          others = leaders.map((l) => l.id);
        }
      }
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
      const names = WEEKDAYS[request.locale];
      const series = ids.flatMap((id) => {
        const user = users.find((u) => u.id === id);
        if (!user && id !== me) return [];
        const perDay = new Array<number>(7).fill(0);
        for (const e of events) {
          // a row dated after today (clock skew) must not add an eighth day
          const day = tashkentDay(e.created_at.getTime()) - firstDay;
          if (e.user_id === id && day >= 0 && day < 7) perDay[day] += e.amount;
        }
        return [
          {
            id,
            mine: id === me,
            full_name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
            ball: perDay.reduce((a, b) => a + b, 0),
            results: perDay.map((ball, i) => {
              // day number 0 (1970-01-01) was a Thursday: weekday index from Monday = (day + 3) % 7
              const weekday = (firstDay + i + 3) % 7;
              return { short_name: names.short[weekday], name: names.long[weekday], ball };
            }),
          },
        ];
      });
      return { data: series };
    },
  );

  app.get('/avatar-images', { schema: { tags, summary: 'Avatars to choose from', response: { 200: avatarListResponse } } }, async () => {
    const rows = await db.select({ id: avatar.id }).from(avatar).orderBy(avatar.id);
    return { data: rows.map((r) => ({ id: r.id, image: avatarUrl(r.id) })) };
  });

  app.get(
    '/avatars/:file',
    { schema: { tags, summary: 'One avatar picture (SVG)', params: z.object({ file: z.string().check(z.regex(/^\d{1,9}\.svg$/)) }) } },
    async (request, reply) => {
      const [row] = await db
        .select()
        .from(avatar)
        .where(eq(avatar.id, Number.parseInt(request.params.file, 10)));
      if (!row) throw new HttpError(404, 'NOT_FOUND', 'errors.not_found');
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(row.svg);
    },
  );

  app.post(
    '/profile-image-change',
    { schema: { tags, summary: 'Sets the avatar (one of /avatar-images)', body: profileImageBody, response: { 200: userResponse } } },
    async (request) => {
      const userId = await requireUserId(request);
      const match = /^\/api\/avatars\/(\d{1,9})\.svg$/.exec(request.body.image);
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
      return { message: t(request.locale, 'auth.saved'), data: await loadAuthUser(db, userId, request.locale) };
    },
  );

  app.post(
    '/profile/update',
    {
      schema: {
        tags,
        summary: 'Edits the profile (multipart fields name, last_name, birthday, gender, address_id)',
        consumes: ['multipart/form-data', 'application/json'],
        body: profileUpdateBody,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const body = request.body;
      await assertAddress(db, body.address_id);
      await db
        .update(appUser)
        .set({
          first_name: body.name,
          last_name: body.last_name,
          birthday: body.birthday,
          gender: body.gender,
          address_id: body.address_id,
        })
        .where(eq(appUser.id, userId));
      return { message: t(request.locale, 'auth.profile_saved'), data: await loadAuthUser(db, userId, request.locale) };
    },
  );

  app.get(
    '/mypage',
    { schema: { tags, summary: 'The signed-in user (401 for guests)', response: { 200: userResponse } } },
    async (request) => {
      const userId = await requireUserId(request);
      return { message: t(request.locale, 'auth.signed_in'), data: await loadAuthUser(db, userId, request.locale) };
    },
  );

  app.post(
    '/mypage',
    {
      schema: {
        tags,
        summary: 'Saves the subjects: multipart field `data` = JSON {subject_ids}',
        consumes: ['multipart/form-data', 'application/json'],
        body: subjectSaveBody,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const parsed = subjectSaveData.safeParse(request.body.data);
      if (!parsed.success) throw new HttpError(400, 'VALIDATION_ERROR', 'validation.subjects_required', {}, {}, 'data.subject_ids');
      const ids = await assertSubjects(db, parsed.data.subject_ids);
      await db.transaction(async (tx) => setSubjects(tx as unknown as typeof db, userId, ids));
      return { message: t(request.locale, 'auth.saved'), data: await loadAuthUser(db, userId, request.locale) };
    },
  );

  async function setFollow(me: number, id: number, on: boolean) {
    if (id === me) throw new HttpError(400, 'VALIDATION_ERROR', 'auth.follow_self', {}, {}, 'id');
    await registeredUser(id);
    if (on) await db.insert(follow).values({ follower_id: me, followee_id: id }).onConflictDoNothing();
    else await db.delete(follow).where(and(eq(follow.follower_id, me), eq(follow.followee_id, id)));
    return { is_following: on, followers_count: (await followCounts(id)).followers };
  }

  app.post(
    '/profile/follow',
    { schema: { tags, summary: 'Follows a user', body: followBody, response: { 200: followResponse } } },
    async (request) => {
      const me = await requireUserId(request);
      return { message: t(request.locale, 'auth.saved'), data: await setFollow(me, request.body.id, true) };
    },
  );
  app.post(
    '/profile/unfollow',
    { schema: { tags, summary: 'Unfollows a user', body: followBody, response: { 200: followResponse } } },
    async (request) => {
      const me = await requireUserId(request);
      return { message: t(request.locale, 'auth.saved'), data: await setFollow(me, request.body.id, false) };
    },
  );

  app.get(
    '/language',
    { schema: { tags: ['reference'], summary: 'Test languages', response: { 200: languageListResponse } } },
    async (request) => {
      const rows = await db.select().from(studyLanguage).orderBy(studyLanguage.id);
      return { data: rows.map((r) => ({ id: r.id, name: pick(r, 'name', request.locale) })) };
    },
  );
};
