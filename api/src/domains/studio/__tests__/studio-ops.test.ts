// The studio's operations and content files (issue 35 items 8 and 5, ADR 057): remote versions switched
// and rolled back through the CLI's own module (the same compare-and-swap, contract check and history
// as `npm run remotes`), every change audited; a content file checked with every problem's path, and a
// good one imported by a job whose state the page polls, the catalogue's content version replaced.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { CONTENT_FILE_BODY_LIMIT, type ContentFileReport, type ContentJob, type RemotesOverview } from '@platform/shared/studio-ops';
import { repoRoot } from '../../../config';
import { contentImportJob, studioAudit, themedTest as topicTest } from '../../../db/schema';
import { readContentVersion } from '../../../lib/content-version';
import { HIGH_LIMITS, XRW, createTestApp, type TestContext } from '../../../../test/helpers';
import { INTERRUPTED_LINE, JOB_STALE_MS } from '../service-content-files';
import { siteVersions } from '../service-remotes';
import { fakeSite, signInEveryone, type Who } from './studio-fixture';

let ctx: TestContext;
let cookies: Record<Who, string | undefined>;
let site: string;
const served = () =>
  (JSON.parse(fs.readFileSync(path.join(site, 'remotes.json'), 'utf8')) as { remotes: Record<string, { version: string }> }).remotes;

async function call<T>(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await ctx.app.inject({ method, url, headers: { ...(method === 'POST' ? XRW : {}), cookie: cookies[who]! }, payload });
  return { status: res.statusCode, body: res.json() as T & { code?: string; message?: string; field?: string } };
}

before(async () => {
  site = fakeSite();
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS }, siteDir: site });
  ({ cookies } = await signInEveryone(ctx));
});
after(async () => {
  await ctx?.close();
  fs.rmSync(site, { recursive: true, force: true });
});

