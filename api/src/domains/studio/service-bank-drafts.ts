// The bank item's way to learners (issue 35 items 2–3, ADR 056): a draft is written (a new item, or
// version n + 1 of a published one), edited while a draft, submitted for review, then approved by a
// reviewer who did not write it — published at once, the catalogue caches dropped as after an
// import — or rejected with a reason, back to draft. Every write is audited, before → after.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@platform/shared/contracts';
import { unixSeconds } from '@platform/shared/dates';
import type { Draft } from '@platform/shared/studio';
import type { Db } from '../../db/client';
import { questionDraft } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { HttpError } from '../../errors';
import type { MessageKey } from '../../i18n';
import { bumpContentVersion, contentChanged } from '../../lib/content-version';
import { IMPORT_LOCK } from '../content/import';
import { audit, type Tx } from './service-audit';
import { parseItem } from './service-bank-item';
import { liveVersion, publishItem, topicOf } from './service-bank-publish';

type Row = typeof questionDraft.$inferSelect;
/** A person in the studio (drafts are written only there). */
export interface Writer {
  via: 'studio';
  userId: number;
}

export function draftOut(r: Row): Draft {
  return {
    id: r.id,
    subject_id: r.subject_id,
    topic: r.topic,
    key: r.item_key,
    version: r.version,
    status: r.status,
    item: r.item,
    author_id: r.author_id,
    writer_ids: r.writer_ids,
    reviewer_id: r.reviewer_id,
    reject_reason: r.reject_reason,
    created_at: unixSeconds(r.created_at),
    updated_at: unixSeconds(r.updated_at),
  };
}

const notFound = () => new HttpError(404, 'DRAFT_NOT_FOUND', 'errors.studio_draft_not_found');

