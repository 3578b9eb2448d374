// Partners' applications and leads in the studio (issue 35 item 7): the same rows and CSV as
// `npm run applications|leads -- export` (one module: the domains' own row and CSV functions). An
// admin or an operator sees every row; a partner only those of its own university or learning centre.
import { unixSeconds, tashkentMoment } from '@platform/shared/dates';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { centreIdOf, leadRows, leadsToCsv } from '../learning-centres/service';
import { applicationRows, applicationsToCsv, universityIdOf } from '../universities/service-programs';
import { holds, type Staff } from './service-roles';

const DAY_MS = 86_400_000;

export interface ListQuery {
  page: number;
  size: number;
  from?: string;
  to?: string;
  format: 'json' | 'csv';
}

/** [from, to) of two Tashkent days, `to` inclusive; a range that ends before it starts is a 400. */
function range(q: ListQuery): { from?: Date; to?: Date } {
  const from = q.from ? new Date(tashkentMoment(q.from)) : undefined;
  const to = q.to ? new Date(tashkentMoment(q.to) + DAY_MS) : undefined;
  if (from && to && to <= from) throw new HttpError(400, 'VALIDATION_ERROR', 'errors.studio_bad_range', {}, {}, 'to');
  return { from, to };
}

/**
 * The scope a request is held to: null for staff who see everything (admin, ops), else the partner's
 * own university or centre id; a partner of the other kind is refused.
 */
function forcedScope(staff: Staff, kind: 'university' | 'centre'): number | null {
  if (holds(staff, 'admin') || holds(staff, 'ops')) return null;
  const own = staff.roles.find((r) => r.role === 'partner' && r.scope?.kind === kind);
  if (!own?.scope) throw new HttpError(403, 'STUDIO_FORBIDDEN', 'errors.studio_forbidden');
  return own.scope.id;
}

/** The id a slug filter names, held to the partner's scope: another partner's slug is a 403, an unknown one a 404. */
async function scopedId(forced: number | null, field: string, slug: string | undefined, lookup: (slug: string) => Promise<number | null>) {
  const asked = slug ? await lookup(slug) : undefined;
  if (asked === null) throw new HttpError(404, 'SCOPE_NOT_FOUND', 'errors.studio_scope_not_found', { slug: slug! }, {}, field);
  if (forced !== null && asked !== undefined && asked !== forced) throw new HttpError(403, 'STUDIO_FORBIDDEN', 'errors.studio_forbidden');
  return forced ?? asked;
}

const pageOf = (q: ListQuery) => ({ limit: q.size, offset: (q.page - 1) * q.size });
const meta = (q: ListQuery, total: number) => ({ page: q.page, size: q.size, total, page_count: Math.ceil(total / q.size) });

export async function studioApplications(db: Db, staff: Staff, q: ListQuery & { university?: string; program_id?: number }) {
  const universityId = await scopedId(forcedScope(staff, 'university'), 'university', q.university, (s) => universityIdOf(db, s));
  const filter = { universityId, programId: q.program_id, ...range(q) };
  if (q.format === 'csv') return { csv: await applicationsToCsv(db, (await applicationRows(db, filter)).rows, universityId) };
  const { rows, total } = await applicationRows(db, filter, pageOf(q));
  const data = rows.map((a) => ({
    id: a.id,
    created_at: unixSeconds(a.created_at),
    university_slug: a.university_slug,
    program_id: a.program_id,
    program: a.program,
    name: a.name,
    phone: a.phone,
    ticket_id: a.ticket_id,
    user_id: a.user_id,
  }));
  return { data, meta: meta(q, total) };
}

export async function studioLeads(db: Db, staff: Staff, q: ListQuery & { centre?: string }) {
  const centreId = await scopedId(forcedScope(staff, 'centre'), 'centre', q.centre, (s) => centreIdOf(db, s));
  const filter = { centreId, ...range(q) };
  if (q.format === 'csv') return { csv: leadsToCsv((await leadRows(db, filter)).rows) };
  const { rows, total } = await leadRows(db, filter, pageOf(q));
  const data = rows.map((l) => ({
    id: l.id,
    created_at: unixSeconds(l.created_at),
    centre_slug: l.centre_slug,
    name: l.name,
    phone: l.phone,
    ticket_id: l.ticket_id,
    user_id: l.user_id,
  }));
  return { data, meta: meta(q, total) };
}
