// Tickets of topic tests: ordering (create or resume, time gate, daily limit), answers, finishing,
// expiry, claiming a guest's ticket at sign-in, and the XP ledger they feed.
//
// Exam integrity (ARCHITECTURE.md): the correct option of a question leaves the server only once the
// question is answered; the clock is the server's (`expires_at`); one answer per ticket question
// (a conditional update); one active ticket per owner and test (partial unique indexes); every XP
// grant once (xp_event unique on user, source, ref) and `app_user.ball` moves only with the ledger.
import { and, asc, count, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@platform/shared/contracts';
import {
  FINISH_BONUS_XP,
  TOPIC_TEST_MINUTES,
  xpForBall,
  type BlockedBody,
  type CheckAnswer,
  type Finish,
  type Question,
  type Quiz,
} from '@platform/shared/topic-tests';
import type { Db } from '../../db/client';
import { appUser, question, questionOption, themedTest, ticket, ticketQuestion, xpEvent } from '../../db/schema';
import { HttpError } from '../../errors';
import { t } from '../../i18n';
import { isPremium } from '../users';
import { guestHashOf } from './guest';
import { nextTashkentMidnight, tashkentDateTime, tashkentDayStart, unix } from './time';

/** New tickets per Asia/Tashkent day for free users and guests when TOPIC_DAILY_LIMIT is not set. */
export const TOPIC_DAILY_LIMIT_DEFAULT = 5;

export type TicketRow = typeof ticket.$inferSelect;

/** Who is asking: a signed-in user, and/or this browser's guest token (hashed). */
export interface Caller {
  userId: number | null;
  guestHash: string | null;
}

export async function callerOf(request: FastifyRequest): Promise<Caller> {
  const session = await request.session();
  return { userId: session?.userId ?? null, guestHash: guestHashOf(request) };
}

/** A refused start (SPEC §8): answered 403 with the `message` object by the route. */
export class BlockedError extends Error {
  constructor(readonly body: BlockedBody) {
    super(body.code);
    this.name = 'BlockedError';
  }
}

export const ticketNotFound = () => new HttpError(404, 'TICKET_NOT_FOUND', 'tests.ticket_not_found');
const questionNotFound = () => new HttpError(404, 'QUESTION_NOT_FOUND', 'tests.question_not_found');

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const BONUS = sql.raw(String(FINISH_BONUS_XP));

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A unique violation (SQLSTATE 23505), also when drizzle wraps the driver's error. */
export function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (!error || depth > 5) return false;
  if ((error as { code?: string }).code === '23505') return true;
  return isUniqueViolation((error as { cause?: unknown }).cause, depth + 1);
}

/** Whether the caller owns the ticket as it is now (a claimed ticket is no longer the guest's). */
function owns(row: Pick<TicketRow, 'user_id' | 'guest_hash'>, caller: Caller): boolean {
  if (caller.userId !== null) return row.user_id === caller.userId;
  return row.user_id === null && caller.guestHash !== null && row.guest_hash === caller.guestHash;
}

/** A guest ticket of this browser that the signed-in caller may take over. */
const claimable = (row: Pick<TicketRow, 'user_id' | 'guest_hash'>, caller: Caller) =>
  caller.userId !== null && caller.guestHash !== null && row.user_id === null && row.guest_hash === caller.guestHash;

// ── XP ──────────────────────────────────────────────────────────────────────────────────────────

interface Grant {
  amount: number;
  source: 'topic' | 'topic-bonus';
  ref_id: number;
  ticket_id: number;
}

/** Inserts the grants that are not in the ledger yet and adds exactly those to `app_user.ball`. */
async function grantXp(db: Db, userId: number, grants: Grant[]): Promise<number> {
  if (!grants.length) return 0;
  const inserted = await db
    .insert(xpEvent)
    .values(grants.map((g) => ({ user_id: userId, ...g })))
    .onConflictDoNothing()
    .returning({ amount: xpEvent.amount });
  const total = inserted.reduce((sum, r) => sum + r.amount, 0);
  if (total > 0)
    await db
      .update(appUser)
      .set({ ball: sql`${appUser.ball} + ${total}` })
      .where(eq(appUser.id, userId));
  return total;
}

