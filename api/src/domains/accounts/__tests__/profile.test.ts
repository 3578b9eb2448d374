// Profiles: edit (multipart and JSON), subjects, avatars, privacy of other users' profiles, follows,
// weekly statistics (SPEC §2 Profile, §5 profile edit, §7); recent activity and progress: progress.test.ts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, isNotNull } from 'drizzle-orm';
import { errorBodySchema, userResponse } from '@platform/shared/contracts';
import { avatarListResponse, followResponse, profileResponse, statisticsResponse } from '@platform/shared/accounts';
import { address, appUser, follow, userSubject, xpEvent } from '../../../db/schema';
import {
  HIGH_LIMITS,
  XRW,
  createTestApp,
  multipart,
  signIn,
  tashkentDateShift,
  uniquePhone,
  type TestContext,
} from '../../../../test/helpers';

let ctx: TestContext;
const users: Record<'a' | 'b' | 'c' | 'd', { cookie: string; id: number; phone: string }> = {} as never;

const errorOf = (res: { json: () => unknown }) => errorBodySchema.parse(res.json());

function post(url: string, payload: unknown, cookie?: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...XRW, ...(cookie ? { cookie } : {}), ...headers },
  });
}
function get(url: string, cookie?: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });
}
async function postMultipart(url: string, fields: Record<string, string | Blob>, cookie?: string) {
  const { payload, headers } = await multipart(fields);
  return ctx.app.inject({ method: 'POST', url, payload, headers: { ...XRW, ...headers, ...(cookie ? { cookie } : {}) } });
}

async function newUser(profile?: { name: string; last_name: string }) {
  const phone = uniquePhone();
  const { cookie, body } = await signIn(ctx.app, phone);
  if (profile) {
    const res = await post(
      '/api/v2/profile/create',
      {
        full_name: profile.name,
        last_name: profile.last_name,
        birthday: '2006-03-04',
        type: 'STUDENT',
        subject_ids: [1],
        gender: 'ayol',
        address_id: 1,
      },
      cookie,
    );
    assert.equal(res.statusCode, 200, res.body);
  }
  return { cookie, id: body.data.user.id, phone };
}

before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
  users.a = await newUser({ name: 'Akmal', last_name: 'Aliyev' });
  users.b = await newUser({ name: 'Barno', last_name: 'Botirova' });
  users.c = await newUser(); // signed in, profile never completed
  users.d = await newUser({ name: 'Dilshod', last_name: 'Doniyorov' });
});
after(async () => {
  await ctx?.close();
});

async function userRow(id: number) {
  const [row] = await ctx.database.db.select().from(appUser).where(eq(appUser.id, id));
  return row;
}

