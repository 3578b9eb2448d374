// Private universities' programs, applications, interactions and the private-university exam over
// HTTP on a real seeded database (PGlite, or PostgreSQL with TEST_DATABASE_URL); ADR 015.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import { errorBodySchema } from '@platform/shared/contracts';
import { examOrderResponse, examResultResponse, examTicketResponse } from '@platform/shared/exams';
import {
  PROGRAM_PAGE_SIZE,
  applicationCreateResponse,
  applicationListResponse,
  programListResponse,
  programSubjectsResponse,
} from '@platform/shared/programs';
import { examQuestion, programApplication, questionOption, university, universityInteraction, universityProgram } from '../../../db/schema';
import { applicationsCsv } from '../service-programs';
import { HIGH_LIMITS, XRW, createTestApp, signIn, uniquePhone, type TestContext } from '../../../../test/helpers';

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
});
after(async () => {
  await ctx?.close();
});

async function call(
  method: 'GET' | 'POST',
  url: string,
  { payload, cookie, lang = 'uz' }: { payload?: unknown; cookie?: string; lang?: string } = {},
) {
  const res = await ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...XRW, 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() as unknown, raw: res.body };
}

const user = async () => (await signIn(ctx.app, uniquePhone())).cookie;

async function programs(query = '', cookie?: string, lang = 'uz') {
  const res = await call('GET', `/v2/university/courses${query}`, { cookie, lang });
  assert.equal(res.status, 200, res.raw);
  return programListResponse.parse(res.body);
}

describe('GET /api/v2/university/courses', () => {
  it('lists the seeded programs of every private university (5–15 each), a good share with a test, paged', async () => {
    const db = ctx.database.db;
    const perUniversity = await db
      .select({ type: university.type, n: count() })
      .from(universityProgram)
      .innerJoin(university, eq(university.id, universityProgram.university_id))
      .groupBy(university.id, university.type);
    const privates = await db.select({ n: count() }).from(university).where(eq(university.type, 'private'));
    assert.equal(perUniversity.length, privates[0].n);
    assert.ok(
      perUniversity.every((u) => u.type === 'private' && u.n >= 5 && u.n <= 15),
      JSON.stringify(perUniversity),
    );
    const total = perUniversity.reduce((n, u) => n + u.n, 0);
    const [{ tested }] = await db.select({ tested: count() }).from(universityProgram).where(eq(universityProgram.has_test, true));
    assert.ok(tested >= total / 3, `${tested} of ${total} have a test`);

    const first = await programs();
    assert.equal(first.meta.total, total);
    assert.equal(first.data.length, PROGRAM_PAGE_SIZE);
    assert.equal(first.meta.page_count, Math.ceil(total / PROGRAM_PAGE_SIZE));
    const second = await programs('?page=2');
    assert.equal(second.meta.page, 2);
    assert.ok(second.data.every((p) => !first.data.some((q) => q.id === p.id)));
    const card = first.data[0];
    assert.equal(
      card.total_question_count,
      card.subjects.reduce((n, s) => n + s.question_count, 0),
    );
    assert.ok(card.contract_price > 0 && card.requirements.length > 20 && card.application_id === null);
    const ru = await programs('', undefined, 'ru');
    assert.equal(ru.data[0].id, card.id);
    assert.notEqual(ru.data[0].requirements, card.requirements);
  });

  it('keeps only the programs whose test has the subject; the picker lists the subjects with their counts', async () => {
    const subjects = call('GET', '/v2/university/course-subjects');
    const list = programSubjectsResponse.parse((await subjects).body).data;
    assert.ok(list.length >= 3);
    const all = await ctx.database.db.select({ subjects: universityProgram.subjects }).from(universityProgram);
    for (const s of list.slice(0, 4)) {
      const expected = all.filter((p) => p.subjects.some((x) => x.subject_id === s.id)).length;
      assert.equal(s.count, expected);
      const filtered = await programs(`?subject=${s.id}`);
      assert.equal(filtered.meta.total, expected, s.name);
      assert.ok(filtered.data.every((p) => p.subjects.some((x) => x.id === s.id)));
    }
    for (const q of ['?subject=0', '?subject=x', '?page=0']) assert.equal((await call('GET', `/v2/university/courses${q}`)).status, 400, q);
  });
});

