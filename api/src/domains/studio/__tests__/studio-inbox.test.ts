// The reports inbox, partners' applications and leads, and the payment lookup (issue 35 items 4, 7,
// 8): grouped reports and their dismissal (stored, audited, out of the open inbox until a new report),
// a partner held to its own university's or centre's rows in JSON and CSV, orders with their
// providers' transactions.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asc, eq, inArray } from 'drizzle-orm';
import { applicationsResponse, leadsResponse, paymentsResponse, reportsResponse } from '@platform/shared/studio';
import {
  appUser,
  lead,
  learningCenter,
  paymentOrder,
  paymeTransaction,
  premiumPlan,
  programApplication,
  question,
  reportDismissal,
  studioAudit,
  testRating,
  ticket,
  university,
  universityProgram,
} from '../../../db/schema';
import { HIGH_LIMITS, XRW, createTestApp, registeredUser, type TestContext } from '../../../../test/helpers';
import { grantRole } from '../service-roles';
import { report, signInEveryone, type Who } from './studio-fixture';

let ctx: TestContext;
let cookies: Record<Who, string | undefined>;
let learner: { id: number; phone: string; cookie: string };

before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
  ({ cookies } = await signInEveryone(ctx));
  learner = await registeredUser(ctx.app);
});
after(async () => {
  await ctx?.close();
});

async function as(who: Who | string, method: 'GET' | 'POST', url: string, payload?: object) {
  const cookie = who in cookies ? (cookies[who as Who] ?? '') : who;
  const res = await ctx.app.inject({ method, url, headers: { ...(method === 'GET' ? {} : XRW), cookie }, payload });
  const csv = String(res.headers['content-type']).startsWith('text/csv');
  return { status: res.statusCode, body: csv ? {} : (res.json() as Record<string, unknown>), text: res.body, headers: res.headers };
}

describe('the reports inbox', () => {
  it('groups reports by question, dismisses them with a reason (audited), reopens on a new report', async () => {
    const db = ctx.database.db;
    const qs = await db.select({ id: question.id, test_id: question.test_id }).from(question).orderBy(asc(question.id)).limit(40);
    const [a, b] = [qs[10], qs[30]];
    await report(ctx, a.id, 'Javob xato', 1);
    await report(ctx, a.id, 'Rasm yoʻq', 3);
    await report(ctx, a.id, 'Yana xato', 1);
    await report(ctx, b.id, 'Matn xato', 2);
    // a low rating of a's test, from a finished ticket of the learner
    const [t] = await db
      .insert(ticket)
      .values({
        test_id: a.test_id,
        user_id: learner.id,
        status: 'finished',
        question_count: 1,
        expires_at: new Date(),
        finished_at: new Date(),
      })
      .returning();
    await db.insert(testRating).values({ ticket_id: t.id, test_id: a.test_id, user_id: learner.id, rating: 1, comment: 'Xatolar koʻp' });

    const inbox = reportsResponse.parse((await as('editor', 'GET', '/api/studio/reports?size=100')).body);
    const groupA = inbox.data.find((g) => g.question_id === a.id)!;
    assert.equal(groupA.count, 3);
    assert.deepEqual(
      groupA.kinds.map((k) => [k.error_id, k.count]),
      [
        [1, 2],
        [3, 1],
      ],
    );
    assert.equal(groupA.latest[0].message, 'Yana xato');
    assert.equal(groupA.low_ratings, 1);
    assert.deepEqual(
      groupA.low_comments.map((c) => [c.rating, c.comment]),
      [[1, 'Xatolar koʻp']],
    );
    assert.equal(inbox.data.find((g) => g.question_id === b.id)?.count, 1);
    assert.ok(inbox.data.indexOf(groupA) < inbox.data.findIndex((g) => g.question_id === b.id), 'most reports first');

    const short = await as('reviewer', 'POST', `/api/studio/reports/${a.id}/dismiss`, { reason: 'x' });
    // the contract's own message (ADR 055: the studio's rules in the api's `validation` texts), in Uzbek
    assert.deepEqual([short.status, short.body.field, short.body.message], [400, 'reason', 'Sababni yozing: kamida 3 ta belgi']);
    const dismissed = await as('reviewer', 'POST', `/api/studio/reports/${a.id}/dismiss`, { reason: 'Kalit toʻgʻri, tekshirildi' });
    assert.deepEqual(dismissed.body, { data: { question_id: a.id, dismissed: 3 } });
    const again = await as('reviewer', 'POST', `/api/studio/reports/${a.id}/dismiss`, { reason: 'Yana bir bor' });
    assert.deepEqual(again.body, { data: { question_id: a.id, dismissed: 0 } }, 'a retry dismisses nothing more');
    assert.equal((await db.select().from(reportDismissal).where(eq(reportDismissal.question_id, a.id))).length, 1, 'and stores nothing');
    const missing = await as('reviewer', 'POST', '/api/studio/reports/2147483647/dismiss', { reason: 'Yoʻq savol' });
    assert.deepEqual([missing.status, missing.body.code], [404, 'QUESTION_NOT_FOUND']);

    const open = reportsResponse.parse((await as('editor', 'GET', '/api/studio/reports?size=100')).body);
    assert.equal(
      open.data.some((g) => g.question_id === a.id),
      false,
      'dismissed reports leave the open inbox',
    );
    assert.equal(open.meta.total, inbox.meta.total - 1);
    const closed = reportsResponse.parse((await as('editor', 'GET', '/api/studio/reports?status=dismissed')).body);
    const closedA = closed.data.find((g) => g.question_id === a.id)!;
    assert.equal(closedA.count, 3);
    assert.equal(closedA.dismissed?.reason, 'Kalit toʻgʻri, tekshirildi');

    const [stored] = await db.select().from(reportDismissal).where(eq(reportDismissal.question_id, a.id));
    assert.equal(stored.reason, 'Kalit toʻgʻri, tekshirildi');
    const [row] = await db
      .select()
      .from(studioAudit)
      .where(eq(studioAudit.entity_id, String(a.id)));
    assert.equal(row.action, 'reports.dismiss');
    assert.equal(row.actor_id, stored.actor_id);
    assert.equal((row.before as { open_reports: number[] }).open_reports.length, 3);
    assert.deepEqual((row.after as { reason: string }).reason, 'Kalit toʻgʻri, tekshirildi');

    await report(ctx, a.id, 'Baribir xato', 2);
    const reopened = reportsResponse.parse((await as('admin', 'GET', '/api/studio/reports?size=100')).body);
    assert.equal(reopened.data.find((g) => g.question_id === a.id)?.count, 1, 'a later report opens the question again');
  });
});

