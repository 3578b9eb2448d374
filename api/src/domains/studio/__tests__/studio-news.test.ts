// News in the studio (issue 35 item 6, ADR 058) on a real database: an article in uz and ru with a
// publish time — learners do not see it before then, and see it at once when it is published now
// (the catalogue caches drop their answers); the preview is the site's renderer, inert on hostile
// Markdown; bad input is a localised 400 naming the field; every write audited.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { errorBodySchema } from '@platform/shared/contracts';
import { newsArticleResponse, newsListResponse } from '@platform/shared/news';
import { newsPreviewResponse, studioNewsListResponse, studioNewsResponse } from '@platform/shared/studio-content';
import { newsArticle, studioAudit } from '../../../db/schema';
import { HIGH_LIMITS, createTestApp, type TestContext } from '../../../../test/helpers';
import { renderMarkdown } from '../../news/markdown';
import { newsBodyOf, newsSlugOf, editorOf, type StudioCall } from './studio-fixture';

let ctx: TestContext;
let editor: { id: number; call: StudioCall };
const iso = (ms: number) => new Date(ms).toISOString();

before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
  editor = await editorOf(ctx);
});
after(async () => {
  await ctx?.close();
});

const studio: StudioCall = (...args) => editor.call(...args);

/** What a learner (a guest) gets, through the catalogue cache. */
async function site(url: string, locale: 'uz' | 'ru') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'accept-language': locale } });
  return { status: res.statusCode, body: res.json() as unknown };
}
const listed = async (slug: string, locale: 'uz' | 'ru') =>
  newsListResponse.parse((await site('/news', locale)).body).data.some((a) => a.slug === slug);

describe('publish time', () => {
  it('a scheduled article is not shown to learners; published now it appears at once in both languages', async () => {
    const slug = newsSlugOf('rejalashtirilgan');
    // the lists are cached before the write: the write must drop them
    assert.equal(await listed(slug, 'uz'), false);
    const later = await studio('POST', '/news', newsBodyOf(slug, iso(Date.now() + 3_600_000)));
    assert.equal(later.status, 200, JSON.stringify(later.body));
    assert.equal(studioNewsResponse.parse(later.body).data.status, 'scheduled');
    for (const locale of ['uz', 'ru'] as const) {
      assert.equal(await listed(slug, locale), false, locale);
      assert.equal((await site(`/news/view?slug=${slug}`, locale)).status, 404);
    }
    const rows = studioNewsListResponse.parse((await studio('GET', '/news')).body).data;
    assert.equal(rows.find((r) => r.slug === slug)?.status, 'scheduled');

    const now = await studio('PUT', `/news/${slug}`, newsBodyOf(slug, iso(Date.now() - 1000), 'Endi'));
    assert.equal(now.status, 200, JSON.stringify(now.body));
    for (const locale of ['uz', 'ru'] as const) {
      assert.equal(await listed(slug, locale), true, locale);
      const article = newsArticleResponse.parse((await site(`/news/view?slug=${slug}`, locale)).body).data;
      assert.equal(article.title, locale === 'uz' ? `Yangilik ${slug}` : `Новость ${slug}`);
      assert.match(article.html, /<h1>Endi<\/h1>/);
    }
    const one = studioNewsResponse.parse((await studio('GET', `/news/${slug}`)).body).data;
    assert.equal(one.status, 'published');
    assert.match(one.published_at, /\+05:00$/);
    assert.equal(one.ru?.title, `Новость ${slug}`);
  });
});

