// One's own data (issue 29 finding 9, ADR 033): GET /profile/export holds the user's rows of every
// table and nobody else's; POST /profile/delete needs a fresh deletion code (wrong, expired or a
// sign-in code: 400, nothing deleted); afterwards no row of any table names the person, the olympiad
// ranking still computes (the row kept, anonymised), settled orders stay without the buyer, and the
// phone signs up again as a new user.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { errorBodySchema } from '@platform/shared/contracts';
import { accountDeleteResponse, accountDeleteSmsResponse, accountExportSchema, type AccountExport } from '@platform/shared/accounts';
import { rankingResponse } from '@platform/shared/olympiads';
import { createMemoryStore } from '../../../lib/limiter';
import { rowsOf } from '../../../db/sql';
import { appUser, otpChallenge, paymentOrder, premiumPlan, telegramPending } from '../../../db/schema';
import { createOlympiad } from '../../olympiads/service-create';
import { finishParticipation } from '../../olympiads/service-attempt';
import { EXPORTED, NOT_EXPORTED } from '../service-account-data';
import { HIGH_LIMITS, XRW, createTestApp, lastCode, signIn, uniquePhone, type TestContext } from '../../../../test/helpers';
import { insertTicket, insertTopicFixture, type TopicFixture } from '../../../../test/tests-fixture';

let ctx: TestContext;
/**
 * The limiter's clock runs this far ahead: a test moves it past the phone's resend wait (59 s for its first
 * two codes of the hour, then growing to at most 30 minutes: ADR 031).
 */
let clockShift = 0;
const passCooldown = () => (clockShift += 31 * 60_000);

interface Person {
  id: number;
  phone: string;
  cookie: string;
  first: string;
  last: string;
}
let topic: TopicFixture;
let olympiadId = 0;
const people: { a: Person; b: Person } = {} as never;
/** Things of A's looked for in the export and, after deletion, in every table. */
const A_EMAIL = 'zulfiya.deletova@example.uz';
const A_CHAT = 7_123_456_789;

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
async function ok(res: { statusCode: number; body: string }, what: string) {
  assert.equal(res.statusCode, 200, `${what}: ${res.body}`);
}

async function register(first: string, last: string): Promise<Person> {
  const phone = uniquePhone();
  const { cookie, body } = await signIn(ctx.app, phone);
  const res = await post(
    '/api/v2/profile/create',
    { full_name: first, last_name: last, birthday: '2006-03-04', type: 'STUDENT', subject_ids: [1], gender: 'ayol', address_id: 1 },
    cookie,
  );
  await ok(res, 'profile/create');
  return { id: body.data.user.id, phone, cookie, first, last };
}

/** A finished topic ticket (answered through the api's fixture), its certificate, rating and an error report. */
async function topicData(p: Person, test: TopicFixture['uz'][number]) {
  const db = ctx.database.db;
  const t = await insertTicket(db, test, { userId: p.id }, { finished: true, answered: test.questions.length });
  await db.execute(sql`insert into xp_event (user_id, amount, source, ref_id, ticket_id) values (${p.id}, 25, 'topic', ${t.id}, ${t.id})`);
  await ok(await post(`/api/certification?ticket_id=${t.id}`, undefined, p.cookie), 'certification');
  await ok(await post('/api/test-rating/create', { rating: 5, comment: `Yaxshi test ${p.first}`, ticket_id: t.id }, p.cookie), 'rating');
  await ok(
    await post(
      '/api/test-error/create',
      { error_id: topic.errorTypes[0], message: 'Savolda xato bor', question_id: test.questions[0].id },
      p.cookie,
    ),
    'error report',
  );
  await ok(await post('/api/subject', { id: test.id, status: true }, p.cookie), 'save test');
  return t.id;
}

