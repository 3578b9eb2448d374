import { alias } from 'drizzle-orm/pg-core';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser, Locale } from '@platform/shared/contracts';
import { inTransaction, type Db } from '../../db/client';
import { address, appUser, subject, userSubject } from '../../db/schema';
import { HttpError } from '../../errors';
import { pick } from '../../i18n';

type AddressRow = typeof address.$inferSelect;
export type UserRow = typeof appUser.$inferSelect;

const parentAddress = alias(address, 'parent_address');

const addressRef = (row: AddressRow, locale: Locale) => ({ id: row.id, parent_id: row.parent_id, name: pick(row, 'name', locale) });

export const isPremium = (row: Pick<UserRow, 'premium_until'>, now = Date.now()) =>
  row.premium_until !== null && row.premium_until.getTime() > now;

/** Where a seeded avatar picture is served (profiles, teachers). */
export const avatarUrl = (id: number) => `/api/avatars/${id}.svg`;

/** The user's region and district: `address_id` is a district (with its region as parent) or a region. */
export async function placeOf(db: Db, addressId: number | null, locale: Locale) {
  if (!addressId) return { region: null, district: null };
  const [row] = await db
    .select({ a: address, parent: parentAddress })
    .from(address)
    .leftJoin(parentAddress, eq(parentAddress.id, address.parent_id))
    .where(eq(address.id, addressId));
  if (!row) return { region: null, district: null };
  return row.parent
    ? { region: addressRef(row.parent, locale), district: addressRef(row.a, locale) }
    : { region: addressRef(row.a, locale), district: null };
}

export async function subjectsOf(db: Db, userId: number, locale: Locale) {
  const rows = await db
    .select({ s: subject })
    .from(userSubject)
    .innerJoin(subject, eq(subject.id, userSubject.subject_id))
    .where(eq(userSubject.user_id, userId))
    .orderBy(asc(subject.id));
  return rows.map(({ s }) => ({ id: s.id, name: pick(s, 'name', locale), color: s.color }));
}

/** User state (SPEC §3) of one user. */
export async function loadAuthUser(db: Db, userId: number, locale: Locale): Promise<AuthUser> {
  const [row] = await db.select().from(appUser).where(eq(appUser.id, userId));
  if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'auth.unauthorized');
  return toAuthUser(db, row, locale);
}

export async function toAuthUser(db: Db, row: UserRow, locale: Locale): Promise<AuthUser> {
  const [subjects, place] = await Promise.all([subjectsOf(db, row.id, locale), placeOf(db, row.address_id, locale)]);
  return {
    id: row.id,
    name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    role: row.role ?? null,
    profile_type: row.profile_type ?? null,
    premium: isPremium(row),
    premium_until: row.premium_until ? Math.floor(row.premium_until.getTime() / 1000) : null,
    subjects: subjects.map(({ id, name }) => ({ id, name })),
    image: row.image,
    birthday: row.birthday,
    gender: row.gender ?? null,
    email: row.email,
    region: place.region,
    district: place.district,
    ball: row.ball,
  };
}

/** The account of a verified phone, created on first sign-in (profile incomplete until registration). */
export async function findOrCreateUser(db: Db, phone: string): Promise<UserRow> {
  const [row] = await db
    .insert(appUser)
    .values({ phone })
    .onConflictDoUpdate({ target: appUser.phone, set: { phone: sql`excluded.phone` } })
    .returning();
  return row;
}

/** 400 unless every subject id exists (field `subject_ids`). */
export async function assertSubjects(db: Db, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await db.select({ id: subject.id }).from(subject).where(inArray(subject.id, unique));
  if (found.length !== unique.length) throw new HttpError(400, 'VALIDATION_ERROR', 'validation.subjects_required', {}, {}, 'subject_ids');
  return unique;
}

/** 400 unless the address exists (field `address_id`). */
export async function assertAddress(db: Db, id: number): Promise<void> {
  const [found] = await db.select({ id: address.id }).from(address).where(eq(address.id, id));
  if (!found) throw new HttpError(400, 'VALIDATION_ERROR', 'validation.region_required', {}, {}, 'address_id');
}

/** Replaces the user's subjects. */
export async function setSubjects(db: Db, userId: number, ids: number[]): Promise<void> {
  await db.delete(userSubject).where(eq(userSubject.user_id, userId));
  if (ids.length) await db.insert(userSubject).values(ids.map((subject_id) => ({ user_id: userId, subject_id })));
}

/** What registration stores about the user (both registration forms). */
export interface Registration {
  first_name: string;
  last_name: string;
  birthday: string;
  gender: UserRow['gender'];
  role: NonNullable<UserRow['profile_type']>;
  address_id: number;
  /** null: the form did not ask for subjects, the user's stay as they are */
  subject_ids: number[] | null;
}

/** Completes the registration of a signed-in user: 400 for unknown subjects or address, else stored at once. */
export async function completeRegistration(db: Db, userId: number, form: Registration): Promise<void> {
  const subjects = form.subject_ids ? await assertSubjects(db, form.subject_ids) : null;
  await assertAddress(db, form.address_id);
  await inTransaction(db, async (tx) => {
    await tx
      .update(appUser)
      .set({
        first_name: form.first_name,
        last_name: form.last_name,
        birthday: form.birthday,
        gender: form.gender,
        role: form.role,
        profile_type: form.role,
        address_id: form.address_id,
      })
      .where(eq(appUser.id, userId));
    if (subjects) await setSubjects(tx, userId, subjects);
  });
}
