// Learning centres: the selection list (SPEC §3) and leads (SPEC §5, §7 POST /lead/send), and the
// CSV the centres' staff read (`npm run leads -- export [<centre-slug>]`).
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Locale } from '@platform/shared/contracts';
import type { Db } from '../../db/client';
import type { Caller } from '../../caller';
import { address, learningCenter, learningCenterSubject, lead, subject, ticket } from '../../db/schema';
import { HttpError } from '../../errors';
import { namesAs, pick } from '../../i18n';

/** Centres with each subject they teach: recommended first, then in the file's order; one subject or region when asked. */
export async function learningCenterRows(db: Db, locale: Locale, filter: { subjectId?: number; addressId?: number }) {
  const where: SQL[] = [];
  if (filter.subjectId) where.push(eq(learningCenterSubject.subject_id, filter.subjectId));
  if (filter.addressId) where.push(eq(learningCenter.address_id, filter.addressId));
  const rows = await db
    .select({
      c: learningCenter,
      s: learningCenterSubject,
      subject_uz: subject.name_uz,
      subject_ru: subject.name_ru,
      subject_cyrl: subject.name_cyrl,
      ...namesAs('region', address),
    })
    .from(learningCenterSubject)
    .innerJoin(learningCenter, eq(learningCenter.id, learningCenterSubject.learning_center_id))
    .innerJoin(subject, eq(subject.id, learningCenterSubject.subject_id))
    .leftJoin(address, eq(address.id, learningCenter.address_id))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(learningCenter.is_recommended), asc(learningCenter.sort), asc(subject.id));
  return rows.map(({ c, s, ...r }) => ({
    learning_center: {
      id: c.id,
      slug: c.slug,
      name: pick(c, 'name', locale),
      title: pick(c, 'title', locale),
      description: pick(c, 'description', locale),
      logo: c.logo,
      image: null,
      is_recommended: c.is_recommended,
    },
    address: pick(c, 'address', locale),
    address_name: r.region_uz === null ? null : pick(r, 'region', locale),
    subject_id: s.subject_id,
    subject_name: pick(r, 'subject', locale),
    price: s.price,
    discount_percent: s.discount_percent,
  }));
}

export interface LeadInput {
  name: string;
  phone: string;
  learningCenterId: number;
  ticketId: number | null;
}

/** The 400 for a `ticket_id` that is not the caller's own result (issue 29). */
export const ticketNotYours = () => new HttpError(400, 'VALIDATION_ERROR', 'errors.ticket_not_yours', {}, {}, 'ticket_id');

/**
 * Whether topic-test ticket `ticketId` is the caller's: a signed-in caller's own (claimed guest
 * tickets included), or a guest's not yet claimed ticket of this browser's guest token.
 */
async function ownsTopicTicket(db: Db, caller: Pick<Caller, 'userId' | 'guestHash'>, ticketId: number): Promise<boolean> {
  const [row] = await db.select({ user_id: ticket.user_id, guest_hash: ticket.guest_hash }).from(ticket).where(eq(ticket.id, ticketId));
  if (!row) return false;
  if (row.user_id !== null) return row.user_id === caller.userId;
  return caller.guestHash !== null && row.guest_hash === caller.guestHash;
}

/**
 * Stores a lead; 404 when the centre does not exist, 400 when `ticketId` (the topic-test result it was
 * sent from) is not the caller's own — no one's result is stored against another person's lead.
 */
export async function sendLead(db: Db, caller: Pick<Caller, 'userId' | 'guestHash'>, input: LeadInput): Promise<{ id: number }> {
  const [centre] = await db.select({ id: learningCenter.id }).from(learningCenter).where(eq(learningCenter.id, input.learningCenterId));
  if (!centre) throw new HttpError(404, 'LEARNING_CENTER_NOT_FOUND', 'errors.learning_center_not_found', {}, {}, 'learning_center_id');
  if (input.ticketId !== null && !(await ownsTopicTicket(db, caller, input.ticketId))) throw ticketNotYours();
  const [row] = await db
    .insert(lead)
    .values({ learning_center_id: centre.id, user_id: caller.userId, name: input.name, phone: input.phone, ticket_id: input.ticketId })
    .returning({ id: lead.id });
  return row;
}

const CSV_COLUMNS = ['id', 'created_at', 'centre', 'name', 'phone', 'ticket_id', 'user_id'] as const;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is defused for spreadsheets. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string' && !/^\+\d+$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Which leads: one centre's, made in [from, to). */
export interface LeadFilter {
  centreId?: number;
  from?: Date;
  to?: Date;
}

/** The id of the centre with `slug`, or null. */
export async function centreIdOf(db: Db, slug: string): Promise<number | null> {
  const [centre] = await db.select({ id: learningCenter.id }).from(learningCenter).where(eq(learningCenter.slug, slug));
  return centre?.id ?? null;
}

/** Leads oldest first, with the count of all that match (a page of them when `page` is given). */
export async function leadRows(db: Db, filter: LeadFilter, page?: { limit: number; offset: number }) {
  const where: SQL[] = [];
  if (filter.centreId) where.push(eq(lead.learning_center_id, filter.centreId));
  if (filter.from) where.push(gte(lead.created_at, filter.from));
  if (filter.to) where.push(lt(lead.created_at, filter.to));
  const match = where.length ? and(...where) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(lead).where(match);
  const query = db
    .select({ l: lead, slug: learningCenter.slug })
    .from(lead)
    .innerJoin(learningCenter, eq(learningCenter.id, lead.learning_center_id))
    .where(match)
    .orderBy(asc(lead.created_at), asc(lead.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return { total: Number(total), rows: rows.map(({ l, slug }) => ({ ...l, centre_slug: slug })) };
}

/** Leads as CSV, one line per lead under the header. */
export function leadsToCsv(rows: Awaited<ReturnType<typeof leadRows>>['rows']): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const l of rows) {
    lines.push([l.id, l.created_at.toISOString(), l.centre_slug, l.name, l.phone, l.ticket_id, l.user_id].map(csvField).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** Leads as CSV (oldest first): all, or one centre's by slug (null when no centre has that slug). */
export async function leadsCsv(db: Db, centreSlug: string | undefined, since?: Date): Promise<string | null> {
  const centreId = centreSlug ? await centreIdOf(db, centreSlug) : undefined;
  if (centreId === null) return null;
  return leadsToCsv((await leadRows(db, { centreId, from: since })).rows);
}