describe('POST /api/profile/update', () => {
  const valid = () => ({ name: 'Akmaljon', last_name: 'Aliyev', birthday: '2005-01-01', gender: 'erkak', address_id: '1' });

  it('stores the changes sent as multipart/form-data', async () => {
    const [district] = await ctx.database.db.select().from(address).where(isNotNull(address.parent_id)).limit(1);
    const res = await postMultipart('/api/profile/update', { ...valid(), address_id: String(district.id) }, users.a.cookie);
    assert.equal(res.statusCode, 200, res.body);
    const body = userResponse.parse(res.json());
    assert.equal(body.message, 'Profil saqlandi');
    assert.equal(body.data.name, 'Akmaljon');
    assert.equal(body.data.district?.id, district.id);
    assert.equal(body.data.region?.id, district.parent_id);
    const row = await userRow(users.a.id);
    assert.deepEqual(
      [row.first_name, row.last_name, row.birthday, row.gender, row.address_id],
      ['Akmaljon', 'Aliyev', '2005-01-01', 'erkak', district.id],
    );
  });

  it('accepts the same form as JSON', async () => {
    const res = await post('/api/profile/update', { ...valid(), name: 'Akmal', gender: 'erkak', address_id: 2 }, users.a.cookie);
    assert.equal(res.statusCode, 200, res.body);
    const row = await userRow(users.a.id);
    assert.deepEqual([row.first_name, row.address_id], ['Akmal', 2]);
  });

  const REQUIRED: [string, string][] = [
    ['name', 'Ismingizni kiriting'],
    ['last_name', 'Familiyangizni kiriting'],
    ['birthday', 'Tugʻilgan sanani kiriting'],
    ['gender', 'Jinsni tanlang'],
    ['address_id', 'Hududni tanlang'],
  ];
  for (const [field, message] of REQUIRED) {
    it(`requires ${field} (multipart and JSON) and changes nothing`, async () => {
      const before = await userRow(users.a.id);
      const fields: Record<string, string> = valid();
      delete fields[field];
      for (const res of [
        await postMultipart('/api/profile/update', fields, users.a.cookie),
        await post('/api/profile/update', fields, users.a.cookie),
      ]) {
        assert.equal(res.statusCode, 400);
        const err = errorOf(res);
        assert.deepEqual([err.code, err.field, err.message], ['VALIDATION_ERROR', field, message]);
      }
      assert.deepEqual(await userRow(users.a.id), before);
    });
  }

  it('refuses a birthday in the future, gender other than erkak/ayol, an unknown address, a bad date', async () => {
    const before = await userRow(users.a.id);
    const cases: [Record<string, string>, string, string][] = [
      [{ birthday: tashkentDateShift(0, 1) }, 'birthday', 'Tugʻilgan sana kelajakda boʻlishi mumkin emas'],
      [{ birthday: '2005-02-29' }, 'birthday', 'Sanani KK.OO.YYYY koʻrinishida kiriting'],
      [{ gender: 'male' }, 'gender', 'Jinsni tanlang'],
      [{ gender: 'Erkak' }, 'gender', 'Jinsni tanlang'],
      [{ address_id: '999999' }, 'address_id', 'Hududni tanlang'],
      [{ address_id: 'abc' }, 'address_id', 'Hududni tanlang'],
      [{ name: '   ' }, 'name', 'Ismingizni kiriting'],
      [{ name: 'x'.repeat(61) }, 'name', 'Juda uzun: koʻpi bilan 60 ta belgi'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await postMultipart('/api/profile/update', { ...valid(), ...patch }, users.a.cookie);
      assert.equal(res.statusCode, 400, JSON.stringify(patch));
      assert.deepEqual([errorOf(res).field, errorOf(res).message], [field, message], JSON.stringify(patch));
    }
    const today = await postMultipart('/api/profile/update', { ...valid(), birthday: tashkentDateShift(0) }, users.a.cookie);
    assert.equal(today.statusCode, 200, 'today is not in the future');
    await post(
      '/api/profile/update',
      { ...valid(), name: before.first_name, birthday: before.birthday!, address_id: before.address_id! },
      users.a.cookie,
    );
  });

  it('refuses extra fields, a file part (4xx, never 5xx) and guests', async () => {
    const extra = await postMultipart('/api/profile/update', { ...valid(), phone: '+998901111111' }, users.a.cookie);
    assert.equal(extra.statusCode, 400);
    const withFile = await postMultipart('/api/profile/update', { ...valid(), photo: new Blob(['GIF89a']) }, users.a.cookie);
    assert.equal(withFile.statusCode, 400, `file part → ${withFile.statusCode}`);
    assert.deepEqual(errorOf(withFile), { message: 'Bu soʻrov fayl qabul qilmaydi', code: 'FILES_NOT_ACCEPTED' });
    const guest = await postMultipart('/api/profile/update', valid());
    assert.equal(guest.statusCode, 401);
    assert.equal(errorOf(guest).code, 'UNAUTHORIZED');
    assert.notEqual((await userRow(users.a.id)).phone, '+998901111111');
  });
});

describe('subjects (POST /api/mypage)', () => {
  const subjectsOf = async (id: number) =>
    (await ctx.database.db.select().from(userSubject).where(eq(userSubject.user_id, id))).map((r) => r.subject_id).sort((x, y) => x - y);

  it('GET /api/mypage: the signed-in user, 401 for guests', async () => {
    const res = await get('/api/mypage', users.b.cookie);
    assert.equal(res.statusCode, 200);
    assert.equal(userResponse.parse(res.json()).data.id, users.b.id);
    assert.equal((await get('/api/mypage')).statusCode, 401);
  });

  it('refuses malformed JSON, an empty list, unknown ids and a missing field; keeps the subjects', async () => {
    const before = await subjectsOf(users.b.id);
    const cases: [Record<string, string | Blob>, string][] = [
      [{ data: '{subject_ids:' }, 'data'],
      [{ data: '{"subject_ids":[]}' }, 'data.subject_ids'],
      [{ data: '{"subject_ids":"1"}' }, 'data.subject_ids'],
      [{ data: '{"subject_ids":[1, 999999]}' }, 'subject_ids'],
      [{ data: '[1,2]' }, 'data.subject_ids'],
      [{ other: '1' }, 'data'],
    ];
    for (const [fields, field] of cases) {
      const res = await postMultipart('/api/mypage', fields, users.b.cookie);
      assert.equal(res.statusCode, 400, JSON.stringify(fields));
      const err = errorOf(res);
      assert.equal(err.code, 'VALIDATION_ERROR');
      assert.ok(err.field?.startsWith(field.split('.')[0]), `${JSON.stringify(fields)} → ${err.field}`);
      if (fields.data) assert.equal(err.message, 'Kamida bitta fanni tanlang', JSON.stringify(fields));
    }
    const file = await postMultipart('/api/mypage', { data: '{"subject_ids":[2]}', file: new Blob(['x']) }, users.b.cookie);
    assert.ok(file.statusCode >= 400 && file.statusCode < 500, `file part → ${file.statusCode}`);
    assert.deepEqual(await subjectsOf(users.b.id), before);
  });

  it('replaces the subjects (multipart, then JSON)', async () => {
    const res = await postMultipart('/api/mypage', { data: JSON.stringify({ subject_ids: [3, 4, 4] }) }, users.b.cookie);
    assert.equal(res.statusCode, 200, res.body);
    const body = userResponse.parse(res.json());
    assert.equal(body.message, 'Saqlandi');
    assert.deepEqual(
      body.data.subjects.map((s) => s.id),
      [3, 4],
    );
    assert.deepEqual(await subjectsOf(users.b.id), [3, 4]);
    const json = await post('/api/mypage', { data: JSON.stringify({ subject_ids: [5] }) }, users.b.cookie);
    assert.equal(json.statusCode, 200, json.body);
    assert.deepEqual(await subjectsOf(users.b.id), [5]);
    const guest = await postMultipart('/api/mypage', { data: '{"subject_ids":[1]}' });
    assert.equal(guest.statusCode, 401);
  });
});

describe('avatars', () => {
  it('lists avatars and serves them as image/svg+xml', async () => {
    const list = avatarListResponse.parse((await get('/api/avatar-images')).json());
    assert.ok(list.data.length >= 12);
    assert.equal(list.data[0].image, `/api/avatars/${list.data[0].id}.svg`);
    const svg = await get('/api/avatars/1.svg');
    assert.equal(svg.statusCode, 200);
    assert.match(String(svg.headers['content-type']), /^image\/svg\+xml/);
    assert.match(svg.body, /^<svg /);
    assert.equal((await get('/api/avatars/999999.svg')).statusCode, 404);
    assert.equal((await get('/api/avatars/1.png')).statusCode, 400);
  });

  it('every avatar offered is a different picture (no design twice in the chooser)', async () => {
    const list = avatarListResponse.parse((await get('/api/avatar-images')).json());
    // the face itself (background, skin, hair style and colour), not just the mouth, tells them apart
    const mouth = /<path d="M5\d 8\d[^"]*" fill="none"[^>]*\/>/;
    const faces = await Promise.all(list.data.map(async (a) => (await get(a.image)).body.replace(mouth, '')));
    assert.equal(new Set(faces).size, faces.length);
  });

  it('POST /api/profile-image-change accepts only URLs from /api/avatar-images', async () => {
    const list = avatarListResponse.parse((await get('/api/avatar-images')).json());
    const chosen = list.data[2].image;
    const res = await post('/api/profile-image-change', { image: chosen }, users.b.cookie);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(userResponse.parse(res.json()).data.image, chosen);
    assert.equal((await userRow(users.b.id)).image, chosen);
    for (const image of [
      'https://evil.example/a.svg',
      '/api/avatars/999999.svg',
      `${chosen}?x=1`,
      `http://localhost${list.data[0].image}`,
      'javascript:alert(1)',
      '/api/avatars/../avatars/1.svg',
    ]) {
      const bad = await post('/api/profile-image-change', { image }, users.b.cookie);
      assert.equal(bad.statusCode, 400, image);
      assert.deepEqual([errorOf(bad).field, errorOf(bad).message], ['image', 'Bunday rasm yoʻq: roʻyxatdan tanlang']);
    }
    assert.equal((await post('/api/profile-image-change', { image: '' }, users.b.cookie)).statusCode, 400);
    assert.equal((await post('/api/profile-image-change', { image: chosen })).statusCode, 401);
    assert.equal((await userRow(users.b.id)).image, chosen);
  });
});

