// One's own data (ADR 033): the export of everything the platform holds about a user, and the
// deletion of the account. Both walk the same list of tables; account-data.test.ts checks against the
// database's catalogue that every table referring to a user (a foreign key to app_user, or a phone
// column) is in EXPORTED or in NOT_EXPORTED, so a new table cannot be forgotten silently.
import { sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from '@platform/shared/accounts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql';

/** Whose data: the account's id and phone (rows a person sent with the phone but signed out name it too). */
export interface Person {
  id: number;
  phone: string;
}

/** A table's rows that belong to the person: a condition on the table, and columns left out of the export. */
interface Part {
  where: (p: Person) => SQL;
  omit?: string[];
}

const col = (name: string) => sql.identifier(name);
/** Rows whose `column` is the person's id. */
const own =
  (column = 'user_id'): Part['where'] =>
  (p) =>
    sql`${col(column)} = ${p.id}`;
/** Rows whose `column` names a row of `parent` that is the person's. */
const under =
  (column: string, parent: string, parentWhere: Part['where'] = own()): Part['where'] =>
  (p) =>
    sql`${col(column)} in (select id from ${col(parent)} where ${parentWhere(p)})`;
/** Rows of the person's account, or sent with the person's phone (a lead or application typed by hand). */
const ownOrPhone: Part['where'] = (p) => sql`(user_id = ${p.id} or phone = ${p.phone})`;

/** Every table holding the person's rows, in the export's order. */
export const EXPORTED: Record<string, Part> = {
  app_user: { where: own('id') },
  user_subject: { where: own() },
  // the token itself is never stored; its hash is no business of the file either
  user_session: { where: own(), omit: ['token_hash'] },
  follow: { where: own('follower_id') },
  xp_event: { where: own() },
  ticket: { where: own() },
  ticket_question: { where: under('ticket_id', 'ticket') },
  certificate: { where: under('ticket_id', 'ticket') },
  test_rating: { where: own() },
  saved_test: { where: own() },
  error_report: { where: own() },
  saved_course: { where: own() },
  autotest_attempt: { where: own() },
  autotest_answer: { where: under('attempt_id', 'autotest_attempt') },
  autotest_saved: { where: own() },
  exam_ticket: { where: own() },
  exam_section: { where: under('ticket_id', 'exam_ticket') },
  exam_question: { where: under('ticket_id', 'exam_ticket') },
  olympiad_participation: { where: own() },
  payment_order: { where: own() },
  payme_transaction: { where: under('order_id', 'payment_order') },
  click_transaction: { where: under('order_id', 'payment_order') },
  payment_feedback: { where: own() },
  program_application: { where: ownOrPhone },
  university_interaction: { where: own() },
  lead: { where: ownOrPhone },
  // the review queue (ADR 044): the cards and every rating they got
  review_card: { where: own() },
  review_log: { where: under('card_id', 'review_card') },
  // the studio (ADR 052): the person's staff roles, what they wrote in the studio, the reports they dismissed
  staff_role: { where: own() },
  studio_audit: { where: own('actor_id') },
  report_dismissal: { where: own('actor_id') },
  // the question drafts they wrote (ADR 056) and the content files they imported (ADR 057)
  question_draft: { where: own('author_id') },
  content_import_job: { where: own('actor_id') },
};

/** Tables that refer to a user but are not in the file, and why (the file says so too). */
export const NOT_EXPORTED: Record<string, string> = {
  'question_draft (reviewer_id)':
    'drafts another editor wrote and you reviewed: the writer’s rows; your decision is in your audit log rows',
  'follow (followee_id)': 'who follows you: those rows are the followers’ own; your profile shows their number',
  otp_challenge: 'a pending one-time code (stored hashed, valid 3 minutes); deleted with the account',
  sms_outbox: 'messages of the development SMS provider only; deleted with the account',
  telegram_pending: 'a Telegram sign-in in progress (minutes); deleted with the account',
  telegram_login: 'single-use Telegram sign-in links (stored hashed, 10 minutes); deleted with the account',
};

/** A value as the file writes it: times in ISO 8601, 64-bit integers as numbers. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  return value;
}

/** The person's rows of one table, without the omitted columns. */
async function rowsOfPart(db: Db, table: string, part: Part, person: Person): Promise<Record<string, unknown>[]> {
  const rows = await rowsOf<Record<string, unknown>>(db, sql`select * from ${col(table)} where ${part.where(person)} order by 1`);
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).flatMap(([k, v]) => (part.omit?.includes(k) ? [] : [[k, plain(v)] as const]))),
  );
}

/** GET /profile/export: the file. */
export async function exportAccount(db: Db, person: Person, now: Date): Promise<AccountExport> {
  const tables: AccountExport['tables'] = {};
  for (const [table, part] of Object.entries(EXPORTED)) tables[table] = await rowsOfPart(db, table, part, person);
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: 1,
    exported_at: now.toISOString(),
    user_id: person.id,
    tables,
    not_included: NOT_EXPORTED,
  };
}

/**
 * Deletes the account in one transaction; answers the hashes of the sessions it ended (for the
 * session cache). What stays, without the person (ADR 033): finished olympiad participations (the
 * published rankings keep their positions), paid and cancelled orders (the accounting record), and
 * error reports, exit feedback and university clicks (their foreign key sets user_id null), and the
 * studio's audit rows and report dismissals of a staff member (actor_id null, the phone cleared).
 * Everything else that is the person's goes: with the user row (foreign keys on delete cascade),
 * or here by phone (leads, applications, the sign-in machinery).
 */
export async function deleteAccount(db: Db, person: Person): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { id, phone } = person;
    const sessions = await rowsOf<{ token_hash: string }>(tx, sql`select token_hash from user_session where user_id = ${id}`);
    const [user] = await rowsOf<{ telegram_chat_id: number | string | null }>(
      tx,
      sql`select telegram_chat_id from app_user where id = ${id} for update`,
    );
    if (!user) return [];
    // an unfinished attempt ranks nowhere: it goes; a finished one keeps its score and loses the person
    await tx.execute(sql`delete from olympiad_participation where user_id = ${id} and finished_at is null`);
    await tx.execute(sql`update olympiad_participation set user_id = null where user_id = ${id}`);
    // a pending order (and its provider transactions) goes; a settled one loses the buyer
    await tx.execute(sql`delete from payment_order where user_id = ${id} and state = 'pending'`);
    await tx.execute(sql`update payment_order set user_id = null, phone = null where user_id = ${id}`);
    await tx.execute(sql`delete from lead where user_id = ${id} or phone = ${phone}`);
    // the studio's audit log keeps what was done, without the person (its foreign key sets actor_id null)
    await tx.execute(sql`update studio_audit set actor_phone = null where actor_id = ${id}`);
    await tx.execute(sql`delete from program_application where user_id = ${id} or phone = ${phone}`);
    await tx.execute(sql`delete from otp_challenge where phone = ${phone}`);
    await tx.execute(sql`delete from sms_outbox where phone = ${phone}`);
    const chat = user.telegram_chat_id === null ? null : Number(user.telegram_chat_id);
    await tx.execute(sql`delete from telegram_pending where phone = ${phone} or chat_id = ${chat}`);
    await tx.execute(sql`delete from telegram_login where phone = ${phone} or chat_id = ${chat}`);
    await tx.execute(sql`delete from app_user where id = ${id}`);
    return sessions.map((s) => s.token_hash);
  });
}
