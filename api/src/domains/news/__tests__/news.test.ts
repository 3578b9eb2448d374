// News over HTTP on a real database (seeded articles, plus the test's own for paging and for hostile
// Markdown imported through the same function as `npm run content -- news`).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq } from 'drizzle-orm';
import { errorBodySchema } from '@platform/shared/contracts';
import { NEWS_PAGE_SIZE, newsArticleResponse, newsListResponse } from '@platform/shared/news';
import { newsArticle } from '../../../db/schema';
import { importNewsText } from '../../content/import-news';
import { ContentImportError } from '../../content/import-rows';
import { renderMarkdown } from '../markdown';
import { parseNewsFile } from '../service';
import { createTestApp, type TestContext } from '../../../../test/helpers';

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp();
});
after(async () => {
  await ctx?.close();
});

async function get(url: string, locale: 'uz' | 'ru' = 'uz') {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });
  return { status: res.statusCode, body: res.json() as unknown };
}

const article = (slug: string, language: 'uz' | 'ru', date: string, body: string, title = `Sarlavha ${slug}`) =>
  `---\nslug: ${slug}\nlanguage: ${language}\ntitle: ${title}\ndescription: Qisqa tavsif ${slug}\npublished_at: ${date}\n---\n${body}\n`;

describe('seeded news', () => {
  for (const locale of ['uz', 'ru'] as const) {
    it(`lists at least 6 articles in ${locale}, newest first, each opening with its own language`, async () => {
      const list = newsListResponse.parse((await get('/api/news', locale)).body);
      assert.ok(list.meta.total >= 6, `got ${list.meta.total}`);
      const dates = list.data.map((a) => a.published_at);
      assert.deepEqual(
        dates,
        [...dates].sort((a, b) => b - a),
      );
      const one = newsArticleResponse.parse((await get(`/api/news/view?slug=${list.data[0].slug}`, locale)).body).data;
      assert.equal(one.title, list.data[0].title);
      assert.ok(one.html.length > 100);
      assert.doesNotMatch(one.html, /<script|javascript:/i);
    });
  }
});

describe('paging', () => {
  it('gives 12 a page, newest first, and the remainder on the last page', async () => {
    const [{ before: seeded }] = await ctx.database.db.select({ before: count() }).from(newsArticle).where(eq(newsArticle.language, 'ru'));
    for (let i = 0; i < 14; i++) {
      const day = String(i + 1).padStart(2, '0');
      await importNewsText(ctx.database.db, article(`paging-${i}`, 'ru', `2026-11-${day}`, `Текст ${i}`));
    }
    const total = seeded + 14;
    const first = newsListResponse.parse((await get('/api/news?page=1', 'ru')).body);
    assert.equal(first.meta.size, NEWS_PAGE_SIZE);
    assert.equal(first.meta.total, total);
    assert.equal(first.meta.page_count, Math.ceil(total / 12));
    assert.deepEqual(
      first.data.map((a) => a.slug),
      Array.from({ length: 12 }, (_, k) => `paging-${13 - k}`),
    );
    const second = newsListResponse.parse((await get('/api/news?page=2', 'ru')).body);
    assert.deepEqual(
      second.data.slice(0, 2).map((a) => a.slug),
      ['paging-1', 'paging-0'],
    );
    const last = newsListResponse.parse((await get(`/api/news?page=${first.meta.page_count}`, 'ru')).body);
    assert.equal(last.data.length, total - (first.meta.page_count - 1) * 12);
    const beyond = newsListResponse.parse((await get('/api/news?page=99', 'ru')).body);
    assert.equal(beyond.data.length, 0);
    // the Uzbek list does not show Russian articles
    const uz = newsListResponse.parse((await get('/api/news', 'uz')).body);
    assert.ok(uz.data.every((a) => !a.slug.startsWith('paging-')));
  });

  it('re-importing an unchanged article writes nothing; a changed one is updated in place', async () => {
    const text = article('qayta', 'uz', '2026-11-05', 'Birinchi matn');
    assert.equal((await importNewsText(ctx.database.db, text)).written, true);
    assert.equal((await importNewsText(ctx.database.db, text)).written, false);
    await importNewsText(ctx.database.db, article('qayta', 'uz', '2026-11-05', 'Ikkinchi matn'));
    const one = newsArticleResponse.parse((await get('/api/news/view?slug=qayta')).body).data;
    assert.match(one.html, /Ikkinchi matn/);
  });
});