/** A block exam ordered, answered once and finished. */
async function examData(p: Person) {
  const subject = ((await get('/api/subjectname')).json() as { data: { id: number }[] }).data[0].id;
  await ok(await post('/api/exam/order', { kind: 'block', language_id: 1, blok1_id: subject }, p.cookie), 'exam order');
  const active = (await get('/api/exam/active?kind=block', p.cookie)).json() as {
    data: { id: number; questions: { id: number; options: { id: number }[] }[] };
  };
  const q = active.data.questions[0];
  await ok(await post('/api/exam/answer', { id: q.id, option_id: q.options[0].id, seq: 1 }, p.cookie), 'exam answer');
  await ok(await post('/api/exam/finish', { ticket_id: active.data.id }, p.cookie), 'exam finish');
}

/** The olympiad's attempt of the person, finished at once (both people take part: a ranking of two). */
async function olympiadData(p: Person) {
  const res = await post('/api/olympic/olympic-order', { olympic_id: olympiadId }, p.cookie);
  await ok(res, 'olympic-order');
  await finishParticipation(ctx.database.db, p.id, (res.json() as { data: { ticket_id: number } }).data.ticket_id, new Date());
}

/** A paid order (the accounting record) and a pending one, the exit feedback. */
async function paymentData(p: Person) {
  const db = ctx.database.db;
  const [plan, other] = await db.select().from(premiumPlan).limit(2);
  await db.insert(paymentOrder).values({
    user_id: p.id,
    plan_id: plan.id,
    month_count: plan.month_count,
    amount: plan.price * 100,
    provider: 'payme',
    phone: p.phone,
    platform: 'web',
    state: 'paid',
    paid_at: new Date(),
    granted_ms: plan.month_count * 30 * 86_400_000,
  });
  // another plan: for the paid one's the answer is "already bought"
  const bought = await post('/api/buy-premium?type=click', { month_count: other.month_count, phone: p.phone.slice(4) }, p.cookie);
  await ok(bought, 'buy-premium');
  assert.equal(typeof (bought.json() as { data: unknown }).data, 'string', 'a checkout URL (a new pending order)');
  await ok(await post('/api/payment-feedback-reason/create', { payment_feedback_reasons_id: 1 }, p.cookie), 'feedback');
}

/** An application, a university click and a learning-centre lead (the lead sent with the phone). */
async function universityData(p: Person) {
  const [program] = await rowsOf<{ id: number; university_id: number }>(
    ctx.database.db,
    sql`select id, university_id from university_program order by id limit 1`,
  );
  await ok(await post('/api/application-create', { program_id: program.id, user_name: p.first, phone: p.phone }, p.cookie), 'application');
  await ok(await post('/api/user-interaction/store', { university_id: program.university_id, action: 'site' }, p.cookie), 'click');
  await ok(await post('/api/lead/send', { name: p.first, phone: p.phone, learning_center_id: 1 }, p.cookie), 'lead');
  // the same phone typed into a lead while signed out: it names the person too
  await ok(await post('/api/lead/send', { name: p.first, phone: p.phone, learning_center_id: 1 }), 'guest lead');
}

async function exportOf(p: Person): Promise<AccountExport> {
  const res = await get('/api/profile/export', p.cookie);
  await ok(res, 'export');
  return accountExportSchema.parse(res.json());
}

/** How many rows each exported table holds of A (what "nothing deleted" compares). */
async function footprint(p: Person): Promise<Record<string, number>> {
  const file = await exportOf(p);
  return Object.fromEntries(Object.entries(file.tables).map(([k, rows]) => [k, rows.length]));
}

