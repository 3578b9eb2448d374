// News written in the studio (issue 35 item 6, ADR 058): an article is both languages at once with a
// publish time; each language is written by the import's own writer (importNews: the same Markdown
// renderer, the Cyrillic of the uz text), the catalogue caches drop their answers when it commits,
// and every write is audited. Learners see an article from its publish time (service.ts).
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { tashkentIsoTime, unixSeconds } from '@platform/shared/dates';
import type { StudioNews, StudioNewsRow, StudioNewsValues } from '@platform/shared/studio-content';
import { inTransaction, type Db } from '../../db/client';
import { newsArticle } from '../../db/schema';
import { HttpError } from '../../errors';
import { bumpContentVersion, contentChanged } from '../../lib/content-version';
import { audit, type Actor, type Tx } from '../studio/service-audit';
import { importNews } from './service';

const STUDIO_PAGE_SIZE = 30;
type Language = 'uz' | 'ru';
const LANGUAGES: Language[] = ['uz', 'ru'];

const statusAt = (publishedAt: Date, now: Date): StudioNewsRow['status'] =>
  publishedAt.getTime() <= now.getTime() ? 'published' : 'scheduled';

/** Every article (by slug), the latest publish time first, with both titles and its status. */
export async function studioNewsList(db: Db, page: number, now: Date) {
  const [{ total }] = await db.select({ total: sql<number>`count(distinct ${newsArticle.slug})` }).from(newsArticle);
  const rows = await db
    .select({
      slug: newsArticle.slug,
      title_uz: sql<string | null>`max(case when ${newsArticle.language} = 'uz' then ${newsArticle.title} end)`,
      title_ru: sql<string | null>`max(case when ${newsArticle.language} = 'ru' then ${newsArticle.title} end)`,
      published_at: sql<Date>`max(${newsArticle.published_at})`.mapWith(newsArticle.published_at),
      updated_at: sql<Date>`max(${newsArticle.updated_at})`.mapWith(newsArticle.updated_at),
    })
    .from(newsArticle)
    .groupBy(newsArticle.slug)
    .orderBy(desc(sql`max(${newsArticle.published_at})`), asc(newsArticle.slug))
    .limit(STUDIO_PAGE_SIZE)
    .offset((page - 1) * STUDIO_PAGE_SIZE);
  const data: StudioNewsRow[] = rows.map((r) => ({
    ...r,
    published_at: unixSeconds(r.published_at),
    updated_at: unixSeconds(r.updated_at),
    status: statusAt(r.published_at, now),
  }));
  const n = Number(total);
  return { data, meta: { page, size: STUDIO_PAGE_SIZE, total: n, page_count: Math.ceil(n / STUDIO_PAGE_SIZE) } };
}

/** An article as the editor shows it (null when no language has the slug). */
async function articleOf(db: Tx, slug: string, now: Date): Promise<StudioNews | null> {
  const rows = await db.select().from(newsArticle).where(eq(newsArticle.slug, slug));
  if (!rows.length) return null;
  const of = (language: Language) => {
    const r = rows.find((x) => x.language === language);
    return r ? { title: r.title, description: r.description, body: r.body } : null;
  };
  const publishedAt = new Date(Math.max(...rows.map((r) => r.published_at.getTime())));
  return { slug, published_at: tashkentIsoTime(publishedAt), status: statusAt(publishedAt, now), uz: of('uz'), ru: of('ru') };
}

export async function studioNewsOne(db: Db, slug: string, now: Date): Promise<StudioNews> {
  const found = await articleOf(db, slug, now);
  if (!found) throw new HttpError(404, 'NEWS_NOT_FOUND', 'errors.news_not_found');
  return found;
}

/**
 * Writes an article: a new one (`slug` null; its slug must be free: 409 NEWS_SLUG_TAKEN) or the
 * article `slug` (404 when there is none; a changed slug moves it, when the new one is free).
 */
export async function saveStudioNews(db: Db, actor: Actor, slug: string | null, values: StudioNewsValues, now: Date): Promise<StudioNews> {
  const saved = await inTransaction(db, async (tx) => {
    const before = slug === null ? null : await articleOf(tx, slug, now);
    if (slug !== null && !before) throw new HttpError(404, 'NEWS_NOT_FOUND', 'errors.news_not_found');
    if (values.slug !== slug) {
      const [{ taken }] = await tx.select({ taken: count() }).from(newsArticle).where(eq(newsArticle.slug, values.slug));
      if (Number(taken) > 0) throw new HttpError(409, 'NEWS_SLUG_TAKEN', 'errors.news_slug_taken', { slug: values.slug }, {}, 'slug');
      if (slug !== null) await tx.delete(newsArticle).where(eq(newsArticle.slug, slug));
    }
    await bumpContentVersion(tx);
    const publishedAt = new Date(values.published_at);
    for (const language of LANGUAGES) {
      await importNews(tx, { slug: values.slug, language, publishedAt, ...values[language] });
    }
    const after = (await articleOf(tx, values.slug, now))!;
    await audit(tx, actor, { action: slug === null ? 'create' : 'update', entity: 'news', entityId: values.slug, before, after }, now);
    return after;
  });
  contentChanged();
  return saved;
}
