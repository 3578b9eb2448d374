// SPEC §7 GET /year: the exam years the weights table has, newest first.
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examWeight } from './schema';

/** `{id, name}` per year with exam weights (the `year_id` an order takes). */
export async function examYears(db: Db) {
  const rows = await db.selectDistinct({ year: examWeight.year }).from(examWeight).orderBy(desc(examWeight.year));
  return rows.map(({ year }) => ({ id: year, name: String(year) }));
}
