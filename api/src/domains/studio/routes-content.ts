// Olympiads and news in the studio (issue 35 item 6, ADR 058). An olympiad is created and edited as the
// file of `npm run olympiad -- create` — the same contract schema and the same service (olympiads/
// service-create.ts) — and edited only before it starts; an article is written in uz and ru with a
// publish time, its Markdown previewed by the renderer the site's articles go through. Audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { olympiadFileSchema, olympiadStatus } from '@platform/shared/olympiads';
import {
  newsPreviewBody,
  newsPreviewResponse,
  olympiadBankQuery,
  olympiadBankResponse,
  studioNewsBody,
  studioNewsListQuery,
  studioNewsListResponse,
  studioNewsParams,
  studioNewsResponse,
  studioOlympiadListResponse,
  studioOlympiadParams,
  studioOlympiadResponse,
  studioOlympiadSavedResponse,
} from '@platform/shared/studio-content';
import { HttpError } from '../../errors';
import { renderMarkdown } from '../news/markdown';
import { saveStudioNews, studioNewsList, studioNewsOne } from '../news/service-studio';
import { OlympiadFileError, createOlympiad, updateOlympiad } from '../olympiads/service-create';
import { olympiadBank, olympiadFileOf, studioOlympiads } from '../olympiads/service-file';
import { staffOf } from './guard';

const tags = ['studio'];
const OLYMPIADS = 'Studio staff only (editor, admin): 401 for a guest, 403 STUDIO_FORBIDDEN otherwise.';
const NEWS = OLYMPIADS;
const FILE_ERRORS =
  '400 naming the field for an unknown subject or topic, or a section with fewer questions left in the bank than asked; 409 OLYMPIAD_SLUG_TAKEN.';

/** The service's file problems as the api's answer (the first, localised, naming its field). */
async function asHttp<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw error instanceof OlympiadFileError ? error.toHttp() : error;
  }
}

export const contentRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (app, { clock }) => {
  const { db } = app;

  app.get(
    '/olympiads',
    {
      schema: {
        tags,
        summary: 'Every olympiad, the latest start first, with its status and counts',
        description: OLYMPIADS,
        response: { 200: studioOlympiadListResponse },
      },
      config: { studio: 'olympiads' },
    },
    async () => ({ data: await studioOlympiads(db, clock()) }),
  );

  app.get(
    '/olympiads/bank',
    {
      schema: {
        tags,
        summary:
          'The bank to pick an olympiad’s questions from: subjects, their topics (lesson keys) and questions per difficulty 1–3, in a content language',
        description: OLYMPIADS,
        querystring: olympiadBankQuery,
        response: { 200: olympiadBankResponse },
      },
      config: { studio: 'olympiads' },
    },
    async (request) => ({ data: await olympiadBank(db, request.query.language_id) }),
  );

  app.get(
    '/olympiads/:id',
    {
      schema: {
        tags,
        summary: 'One olympiad as its file (the form of `npm run olympiad -- create`), times in Tashkent',
        description: `${OLYMPIADS} 404 OLYMPIAD_NOT_FOUND.`,
        params: studioOlympiadParams,
        response: { 200: studioOlympiadResponse },
      },
      config: { studio: 'olympiads' },
    },
    async (request) => {
      const file = await olympiadFileOf(db, request.params.id);
      if (!file) throw new HttpError(404, 'OLYMPIAD_NOT_FOUND', 'olympiads.not_found');
      const status = olympiadStatus(Date.parse(file.starts_at), Date.parse(file.ends_at), clock().getTime());
      return { data: { id: request.params.id, status, file } };
    },
  );

  app.post(
    '/olympiads',
    {
      schema: {
        tags,
        summary:
          'Creates and schedules an olympiad from its file (the checks of `npm run olympiad -- create`); questions drawn once; audited',
        description: `${OLYMPIADS} ${FILE_ERRORS}`,
        body: olympiadFileSchema,
        response: { 200: studioOlympiadSavedResponse },
      },
      config: { studio: 'olympiads' },
    },
    async (request) => ({ data: await asHttp(createOlympiad(db, request.body, { via: 'studio', userId: staffOf(request).userId })) }),
  );

  app.put(
    '/olympiads/:id',
    {
      schema: {
        tags,
        summary: 'Replaces a scheduled olympiad by a new file (questions drawn again) before it starts; audited',
        description: `${OLYMPIADS} ${FILE_ERRORS} 404 OLYMPIAD_NOT_FOUND; 409 OLYMPIAD_STARTED once it has started.`,
        params: studioOlympiadParams,
        body: olympiadFileSchema,
        response: { 200: studioOlympiadSavedResponse },
      },
      config: { studio: 'olympiads' },
    },
    async (request) => ({
      data: await asHttp(updateOlympiad(db, { via: 'studio', userId: staffOf(request).userId }, request.params.id, request.body, clock())),
    }),
  );

  app.get(
    '/news',
    {
      schema: {
        tags,
        summary: 'Every article by slug, the latest publish time first, 30 a page: titles in uz and ru, scheduled or published',
        description: NEWS,
        querystring: studioNewsListQuery,
        response: { 200: studioNewsListResponse },
      },
      config: { studio: 'news' },
    },
    async (request) => studioNewsList(db, request.query.page, clock()),
  );

  app.get(
    '/news/:slug',
    {
      schema: {
        tags,
        summary: 'One article in uz and ru (Markdown), its publish time in Tashkent',
        description: `${NEWS} 404 NEWS_NOT_FOUND.`,
        params: studioNewsParams,
        response: { 200: studioNewsResponse },
      },
      config: { studio: 'news' },
    },
    async (request) => ({ data: await studioNewsOne(db, request.params.slug, clock()) }),
  );

  app.post(
    '/news',
    {
      schema: {
        tags,
        summary: 'Writes a new article in uz and ru with its publish time (learners see it from then on); audited',
        description: `${NEWS} 409 NEWS_SLUG_TAKEN.`,
        body: studioNewsBody,
        response: { 200: studioNewsResponse },
      },
      config: { studio: 'news' },
    },
    async (request) => ({
      data: await saveStudioNews(db, { via: 'studio', userId: staffOf(request).userId }, null, request.body, clock()),
    }),
  );

  app.put(
    '/news/:slug',
    {
      schema: {
        tags,
        summary: 'Rewrites an article (a new slug moves it); audited',
        description: `${NEWS} 404 NEWS_NOT_FOUND; 409 NEWS_SLUG_TAKEN.`,
        params: studioNewsParams,
        body: studioNewsBody,
        response: { 200: studioNewsResponse },
      },
      config: { studio: 'news' },
    },
    async (request) => ({
      data: await saveStudioNews(db, { via: 'studio', userId: staffOf(request).userId }, request.params.slug, request.body, clock()),
    }),
  );

  app.post(
    '/news/preview',
    {
      schema: {
        tags,
        summary: 'Markdown rendered as the site renders an article (raw HTML escaped, only safe links); writes nothing',
        description: NEWS,
        body: newsPreviewBody,
        response: { 200: newsPreviewResponse },
      },
      config: { studio: 'news' },
    },
    async (request) => ({ data: { html: renderMarkdown(request.body.body) } }),
  );
};
