// Kind "courses": writes categories, teachers and courses by slug, and each course's cover as a
// content image. Only rows that differ are written. A teacher's and a course's `created_at` is set
// on the first import only (a course's: `created_days_ago` before it); nothing is deleted (learners
// may have saved a course that a later file no longer lists).
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemsOf, subjectReferences } from './format';
import { avatar, courseCategory, teacher, teacherCourse } from '../../db/schema';
import type { CoursesFile } from './format-courses';
import { refuseMissing, sha256Of, storeImages, subjectIds, upsertRows, type ImportResult } from './import-rows';

const DAY_MS = 86_400_000;
const TEACHER_COLUMNS = ['full_name', 'specialty_uz', 'specialty_ru', 'bio_uz', 'bio_ru', 'avatar_id'];
const COURSE_COLUMNS = [
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
];

/** Writes a validated courses file inside the import's transaction (`input`: the file as read, for error lines). */
export async function importCourses(tx: Db, file: CoursesFile, input: unknown, now: Date): Promise<Omit<ImportResult, 'kind'>> {
  const subjectId = await subjectIds(tx, input, subjectReferences(file));
  const avatarIds = file.teachers.map((t) => t.avatar_id);
  const avatars = new Set(
    (avatarIds.length ? await tx.select({ id: avatar.id }).from(avatar).where(inArray(avatar.id, avatarIds)) : []).map((a) => a.id),
  );
  refuseMissing(
    input,
    file.teachers.flatMap((t, i) =>
      avatars.has(t.avatar_id) ? [] : [{ path: ['teachers', i, 'avatar_id'], message: `no avatar with the id ${t.avatar_id}` }],
    ),
  );

  const covers = new Map(file.courses.map((c) => [c.slug, c.cover.trim()]));
  const images = new Map([...covers.values()].map((svg) => [sha256Of(svg), svg]));
  const written = {
    categories: await upsertRows(tx, courseCategory, file.categories, ['slug'], ['name_uz', 'name_ru', 'sort']),
    teachers: await upsertRows(
      tx,
      teacher,
      file.teachers.map((t) => ({ ...t, created_at: now })),
      ['slug'],
      TEACHER_COLUMNS,
    ),
    courses: 0,
    images: await storeImages(tx, images, now),
  };
  const idsBySlug = async (table: typeof courseCategory | typeof teacher, slugs: string[]) =>
    new Map(
      (slugs.length ? await tx.select({ id: table.id, slug: table.slug }).from(table).where(inArray(table.slug, slugs)) : []).map((r) => [
        r.slug,
        r.id,
      ]),
    );
  const categoryId = await idsBySlug(courseCategory, [...new Set(file.courses.map((c) => c.category))]);
  const teacherId = await idsBySlug(teacher, [...new Set(file.courses.map((c) => c.teacher))]);
  written.courses = await upsertRows(
    tx,
    teacherCourse,
    file.courses.map(({ teacher: t, category, subject, cover: _cover, created_days_ago: days, ...c }) => ({
      ...c,
      teacher_id: teacherId.get(t)!,
      category_id: categoryId.get(category)!,
      subject_id: subject === null ? null : subjectId.get(subject)!,
      image_sha256: sha256Of(covers.get(c.slug)!),
      created_at: new Date(now.getTime() - days * DAY_MS),
    })),
    ['slug'],
    COURSE_COLUMNS,
  );
  return {
    items: itemsOf(file),
    written,
    kept: 0,
  };
}
