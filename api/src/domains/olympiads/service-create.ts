// Creating an olympiad from its JSON file (`npm run olympiad -- create <file>`, issue 17 item 2):
// the file is checked against the contract's schema (errors name the field), its subjects must
// exist, and each section's questions are drawn once from the subject's pool in the olympiad's
// language — every participant of a combination answers the same questions.
import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { olympiadFileSchema, type OlympiadFile } from '@platform/shared/olympiads';
import { inTransaction, type Db } from '../../db/client';
import { olympiad, olympiadCourse, olympiadQuestion, olympiadSection, question, subject, themedTest } from '../../db/schema';
import { formatIssues, formatProblem } from '../content/format';

/** A file that cannot be created: one line per problem, each naming the field. */
export class OlympiadFileError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'OlympiadFileError';
  }
}

/** Checks the file's shape; never touches the database. */
export function parseOlympiadFile(input: unknown): OlympiadFile {
  const parsed = olympiadFileSchema.safeParse(input);
  if (!parsed.success) throw new OlympiadFileError(formatIssues(parsed.error.issues, input));
  return parsed.data;
}

/** `n` distinct items of `pool` in random order (partial Fisher–Yates with a CSPRNG). */
function draw<T>(pool: T[], n: number): T[] {
  const items = [...pool];
  for (let i = 0; i < n; i++) {
    const j = i + randomInt(items.length - i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items.slice(0, n);
}

/**
 * Creates the olympiad in one transaction and answers its id. A slug already taken, an unknown
 * subject or a pool smaller than a section's count is an OlympiadFileError naming the field.
 */
export async function createOlympiad(db: Db, input: unknown): Promise<{ id: number; questions: number }> {
  const file = parseOlympiadFile(input);
  const sectionsOf = [
    ...file.required.map((s, i) => ({ ...s, course: null as number | null, path: ['required', i] as (string | number)[] })),
    ...file.courses.flatMap((c, ci) => c.subjects.map((s, i) => ({ ...s, course: ci, path: ['courses', ci, 'subjects', i] }))),
  ];
  const slugs = [...new Set(sectionsOf.map((s) => s.subject))];
  const subjects = slugs.length
    ? await db.select({ id: subject.id, slug: subject.slug }).from(subject).where(inArray(subject.slug, slugs))
    : [];
  const bySlug = new Map(subjects.map((s) => [s.slug, s.id]));
  const problems = sectionsOf.flatMap((s) =>
    bySlug.has(s.subject) ? [] : [formatProblem(input, [...s.path, 'subject'], `no subject with the slug "${s.subject}"`)],
  );
  const [taken] = await db.select({ id: olympiad.id }).from(olympiad).where(eq(olympiad.slug, file.slug));
  if (taken) problems.push(formatProblem(input, ['slug'], `an olympiad "${file.slug}" exists already`));
  if (problems.length) throw new OlympiadFileError(problems);

  // the pool of each subject in the olympiad's language
  const pools = new Map<number, number[]>();
  for (const subjectId of new Set(bySlug.values())) {
    const rows = await db
      .select({ id: question.id })
      .from(question)
      .innerJoin(themedTest, eq(themedTest.id, question.test_id))
      .where(and(eq(themedTest.subject_id, subjectId), eq(themedTest.language_id, file.language_id), isNull(question.retired_at)));
    pools.set(
      subjectId,
      rows.map((r) => r.id),
    );
  }
  // a combination never repeats a question: the required sections and the course's are drawn apart
  const requiredTaken = new Set<number>();
  const drawn = new Map<(typeof sectionsOf)[number], number[]>();
  const shortage: string[] = [];
  const take = (s: (typeof sectionsOf)[number], exclude: Set<number>) => {
    const pool = (pools.get(bySlug.get(s.subject)!) ?? []).filter((q) => !exclude.has(q));
    if (pool.length < s.count) {
      shortage.push(
        formatProblem(input, [...s.path, 'count'], `the subject "${s.subject}" has ${pool.length} questions left, ${s.count} asked`),
      );
      return;
    }
    const ids = draw(pool, s.count);
    ids.forEach((q) => exclude.add(q));
    drawn.set(s, ids);
  };
  for (const s of sectionsOf.filter((x) => x.course === null)) take(s, requiredTaken);
  file.courses.forEach((_, ci) => {
    const used = new Set(requiredTaken);
    for (const s of sectionsOf.filter((x) => x.course === ci)) take(s, used);
  });
  if (shortage.length) throw new OlympiadFileError(shortage);

  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(olympiad)
      .values({
        slug: file.slug,
        name_uz: file.name_uz,
        name_ru: file.name_ru,
        title_uz: file.title_uz,
        title_ru: file.title_ru,
        type: file.type,
        language_id: file.language_id,
        starts_at: new Date(file.starts_at),
        ends_at: new Date(file.ends_at),
      })
      .returning({ id: olympiad.id });
    const courses = await tx
      .insert(olympiadCourse)
      .values(
        file.courses.map((c, position) => ({ olympiad_id: row.id, position, name_uz: c.name_uz, name_ru: c.name_ru, minutes: c.minutes })),
      )
      .returning({ id: olympiadCourse.id, position: olympiadCourse.position });
    const courseId = new Map(courses.map((c) => [c.position, c.id]));
    let questions = 0;
    for (const [position, s] of sectionsOf.entries()) {
      const [section] = await tx
        .insert(olympiadSection)
        .values({
          olympiad_id: row.id,
          course_id: s.course === null ? null : courseId.get(s.course)!,
          position,
          subject_id: bySlug.get(s.subject)!,
          question_count: s.count,
          points: s.points,
        })
        .returning({ id: olympiadSection.id });
      const ids = drawn.get(s)!;
      await tx.insert(olympiadQuestion).values(ids.map((question_id, i) => ({ section_id: section.id, position: i, question_id })));
      questions += ids.length;
    }
    return { id: row.id, questions };
  });
}
