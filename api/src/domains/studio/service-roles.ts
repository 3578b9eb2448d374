// Staff roles (issue 35 item 1, ADR 052): granted and revoked by `npm run roles` and by an admin in
// the studio, each change audited. A partner is scoped to one university or learning centre.
import { and, asc, eq } from 'drizzle-orm';
import { unixSeconds } from '@platform/shared/dates';
import type { Locale } from '@platform/shared/contracts';
import type { StaffRole, StaffRoleRow, StaffScope } from '@platform/shared/studio';
import type { Db } from '../../db/client';
import { appUser, learningCenter, staffRole, university } from '../../db/schema';
import { HttpError } from '../../errors';
import { pick } from '../../i18n';
import { audit, type Actor, type Tx } from './service-audit';

/** A signed-in staff member and their roles (set by the studio guard, passed to services as a plain value). */
export interface Staff {
  userId: number;
  roles: { role: StaffRole; scope: StaffScope }[];
}

/** Whether the staff member holds `role`. */
export const holds = (staff: Staff, role: StaffRole) => staff.roles.some((r) => r.role === role);

type ScopeIds = { university_id: number | null; learning_center_id: number | null };

/** `university:<slug>`, `centre:<slug>` or a bare slug found among exactly one of them. */
export async function resolveScope(db: Tx, scope: string): Promise<ScopeIds> {
  const [, kind, slug] = /^(?:(university|centre):)?(.+)$/.exec(scope.trim())!;
  const [u] = kind === 'centre' ? [] : await db.select({ id: university.id }).from(university).where(eq(university.slug, slug));
  const [c] =
    kind === 'university' ? [] : await db.select({ id: learningCenter.id }).from(learningCenter).where(eq(learningCenter.slug, slug));
  if (u && c) throw new HttpError(400, 'VALIDATION_ERROR', 'errors.studio_scope_ambiguous', { slug }, {}, 'scope');
  if (!u && !c) throw new HttpError(404, 'SCOPE_NOT_FOUND', 'errors.studio_scope_not_found', { slug }, {}, 'scope');
  return { university_id: u?.id ?? null, learning_center_id: c?.id ?? null };
}

const rowColumns = {
  user_id: staffRole.user_id,
  role: staffRole.role,
  created_at: staffRole.created_at,
  phone: appUser.phone,
  first_name: appUser.first_name,
  last_name: appUser.last_name,
  u_id: university.id,
  u_slug: university.slug,
  u_uz: university.name_uz,
  u_ru: university.name_ru,
  c_id: learningCenter.id,
  c_slug: learningCenter.slug,
  c_uz: learningCenter.name_uz,
  c_ru: learningCenter.name_ru,
};
type Joined = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] | null };

function scopeOf(r: Joined, locale: Locale): StaffScope {
  if (r.u_id !== null)
    return { kind: 'university', id: r.u_id, slug: r.u_slug!, name: pick({ name_uz: r.u_uz!, name_ru: r.u_ru! }, 'name', locale) };
  if (r.c_id !== null)
    return { kind: 'centre', id: r.c_id, slug: r.c_slug!, name: pick({ name_uz: r.c_uz!, name_ru: r.c_ru! }, 'name', locale) };
  return null;
}

function rolesQuery(db: Tx) {
  return db
    .select(rowColumns)
    .from(staffRole)
    .innerJoin(appUser, eq(appUser.id, staffRole.user_id))
    .leftJoin(university, eq(university.id, staffRole.university_id))
    .leftJoin(learningCenter, eq(learningCenter.id, staffRole.learning_center_id));
}

const toRow = (r: Joined, locale: Locale): StaffRoleRow => ({
  user_id: r.user_id!,
  phone: r.phone!,
  name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
  role: r.role!,
  scope: scopeOf(r, locale),
  created_at: unixSeconds(r.created_at!),
});

