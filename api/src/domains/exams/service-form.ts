// The start form of a timed exam (SPEC §4 DTM/virtual start, §5 DTM form, §6 one free mock): the
// weights of a kind and year, the allowance left this month and the block pairs the directions offer.
// The national certificate's subjects: service-natcert.ts (ADR 042).
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { tashkentDayStart, tashkentToday } from '@platform/shared/dates';
import { EXAM_YEAR, type DtmForm, type ExamKind } from '@platform/shared/exams';
import type { Locale } from '@platform/shared/contracts';
import type { Db } from '../../db/client';
import { direction, examTicket, examWeight, subject } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { HttpError } from '../../errors';
import { pick } from '../../i18n';
import { fillable, fixedSubjects, questionCounts, sectionSlug, sectionSubjectIds } from './service-sections';

/** Kinds that count against the free allowance (SPEC §6: one free mock). */
export const ALLOWANCE_KINDS: ExamKind[] = ['dtm', 'virtual'];

export interface ExamRules {
  /** Free DTM/virtual mocks a user without Pro may start per Asia/Tashkent month; 0 = unlimited. */
  freePerMonth: number;
}

/** The weights of an exam kind and year, or 404. */
export async function weightsOf(db: Db, kind: ExamKind, year: number) {
  const [row] = await db
    .select()
    .from(examWeight)
    .where(and(eq(examWeight.kind, kind), eq(examWeight.year, year)));
  if (!row) throw new HttpError(404, 'EXAM_NOT_FOUND', 'exams.weights_missing', { year });
  return row;
}

/** When the caller's Asia/Tashkent month began. */
function monthStart(now: Date): Date {
  const [, , day] = tashkentToday(now);
  return new Date(tashkentDayStart(now, -(day - 1)));
}

/** Allowance mocks the user may still start this month; null = unlimited (Pro, or no limit set). */
export async function freeLeft(db: Db, userId: number, premium: boolean, now: Date, rules: ExamRules): Promise<number | null> {
  if (premium || rules.freePerMonth <= 0) return null;
  const [{ n }] = await db
    .select({ n: count() })
    .from(examTicket)
    .where(and(eq(examTicket.user_id, userId), inArray(examTicket.kind, ALLOWANCE_KINDS), gte(examTicket.started_at, monthStart(now))));
  return Math.max(0, rules.freePerMonth - n);
}

/** The block pairs the seeded directions offer (SPEC §3 subject-set direction), block 1 first. */
export async function subjectPairs(db: Db, locale: Locale) {
  const rows = await rowsOf<{ b1: number; b1_uz: string; b1_ru: string; b2: number; b2_uz: string; b2_ru: string }>(
    db,
    sql`select distinct s1.id as b1, s1.name_uz as b1_uz, s1.name_ru as b1_ru, s2.id as b2, s2.name_uz as b2_uz, s2.name_ru as b2_ru
        from ${direction} d join ${subject} s1 on s1.id = d.subject_1_id join ${subject} s2 on s2.id = d.subject_2_id
        where d.subject_1_id <> d.subject_2_id
        order by b1, b2`,
  );
  return rows.map((r) => ({
    blok1_id: Number(r.b1),
    blok1_name: pick({ name_uz: r.b1_uz, name_ru: r.b1_ru }, 'name', locale),
    blok2_id: Number(r.b2),
    blok2_name: pick({ name_uz: r.b2_uz, name_ru: r.b2_ru }, 'name', locale),
  }));
}

/**
 * The DTM/virtual/block start form in one exam language: the fixed sections (the mother tongue by
 * the language), the pairs and the block subjects whose every section the pools can fill in that
 * language without a repeat (ADR 040: everything offered starts), the time and the allowance left.
 */
export async function examForm(
  db: Db,
  kind: ExamKind,
  languageId: number,
  user: { userId: number | null; premium: boolean; locale: Locale },
  now: Date,
  rules: ExamRules,
): Promise<DtmForm> {
  const weights = await weightsOf(db, kind, EXAM_YEAR);
  const bySlug = await fixedSubjects(db, weights.sections, languageId);
  const counts = await questionCounts(db);
  const starts = (block1: number, block2: number | null) =>
    fillable(weights.sections, sectionSubjectIds(weights.sections, languageId, bySlug, { block1, block2 }), languageId, counts);
  const allPairs = await subjectPairs(db, user.locale);
  // a block test has one block: a pair is listed when its block-1 subject can fill it
  const pairs = allPairs.filter((p) => (kind === 'block' ? starts(p.blok1_id, null) : starts(p.blok1_id, p.blok2_id)));
  const named = new Map<number, string>();
  if (kind === 'block') {
    for (const p of allPairs) {
      for (const [id, name] of [
        [p.blok1_id, p.blok1_name],
        [p.blok2_id, p.blok2_name],
      ] as const)
        if (!named.has(id) && starts(id, null)) named.set(id, name);
    }
  } else for (const p of pairs) if (!named.has(p.blok1_id)) named.set(p.blok1_id, p.blok1_name);
  return {
    year: weights.year,
    language_id: languageId,
    minutes: weights.minutes,
    mandatory: weights.sections.flatMap((s) => {
      const slug = sectionSlug(s, languageId);
      const row = slug ? bySlug.get(slug) : undefined;
      return row ? [{ id: row.id, name: pick(row, 'name', user.locale), question_count: s.count, points: s.points }] : [];
    }),
    pairs,
    subjects: [...named].map(([id, name]) => ({ id, name })),
    free_left: user.userId === null || !ALLOWANCE_KINDS.includes(kind) ? null : await freeLeft(db, user.userId, user.premium, now, rules),
  };
}
