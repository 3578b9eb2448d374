// Loads the demo question banks on every start, through the same import as `npm run content`.
// Skipped (one small query) while the banks are unchanged: their hash is kept in app_meta.
import { createHash } from 'node:crypto';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta, errorType, subject, themedTest } from '../../db/schema';
import { LANGUAGE_IDS, type ContentFileInput } from '../../content/format';
import { importContent, type ImportResult } from '../../content/import';
import { allSubjects, toImportFile } from './index';

export const CONTENT_HASH_KEY = 'content_hash';
/** Bump when the way the banks are loaded changes, so every database reloads them once. */
const LOADER_VERSION = 1;

/** Kinds of mistakes a learner can report in a question ("found an error", SPEC §2, §5). */
export const ERROR_TYPES = [
  { id: 1, name_uz: "Noto'g'ri javob to'g'ri deb belgilangan", name_ru: 'Неверный ответ отмечен как правильный' },
  { id: 2, name_uz: 'Imlo yoki grammatik xato', name_ru: 'Опечатка или грамматическая ошибка' },
  { id: 3, name_uz: "Rasm yo'q yoki noto'g'ri", name_ru: 'Рисунок отсутствует или неверный' },
  { id: 4, name_uz: 'Savol tushunarsiz', name_ru: 'Вопрос непонятен' },
  { id: 5, name_uz: 'Boshqa', name_ru: 'Другое' },
];

let cachedHash: string | null = null;
/** Hash of everything this loader writes. */
export function contentHash(): string {
  cachedHash ??= createHash('sha256')
    .update(JSON.stringify({ v: LOADER_VERSION, errorTypes: ERROR_TYPES, subjects: allSubjects }))
    .digest('hex');
  return cachedHash;
}

/**
 * A time-gated test that already exists keeps its stored opening time, so a re-seed (after a change
 * of the banks) never moves it; new gated tests open `opensInDays` after their first load.
 */
async function keepOpeningTimes(db: Db, file: ContentFileInput): Promise<void> {
  const rows = await db
    .select({ slug: subject.slug, lesson_key: themedTest.lesson_key, language_id: themedTest.language_id, opens_at: themedTest.opens_at })
    .from(themedTest)
    .innerJoin(subject, eq(subject.id, themedTest.subject_id))
    .where(isNotNull(themedTest.opens_at));
  const stored = new Map(rows.map((r) => [`${r.slug}/${r.lesson_key}/${r.language_id}`, r.opens_at!]));
  for (const s of file.subjects) {
    for (const t of s.tests) {
      const kept = stored.get(`${s.slug}/${t.key}/${LANGUAGE_IDS[t.language]}`);
      if (t.opens_at && kept) t.opens_at = kept.toISOString();
    }
  }
}

/**
 * Error types (ids 1–5, uz + ru) and the question banks of `allSubjects`, in one transaction; needs
 * the subjects (run after the main seed). Skipped when the stored hash matches, unless `force`.
 */
export async function seedContent(
  db: Db,
  { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
): Promise<{ skipped: boolean; result?: ImportResult }> {
  const hash = contentHash();
  if (!force) {
    const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, CONTENT_HASH_KEY));
    if (row?.value === hash) return { skipped: true };
  }
  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx
      .insert(errorType)
      .values(ERROR_TYPES)
      .onConflictDoUpdate({ target: errorType.id, set: { name_uz: sql`excluded.name_uz`, name_ru: sql`excluded.name_ru` } });
    const file = toImportFile(allSubjects, { now });
    await keepOpeningTimes(tx, file);
    const imported = await importContent(tx, file, { now });
    await tx
      .insert(appMeta)
      .values({ key: CONTENT_HASH_KEY, value: hash })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: hash } });
    return imported;
  });
  return { skipped: false, result };
}
