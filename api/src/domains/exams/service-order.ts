// Starting a timed exam (SPEC §4 DTM/virtual start, §5 DTM form, §6 one free mock): the start
// form's data, and the order that continues the active ticket or makes a new one from the weights
// table — sections in the table's order, each with questions drawn from its subject's pool (every
// question of that subject in the exam's language), none twice in one ticket, the ones the learner
// has not seen first (service-draw.ts, ADR 040). A national certificate is built from its subject's
// spec and one whole set instead (service-natcert.ts, ADR 042).
import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { roundBall, type ExamKind, type ExamOrder } from '@platform/shared/exams';
import type { Locale } from '@platform/shared/contracts';
import { inTransaction, type Db } from '../../db/client';
import { direction, examQuestion, examSection, examTicket, subject } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { HttpError } from '../../errors';
import { pick } from '../../i18n';
import { shuffledOptions } from '../topic-tests/service-order';
import { finishExam } from './service-finish';
import type { WeightSection } from './schema';
import { ALLOWANCE_KINDS, freeLeft, weightsOf, type ExamRules } from './service-form';
import { DEFAULT_SPREAD, DIFFICULTY_SPREAD, drawSection, poolsOf } from './service-draw';
import { orderNcTicket } from './service-natcert';
import { fixedSubjects, sectionSubjectIds } from './service-sections';

/** The pair must be one the directions offer (a block test: a subject some direction tests). */
async function checkBlocks(db: Db, kind: ExamKind, block1: number, block2: number | null): Promise<void> {
  const where =
    kind === 'block'
      ? sql`(d.subject_1_id = ${block1} or d.subject_2_id = ${block1})`
      : sql`d.subject_1_id = ${block1} and d.subject_2_id = ${block2}`;
  const rows = await rowsOf(db, sql`select 1 from ${direction} d where ${where} limit 1`);
  if (!rows.length) throw new HttpError(400, 'VALIDATION_ERROR', 'exams.pair_invalid', {}, {}, 'blok1_id');
}

/**
 * The subject of each section: the table's for a fixed one (a mandatory mother-tongue section in the
 * exam's language, ADR 040), the student's block otherwise.
 */
async function sectionSubjects(db: Db, sections: WeightSection[], languageId: number, blocks: { block1: number; block2: number | null }) {
  const bySlug = await fixedSubjects(db, sections, languageId);
  const blockIds = [blocks.block1, ...(blocks.block2 === null ? [] : [blocks.block2])];
  const byId = new Map((await db.select().from(subject).where(inArray(subject.id, blockIds))).map((s) => [s.id, s]));
  for (const row of bySlug.values()) byId.set(row.id, row);
  return sectionSubjectIds(sections, languageId, bySlug, blocks).map((id, i) => {
    const row = id === null ? undefined : byId.get(id);
    if (!row) throw new HttpError(400, 'VALIDATION_ERROR', 'exams.pair_invalid', {}, {}, 'blok1_id');
    return { ...sections[i], subject: row };
  });
}

/** A random order of 0..n-1. */
export const shuffled = (n: number) => sample(n, n);

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
  user: { userId: number; guestHash: string | null; premium: boolean; locale: Locale },
  input: OrderInput,
  now: Date,
  rules: ExamRules,
): Promise<ExamOrder> {
  return inTransaction(db, async (tx) => {
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
    // a national certificate: its subject's spec and one whole set (the year of the order is not used to choose)
    if (input.kind === 'natcert')
      return orderNcTicket(tx, user.userId, { languageId: input.languageId, subjectId: input.block1 }, now, shuffled);
    const weights = await weightsOf(tx, input.kind, input.year);
    await checkBlocks(tx, input.kind, input.block1, input.block2);
    const sections = await sectionSubjects(tx, weights.sections, input.languageId, input);
    // the topic-test pools of the sections' subjects, each question with when this learner last saw it
    const pools = await poolsOf(tx, user, [...new Set(sections.map((s) => s.subject.id))], input.languageId);

    const taken = new Set<number>();
    const drawn = [];
    for (const section of sections) {
      const questions = (pools.get(section.subject.id) ?? []).filter((q) => !taken.has(q.id));
      const have = questions.length;
      if (have < section.count) {
        throw new HttpError(409, 'NOT_ENOUGH_QUESTIONS', 'exams.not_enough_questions', {
          subject: pick(section.subject, 'name', user.locale),
          have,
          need: section.count,
        });
      }
      // the unseen first, the mix kept (ADR 040)
      const ids = drawSection(questions, section.count, DIFFICULTY_SPREAD[section.role] ?? DEFAULT_SPREAD);
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
        ids.map((itemId) => ({
          ticket_id: ticket.id,
          section_id: sectionId.get(s)!,
          position: position++,
          question_id: itemId,
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
