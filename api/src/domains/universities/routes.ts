// The university directory and reference lists (SPEC §7 /university-*, /direction, /address, /subjectname).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
} from '@platform/shared/universities';
import { addresses, admissionFilters, admissionScores, directions, listUniversities, subjects, universityBySlug } from './service';

const tags = ['universities'];

export const universityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/university-all',
    {
      schema: {
        tags,
        summary: 'Universities, paged and filtered',
        querystring: universityListQuery,
        response: { 200: universityListResponse },
      },
    },
    async (request) => listUniversities(db, request.locale, request.query),
  );

  app.get(
    '/university-info',
    { schema: { tags, summary: 'One university by slug', querystring: universityInfoQuery, response: { 200: universityInfoResponse } } },
    async (request) => ({ data: await universityBySlug(db, request.locale, request.query.univer_name) }),
  );

  app.get(
    '/university-sort-column',
    {
      schema: {
        tags,
        summary: 'Admission filter options (years, languages, study forms)',
        querystring: sortColumnQuery,
        response: { 200: sortColumnResponse },
      },
    },
    async (request) => ({ data: await admissionFilters(db, request.locale, request.query.univer_id) }),
  );

  app.get(
    '/university-ball',
    {
      schema: {
        tags,
        summary: 'Admission scores and places per direction',
        querystring: universityBallQuery,
        response: { 200: universityBallResponse },
      },
    },
    async (request) => ({ data: await admissionScores(db, request.locale, request.query) }),
  );

  app.get(
    '/direction',
    {
      schema: {
        tags,
        summary: 'Study directions, of one university when id is given',
        querystring: directionQuery,
        response: { 200: directionResponse },
      },
    },
    async (request) => ({ data: await directions(db, request.locale, request.query.id) }),
  );

  app.get(
    '/address',
    {
      schema: {
        tags: ['reference'],
        summary: 'Regions, or the districts of one region',
        querystring: addressQuery,
        response: { 200: addressResponse },
      },
    },
    async (request) => ({ data: await addresses(db, request.locale, request.query.parent_id) }),
  );

  app.get(
    '/subjectname',
    { schema: { tags: ['reference'], summary: 'Subjects', response: { 200: subjectListResponse } } },
    async (request) => ({ data: await subjects(db, request.locale) }),
  );
};