// ── finishing and claiming ─────────────────────────────────────────────────────────────────────

/**
 * Finishes an active ticket (nothing happens to a finished one) and returns it as it is now. A ticket
 * of a signed-in owner with at least one answer gets the finish bonus, in the same statement: the
 * status change, the ledger row and the user's ball move together, once.
 */
export async function finishTicket(db: Db, ticketId: number, now: Date): Promise<TicketRow> {
  await db.execute(sql`
    with f as (
      update ticket set status = 'finished', finished_at = ${at(now)},
        bonus_xp = case when user_id is not null and answered_count > 0 then ${BONUS} else 0 end
      where id = ${ticketId} and status = 'active'
      returning id, user_id, bonus_xp
    ), x as (
      insert into xp_event (user_id, amount, source, ref_id, ticket_id)
      select user_id, bonus_xp, 'topic-bonus', id, id from f where bonus_xp > 0
      on conflict do nothing
      returning user_id, amount
    )
    update app_user set ball = app_user.ball + x.amount from x where app_user.id = x.user_id`);
  const [row] = await db.select().from(ticket).where(eq(ticket.id, ticketId));
  return row;
}

/**
 * A signed-in user takes over this browser's guest ticket (`where user_id is null and guest_hash =`),
 * and gets the XP of its correct answers and, when it is finished with an answer, the bonus — each
 * once. When the ticket is active and the user already has another active ticket for the same test,
 * that other ticket is finished (it keeps its answers and XP): the ticket in this browser is the one
 * being taken. Returns null when the ticket is no longer claimable (someone else took it).
 */
