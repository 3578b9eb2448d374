// The university directory and reference lists (SPEC §7 /university-*, /direction, /address, /subjectname).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  addressQuery,
  addressResponse,
  directionQuery,
  directionResponse,
  sortColumnQuery,
  sortColumnResponse,
  subjectListResponse,
  universityBallQuery,
  universityBallResponse,
  universityInfoQuery,
  universityInfoResponse,
  universityListQuery,
  universityListResponse,
} from '@platform/shared/contracts';
import { adviceQuery, adviceResponse } from '@platform/shared/advice';
import {
  applicationBody,
  applicationCreateResponse,
  applicationListResponse,
  interactionBody,
  interactionResponse,
  programListQuery,
  programListResponse,
  programSubjectsResponse,
} from '@platform/shared/programs';
import { CONTENT_CACHE, readRoute } from '../../plugins/catalogue-cache';
import { requireUserId } from '../../plugins/session';
import { createApplication, listPrograms, ownApplications, programSubjects, storeInteraction } from './service-programs';
import { universityAdvice } from './service-advice';
import { addresses, admissionFilters, admissionScores, directions, listUniversities, subjects, universityBySlug } from './service';

const tags = ['universities'];
const referenceTags = ['reference'];

/** The options of a GET read: its OpenAPI group and summary, the query it takes and its 200 body; served from the catalogue cache. */
export const universityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/university-all',
    readRoute(tags, 'Universities, paged and filtered', universityListQuery, universityListResponse),
    async (request) => listUniversities(db, request.locale, request.query),
  );

  app.get(
    '/direction',
    readRoute(tags, 'Study directions, of one university when id is given', directionQuery, directionResponse),
    async (request) => ({ data: await directions(db, request.locale, request.query.id) }),
  );

  app.get('/university-info', readRoute(tags, 'One university by slug', universityInfoQuery, universityInfoResponse), async (request) => ({
    data: await universityBySlug(db, request.locale, request.query.univer_name),
  }));

  app.get(
    '/university-sort-column',
    readRoute(tags, 'Admission filter options (years, languages, study forms)', sortColumnQuery, sortColumnResponse),
    async (request) => ({ data: await admissionFilters(db, request.locale, request.query.univer_id) }),
  );

  app.get(
    '/university-ball',
    readRoute(tags, 'Admission scores and places per direction', universityBallQuery, universityBallResponse),
    async (request) => ({ data: await admissionScores(db, request.locale, request.query) }),
  );

  app.get(
    '/university-advice',
    {
      schema: {
        tags,
        summary:
          'Directions of a subject pair ranked against a score: the form’s (subject_1, subject_2, ball) or the signed-in user’s best mock result',
        description:
          'Each university’s last year per direction; grant (score ≥ grant score), then contract, then below; within a group the smallest gap first (docs/decisions/017).',
        querystring: adviceQuery,
        response: { 200: adviceResponse },
      },
    },
    async (request) => {
      const caller = await request.caller();
      return { data: await universityAdvice(db, request.locale, caller.userId, request.query, new Date()) };
    },
  );

  app.get(
    '/address',
    readRoute(referenceTags, 'Regions, or the districts of one region', addressQuery, addressResponse),
    async (request) => ({
      data: await addresses(db, request.locale, request.query.parent_id),
    }),
  );

  app.get(
    '/subjectname',
    { schema: { tags: referenceTags, summary: 'Subjects', response: { 200: subjectListResponse } }, config: { cache: CONTENT_CACHE } },
    async (request) => ({ data: await subjects(db, request.locale) }),
  );

  app.get(
    '/v2/university/courses',
    {
      schema: {
        tags,
        summary: 'Private universities’ programs (university courses), paged; `subject` keeps those whose test has that subject',
        description:
          'One university by university_id or university_slug, one program by course_slug; application_id is the caller’s application.',
        querystring: programListQuery,
        response: { 200: programListResponse },
      },
    },
    async (request) => {
      const caller = await request.caller();
      return listPrograms(db, request.locale, caller.userId, request.query);
    },
  );

  app.get(
    '/v2/university/course-subjects',
    readRoute(
      tags,
      'The subjects the programs test, with how many programs each (the subject picker)',
      z.object({}),
      programSubjectsResponse,
    ),
    async (request) => ({ data: await programSubjects(db, request.locale) }),
  );

  app.post(
    '/application-create',
    {
      schema: {
        tags,
        summary: 'Applies to a program (SPEC §5: name, phone); one application per user and program',
        description:
          '404 PROGRAM_NOT_FOUND; 409 APPLICATION_EXISTS when the caller already applied (also for concurrent requests); 400 (field ticket_id) when ticket_id is not the caller’s own private-university exam ticket of this program.',
        body: applicationBody,
        response: { 200: applicationCreateResponse },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const b = request.body;
      return {
        data: await createApplication(db, userId, {
          programId: b.program_id,
          name: b.user_name,
          phone: b.phone,
          ticketId: b.ticket_id ?? null,
        }),
      };
    },
  );

  app.get(
    '/applications',
    { schema: { tags, summary: 'The caller’s applications, newest first (the profile)', response: { 200: applicationListResponse } } },
    async (request) => ({ data: await ownApplications(db, await requireUserId(request), request.locale) }),
  );

  app.post(
    '/user-interaction/store',
    {
      schema: {
        tags,
        summary: 'Counts a click on a private university’s site, phone or card (guests too)',
        description: '404 for an unknown university, 400 for a public one.',
        body: interactionBody,
        response: { 200: interactionResponse },
      },
    },
    async (request) => {
      const caller = await request.caller();
      await storeInteraction(db, caller.userId, request.body.university_id, request.body.action);
      return { data: { stored: true } };
    },
  );
};
