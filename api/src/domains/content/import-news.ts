// News articles (Markdown with front matter, news/service.ts): `npm run content -- news <file>` and the
// seed's content/news/*.md, each written in one transaction that also drops the catalogue caches.
import { inTransaction, type Db } from '../../db/client';
import { bumpContentVersion, contentChanged } from '../../lib/content-version';
import { importNews, parseNewsFile } from '../news/service';
import { ContentImportError } from './import-rows';

/** The folder of content/ that holds the seeded articles. */
export const NEWS_DIR = 'news';

export interface NewsImport {
  slug: string;
  language: string;
  written: boolean;
}

/** Parses and writes one article inside the caller's transaction; ContentImportError names the problems. */
export async function writeNewsText(tx: Db, text: string): Promise<NewsImport> {
  let file;
  try {
    file = parseNewsFile(text);
  } catch (error) {
    throw new ContentImportError((error as Error).message.split('\n'));
  }
  await bumpContentVersion(tx);
  const { written } = await importNews(tx, file);
  return { slug: file.slug, language: file.language, written };
}

/** One article file in its own transaction; the catalogue caches drop their answers when it commits. */
export async function importNewsText(db: Db, text: string): Promise<NewsImport> {
  const result = await inTransaction(db, (tx) => writeNewsText(tx, text));
  contentChanged();
  return result;
}