before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS, limiter: createMemoryStore(() => Date.now() + clockShift) } });
  topic = await insertTopicFixture(ctx.database.db, { lessons: 2, questions: 3 });
  const now = Date.now();
  olympiadId = (
    await createOlympiad(ctx.database.db, {
      version: 1,
      kind: 'olympiad',
      slug: `account-data-${process.pid}`,
      name_uz: 'Hisob',
      name_ru: 'Аккаунт',
      title_uz: '',
      title_ru: '',
      type: 'fixed_subject',
      language_id: 1,
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + 3_600_000).toISOString(),
      required: [],
      courses: [{ name_uz: 'Fan', name_ru: 'Предмет', minutes: 30, subjects: [{ subject: 'matematika', count: 2 }] }],
    })
  ).id;
  people.a = await register('Zulfiyaxon', 'Deletova');
  people.b = await register('Bahodirjon', 'Qoluvchiyev');
  const { a, b } = people;
  await ctx.database.db.update(appUser).set({ email: A_EMAIL, telegram_chat_id: A_CHAT }).where(eq(appUser.id, a.id));
  await ctx.database.db.insert(telegramPending).values({ chat_id: A_CHAT, phone: a.phone });
  for (const p of [a, b]) {
    await topicData(p, p === a ? topic.uz[0] : topic.uz[1]);
    await examData(p);
    await olympiadData(p);
    await paymentData(p);
    await universityData(p);
  }
  const course = ((await get('/api/teacher-course/course?slug=kasrlar-va-foizlar')).json() as { data: { id: number } }).data.id;
  await ok(await post('/api/teacher-course/save-course', { teacher_course_id: course, action: 'add' }, a.cookie), 'save course');
  await ok(await post('/api/profile/follow', { id: b.id }, a.cookie), 'a follows b');
  await ok(await post('/api/profile/follow', { id: a.id }, b.cookie), 'b follows a');
});
after(async () => {
  await ctx?.close();
});

describe('GET /api/profile/export', () => {
  it('is for signed-in users only', async () => {
    const res = await get('/api/profile/export');
    assert.equal(res.statusCode, 401);
    assert.equal(errorOf(res).code, 'UNAUTHORIZED');
  });

  it('is a JSON file of the user’s rows of every table that refers to a user, and no one else’s', async () => {
    const { a, b } = people;
    const res = await get('/api/profile/export', a.cookie);
    await ok(res, 'export');
    assert.match(String(res.headers['content-disposition']), /^attachment; filename="imtihon-\d+-\d{4}-\d{2}-\d{2}\.json"$/);
    assert.equal(res.headers['cache-control'], 'no-store');
    const file = accountExportSchema.parse(res.json());
    assert.equal(file.user_id, a.id);
    assert.deepEqual(Object.keys(file.tables), Object.keys(EXPORTED));
    // every kind of data A made is there
    const empty = Object.entries(file.tables)
      .filter(([, rows]) => rows.length === 0)
      .map(([k]) => k);
    assert.deepEqual(empty, [
      'autotest_attempt',
      'autotest_answer',
      'autotest_saved',
      'payme_transaction',
      'click_transaction',
      // A's finished ticket queued its mistakes as review cards (ADR 044), none of them reviewed yet
      'review_log',
      // A is a learner, not studio staff (ADR 052)
      'staff_role',
      'studio_audit',
      'report_dismissal',
      'question_draft',
      'content_import_job',
    ]);
    const [user] = file.tables.app_user;
    assert.deepEqual(
      // a bigint chat id reaches JSON as a number or a string depending on the driver: compared as its digits
      [user.phone, user.first_name, user.last_name, user.email, String(user.telegram_chat_id)],
      [a.phone, a.first, a.last, A_EMAIL, String(A_CHAT)],
    );
    assert.equal(file.tables.user_session.length, 1);
    assert.equal('token_hash' in file.tables.user_session[0], false, 'no session token hash');
    assert.equal(file.tables.lead.length, 2, 'the lead sent signed in and the one sent with the phone signed out');
    assert.deepEqual(file.tables.payment_order.map((o) => o.state).sort(), ['paid', 'pending']);
    assert.equal(file.tables.certificate[0].full_name, `${a.first} ${a.last}`);
    assert.deepEqual(
      file.tables.follow.map((f) => [f.follower_id, f.followee_id]),
      [[a.id, b.id]],
    );
    // nothing of B's: not the phone, the name, nor a row with B's user id
    const text = JSON.stringify(file);
    for (const mark of [b.phone, b.phone.slice(4), b.first, b.last]) assert.equal(text.includes(mark), false, `B's ${mark} in A's export`);
    for (const [table, rows] of Object.entries(file.tables)) {
      for (const row of rows) {
        if ('user_id' in row && row.user_id !== null) assert.equal(row.user_id, a.id, `${table}: a row of user ${String(row.user_id)}`);
      }
    }
    assert.ok(Object.keys(file.not_included).length > 0);
  });

  it('covers every table of the database that refers to a user (a foreign key to app_user, or a phone)', async () => {
    const refs = await rowsOf<{ table_name: string; column_name: string }>(
      ctx.database.db,
      sql`select distinct kcu.table_name, kcu.column_name
          from information_schema.table_constraints tc
          join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
          join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
          where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.table_name = 'app_user'
          union
          select table_name, column_name from information_schema.columns
          where table_schema = 'public' and column_name in ('phone', 'user_id', 'chat_id', 'telegram_chat_id')`,
    );
    // a university's and a learning centre's phones are theirs, not a person's
    const institutions = new Set(['university', 'learning_center']);
    const covered = (table: string, column: string) =>
      table in EXPORTED || `${table} (${column})` in NOT_EXPORTED || table in NOT_EXPORTED || institutions.has(table);
    const missing = refs.filter((r) => !covered(r.table_name, r.column_name)).map((r) => `${r.table_name}.${r.column_name}`);
    assert.deepEqual(missing, [], 'tables that refer to a user but are neither exported nor listed as not exported');
    assert.ok(refs.length >= 25, `found ${refs.length} references`);
  });
});