export async function claimTicket(db: Db, ticketId: number, userId: number, guestHash: string, now: Date): Promise<TicketRow | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(ticket)
          .where(and(eq(ticket.id, ticketId), isNull(ticket.user_id), eq(ticket.guest_hash, guestHash)))
          .for('update');
        if (!row) return null;
        if (row.status === 'active') {
          const others = await tx
            .select({ id: ticket.id })
            .from(ticket)
            .where(and(eq(ticket.user_id, userId), eq(ticket.test_id, row.test_id), eq(ticket.status, 'active')))
            .for('update');
          for (const other of others) await finishTicket(tx, other.id, now);
        }
        const bonus = row.status === 'finished' && row.answered_count > 0 ? FINISH_BONUS_XP : row.bonus_xp;
        const [claimed] = await tx.update(ticket).set({ user_id: userId, bonus_xp: bonus }).where(eq(ticket.id, row.id)).returning();
        const correct = await tx
          .select({ id: ticketQuestion.id, ball: question.ball })
          .from(ticketQuestion)
          .innerJoin(question, eq(question.id, ticketQuestion.question_id))
          .where(and(eq(ticketQuestion.ticket_id, row.id), eq(ticketQuestion.is_correct, true)));
        const grants: Grant[] = correct.map((c) => ({ amount: xpForBall(c.ball), source: 'topic', ref_id: c.id, ticket_id: row.id }));
        if (bonus > 0) grants.push({ amount: bonus, source: 'topic-bonus', ref_id: row.id, ticket_id: row.id });
        await grantXp(tx, userId, grants);
        return claimed;
      });
    } catch (error) {
      // the user started another ticket for the test between our check and the claim: once more
      if (attempt >= 2 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * The ticket if the caller owns it (404 otherwise, whether or not it exists): a guest ticket of this
 * browser is claimed first when the caller is signed in; an active ticket past its deadline is finished.
 */
export async function ownedTicket(db: Db, caller: Caller, ticketId: number, now: Date): Promise<TicketRow> {
  let [row] = await db.select().from(ticket).where(eq(ticket.id, ticketId));
  if (!row) throw ticketNotFound();
  if (claimable(row, caller)) {
    row =
      (await claimTicket(db, row.id, caller.userId!, caller.guestHash!, now)) ??
      (await db.select().from(ticket).where(eq(ticket.id, ticketId)))[0];
  }
  if (!row || !owns(row, caller)) throw ticketNotFound();
  if (row.status === 'active' && row.expires_at.getTime() <= now.getTime()) row = await finishTicket(db, row.id, now);
  return row;
}

// ── ordering ────────────────────────────────────────────────────────────────────────────────────

function ownerCondition(caller: Caller): SQL {
  if (caller.userId !== null) return eq(ticket.user_id, caller.userId);
  return and(isNull(ticket.user_id), eq(ticket.guest_hash, caller.guestHash ?? ''))!;
}

async function activeTicket(db: Db, caller: Caller, testId: number): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(ticket)
    .where(and(ownerCondition(caller), eq(ticket.test_id, testId), eq(ticket.status, 'active')));
  return row;
}

async function isPremiumUser(db: Db, userId: number | null, now: Date): Promise<boolean> {
  if (userId === null) return false;
  const [row] = await db.select({ premium_until: appUser.premium_until }).from(appUser).where(eq(appUser.id, userId));
  return !!row && isPremium(row, now.getTime());
}

export interface OrderOptions {
  caller: Caller;
  test: { id: number; opens_at: Date | null };
  /** New tickets per Tashkent day for free users and guests; 0 = unlimited. */
  dailyLimit: number;
  locale: Locale;
  now: Date;
}

/**
 * Creates the caller's ticket for a test or resumes the active one. A guest caller must have a guest
 * token. Throws BlockedError when a new ticket may not start (time gate, daily limit).
 */
export async function orderTicket(db: Db, { caller, test, dailyLimit, locale, now }: OrderOptions): Promise<TicketRow> {
  // a learner who signs in mid-test continues the ticket this browser started as a guest
  if (caller.userId !== null && caller.guestHash !== null) {
    const [guestTicket] = await db
      .select({ id: ticket.id })
      .from(ticket)
      .where(
        and(isNull(ticket.user_id), eq(ticket.guest_hash, caller.guestHash), eq(ticket.test_id, test.id), eq(ticket.status, 'active')),
      );
    if (guestTicket) await claimTicket(db, guestTicket.id, caller.userId, caller.guestHash, now);
  }
  const active = await activeTicket(db, caller, test.id);
  if (active && active.expires_at.getTime() > now.getTime()) return active;
  if (active) await finishTicket(db, active.id, now);

  if (test.opens_at && test.opens_at.getTime() > now.getTime()) {
    throw new BlockedError({
      message: {
        is_allowed: false,
        next_open_test: Math.ceil(test.opens_at.getTime() / 1000),
        text: t(locale, 'tests.locked', { time: tashkentDateTime(test.opens_at.getTime()) }),
      },
      code: 'TEST_LOCKED',
    });
  }
  const limited = dailyLimit > 0 && !(await isPremiumUser(db, caller.userId, now));
  const ownerKey = caller.userId !== null ? `topic:u:${caller.userId}` : `topic:g:${caller.guestHash}`;

  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // one creation at a time per owner, so that the day's count and the insert agree
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ownerKey}))`);
        const existing = await activeTicket(tx, caller, test.id);
        if (existing && existing.expires_at.getTime() > now.getTime()) return existing;
        if (existing) await finishTicket(tx, existing.id, now);
        if (limited) {
          // tickets started today by this person: as a user, and in this browser as a guest
          const owner =
            caller.userId !== null
              ? caller.guestHash !== null
                ? or(eq(ticket.user_id, caller.userId), eq(ticket.guest_hash, caller.guestHash))!
                : eq(ticket.user_id, caller.userId)
              : eq(ticket.guest_hash, caller.guestHash ?? '');
          const [{ n }] = await tx
            .select({ n: count() })
            .from(ticket)
            .where(and(owner, gte(ticket.started_at, new Date(tashkentDayStart(now.getTime())))));
          if (n >= dailyLimit) {
            const next = nextTashkentMidnight(now.getTime());
            throw new BlockedError({
              message: {
                is_allowed: false,
                next_open_test: next / 1000,
                text: t(locale, 'tests.daily_limit', { limit: dailyLimit, time: tashkentDateTime(next) }),
              },
              code: 'DAILY_LIMIT',
            });
          }
        }
        const [{ n: questionCount }] = await tx.select({ n: count() }).from(question).where(eq(question.test_id, test.id));
        const [created] = await tx
          .insert(ticket)
          .values({
            test_id: test.id,
            user_id: caller.userId,
            guest_hash: caller.userId === null ? caller.guestHash : null,
            question_count: questionCount,
            started_at: now,
            expires_at: new Date(now.getTime() + TOPIC_TEST_MINUTES * 60_000),
          })
          .onConflictDoNothing()
          .returning();
        if (!created) {
          // another request (a claim) made the active ticket meanwhile: that one it is
          const again = await activeTicket(tx, caller, test.id);
          if (again) return again;
          throw new Error('ticket neither created nor found');
        }
        await tx.execute(sql`
          insert into ticket_question (ticket_id, question_id, position)
          select ${created.id}, id, (row_number() over (order by position, id))::smallint
          from question where test_id = ${test.id}`);
        await tx
          .update(themedTest)
          .set({ view_count: sql`${themedTest.view_count} + 1` })
          .where(eq(themedTest.id, test.id));
        return created;
      });
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error)) throw error;
    }
  }
}

// ── questions ───────────────────────────────────────────────────────────────────────────────────

/**
 * The questions of a ticket in order. `reveal`: 'answered' puts the correct option on answered
 * questions only (the quiz); 'all' on every question (the review of a finished ticket).
 */
export async function questionsOf(db: Db, ticketId: number, reveal: 'answered' | 'all'): Promise<Question[]> {
  const items = await db
    .select({
      id: ticketQuestion.id,
      option_id: ticketQuestion.option_id,
      question_id: question.id,
      text: question.text,
      image: question.image,
      ball: question.ball,
    })
    .from(ticketQuestion)
    .innerJoin(question, eq(question.id, ticketQuestion.question_id))
    .where(eq(ticketQuestion.ticket_id, ticketId))
    .orderBy(asc(ticketQuestion.position), asc(ticketQuestion.id));
  if (!items.length) return [];
  const options = await db
    .select()
    .from(questionOption)
    .where(
      inArray(
        questionOption.question_id,
        items.map((i) => i.question_id),
      ),
    );
  return items.map((item) => {
    const own = options.filter((o) => o.question_id === item.question_id);
    const at = (position: number) => own.find((o) => o.position === position);
    const [a, b, c, d] = [at(0), at(1), at(2), at(3)];
    const answered = item.option_id !== null;
    const correct = own.find((o) => o.is_correct);
    return {
      id: item.id,
      question_id: item.question_id,
      question_name: item.text,
      image: item.image,
      checked: item.option_id ?? 0,
      var_a_id: a?.id ?? 0,
      var_a_name: a?.text ?? '',
      var_a_image: a?.image ?? null,
      var_b_id: b?.id ?? 0,
      var_b_name: b?.text ?? '',
      var_b_image: b?.image ?? null,
      var_c_id: c?.id ?? 0,
      var_c_name: c?.text ?? '',
      var_c_image: c?.image ?? null,
      var_d_id: d?.id ?? 0,
      var_d_name: d?.text ?? '',
      var_d_image: d?.image ?? null,
      // never the correct option of an unanswered question while the ticket may still be taken
      is_true: reveal === 'all' || answered ? (correct?.id ?? null) : null,
      themed_ball: xpForBall(item.ball),
    };
  });
}

export async function quizOf(db: Db, row: TicketRow): Promise<Quiz> {
  return {
    ticket_id: row.id,
    test_id: row.test_id,
    status: row.status,
    started_at: unix(row.started_at),
    expires_at: unix(row.expires_at),
    test: [{ questions: await questionsOf(db, row.id, 'answered') }],
  };
}

export function finishOf(row: TicketRow): Finish {
  return {
    ticket_id: row.id,
    correct: row.correct_count,
    wrong: row.answered_count - row.correct_count,
    unanswered: row.question_count - row.answered_count,
    total: row.question_count,
    ball: row.correct_count,
    bonus_xp: row.bonus_xp,
    finished_at: unix(row.finished_at ?? row.started_at),
  };
}

// ── answering ───────────────────────────────────────────────────────────────────────────────────

/**
 * Stores one answer: the ticket row is locked, the ticket question is updated only while it has no
 * answer, the ticket's counts move with it and, for a correct answer on a signed-in owner's ticket,
 * the ledger row and the ball — one statement, so all of it happens once or not at all.
 * A repeat of the same option answers the same again; another option is 409.
 */
export async function answerQuestion(db: Db, caller: Caller, body: { id: number; option_id: number }, now: Date): Promise<CheckAnswer> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await db
      .select({
        ticket_id: ticketQuestion.ticket_id,
        question_id: ticketQuestion.question_id,
        option_id: ticketQuestion.option_id,
        user_id: ticket.user_id,
        guest_hash: ticket.guest_hash,
        status: ticket.status,
        expires_at: ticket.expires_at,
        answered_count: ticket.answered_count,
        correct_count: ticket.correct_count,
        question_count: ticket.question_count,
        ball: question.ball,
        correct_option: sql<
          number | null
        >`(select o.id from ${questionOption} o where o.question_id = ${ticketQuestion.question_id} and o.is_correct order by o.position limit 1)`,
        option_question: sql<number | null>`(select o.question_id from ${questionOption} o where o.id = ${body.option_id})`,
      })
      .from(ticketQuestion)
      .innerJoin(ticket, eq(ticket.id, ticketQuestion.ticket_id))
      .innerJoin(question, eq(question.id, ticketQuestion.question_id))
      .where(eq(ticketQuestion.id, body.id));
    if (!row) throw questionNotFound();
    if (claimable(row, caller)) {
      await claimTicket(db, row.ticket_id, caller.userId!, caller.guestHash!, now);
      continue;
    }
    if (!owns(row, caller)) throw questionNotFound();
    if (row.option_question === null || Number(row.option_question) !== row.question_id) {
      throw new HttpError(400, 'VALIDATION_ERROR', 'tests.option_invalid', {}, {}, 'option_id');
    }
    const correctOption = row.correct_option === null ? 0 : Number(row.correct_option);
    const isRight = body.option_id === correctOption;
    const xp = isRight ? xpForBall(row.ball) : 0;
    const answer = (counts: { answered_count: number; correct_count: number; question_count: number }): CheckAnswer => ({
      id: body.id,
      checked: body.option_id,
      is_right: isRight,
      is_true: correctOption,
      xp,
      answered_count: Number(counts.answered_count),
      correct_count: Number(counts.correct_count),
      question_count: Number(counts.question_count),
    });
    if (row.option_id !== null) {
      // a retry of an acknowledged answer is answered the same; changing the answer is not allowed
      if (row.option_id === body.option_id) return answer(row);
      throw new HttpError(409, 'ALREADY_ANSWERED', 'tests.already_answered');
    }
    if (row.status !== 'active') throw new HttpError(403, 'TICKET_FINISHED', 'tests.ticket_finished');
    if (row.expires_at.getTime() <= now.getTime()) {
      await finishTicket(db, row.ticket_id, now);
      throw new HttpError(403, 'TICKET_EXPIRED', 'tests.ticket_expired');
    }
    const flag = sql.raw(isRight ? 'true' : 'false');
    const stored = await rowsOf<{ answered_count: number; correct_count: number; question_count: number }>(
      db,
      sql`
      with t0 as (
        select id from ticket where id = ${row.ticket_id} and status = 'active' and expires_at > ${at(now)} for update
      ), a as (
        update ticket_question tq set option_id = ${body.option_id}, is_correct = ${flag}, answered_at = ${at(now)}
        from t0 where tq.id = ${body.id} and tq.ticket_id = t0.id and tq.option_id is null
        returning tq.id, tq.ticket_id
      ), u as (
        update ticket t set answered_count = t.answered_count + 1, correct_count = t.correct_count + ${sql.raw(isRight ? '1' : '0')}
        from a where t.id = a.ticket_id
        returning t.answered_count, t.correct_count, t.question_count, t.user_id
      ), x as (
        insert into xp_event (user_id, amount, source, ref_id, ticket_id)
        select u.user_id, ${xp}::int, 'topic', a.id, a.ticket_id from u, a where ${flag} and u.user_id is not null
        on conflict do nothing
        returning user_id, amount
      ), b as (
        update app_user set ball = app_user.ball + x.amount from x where app_user.id = x.user_id returning app_user.id
      )
      select answered_count, correct_count, question_count from u`,
    );
    if (stored.length) return answer(stored[0]);
    // nothing stored: answered, finished or expired meanwhile — decide again on the state as it is now
  }
  throw new HttpError(409, 'ALREADY_ANSWERED', 'tests.already_answered');
}