describe('POST /api/application-create', () => {
  it('refuses bad input with localised uz/ru messages (the form’s schema), signed-out callers and unknown programs', async () => {
    const cookie = await user();
    const [program] = await ctx.database.db.select({ id: universityProgram.id }).from(universityProgram).limit(1);
    const cases = [
      {
        payload: { program_id: program.id, user_name: '  ', phone: '+998901234567' },
        field: 'user_name',
        uz: 'Ismingizni kiriting',
        ru: 'Введите имя',
      },
      {
        payload: { program_id: program.id, user_name: 'Aziz', phone: '12345' },
        field: 'phone',
        uz: 'Toʻgʻri telefon raqam kiriting',
        ru: 'Введите правильный номер телефона',
      },
    ];
    for (const c of cases) {
      const uz = await call('POST', '/application-create', { payload: c.payload, cookie });
      const ru = await call('POST', '/application-create', { payload: c.payload, cookie, lang: 'ru' });
      assert.equal(uz.status, 400, uz.raw);
      assert.equal(errorBodySchema.parse(uz.body).field, c.field);
      assert.equal(errorBodySchema.parse(uz.body).message, c.uz);
      assert.equal(errorBodySchema.parse(ru.body).message, c.ru);
    }
    for (const payload of [
      { user_name: 'Aziz', phone: '+998901234567' },
      { program_id: program.id, user_name: 'Aziz', phone: '+998901234567', x: 1 },
    ]) {
      assert.equal((await call('POST', '/application-create', { payload, cookie })).status, 400);
    }
    const missing = await call('POST', '/application-create', {
      payload: { program_id: 999_999, user_name: 'Aziz', phone: '+998901234567' },
      cookie,
      lang: 'ru',
    });
    assert.equal(missing.status, 404);
    assert.equal(errorBodySchema.parse(missing.body).message, 'Направление не найдено');
    const guest = await call('POST', '/application-create', {
      payload: { program_id: program.id, user_name: 'Aziz', phone: '+998901234567' },
    });
    assert.equal(guest.status, 401);
    const [{ n }] = await ctx.database.db.select({ n: count() }).from(programApplication);
    assert.equal(n, 0);
  });

  it('stores one application under concurrent submits; the others get a localised 409; the profile lists it', async () => {
    const cookie = await user();
    const [program] = await ctx.database.db
      .select({ id: universityProgram.id })
      .from(universityProgram)
      .where(eq(universityProgram.has_test, false))
      .limit(1);
    const payload = { program_id: program.id, user_name: ' Malika  Yusupova ', phone: '90 123 45 67' };
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call('POST', '/application-create', { payload, cookie, lang: i % 2 ? 'ru' : 'uz' })),
    );
    assert.deepEqual(replies.map((r) => r.status).sort(), [200, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of replies.filter((x) => x.status === 409)) {
      assert.ok(
        ['Siz bu yoʻnalishga allaqachon ariza topshirgansiz', 'Вы уже подали заявку на это направление'].includes(
          errorBodySchema.parse(r.body).message,
        ),
      );
    }
    const id = applicationCreateResponse.parse(replies.find((r) => r.status === 200)!.body).data.id;
    const rows = await ctx.database.db.select().from(programApplication).where(eq(programApplication.program_id, program.id));
    assert.equal(rows.length, 1);
    assert.equal(rows[0].id, id);
    assert.equal(rows[0].name, 'Malika Yusupova');
    assert.equal(rows[0].phone, '+998901234567');
    const own = applicationListResponse.parse((await call('GET', '/applications', { cookie })).body).data;
    assert.deepEqual(
      own.map((a) => a.program_id),
      [program.id],
    );
    assert.equal((await call('GET', '/applications')).status, 401);
    // the card knows it now
    const [row] = await ctx.database.db
      .select({ slug: universityProgram.slug, uslug: university.slug })
      .from(universityProgram)
      .innerJoin(university, eq(university.id, universityProgram.university_id))
      .where(eq(universityProgram.id, program.id));
    const card = (await programs(`?university_slug=${row.uslug}&course_slug=${row.slug}`, cookie)).data;
    assert.equal(card.length, 1);
    assert.equal(card[0].application_id, id);
  });
});

