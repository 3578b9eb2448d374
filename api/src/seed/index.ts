import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { address, admission, appMeta, direction, studyForm, studyLanguage, subject, university } from '../db/schema';
import { seedAccounts } from './accounts';
import { seedContent } from './content/seed-content';
import { seedCourses } from './courses/seed-courses';
import { regions } from './data/regions';
import { subjects } from './data/subjects';
import { universities } from './data/universities';
import type { DirectionSeed, UniversitySeed } from './data/types';
import { ADMISSION_FORMS, ADMISSION_LANGUAGES, ADMISSION_YEARS, studyForms, studyLanguages } from './reference';

const SEED_KEY = 'seed_hash';

/** Deterministic pseudo-random integer in [-spread, spread] from a text key. */
function jitter(key: string, spread: number): number {
  const n = createHash('sha256').update(key).digest().readUInt32BE(0);
  return (n % (2 * spread + 1)) - spread;
}

const clampScore = (n: number) => Math.max(56.7, Math.min(189, Math.round(n * 10) / 10));

/** Admission figures of one direction for a year, language and study form, derived from its base figures. */
export function admissionFigures(u: UniversitySeed, d: DirectionSeed, year: number, languageId: number, formId: number) {
  const key = `${u.slug}/${d.code}/${year}/${languageId}/${formId}`;
  const older = year < ADMISSION_YEARS[0];
  const partTime = formId === 2;
  const russian = languageId === 2;
  const share = (russian ? 0.35 : 1) * (partTime ? 0.3 : 1);
  const scoreShift = (older ? -2.5 : 0) + (partTime ? -9 : 0) + (russian ? -1.5 : 0);
  const grant =
    d.grant_ball === null || u.type === 'private' || d.grant_count === 0
      ? null
      : clampScore(d.grant_ball + scoreShift + jitter(`${key}/g`, 3));
  const contract = clampScore(d.contract_ball + scoreShift + jitter(`${key}/c`, 4));
  return {
    grant_ball: grant,
    grant_count: grant === null ? 0 : Math.max(1, Math.round(d.grant_count * share) + jitter(`${key}/gc`, 2)),
    contract_ball: grant !== null ? Math.min(contract, grant - 1) : contract,
    contract_count: Math.max(5, Math.round(d.contract_count * share) + jitter(`${key}/cc`, 5)),
  };
}

function seedHash(): string {
  return createHash('sha256')
    .update(JSON.stringify({ regions, subjects, universities, studyForms, studyLanguages, ADMISSION_YEARS, v: 1 }))
    .digest('hex');
}

/**
 * Loads the demo content (uz + ru). Idempotent: upserts by natural keys; skipped when nothing changed.
 * The topic-test banks (seedContent) and the courses (seedCourses) have their own hashes, so each part reloads alone.
 */
