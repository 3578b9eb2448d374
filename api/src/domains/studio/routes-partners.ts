// Partners' applications and leads in the studio (issue 35 item 7): JSON pages, or the whole filtered
// list as CSV with ?format=csv (the CSV of `npm run applications|leads -- export`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { tashkentIsoDay } from '@platform/shared/dates';
import { applicationsQuery, applicationsResponse, leadsQuery, leadsResponse } from '@platform/shared/studio';
import { staffOf } from './guard';
import { studioApplications, studioLeads } from './service-partners';

const tags = ['studio'];
const SCOPE =
  'Studio staff only (admin, ops, partner): 401 for a guest, 403 STUDIO_FORBIDDEN otherwise; a partner sees only its own university’s or centre’s rows (another’s slug: 403). ?format=csv answers text/csv: every matching row.';

/** A CSV download. */
function sendCsv(reply: FastifyReply, prefix: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${prefix}-${tashkentIsoDay()}.csv"`)
    .send(csv);
}

export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/applications',
    {
      schema: {
        tags,
        summary: 'Private universities’ program applications, oldest first; filters university (slug), program_id, from/to (Tashkent days)',
        description: `${SCOPE} 404 SCOPE_NOT_FOUND for an unknown university.`,
        querystring: applicationsQuery,
        response: { 200: applicationsResponse },
      },
      config: { studio: 'applications' },
    },
    async (request, reply) => {
      const result = await studioApplications(db, staffOf(request), request.query);
      return result.csv === undefined ? result : sendCsv(reply, 'applications', result.csv);
    },
  );

  app.get(
    '/leads',
    {
      schema: {
        tags,
        summary: 'Learning centres’ leads, oldest first; filters centre (slug), from/to (Tashkent days)',
        description: `${SCOPE} 404 SCOPE_NOT_FOUND for an unknown centre.`,
        querystring: leadsQuery,
        response: { 200: leadsResponse },
      },
      config: { studio: 'leads' },
    },
    async (request, reply) => {
      const result = await studioLeads(db, staffOf(request), request.query);
      return result.csv === undefined ? result : sendCsv(reply, 'leads', result.csv);
    },
  );
};
