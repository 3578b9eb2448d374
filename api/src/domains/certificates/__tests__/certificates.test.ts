// Certificates of finished topic-test tickets (SPEC §2 results page and /check/{ticketId}, §5, §6,
// §7 POST /certification?ticket_id → download_url): who may issue one, the PDF (headers, text in uz
// and ru, metadata, the QR code of the check address) and the public verification call.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { extractText, getDocumentProxy } from 'unpdf';
import * as z from 'zod/mini';
import { errorBodySchema } from '@platform/shared/contracts';
import { certificateCheckResponse, certificationResponse } from '@platform/shared/certificates';
import { appUser, certificate, question, subject, themedTest, ticket, ticketQuestion } from '../../../db/schema';
import { formatDay as formatTashkentDate } from '@platform/shared/dates';
import { QR_RUN_HEIGHT, certificateCheckUrl, percentOf, qrRuns, scoreText, type QrRun } from '../service-pdf';
import { HIGH_LIMITS, XRW, createTestApp, registeredUser, signIn, uniquePhone, type TestContext } from '../../../../test/helpers';

const PUBLIC_URL = 'https://imtihon.example.uz';
const RU = { 'accept-language': 'ru-RU,ru;q=0.9' };

let ctx: TestContext;
interface User {
  cookie: string;
  id: number;
  phone: string;
}
const users: Record<'uz' | 'ru' | 'other' | 'noname', User> = {} as never;
const tests = { uz: 0, ru: 0 };
const subjectNames = { uz: '', ru: '' };
const LESSON = { uz: 'Kasrlar ustida amallar', ru: 'Действия с дробями' };

const errorOf = (res: { json: () => unknown }) => errorBodySchema.parse(res.json());

function post(url: string, cookie?: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url, headers: { ...XRW, ...(cookie ? { cookie } : {}), ...headers } });
}
function get(url: string, cookie?: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });
}

async function rename(id: number, first_name: string, last_name: string) {
  await ctx.database.db.update(appUser).set({ first_name, last_name }).where(eq(appUser.id, id));
}

/** A ticket of `userId` on the uz (or ru) version of the lesson, with its questions answered. */
async function makeTicket(
  userId: number,
  { status = 'finished', correct = 4, total = 5, finishedAt = new Date('2025-03-14T19:30:00Z'), lang = 'uz' as 'uz' | 'ru' } = {},
): Promise<number> {
  const { db } = ctx.database;
  const testId = tests[lang];
  const finished = status === 'finished';
  // one active ticket per learner and test (a unique index): an earlier one makes way
  if (!finished) await db.delete(ticket).where(and(eq(ticket.user_id, userId), eq(ticket.test_id, testId), eq(ticket.status, 'active')));
  const [row] = await db
    .insert(ticket)
    .values({
      test_id: testId,
      user_id: userId,
      status: status as 'active' | 'finished',
      question_count: total,
      correct_count: correct,
      answered_count: finished ? total : 2,
      started_at: new Date(finishedAt.getTime() - 20 * 60_000),
      expires_at: new Date(finishedAt.getTime() + 160 * 60_000),
      finished_at: finished ? finishedAt : null,
    })
    .returning({ id: ticket.id });
  const questions = await db.select({ id: question.id }).from(question).where(eq(question.test_id, testId)).orderBy(asc(question.position));
  await db.insert(ticketQuestion).values(
    questions.slice(0, total).map((q, i) => ({
      ticket_id: row.id,
      question_id: q.id,
      position: i,
      is_correct: finished ? i < correct : null,
      answered_at: finished ? finishedAt : null,
    })),
  );
  return row.id;
}

async function certificateRows(ticketId: number) {
  return ctx.database.db.select().from(certificate).where(eq(certificate.ticket_id, ticketId));
}

