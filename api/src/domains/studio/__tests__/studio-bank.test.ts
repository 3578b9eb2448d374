// The studio's question bank (issue 35 items 2–3, ADR 056): a draft written, refused with every issue
// localized, submitted, refused to its own author, approved by a reviewer and drawn by a learner's next
// topic test; a new version leaves an older ticket as it was; pictures sanitised or re-encoded; the
// file import leaves a studio-published item alone; every write audited.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { question, themedTest } from '../../../db/schema';
import { HIGH_LIMITS, XRW, createTestApp, registeredUser, type TestContext } from '../../../../test/helpers';
import { importContent } from '../../content/import';
import { BANKS_DIR, CONTENT_DIR } from '../../content/seed';
import { signInEveryone, type Who } from './studio-fixture';

const FILE = path.join(CONTENT_DIR, BANKS_DIR, 'matematika', '01-sonlar-va-amallar.json');
const bankFile = JSON.parse(fs.readFileSync(FILE, 'utf8')) as { topic: { key: string }; items: { id: string }[] };
const TOPIC = bankFile.topic.key;

let ctx: TestContext;
let cookies: Record<Who, string | undefined>;
let subjectId: number;
let uzTest: number;

const item = (id: string, text: string, extra: object = {}) => ({
  id,
  difficulty: 2,
  answer: 'B',
  uz: { text: `${text} $x^2 = 9$, $x > 0$`, options: ['$1$', '$3$', '$9$', '$-3$'], explanation: 'Ildiz: $\\sqrt{9} = 3$.' },
  ru: { text: `${text} (ru) $x^2 = 9$, $x > 0$`, options: ['$1$', '$3$', '$9$', '$-3$'], explanation: 'Корень: $\\sqrt{9} = 3$.' },
  ...extra,
});

async function call(who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, locale = 'uz') {
  const headers = { ...(method === 'GET' ? {} : XRW), cookie: cookies[who] ?? '', 'accept-language': locale };
  const res = await ctx.app.inject({ method, url, headers, payload });
  return { status: res.statusCode, body: res.json() as { data: Record<string, unknown> } & Record<string, unknown>, headers: res.headers };
}

