// Pictures stored by the content import, looked up by the name they are served under; the size of
// the question bank per subject and language.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ContentCounts } from '@platform/shared/topic-tests';
import type { Locale } from '@platform/shared/contracts';
import type { Db } from '../../db/client';
import { contentImage, contentPicture, question, subject, themedTest } from '../../db/schema';
import { pick } from '../../i18n';

const FILE = /^([0-9a-f]{64})\.svg$/;

/** The SVG of `<sha256>.svg`, or null for any other name or an unknown hash. */
export async function contentImageSvg(db: Db, file: string): Promise<string | null> {
  const match = FILE.exec(file);
  if (!match) return null;
  const [row] = await db.select({ svg: contentImage.svg }).from(contentImage).where(eq(contentImage.sha256, match[1]));
  return row?.svg ?? null;
}

/** A raster picture uploaded in the studio (ADR 056) by `<sha256>.webp`: its WebP bytes, or null. */
export async function contentPictureWebp(db: Db, file: string): Promise<Buffer | null> {
  const match = /^([0-9a-f]{64})\.webp$/.exec(file);
  if (!match) return null;
  const [row] = await db.select({ webp: contentPicture.webp }).from(contentPicture).where(eq(contentPicture.sha256, match[1]));
  return row?.webp ?? null;
}

/** Every subject (in the catalogue's order) with its questions, explained questions and topics in uz and ru. */
export async function contentCounts(db: Db, locale: Locale): Promise<ContentCounts> {
  const subjects = await db
    .select({ id: subject.id, slug: subject.slug, name_uz: subject.name_uz, name_ru: subject.name_ru })
    .from(subject)
    .orderBy(asc(subject.id));
  const rows = await db
    .select({
      subject_id: themedTest.subject_id,
      language_id: themedTest.language_id,
      questions: sql<number>`count(${question.id})::int`,
      explained: sql<number>`count(${question.explanation})::int`,
      topics: sql<number>`count(distinct ${themedTest.lesson_key})::int`,
    })
    .from(themedTest)
    .leftJoin(question, and(eq(question.test_id, themedTest.id), isNull(question.retired_at)))
    .groupBy(themedTest.subject_id, themedTest.language_id);
  const zero = () => ({ questions: 0, explained: 0, topics: 0 });
  const total = { uz: zero(), ru: zero() };
  const bySubject = new Map(subjects.map((s) => [s.id, { uz: zero(), ru: zero() }]));
  for (const r of rows) {
    const language = r.language_id === 1 ? 'uz' : r.language_id === 2 ? 'ru' : null;
    const counts = bySubject.get(r.subject_id);
    if (!language || !counts) continue;
    const n = { questions: Number(r.questions), explained: Number(r.explained), topics: Number(r.topics) };
    counts[language] = n;
    total[language].questions += n.questions;
    total[language].explained += n.explained;
    total[language].topics += n.topics;
  }
  return {
    subjects: subjects.map((s) => ({ id: s.id, slug: s.slug, name: pick(s, 'name', locale), ...bySubject.get(s.id)! })),
    total,
  };
}