/** The draft locked for the transaction's write; 404 when there is none. */
async function locked(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(questionDraft).where(eq(questionDraft.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function write(db: Db, fn: (tx: Tx) => Promise<Draft>): Promise<Draft> {
  return db.transaction(async (tx) => fn(tx));
}

/** A new draft of `item`: version 1 of a new key, or n + 1 of a published one. 409 DRAFT_EXISTS when one is open. */
export async function createDraft(
  db: Db,
  actor: Writer,
  body: { subject_id: number; topic: string; item: unknown },
  locale: Locale,
  now = new Date(),
): Promise<Draft> {
  const item = parseItem(body.item, locale);
  try {
    return await write(db, async (tx) => {
      const topic = await topicOf(tx, body.subject_id, body.topic);
      const version = (await liveVersion(tx, topic, item.id)) + 1;
      const [row] = await tx
        .insert(questionDraft)
        .values({
          subject_id: topic.subjectId,
          topic: topic.topic,
          item_key: item.id,
          version,
          item,
          author_id: actor.userId,
          writer_ids: [actor.userId],
          created_at: now,
          updated_at: now,
        })
        .returning();
      const after = draftOut(row);
      await audit(tx, actor, { action: 'bank.draft_create', entity: 'question_draft', entityId: row.id, before: null, after }, now);
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'DRAFT_EXISTS', 'errors.studio_draft_exists');
    throw error;
  }
}

/** Replaces a draft's item (its key stays); only while a draft (409 DRAFT_NOT_EDITABLE). */
export async function editDraft(db: Db, actor: Writer, id: number, input: unknown, locale: Locale, now = new Date()): Promise<Draft> {
  const item = parseItem(input, locale);
  return write(db, async (tx) => {
    const row = await locked(tx, id);
    if (row.status !== 'draft') throw new HttpError(409, 'DRAFT_NOT_EDITABLE', 'errors.studio_draft_not_editable');
    if (item.id !== row.item_key)
      throw new HttpError(400, 'ITEM_KEY_CHANGED', 'errors.studio_item_key', { key: row.item_key }, {}, 'item.id');
    const writers = row.writer_ids.includes(actor.userId) ? row.writer_ids : [...row.writer_ids, actor.userId];
    const [updated] = await tx
      .update(questionDraft)
      .set({ item, writer_ids: writers, updated_at: now })
      .where(eq(questionDraft.id, id))
      .returning();
    const after = draftOut(updated);
    await audit(tx, actor, { action: 'bank.draft_edit', entity: 'question_draft', entityId: id, before: draftOut(row), after }, now);
    return after;
  });
}

/**
 * Moves a draft from `from` to the state `set` gives it, audited as `action`; 409 `conflict` when the
 * draft is in another state.
 */
async function transition(
  db: Db,
  actor: Writer,
  id: number,
  step: { from: Row['status']; conflict: [string, MessageKey]; action: string; set: Partial<Row> },
  now: Date,
): Promise<Draft> {
  return write(db, async (tx) => {
    const row = await locked(tx, id);
    if (row.status !== step.from) throw new HttpError(409, step.conflict[0], step.conflict[1]);
    const [updated] = await tx
      .update(questionDraft)
      .set({ ...step.set, updated_at: now })
      .where(eq(questionDraft.id, id))
      .returning();
    const after = draftOut(updated);
    await audit(tx, actor, { action: step.action, entity: 'question_draft', entityId: id, before: draftOut(row), after }, now);
    return after;
  });
}

/** A draft goes to review (409 DRAFT_NOT_DRAFT otherwise); the reject reason of an earlier round is cleared. */
export function submitDraft(db: Db, actor: Writer, id: number, now = new Date()): Promise<Draft> {
  const set = { status: 'in_review' as const, reject_reason: null };
  return transition(
    db,
    actor,
    id,
    { from: 'draft', conflict: ['DRAFT_NOT_DRAFT', 'errors.studio_draft_not_draft'], action: 'bank.submit', set },
    now,
  );
}

/** Back to draft with the reviewer's reason (409 DRAFT_NOT_IN_REVIEW unless in review). */
export function rejectDraft(db: Db, actor: Writer, id: number, reason: string, now = new Date()): Promise<Draft> {
  const set = { status: 'draft' as const, reject_reason: reason, reviewer_id: actor.userId, reviewed_at: now };
  const conflict: [string, MessageKey] = ['DRAFT_NOT_IN_REVIEW', 'errors.studio_draft_not_in_review'];
  return transition(db, actor, id, { from: 'in_review', conflict, action: 'bank.reject', set }, now);
}

/**
 * Publishes a draft in review: refused to anyone who wrote it (409 OWN_DRAFT_APPROVAL) and when
 * another version was published since it was made (409 DRAFT_STALE). Serialized with the content
 * import (its advisory lock); the catalogue caches drop their answers when it commits.
 */
export async function approveDraft(db: Db, actor: Writer, id: number, now = new Date()): Promise<Draft> {
  const approved = await write(db, async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${IMPORT_LOCK})`));
    const row = await locked(tx, id);
    if (row.status !== 'in_review') throw new HttpError(409, 'DRAFT_NOT_IN_REVIEW', 'errors.studio_draft_not_in_review');
    if (row.writer_ids.includes(actor.userId)) throw new HttpError(409, 'OWN_DRAFT_APPROVAL', 'errors.studio_own_approval');
    const topic = await topicOf(tx, row.subject_id, row.topic);
    if ((await liveVersion(tx, topic, row.item_key)) !== row.version - 1)
      throw new HttpError(409, 'DRAFT_STALE', 'errors.studio_draft_stale');
    // the item was checked when written; checked again, as the rules may have changed since
    const item = parseItem(row.item, 'uz');
    const questionIds = await publishItem(tx, topic, item, row.version, now);
    await bumpContentVersion(tx as Db);
    const [updated] = await tx
      .update(questionDraft)
      .set({ status: 'published', reviewer_id: actor.userId, reviewed_at: now, reject_reason: null, updated_at: now })
      .where(eq(questionDraft.id, id))
      .returning();
    const after = { ...draftOut(updated), question_ids: questionIds };
    await audit(tx, actor, { action: 'bank.approve', entity: 'question_draft', entityId: id, before: draftOut(row), after }, now);
    return draftOut(updated);
  });
  contentChanged();
  return approved;
}

/** The open draft (draft or in review) of an item, if any. */
export async function openDraft(db: Db, subjectId: number, topic: string, key: string): Promise<Draft | null> {
  const [row] = await db
    .select()
    .from(questionDraft)
    .where(
      and(
        eq(questionDraft.subject_id, subjectId),
        eq(questionDraft.topic, topic),
        eq(questionDraft.item_key, key),
        inArray(questionDraft.status, ['draft', 'in_review']),
      ),
    );
  return row ? draftOut(row) : null;
}