describe('partners: applications and leads', () => {
  let other: number;
  before(async () => {
    const db = ctx.database.db;
    const programs = await db
      .select({ id: universityProgram.id, university_id: universityProgram.university_id, slug: university.slug })
      .from(universityProgram)
      .innerJoin(university, eq(university.id, universityProgram.university_id))
      .orderBy(asc(universityProgram.id));
    const own = programs.find((p) => p.slug === 'wiut')!;
    const another = programs.find((p) => p.slug !== 'wiut')!;
    other = another.university_id;
    await db.insert(programApplication).values([
      { user_id: learner.id, program_id: own.id, name: 'Ali', phone: learner.phone },
      { user_id: learner.id, program_id: another.id, name: '=Vali', phone: learner.phone },
    ]);
    const centres = await db
      .select({ id: learningCenter.id, slug: learningCenter.slug })
      .from(learningCenter)
      .where(inArray(learningCenter.slug, ['ilm-nuri', 'mantiq']));
    await db.insert(lead).values(centres.map((c) => ({ learning_center_id: c.id, name: `Lead ${c.slug}`, phone: learner.phone })));
  });

  it('a university partner sees only its own applications, in JSON and CSV; another university is 403', async () => {
    const own = applicationsResponse.parse((await as('partner', 'GET', '/api/studio/applications')).body);
    assert.ok(own.data.length >= 1);
    assert.deepEqual([...new Set(own.data.map((r) => r.university_slug))], ['wiut']);
    const download = await as('partner', 'GET', '/api/studio/applications?format=csv');
    assert.equal(download.headers['content-type'], 'text/csv; charset=utf-8');
    assert.match(String(download.headers['content-disposition']), /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = download.text;
    assert.match(csv, /^id,created_at,program,name,phone,ticket_id,user_id\n/);
    assert.ok(csv.includes(',Ali,') && !csv.includes('Vali'), csv);
    const elsewhere = await as('partner', 'GET', `/api/studio/applications?university=${await slugOf(other)}`);
    assert.deepEqual([elsewhere.status, elsewhere.body.code], [403, 'STUDIO_FORBIDDEN']);
    const all = applicationsResponse.parse((await as('ops', 'GET', '/api/studio/applications?size=100')).body);
    assert.ok(all.data.some((r) => r.university_slug !== 'wiut'));
    const adminCsv = (await as('admin', 'GET', '/api/studio/applications?format=csv')).text;
    assert.ok(adminCsv.includes(`"'=Vali"`) || adminCsv.includes(`'=Vali`), 'a formula is defused in the CSV');
  });

  it('a centre partner sees only its own leads; from/to filter by Tashkent day; bad input is 400', async () => {
    const person = await registeredUser(ctx.app);
    await grantRole(ctx.database.db, { via: 'cli', userId: null }, { phone: person.phone, role: 'partner', scope: 'centre:mantiq' });
    const own = leadsResponse.parse((await as(person.cookie, 'GET', '/api/studio/leads?size=100')).body);
    assert.ok(own.data.length >= 1);
    assert.deepEqual([...new Set(own.data.map((r) => r.centre_slug))], ['mantiq']);
    const csv = (await as(person.cookie, 'GET', '/api/studio/leads?format=csv')).text;
    assert.ok(csv.includes('Lead mantiq') && !csv.includes('Lead ilm-nuri'), csv);
    const refused = await as(person.cookie, 'GET', '/api/studio/applications');
    assert.equal(refused.status, 403, 'a centre partner has no university rows');
    const every = leadsResponse.parse((await as('admin', 'GET', '/api/studio/leads?size=100')).body);
    assert.ok(every.data.some((r) => r.centre_slug === 'ilm-nuri'));
    const past = leadsResponse.parse((await as('admin', 'GET', '/api/studio/leads?to=2020-01-01')).body);
    assert.equal(past.meta.total, 0);
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['from=2026-05-02&to=2026-05-01', 'to'],
      ['format=xml', 'format'],
      ['centre=no-such-centre', 'centre'],
    ]) {
      const res = await as('admin', 'GET', `/api/studio/leads?${query}`);
      assert.ok([400, 404].includes(res.status), `${query}: ${res.status}`);
      assert.equal((res.body as { field?: string }).field, field, query);
    }
  });
});

