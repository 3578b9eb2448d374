import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { Quiz } from '@platform/shared/topic-tests';
import { themedTest, ticket } from '../src/db/schema';
import { BOOTSTRAP_DATA_ID, ENTRY_STARTER, ENTRY_STARTER_HASH, jsonForScript, leadImage, routeMatches, startsWithPage } from '../src/site';
import { createTestApp, registeredUser, type TestContext } from './helpers';

let dir: string;
let ctx: TestContext;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const HOSTILE = '</script><script>alert(1)</script>\u2028';

/**
 * A remote's `./routes` server build in miniature: the topic list, the topic test screen with its
 * `start` (docs/decisions/029), and a route that (wrongly) declares a call that sets a cookie as a
 * first query: it is not carried.
 */
const REMOTE_ROUTES = `
  const q = (url) => ({ queryKey: [url], url });
  const id = (param) => /^(\\d{1,10})(?:-|$)/.exec(param ?? '')?.[1];
  exports.routes = [
    { id: 'topic-list', path: '/mavzuli-test', first: async ({ locale }) => [q('/themed-test/view?page=1&size=30&language_id=' + (locale === 'ru' ? 2 : 1)), q('/subjectname')] },
    { id: 'topic-test', path: '/mavzuli-test/:subject/:test',
      first: async ({ params }) => (id(params.test) ? [q('/test-info?test_id=' + id(params.test))] : []),
      start: async ({ params }) => (id(params.test) ? q('/themed-order?test_id=' + id(params.test)) : null) },
    { id: 'cookie-setting', path: '/sinov/:test',
      first: async ({ params }) => (id(params.test) ? [q('/test-info?test_id=' + id(params.test)), q('/themed-order?test_id=' + id(params.test))] : []) },
  ];`;

/**
 * The shell server build's \`firstData\` in miniature: the remote route at the url, its first queries
 * (and its start query when the api passes \`start\`) fetched through the api's fetches, those that
 * answered 200 dehydrated as react-query would (the real one: shell/src/first-data.ts, e2e first-data).
 */
const FIRST_DATA = `
  exports.shared = {};
  exports.firstData = async ({ url, locale, remote, read, start }) => {
    const u = new URL(url, 'http://x');
    const have = u.pathname.split('/').filter(Boolean);
    const route = remote.module.routes.find((r) => {
      const want = (r.path ?? '').split('/').filter(Boolean);
      return want.length === have.length && want.every((s, i) => s.startsWith(':') || s === have[i]);
    });
    if (!route) return null;
    const params = {};
    route.path.split('/').filter(Boolean).forEach((s, i) => { if (s.startsWith(':')) params[s.slice(1)] = decodeURIComponent(have[i]); });
    const request = { params, search: u.searchParams, locale, userId: null };
    const fetchOne = async (call, query) => {
      try {
        const res = await call(query.url);
        return res.ok ? { queryKey: query.queryKey, state: { status: 'success', data: await res.json() } } : null;
      } catch { return null; }
    };
    const reads = route.first ? await route.first(request) : [];
    const started = start && route.start ? await route.start(request) : null;
    const queries = (await Promise.all([...reads.map((query) => fetchOne(read, query)), ...(started ? [fetchOne(start, started)] : [])])).filter(Boolean);
    return queries.length > 0 ? { mutations: [], queries } : null;
  };`;