describe('Markdown renders inert', () => {
  const hostile = [
    '# Sarlavha',
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(2)">',
    '<a href="javascript:alert(3)">raw</a>',
    "[bosing](javascript:alert(4)) [katta](JaVaScRiPt:alert(5)) [bo'shliq]( javascript:alert(6)) [kod](&#106;avascript:alert(7))",
    '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg4KTwvc2NyaXB0Pg==) [vb](vbscript:msgbox(9)) [protocol-relative](//evil.example/x)',
    '![rasm](javascript:alert(10))',
    '[yaxshi](https://uzbmb.uz) [ichki](/dtm)',
  ].join('\n\n');

  it('escapes raw HTML and leaves javascript:, data:, vbscript: and //host links unlinked', () => {
    const html = renderMarkdown(hostile);
    assert.doesNotMatch(html, /<script|<img|<a href="javascript|onerror="|href="\s*(javascript|data|vbscript):|href="\/\//i);
    assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.match(html, /<a href="https:\/\/uzbmb\.uz" rel="noopener noreferrer" target="_blank">yaxshi<\/a>/);
    assert.match(html, /<a href="\/dtm">ichki<\/a>/);
    // every href left is http(s) or a site path
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) assert.match(href, /^(https:\/\/|\/[^/])/);
  });

  it('stays inert through the import and the api', async () => {
    await importNewsText(ctx.database.db, article('xavfli-matn', 'uz', '2026-11-01', hostile));
    const one = newsArticleResponse.parse((await get('/api/news/view?slug=xavfli-matn')).body).data;
    assert.doesNotMatch(one.html, /<script|<img|<a href="(javascript|data|vbscript)|onerror="/i);
    for (const [, href] of one.html.matchAll(/href="([^"]*)"/g)) assert.match(href, /^(https:\/\/|\/[^/])/);
    assert.match(one.html, /<h1>Sarlavha<\/h1>/);
  });
});

describe('bad input', () => {
  it('answers 400 for a bad page or slug, and a localised 404 for an unknown article', async () => {
    for (const url of [
      '/api/news?page=0',
      '/api/news?page=abc',
      '/api/news?page=1.5',
      '/api/news/view',
      '/api/news/view?slug=Bad%20Slug',
      '/api/news/view?slug=../x',
    ]) {
      const res = await get(url);
      assert.equal(res.status, 400, url);
      errorBodySchema.parse(res.body);
    }
    const uz = await get('/api/news/view?slug=yoq-maqola', 'uz');
    const ru = await get('/api/news/view?slug=yoq-maqola', 'ru');
    assert.equal(uz.status, 404);
    assert.equal(errorBodySchema.parse(uz.body).message, 'Maqola topilmadi');
    assert.equal(errorBodySchema.parse(ru.body).message, 'Статья не найдена');
  });

  it('refuses article files without front matter, with unknown keys, a bad slug, language or date', async () => {
    const [{ n: before }] = await ctx.database.db.select({ n: count() }).from(newsArticle);
    for (const text of [
      'no front matter',
      '---\nslug: a\nlanguage: uz\ntitle: T\ndescription: D\npublished_at: 2026-01-01\n---\n',
      '---\nslug: A B\nlanguage: uz\ntitle: T\ndescription: D\npublished_at: 2026-01-01\n---\nx',
      '---\nslug: a\nlanguage: en\ntitle: T\ndescription: D\npublished_at: 2026-01-01\n---\nx',
      '---\nslug: a\nlanguage: uz\ntitle: T\ndescription: D\npublished_at: 1.1.2026\n---\nx',
      // a day February does not have (new Date() would roll it over to 2 March)
      '---\nslug: a\nlanguage: uz\ntitle: T\ndescription: D\npublished_at: 2026-02-30\n---\nx',
      '---\nslug: a\nlanguage: uz\ntitle: T\ndescription: D\npublished_at: 2026-01-01\nauthor: X\n---\nx',
    ]) {
      await assert.rejects(importNewsText(ctx.database.db, text), ContentImportError, text);
    }
    const [{ n: after }] = await ctx.database.db.select({ n: count() }).from(newsArticle);
    assert.equal(after, before);
    assert.equal(parseNewsFile(article('ok', 'ru', '2026-02-03', 'Текст')).publishedAt.toISOString(), '2026-02-03T07:00:00.000Z');
  });
});
