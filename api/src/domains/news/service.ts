// News articles: parsing an article file, writing it (by slug and language), the paged list and one article.
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { contentLanguageOf, type Locale } from '@platform/shared/contracts';
import { tashkentMoment } from '@platform/shared/dates';
import { pageCount } from '@platform/shared/format';
import { NEWS_PAGE_SIZE } from '@platform/shared/news';
import type { Db } from '../../db/client';
import { newsArticle } from '../../db/schema';
import { HttpError } from '../../errors';
import { inScript } from '../../i18n';
import { cyrillicOf } from '../content/cyrillic';
import { renderMarkdown } from './markdown';

/**
 * An article file: front matter between `---` lines (`key: value`, one a line), then the Markdown body.
 *   ---
 *   slug: qabul-taqvimi-2026
 *   language: uz
 *   title: …
 *   description: …
 *   published_at: 2026-06-01
 *   ---
 */
const frontMatterSchema = z.strictObject({
  slug: z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected lower-case latin letters, digits and hyphens'),
  language: z.enum(['uz', 'ru']),
  title: z.string().min(1).max(200),
  description: z.string().min(1).max(300),
  published_at: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'),
});

export interface NewsFile {
  slug: string;
  language: 'uz' | 'ru';
  title: string;
  description: string;
  publishedAt: Date;
  body: string;
}

/** Parses an article file; throws an Error whose lines name every problem. */
export function parseNewsFile(text: string): NewsFile {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error('expected front matter between two "---" lines at the top of the file');
  const fields: Record<string, string> = {};
  for (const [i, line] of match[1].split(/\r?\n/).entries()) {
    if (!line.trim()) continue;
    const at = line.indexOf(':');
    if (at < 1) throw new Error(`front matter line ${i + 1}: expected "key: value"`);
    fields[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  const parsed = frontMatterSchema.safeParse(fields);
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`).join('\n'));
  const body = match[2].trim();
  if (!body) throw new Error('the article has no text below the front matter');
  // noon in Tashkent, so the date reads the same in every time zone the site is shown in
  const publishedAt = new Date(tashkentMoment(parsed.data.published_at, 12));
  if (Number.isNaN(publishedAt.getTime())) throw new Error('published_at: not a real date');
  const { published_at: _p, ...rest } = parsed.data;
  return { ...rest, publishedAt, body };
}

/**
 * Writes an article by (slug, language); answers whether anything changed. An uz article gets its
 * Cyrillic too: title, description and the html of the transliterated body (docs/decisions/043).
 */
export async function importNews(db: Db, file: NewsFile): Promise<{ written: boolean }> {
  const uz = file.language === 'uz';
  const row = {
    slug: file.slug,
    language: file.language,
    title: file.title,
    description: file.description,
    body: file.body,
    html: renderMarkdown(file.body),
    title_cyrl: uz ? cyrillicOf(file.title) : null,
    description_cyrl: uz ? cyrillicOf(file.description) : null,
    html_cyrl: uz ? renderMarkdown(cyrillicOf(file.body)) : null,
    published_at: file.publishedAt,
  };
  const written = await db
    .insert(newsArticle)
    .values(row)
    .onConflictDoUpdate({
      target: [newsArticle.slug, newsArticle.language],
      set: { ...row, updated_at: sql`now()` },
      setWhere: sql`(${newsArticle.title}, ${newsArticle.description}, ${newsArticle.body}, ${newsArticle.html}, ${newsArticle.html_cyrl}, ${newsArticle.published_at}) is distinct from (excluded.title, excluded.description, excluded.body, excluded.html, excluded.html_cyrl, excluded.published_at)`,
    })
    .returning({ id: newsArticle.id });
  return { written: written.length > 0 };
}

const card = (r: typeof newsArticle.$inferSelect, locale: Locale) => ({
  slug: r.slug,
  title: inScript(locale, r.title, r.title_cyrl),
  description: inScript(locale, r.description, r.description_cyrl),
  published_at: Math.floor(r.published_at.getTime() / 1000),
});

/**
 * The articles of a language (uz-Cyrl: the uz ones in Cyrillic) published by `now`, newest first, 12
 * a page; an article scheduled in the studio is not shown before its time (ADR 058).
 */
export async function listNews(db: Db, locale: Locale, page: number, now = new Date()) {
  const where = and(eq(newsArticle.language, contentLanguageOf(locale)), lte(newsArticle.published_at, now));
  const [{ total }] = await db.select({ total: count() }).from(newsArticle).where(where);
  const rows = await db
    .select()
    .from(newsArticle)
    .where(where)
    .orderBy(desc(newsArticle.published_at), desc(newsArticle.id))
    .limit(NEWS_PAGE_SIZE)
    .offset((page - 1) * NEWS_PAGE_SIZE);
  return {
    data: rows.map((r) => card(r, locale)),
    meta: { page, size: NEWS_PAGE_SIZE, total, page_count: pageCount(total, NEWS_PAGE_SIZE) },
  };
}

/** One published article in the caller's language (404 when that language has none with this slug, or not yet). */
export async function newsBySlug(db: Db, locale: Locale, slug: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(newsArticle)
    .where(and(eq(newsArticle.slug, slug), eq(newsArticle.language, contentLanguageOf(locale)), lte(newsArticle.published_at, now)));
  if (!row) throw new HttpError(404, 'NEWS_NOT_FOUND', 'errors.news_not_found');
  return { ...card(row, locale), html: inScript(locale, row.html, row.html_cyrl) };
}