/** The learner's topic test (uz): its ticket's questions (ticket row id, question id, text). */
async function quiz(cookie: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/themed-order?test_id=${uzTest}`, headers: { cookie } });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { data: { test: { questions: { question_id: number; question_name: string }[] }[] } }).data.test[0].questions;
}

async function publish(draft: { id: number }) {
  assert.equal((await call('editor', 'POST', `/api/studio/questions/drafts/${draft.id}/submit`)).status, 200);
  const approved = await call('reviewer', 'POST', `/api/studio/questions/drafts/${draft.id}/approve`);
  assert.equal(approved.status, 200, JSON.stringify(approved.body));
  return approved.body.data;
}

before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
  ({ cookies } = await signInEveryone(ctx));
  const [test] = await ctx.database.db
    .select({ id: themedTest.id, subject_id: themedTest.subject_id })
    .from(themedTest)
    .where(and(eq(themedTest.lesson_key, TOPIC), eq(themedTest.language_id, 1)));
  uzTest = test.id;
  subjectId = test.subject_id;
});
after(async () => {
  await ctx?.close();
});

describe('the studio question bank', () => {
  it('refuses a bad item with every issue, its path and a message in uz and ru; nothing stored', async () => {
    const bad = item('studio-bad', 'Bad', { difficulty: 5, uz: { text: ' ', options: ['a', 'a', 'b'], explanation: 'x' } });
    for (const [locale, word] of [
      ['uz', /notoʻgʻri/],
      ['ru', /неверно|Ошиб|ошиб/],
    ] as const) {
      const res = await call('editor', 'POST', '/api/studio/questions/drafts', { subject_id: subjectId, topic: TOPIC, item: bad }, locale);
      assert.equal(res.status, 400);
      assert.equal(res.body.code, 'ITEM_INVALID');
      const errors = res.body.errors as { path: string; message: string }[];
      assert.deepEqual(
        errors.map((e) => e.path).sort(),
        ['item.difficulty', 'item.uz.options', 'item.uz.options.1', 'item.uz.text'].sort(),
      );
      assert.match(res.body.message as string, locale === 'uz' ? /xato/ : /ошиб/);
      for (const e of errors) assert.match(e.message, word);
    }
    const list = await call('editor', 'GET', `/api/studio/questions?topic=${TOPIC}&status=draft`);
    assert.equal((list.body.data as unknown as unknown[]).length, 0);
  });

  it('publishes a reviewed item: never by one who wrote it; the learner’s next topic test draws it; audited', async () => {
    const learner = await registeredUser(ctx.app);
    const before = await quiz(learner.cookie);
    const body = { subject_id: subjectId, topic: TOPIC, item: item('studio-new-1', 'Yangi savol') };
    const created = await call('editor', 'POST', '/api/studio/questions/drafts', body);
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const draft = created.body.data as { id: number; version: number; status: string };
    assert.deepEqual([draft.version, draft.status], [1, 'draft']);
    assert.equal((await call('editor', 'POST', '/api/studio/questions/drafts', body)).body.code, 'DRAFT_EXISTS');
    const listed = await call('reviewer', 'GET', `/api/studio/questions?subject_id=${subjectId}&topic=${TOPIC}&status=draft`);
    assert.deepEqual(
      (listed.body.data as unknown as { key: string }[]).map((r) => r.key),
      ['studio-new-1'],
    );

    // the reviewer edits it too: now a writer, so not its reviewer; the editor may not review at all
    const edited = await call('reviewer', 'PUT', `/api/studio/questions/drafts/${draft.id}`, {
      item: item('studio-new-1', 'Tahrirlangan savol'),
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal((await call('editor', 'POST', `/api/studio/questions/drafts/${draft.id}/approve`)).status, 403);
    assert.equal((await call('editor', 'POST', `/api/studio/questions/drafts/${draft.id}/approve`)).body.code, 'STUDIO_FORBIDDEN');
    assert.equal((await call('reviewer', 'POST', `/api/studio/questions/drafts/${draft.id}/approve`)).body.code, 'DRAFT_NOT_IN_REVIEW');
    assert.equal((await call('editor', 'POST', `/api/studio/questions/drafts/${draft.id}/submit`)).status, 200);
    assert.equal(
      (await call('editor', 'PUT', `/api/studio/questions/drafts/${draft.id}`, { item: body.item })).body.code,
      'DRAFT_NOT_EDITABLE',
    );
    for (const [locale, text] of [
      ['uz', /Oʻzingiz yozgan/],
      ['ru', /которы[йе] вы писали/],
    ] as const) {
      const own = await call('reviewer', 'POST', `/api/studio/questions/drafts/${draft.id}/approve`, undefined, locale);
      assert.deepEqual([own.status, own.body.code], [409, 'OWN_DRAFT_APPROVAL']);
      assert.match(own.body.message as string, text);
    }
    const approved = await call('admin', 'POST', `/api/studio/questions/drafts/${draft.id}/approve`);
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.equal((approved.body.data as { status: string }).status, 'published');

    // the learner's next ticket of the topic draws it (the running one was made before)
    const next = await registeredUser(ctx.app);
    const drawn = await quiz(next.cookie);
    assert.equal(drawn.length, before.length + 1);
    assert.ok(drawn.some((q) => q.question_name.startsWith('Tahrirlangan savol')));
    const read = await call('editor', 'GET', `/api/studio/questions/${subjectId}/${TOPIC}/studio-new-1`);
    assert.equal((read.body.data.published as { version: number }).version, 1);
    assert.deepEqual(read.body.data.draft, null);

    const log = await call('admin', 'GET', `/api/studio/audit?entity=question_draft&entity_id=${draft.id}`);
    const actions = (log.body.data as unknown as { action: string; before: unknown; after: { status: string } }[]).map((r) => [
      r.action,
      r.after.status,
    ]);
    assert.deepEqual(actions, [
      ['bank.approve', 'published'],
      ['bank.submit', 'in_review'],
      ['bank.draft_edit', 'draft'],
      ['bank.draft_create', 'draft'],
    ]);
  });

  it('publishes an edit as a new version: an older ticket keeps the version it drew, a new one gets the new', async () => {
    const early = await registeredUser(ctx.app);
    const key = bankFile.items[0].id;
    const held = (await quiz(early.cookie)).find((q) => q.question_name.startsWith('Hisoblang: $31 + 7'))!;
    assert.ok(held, 'the early ticket drew version 1 of the file’s first item');
    const read = await call('editor', 'GET', `/api/studio/questions/${subjectId}/${TOPIC}/${key}`);
    const published = read.body.data.published as { version: number; item: Record<string, unknown> & { uz: object } };
    assert.equal(published.version, 1);
    const next = { ...published.item, uz: { ...published.item.uz, text: 'Hisoblang (2-versiya): $31 + 7\\cdot 5 - 48 : 6$.' } };
    const created = await call('editor', 'POST', '/api/studio/questions/drafts', { subject_id: subjectId, topic: TOPIC, item: next });
    assert.equal((created.body.data as { version: number }).version, 2);
    // learners keep the first version until the draft is approved
    const pending = await call('editor', 'GET', `/api/studio/questions/${subjectId}/${TOPIC}/${key}`);
    assert.deepEqual(
      [(pending.body.data.published as { version: number }).version, (pending.body.data.draft as { version: number }).version],
      [1, 2],
    );
    await publish(created.body.data as { id: number });

    const kept = await quiz(early.cookie);
    assert.ok(
      kept.some((q) => q.question_id === held.question_id && q.question_name === held.question_name),
      'the older ticket keeps version 1',
    );
    const fresh = await quiz((await registeredUser(ctx.app)).cookie);
    assert.equal(fresh.length, kept.length);
    assert.ok(fresh.some((q) => q.question_name.startsWith('Hisoblang (2-versiya)')));
    assert.ok(!fresh.some((q) => q.question_id === held.question_id), 'a new ticket draws version 2 only');
    const rows = await ctx.database.db
      .select({ version: question.version })
      .from(question)
      .where(and(eq(question.test_id, uzTest), eq(question.key, key), isNotNull(question.retired_at)));
    assert.deepEqual(rows, [{ version: 1 }]);

    // the file import leaves the studio's version alone
    const result = await importContent(ctx.database.db, bankFile);
    assert.equal(result.studio, 2, 'its uz and ru rows');
    const again = await call('editor', 'GET', `/api/studio/questions/${subjectId}/${TOPIC}/${key}`);
    assert.match((again.body.data.published as { item: { uz: { text: string } } }).item.uz.text, /2-versiya/);
  });

  it('rejects with a reason back to draft', async () => {
    const created = await call('editor', 'POST', '/api/studio/questions/drafts', {
      subject_id: subjectId,
      topic: TOPIC,
      item: item('studio-new-2', 'Rad etiladigan'),
    });
    const id = (created.body.data as { id: number }).id;
    await call('editor', 'POST', `/api/studio/questions/drafts/${id}/submit`);
    const rejected = await call('reviewer', 'POST', `/api/studio/questions/drafts/${id}/reject`, { reason: 'Javob kaliti notoʻgʻri' });
    assert.equal(rejected.status, 200);
    assert.deepEqual([rejected.body.data.status, rejected.body.data.reject_reason], ['draft', 'Javob kaliti notoʻgʻri']);
    const renamed = await call('editor', 'PUT', `/api/studio/questions/drafts/${id}`, { item: item('studio-other', 'X') });
    assert.equal(renamed.body.code, 'ITEM_KEY_CHANGED');
  });

  it('takes pictures: SVG checked by the import’s rules, raster re-encoded to a bounded WebP', async () => {
    const up = (type: string, data: Buffer) => call('editor', 'POST', '/api/studio/pictures', { type, data: data.toString('base64') });
    const hostile = await up('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    assert.deepEqual([hostile.status, hostile.body.code], [400, 'PICTURE_INVALID']);
    const external = await up(
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="https://x.example/a.png"/></svg>'),
    );
    assert.equal(external.status, 400);
    const svg = await up(
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>'),
    );
    assert.match(svg.body.data.url as string, /^\/api\/content-images\/[0-9a-f]{64}\.svg$/);

    const png = await sharp({ create: { width: 3000, height: 600, channels: 3, background: '#1e88e5' } })
      .png()
      .toBuffer();
    assert.equal((await up('image/jpeg', png)).body.code, 'PICTURE_INVALID', 'a PNG is not a JPEG');
    const raster = await up('image/png', png);
    assert.equal(raster.status, 200, JSON.stringify(raster.body));
    assert.deepEqual([raster.body.data.width, raster.body.data.height, raster.body.data.svg], [1200, 240, null]);
    const served = await ctx.app.inject({ method: 'GET', url: raster.body.data.url as string });
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.equal((await sharp(served.rawPayload).metadata()).format, 'webp');

    const withPicture = await call('editor', 'POST', '/api/studio/questions/drafts', {
      subject_id: subjectId,
      topic: TOPIC,
      item: item('studio-pic', 'Rasmli', { image: raster.body.data.url }),
    });
    assert.equal(withPicture.status, 200, JSON.stringify(withPicture.body));
    const log = await call('admin', 'GET', '/api/studio/audit?entity=content_picture');
    assert.equal((log.body.data as unknown as unknown[]).length, 1);
  });
});
