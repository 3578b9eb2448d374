// Learning centres (SPEC §3 selection, §5 lead form, §7 POST /lead/send).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leadBody, leadResponse, learningCenterQuery, learningCenterResponse } from '@platform/shared/learning-centres';
import { readRoute } from '../../plugins/catalogue-cache';
import { learningCenterRows, sendLead } from './service';

const tags = ['learning-centres'];

export const learningCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/learning-center/select',
    readRoute(
      tags,
      'Learning centres with each subject they teach (price, discount), recommended first; one subject or region when asked',
      learningCenterQuery,
      learningCenterResponse,
    ),
    async (request) => ({
      data: await learningCenterRows(db, request.locale, { subjectId: request.query.subject_id, addressId: request.query.address_id }),
    }),
  );

  app.post(
    '/lead/send',
    {
      schema: {
        tags,
        summary: 'Leaves a lead with a learning centre (name and phone per SPEC §5); guests may send one too',
        description:
          '404 LEARNING_CENTER_NOT_FOUND when the centre does not exist; 400 (field ticket_id) when ticket_id is not a topic-test ticket of the caller (a guest: of this browser).',
        body: leadBody,
        response: { 200: leadResponse },
      },
    },
    async (request) => {
      const caller = await request.caller();
      const body = request.body;
      const data = await sendLead(db, caller, {
        name: body.name,
        phone: body.phone,
        learningCenterId: body.learning_center_id,
        ticketId: body.ticket_id ?? null,
      });
      return { data };
    },
  );
};