describe('POST /api/user-interaction/store and the applications export', () => {
  it('stores site/phone/card clicks of private universities, refuses bad input, and the CSV counts them', async () => {
    const db = ctx.database.db;
    const [priv] = await db.select().from(university).where(eq(university.type, 'private')).limit(1);
    const [pub] = await db.select().from(university).where(eq(university.type, 'public')).limit(1);
    const cookie = await user();
    for (const action of ['site', 'phone', 'phone', 'card'] as const) {
      const res = await call('POST', '/user-interaction/store', {
        payload: { university_id: priv.id, action },
        cookie: action === 'card' ? cookie : undefined,
      });
      assert.equal(res.status, 200, res.raw);
    }
    const bad = await call('POST', '/user-interaction/store', { payload: { university_id: priv.id, action: 'email' }, lang: 'ru' });
    assert.equal(bad.status, 400);
    assert.equal(errorBodySchema.parse(bad.body).message, 'Неверное действие');
    for (const payload of [
      { action: 'site' },
      { university_id: 'x', action: 'site' },
      { university_id: priv.id, action: 'site', extra: 1 },
      // beyond PostgreSQL's integer (the fuzz suite's 2^53 − 1 answered 500)
      { university_id: Number.MAX_SAFE_INTEGER, action: 'site' },
      { university_id: 2_147_483_648, action: 'site' },
    ]) {
      assert.equal((await call('POST', '/user-interaction/store', { payload })).status, 400, JSON.stringify(payload));
    }
    assert.equal((await call('POST', '/user-interaction/store', { payload: { university_id: pub.id, action: 'site' } })).status, 400);
    assert.equal((await call('POST', '/user-interaction/store', { payload: { university_id: 999_999, action: 'site' } })).status, 404);
    const stored = await db.select().from(universityInteraction).where(eq(universityInteraction.university_id, priv.id));
    assert.equal(stored.length, 4);
    assert.equal(stored.filter((s) => s.user_id !== null).length, 1);

    const [program] = await db.select().from(universityProgram).where(eq(universityProgram.university_id, priv.id)).limit(1);
    const applied = await call('POST', '/application-create', {
      payload: { program_id: program.id, user_name: '=cmd, Ali', phone: '+998935556677' },
      cookie,
    });
    assert.equal(applied.status, 200, applied.raw);
    const result = (await applicationsCsv(db, priv.slug))!;
    const lines = result.csv.trimEnd().split('\n');
    assert.equal(lines[0], 'id,created_at,program,name,phone,ticket_id,user_id');
    const [{ n }] = await db
      .select({ n: count() })
      .from(programApplication)
      .innerJoin(universityProgram, eq(universityProgram.id, programApplication.program_id))
      .where(eq(universityProgram.university_id, priv.id));
    assert.equal(result.applications, n);
    // oldest first: the one just sent is the last application line
    assert.match(lines[n], /,"'=cmd, Ali",\+998935556677,,\d+$/);
    assert.deepEqual(lines.slice(-4), ['interaction,count', 'site,1', 'phone,2', 'card,1']);
    assert.equal(await applicationsCsv(db, 'no-such-university'), null);
  });
});

