// Kind "reference": writes study languages and forms (by id), regions (by their fixed id), districts
// (by region and Uzbek name), subjects (by slug) and error types (by id). Only rows that differ are
// written; nothing is deleted. Subject names get their Cyrillic (`name_cyrl`, docs/decisions/043).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemsOf } from './format';
import { address, errorType, studyForm, studyLanguage, subject } from '../../db/schema';
import { MAX_REGION_ID, type ReferenceFile } from './format-reference';
import { upsertRows, type ImportResult } from './import-rows';
import { withCyrillic } from './cyrillic';

const NAMES = ['name_uz', 'name_ru'];

/** Writes a validated reference file inside the import's transaction. */
export async function importReference(tx: Db, file: ReferenceFile): Promise<Omit<ImportResult, 'kind'>> {
  const written = {
    study_languages: await upsertRows(tx, studyLanguage, file.study_languages, ['id'], ['code', ...NAMES]),
    study_forms: await upsertRows(tx, studyForm, file.study_forms, ['id'], ['code', ...NAMES]),
    regions: await upsertRows(
      tx,
      address,
      file.regions.map((r, i) => ({ id: r.id, parent_id: null, name_uz: r.name_uz, name_ru: r.name_ru, sort: i })),
      ['id'],
      [...NAMES, 'sort'],
    ),
    districts: 0,
    subjects: await upsertRows(tx, subject, withCyrillic(file.subjects, 'name'), ['slug'], [...NAMES, 'name_cyrl', 'color', 'mandatory']),
    error_types: await upsertRows(tx, errorType, file.error_types, ['id'], NAMES),
  };
  // districts take serial ids above the regions' fixed ones
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('address', 'id'), greatest((select max(id) from address), ${MAX_REGION_ID + 1}))`,
  );
  const districts = file.regions.flatMap((r) =>
    r.districts.map((d, i) => ({ parent_id: r.id, name_uz: d.name_uz, name_ru: d.name_ru, sort: i })),
  );
  written.districts = await upsertRows(tx, address, districts, ['parent_id', 'name_uz'], ['name_ru', 'sort']);
  return { items: itemsOf(file), written, kept: 0 };
}