/** The public id of a ticket's certificate: its verification address `/check/{publicId}`. */
async function publicIdOf(ticketId: number): Promise<string> {
  const [row] = await certificateRows(ticketId);
  assert.ok(row, `certificate of ticket ${ticketId}`);
  return row.public_id;
}

async function issue(ticketId: number, user: User, headers: Record<string, string> = {}) {
  const res = await post(`/api/certification?ticket_id=${ticketId}`, user.cookie, headers);
  assert.equal(res.statusCode, 200, res.body);
  return certificationResponse.parse(res.json()).download_url;
}

before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS, publicUrl: `${PUBLIC_URL}/` } });
  const { db } = ctx.database;
  const [first] = await db.select().from(subject).orderBy(asc(subject.id)).limit(1);
  subjectNames.uz = first.name_uz;
  subjectNames.ru = first.name_ru;
  for (const [lang, languageId] of [
    ['uz', 1],
    ['ru', 2],
  ] as const) {
    const [test] = await db
      .insert(themedTest)
      .values({ subject_id: first.id, lesson_key: 'cert-fractions', language_id: languageId, slug: `kasrlar-${lang}`, name: LESSON[lang] })
      .returning({ id: themedTest.id });
    tests[lang] = test.id;
    await db
      .insert(question)
      .values(Array.from({ length: 5 }, (_, i) => ({ test_id: test.id, key: `q${i + 1}`, position: i, text: `${i + 1}/2 + 1/2 = ?` })));
  }
  users.uz = await registeredUser(ctx.app);
  await rename(users.uz.id, 'Gʻayrat', "Oʻrinboyev O'g'li");
  users.ru = await registeredUser(ctx.app);
  await rename(users.ru.id, 'Алишер', 'Навоий');
  users.other = await registeredUser(ctx.app);
  // signed in, profile never completed: no first or last name
  const phone = uniquePhone();
  const signedIn = await signIn(ctx.app, phone);
  users.noname = { cookie: signedIn.cookie, id: signedIn.body.data.user.id, phone };
});
after(async () => {
  await ctx?.close();
});

// ── helpers of the PDF service ─────────────────────────────────────────────────────────────────

