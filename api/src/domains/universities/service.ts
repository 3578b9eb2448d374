// The university directory (SPEC §2 universities, §7 /university-*, /direction) and the reference
// lists it shares with registration (/address, /subjectname).
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  UNIVERSITY_PAGE_SIZE,
  UNIVERSITY_PAGE_SIZE_APP,
  type Locale,
  type universityBallQuery,
  type universityListQuery,
} from '@platform/shared/contracts';
import { pageCount } from '@platform/shared/format';
import type * as z from 'zod/mini';
import type { Db } from '../../db/client';
import { address, admission, direction, studyForm, studyLanguage, subject, university } from '../../db/schema';
import { likePattern } from '../../db/sql';
import { HttpError } from '../../errors';
import { namesAs, pick } from '../../i18n';

type UniversityRow = typeof university.$inferSelect;

const cardColumns = {
  u: university,
  region_name_uz: address.name_uz,
  region_name_ru: address.name_ru,
  direction_count:
    sql<number>`(select count(distinct ${admission.direction_id}) from ${admission} where ${admission.university_id} = ${university.id})`.mapWith(
      Number,
    ),
};

function toCard(
  row: { u: UniversityRow; region_name_uz: string | null; region_name_ru: string | null; direction_count: number },
  locale: Locale,
) {
  const u = row.u;
  return {
    id: u.id,
    slug: u.slug,
    name: pick(u, 'name', locale),
    description: pick(u, 'description', locale),
    type: u.type,
    logo: u.logo,
    region:
      u.address_id && row.region_name_uz
        ? { id: u.address_id, name: pick({ name_uz: row.region_name_uz, name_ru: row.region_name_ru }, 'name', locale) }
        : null,
    min_contract_price: u.min_contract_price,
    max_contract_price: u.max_contract_price,
    direction_count: row.direction_count,
    students_count: u.students_count,
    is_recommended: u.is_recommended,
  };
}

/** Universities, paged and filtered (type, region, recommended, search in names and slug). */
export async function listUniversities(db: Db, locale: Locale, q: z.infer<typeof universityListQuery>) {
  const size = q.size ?? (q.is_web ? UNIVERSITY_PAGE_SIZE : UNIVERSITY_PAGE_SIZE_APP);
  const where: SQL[] = [];
  if (q.type !== 'all') where.push(eq(university.type, q.type));
  if (q.address_id > 0) where.push(eq(university.address_id, q.address_id));
  if (q.recommended !== undefined) where.push(eq(university.is_recommended, q.recommended));
  if (q.search) {
    const pattern = likePattern(q.search);
    where.push(or(ilike(university.name_uz, pattern), ilike(university.name_ru, pattern), ilike(university.slug, pattern))!);
  }
  const condition = where.length ? and(...where) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(university).where(condition);
  const rows = await db
    .select(cardColumns)
    .from(university)
    .leftJoin(address, eq(address.id, university.address_id))
    .where(condition)
    .orderBy(desc(university.is_recommended), asc(university.id))
    .limit(size)
    .offset((q.page - 1) * size);
  return {
    data: rows.map((r) => toCard(r, locale)),
    meta: { page: q.page, size, total, page_count: pageCount(total, size) },
  };
}

/** One university by slug, or 404. */
export async function universityBySlug(db: Db, locale: Locale, slug: string) {
  const [row] = await db
    .select(cardColumns)
    .from(university)
    .leftJoin(address, eq(address.id, university.address_id))
    .where(eq(university.slug, slug))
    .limit(1);
  if (!row) throw new HttpError(404, 'UNIVERSITY_NOT_FOUND', 'errors.university_not_found');
  const u = row.u;
  return {
    ...toCard(row, locale),
    long_description: pick(u, 'long_description', locale),
    image: u.image,
    site: u.site,
    phone: u.phone,
    email: u.email,
    address: u.address_uz === null && u.address_ru === null ? null : pick(u, 'address', locale),
    map:
      u.latitude !== null && u.longitude !== null
        ? `https://www.openstreetmap.org/?mlat=${u.latitude}&mlon=${u.longitude}#map=16/${u.latitude}/${u.longitude}`
        : null,
    latitude: u.latitude,
    longitude: u.longitude,
    telegram: u.telegram,
    instagram: u.instagram,
    youtube: u.youtube,
    youtube_embed: u.youtube_embed,
    admission_start_date: u.admission_start_date,
    admission_end_date: u.admission_end_date,
    file: u.file,
    graduate_students_count: u.graduate_students_count,
    courses_count: u.courses_count,
    experience_years_count: u.experience_years_count,
  };
}

