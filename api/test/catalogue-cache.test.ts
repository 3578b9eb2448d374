// Public catalogue reads (issue 12, finding 13): answered from memory with ETag + Cache-Control,
// dropped when a content import changes the content (in this process at once, in another within
// seconds), and a generous per-address read limit.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { themedTest, university } from '../src/db/schema';
import { importContent } from '../src/domains/content/import';
import { CONTENT_DIR } from '../src/domains/content/seed';
import { bumpContentVersion } from '../src/lib/content-version';
import { buildApp, createTestApp, signIn, type TestContext, uniquePhone } from './helpers';
import { insertTopicFixture, type TopicFixture } from './tests-fixture';

let ctx: TestContext;
let fx: TopicFixture;
before(async () => {
  ctx = await createTestApp();
  fx = await insertTopicFixture(ctx.database.db, { lessons: 1, questions: 2 });
});
after(async () => {
  await ctx?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const LIST = '/api/university-all?type=all&page=1';
const nuuName = async (headers: Record<string, string> = {}) =>
  ((await get(LIST, headers)).json() as { data: { slug: string; name: string }[] }).data.find((u) => u.slug === 'nuu')?.name;
const universitiesFile = () =>
  JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'universities.json'), 'utf8')) as { universities: { slug: string; name_uz: string }[] };

describe('catalogue reads: ETag and Cache-Control', () => {
  it('answers with a strong ETag and public Cache-Control; If-None-Match gets 304 without a body', async () => {
    for (const url of [LIST, '/api/address', '/api/subjectname', '/api/direction', '/api/university-info?univer_name=nuu']) {
      const first = await get(url);
      assert.equal(first.statusCode, 200, url);
      const etag = String(first.headers.etag);
      assert.match(etag, /^"[\w-]{20,}"$/, url);
      assert.match(String(first.headers['cache-control']), /^public, max-age=\d+/, url);
      assert.match(String(first.headers.vary), /Accept-Language/, url);
      const again = await get(url, { 'if-none-match': etag });
      assert.equal(again.statusCode, 304, url);
      assert.equal(again.body, '');
      assert.equal(again.headers.etag, etag);
      // another language is another answer
      const ru = await get(url, { 'accept-language': 'ru', 'if-none-match': etag });
      assert.equal(ru.statusCode, 200, url);
      assert.notEqual(ru.headers.etag, etag);
    }
  });

  it('topic-test lists: a guest revalidates (private, no-cache) and a signed-in caller gets their own answer', async () => {
    const url = `/api/themed-test/view?name=${fx.subject.slug}`;
    const guest = await get(url);
    assert.equal(guest.headers['cache-control'], 'private, no-cache');
    assert.equal((await get(url, { 'if-none-match': String(guest.headers.etag) })).statusCode, 304);
    const { cookie } = await signIn(ctx.app, uniquePhone());
    const mine = await get(url, { cookie });
    assert.equal(mine.statusCode, 200);
    assert.equal(mine.headers['cache-control'], 'private, no-cache');
  });

  it('the courses filter list (issue 19): a guest revalidates with 304; a signed-in caller gets their own answer', async () => {
    const url = '/api/teacher-course/view?page=1&sort_by_rating=desc';
    const guest = await get(url);
    assert.equal(guest.statusCode, 200);
    assert.equal(guest.headers['cache-control'], 'private, no-cache');
    assert.equal((await get(url, { 'if-none-match': String(guest.headers.etag) })).statusCode, 304);
    const { cookie } = await signIn(ctx.app, uniquePhone());
    const mine = await get(url, { cookie });
    assert.equal(mine.statusCode, 200);
    assert.equal(mine.headers['cache-control'], 'private, no-cache');
  });
});

describe('catalogue reads: the in-process cache', () => {
  it('serves from memory until a content import changes the content, then at once the new content', async () => {
    const name = await nuuName();
    assert.ok(name);
    // a change behind the cache's back (not an import) is not seen: the answer comes from memory
    await ctx.database.db.update(university).set({ name_uz: 'Changed behind the cache' }).where(eq(university.slug, 'nuu'));
    assert.equal(await nuuName(), name);
    // an import in this process drops the cache at once
    const file = universitiesFile();
    const nuu = file.universities.find((u) => u.slug === 'nuu')!;
    await importContent(ctx.database.db, { ...file, universities: [{ ...nuu, name_uz: 'Imported name' }] });
    assert.equal(await nuuName(), 'Imported name');
    await importContent(ctx.database.db, universitiesFile());
    assert.equal(await nuuName(), name);
  });

  it('drops the cache within seconds when another process imports (the stored content version changes)', async () => {
    const name = await nuuName();
    await ctx.database.db.update(university).set({ name_uz: 'Imported elsewhere' }).where(eq(university.slug, 'nuu'));
    assert.equal(await nuuName(), name, 'still from memory');
    await bumpContentVersion(ctx.database.db); // what an import by the CLI or another instance writes
    const until = Date.now() + 6000;
    let seen = await nuuName();
    while (seen !== 'Imported elsewhere' && Date.now() < until) {
      await sleep(250);
      seen = await nuuName();
    }
    assert.equal(seen, 'Imported elsewhere');
    await importContent(ctx.database.db, universitiesFile());
  });

  it('keeps live lists for seconds only: a guest sees a new view count within the list ttl', async () => {
    const url = `/api/themed-test/view?name=${fx.subject.slug}`;
    const views = async () => ((await get(url)).json() as { data: { viewCount: number }[] }).data[0].viewCount;
    const first = await views();
    await ctx.database.db
      .update(themedTest)
      .set({ view_count: first + 7 })
      .where(eq(themedTest.id, fx.uz[0].id));
    const until = Date.now() + 8000;
    let seen = await views();
    while (seen !== first + 7 && Date.now() < until) {
      await sleep(500);
      seen = await views();
    }
    assert.equal(seen, first + 7);
  });
});

describe('read limit', () => {
  it('allows a budget of reads per address and minute, then 429 with Retry-After; other addresses unaffected', async () => {
    const limited = await buildApp({ database: ctx.database, auth: { limits: { readPerMinute: 5 } } });
    await limited.ready();
    try {
      const read = (remoteAddress: string) => limited.inject({ method: 'GET', url: LIST, remoteAddress });
      for (let i = 0; i < 5; i += 1) assert.equal((await read('10.8.0.1')).statusCode, 200);
      const refused = await read('10.8.0.1');
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.json().code, 'RATE_LIMITED');
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.equal((await read('10.8.0.2')).statusCode, 200);
    } finally {
      await limited.close();
    }
  });
});
