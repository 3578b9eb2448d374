// The university directory and reference lists (SPEC §7 /university-*, /direction, /address, /subjectname).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
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
import { CONTENT_CACHE } from '../../plugins/catalogue-cache';
import { addresses, admissionFilters, admissionScores, directions, listUniversities, subjects, universityBySlug } from './service';

const tags = ['universities'];
const referenceTags = ['reference'];

/** The options of a GET read: its OpenAPI group and summary, the query it takes and its 200 body; served from the catalogue cache. */
const read = <Q extends $ZodType, R extends $ZodType>(group: string[], summary: string, querystring: Q, response: R) => ({
  schema: { tags: group, summary, querystring, response: { 200: response } },
  config: { cache: CONTENT_CACHE },
});

export const universityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/university-all', read(tags, 'Universities, paged and filtered', universityListQuery, universityListResponse), async (request) =>
    listUniversities(db, request.locale, request.query),
  );

  app.get('/university-info', read(tags, 'One university by slug', universityInfoQuery, universityInfoResponse), async (request) => ({
    data: await universityBySlug(db, request.locale, request.query.univer_name),
  }));

  app.get(
    '/university-sort-column',
    read(tags, 'Admission filter options (years, languages, study forms)', sortColumnQuery, sortColumnResponse),
    async (request) => ({ data: await admissionFilters(db, request.locale, request.query.univer_id) }),
  );

  app.get(
    '/university-ball',
    read(tags, 'Admission scores and places per direction', universityBallQuery, universityBallResponse),
    async (request) => ({ data: await admissionScores(db, request.locale, request.query) }),
  );

  app.get(
    '/direction',
    read(tags, 'Study directions, of one university when id is given', directionQuery, directionResponse),
    async (request) => ({ data: await directions(db, request.locale, request.query.id) }),
  );

  app.get('/address', read(referenceTags, 'Regions, or the districts of one region', addressQuery, addressResponse), async (request) => ({
    data: await addresses(db, request.locale, request.query.parent_id),
  }));

  app.get(
    '/subjectname',
    { schema: { tags: referenceTags, summary: 'Subjects', response: { 200: subjectListResponse } }, config: { cache: CONTENT_CACHE } },
    async (request) => ({ data: await subjects(db, request.locale) }),
  );
};
