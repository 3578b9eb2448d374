// The subjects of an exam's sections in the exam's language, and whether the pools can fill them
// (issue 30 items 5 and the Russian-medium mother tongue, ADR 040).
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { question, subject, themedTest } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import type { WeightSection } from './schema';

/**
 * The mother tongue an exam language tests (SPEC §9 language ids): an Uzbek-medium test has its
 * mandatory mother-tongue section in Uzbek (ona-tili), a Russian-medium one in Russian (rus-tili),
 * as the real Russian-medium DTM does. The weights table names the section by `ona-tili`.
 */
export const MOTHER_TONGUE: Readonly<Record<number, string>> = { 1: 'ona-tili', 2: 'rus-tili' };
const MOTHER_TONGUES = new Set(Object.values(MOTHER_TONGUE));

/** The subject slug a fixed section stands for in `languageId`: a mandatory mother-tongue section follows the language. */
export function sectionSlug(section: Pick<WeightSection, 'role' | 'subject'>, languageId: number): string | null {
  if (!section.subject) return null;
  if (section.role === 'mandatory' && MOTHER_TONGUES.has(section.subject)) return MOTHER_TONGUE[languageId] ?? section.subject;
  return section.subject;
}

export type SubjectRow = typeof subject.$inferSelect;

/** The subject rows of the fixed sections in `languageId`, by slug (a slug without a row is missing). */
export async function fixedSubjects(db: Db, sections: WeightSection[], languageId: number): Promise<Map<string, SubjectRow>> {
  const slugs = [...new Set(sections.flatMap((s) => sectionSlug(s, languageId) ?? []))];
  const rows = slugs.length ? await db.select().from(subject).where(inArray(subject.slug, slugs)) : [];
  return new Map(rows.map((s) => [s.slug, s]));
}

/**
 * The subject id of each section for a block pair, or null when a fixed section's subject does not
 * exist: a mandatory one by the table (the mother tongue by the language), the blocks the student's.
 */
export function sectionSubjectIds(
  sections: WeightSection[],
  languageId: number,
  bySlug: Map<string, SubjectRow>,
  blocks: { block1: number; block2: number | null },
): (number | null)[] {
  return sections.map((s) => {
    const slug = sectionSlug(s, languageId);
    if (slug) return bySlug.get(slug)?.id ?? null;
    return s.role === 'block2' ? blocks.block2 : blocks.block1;
  });
}

/** Topic-test questions per subject and language (`subject/language` → count): what the exam pools hold. */
export async function questionCounts(db: Db): Promise<Map<string, number>> {
  const rows = await rowsOf<{ subject_id: number; language_id: number; n: number | string }>(
    db,
    sql`select t.subject_id, t.language_id, count(*) as n
          from ${question} q join ${themedTest} t on t.id = q.test_id
         group by t.subject_id, t.language_id`,
  );
  return new Map(rows.map((r) => [`${r.subject_id}/${r.language_id}`, Number(r.n)]));
}

/**
 * Whether the pools can fill the sections without a repeat: every subject has at least as many
 * questions in the language as all its sections ask together (a block equal to a mandatory subject
 * needs both counts).
 */
export function fillable(
  sections: WeightSection[],
  subjectIds: (number | null)[],
  languageId: number,
  counts: Map<string, number>,
): boolean {
  const need = new Map<number, number>();
  for (let i = 0; i < sections.length; i++) {
    const id = subjectIds[i];
    if (id === null) return false;
    need.set(id, (need.get(id) ?? 0) + sections[i].count);
  }
  return [...need].every(([id, n]) => (counts.get(`${id}/${languageId}`) ?? 0) >= n);
}