/** A built site in miniature: a shell page, a script with its siblings, a manifest, a remote's mf-manifest. */
function writeSite(site: string) {
  const write = (file: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), body);
  };
  write('shell/index.html', '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
  write(
    'shell/route-owners.json',
    JSON.stringify([
      // the shell's own pages and its not-found page (a path no row matches shows it too)
      { path: '/', page: 'home' },
      { path: '/privacy', page: 'privacy', noindex: true },
      { path: '/404', page: 'not-found' },
      { path: '/studio/*', remote: 'studio', routeId: 'studio', noindex: true },
      { path: '/universitetlar', remote: 'universities', routeId: 'university-list' },
      { path: '/profile', remote: 'auth', routeId: 'profile' },
      { path: '/mavzuli-test', remote: 'tests', routeId: 'topic-list' },
      { path: '/mavzuli-test/:subject', remote: 'tests', routeId: 'topic-subject' },
      { path: '/mavzuli-test/:subject/:test', remote: 'tests', routeId: 'topic-test' },
      { path: '/sinov/:test', remote: 'tests', routeId: 'cookie-setting' },
    ]),
  );
  // the shell provides the contracts (its copy beyond the start in one file) and react (in its start)
  write('shell/boot-chunks.json', JSON.stringify({ provided: { '@platform/shared/contracts': ['100.aaaaaaaa.js'], react: [] } }));
  write('shell/main.js', SCRIPT);
  write('shell/main.js.br', zlib.brotliCompressSync(SCRIPT));
  write('shell/main.js.gz', zlib.gzipSync(SCRIPT));
  write(
    'remotes.json',
    JSON.stringify({ remotes: { tests: { version: '1.0.0', entry: '/remotes/tests/1.0.0/remoteEntry.js', note: HOSTILE } } }),
  );
  write(
    'remotes/tests/1.0.0/mf-manifest.json',
    JSON.stringify({
      exposes: [{ name: 'routes', path: './routes', assets: { js: { sync: ['__federation_expose_routes.1a2b3c4d.js'] } } }],
    }),
  );
  for (const version of ['1.0.0', '2.0.0']) {
    write(
      `remotes/tests/${version}/route-chunks.json`,
      JSON.stringify({
        routes: {
          'topic-subject': {
            scripts: [version === '1.0.0' ? 'catalog.11111111.js' : 'catalog.99999999.js'],
            consumes: ['@platform/shared/contracts', '@platform/shared/dates', 'react'],
          },
        },
        shared: {
          '@platform/shared/contracts': { scripts: ['3100.44444444.js'], consumes: [] },
          '@platform/shared/dates': { scripts: ['1428.22222222.js'], consumes: ['@platform/shared/format', 'react'] },
          '@platform/shared/format': { scripts: ['6840.33333333.js'], consumes: [] },
          react: { scripts: ['react.55555555.js'], consumes: [] },
        },
        // the strings the routes module loads as it runs, per language
        locales: { uz: ['3500.66666666.js', '5020.77777777.js'], ru: ['4000.88888888.js'] },
      }),
    );
    // the remote's server build: its routes' first queries (docs/decisions/034), as query options
    // whose key is the call's url (in the real build, the pages' own `queryOptions`)
    write(`remotes/tests/${version}/server/routes.cjs`, REMOTE_ROUTES);
  }
  // the shell's server build: its first data (a miniature of shell/src/first-data.ts) and a renderer
  // that leaves every page to the browser
  write('shell-server/server.cjs', `${FIRST_DATA}\nexports.renderPage = async () => null;`);
}

/** The `<link rel="preload" as="script">` hrefs of a shell page, in order. */
const preloadsOf = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)" \/>/g)].map((m) => m[1]);

/** The bootstrap JSON block of a shell page, parsed. */
function bootstrapOf(html: string): {
  manifest: { remotes: Record<string, { note?: string }> };
  session: { locale: string; data: unknown };
  queries: { locale: string; state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } } | null;
  /** the first queries' data by their call's url (the miniature's keys), in the page's language; null: none */
  data: { locale: string; answers: Record<string, unknown> } | null;
} {
  const match = new RegExp(`<script id="${BOOTSTRAP_DATA_ID}" type="application/json">(.*?)</script>`, 's').exec(html);
  assert.ok(match, 'the page carries the bootstrap block');
  const block = JSON.parse(match[1]!);
  assert.ok(!('data' in block), 'one channel: the first queries, never inlined answers besides');
  const queries = block.queries as ReturnType<typeof bootstrapOf>['queries'];
  const data = queries
    ? { locale: queries.locale, answers: Object.fromEntries(queries.state.queries.map((q) => [String(q.queryKey[0]), q.state.data])) }
    : null;
  return { ...block, data };
}

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-static-'));
  writeSite(dir);
  ctx = await createTestApp({ staticDir: dir });
});

after(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('compressed delivery', () => {
  it('a built script goes out as its Brotli or gzip sibling, whichever the request accepts', async () => {
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': accept } });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], encoding, accept);
      assert.match(String(res.headers.vary), /accept-encoding/i);
      assert.equal(decode(res.rawPayload).toString(), SCRIPT);
    }
    const plain = await ctx.app.inject({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, SCRIPT);
  });

  it('the shell page is compressed on a client route too (sent by the not-found handler), and its encoding negotiated', async () => {
    for (const url of ['/', '/mavzuli-test', '/universitetlar']) {
      for (const [accept, encoding, decode] of [
        ['br, gzip', 'br', zlib.brotliDecompressSync],
        ['gzip, br;q=0', 'gzip', zlib.gunzipSync],
      ] as const) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': accept } });
        assert.equal(res.statusCode, 200, url);
        assert.equal(res.headers['content-encoding'], encoding, `${url} ${accept}`);
        assert.match(String(res.headers.vary), /accept-encoding/i);
        assert.match(decode(res.rawPayload).toString(), /<div id="root"><\/div>/);
      }
      const plain = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.match(plain.body, /id="platform-bootstrap"/);
    }
  });

  it('an api answer above 1 KB is compressed, a small one is not', async () => {
    const big = await ctx.app.inject({ method: 'GET', url: '/api/university-all?type=all&page=1', headers: { 'accept-encoding': 'br' } });
    assert.equal(big.statusCode, 200);
    assert.equal(big.headers['content-encoding'], 'br');
    assert.match(String(big.headers.vary), /accept-encoding/i);
    assert.ok(Array.isArray(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).data));
    const small = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal(small.json().status, 'ok');
  });
});