describe('Markdown', () => {
  const hostile = ['# Sarlavha', '<script>alert(1)</script>', '[bosing](javascript:alert(2))', '[yaxshi](https://uzbmb.uz)'].join('\n\n');

  it('the preview is the site’s renderer: raw HTML escaped, unsafe links unlinked; the saved article shows the same HTML', async () => {
    const preview = newsPreviewResponse.parse((await studio('POST', '/news/preview', { body: hostile })).body).data.html;
    assert.equal(preview, renderMarkdown(hostile));
    assert.doesNotMatch(preview, /<script|href="javascript/i);
    assert.match(preview, /&lt;script&gt;/);
    const slug = newsSlugOf('xavfli');
    const body = newsBodyOf(slug, iso(Date.now() - 1000));
    await studio('POST', '/news', { ...body, uz: { ...body.uz, body: hostile } });
    const [row] = await ctx.database.db
      .select({ html: newsArticle.html, cyrl: newsArticle.html_cyrl })
      .from(newsArticle)
      .where(and(eq(newsArticle.slug, slug), eq(newsArticle.language, 'uz')));
    assert.equal(row.html, preview);
    // the uz article gets its Cyrillic, as an imported file does
    assert.match(row.cyrl ?? '', /<h1>Сарлавҳа<\/h1>/);
  });
});

describe('bad input and conflicts', () => {
  it('answers 400 naming the field, in uz and ru, and writes nothing', async () => {
    const slug = newsSlugOf('yomon');
    const good = newsBodyOf(slug, iso(Date.now()));
    const cases: [unknown, string, RegExp, RegExp][] = [
      [{ ...good, uz: { ...good.uz, title: '  ' } }, 'uz.title', /Sarlavhani kiriting/, /Введите заголовок/],
      [{ ...good, ru: { ...good.ru, body: 'x'.repeat(20_001) } }, 'ru.body', /koʻpi bilan 20 000/, /не более 20 000/],
      [{ ...good, slug: 'Katta Harf' }, 'slug', /Qisqa nom/, /Короткое имя/],
      [{ ...good, published_at: '2026-12-01' }, 'published_at', /Vaqtni toʻliq kiriting/, /Укажите время полностью/],
    ];
    for (const [input, field, uz, ru] of cases) {
      for (const [locale, text] of [
        ['uz', uz],
        ['ru', ru],
      ] as const) {
        const res = await studio('POST', '/news', input, locale);
        assert.equal(res.status, 400, `${field} ${JSON.stringify(res.body)}`);
        const error = errorBodySchema.parse(res.body);
        assert.equal(error.field, field);
        assert.match(error.message, text);
      }
    }
    const { ru: _ru, ...onlyUz } = good;
    const missing = await studio('POST', '/news', onlyUz, 'ru');
    assert.equal(missing.status, 400);
    assert.equal(errorBodySchema.parse(missing.body).field, 'ru');
    assert.equal((await ctx.database.db.select().from(newsArticle).where(eq(newsArticle.slug, slug))).length, 0);
  });

  it('a slug taken is 409, an unknown one 404; a new slug moves the article; every write audited', async () => {
    const slug = newsSlugOf('band');
    const body = newsBodyOf(slug, iso(Date.now()));
    assert.equal((await studio('POST', '/news', body)).status, 200);
    const taken = await studio('POST', '/news', body, 'ru');
    assert.equal(taken.status, 409);
    assert.match(errorBodySchema.parse(taken.body).message, new RegExp(`«${slug}» уже есть`));
    assert.equal((await studio('PUT', `/news/${newsSlugOf('yoq')}`, body)).status, 404);
    assert.equal((await studio('GET', `/news/${newsSlugOf('yoq')}`)).status, 404);

    const moved = newsSlugOf('kochdi');
    assert.equal((await studio('PUT', `/news/${slug}`, { ...body, slug: moved })).status, 200);
    assert.equal((await studio('GET', `/news/${slug}`)).status, 404);
    assert.equal(studioNewsResponse.parse((await studio('GET', `/news/${moved}`)).body).data.uz?.title, body.uz.title);

    const entries = await ctx.database.db.select().from(studioAudit).where(eq(studioAudit.entity, 'news'));
    const create = entries.find((e) => e.entity_id === slug && e.action === 'create')!;
    assert.deepEqual([create.via, create.actor_id, create.before], ['studio', editor.id, null]);
    const update = entries.find((e) => e.entity_id === moved && e.action === 'update')!;
    assert.equal((update.before as { slug: string }).slug, slug);
    assert.equal((update.after as { slug: string }).slug, moved);
  });
});
