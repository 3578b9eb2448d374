// The studio's reads of olympiads (issue 35 item 6, ADR 058): a stored olympiad as the file that would
// create it (the edit form and the audit's before), every olympiad with its status and counts, and the
// bank a section picks from — each subject's topics with their questions per difficulty level.
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { tashkentIsoTime, unixSeconds } from '@platform/shared/dates';
import { olympiadStatus, type OlympiadFile } from '@platform/shared/olympiads';
import type { OlympiadBankSubject, StudioOlympiadRow } from '@platform/shared/studio-content';
import type { Db } from '../../db/client';
import { olympiad, olympiadCourse, olympiadParticipation, olympiadSection, question, subject, themedTest } from '../../db/schema';
import type { Tx } from '../studio/service-audit';

type Level = 1 | 2 | 3;

/** The olympiad as its file (times in Tashkent), or null when there is none. */
export async function olympiadFileOf(db: Tx, id: number): Promise<OlympiadFile | null> {
  const [row] = await db.select().from(olympiad).where(eq(olympiad.id, id));
  if (!row) return null;
  const courses = await db.select().from(olympiadCourse).where(eq(olympiadCourse.olympiad_id, id)).orderBy(asc(olympiadCourse.position));
  const sections = await db
    .select({
      course_id: olympiadSection.course_id,
      subject: subject.slug,
      count: olympiadSection.question_count,
      points: olympiadSection.points,
      topics: olympiadSection.topics,
      difficulty: olympiadSection.difficulty,
    })
    .from(olympiadSection)
    .innerJoin(subject, eq(subject.id, olympiadSection.subject_id))
    .where(eq(olympiadSection.olympiad_id, id))
    .orderBy(asc(olympiadSection.position));
  const part = (s: (typeof sections)[number]) => ({
    subject: s.subject,
    count: s.count,
    points: s.points,
    topics: s.topics,
    difficulty: s.difficulty as Level[],
  });
  return {
    version: 1,
    kind: 'olympiad',
    slug: row.slug,
    name_uz: row.name_uz,
    name_ru: row.name_ru,
    title_uz: row.title_uz,
    title_ru: row.title_ru,
    type: row.type,
    language_id: row.language_id as 1 | 2,
    starts_at: tashkentIsoTime(row.starts_at),
    ends_at: tashkentIsoTime(row.ends_at),
    required: sections.filter((s) => s.course_id === null).map(part),
    courses: courses.map((c) => ({
      name_uz: c.name_uz,
      name_ru: c.name_ru,
      minutes: c.minutes,
      subjects: sections.filter((s) => s.course_id === c.id).map(part),
    })),
  };
}

/** Every olympiad, the latest start first, with its status by the server's clock and its counts. */
export async function studioOlympiads(db: Db, now: Date): Promise<StudioOlympiadRow[]> {
  const courseCount = db.select({ n: count() }).from(olympiadCourse).where(eq(olympiadCourse.olympiad_id, olympiad.id));
  const questionCount = db
    .select({ n: sql<number>`coalesce(sum(${olympiadSection.question_count}), 0)` })
    .from(olympiadSection)
    .where(eq(olympiadSection.olympiad_id, olympiad.id));
  const participants = db.select({ n: count() }).from(olympiadParticipation).where(eq(olympiadParticipation.olympiad_id, olympiad.id));
  const rows = await db
    .select({
      id: olympiad.id,
      slug: olympiad.slug,
      name_uz: olympiad.name_uz,
      name_ru: olympiad.name_ru,
      type: olympiad.type,
      language_id: olympiad.language_id,
      starts_at: olympiad.starts_at,
      ends_at: olympiad.ends_at,
      course_count: sql<number>`(${courseCount})`,
      question_count: sql<number>`(${questionCount})`,
      participants: sql<number>`(${participants})`,
    })
    .from(olympiad)
    .orderBy(desc(olympiad.starts_at), desc(olympiad.id));
  return rows.map((r) => ({
    ...r,
    starts_at: unixSeconds(r.starts_at),
    ends_at: unixSeconds(r.ends_at),
    status: olympiadStatus(r.starts_at.getTime(), r.ends_at.getTime(), now.getTime()),
    course_count: Number(r.course_count),
    question_count: Number(r.question_count),
    participants: Number(r.participants),
  }));
}

/** The bank of a content language: subjects with questions, their topics and counts per difficulty. */
export async function olympiadBank(db: Db, languageId: number): Promise<OlympiadBankSubject[]> {
  const rows = await db
    .select({
      slug: subject.slug,
      subject: subject.name_uz,
      subject_ru: subject.name_ru,
      key: themedTest.lesson_key,
      topic: themedTest.name,
      difficulty: question.difficulty,
      n: count(),
    })
    .from(question)
    .innerJoin(themedTest, eq(themedTest.id, question.test_id))
    .innerJoin(subject, eq(subject.id, themedTest.subject_id))
    .where(and(eq(themedTest.language_id, languageId), isNull(question.retired_at)))
    .groupBy(subject.slug, subject.name_uz, subject.name_ru, themedTest.lesson_key, themedTest.name, themedTest.sort, question.difficulty)
    .orderBy(asc(subject.slug), asc(themedTest.sort), asc(themedTest.lesson_key));
  const subjects = new Map<string, OlympiadBankSubject>();
  for (const r of rows) {
    let s = subjects.get(r.slug);
    if (!s) subjects.set(r.slug, (s = { slug: r.slug, name: languageId === 2 ? r.subject_ru : r.subject, topics: [] }));
    let topic = s.topics.find((t) => t.key === r.key);
    if (!topic) s.topics.push((topic = { key: r.key, name: r.topic, counts: [0, 0, 0] }));
    if (r.difficulty >= 1 && r.difficulty <= 3) topic.counts[r.difficulty - 1] += Number(r.n);
  }
  return [...subjects.values()];
}