describe('studio operations: remote versions', () => {
  it('lists each remote: served, built with their contract problems, the rollback target', async () => {
    const res = await call<{ data: RemotesOverview }>('ops', 'GET', '/api/studio/remotes');
    assert.equal(res.status, 200);
    const news = res.body.data.remotes.find((r) => r.name === 'news')!;
    assert.equal(news.served?.version, '1.0.0');
    assert.deepEqual(
      news.built.map((b) => [b.version, b.problems.length > 0]),
      [
        ['1.0.0', false],
        ['1.1.0', false],
        ['1.2.0', true],
      ],
    );
    assert.match(news.built[2].problems[0], /lacks route ids the shell's route table mounts: list/);
    assert.equal(news.rollback_to, null);
  });

  it('refuses a switch from a stale page, a version that is not built and one whose contract does not fit; the manifest stays', async () => {
    const stale = await call('ops', 'POST', '/api/studio/remotes/news/switch', { version: '1.1.0', expected: '0.9.0' });
    assert.deepEqual([stale.status, stale.body.code, stale.body.field], [409, 'REMOTE_STALE', 'expected']);
    assert.match(stale.body.message!, /1\.0\.0/);
    const missing = await call('ops', 'POST', '/api/studio/remotes/news/switch', { version: '9.9.9', expected: '1.0.0' });
    assert.deepEqual([missing.status, missing.body.code], [409, 'REMOTE_NOT_BUILT']);
    const misfit = await ctx.app.inject({
      method: 'POST',
      url: '/api/studio/remotes/news/switch',
      headers: { ...XRW, cookie: cookies.ops!, 'accept-language': 'ru' },
      payload: { version: '1.2.0', expected: '1.0.0' },
    });
    assert.equal(misfit.statusCode, 409);
    assert.equal(misfit.json().code, 'REMOTE_CONTRACT_MISFIT');
    assert.match(misfit.json().message, /^Контракт версии 1\.2\.0 модуля «news» не подходит оболочке: .*list/);
    const unknown = await call('ops', 'POST', '/api/studio/remotes/nope/switch', { version: '1.0.0', expected: null });
    assert.deepEqual([unknown.status, unknown.body.code], [404, 'REMOTE_NOT_FOUND']);
    assert.equal(served().news.version, '1.0.0');
  });

  it('switches and rolls back, each audited before → after; the CLI sees the same manifest and history', async () => {
    const switched = await call<{ data: object }>('ops', 'POST', '/api/studio/remotes/news/switch', {
      version: '1.1.0',
      expected: '1.0.0',
    });
    assert.equal(switched.status, 200);
    assert.deepEqual(switched.body.data, { name: 'news', before: '1.0.0', after: '1.1.0', changed: true, revision: 2 });
    assert.equal(served().news.version, '1.1.0');

    // a second click of the same page: the manifest no longer serves what it saw
    const again = await call('admin', 'POST', '/api/studio/remotes/news/rollback', { expected: '1.0.0' });
    assert.deepEqual([again.status, again.body.code], [409, 'REMOTE_STALE']);

    const cli = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/remotes.cjs'), 'list'], {
      env: { ...process.env, PLATFORM_DIST_DIR: site },
      encoding: 'utf8',
    });
    assert.match(cli.stdout, /^news\tserving 1\.1\.0\tbuilt: 1\.0\.0, 1\.1\.0, 1\.2\.0/m);

    const rolled = await call<{ data: object }>('admin', 'POST', '/api/studio/remotes/news/rollback', { expected: '1.1.0' });
    assert.equal(rolled.status, 200);
    assert.deepEqual(rolled.body.data, { name: 'news', before: '1.1.0', after: '1.0.0', changed: true, revision: 3 });
    assert.equal(served().news.version, '1.0.0');
    const none = await call('admin', 'POST', '/api/studio/remotes/news/rollback', { expected: '1.0.0' });
    assert.deepEqual([none.status, none.body.code], [409, 'REMOTE_NO_EARLIER']);

    const rows = await ctx.database.db
      .select({ action: studioAudit.action, before: studioAudit.before, after: studioAudit.after, actor: studioAudit.actor_phone })
      .from(studioAudit)
      .where(and(eq(studioAudit.entity, 'remote'), eq(studioAudit.entity_id, 'news')))
      .orderBy(studioAudit.id);
    assert.deepEqual(
      rows.map((r) => [r.action, r.before, r.after]),
      [
        ['switch', { version: '1.0.0' }, { version: '1.1.0', revision: 2 }],
        ['rollback', { version: '1.1.0' }, { version: '1.0.0', revision: 3 }],
      ],
    );
    assert.ok(rows.every((r) => r.actor?.startsWith('+998')));
  });

  it('an api without a site folder refuses in the caller’s language', () => {
    assert.throws(() => siteVersions(undefined), { code: 'SITE_UNAVAILABLE' });
  });
});

/** A small topic-tests file: one lesson in uz, four questions. */
function lesson(name: string) {
  const questions = [1, 2, 3, 4].map((n) => ({
    key: `s${n}`,
    text: `${n} × 3 = ?`,
    options: [3, 4, 5, 6].map((k) => ({ text: String(n * k) })),
    answer: 'A',
  }));
  return { version: 1, subjects: [{ slug: 'matematika', tests: [{ key: 'studio-kopaytirish', language: 'uz', name, questions }] }] };
}

