// Learning centres and leads over HTTP on a real seeded database (SPEC §3 selection, §5 lead form, §7 /lead/send).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { errorBodySchema } from '@platform/shared/contracts';
import { leadResponse, learningCenterResponse } from '@platform/shared/learning-centres';
import { lead, learningCenter, themedTest, ticket } from '../../../db/schema';
import { leadsCsv } from '../service';
import { HIGH_LIMITS, XRW, createTestApp, signIn, uniquePhone, type TestContext } from '../../../../test/helpers';

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
});
after(async () => {
  await ctx?.close();
});

const leadCount = async () => (await ctx.database.db.select({ n: count() }).from(lead))[0].n;

async function send(payload: unknown, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/lead/send', headers: { ...XRW, ...headers }, payload: payload as object });
  return { status: res.statusCode, body: res.json() as unknown };
}

async function list(query = '', locale = 'uz') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/learning-center/select${query}`, headers: { 'accept-language': locale } });
  return { status: res.statusCode, body: res.json() as unknown };
}

async function centreId(slug = 'ilm-nuri') {
  const [row] = await ctx.database.db.select({ id: learningCenter.id }).from(learningCenter).where(eq(learningCenter.slug, slug));
  return row.id;
}

describe('GET /api/learning-center/select', () => {
  it('lists the seeded centres with a row per subject, recommended first, in both languages', async () => {
    const uz = learningCenterResponse.parse((await list()).body).data;
    const ru = learningCenterResponse.parse((await list('', 'ru')).body).data;
    assert.equal(new Set(uz.map((r) => r.learning_center.id)).size, 8);
    assert.equal(uz.length, 22);
    const firstPlain = uz.findIndex((r) => !r.learning_center.is_recommended);
    assert.ok(firstPlain > 0 && uz.slice(firstPlain).every((r) => !r.learning_center.is_recommended));
    assert.ok(uz.every((r) => r.learning_center.logo?.startsWith('/api/content-images/') && r.price > 0));
    assert.notEqual(uz[0].learning_center.name, ru[0].learning_center.name);
    assert.equal(uz[0].learning_center.id, ru[0].learning_center.id);
  });

  it('filters by subject and region; bad ids are 400', async () => {
    const all = learningCenterResponse.parse((await list()).body).data;
    const subjectId = all[0].subject_id;
    const one = learningCenterResponse.parse((await list(`?subject_id=${subjectId}`)).body).data;
    assert.ok(one.length > 0 && one.every((r) => r.subject_id === subjectId));
    const tashkent = learningCenterResponse.parse((await list('?address_id=1')).body).data;
    assert.ok(tashkent.length > 0 && tashkent.every((r) => r.address_name === 'Toshkent shahri'));
    for (const q of ['?subject_id=0', '?subject_id=x', '?address_id=-1']) assert.equal((await list(q)).status, 400, q);
  });
});

describe('POST /api/lead/send', () => {
  it('stores a guest lead with the phone normalised, and a signed-in one with the user', async () => {
    const id = await centreId();
    const before = await leadCount();
    const guest = await send({ name: '  Aziz   Karimov ', phone: '+998 90 123-45-67', learning_center_id: id });
    assert.equal(guest.status, 200);
    const stored = leadResponse.parse(guest.body).data;
    const [row] = await ctx.database.db.select().from(lead).where(eq(lead.id, stored.id));
    assert.equal(row.name, 'Aziz Karimov');
    assert.equal(row.phone, '+998901234567');
    assert.equal(row.user_id, null);
    const { cookie } = await signIn(ctx.app, uniquePhone());
    const mine = await send({ name: 'Dilnoza', phone: '901112233', learning_center_id: id, ticket_id: null }, { cookie });
    assert.equal(mine.status, 200);
    const [own] = await ctx.database.db
      .select()
      .from(lead)
      .where(eq(lead.id, leadResponse.parse(mine.body).data.id));
    assert.ok(own.user_id! > 0);
    assert.equal(own.phone, '+998901112233');
    assert.equal(await leadCount(), before + 2);
  });

  it('refuses a missing name and a bad phone with localised messages, and changes nothing', async () => {
    const id = await centreId();
    const before = await leadCount();
    const cases: { payload: unknown; field: string; uz: string; ru: string }[] = [
      {
        payload: { name: '   ', phone: '+998901234567', learning_center_id: id },
        field: 'name',
        uz: 'Ismingizni kiriting',
        ru: 'Введите имя',
      },
      { payload: { phone: '+998901234567', learning_center_id: id }, field: 'name', uz: 'Ismingizni kiriting', ru: 'Введите имя' },
      {
        payload: { name: 'Aziz', phone: '+7 901 234 56 78', learning_center_id: id },
        field: 'phone',
        uz: 'Toʻgʻri telefon raqam kiriting',
        ru: 'Введите правильный номер телефона',
      },
      {
        payload: { name: 'Aziz', phone: '', learning_center_id: id },
        field: 'phone',
        uz: 'Toʻgʻri telefon raqam kiriting',
        ru: 'Введите правильный номер телефона',
      },
    ];
    for (const c of cases) {
      const uz = await send(c.payload);
      const ru = await send(c.payload, { 'accept-language': 'ru' });
      assert.equal(uz.status, 400, JSON.stringify(c.payload));
      const uzError = errorBodySchema.parse(uz.body);
      assert.equal(uzError.field, c.field);
      assert.equal(uzError.message, c.uz);
      assert.equal(errorBodySchema.parse(ru.body).message, c.ru);
    }
    for (const payload of [
      { name: 'Aziz', phone: '+998901234567' },
      { name: 'Aziz', phone: '+998901234567', learning_center_id: '1' },
      { name: 'Aziz', phone: '+998901234567', learning_center_id: id, extra: 1 },
      { name: 'A'.repeat(61), phone: '+998901234567', learning_center_id: id },
      { name: 'Aziz', phone: '+998901234567', learning_center_id: id, ticket_id: -3 },
    ]) {
      assert.equal((await send(payload)).status, 400, JSON.stringify(payload));
    }
    const missing = await send({ name: 'Aziz', phone: '+998901234567', learning_center_id: 999_999 }, { 'accept-language': 'ru' });
    assert.equal(missing.status, 404);
    assert.equal(errorBodySchema.parse(missing.body).message, 'Учебный центр не найден');
    assert.equal(await leadCount(), before);
  });
});

describe('a lead’s ticket_id (issue 29)', () => {
  /** A finished topic-test ticket of a user or of a guest token's hash. */
  async function topicTicket(owner: { user_id: number } | { guest_hash: string }): Promise<number> {
    const [test] = await ctx.database.db.select({ id: themedTest.id }).from(themedTest).limit(1);
    const now = new Date();
    const [row] = await ctx.database.db
      .insert(ticket)
      .values({ test_id: test.id, ...owner, status: 'finished', question_count: 10, expires_at: now, finished_at: now })
      .returning({ id: ticket.id });
    return row.id;
  }

  it('is only the caller’s own topic-test ticket (a guest: this browser’s); another’s is a localised 400 naming the field', async () => {
    const id = await centreId();
    const owner = await signIn(ctx.app, uniquePhone());
    const stranger = await signIn(ctx.app, uniquePhone());
    const guestToken = randomBytes(32).toString('base64url');
    const guest = { cookie: `gt=${guestToken}` };
    const otherGuest = { cookie: `gt=${randomBytes(32).toString('base64url')}` };
    const usersTicket = await topicTicket({ user_id: owner.body.data.user.id });
    const guestsTicket = await topicTicket({ guest_hash: createHash('sha256').update(guestToken).digest('hex') });
    const payload = (ticketId: number) => ({ name: 'Aziz', phone: '+998901234567', learning_center_id: id, ticket_id: ticketId });
    const before = await leadCount();

    const refused: [number, Record<string, string>][] = [
      [usersTicket, { cookie: stranger.cookie }], // another user's result
      [guestsTicket, { cookie: owner.cookie }], // a guest's result, sent by a signed-in user
      [usersTicket, guest], // a user's result, sent by a guest
      [guestsTicket, otherGuest], // another browser's guest result
      [guestsTicket, {}], // no guest cookie at all
      [2_000_000_000, { cookie: owner.cookie }], // no such ticket
    ];
    for (const [ticketId, headers] of refused) {
      const uz = await send(payload(ticketId), headers);
      assert.equal(uz.status, 400, `${ticketId} ${JSON.stringify(headers)}: ${JSON.stringify(uz.body)}`);
      const error = errorBodySchema.parse(uz.body);
      assert.equal(error.field, 'ticket_id');
      assert.equal(error.message, '«ticket_id» maydoni notoʻgʻri: bu natija sizniki emas');
    }
    const ru = errorBodySchema.parse((await send(payload(usersTicket), { cookie: stranger.cookie, 'accept-language': 'ru' })).body);
    assert.equal(ru.message, 'Поле «ticket_id» заполнено неверно: это не ваш результат');
    assert.equal(await leadCount(), before, 'a refused lead stores nothing');

    assert.equal((await send(payload(usersTicket), { cookie: owner.cookie })).status, 200);
    assert.equal((await send(payload(guestsTicket), guest)).status, 200);
    const csv = (await leadsCsv(ctx.database.db, 'ilm-nuri'))!;
    const ticketIds = csv
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',').at(-2));
    assert.deepEqual(
      ticketIds.filter(Boolean).sort(),
      [String(usersTicket), String(guestsTicket)].sort(),
      'the export holds only own results',
    );
  });
});

describe('leads export', () => {
  it('writes every lead or one centre’s as CSV, quoting commas and defusing formulas', async () => {
    const other = await centreId('mantiq');
    await send({ name: '=HYPERLINK("x"), Ali', phone: '+998935556677', learning_center_id: other });
    const csv = (await leadsCsv(ctx.database.db, 'mantiq'))!;
    const lines = csv.trimEnd().split('\n');
    assert.equal(lines[0], 'id,created_at,centre,name,phone,ticket_id,user_id');
    assert.equal(lines.length, 2);
    assert.match(lines[1], /,mantiq,"'=HYPERLINK\(""x""\), Ali",\+998935556677,,$/);
    const all = (await leadsCsv(ctx.database.db, undefined))!;
    assert.equal(all.trimEnd().split('\n').length - 1, await leadCount());
    assert.equal(await leadsCsv(ctx.database.db, 'no-such-centre'), null);
  });
});