/** The admission filter options of a university: years, each with its languages and study forms. */
export async function admissionFilters(db: Db, locale: Locale, universityId: number) {
  const rows = await db
    .selectDistinct({
      year: admission.year,
      language_id: studyLanguage.id,
      ...namesAs('language', studyLanguage),
      study_id: studyForm.id,
      ...namesAs('study', studyForm),
    })
    .from(admission)
    .innerJoin(studyLanguage, eq(studyLanguage.id, admission.language_id))
    .innerJoin(studyForm, eq(studyForm.id, admission.study_form_id))
    .where(eq(admission.university_id, universityId))
    .orderBy(desc(admission.year), asc(studyLanguage.id), asc(studyForm.id));
  const years = new Map<number, { year: number; languages: Map<number, string>; studies: Map<number, string> }>();
  for (const r of rows) {
    const entry = years.get(r.year) ?? { year: r.year, languages: new Map(), studies: new Map() };
    entry.languages.set(r.language_id, pick(r, 'language', locale));
    entry.studies.set(r.study_id, pick(r, 'study', locale));
    years.set(r.year, entry);
  }
  return [...years.values()].map((y) => ({
    year: y.year,
    languages: [...y.languages].map(([id, name]) => ({ id, name })),
    studies: [...y.studies].map(([id, name]) => ({ id, name })),
  }));
}

/** Admission scores and places per direction of a university and year (optionally one language, one form). */
export async function admissionScores(db: Db, locale: Locale, q: z.infer<typeof universityBallQuery>) {
  const where: SQL[] = [eq(admission.university_id, q.univer_id), eq(admission.year, q.year)];
  if (q.language) where.push(eq(admission.language_id, q.language));
  if (q.study) where.push(eq(admission.study_form_id, q.study));
  const rows = await db
    .select({
      name_uz: direction.name_uz,
      name_ru: direction.name_ru,
      code: direction.code,
      grant_ball: admission.grant_ball,
      grant_count: admission.grant_count,
      contract_ball: admission.contract_ball,
      contract_count: admission.contract_count,
      subject_1_id: direction.subject_1_id,
      subject_2_id: direction.subject_2_id,
    })
    .from(admission)
    .innerJoin(direction, eq(direction.id, admission.direction_id))
    .where(and(...where))
    .orderBy(asc(direction.code), asc(admission.language_id), asc(admission.study_form_id));
  const subjects = new Map((await db.select().from(subject)).map((s) => [s.id, pick(s, 'name', locale)]));
  return rows.map((r) => ({
    direction_name: pick(r, 'name', locale),
    direction_code: r.code,
    grant_ball: r.grant_ball,
    grant_count: r.grant_count,
    contract_ball: r.contract_ball,
    contract_count: r.contract_count,
    subject_1: r.subject_1_id ? (subjects.get(r.subject_1_id) ?? null) : null,
    subject_2: r.subject_2_id ? (subjects.get(r.subject_2_id) ?? null) : null,
  }));
}

/** Study directions: all, or those of one university. */
export async function directions(db: Db, locale: Locale, universityId: number | undefined) {
  const name = locale === 'ru' ? direction.name_ru : direction.name_uz;
  const rows = await (universityId
    ? db
        .selectDistinct({ id: direction.id, name, name_ru: direction.name_ru })
        .from(direction)
        .innerJoin(admission, eq(admission.direction_id, direction.id))
        .where(eq(admission.university_id, universityId))
        .orderBy(name)
    : db.select({ id: direction.id, name, name_ru: direction.name_ru }).from(direction).orderBy(name));
  // uz-Cyrl: the uz names in Cyrillic, in the order of the Latin ones
  return rows.map((r) => ({
    id: r.id,
    name: locale === 'uz-Cyrl' ? pick({ name_uz: r.name, name_ru: r.name_ru }, 'name', locale) : r.name,
  }));
}

/** Regions, or the districts of one region. */
export async function addresses(db: Db, locale: Locale, parentId: number | undefined) {
  const rows = await db
    .select()
    .from(address)
    .where(parentId ? eq(address.parent_id, parentId) : isNull(address.parent_id))
    .orderBy(asc(address.sort), asc(address.id));
  return rows.map((r) => ({ id: r.id, parent_id: r.parent_id, name: pick(r, 'name', locale) }));
}

/** Every subject, mandatory ones first. */
export async function subjects(db: Db, locale: Locale) {
  const rows = await db.select().from(subject).orderBy(desc(subject.mandatory), asc(subject.id));
  return rows.map((s) => ({ id: s.id, slug: s.slug, name: pick(s, 'name', locale), color: s.color, image: s.image }));
}
