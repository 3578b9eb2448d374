// The studio's audit log (issue 35 item 9): every studio write is stored in the same transaction as
// the write — who, when, what, and the entity before and after as JSON — and read by admins, paged
// and filtered by actor and entity.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { unixSeconds } from '@platform/shared/dates';
import type { AuditRow } from '@platform/shared/studio';
import type { Db } from '../../db/client';
import { appUser, studioAudit } from '../../db/schema';

/** Who writes: a signed-in person in the studio, or the CLI / the seed (no person). */
export type Actor = { via: 'studio'; userId: number } | { via: 'cli' | 'seed'; userId: null };

/** A database or a transaction of one: writes and their audit rows go through the same one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/** Stores one audit row for `actor` (call it inside the write's transaction). */
export async function audit(tx: Tx, actor: Actor, entry: AuditEntry, now = new Date()): Promise<void> {
  const [person] = actor.userId === null ? [] : await tx.select({ phone: appUser.phone }).from(appUser).where(eq(appUser.id, actor.userId));
  await tx.insert(studioAudit).values({
    actor_id: actor.userId,
    actor_phone: person?.phone ?? null,
    via: actor.via,
    action: entry.action,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    created_at: now,
  });
}

export interface AuditFilter {
  page: number;
  size: number;
  actor_id?: number;
  entity?: string;
  entity_id?: string;
}

/** The audit log, newest first. */
export async function auditPage(
  db: Db,
  q: AuditFilter,
): Promise<{ data: AuditRow[]; meta: { page: number; size: number; total: number; page_count: number } }> {
  const where: SQL[] = [];
  if (q.actor_id) where.push(eq(studioAudit.actor_id, q.actor_id));
  if (q.entity) where.push(eq(studioAudit.entity, q.entity));
  if (q.entity_id) where.push(eq(studioAudit.entity_id, q.entity_id));
  const filter = where.length ? and(...where) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(studioAudit).where(filter);
  const rows = await db
    .select()
    .from(studioAudit)
    .where(filter)
    .orderBy(desc(studioAudit.created_at), desc(studioAudit.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const data = rows.map((r) => ({
    id: r.id,
    actor_id: r.actor_id,
    actor_phone: r.actor_phone,
    via: r.via,
    action: r.action,
    entity: r.entity,
    entity_id: r.entity_id,
    before: r.before,
    after: r.after,
    created_at: unixSeconds(r.created_at),
  }));
  return { data, meta: { page: q.page, size: q.size, total: Number(total), page_count: Math.ceil(Number(total) / q.size) } };
}
