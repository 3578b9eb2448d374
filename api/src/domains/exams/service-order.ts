// Starting a timed exam (SPEC §4 DTM/virtual start, §5 DTM form, §6 one free mock): the start
// form's data, and the order that continues the active ticket or makes a new one from the weights
// table — sections in the table's order, each with questions drawn from its subject's pool (every
// question of that subject in the exam's language), none twice in one ticket.
import { randomInt } from 'node:crypto';
import { and, count, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { tashkentDayStart, tashkentToday } from '@platform/shared/dates';
import { EXAM_YEAR, roundBall, type DtmForm, type ExamKind, type ExamOrder } from '@platform/shared/exams';
import type { Locale } from '@platform/shared/contracts';
import type { Db } from '../../db/client';
import { direction, examQuestion, examSection, examTicket, examWeight, question, subject, themedTest } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { HttpError } from '../../errors';
import { pick } from '../../i18n';
import { shuffledOptions } from '../topic-tests/service-order';
import { finishExam } from './service-finish';
import type { WeightSection } from './schema';

/** Kinds that count against the free allowance (SPEC §6: one free mock). */
const ALLOWANCE_KINDS: ExamKind[] = ['dtm', 'virtual'];

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

/** The DTM/virtual start form: the mandatory sections, the pairs, the time and the allowance left. */
export async function examForm(
  db: Db,
  kind: ExamKind,
  user: { userId: number | null; premium: boolean; locale: Locale },
  now: Date,
  rules: ExamRules,
): Promise<DtmForm> {
  const weights = await weightsOf(db, kind, EXAM_YEAR);
  const slugs = weights.sections.flatMap((s) => (s.subject ? [s.subject] : []));
  const subjects = slugs.length ? await db.select().from(subject).where(inArray(subject.slug, slugs)) : [];
  const bySlug = new Map(subjects.map((s) => [s.slug, s]));
  return {
    year: weights.year,
    minutes: weights.minutes,
    mandatory: weights.sections.flatMap((s) => {
      const row = s.subject ? bySlug.get(s.subject) : undefined;
      return row ? [{ id: row.id, name: pick(row, 'name', user.locale), question_count: s.count, points: s.points }] : [];
    }),
    pairs: await subjectPairs(db, user.locale),
    free_left: user.userId === null || !ALLOWANCE_KINDS.includes(kind) ? null : await freeLeft(db, user.userId, user.premium, now, rules),
  };
}

/** The pair must be one the directions offer (a block test: a subject some direction tests). */
async function checkBlocks(db: Db, kind: ExamKind, block1: number, block2: number | null): Promise<void> {
  const where =
    kind === 'block'
      ? sql`(d.subject_1_id = ${block1} or d.subject_2_id = ${block1})`
      : sql`d.subject_1_id = ${block1} and d.subject_2_id = ${block2}`;
  const rows = await rowsOf(db, sql`select 1 from ${direction} d where ${where} limit 1`);
  if (!rows.length) throw new HttpError(400, 'VALIDATION_ERROR', 'exams.pair_invalid', {}, {}, 'blok1_id');
}

/** The subject of each section: the table's for a mandatory one, the student's block otherwise. */
async function sectionSubjects(db: Db, sections: WeightSection[], blocks: { block1: number; block2: number | null }) {
  const slugs = sections.flatMap((s) => (s.subject ? [s.subject] : []));
  const bySlug = new Map((slugs.length ? await db.select().from(subject).where(inArray(subject.slug, slugs)) : []).map((s) => [s.slug, s]));
  const blockIds = [blocks.block1, ...(blocks.block2 === null ? [] : [blocks.block2])];
  const byId = new Map((await db.select().from(subject).where(inArray(subject.id, blockIds))).map((s) => [s.id, s]));
  return sections.map((s) => {
    const row = s.subject ? bySlug.get(s.subject) : byId.get(s.role === 'block1' ? blocks.block1 : (blocks.block2 ?? -1));
    if (!row) throw new HttpError(400, 'VALIDATION_ERROR', 'exams.pair_invalid', {}, {}, 'blok1_id');
    return { ...s, subject: row };
  });
}

/** `n` distinct indexes of 0..size-1 in random order (partial Fisher–Yates with a CSPRNG). */
function sample(size: number, n: number): number[] {
  const idx = Array.from({ length: size }, (_, i) => i);
  for (let i = 0; i < n; i++) {
    const j = i + randomInt(size - i);
    [idx[i], idx[j]] = [idx[j], idx[i]];
  }
  return idx.slice(0, n);
}

interface OrderInput {
  kind: ExamKind;
  languageId: number;
  block1: number;
  block2: number | null;
  year: number;
}

/**
 * Continues the user's active ticket of this kind, or makes one. A ticket past its deadline is
 * finished first. Beyond the free allowance: `is_allowed: false`. Too few questions in a section's
 * pool (after the questions other sections of the ticket took): 409, never a repeat.
 */
export async function orderExam(
  db: Db,
  user: { userId: number; premium: boolean; locale: Locale },
  input: OrderInput,
  now: Date,
  rules: ExamRules,
): Promise<ExamOrder> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // one order at a time per user: the month's count and the insert agree
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`exam:u:${user.userId}`}))`);
    const [active] = await tx
      .select({ id: examTicket.id, deadline_at: examTicket.deadline_at })
      .from(examTicket)
      .where(and(eq(examTicket.user_id, user.userId), eq(examTicket.kind, input.kind), eq(examTicket.status, 'active')));
    if (active && active.deadline_at.getTime() > now.getTime()) return { is_allowed: true, ticket_id: active.id };
    if (active) await finishExam(tx, user.userId, active.id, now);

    if (ALLOWANCE_KINDS.includes(input.kind) && (await freeLeft(tx, user.userId, user.premium, now, rules)) === 0) {
      return { is_allowed: false, ticket_id: null };
    }
    const weights = await weightsOf(tx, input.kind, input.year);
    await checkBlocks(tx, input.kind, input.block1, input.block2);
    const sections = await sectionSubjects(tx, weights.sections, input);

    const taken = new Set<number>();
    const drawn = [];
    for (const section of sections) {
      const pool = (
        await tx
          .select({ id: question.id })
          .from(question)
          .innerJoin(themedTest, eq(themedTest.id, question.test_id))
          .where(and(eq(themedTest.subject_id, section.subject.id), eq(themedTest.language_id, input.languageId)))
      )
        .map((q) => q.id)
        .filter((id) => !taken.has(id));
      if (pool.length < section.count) {
        throw new HttpError(409, 'NOT_ENOUGH_QUESTIONS', 'exams.not_enough_questions', {
          subject: pick(section.subject, 'name', user.locale),
          have: pool.length,
          need: section.count,
        });
      }
      const ids = sample(pool.length, section.count).map((i) => pool[i]);
      ids.forEach((id) => taken.add(id));
      drawn.push({ section, ids });
    }

    const maxBall = roundBall(sections.reduce((sum, s) => sum + s.count * s.points, 0));
    const [ticket] = await tx
      .insert(examTicket)
      .values({
        user_id: user.userId,
        kind: input.kind,
        year: input.year,
        language_id: input.languageId,
        block1_id: input.block1,
        block2_id: input.block2,
        question_count: taken.size,
        max_ball: maxBall,
        started_at: now,
        deadline_at: new Date(now.getTime() + weights.minutes * 60_000),
      })
      .returning({ id: examTicket.id });
    const sectionRows = await tx
      .insert(examSection)
      .values(
        drawn.map(({ section }, position) => ({
          ticket_id: ticket.id,
          position,
          role: section.role,
          subject_id: section.subject.id,
          question_count: section.count,
          points: section.points,
          minutes: section.minutes,
        })),
      )
      .returning({ id: examSection.id, position: examSection.position });
    const sectionId = new Map(sectionRows.map((s) => [s.position, s.id]));
    let position = 0;
    await tx.insert(examQuestion).values(
      drawn.flatMap(({ ids }, s) =>
        ids.map((questionId) => ({
          ticket_id: ticket.id,
          section_id: sectionId.get(s)!,
          position: position++,
          question_id: questionId,
          option_order: shuffledOptions(),
        })),
      ),
    );
    return { is_allowed: true, ticket_id: ticket.id };
  });
}

/** Ids of tickets past their deadline that are still active (the sweeper finishes them). */
export async function overdueTickets(db: Db, now: Date, limit = 100): Promise<{ id: number; user_id: number }[]> {
  return db
    .select({ id: examTicket.id, user_id: examTicket.user_id })
    .from(examTicket)
    .where(
      and(
        eq(examTicket.status, 'active'),
        sql`${examTicket.deadline_at} <= ${now.toISOString()}::timestamptz`,
        isNotNull(examTicket.user_id),
      ),
    )
    .limit(limit);
}
