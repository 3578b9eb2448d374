// Kind "universities": writes directions (by code), universities (by slug) and admissions (by
// university, direction, year, language and study form). Only rows that differ are written; the
// columns an operator fills by hand (logo, image, file, video, admission dates) are never touched.
import { inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemsOf, subjectReferences } from './format';
import { address, admission, direction, studyForm, studyLanguage, university } from '../../db/schema';
import type { UniversitiesFile } from './format-universities';
import { refuseMissing, subjectIds, upsertRows, type ImportResult } from './import-rows';

const UNIVERSITY_COLUMNS = [
  'type',
  'name_uz',
  'name_ru',
  'description_uz',
  'description_ru',
  'long_description_uz',
  'long_description_ru',
  'address_id',
  'address_uz',
  'address_ru',
  'site',
  'phone',
  'email',
  'telegram',
  'instagram',
  'youtube',
  'latitude',
  'longitude',
  'students_count',
  'graduate_students_count',
  'courses_count',
  'experience_years_count',
  'min_contract_price',
  'max_contract_price',
  'is_recommended',
];
const ADMISSION_KEY = ['university_id', 'direction_id', 'year', 'language_id', 'study_form_id'];
const ADMISSION_COLUMNS = ['grant_ball', 'grant_count', 'contract_ball', 'contract_count'];

/** Regions, languages and study forms the file names that the database does not have. */
async function checkReferences(tx: Db, file: UniversitiesFile, input: unknown): Promise<void> {
  const ids = async (rows: Promise<{ id: number }[]>) => new Set((await rows).map((r) => r.id));
  const regions = await ids(tx.select({ id: address.id }).from(address).where(isNull(address.parent_id)));
  const languages = await ids(tx.select({ id: studyLanguage.id }).from(studyLanguage));
  const forms = await ids(tx.select({ id: studyForm.id }).from(studyForm));
  const missing: { path: PropertyKey[]; message: string }[] = [];
  file.universities.forEach((u, i) => {
    if (u.region_id !== null && !regions.has(u.region_id)) {
      missing.push({ path: ['universities', i, 'region_id'], message: `no region with the id ${u.region_id}` });
    }
    u.admissions.forEach((a, k) => {
      const at = ['universities', i, 'admissions', k];
      if (!languages.has(a.language_id)) missing.push({ path: [...at, 'language_id'], message: `no study language ${a.language_id}` });
      if (!forms.has(a.study_form_id)) missing.push({ path: [...at, 'study_form_id'], message: `no study form ${a.study_form_id}` });
    });
  });
  refuseMissing(input, missing);
}

/** Writes a validated universities file inside the import's transaction (`input`: the file as read, for error lines). */
export async function importUniversities(tx: Db, file: UniversitiesFile, input: unknown): Promise<Omit<ImportResult, 'kind'>> {
  const subjectId = await subjectIds(tx, input, subjectReferences(file));
  await checkReferences(tx, file, input);
  const idOf = (slug: string | null) => (slug === null ? null : subjectId.get(slug)!);

  const written = {
    directions: await upsertRows(
      tx,
      direction,
      file.directions.map((d) => ({
        code: d.code,
        name_uz: d.name_uz,
        name_ru: d.name_ru,
        subject_1_id: idOf(d.subject_1),
        subject_2_id: idOf(d.subject_2),
      })),
      ['code'],
      ['name_uz', 'name_ru', 'subject_1_id', 'subject_2_id'],
    ),
    universities: await upsertRows(
      tx,
      university,
      file.universities.map(({ admissions: _a, region_id: regionId, ...u }) => ({ ...u, address_id: regionId })),
      ['slug'],
      UNIVERSITY_COLUMNS,
    ),
    admissions: 0,
  };

  const codes = [...new Set(file.universities.flatMap((u) => u.admissions.map((a) => a.direction)))];
  const slugs = file.universities.map((u) => u.slug);
  const directionId = new Map(
    (codes.length
      ? await tx.select({ id: direction.id, code: direction.code }).from(direction).where(inArray(direction.code, codes))
      : []
    ).map((d) => [d.code, d.id]),
  );
  const universityId = new Map(
    (slugs.length
      ? await tx.select({ id: university.id, slug: university.slug }).from(university).where(inArray(university.slug, slugs))
      : []
    ).map((u) => [u.slug, u.id]),
  );
  const admissions = file.universities.flatMap((u) =>
    u.admissions.map(({ direction: code, ...a }) => ({
      university_id: universityId.get(u.slug)!,
      direction_id: directionId.get(code)!,
      ...a,
    })),
  );
  written.admissions = await upsertRows(tx, admission, admissions, ADMISSION_KEY, ADMISSION_COLUMNS);
  return {
    items: itemsOf(file),
    written,
    kept: 0,
  };
}
