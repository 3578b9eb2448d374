// Loads the demo courses, their teachers and categories on every start, after the subjects, the
// avatars and the topic tests. Skipped (one small query) while the data is unchanged: its hash is
// kept in app_meta. Upserts by slug, so ids stay stable and a re-run rewrites the same values.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta, avatar, contentImage, courseCategory, subject, teacher, teacherCourse } from '../../db/schema';
import { sha256Of } from '../../content/import';
import { subjects } from '../data/subjects';
import { courseCover } from './covers';
import { courseCategories, courses, teachers, type CourseSeed } from './data';

export const COURSES_HASH_KEY = 'courses_hash';
/** Bump when the way the courses are loaded changes, so every database reloads them once. */
const LOADER_VERSION = 1;
const DAY_MS = 86_400_000;

const subjectColour = new Map(subjects.map((s) => [s.slug, s.color]));

/** The cover SVG of a course (its subject's colour, or the palette's for a course without one). */
export function coverOf(course: CourseSeed): string {
  return courseCover(course, course.subject === null ? null : (subjectColour.get(course.subject) ?? null));
}

let cachedCovers: Map<string, string> | null = null;
/** Cover SVG by course slug. */
export function courseCovers(): Map<string, string> {
  cachedCovers ??= new Map(courses.map((c) => [c.slug, coverOf(c)]));
  return cachedCovers;
}

let cachedHash: string | null = null;
/** Hash of everything this loader writes (the covers included, so a change of the drawing reloads). */
export function coursesHash(): string {
  cachedHash ??= createHash('sha256')
    .update(JSON.stringify({ v: LOADER_VERSION, courseCategories, teachers, courses, covers: [...courseCovers()] }))
    .digest('hex');
  return cachedHash;
}

/** Clear errors for a slug the data refers to but does not define, before anything is written. */
function checkReferences(): void {
  const teacherSlugs = new Set(teachers.map((t) => t.slug));
  const categorySlugs = new Set(courseCategories.map((c) => c.slug));
  for (const c of courses) {
    if (!teacherSlugs.has(c.teacher))
      throw new Error(`courses seed: course "${c.slug}" names teacher "${c.teacher}", which is not defined`);
    if (!categorySlugs.has(c.category)) {
      throw new Error(`courses seed: course "${c.slug}" names category "${c.category}", which is not defined`);
    }
  }
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Categories, teachers and courses (uz + ru) with their covers, in one transaction; needs the subjects
 * and the avatars (run after the main seed and seedAccounts). Skipped when the stored hash matches,
 * unless `force`. A course's `created_at` is `now` − `created_days_ago` on its first load and never
 * moves afterwards; courses no longer listed are kept (learners may have saved them).
 */
export async function seedCourses(
  db: Db,
  { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
): Promise<{ skipped: boolean }> {
  const hash = coursesHash();
  if (!force) {
    const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, COURSES_HASH_KEY));
    if (row?.value === hash) return { skipped: true };
  }
  checkReferences();
  const covers = courseCovers();
  await db.transaction(async (tx) => {
    const subjectRows = await tx.select({ id: subject.id, slug: subject.slug }).from(subject);
    const subjectId = new Map(subjectRows.map((s) => [s.slug, s.id]));
    for (const c of courses) {
      if (c.subject !== null && !subjectId.has(c.subject)) {
        throw new Error(`courses seed: course "${c.slug}" names subject "${c.subject}", which is not in the subject table`);
      }
    }
    const avatarIds = new Set((await tx.select({ id: avatar.id }).from(avatar)).map((a) => a.id));
    for (const t of teachers) {
      if (!avatarIds.has(t.avatar_id)) {
        throw new Error(`courses seed: teacher "${t.slug}" has avatar ${t.avatar_id}, which is not in the avatar table`);
      }
    }

    await tx
      .insert(contentImage)
      .values([...new Set(covers.values())].map((svg) => ({ sha256: sha256Of(svg), svg, created_at: now })))
      .onConflictDoNothing({ target: contentImage.sha256 });

    const categoryRows = await tx
      .insert(courseCategory)
      .values(courseCategories)
      .onConflictDoUpdate({
        target: courseCategory.slug,
        set: { name_uz: excluded('name_uz'), name_ru: excluded('name_ru'), sort: excluded('sort') },
      })
      .returning({ id: courseCategory.id, slug: courseCategory.slug });
    const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));

    const teacherRows = await tx
      .insert(teacher)
      .values(teachers.map((t) => ({ ...t, created_at: now })))
      .onConflictDoUpdate({
        target: teacher.slug,
        set: Object.fromEntries(
          ['full_name', 'specialty_uz', 'specialty_ru', 'bio_uz', 'bio_ru', 'avatar_id'].map((k) => [k, excluded(k)]),
        ),
      })
      .returning({ id: teacher.id, slug: teacher.slug });
    const teacherId = new Map(teacherRows.map((t) => [t.slug, t.id]));

    await tx
      .insert(teacherCourse)
      .values(
        courses.map((c) => ({
          slug: c.slug,
          teacher_id: teacherId.get(c.teacher)!,
          category_id: categoryId.get(c.category)!,
          subject_id: c.subject === null ? null : subjectId.get(c.subject)!,
          language_id: c.language_id,
          name: c.name,
          description: c.description,
          image_sha256: sha256Of(covers.get(c.slug)!),
          lesson_count: c.lesson_count,
          price: c.price,
          discount_percent: c.discount_percent,
          type: c.type,
          rating: c.rating,
          rating_count: c.rating_count,
          created_at: new Date(now.getTime() - c.created_days_ago * DAY_MS),
        })),
      )
      .onConflictDoUpdate({
        target: teacherCourse.slug,
        set: Object.fromEntries(
          [
            'teacher_id',
            'category_id',
            'subject_id',
            'language_id',
            'name',
            'description',
            'image_sha256',
            'lesson_count',
            'price',
            'discount_percent',
            'type',
            'rating',
            'rating_count',
          ].map((k) => [k, excluded(k)]),
        ),
      });

    await tx
      .insert(appMeta)
      .values({ key: COURSES_HASH_KEY, value: hash })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: hash } });
  });
  return { skipped: false };
}