describe('POST /api/profile/delete-sms and /api/profile/delete', () => {
  it('are for signed-in users only', async () => {
    for (const [url, body] of [
      ['/api/profile/delete-sms', undefined],
      ['/api/profile/delete', { code: '12345' }],
    ] as const) {
      const res = await post(url, body);
      assert.equal(res.statusCode, 401, url);
    }
  });

  it('sends a deletion code to the account’s own phone, under the sign-in code limits', async () => {
    const { a } = people;
    passCooldown();
    const res = await post('/api/profile/delete-sms', undefined, a.cookie, { 'accept-language': 'ru' });
    await ok(res, 'delete-sms');
    const body = accountDeleteSmsResponse.parse(res.json());
    assert.equal(body.message, 'Код для удаления аккаунта отправлен на ваш телефон');
    assert.equal(body.data.phone, `+998 ${a.phone.slice(4, 6)} *** ** ${a.phone.slice(11)}`);
    const outbox = (await get(`/api/__dev/outbox?phone=${encodeURIComponent(a.phone)}`)).json() as { data: { text: string }[] };
    assert.match(outbox.data[0].text, /^Imtihon: код для удаления аккаунта: \d{5}\./);
    // the 59 s resend cool-down is the sign-in code's: shared by both purposes
    const again = await post('/api/profile/delete-sms', undefined, a.cookie);
    assert.equal(again.statusCode, 429);
    assert.equal(errorOf(again).code, 'OTP_RESEND_TOO_EARLY');
    const signInAgain = await post('/api/auth/send-sms', { phone: a.phone });
    assert.equal(signInAgain.statusCode, 429);
  });

  it('refuses a missing, wrong or expired code and a sign-in code with a localised 400, deleting nothing', async () => {
    const { a } = people;
    const before = await footprint(a);

    const missing = await post('/api/profile/delete', {}, a.cookie);
    assert.equal(missing.statusCode, 400);
    assert.equal(errorOf(missing).message, 'Kod kiriting');

    const code = (await lastCode(ctx.app, a.phone))!;
    const wrongCode = code === '00000' ? '11111' : '00000';
    const wrong = await post('/api/profile/delete', { code: wrongCode }, a.cookie);
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual([errorOf(wrong).code, errorOf(wrong).message], ['OTP_WRONG', 'Kod notoʻgʻri. Yana 4 ta urinish qoldi']);
    const wrongRu = await post('/api/profile/delete', { code: wrongCode }, a.cookie, { 'accept-language': 'ru' });
    assert.equal(wrongRu.statusCode, 400);
    assert.match(errorOf(wrongRu).message, /^Неверный код/);

    // the right code, after its 3 minutes: expired
    await ctx.database.db
      .update(otpChallenge)
      .set({ code_expires_at: new Date(Date.now() - 1000) })
      .where(eq(otpChallenge.phone, a.phone));
    const expired = await post('/api/profile/delete', { code }, a.cookie);
    assert.equal(expired.statusCode, 400);
    assert.deepEqual([errorOf(expired).code, errorOf(expired).message], ['OTP_EXPIRED', 'Kodning muddati tugagan. Yangi kod soʻrang']);
    // those three count against the challenge as wrong sign-in codes do (five lock it): start a fresh window
    await ctx.database.db.delete(otpChallenge).where(eq(otpChallenge.phone, a.phone));

    // a sign-in code of the same phone confirms nothing (and a deletion code signs nobody in)
    passCooldown();
    await ok(await post('/api/auth/send-sms', { phone: a.phone }), 'send-sms');
    const signInCode = (await lastCode(ctx.app, a.phone))!;
    const bySignIn = await post('/api/profile/delete', { code: signInCode }, a.cookie);
    assert.equal(bySignIn.statusCode, 400);
    assert.equal(errorOf(bySignIn).code, 'OTP_WRONG');
    passCooldown();
    await ok(await post('/api/profile/delete-sms', undefined, a.cookie), 'delete-sms');
    const deleteCode = (await lastCode(ctx.app, a.phone))!;
    const signInByDelete = await post('/api/auth/verify-sms', { phone: a.phone, code: deleteCode });
    assert.equal(signInByDelete.statusCode, 400);

    assert.deepEqual(await footprint(a), before, 'nothing deleted');
    await ctx.database.db.delete(otpChallenge).where(eq(otpChallenge.phone, a.phone));
  });

  it('deletes the account with the fresh code: the session ends, no row of any table names the person', async () => {
    const { a, b } = people;
    passCooldown();
    await ok(await post('/api/profile/delete-sms', undefined, a.cookie), 'delete-sms');
    const code = (await lastCode(ctx.app, a.phone))!;
    const res = await post('/api/profile/delete', { code }, a.cookie);
    await ok(res, 'delete');
    assert.equal(accountDeleteResponse.parse(res.json()).message, 'Hisobingiz va unga tegishli maʼlumotlar oʻchirildi');
    assert.ok(
      res.cookies.some((c) => c.name === 'sid' && c.value === ''),
      'the session cookie is cleared',
    );
    // the old cookie signs nobody in any more
    assert.equal(((await get('/api/auth/me', a.cookie)).json() as { data: unknown }).data, null);
    assert.equal((await get('/api/profile/view', a.cookie)).statusCode, 401);
    assert.equal((await get('/api/profile/export', a.cookie)).statusCode, 401);

    // every column of every table: A's id where a column holds a user's id, A's phone, names, e-mail and Telegram chat anywhere
    const columns = await rowsOf<{ table_name: string; column_name: string; data_type: string }>(
      ctx.database.db,
      sql`select c.table_name, c.column_name, c.data_type from information_schema.columns c
          join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
          where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
    );
    const userIdColumns = new Set(
      (
        await rowsOf<{ table_name: string; column_name: string }>(
          ctx.database.db,
          sql`select kcu.table_name, kcu.column_name
              from information_schema.table_constraints tc
              join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
              join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
              where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.table_name = 'app_user'`,
        )
      ).map((r) => `${r.table_name}.${r.column_name}`),
    );
    const found: string[] = [];
    let scanned = 0;
    for (const { table_name: table, column_name: column, data_type: type } of columns) {
      const c = sql`${sql.identifier(table)}.${sql.identifier(column)}`;
      const key = `${table}.${column}`;
      const checks: [string, ReturnType<typeof sql>][] = [];
      if (userIdColumns.has(key) || column === 'user_id' || (table === 'app_user' && column === 'id'))
        checks.push(['user id', sql`${c} = ${a.id}`]);
      if (['character varying', 'text', 'jsonb', 'json', 'ARRAY', 'character'].includes(type)) {
        for (const [what, mark] of [
          ['phone', a.phone.slice(4)],
          ['first name', a.first],
          ['last name', a.last],
          ['email', A_EMAIL],
        ] as const) {
          checks.push([what, sql`${c}::text like ${`%${mark}%`}`]);
        }
      }
      if (type === 'bigint') checks.push(['telegram chat', sql`${c} = ${A_CHAT}`]);
      for (const [what, where] of checks) {
        scanned += 1;
        const [row] = await rowsOf<{ n: number | string }>(
          ctx.database.db,
          sql`select count(*) as n from ${sql.identifier(table)} where ${where}`,
        );
        if (Number(row.n) > 0) found.push(`${key}: ${Number(row.n)} row(s) with A's ${what}`);
      }
    }
    assert.deepEqual(found, [], 'rows that still name the deleted person');
    assert.ok(scanned > 300, `scanned ${scanned} column checks`);

    // B is untouched: the account, the data, the own olympiad row
    const bFile = await exportOf(b);
    assert.equal(bFile.tables.app_user[0].phone, b.phone);
    assert.equal(bFile.tables.olympiad_participation.length, 1);
    assert.equal(bFile.tables.follow.length, 0, 'B followed A: that edge went with A');
  });

  it('keeps the olympiad ranking: A’s finished row stays with its score and no person', async () => {
    const { b } = people;
    const res = await get(`/api/olympic/olympic-stats?olympic_id=${olympiadId}&page=1`, b.cookie);
    await ok(res, 'olympic-stats');
    const ranking = rankingResponse.parse(res.json()).data;
    assert.equal(ranking.total, 2);
    assert.equal(ranking.rows.length, 2);
    const anonymous = ranking.rows.find((r) => r.type !== 'self')!;
    assert.deepEqual([anonymous.profile_name, anonymous.phone], ['Oʻchirilgan hisob', '']);
    assert.equal(typeof anonymous.total_score, 'number');
    assert.equal(ranking.self?.position, ranking.rows.find((r) => r.type === 'self')?.position);
    const ru = rankingResponse.parse(
      (await get(`/api/olympic/olympic-stats?olympic_id=${olympiadId}&page=1`, b.cookie, { 'accept-language': 'ru' })).json(),
    );
    assert.equal(ru.data.rows.find((r) => r.type !== 'self')?.profile_name, 'Удалённый аккаунт');
  });

  it('keeps the paid order without the buyer (accounting) and drops the pending one', async () => {
    const { b } = people;
    const orders = await ctx.database.db.select().from(paymentOrder);
    const anonymous = orders.filter((o) => o.user_id === null);
    assert.deepEqual(
      anonymous.map((o) => [o.state, o.phone]),
      [['paid', null]],
    );
    assert.equal(orders.filter((o) => o.user_id === b.id).length, 2, "B's orders untouched");
  });

  it('lets the phone sign up again as a new user', async () => {
    const { a } = people;
    passCooldown();
    const again = await signIn(ctx.app, a.phone);
    assert.notEqual(again.body.data.user.id, a.id);
    assert.equal(again.body.data.profile_type, null, 'a new, unregistered account');
  });
});
