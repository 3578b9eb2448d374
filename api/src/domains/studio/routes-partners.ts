// Partners' applications and leads in the studio (issue 35 item 7): JSON pages, or the whole filtered
// list as CSV with ?format=csv (the CSV of `npm run applications|leads -- export`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type * as z from 'zod/mini';
import { tashkentIsoDay } from '@platform/shared/dates';
import type { Db } from '../../db/client';
import { applicationsQuery, applicationsResponse, leadsQuery, leadsResponse } from '@platform/shared/studio';
import { staffOf } from './guard';
import { studioRoute } from './route-options';
import { studioApplications, studioLeads } from './service-partners';
import type { Staff } from './service-roles';

const SCOPE =
  'Studio staff only (admin, ops, partner): 401 for a guest, 403 STUDIO_FORBIDDEN otherwise; a partner sees only its own university’s or centre’s rows (another’s slug: 403). ?format=csv answers text/csv: every matching row.';

/** What a partner list's service answers: a page, or every matching row as CSV text. */
type ListAnswer = { csv: string } | { data: unknown[]; meta: unknown; csv?: undefined };

/** A list's answer: the JSON page, or (`?format=csv`) every matching row as a CSV download. */
function listOrCsv(reply: FastifyReply, prefix: string, result: ListAnswer) {
  if (result.csv === undefined) return result;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${prefix}-${tashkentIsoDay()}.csv"`)
    .send(result.csv);
}

export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /** GET `/<area>`: the partner list's pages, or its CSV download (`<area>-<day>.csv`); `scopeKind` names what a slug filter names. */
  function partnerList<Q>(
    area: 'applications' | 'leads',
    summary: string,
    scopeKind: string,
    querystring: z.ZodMiniType<Q>,
    response: z.ZodMiniType,
    rows: (db: Db, staff: Staff, q: Q) => Promise<ListAnswer>,
  ) {
    app.get(
      `/${area}`,
      studioRoute(area, {
        summary,
        description: `${SCOPE} 404 SCOPE_NOT_FOUND for an unknown ${scopeKind}.`,
        querystring,
        response: { 200: response },
      }),
      async (request, reply) => listOrCsv(reply, area, await rows(db, staffOf(request), request.query as Q)),
    );
  }

  partnerList(
    'applications',
    'Private universities’ program applications, oldest first; filters university (slug), program_id, from/to (Tashkent days)',
    'university',
    applicationsQuery,
    applicationsResponse,
    studioApplications,
  );
  partnerList(
    'leads',
    'Learning centres’ leads, oldest first; filters centre (slug), from/to (Tashkent days)',
    'centre',
    leadsQuery,
    leadsResponse,
    studioLeads,
  );
};
