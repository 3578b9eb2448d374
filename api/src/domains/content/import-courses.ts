// Kind "courses": writes categories, teachers and courses by slug, and each course's cover and each
// teacher's portrait as a content image. Only rows that differ are written. A teacher's and a course's `created_at` is set
// on the first import only (a course's: `created_days_ago` before it); nothing is deleted (learners
// may have saved a course that a later file no longer lists).
import { asc, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { itemsOf, subjectReferences } from './format';
import { avatar, courseCategory, courseLesson, teacher, teacherContact, teacherCourse } from '../../db/schema';
import type { CoursesFile } from './format-courses';
import { chunks, refuseMissing, sha256Of, storeImages, subjectIds, upsertRows, type ImportResult } from './import-rows';
import { cyrillicOf, cyrillicOrNull, withCyrillic } from './cyrillic';

/** language_id of an uz course, whose texts get their Cyrillic (docs/decisions/043). */
const UZ = 1;

const DAY_MS = 86_400_000;
const TEACHER_COLUMNS = [
  'full_name',
  'specialty_uz',
  'specialty_ru',
  'specialty_cyrl',
  'bio_uz',
  'bio_ru',
  'bio_cyrl',
  'avatar_id',
  'portrait_sha256',
];
const COURSE_COLUMNS = [
  'teacher_id',
  'category_id',
  'subject_id',
  'language_id',
  'name',
  'description',
  'name_cyrl',
  'description_cyrl',
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
  const portraits = new Map(file.teachers.flatMap((t) => (t.portrait === undefined ? [] : [[t.slug, t.portrait.trim()]])));
  const images = new Map([...covers.values(), ...portraits.values()].map((svg) => [sha256Of(svg), svg]));
  const written = {
    categories: await upsertRows(
      tx,
      courseCategory,
      withCyrillic(file.categories, 'name'),
      ['slug'],
      ['name_uz', 'name_ru', 'name_cyrl', 'sort'],
    ),
    teachers: await upsertRows(
      tx,
      teacher,
      withCyrillic(
        file.teachers.map(({ contacts: _contacts, portrait: _portrait, ...t }) => ({
          ...t,
          portrait_sha256: portraits.has(t.slug) ? sha256Of(portraits.get(t.slug)!) : null,
          created_at: now,
        })),
        'specialty',
        'bio',
      ),
      ['slug'],
      TEACHER_COLUMNS,
    ),
    courses: 0,
    lessons: 0,
    contacts: 0,
    images: await storeImages(tx, images, now),
  };
  const idsBySlug = async (table: typeof courseCategory | typeof teacher | typeof teacherCourse, slugs: string[]) =>
    new Map(
      (slugs.length ? await tx.select({ id: table.id, slug: table.slug }).from(table).where(inArray(table.slug, slugs)) : []).map((r) => [
        r.slug,
        r.id,
      ]),
    );
  const slugsOf = (rows: { slug: string }[]) => rows.map((r) => r.slug);
  const categoryId = await idsBySlug(courseCategory, [...new Set(file.courses.map((c) => c.category))]);
  const teacherId = await idsBySlug(teacher, [...new Set(file.courses.map((c) => c.teacher))]);
  written.courses = await upsertRows(
    tx,
    teacherCourse,
    file.courses.map(({ teacher: t, category, subject, cover: _cover, lessons: _lessons, created_days_ago: days, ...c }) => ({
      ...c,
      teacher_id: teacherId.get(t)!,
      category_id: categoryId.get(category)!,
      subject_id: subject === null ? null : subjectId.get(subject)!,
      name_cyrl: c.language_id === UZ ? cyrillicOf(c.name) : null,
      description_cyrl: c.language_id === UZ ? cyrillicOf(c.description) : null,
      image_sha256: sha256Of(covers.get(c.slug)!),
      created_at: new Date(now.getTime() - days * DAY_MS),
    })),
    ['slug'],
    COURSE_COLUMNS,
  );
  const allTeacherIds = await idsBySlug(teacher, slugsOf(file.teachers));
  written.contacts = await replaceChildren(
    tx,
    teacherContact,
    teacherContact.teacher_id,
    new Map(file.teachers.map((t) => [allTeacherIds.get(t.slug)!, t.contacts.map(({ type, url }) => ({ type, url }))])),
    (r) => ({ type: r.type as string, url: r.url as string }),
    [asc(teacherContact.id)],
  );
  const courseId = await idsBySlug(teacherCourse, slugsOf(file.courses));
  written.lessons = await replaceChildren(
    tx,
    courseLesson,
    courseLesson.course_id,
    new Map(
      file.courses.map((c) => [
        courseId.get(c.slug)!,
        c.lessons.map((l, i) => ({
          position: i + 1,
          title: l.title,
          title_cyrl: c.language_id === UZ ? cyrillicOrNull(l.title) : null,
          duration_seconds: l.duration_seconds,
        })),
      ]),
    ),
    (r) => ({
      position: r.position as number,
      title: r.title as string,
      title_cyrl: r.title_cyrl as string | null,
      duration_seconds: r.duration_seconds as number,
    }),
    [asc(courseLesson.position)],
  );
  return {
    items: itemsOf(file),
    written,
    kept: 0,
  };
}

/**
 * Makes each parent's child rows (lessons of a course, links of a teacher) equal to `wanted`, in order:
 * a parent whose rows differ has them replaced. `parentKey` names the parent column. Returns how many
 * rows were written.
 */
async function replaceChildren<R extends Record<string, unknown>>(
  tx: Db,
  table: typeof courseLesson | typeof teacherContact,
  parent: PgColumn,
  wanted: Map<number, R[]>,
  shape: (row: Record<string, unknown>) => R,
  order: SQL[],
): Promise<number> {
  const ids = [...wanted.keys()];
  if (!ids.length) return 0;
  const stored = new Map<number, R[]>();
  const rows = (await tx
    .select()
    .from(table as PgTable)
    .where(inArray(parent, ids))
    .orderBy(...order)) as Record<string, unknown>[];
  for (const row of rows) {
    const id = row[parent.name] as number;
    stored.set(id, [...(stored.get(id) ?? []), shape(row)]);
  }
  const changed = ids.filter((id) => JSON.stringify(stored.get(id) ?? []) !== JSON.stringify(wanted.get(id)));
  if (!changed.length) return 0;
  await tx.delete(table).where(inArray(parent, changed));
  const inserts = changed.flatMap((id) => wanted.get(id)!.map((r) => ({ ...r, [parent.name]: id })));
  for (const part of chunks(inserts, 500)) await tx.insert(table).values(part as never);
  return inserts.length;
}