describe('profiles of others', () => {
  it('never shows phone, birthday, gender or district to others', async () => {
    const own = profileResponse.parse((await get('/api/profile/view', users.a.cookie)).json()).data;
    assert.equal(own.is_own, true);
    assert.equal(own.phone, users.a.phone);
    assert.ok(own.birthday && own.gender);
    const res = await get(`/api/profile/view?id=${users.a.id}`, users.b.cookie);
    assert.equal(res.statusCode, 200);
    const other = profileResponse.parse(res.json()).data;
    assert.equal(other.id, users.a.id);
    assert.equal(other.is_own, false);
    assert.equal(other.full_name, own.full_name);
    assert.equal(other.phone, null);
    assert.equal(other.birthday, null);
    assert.equal(other.gender, null);
    assert.equal(other.district, null);
    assert.ok(!res.body.includes(users.a.phone.slice(4)), 'the number appears nowhere in the answer');
    // own id given explicitly is one's own profile
    assert.equal(profileResponse.parse((await get(`/api/profile/view?id=${users.a.id}`, users.a.cookie)).json()).data.is_own, true);
  });

  it('an incomplete profile or an unknown id is 404 to others; the owner sees their own', async () => {
    for (const id of [users.c.id, 999_999]) {
      const res = await get(`/api/profile/view?id=${id}`, users.a.cookie);
      assert.equal(res.statusCode, 404);
      assert.deepEqual([errorOf(res).code, errorOf(res).message], ['NOT_FOUND', 'Foydalanuvchi topilmadi']);
      assert.equal((await get(`/api/profile/result?id=${id}`, users.a.cookie)).statusCode, 404);
    }
    const own = await get('/api/profile/view', users.c.cookie);
    assert.equal(own.statusCode, 200);
    assert.equal(profileResponse.parse(own.json()).data.role, null);
    assert.equal((await get('/api/profile/view?id=abc', users.a.cookie)).statusCode, 400);
    assert.equal((await get(`/api/profile/view?id=${users.a.id}`)).statusCode, 401);
  });

  it('follows and unfollows: counts, twice stays one, not oneself, not incomplete profiles', async () => {
    const f1 = await post('/api/profile/follow', { id: users.b.id }, users.a.cookie);
    assert.equal(f1.statusCode, 200, f1.body);
    assert.deepEqual(followResponse.parse(f1.json()).data, { is_following: true, followers_count: 1 });
    const f2 = await post('/api/profile/follow', { id: users.b.id }, users.a.cookie);
    assert.deepEqual(followResponse.parse(f2.json()).data, { is_following: true, followers_count: 1 });
    const f3 = await post('/api/profile/follow', { id: users.b.id }, users.d.cookie);
    assert.equal(followResponse.parse(f3.json()).data.followers_count, 2);
    const rows = await ctx.database.db.select().from(follow).where(eq(follow.followee_id, users.b.id));
    assert.equal(rows.length, 2);

    const seen = profileResponse.parse((await get(`/api/profile/view?id=${users.b.id}`, users.a.cookie)).json()).data;
    assert.deepEqual([seen.is_following, seen.followers_count], [true, 2]);
    const mine = profileResponse.parse((await get('/api/profile/view', users.a.cookie)).json()).data;
    assert.equal(mine.followings_count, 1);

    const self = await post('/api/profile/follow', { id: users.a.id }, users.a.cookie);
    assert.equal(self.statusCode, 400);
    assert.deepEqual([errorOf(self).field, errorOf(self).message], ['id', 'Oʻzingizga obuna boʻlib boʻlmaydi']);
    const ru = await post('/api/profile/follow', { id: users.a.id }, users.a.cookie, { 'accept-language': 'ru' });
    assert.equal(errorOf(ru).message, 'Нельзя подписаться на самого себя');
    assert.equal((await post('/api/profile/follow', { id: users.c.id }, users.a.cookie)).statusCode, 404);
    assert.equal((await post('/api/profile/follow', { id: users.b.id })).statusCode, 401);

    const u1 = await post('/api/profile/unfollow', { id: users.b.id }, users.d.cookie);
    assert.deepEqual(followResponse.parse(u1.json()).data, { is_following: false, followers_count: 1 });
    const u2 = await post('/api/profile/unfollow', { id: users.b.id }, users.d.cookie);
    assert.deepEqual(followResponse.parse(u2.json()).data, { is_following: false, followers_count: 1 });
    const notSeen = profileResponse.parse((await get(`/api/profile/view?id=${users.b.id}`, users.d.cookie)).json()).data;
    assert.equal(notSeen.is_following, false);
    // a follows b from here on
  });
});

