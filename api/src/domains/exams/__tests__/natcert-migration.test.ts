// Migration 0019_natcert_spec_variants on a database that already has format-2 national-certificate
// sets (ADR 042): the sets of one subject and language become variants numbered by year and are
// retired until a format-3 file brings their keys back; the natcert weights row is removed; the
// other weights rows and a ticket's answers stay.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/sql';
import { MIGRATIONS_DIR, migrateFolder, migrationSuite } from '../../../../test/migrations';

const suite = migrationSuite();
/** the suite's database (made by its `before`) */
const db = () => suite.database().db;

const one = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(db(), query))[0];

describe('migration 0019_natcert_spec_variants on format-2 data', () => {
  it('numbers the sets by year as variants, retires them, drops the natcert weights row', async () => {
    await migrateFolder(suite.database(), suite.upTo(18));
    const sub = await one<{ id: number }>(
      sql`insert into subject (slug, name_uz, name_ru, color) values ('mig-nc', 'Fan', 'Предмет', '#123456') returning id`,
    );
    // the same key in two years of one language (format 2 allowed it: a set per year), and a ru set
    for (const [language, year, key] of [
      [1, 2024, 'a'],
      [1, 2025, 'a'],
      [1, 2025, 'b'],
      [2, 2025, 'a'],
    ] as const) {
      await db().execute(sql`insert into nc_item (subject_id, language_id, year, key, position, type, text, points, body, answer_key)
        values (${sub.id}, ${language}, ${year}, ${key}, 0, 'single', 'Savol', 1, '{"options":["1","2","3","4"]}', '{"type":"single","correct":0}')`);
    }
    for (const kind of ['natcert', 'dtm'])
      await db().execute(sql`insert into exam_weight (kind, year, name_uz, name_ru, minutes, sections)
        values (${kind}, 2025, 'Nom', 'Имя', 180, '[]')`);

    await migrateFolder(suite.database(), MIGRATIONS_DIR);
    const items = await rowsOf<{ language_id: number; year: number; key: string; variant: number; retired: boolean }>(
      db(),
      sql`select language_id, year, key, variant, retired from nc_item order by language_id, year, key`,
    );
    assert.deepEqual(
      items.map((r) => [r.language_id, r.year, r.key, r.variant, r.retired]),
      [
        [1, 2024, 'a', 1, true],
        [1, 2025, 'a', 2, true],
        [1, 2025, 'b', 2, true],
        [2, 2025, 'a', 1, true],
      ],
    );
    const kinds = await rowsOf<{ kind: string }>(db(), sql`select kind from exam_weight order by kind`);
    assert.deepEqual(
      kinds.map((k) => k.kind),
      ['dtm'],
    );
    // (subject, language, variant, key) is now the item's identity
    await assert.rejects(
      db().execute(sql`insert into nc_item (subject_id, language_id, variant, year, key, position, type, text, points, body, answer_key)
        values (${sub.id}, 1, 2, 2026, 'a', 0, 'essay', 'Insho', 1, '{}', '{"type":"essay"}')`),
    );
    const spec = await one<{ n: number }>(sql`select count(*)::int as n from nc_spec`);
    assert.equal(spec.n, 0);
  });
});