describe('the shell page carries its bootstrap data', () => {
  it('inlines the manifest, escaped so that a value cannot end the script block, and is never stored', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.ok(!res.body.includes(HOSTILE.slice(0, 20)), 'the hostile value is not in the page as it is');
    assert.equal((res.body.match(/<\/script>/g) ?? []).length, 1, 'only the block itself closes a script');
    const data = bootstrapOf(res.body);
    assert.equal(data.manifest.remotes.tests!.note, HOSTILE);
    assert.deepEqual(data.session, { locale: 'uz', data: null });
    assert.doesNotMatch(res.body, /rel="preload"/, 'the home page is the shell own: nothing to preload');
    assert.equal(jsonForScript({ a: '<&>' }), '{"a":"\\u003c\\u0026\\u003e"}');
  });

  it('preloads the entry and the routes chunks of the remote that owns the requested path', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/mavzuli-test/matematika?x=1', headers: { accept: 'text/html' } });
    assert.match(res.body, /<link rel="preload" as="script" href="\/remotes\/tests\/1\.0\.0\/remoteEntry\.js" \/>/);
    assert.match(
      res.body,
      /<link rel="preload" as="script" href="\/remotes\/tests\/1\.0\.0\/__federation_expose_routes\.1a2b3c4d\.js" \/>/,
    );
    assert.ok(routeMatches('/mavzuli-test/:subject', '/mavzuli-test/fizika'));
    assert.ok(!routeMatches('/mavzuli-test/:subject', '/mavzuli-test'));
    assert.ok(!routeMatches('/profile', '/profile/7'));
  });

  it("preloads the route's page chunks and the copies of the shared modules it consumes the page will run", async () => {
    const page = async () =>
      preloadsOf((await ctx.app.inject({ method: 'GET', url: '/mavzuli-test/fizika', headers: { accept: 'text/html' } })).body);
    const base = '/remotes/tests/1.0.0/';
    // the shell's copy where the shell provides the module (react: already in its start), the remote's
    // own otherwise, with what that copy consumes in turn; the page's chunks last
    assert.deepEqual((await page()).slice(2, -2), [
      '/100.aaaaaaaa.js',
      `${base}6840.33333333.js`,
      `${base}1428.22222222.js`,
      `${base}catalog.11111111.js`,
    ]);

    // the list is read per remote version: switching the manifest switches it, without a rebuild
    const manifestFile = path.join(dir, 'remotes.json');
    const manifest = fs.readFileSync(manifestFile, 'utf8');
    try {
      fs.writeFileSync(manifestFile, manifest.replaceAll('1.0.0', '2.0.0'));
      assert.deepEqual((await page()).slice(-3, -2), ['/remotes/tests/2.0.0/catalog.99999999.js']);
    } finally {
      fs.writeFileSync(manifestFile, manifest);
    }
    assert.deepEqual((await page()).slice(-3, -2), [`${base}catalog.11111111.js`]);
  });

  it("preloads the remote's strings in the page's language, after the page, and none of the other language", async () => {
    const base = '/remotes/tests/1.0.0/';
    const preloads = async (headers: Record<string, string>) =>
      preloadsOf((await ctx.app.inject({ method: 'GET', url: '/mavzuli-test/fizika', headers: { accept: 'text/html', ...headers } })).body);
    const uz = await preloads({ cookie: 'locale=uz' });
    assert.deepEqual(uz.slice(-2), [`${base}3500.66666666.js`, `${base}5020.77777777.js`]);
    assert.ok(!uz.includes(`${base}4000.88888888.js`));
    const ru = await preloads({ cookie: 'locale=ru' });
    assert.deepEqual(ru.slice(-1), [`${base}4000.88888888.js`]);
    assert.ok(!ru.some((href) => /3500|5020/.test(href)));
    // Uzbek when the visitor chose no language, as in the shell — a Russian browser included: the
    // shell does not follow Accept-Language, so strings preloaded in it would go unused
    assert.equal((await preloads({})).at(-1), `${base}5020.77777777.js`);
    assert.deepEqual(await preloads({ 'accept-language': 'ru-RU,ru;q=0.9' }), uz);
    assert.deepEqual(await preloads({ cookie: 'locale=xx' }), uz);
  });

  it('answers /preloads.json with the scripts that page preloads, for the shell to preload on a link hover', async () => {
    const listed = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/preloads.json?${query}` });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-store');
      return (res.json() as { scripts: string[] }).scripts;
    };
    const page = preloadsOf(
      (await ctx.app.inject({ method: 'GET', url: '/mavzuli-test/fizika', headers: { accept: 'text/html', cookie: 'locale=ru' } })).body,
    );
    assert.deepEqual(await listed('path=%2Fmavzuli-test%2Ffizika&locale=ru'), page);
    assert.equal((await listed('path=%2Fmavzuli-test%2Ffizika&locale=uz')).at(-1), '/remotes/tests/1.0.0/5020.77777777.js');
    assert.deepEqual(await listed('path=%2F&locale=uz'), []);
    assert.deepEqual(await listed('path=nonsense'), []);
  });

  it("inlines a signed-in visitor's /api/auth/me answer in the language chosen in the shell", async () => {
    const { cookie } = await registeredUser(ctx.app);
    for (const locale of ['uz', 'ru']) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie, 'accept-language': locale } });
      // the browser's language is the other one: the page follows the shell's choice
      const page = await ctx.app.inject({
        method: 'GET',
        url: '/profile',
        headers: { cookie: `${cookie}; locale=${locale}`, 'accept-language': locale === 'ru' ? 'uz' : 'ru', accept: 'text/html' },
      });
      assert.equal(page.headers['cache-control'], 'no-store');
      assert.deepEqual(bootstrapOf(page.body).session, { locale, data: me.json().data });
    }
    const stranger = await ctx.app.inject({ method: 'GET', url: '/profile', headers: { accept: 'text/html', cookie: 'sid=forged' } });
    assert.equal(bootstrapOf(stranger.body).session.data, null);
  });
});

describe("the shell page carries its route's first data (docs/decisions/025)", () => {
  const html = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const apiAnswer = async (url: string, headers: Record<string, string> = {}) =>
    (await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers })).json();

  it("answers the list's declared GET calls in the page's language, exactly as the api answers them", async () => {
    for (const [locale, languageId] of [
      ['uz', 1],
      ['ru', 2],
    ] as const) {
      const headers = { 'accept-language': locale };
      const page = await html('/mavzuli-test', { cookie: `locale=${locale}` });
      assert.equal(page.statusCode, 200);
      assert.equal(page.headers['cache-control'], 'no-store');
      const list = `/themed-test/view?page=1&size=30&language_id=${languageId}`;
      const data = bootstrapOf(page.body).data;
      assert.equal(data?.locale, locale);
      assert.deepEqual(Object.keys(data?.answers ?? {}), [list, '/subjectname']);
      assert.deepEqual(data?.answers[list], await apiAnswer(list, headers));
      assert.deepEqual(data?.answers['/subjectname'], await apiAnswer('/subjectname', headers));
      assert.ok((data?.answers[list] as { data: unknown[] }).data.length > 0, 'the cards are there');
    }
  });

  it("fills a route parameter's id; leaves out a 404, an unfillable parameter and an answer that sets a cookie", async () => {
    const list = (await apiAnswer('/themed-test/view?page=1&size=30&language_id=1')) as { data: { testId: number }[] };
    const testId = list.data[0]!.testId;
    const data = bootstrapOf((await html(`/mavzuli-test/matematika/${testId}-algebra`)).body).data;
    assert.deepEqual(Object.keys(data?.answers ?? {}), [`/test-info?test_id=${testId}`]);
    // exactly the api's answer (a view is counted when a ticket starts, not by /test-info)
    const info = data?.answers[`/test-info?test_id=${testId}`];
    assert.deepEqual(info, await apiAnswer(`/test-info?test_id=${testId}`));
    // a guest's /themed-order issues the `gt` cookie: never inlined as first data
    assert.deepEqual(Object.keys(bootstrapOf((await html(`/sinov/${testId}-algebra`)).body).data?.answers ?? {}), [
      `/test-info?test_id=${testId}`,
    ]);
    for (const url of ['/mavzuli-test/matematika/999999999-none', '/mavzuli-test/matematika/algebra', '/mavzuli-test/fizika']) {
      const page = await html(url);
      // an unknown test's /test-info answers 404: so does its page (docs/page-serving.md)
      assert.equal(page.statusCode, url.includes('999999999') ? 404 : 200, url);
      assert.equal(bootstrapOf(page.body).data, null, url);
    }
  });
});

describe('a page the shell cannot show answers 404 (docs/page-serving.md)', () => {
  const page = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('an unknown path and /404 are the shell page with the status 404, a known one 200', async () => {
    for (const url of ['/no-such-page', '/mavzuli-test/a/b/c', '/404', '/universitetlar/x/y?page=2']) {
      const res = await page(url);
      assert.equal(res.statusCode, 404, url);
      assert.match(res.body, /id="platform-bootstrap"/, `${url}: the shell shows its not-found page`);
      assert.equal(res.headers['cache-control'], 'no-store', url);
    }
    for (const url of ['/', '/privacy', '/mavzuli-test', '/MAVZULI-TEST/', '/universitetlar?page=2'])
      assert.equal((await page(url)).statusCode, 200, url);
  });

  it('a route the table keeps out of search engines says so in X-Robots-Tag (ADR 055), any other does not', async () => {
    for (const url of ['/privacy', '/studio', '/studio/reports?status=open'])
      assert.equal((await page(url)).headers['x-robots-tag'], 'noindex, nofollow', url);
    for (const url of ['/', '/mavzuli-test', '/no-such-page']) assert.equal((await page(url)).headers['x-robots-tag'], undefined, url);
  });

  it('a detail page whose first read answers 404 (an unknown slug) is a 404, a known one 200', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/themed-test/view?page=1&size=30&language_id=1' })).json() as {
      data: { testId: number }[];
    };
    assert.equal((await page(`/mavzuli-test/matematika/${list.data[0]!.testId}-algebra`)).statusCode, 200);
    assert.equal((await page('/mavzuli-test/matematika/999999999-none')).statusCode, 404);
  });
});

describe("a browser's own navigation to a topic test starts it with the page (docs/decisions/029)", () => {
  const NAVIGATE = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' };
  const XRW = { 'x-requested-with': 'XMLHttpRequest' };
  let testId: number;
  let testPath: string;
  let lockedPath: string;
  const tickets = async () => (await ctx.database.db.select({ n: count() }).from(ticket).where(eq(ticket.test_id, testId)))[0]!.n;
  const html = (headers: Record<string, string>, url = testPath) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const guestCookie = (res: { headers: Record<string, unknown> }) =>
    /^gt=([^;]+)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1] ?? null;

  before(async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/themed-test/view?name=matematika&language_id=1' })).json() as {
      data: { testId: number; testUrl: string; opensAt: number | null }[];
    };
    const open = list.data.find((card) => card.opensAt === null)!;
    testId = open.testId;
    testPath = open.testUrl;
    // the question banks have no time-gated topic (issue 30): one is gated here, as an import's opens_at would
    const locked = list.data.find((card) => card.testId !== open.testId)!;
    await ctx.database.db
      .update(themedTest)
      .set({ opens_at: new Date(Date.now() + 7 * 86_400_000) })
      .where(eq(themedTest.id, locked.testId));
    lockedPath = locked.testUrl;
  });

  it("a cold guest's page carries the new ticket and the guest cookie that owns it", async () => {
    const before = await tickets();
    const page = await html(NAVIGATE);
    assert.equal(page.statusCode, 200);
    const token = guestCookie(page);
    assert.ok(token, 'the page sets the guest cookie');
    assert.match(String(page.headers['set-cookie']), /HttpOnly; SameSite=Lax/);
    assert.equal(await tickets(), before + 1, 'one ticket, made with the page');
    const quiz = bootstrapOf(page.body).data?.answers[`/themed-order?test_id=${testId}`] as { data: Quiz };
    assert.ok(quiz.data.test[0]!.questions.length > 0, 'the questions came with the page');
    // the browser owns it: the api resumes exactly that ticket for the cookie, questions and option order alike
    const own = (
      await ctx.app.inject({ method: 'GET', url: `/api/themed-order?test_id=${testId}`, headers: { cookie: `gt=${token}`, ...XRW } })
    ).json() as { data: Quiz };
    assert.deepEqual(own, quiz);
    // a reload (or another page of the site linking here) resumes it, with no new cookie
    for (const site of ['none', 'same-origin']) {
      const again = await html({ ...NAVIGATE, 'sec-fetch-site': site, cookie: `gt=${token}` });
      assert.equal(guestCookie(again), null);
      assert.deepEqual(bootstrapOf(again.body).data?.answers[`/themed-order?test_id=${testId}`], quiz);
    }
    assert.equal(await tickets(), before + 1);
  });

  it('starts nothing for a prefetch, a frame, another site, a HEAD or a client that does not say it navigates', async () => {
    const before = await tickets();
    for (const headers of [
      {},
      { ...NAVIGATE, 'sec-fetch-site': 'cross-site' },
      { ...NAVIGATE, 'sec-fetch-site': 'same-site' },
      { ...NAVIGATE, 'sec-purpose': 'prefetch' },
      { ...NAVIGATE, 'sec-purpose': 'prefetch;prerender' },
      { ...NAVIGATE, purpose: 'prefetch' },
      { ...NAVIGATE, 'sec-fetch-dest': 'iframe' },
      { ...NAVIGATE, 'sec-fetch-mode': 'no-cors' },
      { 'user-agent': 'TelegramBot (like TwitterBot)' },
    ] as Record<string, string>[]) {
      const page = await html(headers);
      assert.equal(page.statusCode, 200, JSON.stringify(headers));
      assert.equal(page.headers['set-cookie'], undefined, JSON.stringify(headers));
      assert.deepEqual(Object.keys(bootstrapOf(page.body).data?.answers ?? {}), [`/test-info?test_id=${testId}`], JSON.stringify(headers));
    }
    assert.equal((await ctx.app.inject({ method: 'HEAD', url: testPath, headers: { accept: 'text/html', ...NAVIGATE } })).statusCode, 200);
    assert.equal(await tickets(), before, 'no ticket made');
    const request = (method: string, headers: Record<string, string>) =>
      ({ method, headers }) as unknown as Parameters<typeof startsWithPage>[0];
    assert.equal(startsWithPage(request('GET', NAVIGATE)), true);
    assert.equal(startsWithPage(request('HEAD', NAVIGATE)), false);
  });

  it('gives the cookie the Secure flag the api gives it on the host the page was asked for', async () => {
    const page = await html({ ...NAVIGATE, host: 'imtihon.example' });
    assert.match(String(page.headers['set-cookie']), /^gt=[^;]+;.*; Secure/);
  });

  it('leaves a locked test, an unknown test and a refused call to the page, and sets no cookie', async () => {
    const before = (await ctx.database.db.select({ n: count() }).from(ticket))[0]!.n;
    for (const url of [lockedPath, '/mavzuli-test/matematika/999999999-none']) {
      const page = await html(NAVIGATE, url);
      assert.equal(page.statusCode, url === lockedPath ? 200 : 404, url);
      assert.equal(page.headers['set-cookie'], undefined, url);
      assert.ok(!Object.keys(bootstrapOf(page.body).data?.answers ?? {}).some((key) => key.startsWith('/themed-order')), url);
      assert.doesNotMatch(page.body, /themed-order/, url);
    }
    assert.equal((await ctx.database.db.select({ n: count() }).from(ticket))[0]!.n, before);
  });
});

describe("the shell page carries the shell's first screen (docs/decisions/028)", () => {
  let site: string;
  let rendering: TestContext;
  let unrendered: TestContext;
  // A renderer in the shape of the shell's server build (shell/src/server.tsx), which echoes what
  // it was asked: the real one is exercised by e2e first-screen.spec against the built shell.
  const RENDERER = `${FIRST_DATA}
    const React = require('react');
    exports.shared = { '@platform/shared/session': { marker: 'the shell build\\'s session' } };
    exports.forgetRemoteStrings = (remote) => { (globalThis.__strings ??= []).push('forget ' + remote); return [remote + '/catalog']; };
    exports.reloadStrings = async (namespaces) => { (globalThis.__strings ??= []).push('reload ' + namespaces); };
    exports.renderPage = async ({ url, locale, user, manifest, timeoutMs, remote, queries, mobile }) => {
      if (url.startsWith('/old-link')) return null;
      if (remote) {
        const route = remote.module.routes[0];
        return {
          html: '<h1>' + remote.name + ' ' + route.id + ' ' + remote.module.session + ' ' + remote.module.page + ' ' + (queries ? queries.queries.map((q) => q.queryKey[0]) : []).join(' ') + ' mobile=' + mobile + '</h1>',
          title: 't', description: 'd', noindex: false,
          remotePage: remote.name + '/' + route.id,
        };
      }
      if (url.startsWith('/broken')) throw new Error('render failed');
      if (url.startsWith('/stuck')) return new Promise(() => {});
      const who = user && user.profile_type ? 'user ' + user.phone : 'guest';
      return {
        html: '<main><h1>' + locale + ' ' + who + ' ' + url + '</h1><p>react ' + React.version + ', ' + Object.keys(manifest.remotes) + ', ' + timeoutMs + '</p></main>',
        title: 'Title <&> ' + locale,
        description: 'About "it" ' + locale,
        noindex: url === '/privacy',
      };
    };`;

  const html = async (app: TestContext, url: string, headers: Record<string, string> = {}) =>
    (await app.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } })).body;
  const rendered = (body: string) => (bootstrapOf(body) as { rendered?: { locale: string } | null }).rendered ?? null;

  before(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-rendered-'));
    writeSite(site);
    fs.writeFileSync(
      path.join(site, 'shell/index.html'),
      '<!doctype html><html lang="uz"><head><title>Imtihon</title><meta name="description" content="default" /></head><body><div id="root"></div><script defer="defer" src="/main.js"></script></body></html>',
    );
    fs.mkdirSync(path.join(site, 'shell-server'), { recursive: true });
    fs.writeFileSync(path.join(site, 'shell-server/server.cjs'), RENDERER);
    fs.writeFileSync(path.join(site, 'shell-server/server.css'), 'h1{color:red}</style><script>');
    // the tests remote's server build (ADR 028): its routes module takes the session from the shell's
    // build and its page from a chunk of its own; route-css.json names each route's stylesheets (rules
    // without a class, which the page server keeps whatever the markup: ADR 064)
    const server = path.join(site, 'remotes/tests/1.0.0/server');
    fs.mkdirSync(server, { recursive: true });
    fs.writeFileSync(
      path.join(server, 'routes.cjs'),
      "exports.session = require('@platform/shared/session').marker; exports.page = require('./catalog.cjs').page; " +
        "const q = (url) => ({ queryKey: [url], url }); exports.routes = [{ id: 'topic-list', path: '/mavzuli-test', serverRender: true, " +
        "first: async () => [q('/themed-test/view?page=1&size=30&language_id=1'), q('/subjectname')] }];",
    );
    fs.writeFileSync(path.join(server, 'catalog.cjs'), "exports.page = 'the catalog chunk';");
    // the next version of the remote, whose page reads differently
    const next = path.join(site, 'remotes/tests/2.0.0/server');
    fs.mkdirSync(next, { recursive: true });
    fs.writeFileSync(
      path.join(next, 'routes.cjs'),
      "exports.page = 'version two'; exports.routes = [{ id: 'topic-list', path: '/mavzuli-test', serverRender: true, first: async () => [{ queryKey: ['/subjectname'], url: '/subjectname' }] }];",
    );
    fs.writeFileSync(path.join(server, 'routes.css'), '[data-tests-routes]{}');
    fs.writeFileSync(path.join(server, 'catalog.css'), '[data-tests-catalog]{}');
    fs.writeFileSync(path.join(server, 'quiz.css'), '[data-tests-quiz]{}');
    fs.writeFileSync(
      path.join(server, 'route-css.json'),
      JSON.stringify({ entry: ['routes.css'], routes: { 'topic-list': ['catalog.css'], 'topic-test': ['quiz.css'] } }),
    );
    rendering = await createTestApp({ staticDir: site });
    unrendered = await createTestApp({ staticDir: site, serverRender: false });
  });

  after(async () => {
    await rendering.close();
    await unrendered.close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  it("puts the rendered markup into #root with the CSS of the shell's modules and the route's title and description", async () => {
    const body = await html(rendering, '/?from=test');
    const react = (await import('react')).version;
    assert.match(
      body,
      new RegExp(`<div id="root" data-rendered=""><main><h1>uz guest /\\?from=test</h1><p>react ${react}, tests, 800</p></main></div>`),
    );
    assert.match(body, /<style>h1\{color:red\}<\\\/style><script><\/style>/, 'the CSS cannot end its element');
    assert.match(body, /<title>Title &lt;&amp;&gt; uz<\/title>/);
    assert.match(body, /<meta name="description" content="About &quot;it&quot; uz" \/>/);
    assert.doesNotMatch(body, /name="robots"/);
    assert.deepEqual(rendered(body), { locale: 'uz', mobile: false, remotePage: null });
    assert.match(await html(rendering, '/privacy'), /<meta name="robots" content="noindex, nofollow" \/>/);
  });

  it("renders a remote's page with its server build, the shell's modules and the route's first answers, and its CSS only", async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const body = await html(rendering, '/mavzuli-test', { 'user-agent': phone });
    assert.match(
      body,
      /<h1>tests topic-list the shell build's session the catalog chunk \/themed-test\/view\?page=1&size=30&language_id=1 \/subjectname mobile=true<\/h1>/,
    );
    assert.match(body, /h1\{color:red\}<\\\/style><script>\[data-tests-routes\]\{\}\[data-tests-catalog\]\{\}<\/style>/);
    assert.doesNotMatch(body, /tests-quiz/);
    const block = bootstrapOf(body);
    const rendered = (block as unknown as { rendered: { remotePage: string; mobile: boolean } }).rendered;
    assert.equal(rendered.remotePage, 'tests/topic-list');
    assert.equal(rendered.mobile, true);
    // the queries the page was rendered with are the ones the browser's cache gets, once
    assert.deepEqual(
      block.queries?.state.queries.map((q) => q.queryKey),
      [['/themed-test/view?page=1&size=30&language_id=1'], ['/subjectname']],
    );
    assert.ok(!('queries' in rendered), 'not twice');
    assert.match(
      await html(rendering, '/mavzuli-test', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0' }),
      /mobile=false/,
    );
    // the server build is the api's: not served
    const res = await rendering.app.inject({ method: 'GET', url: '/remotes/tests/1.0.0/server/routes.cjs' });
    assert.equal(res.statusCode, 404);
    assert.equal((await rendering.app.inject({ method: 'GET', url: '/remotes/tests/1.0.0/route-chunks.json' })).statusCode, 200);
  });

  it("renders with the remote version the manifest names now, its strings the version's own", async () => {
    const manifestFile = path.join(site, 'remotes.json');
    const manifest = fs.readFileSync(manifestFile, 'utf8');
    const strings = globalThis as { __strings?: string[] };
    try {
      await html(rendering, '/mavzuli-test');
      strings.__strings = [];
      fs.writeFileSync(manifestFile, manifest.replaceAll('1.0.0', '2.0.0'));
      assert.match(await html(rendering, '/mavzuli-test'), /<h1>tests topic-list undefined version two /);
      // the remote's strings of the version before are dropped, and read again once the new one is in
      assert.deepEqual(strings.__strings, ['forget tests', 'reload tests/catalog']);
      fs.writeFileSync(manifestFile, manifest);
      assert.match(await html(rendering, '/mavzuli-test'), /<h1>tests topic-list the shell build's session the catalog chunk /);
      assert.deepEqual(strings.__strings, ['forget tests', 'reload tests/catalog', 'forget tests', 'reload tests/catalog']);
    } finally {
      fs.writeFileSync(manifestFile, manifest);
      delete strings.__strings;
    }
  });

  it('renders in the language of the locale cookie, for the signed-in user of the session cookie', async () => {
    const ru = await html(rendering, '/', { cookie: 'locale=ru', 'accept-language': 'uz' });
    assert.match(ru, /<html lang="ru"/);
    assert.match(ru, /<h1>ru guest \/<\/h1>/);
    assert.deepEqual(rendered(ru), { locale: 'ru', mobile: false, remotePage: null });
    const user = await registeredUser(rendering.app);
    const signedIn = await html(rendering, '/', { cookie: user.cookie });
    assert.match(signedIn, new RegExp(`<h1>uz user \\${user.phone} /</h1>`));
    assert.equal((bootstrapOf(signedIn).session.data as { id: number }).id, user.id);
  });

  it('starts the entry once the rendered screen is painted, by the one inline script its policy allows (ADR 065)', async () => {
    const res = await rendering.app.inject({
      method: 'GET',
      url: '/mavzuli-test',
      headers: { accept: 'text/html', 'accept-encoding': 'identity' },
    });
    const body = res.body;
    assert.doesNotMatch(body, /<script defer="defer" src="\/main.js">/, 'not run by the parser');
    assert.match(body, /<link rel="preload" as="script" href="\/main.js" \/>/, 'still downloaded from the start');
    const inline = [...body.matchAll(/<script( [^>]*)?>([^<]*)<\/script>/g)].filter((m) => !m[1]?.includes('application/json'));
    assert.equal(inline.length, 1);
    assert.equal(inline[0][1], ' data-start="/main.js"');
    assert.equal(inline[0][2], ENTRY_STARTER);
    assert.ok(body.indexOf(inline[0][0]) > body.indexOf('</div>'), 'after the first screen');
    const hash = `'sha256-${createHash('sha256').update(inline[0][2]).digest('base64')}'`;
    assert.equal(hash, ENTRY_STARTER_HASH);
    assert.match(String(res.headers['content-security-policy']), new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')};`));
    // a page the browser renders itself keeps its deferred entry
    const plain = await html(unrendered, '/mavzuli-test');
    assert.match(plain, /<script defer="defer" src="\/main.js"><\/script><\/body>/);
    assert.doesNotMatch(plain, /data-start/);
  });

  it('sends the page for the browser to render when the renderer declines, fails or takes too long', async () => {
    for (const url of ['/old-link', '/broken', '/stuck']) {
      const started = Date.now();
      const body = await html(rendering, url);
      assert.match(body, /<div id="root"><\/div>/, url);
      assert.equal(rendered(body), null, url);
      assert.match(body, /<title>Imtihon<\/title>/, url);
      assert.ok(Date.now() - started < 3000, `${url} waited ${Date.now() - started} ms`);
    }
  });

  it('renders nothing with SERVER_RENDER=0, and nothing from a server build that cannot be loaded', async () => {
    assert.match(await html(unrendered, '/'), /<div id="root"><\/div>/);
    fs.writeFileSync(path.join(site, 'shell-server/server.cjs'), 'exports.renderPage = ;');
    try {
      const body = await html(rendering, '/');
      assert.match(body, /<div id="root"><\/div>/);
      assert.equal(rendered(body), null);
    } finally {
      fs.writeFileSync(path.join(site, 'shell-server/server.cjs'), RENDERER);
    }
    // a rebuilt server build is picked up
    assert.match(await html(rendering, '/'), /data-rendered=""/);
  });
});

describe('the lead image of a first screen (ADR 062)', () => {
  it('is the first image marked high priority, as React writes it; a lazy or plain image is not', () => {
    const cover = '<img class="c" src="/api/content-images/a.svg?x=1&amp;y=2" alt="" width="640" height="360" fetchPriority="high"/>';
    assert.equal(
      leadImage(`<p>x</p><img src="/avatar.svg" alt=""/>${cover}<img src="/b.svg" fetchPriority="high"/>`),
      '/api/content-images/a.svg?x=1&amp;y=2',
    );
    assert.equal(leadImage('<img src="/a.svg" loading="lazy"/><img src="/b.svg" alt=""/>'), null);
    assert.equal(leadImage('<p>no image</p>'), null);
  });
});