describe('statistics and activity', () => {
  const UZ_DAYS: Record<string, string> = {
    Monday: 'Dushanba',
    Tuesday: 'Seshanba',
    Wednesday: 'Chorshanba',
    Thursday: 'Payshanba',
    Friday: 'Juma',
    Saturday: 'Shanba',
    Sunday: 'Yakshanba',
  };
  const weekdayInTashkent = (ms: number) => new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tashkent', weekday: 'long' }).format(ms);

  it('returns 7 days with weekday names, mine for self, and the people one follows', async () => {
    const now = Date.now();
    await ctx.database.db.insert(xpEvent).values([
      { user_id: users.a.id, amount: 10, source: 'topic', ref_id: 1001, created_at: new Date(now) },
      { user_id: users.a.id, amount: 4, source: 'topic', ref_id: 1002, created_at: new Date(now - 86_400_000) },
      { user_id: users.b.id, amount: 7, source: 'dtm', ref_id: 1003, created_at: new Date(now - 86_400_000) },
      // older than the week: not counted
      { user_id: users.b.id, amount: 100, source: 'dtm', ref_id: 1004, created_at: new Date(now - 8 * 86_400_000) },
    ]);
    const res = await get('/api/profile/statistics', users.a.cookie);
    assert.equal(res.statusCode, 200, res.body);
    const series = statisticsResponse.parse(res.json()).data;
    const me = series.find((s) => s.mine)!;
    assert.equal(series[0], me);
    assert.equal(me.id, users.a.id);
    assert.equal(me.full_name, 'Akmal Aliyev');
    assert.equal(me.ball, 14);
    assert.equal(me.results.length, 7);
    assert.deepEqual(
      me.results.slice(-2).map((r) => r.ball),
      [4, 10],
    );
    assert.equal(me.results[6].name, UZ_DAYS[weekdayInTashkent(now)]);
    assert.equal(me.results[5].name, UZ_DAYS[weekdayInTashkent(now - 86_400_000)]);
    assert.equal(new Set(me.results.map((r) => r.name)).size, 7);
    const followed = series.find((s) => s.id === users.b.id);
    assert.ok(followed, 'includes the followed user');
    assert.equal(followed.mine, false);
    assert.equal(followed.ball, 7);
    assert.equal(series.filter((s) => s.mine).length, 1);

    const ru = statisticsResponse.parse((await get('/api/profile/statistics', users.a.cookie, { 'accept-language': 'ru' })).json()).data;
    assert.match(ru[0].results[0].name, /^[А-Я][а-я]+$/);
    assert.match(ru[0].results[0].short_name, /^[А-Я][а-я]$/);

    // explicit ids; an incomplete profile among them is left out
    const explicit = statisticsResponse.parse(
      (await get(`/api/profile/statistics?ids=${users.d.id},${users.c.id}`, users.a.cookie)).json(),
    ).data;
    assert.deepEqual(
      explicit.map((s) => s.id),
      [users.a.id, users.d.id],
    );
    assert.equal((await get('/api/profile/statistics')).statusCode, 401);
    assert.equal((await get('/api/profile/statistics?ids=1;drop', users.a.cookie)).statusCode, 400);
  });

  it('without follows shows the week’s leaders besides oneself', async () => {
    const series = statisticsResponse.parse((await get('/api/profile/statistics', users.c.cookie)).json()).data;
    assert.equal(series[0].mine, true);
    assert.equal(series[0].id, users.c.id);
    assert.equal(series[0].ball, 0);
    assert.ok(series.length > 1, 'demo learners lead the week');
    assert.ok(series.slice(1).every((s) => !s.mine && s.results.length === 7));
  });

  it('keeps 7 days when a row is dated after today (clock skew)', async () => {
    await ctx.database.db
      .insert(xpEvent)
      .values({ user_id: users.c.id, amount: 9, source: 'topic', ref_id: 2001, created_at: new Date(Date.now() + 2 * 86_400_000) });
    const res = await get(`/api/profile/statistics?ids=${users.a.id}`, users.c.cookie);
    assert.equal(res.statusCode, 200, res.body);
    const [me] = statisticsResponse.parse(res.json()).data;
    assert.equal(me.results.length, 7);
    assert.equal(me.ball, 0);
  });
});