/** Dark runs of the SVG that the qrcode package itself renders (`M x y`, `m dx 0`, `h len`). */
function runsOfQrcodeSvg(svg: string): QrRun[] {
  const d = /<path stroke="[^"]*" d="([^"]+)"/.exec(svg)?.[1];
  assert.ok(d, 'the qrcode SVG has a path of dark modules');
  const runs: QrRun[] = [];
  let x = 0;
  let y = 0;
  for (const [, cmd, a, b] of d.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (cmd === 'M') [x, y] = [Number(a), Number(b) - 0.5];
    else if (cmd === 'm') x += Number(a);
    else {
      runs.push({ row: y, col: x, length: Number(a) });
      x += Number(a);
    }
  }
  return runs;
}

describe('certificate PDF helpers', () => {
  it('builds the QR code of exactly the given URL (the same modules the qrcode package renders)', async () => {
    const url = certificateCheckUrl(PUBLIC_URL, '0123456789abcdef0123456789abcdef');
    assert.equal(url, 'https://imtihon.example.uz/check/0123456789abcdef0123456789abcdef');
    const qr = qrRuns(url);
    const svg = await QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
    assert.deepEqual(qr.runs, runsOfQrcodeSvg(svg));
    assert.equal(qr.size, QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size);
    // the three finder patterns: a run of 7 at the top left and top right corners, and bottom left
    assert.deepEqual(qr.runs[0], { row: 0, col: 0, length: 7 });
    assert.ok(qr.runs.some((r) => r.row === 0 && r.col === qr.size - 7 && r.length === 7));
    assert.ok(qr.runs.some((r) => r.row === qr.size - 1 && r.col === 0 && r.length === 7));
    // runs are maximal: never two touching in one row
    for (let i = 1; i < qr.runs.length; i++) {
      const [a, b] = [qr.runs[i - 1], qr.runs[i]];
      if (a.row === b.row) assert.ok(a.col + a.length < b.col, JSON.stringify([a, b]));
    }
    // another address gives another code
    assert.notDeepEqual(qrRuns(certificateCheckUrl(PUBLIC_URL, '0123456789abcdef0123456789abcdee')).runs, qr.runs);
  });

  it('joins PUBLIC_URL and the certificate id whatever the trailing slashes, keeps a sub-path', () => {
    assert.equal(certificateCheckUrl('https://a.uz/', 'ab12'), 'https://a.uz/check/ab12');
    assert.equal(certificateCheckUrl('https://a.uz//', 'ab12'), 'https://a.uz/check/ab12');
    assert.equal(certificateCheckUrl('https://a.uz/app', 'ab12'), 'https://a.uz/app/check/ab12');
  });

  it('prints dates in Asia/Tashkent (UTC+5) as DD.MM.YYYY, scores as correct / total (percent %)', () => {
    assert.equal(formatTashkentDate(new Date('2025-03-14T18:59:59Z')), '14.03.2025');
    assert.equal(formatTashkentDate(new Date('2025-03-14T19:00:00Z')), '15.03.2025');
    assert.equal(formatTashkentDate(new Date('2024-12-31T19:00:00Z')), '01.01.2025');
    assert.equal(scoreText(4, 5), '4 / 5 (80 %)');
    assert.equal(scoreText(2, 3), '2 / 3 (67 %)');
    assert.equal(percentOf(0, 0), 0);
    assert.equal(percentOf(30, 30), 100);
  });
});

// ── POST /api/certification ────────────────────────────────────────────────────────────────────

describe('POST /api/certification', () => {
  it('refuses guests with 401 and records nothing', async () => {
    const id = await makeTicket(users.uz.id);
    const res = await post(`/api/certification?ticket_id=${id}`);
    assert.equal(res.statusCode, 401);
    assert.equal(errorOf(res).code, 'UNAUTHORIZED');
    assert.equal((await certificateRows(id)).length, 0);
  });

  it("answers 404 for another user's ticket and for an unknown one, 400 for a bad id", async () => {
    const id = await makeTicket(users.uz.id);
    const theirs = await post(`/api/certification?ticket_id=${id}`, users.other.cookie);
    assert.equal(theirs.statusCode, 404);
    assert.deepEqual([errorOf(theirs).code, errorOf(theirs).message], ['TICKET_NOT_FOUND', 'Test natijasi topilmadi']);
    assert.equal((await certificateRows(id)).length, 0);
    const unknown = await post('/api/certification?ticket_id=2147483647', users.uz.cookie);
    assert.equal(unknown.statusCode, 404);
    assert.equal(errorOf(unknown).code, 'TICKET_NOT_FOUND');
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999', '']) {
      const res = await post(`/api/certification?ticket_id=${bad}`, users.uz.cookie);
      assert.equal(res.statusCode, 400, `ticket_id=${bad}: ${res.body}`);
      assert.deepEqual([errorOf(res).code, errorOf(res).field], ['VALIDATION_ERROR', 'ticket_id']);
    }
    const missing = await post('/api/certification', users.uz.cookie);
    assert.equal(missing.statusCode, 400);
  });

  it('refuses an unfinished ticket with 403 CERTIFICATE_NOT_ALLOWED and a localised message', async () => {
    const id = await makeTicket(users.uz.id, { status: 'active' });
    const uz = await post(`/api/certification?ticket_id=${id}`, users.uz.cookie);
    assert.equal(uz.statusCode, 403);
    assert.deepEqual(
      [errorOf(uz).code, errorOf(uz).message],
      ['CERTIFICATE_NOT_ALLOWED', 'Sertifikat faqat yakunlangan test uchun beriladi: avval testni yakunlang'],
    );
    const ru = await post(`/api/certification?ticket_id=${id}`, users.uz.cookie, RU);
    assert.equal(ru.statusCode, 403);
    assert.equal(errorOf(ru).message, 'Сертификат выдаётся только за завершённый тест: сначала завершите тест');
    assert.equal((await certificateRows(id)).length, 0);
  });

  it('refuses an owner without a first and last name (403) until the profile has them', async () => {
    const id = await makeTicket(users.noname.id);
    const res = await post(`/api/certification?ticket_id=${id}`, users.noname.cookie);
    assert.equal(res.statusCode, 403);
    assert.deepEqual(
      [errorOf(res).code, errorOf(res).message],
      ['CERTIFICATE_NOT_ALLOWED', 'Sertifikat olish uchun profilingizda ism va familiyangizni kiriting'],
    );
    await rename(users.noname.id, 'Nodira', '   ');
    const blankLast = await post(`/api/certification?ticket_id=${id}`, users.noname.cookie, RU);
    assert.equal(blankLast.statusCode, 403);
    assert.equal(errorOf(blankLast).message, 'Чтобы получить сертификат, укажите в профиле имя и фамилию');
    assert.equal((await certificateRows(id)).length, 0);
    await rename(users.noname.id, 'Nodira', 'Karimova');
    assert.equal(await issue(id, users.noname), `/api/certificate/${id}.pdf`);
  });

  it('issues once: the same link again, one row, the language of the first request', async () => {
    const id = await makeTicket(users.uz.id);
    const before = Date.now();
    const first = await issue(id, users.uz, RU);
    assert.equal(first, `/api/certificate/${id}.pdf`);
    const [row] = await certificateRows(id);
    assert.equal(row.locale, 'ru');
    assert.match(row.public_id, /^[0-9a-f]{32}$/, '128 random bits');
    assert.ok(Math.abs(row.issued_at.getTime() - before) < 60_000, 'issued now');
    const again = await issue(id, users.uz);
    assert.equal(again, first);
    const rows = await certificateRows(id);
    assert.equal(rows.length, 1);
    assert.deepEqual(rows[0], row, 'the second call changes nothing');
  });

  it('needs the CSRF header like every write', async () => {
    const id = await makeTicket(users.uz.id);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/certification?ticket_id=${id}`, headers: { cookie: users.uz.cookie } });
    assert.equal(res.statusCode, 403);
    assert.equal(errorOf(res).code, 'CSRF');
    assert.equal((await certificateRows(id)).length, 0);
  });
});

// ── GET /api/certificate/{id}.pdf ──────────────────────────────────────────────────────────────

/** The compressed streams of a PDF, inflated (content streams and fonts; others skipped). */
function inflatedStreams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  for (const match of text.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      out.push(zlib.inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a deflated stream
    }
  }
  return out;
}

const pdfInfo = z.object({ Title: z.string(), Author: z.string() });

async function pdfOf(ticketId: number, user: User) {
  const res = await get(`/api/certificate/${ticketId}.pdf`, user.cookie);
  assert.equal(res.statusCode, 200, res.body);
  const bytes = res.rawPayload;
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(doc, { mergePages: true });
  const info = pdfInfo.parse((await doc.getMetadata()).info);
  const page = await doc.getPage(1);
  return { res, bytes, text, info, pages: doc.numPages, view: page.view };
}

describe('GET /api/certificate/{ticketId}.pdf', () => {
  it('downloads the uz certificate: headers, A4 landscape, name, score, Tashkent date, check URL, metadata', async () => {
    // 19:30 UTC on the 14th is 00:30 on the 15th in Tashkent
    const id = await makeTicket(users.uz.id, { correct: 4, total: 5, finishedAt: new Date('2025-03-14T19:30:00Z') });
    const url = await issue(id, users.uz);
    const { res, bytes, text, info, pages, view } = await pdfOf(id, users.uz);
    assert.equal(url, `/api/certificate/${id}.pdf`);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.equal(res.headers['content-disposition'], `attachment; filename="certificate-${id}.pdf"`);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.equal(pages, 1);
    assert.deepEqual(
      view.map((n) => Math.round(n)),
      [0, 0, 842, 595],
    );
    for (const expected of [
      'Imtihon',
      'Sertifikat',
      "Gʻayrat Oʻrinboyev O'g'li",
      subjectNames.uz,
      LESSON.uz,
      '4 / 5 (80 %)',
      '15.03.2025',
      `${PUBLIC_URL}/check/${await publicIdOf(id)}`,
    ]) {
      assert.ok(text.includes(expected), `the PDF text has ${JSON.stringify(expected)}:\n${text}`);
    }
    assert.ok(!text.includes('14.03.2025'), 'the date is the Tashkent one');
    // the public id is random and may itself start with the ticket id's digits: compare whole ids
    assert.ok(!new RegExp(`/check/${id}(?![\\w-])`).test(text), 'never the sequential ticket id as the check address');
    assert.ok(!text.includes(users.uz.phone.slice(4)), 'no phone in the certificate');
    assert.equal(info.Title, "Sertifikat — Gʻayrat Oʻrinboyev O'g'li");
    assert.equal(info.Author, 'Imtihon');
    console.log(`certificate PDF: ${bytes.length} bytes`);
  });

  it('downloads the ru certificate in Cyrillic with the ru names of subject and lesson', async () => {
    // a ticket of the uz version of the lesson, issued in Russian: the names come from the ru version
    const id = await makeTicket(users.ru.id, { correct: 3, total: 5, finishedAt: new Date('2025-09-01T05:00:00Z'), lang: 'uz' });
    await issue(id, users.ru, RU);
    const { text, info } = await pdfOf(id, users.ru);
    for (const expected of [
      'Сертификат',
      'Алишер Навоий',
      subjectNames.ru,
      LESSON.ru,
      '3 / 5 (60 %)',
      '01.09.2025',
      `${PUBLIC_URL}/check/${await publicIdOf(id)}`,
    ]) {
      assert.ok(text.includes(expected), `the PDF text has ${JSON.stringify(expected)}:\n${text}`);
    }
    assert.ok(!text.includes('Sertifikat'), 'no Uzbek title in a Russian certificate');
    assert.ok(!text.includes(LESSON.uz));
    assert.equal(info.Title, 'Сертификат — Алишер Навоий');
    assert.equal(info.Author, 'Imtihon');
  });

  it('draws the QR code of exactly <PUBLIC_URL>/check/<publicId> (vector modules in the page)', async () => {
    const id = await makeTicket(users.uz.id);
    await issue(id, users.uz);
    const { bytes } = await pdfOf(id, users.uz);
    const drawn: QrRun[] = [];
    const height = String(QR_RUN_HEIGHT).replace('.', '\\.');
    for (const stream of inflatedStreams(bytes)) {
      for (const [, col, row, length] of stream.matchAll(new RegExp(`(?:^|\\s)(\\d+) (\\d+) (\\d+) ${height} re`, 'g'))) {
        drawn.push({ row: Number(row), col: Number(col), length: Number(length) });
      }
    }
    const expected = qrRuns(`${PUBLIC_URL}/check/${await publicIdOf(id)}`);
    assert.ok(expected.runs.length > 50);
    assert.deepEqual(drawn, expected.runs);
    assert.notDeepEqual(drawn, qrRuns(`${PUBLIC_URL}/check/${id}`).runs);
  });

  it('is for the owner only: 401 for a guest, 404 for another user, 404 before it is issued', async () => {
    const id = await makeTicket(users.uz.id);
    const notIssued = await get(`/api/certificate/${id}.pdf`, users.uz.cookie);
    assert.equal(notIssued.statusCode, 404);
    assert.deepEqual([errorOf(notIssued).code, errorOf(notIssued).message], ['CERTIFICATE_NOT_FOUND', 'Sertifikat topilmadi']);
    await issue(id, users.uz);
    const guest = await get(`/api/certificate/${id}.pdf`);
    assert.equal(guest.statusCode, 401);
    assert.equal(errorOf(guest).code, 'UNAUTHORIZED');
    const other = await get(`/api/certificate/${id}.pdf`, users.other.cookie, RU);
    assert.equal(other.statusCode, 404);
    assert.deepEqual([errorOf(other).code, errorOf(other).message], ['CERTIFICATE_NOT_FOUND', 'Сертификат не найден']);
    assert.notEqual(other.headers['content-type'], 'application/pdf');
  });

  it('answers bad file names with 400 or 404, never 500', async () => {
    const id = await makeTicket(users.uz.id);
    await issue(id, users.uz);
    const cases: [string, number][] = [
      [`0${id}.pdf`, 404],
      ['0.pdf', 404],
      ['2147483648.pdf', 404],
      ['99999999999999999999999.pdf', 404],
      [`${id}.PDF`, 400],
      [`${id}.svg`, 400],
      [`${id}`, 400],
      ['abc.pdf', 400],
      [`-${id}.pdf`, 400],
      [`${id}.pdf.pdf`, 400],
      [`${'9'.repeat(300)}.pdf`, 400],
    ];
    for (const [file, status] of cases) {
      const res = await get(`/api/certificate/${file}`, users.uz.cookie);
      assert.equal(res.statusCode, status, `${file}: ${res.body}`);
      assert.equal(typeof errorOf(res).code, 'string');
    }
  });
});

// ── GET /api/certificate/check ─────────────────────────────────────────────────────────────────

describe('GET /api/certificate/check', () => {
  let id: number;
  let publicId: string;
  before(async () => {
    id = await makeTicket(users.uz.id, { correct: 2, total: 3, finishedAt: new Date('2025-06-01T10:00:00Z') });
    await issue(id, users.uz);
    publicId = await publicIdOf(id);
  });

  it('answers anyone asking by the certificate id with its public facts, without the phone or the ticket', async () => {
    const [row] = await certificateRows(id);
    for (const headers of [{}, RU]) {
      const res = await get(`/api/certificate/check?id=${publicId}`, undefined, headers);
      assert.equal(res.statusCode, 200, res.body);
      const ru = 'accept-language' in headers;
      assert.deepEqual(certificateCheckResponse.parse(res.json()).data, {
        id: publicId,
        ticket_id: null,
        valid: true,
        full_name: "Gʻayrat Oʻrinboyev O'g'li",
        subject_name: ru ? subjectNames.ru : subjectNames.uz,
        lesson_name: ru ? LESSON.ru : LESSON.uz,
        correct: 2,
        total: 3,
        percent: 67,
        finished_at: Math.floor(new Date('2025-06-01T10:00:00Z').getTime() / 1000),
        issued_at: Math.floor(row.issued_at.getTime() / 1000),
        is_owner: false,
      });
      assert.ok(!res.body.includes(users.uz.phone.slice(4)), 'no phone');
      assert.ok(!/phone/i.test(res.body));
    }
  });

  it('says is_owner (and the ticket) only to the owner', async () => {
    const owner = await get(`/api/certificate/check?id=${publicId}`, users.uz.cookie);
    assert.deepEqual(
      [certificateCheckResponse.parse(owner.json()).data.is_owner, certificateCheckResponse.parse(owner.json()).data.ticket_id],
      [true, id],
    );
    const other = await get(`/api/certificate/check?id=${publicId}`, users.other.cookie);
    assert.deepEqual(
      [certificateCheckResponse.parse(other.json()).data.is_owner, certificateCheckResponse.parse(other.json()).data.ticket_id],
      [false, null],
    );
    assert.ok(!owner.body.includes(users.uz.phone.slice(4)), 'no phone, not even for the owner');
  });

  it('is not enumerable: by the sequential ticket id only the owner gets an answer, everyone else 404', async () => {
    const owner = await get(`/api/certificate/check?id=${id}`, users.uz.cookie);
    assert.equal(owner.statusCode, 200, owner.body);
    assert.equal(certificateCheckResponse.parse(owner.json()).data.id, publicId, 'the owner learns the public id to share');
    const bodies = new Set<string>();
    for (const cookie of [undefined, users.other.cookie, users.ru.cookie]) {
      const res = await get(`/api/certificate/check?id=${id}`, cookie);
      assert.equal(res.statusCode, 404, res.body);
      assert.equal(errorOf(res).code, 'CERTIFICATE_NOT_FOUND');
      bodies.add(res.body);
    }
    // nor by any neighbouring number
    for (const n of [id - 1, id + 1, 1]) bodies.add((await get(`/api/certificate/check?id=${n}`)).body);
    // nor by a guessed certificate id
    bodies.add((await get(`/api/certificate/check?id=${'0'.repeat(32)}`)).body);
    assert.equal(bodies.size, 1, 'one answer for all of them');
  });

  it('freezes the holder’s name, the score and the date when it is issued', async () => {
    const ticketId = await makeTicket(users.ru.id, { correct: 4, total: 5, finishedAt: new Date('2025-10-05T08:00:00Z') });
    await issue(ticketId, users.ru, RU);
    const cert = await publicIdOf(ticketId);
    // later: the holder renames themselves, the ticket's numbers are rewritten
    await rename(users.ru.id, 'Boshqa', 'Odam');
    await ctx.database.db
      .update(ticket)
      .set({ correct_count: 5, finished_at: new Date('2026-01-01T08:00:00Z') })
      .where(eq(ticket.id, ticketId));
    try {
      const data = certificateCheckResponse.parse((await get(`/api/certificate/check?id=${cert}`)).json()).data;
      assert.deepEqual(
        [data.full_name, data.correct, data.total, data.percent, data.finished_at],
        ['Алишер Навоий', 4, 5, 80, Math.floor(new Date('2025-10-05T08:00:00Z').getTime() / 1000)],
      );
      const { text } = await pdfOf(ticketId, users.ru);
      for (const expected of ['Алишер Навоий', '4 / 5 (80 %)', '05.10.2025']) {
        assert.ok(text.includes(expected), `the PDF has ${expected}:\n${text}`);
      }
      assert.ok(!text.includes('Boshqa') && !text.includes('5 / 5') && !text.includes('01.01.2026'));
    } finally {
      await rename(users.ru.id, 'Алишер', 'Навоий');
    }
  });

  it('answers 404 CERTIFICATE_NOT_FOUND alike for a ticket without a certificate and an unknown id', async () => {
    const finished = await makeTicket(users.uz.id);
    const unfinished = await makeTicket(users.uz.id, { status: 'active' });
    const bodies = new Set<string>();
    for (const ticketId of [finished, unfinished, 2_147_483_647, 9_999_999_999]) {
      for (const cookie of [undefined, users.uz.cookie]) {
        const res = await get(`/api/certificate/check?id=${ticketId}`, cookie);
        assert.equal(res.statusCode, 404, res.body);
        assert.equal(errorOf(res).code, 'CERTIFICATE_NOT_FOUND');
        bodies.add(res.body);
      }
    }
    assert.equal(bodies.size, 1, 'the answer does not tell whether the ticket exists');
  });

  it('answers a bad id with 400', async () => {
    for (const bad of ['abc', '0', '1e3x', '99999999999', '0123', 'F'.repeat(32), 'a'.repeat(33), `${'g'.repeat(32)}`]) {
      const res = await get(`/api/certificate/check?id=${bad}`);
      assert.equal(res.statusCode, 400, `${bad}: ${res.body}`);
      assert.equal(errorOf(res).field, 'id');
    }
    assert.equal((await get('/api/certificate/check')).statusCode, 400);
  });
});
