// The studio's question bank (issue 35 items 2–3, ADR 056): the list, an item, drafts written,
// submitted, approved or rejected, and picture uploads — each behind the studio guard with its area.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankItemParams,
  bankItemResponse,
  bankListQuery,
  bankListResponse,
  createDraftBody,
  draftParams,
  draftResponse,
  editDraftBody,
  pictureBody,
  pictureResponse,
  rejectDraftBody,
} from '@platform/shared/studio';
import { staffOf } from './guard';
import { studioRoute } from './route-options';
import { bankItem, bankPage } from './service-bank';
import { approveDraft, createDraft, editDraft, rejectDraft, submitDraft, type Writer } from './service-bank-drafts';
import { uploadPicture } from './service-pictures';

const ACCESS = 'Studio staff only: 401 for a guest, 403 STUDIO_FORBIDDEN without one of the roles';
const ITEM =
  '`item` is a bank item exactly as a bank file holds it (docs/content-import.md "Question banks", checked by the same schema); 400 ITEM_INVALID lists every issue in `errors: [{path, message}]`';

const writer = (request: Parameters<typeof staffOf>[0]): Writer => ({ via: 'studio', userId: staffOf(request).userId });

export const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/questions',
    studioRoute('bank', {
      summary:
        'The question bank: live items (one row per key of a topic, uz and ru) and open drafts; filters subject, topic, difficulty, status, a language gap, open reports',
      description: `${ACCESS} (editor, reviewer, admin).`,
      querystring: bankListQuery,
      response: { 200: bankListResponse },
    }),
    async (request) => bankPage(db, request.query),
  );

  app.get(
    '/questions/:subjectId/:topic/:key',
    studioRoute('bank', {
      summary: 'A bank item: its live version as a bank item (with the question ids) and its open draft',
      description: `${ACCESS} (editor, reviewer, admin). 404 TOPIC_NOT_FOUND, 404 ITEM_NOT_FOUND.`,
      params: bankItemParams,
      response: { 200: bankItemResponse },
    }),
    async (request) => ({ data: await bankItem(db, request.params.subjectId, request.params.topic, request.params.key) }),
  );

  app.post(
    '/questions/drafts',
    studioRoute('bank', {
      summary: 'Writes a draft: a new item (version 1) or the next version of a published one (its key); audited',
      description: `${ACCESS} (editor, reviewer, admin). ${ITEM}. 404 TOPIC_NOT_FOUND; 409 DRAFT_EXISTS (the item has an open draft).`,
      body: createDraftBody,
      response: { 200: draftResponse },
    }),
    async (request) => ({ data: await createDraft(db, writer(request), request.body, request.locale) }),
  );

  app.put(
    '/questions/drafts/:id',
    studioRoute('bank', {
      summary: 'Replaces a draft’s item (the key stays); the writer joins those who may not approve it; audited',
      description: `${ACCESS} (editor, reviewer, admin). ${ITEM}. 404 DRAFT_NOT_FOUND; 409 DRAFT_NOT_EDITABLE (in review or published); 400 ITEM_KEY_CHANGED.`,
      params: draftParams,
      body: editDraftBody,
      response: { 200: draftResponse },
    }),
    async (request) => ({ data: await editDraft(db, writer(request), request.params.id, request.body.item, request.locale) }),
  );

  app.post(
    '/questions/drafts/:id/submit',
    studioRoute('bank', {
      summary: 'Sends a draft to review; audited',
      description: `${ACCESS} (editor, reviewer, admin). 404 DRAFT_NOT_FOUND; 409 DRAFT_NOT_DRAFT.`,
      params: draftParams,
      response: { 200: draftResponse },
    }),
    async (request) => ({ data: await submitDraft(db, writer(request), request.params.id) }),
  );

  app.post(
    '/questions/drafts/:id/approve',
    studioRoute('bank_review', {
      summary:
        'Publishes a draft in review as the item’s next version: learners’ draws take it at once, the version it replaces stays for the tickets that drew it; audited',
      description: `${ACCESS} (reviewer, admin). 404 DRAFT_NOT_FOUND; 409 DRAFT_NOT_IN_REVIEW; 409 OWN_DRAFT_APPROVAL (the caller wrote it); 409 DRAFT_STALE (another version was published since).`,
      params: draftParams,
      response: { 200: draftResponse },
    }),
    async (request) => ({ data: await approveDraft(db, writer(request), request.params.id) }),
  );

  app.post(
    '/questions/drafts/:id/reject',
    studioRoute('bank_review', {
      summary: 'Sends a draft in review back to draft with the reviewer’s reason; audited',
      description: `${ACCESS} (reviewer, admin). 404 DRAFT_NOT_FOUND; 409 DRAFT_NOT_IN_REVIEW.`,
      params: draftParams,
      body: rejectDraftBody,
      response: { 200: draftResponse },
    }),
    async (request) => ({ data: await rejectDraft(db, writer(request), request.params.id, request.body.reason) }),
  );

  app.post(
    '/pictures',
    studioRoute('bank', {
      summary:
        'Uploads a picture for a bank item (base64, ≤ 700 KB): SVG checked by the import’s rules and kept as markup, PNG/JPEG/WebP re-encoded to WebP (≤ 1200 px a side); audited',
      description: `${ACCESS} (editor, reviewer, admin). 400 PICTURE_INVALID (SVG refused with the reason, or not an image of the type).`,
      body: pictureBody,
      response: { 200: pictureResponse },
    }),
    async (request) => ({ data: await uploadPicture(db, writer(request), request.body, request.locale) }),
  );
};
