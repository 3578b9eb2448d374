// The studio's operations and content files (issue 35 items 8 and 5, ADR 057): the remotes' versions,
// a switch or rollback (area `remotes`: ops, admin) and content files checked and imported as
// `npm run content` does (area `content_files`: editor, admin). Registered inside the studio plugin,
// behind its guard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_FILE_BODY_LIMIT,
  contentFileBody,
  contentFileResponse,
  contentJobParams,
  contentJobResponse,
  remoteChangeResponse,
  remoteParams,
  remotesResponse,
  rollbackRemoteBody,
  switchRemoteBody,
} from '@platform/shared/studio-ops';
import { staffOf } from './guard';
import { studioRoute } from './route-options';
import { checkFile, jobById, startImport } from './service-content-files';
import { remotesOverview, rollbackRemote, switchRemote } from './service-remotes';

const OPS = 'Studio staff only: 401 for a guest, 403 STUDIO_FORBIDDEN without one of the roles (ops, admin)';
const FILES = 'Studio staff only: 401 for a guest, 403 STUDIO_FORBIDDEN without one of the roles (editor, admin)';
const SITE = '409 SITE_UNAVAILABLE when this api has no site folder (SITE_DIR or STATIC_DIR)';
const REFUSALS =
  '404 REMOTE_NOT_FOUND; 409 REMOTE_STALE (the manifest no longer serves `expected`), REMOTE_NOT_BUILT, REMOTE_CONTRACT_MISFIT (the version’s contract does not fit the shell), MANIFEST_LOCKED';

export const opsRoutes: FastifyPluginAsyncZod<{ siteDir?: string }> = async (app, { siteDir }) => {
  const { db } = app;
  const actor = (request: Parameters<typeof staffOf>[0]) => ({ via: 'studio' as const, userId: staffOf(request).userId });

  app.get(
    '/remotes',
    studioRoute('remotes', {
      summary:
        'Every remote: the version served, the versions built with their contract problems (none: it may be served), the rollback target',
      description: `${OPS}. ${SITE}.`,
      response: { 200: remotesResponse },
    }),
    async () => ({ data: remotesOverview(siteDir) }),
  );

  app.post(
    '/remotes/:name/switch',
    studioRoute('remotes', {
      summary:
        'Serves a built version of a remote from the next page load on, if the manifest still serves `expected` (as `npm run remotes -- set`); audited',
      description: `${OPS}. ${REFUSALS}. ${SITE}.`,
      params: remoteParams,
      body: switchRemoteBody,
      response: { 200: remoteChangeResponse },
    }),
    async (request) => ({ data: await switchRemote(db, actor(request), siteDir, request.params.name, request.body) }),
  );

  app.post(
    '/remotes/:name/rollback',
    studioRoute('remotes', {
      summary:
        'Serves the newest earlier built version of a remote, if the manifest still serves `expected` (as `npm run remotes -- rollback`); audited',
      description: `${OPS}. ${REFUSALS}, REMOTE_NO_EARLIER. ${SITE}.`,
      params: remoteParams,
      body: rollbackRemoteBody,
      response: { 200: remoteChangeResponse },
    }),
    async (request) => ({ data: await rollbackRemote(db, actor(request), siteDir, request.params.name, request.body.expected) }),
  );

  app.post(
    '/content-files/validate',
    {
      ...studioRoute('content_files', {
        summary: 'Checks a content file (as `npm run content -- validate`): every problem one line with its path; nothing is written',
        description: `${FILES}. The file’s text in \`text\` (JSON, docs/content-import.md).`,
        body: contentFileBody,
        response: { 200: contentFileResponse },
      }),
      bodyLimit: CONTENT_FILE_BODY_LIMIT,
    },
    async (request) => ({ data: checkFile(request.body) }),
  );

  app.post(
    '/content-files/import',
    {
      ...studioRoute('content_files', {
        summary:
          'Checks a content file and, without problems, starts its import (as `npm run content -- import`): the answer carries the job to poll; a file with problems starts none',
        description: `${FILES}. Caches drop when the import commits; the finished import is audited.`,
        body: contentFileBody,
        response: { 200: contentFileResponse },
      }),
      bodyLimit: CONTENT_FILE_BODY_LIMIT,
    },
    async (request) => ({ data: (await startImport(db, actor(request), request.body)).report }),
  );

  app.get(
    '/content-files/jobs/:id',
    studioRoute('content_files', {
      summary: 'An import job: importing, done (with what was written) or failed (with the import’s error lines)',
      description: `${FILES}. 404 JOB_NOT_FOUND.`,
      params: contentJobParams,
      response: { 200: contentJobResponse },
    }),
    async (request) => ({ data: await jobById(db, request.params.id) }),
  );
};