describe('studio content files', () => {
  it('lists every problem of a file with its path, as the CLI prints them, and writes nothing', async () => {
    const file = lesson('Koʻpaytirish');
    const questions = file.subjects[0].tests[0].questions as { options: unknown[]; answer?: string }[];
    questions[1].options.pop();
    questions[2].answer = 'AB';
    delete questions[3].answer;
    const text = JSON.stringify(file);
    const res = await call<{ data: ContentFileReport }>('editor', 'POST', '/api/studio/content-files/validate', {
      name: 'lesson.json',
      text,
    });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data.errors, [
      'subjects[0].tests[0].questions[1].options: expected 4 options (question "s2" of test "studio-kopaytirish" uz)',
      'subjects[0].tests[0].questions[2].answer: expected one of A, B, C, D (question "s3" of test "studio-kopaytirish" uz)',
      'subjects[0].tests[0].questions[3].answer: missing: the letter of the correct option, one of A, B, C, D (question "s4" of test "studio-kopaytirish" uz)',
    ]);
    const importing = await call<{ data: ContentFileReport }>('admin', 'POST', '/api/studio/content-files/import', {
      name: 'lesson.json',
      text,
    });
    assert.equal(importing.body.data.job, null);
    assert.equal(importing.body.data.errors.length, 3);
    const broken = await call<{ data: ContentFileReport }>('editor', 'POST', '/api/studio/content-files/validate', {
      name: 'lesson.json',
      text: '{"version": 1,',
    });
    assert.match(broken.body.data.errors[0], /^lesson\.json: not valid JSON: /);
    assert.equal((await ctx.database.db.select().from(topicTest).where(eq(topicTest.name, 'Koʻpaytirish'))).length, 0);
  });

  it('imports a good file by a job: importing, then done with what was written; caches see a new content version; audited', async () => {
    const version = await readContentVersion(ctx.database.db);
    const text = JSON.stringify(lesson('Koʻpaytirish (studiya)'));
    const checked = await call<{ data: ContentFileReport }>('editor', 'POST', '/api/studio/content-files/validate', {
      name: 'lesson.json',
      text,
    });
    assert.deepEqual(checked.body.data, {
      name: 'lesson.json',
      kind: 'topic-tests',
      items: { tests: 1, questions: 4, options: 16, images: 0 },
      errors: [],
      job: null,
    });

    const started = await call<{ data: ContentFileReport }>('editor', 'POST', '/api/studio/content-files/import', {
      name: 'lesson.json',
      text,
    });
    const job = started.body.data.job!;
    assert.deepEqual([job.state, job.kind, job.bytes], ['importing', 'topic-tests', Buffer.byteLength(text)]);
    let polled: ContentJob;
    for (;;) {
      polled = (await call<{ data: ContentJob }>('editor', 'GET', `/api/studio/content-files/jobs/${job.id}`)).body.data;
      if (polled.state !== 'importing') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.equal(polled.state, 'done', polled.errors.join('\n'));
    assert.equal(polled.written?.questions, 4);
    assert.ok(polled.finished_at);
    assert.equal((await ctx.database.db.select().from(topicTest).where(eq(topicTest.name, 'Koʻpaytirish (studiya)'))).length, 1);
    assert.notEqual(await readContentVersion(ctx.database.db), version);
    const [row] = await ctx.database.db
      .select()
      .from(studioAudit)
      .where(and(eq(studioAudit.entity, 'content_file'), eq(studioAudit.entity_id, String(job.id))));
    assert.deepEqual([row.action, row.before, (row.after as { name: string }).name], ['import', null, 'lesson.json']);

    const missing = await call('editor', 'GET', '/api/studio/content-files/jobs/999999');
    assert.deepEqual([missing.status, missing.body.code], [404, 'JOB_NOT_FOUND']);
  });

  it('a job its instance left importing is failed once it is older than the limit, and says why', async () => {
    const [row] = await ctx.database.db
      .insert(contentImportJob)
      .values({ name: 'lost.json', kind: 'topic-tests', state: 'importing', bytes: 10, items: { questions: 1 } })
      .returning();
    const poll = async () => (await call<{ data: ContentJob }>('editor', 'GET', `/api/studio/content-files/jobs/${row.id}`)).body.data;
    // a young job is still importing
    assert.equal((await poll()).state, 'importing');
    await ctx.database.db
      .update(contentImportJob)
      .set({ created_at: new Date(Date.now() - JOB_STALE_MS - 1000) })
      .where(eq(contentImportJob.id, row.id));
    const settled = await poll();
    assert.deepEqual([settled.state, settled.errors], ['failed', [INTERRUPTED_LINE]]);
    assert.ok(settled.finished_at);
  });

  it('takes a file above the app’s body limit, and refuses one above its own with 413', async () => {
    const big = { name: 'big.json', text: `{"version": 1, "subjects": [], "pad": "${'x'.repeat(3 * 1024 * 1024)}"}` };
    const res = await call<{ data: ContentFileReport }>('editor', 'POST', '/api/studio/content-files/validate', big);
    assert.equal(res.status, 200);
    assert.match(res.body.data.errors.join('\n'), /unknown field "pad"/);
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/studio/content-files/validate',
      headers: { ...XRW, cookie: cookies.editor!, 'content-type': 'application/json' },
      payload: `{"name":"big.json","text":"${'x'.repeat(CONTENT_FILE_BODY_LIMIT)}"}`,
    });
    assert.deepEqual([huge.statusCode, huge.json().code], [413, 'PAYLOAD_TOO_LARGE']);
  });
});