export async function seed(db: Db, { force = false } = {}): Promise<{ skipped: boolean }> {
  const hash = seedHash();
  if (!force) {
    const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    if (row?.value === hash) {
      await seedAccounts(db);
      const content = await seedContent(db);
      const courses = await seedCourses(db, { force });
      return { skipped: content.skipped && courses.skipped };
    }
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(studyLanguage)
      .values(studyLanguages)
      .onConflictDoUpdate({ target: studyLanguage.id, set: { name_uz: sql`excluded.name_uz`, name_ru: sql`excluded.name_ru` } });
    await tx
      .insert(studyForm)
      .values(studyForms)
      .onConflictDoUpdate({ target: studyForm.id, set: { name_uz: sql`excluded.name_uz`, name_ru: sql`excluded.name_ru` } });

    await tx
      .insert(address)
      .values(regions.map((r, i) => ({ id: r.id, parent_id: null, name_uz: r.name_uz, name_ru: r.name_ru, sort: i })))
      .onConflictDoUpdate({
        target: address.id,
        set: { name_uz: sql`excluded.name_uz`, name_ru: sql`excluded.name_ru`, sort: sql`excluded.sort` },
      });
    await tx.execute(sql`select setval(pg_get_serial_sequence('address', 'id'), greatest((select max(id) from address), 100))`);
    const districts = regions.flatMap((r) =>
      r.districts.map((d, i) => ({ parent_id: r.id, name_uz: d.name_uz, name_ru: d.name_ru, sort: i })),
    );
    await tx
      .insert(address)
      .values(districts)
      .onConflictDoUpdate({
        target: [address.parent_id, address.name_uz],
        set: { name_ru: sql`excluded.name_ru`, sort: sql`excluded.sort` },
      });

    const subjectRows = await tx
      .insert(subject)
      .values(subjects.map((s) => ({ slug: s.slug, name_uz: s.name_uz, name_ru: s.name_ru, color: s.color, mandatory: s.mandatory })))
      .onConflictDoUpdate({
        target: subject.slug,
        set: {
          name_uz: sql`excluded.name_uz`,
          name_ru: sql`excluded.name_ru`,
          color: sql`excluded.color`,
          mandatory: sql`excluded.mandatory`,
        },
      })
      .returning({ id: subject.id, slug: subject.slug });
    const subjectId = new Map(subjectRows.map((s) => [s.slug, s.id]));

    const allDirections = new Map<string, DirectionSeed>();
    for (const u of universities) for (const d of u.directions) if (!allDirections.has(d.code)) allDirections.set(d.code, d);
    const directionRows = await tx
      .insert(direction)
      .values(
        [...allDirections.values()].map((d) => ({
          code: d.code,
          name_uz: d.name_uz,
          name_ru: d.name_ru,
          subject_1_id: subjectId.get(d.subject_1) ?? null,
          subject_2_id: subjectId.get(d.subject_2) ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: direction.code,
        set: {
          name_uz: sql`excluded.name_uz`,
          name_ru: sql`excluded.name_ru`,
          subject_1_id: sql`excluded.subject_1_id`,
          subject_2_id: sql`excluded.subject_2_id`,
        },
      })
      .returning({ id: direction.id, code: direction.code });
    const directionId = new Map(directionRows.map((d) => [d.code, d.id]));

    const universityRows = await tx
      .insert(university)
      .values(universities.map(({ directions: _d, region_id: regionId, ...u }) => ({ ...u, address_id: regionId })))
      .onConflictDoUpdate({
        target: university.slug,
        set: Object.fromEntries(
          Object.keys(university)
            .filter(
              (k) => !['id', 'slug', 'logo', 'image', 'file', 'youtube_embed', 'admission_start_date', 'admission_end_date'].includes(k),
            )
            .map((k) => [k, sql.raw(`excluded.${k}`)]),
        ),
      })
      .returning({ id: university.id, slug: university.slug });
    const universityId = new Map(universityRows.map((u) => [u.slug, u.id]));

    const admissions = universities.flatMap((u) =>
      u.directions.flatMap((d) =>
        ADMISSION_YEARS.flatMap((year) =>
          ADMISSION_LANGUAGES.flatMap((language_id) =>
            ADMISSION_FORMS.map((study_form_id) => ({
              university_id: universityId.get(u.slug)!,
              direction_id: directionId.get(d.code)!,
              year,
              language_id,
              study_form_id,
              ...admissionFigures(u, d, year, language_id, study_form_id),
            })),
          ),
        ),
      ),
    );
    for (let i = 0; i < admissions.length; i += 500) {
      await tx
        .insert(admission)
        .values(admissions.slice(i, i + 500))
        .onConflictDoUpdate({
          target: [admission.university_id, admission.direction_id, admission.year, admission.language_id, admission.study_form_id],
          set: {
            grant_ball: sql`excluded.grant_ball`,
            grant_count: sql`excluded.grant_count`,
            contract_ball: sql`excluded.contract_ball`,
            contract_count: sql`excluded.contract_count`,
          },
        });
    }
    await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: hash })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: hash } });
  });
  await seedAccounts(db);
  await seedContent(db, { force });
  await seedCourses(db, { force });
  return { skipped: false };
}
