import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cyrillic, serialId, ts } from '../../db/columns';

/**
 * A news article in one language, imported from a Markdown file (`npm run content -- news <file>`).
 * `html` is rendered from `body` at import with raw HTML disabled (news/markdown.ts); the page shows it.
 */
export const newsArticle = pgTable(
  'news_article',
  {
    id: serialId(),
    slug: varchar('slug', { length: 120 }).notNull(),
    language: varchar('language', { length: 2 }).$type<'uz' | 'ru'>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    body: text('body').notNull(),
    html: text('html').notNull(),
    /** an uz article in Cyrillic: title, description and the html rendered from the transliterated body (docs/decisions/043) */
    title_cyrl: cyrillic('title_cyrl'),
    description_cyrl: cyrillic('description_cyrl'),
    html_cyrl: cyrillic('html_cyrl'),
    published_at: ts('published_at').notNull(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('news_article_slug_language_uq').on(t.slug, t.language),
    index('news_article_list_idx').on(t.language, t.published_at),
  ],
);