/** Every role granted, by person then role. */
export async function listRoles(db: Db, locale: Locale): Promise<StaffRoleRow[]> {
  const rows = await rolesQuery(db).orderBy(asc(appUser.phone), asc(staffRole.role));
  return rows.map((r) => toRow(r, locale));
}

/** A person's roles with their scopes (none: not staff). */
export async function rolesOf(db: Db, userId: number, locale: Locale = 'uz'): Promise<{ role: StaffRole; scope: StaffScope }[]> {
  const rows = await rolesQuery(db).where(eq(staffRole.user_id, userId)).orderBy(asc(staffRole.role));
  return rows.map((r) => ({ role: r.role!, scope: scopeOf(r, locale) }));
}

async function userByPhone(db: Tx, phone: string): Promise<number> {
  const [user] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.phone, phone));
  if (!user) throw new HttpError(404, 'USER_NOT_FOUND', 'auth.user_not_found', {}, {}, 'phone');
  return user.id;
}

const snapshot = (r: { role: string; university_id: number | null; learning_center_id: number | null } | undefined) =>
  r ? { role: r.role, university_id: r.university_id, learning_center_id: r.learning_center_id } : null;

/**
 * Grants `role` to the person with `phone` (a partner with its scope; a partner granted again moves to
 * the new scope). The change and its audit row are one transaction; granting what is there changes nothing.
 */
export async function grantRole(
  db: Db,
  actor: Actor,
  input: { phone: string; role: StaffRole; scope?: string },
  locale: Locale = 'uz',
): Promise<StaffRoleRow> {
  if (input.role === 'partner' && !input.scope)
    throw new HttpError(400, 'VALIDATION_ERROR', 'errors.studio_scope_required', {}, {}, 'scope');
  if (input.role !== 'partner' && input.scope)
    throw new HttpError(400, 'VALIDATION_ERROR', 'errors.studio_scope_unexpected', {}, {}, 'scope');
  return db.transaction(async (tx) => {
    const userId = await userByPhone(tx, input.phone);
    const ids: ScopeIds = input.scope ? await resolveScope(tx, input.scope) : { university_id: null, learning_center_id: null };
    const where = and(eq(staffRole.user_id, userId), eq(staffRole.role, input.role));
    const [before] = await tx.select().from(staffRole).where(where).for('update');
    const same = before && before.university_id === ids.university_id && before.learning_center_id === ids.learning_center_id;
    if (!same) {
      await tx
        .insert(staffRole)
        .values({ user_id: userId, role: input.role, ...ids, granted_by: actor.userId })
        .onConflictDoUpdate({ target: [staffRole.user_id, staffRole.role], set: { ...ids, granted_by: actor.userId } });
      const after = { role: input.role, ...ids };
      await audit(tx, actor, {
        action: 'role.grant',
        entity: 'staff_role',
        entityId: `${userId}:${input.role}`,
        before: snapshot(before),
        after,
      });
    }
    const [row] = await rolesQuery(tx).where(where);
    return toRow(row, locale);
  });
}

/** Revokes `role` from the person with `phone`; an admin cannot revoke their own admin role (nobody would be left to undo it). */
export async function revokeRole(db: Db, actor: Actor, input: { phone: string; role: StaffRole }): Promise<{ revoked: boolean }> {
  return db.transaction(async (tx) => {
    const userId = await userByPhone(tx, input.phone);
    if (actor.userId === userId && input.role === 'admin') throw new HttpError(409, 'OWN_ADMIN_ROLE', 'errors.studio_own_admin');
    const [before] = await tx
      .delete(staffRole)
      .where(and(eq(staffRole.user_id, userId), eq(staffRole.role, input.role)))
      .returning();
    if (!before) return { revoked: false };
    await audit(tx, actor, {
      action: 'role.revoke',
      entity: 'staff_role',
      entityId: `${userId}:${input.role}`,
      before: snapshot(before),
      after: null,
    });
    return { revoked: true };
  });
}