describe('POST /api/private-order: the private-university exam on the exam engine', () => {
  async function testedProgram() {
    const [row] = await ctx.database.db
      .select({ p: universityProgram, slug: university.slug })
      .from(universityProgram)
      .innerJoin(university, eq(university.id, universityProgram.university_id))
      .where(and(eq(universityProgram.has_test, true), isNotNull(universityProgram.passing_score)))
      .limit(1);
    return row;
  }

  it('an application’s ticket_id is only the applicant’s own exam ticket of that program (else a localised 400); the export carries it', async () => {
    const db = ctx.database.db;
    const { p, slug } = await testedProgram();
    const [other] = await db.select({ id: universityProgram.id }).from(universityProgram).where(ne(universityProgram.id, p.id)).limit(1);
    const owner = await user();
    const ordered = await call('POST', '/private-order', { payload: { course_slug: p.slug, university_slug: slug }, cookie: owner });
    const ticketId = examOrderResponse.parse(ordered.body).data.ticket_id!;
    const stranger = await user();
    const apply = (programId: number, ticket: number, cookie: string, lang = 'uz') =>
      call('POST', '/application-create', {
        payload: { program_id: programId, user_name: 'Aziz', phone: '+998901234567', ticket_id: ticket },
        cookie,
        lang,
      });
    const [{ n: before }] = await db.select({ n: count() }).from(programApplication);
    for (const [programId, ticket, cookie] of [
      [p.id, ticketId, stranger], // another user's result
      [other.id, ticketId, owner], // the owner's result, but of another program
      [p.id, 2_000_000_000, owner], // no such ticket
    ] as const) {
      const res = await apply(programId, ticket, cookie);
      assert.equal(res.status, 400, res.raw);
      assert.equal(errorBodySchema.parse(res.body).field, 'ticket_id');
      assert.equal(errorBodySchema.parse(res.body).message, '«ticket_id» maydoni notoʻgʻri: bu natija sizniki emas');
    }
    assert.equal(
      errorBodySchema.parse((await apply(p.id, ticketId, stranger, 'ru')).body).message,
      'Поле «ticket_id» заполнено неверно: это не ваш результат',
    );
    assert.equal((await db.select({ n: count() }).from(programApplication))[0].n, before, 'a refused application stores nothing');

    const applied = await apply(p.id, ticketId, owner);
    assert.equal(applied.status, 200, applied.raw);
    const [row] = await db
      .select()
      .from(programApplication)
      .where(eq(programApplication.id, applicationCreateResponse.parse(applied.body).data.id));
    assert.equal(row.ticket_id, ticketId);
    const csv = (await applicationsCsv(db, slug))!.csv;
    assert.ok(csv.includes(`,+998901234567,${ticketId},${row.user_id}\n`), csv);
  });

  it('makes a ticket from the program’s subjects with the server deadline, and the result compares with its passing score', async () => {
    const { p, slug } = await testedProgram();
    const cookie = await user();
    const t0 = Date.now();
    const ordered = await call('POST', '/private-order', { payload: { course_slug: p.slug, university_slug: slug }, cookie });
    assert.equal(ordered.status, 200, ordered.raw);
    const ticketId = examOrderResponse.parse(ordered.body).data.ticket_id!;
    // ordering again continues the same ticket
    const again = examOrderResponse.parse(
      (await call('POST', '/private-order', { payload: { course_slug: p.slug, university_slug: slug }, cookie })).body,
    );
    assert.equal(again.data.ticket_id, ticketId);
    const ticket = examTicketResponse.parse((await call('GET', '/exam/active?kind=private', { cookie })).body).data;
    assert.equal(ticket.id, ticketId);
    assert.equal(ticket.name, p.name_uz);
    assert.deepEqual(
      ticket.sections.map((s) => [s.subject_id, s.question_count, s.points]),
      p.subjects.map((s) => [s.subject_id, s.count, s.points]),
    );
    assert.ok(Math.abs(ticket.deadline - (t0 + p.minutes * 60_000)) < 30_000);
    assert.equal(
      ticket.questions.length,
      p.subjects.reduce((n, s) => n + s.count, 0),
    );

    // the first section right, the second wrong
    const key = await ctx.database.db
      .select({ id: examQuestion.id, section: examQuestion.section_id, option: questionOption.id, ok: questionOption.is_correct })
      .from(examQuestion)
      .innerJoin(questionOption, eq(questionOption.question_id, examQuestion.question_id))
      .where(eq(examQuestion.ticket_id, ticketId));
    const firstSection = ticket.sections[0].id;
    let seq = 0;
    for (const q of ticket.questions) {
      const inFirst = key.find((k) => k.id === q.id)!.section === firstSection;
      const option = key.find((k) => k.id === q.id && k.ok === inFirst)!.option;
      const res = await call('POST', '/exam/answer', { payload: { id: q.id, option_id: option, seq: ++seq }, cookie });
      assert.equal(res.status, 200, res.raw);
    }
    const finished = await call('POST', '/exam/finish', { payload: { ticket_id: ticketId }, cookie });
    assert.equal(finished.status, 200, finished.raw);
    const result = examResultResponse.parse(finished.body).data;
    const expected = p.subjects[0].count * p.subjects[0].points;
    assert.equal(result.type, 'university');
    assert.equal(result.ball, expected);
    assert.equal(
      result.max_ball,
      p.subjects.reduce((n, s) => n + s.count * s.points, 0),
    );
    assert.equal(result.university?.program_id, p.id);
    assert.equal(result.university?.passing_score, p.passing_score);
    assert.equal(result.university?.passed, expected >= p.passing_score!);
    assert.equal(result.university?.university_slug, slug);
    assert.equal(result.university?.application_id, null);
    // after applying, the result knows (its apply button goes away)
    const applied = await call('POST', '/application-create', {
      payload: { program_id: p.id, user_name: 'Aziz', phone: '+998901234567' },
      cookie,
    });
    const reread = examResultResponse.parse((await call('GET', `/exam/result?ticket_id=${ticketId}`, { cookie })).body).data;
    assert.equal(reread.university?.application_id, applicationCreateResponse.parse(applied.body).data.id);

    // nothing answered: 0, not passed
    const other = await user();
    const second = examOrderResponse.parse(
      (await call('POST', '/private-order', { payload: { course_slug: p.slug, university_slug: slug }, cookie: other })).body,
    );
    const empty = examResultResponse.parse(
      (await call('POST', '/exam/finish', { payload: { ticket_id: second.data.ticket_id }, cookie: other })).body,
    ).data;
    assert.equal(empty.ball, 0);
    assert.equal(empty.university?.passed, false);
  });

  it('refuses unknown programs, programs without a test, bad bodies, guests, and the generic order for kind private', async () => {
    const cookie = await user();
    const { p, slug } = await testedProgram();
    const [untested] = await ctx.database.db
      .select({ p: universityProgram, slug: university.slug })
      .from(universityProgram)
      .innerJoin(university, eq(university.id, universityProgram.university_id))
      .where(eq(universityProgram.has_test, false))
      .limit(1);
    const noTest = await call('POST', '/private-order', {
      payload: { course_slug: untested.p.slug, university_slug: untested.slug },
      cookie,
      lang: 'ru',
    });
    assert.equal(noTest.status, 409);
    assert.equal(errorBodySchema.parse(noTest.body).message, 'У этого направления нет вступительного теста');
    assert.equal((await call('POST', '/private-order', { payload: { course_slug: p.slug, university_slug: 'nope' }, cookie })).status, 404);
    for (const payload of [
      {},
      { course_slug: '', university_slug: slug },
      { course_slug: p.slug, university_slug: slug, x: 1 },
      { course_slug: 5, university_slug: slug },
    ]) {
      assert.equal((await call('POST', '/private-order', { payload, cookie })).status, 400, JSON.stringify(payload));
    }
    assert.equal((await call('POST', '/private-order', { payload: { course_slug: p.slug, university_slug: slug } })).status, 401);
    const generic = await call('POST', '/exam/order', { payload: { kind: 'private', language_id: 1, blok1_id: 1, blok2_id: 2 }, cookie });
    assert.equal(generic.status, 400);
  });
});