async function slugOf(id: number): Promise<string> {
  const [row] = await ctx.database.db.select({ slug: university.slug }).from(university).where(eq(university.id, id));
  return row.slug;
}

describe('GET /api/studio/payments', () => {
  it('finds orders by phone or id with their provider transactions; neither is 400', async () => {
    const db = ctx.database.db;
    const [plan] = await db.select().from(premiumPlan).limit(1);
    const [order] = await db
      .insert(paymentOrder)
      .values({
        user_id: learner.id,
        phone: learner.phone,
        plan_id: plan.id,
        month_count: plan.month_count,
        amount: 1_000_000,
        provider: 'payme',
        platform: 'web',
      })
      .returning();
    await db.insert(paymeTransaction).values({
      payme_id: 'studio-tx-1',
      order_id: order.id,
      amount: 1_000_000,
      payme_time: Date.now(),
      create_time: Date.now(),
      state: 1,
    });
    const byPhone = paymentsResponse.parse(
      (await as('ops', 'GET', `/api/studio/payments?phone=${encodeURIComponent(learner.phone)}`)).body,
    ).data;
    assert.deepEqual(
      byPhone.map((o) => [o.id, o.phone, o.state]),
      [[order.id, learner.phone, 'pending']],
    );
    assert.deepEqual(
      byPhone[0].transactions.map((t) => [t.provider, t.id, t.state]),
      [['payme', 'studio-tx-1', 'created']],
    );
    const byId = paymentsResponse.parse((await as('admin', 'GET', `/api/studio/payments?order=${order.id}`)).body).data;
    assert.equal(byId[0].id, order.id);
    const neither = await as('ops', 'GET', '/api/studio/payments');
    assert.deepEqual([neither.status, neither.body.code, neither.body.field], [400, 'VALIDATION_ERROR', 'phone']);
    const [user] = await db.select({ phone: appUser.phone }).from(appUser).where(eq(appUser.id, learner.id));
    assert.equal(user.phone, learner.phone);
  });
});
