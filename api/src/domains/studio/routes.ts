// The studio's api (issue 35, ADR 052): /api/studio/*, every route behind the studio guard (guard.ts)
// with the area it belongs to; answers are never cached. Roles, the audit log, the reports inbox and
// the payment lookup here; partners' applications and leads in routes-partners.ts; olympiads and news
// in routes-content.ts; the question bank in routes-bank.ts; the remotes' operations and content files
// in routes-ops.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditQuery,
  auditResponse,
  dismissBody,
  dismissParams,
  dismissResponse,
  grantRoleBody,
  paymentsQuery,
  paymentsResponse,
  reportsQuery,
  reportsResponse,
  revokeRoleBody,
  revokeRoleResponse,
  staffRoleListResponse,
  staffRoleResponse,
  studioMeResponse,
} from '@platform/shared/studio';
import { installStudioGuard, staffOf } from './guard';
import { studioRoute } from './route-options';
import { bankRoutes } from './routes-bank';
import { contentRoutes } from './routes-content';
import { opsRoutes } from './routes-ops';
import { partnerRoutes } from './routes-partners';
import { auditPage } from './service-audit';
import { lookupPayments } from './service-payments';
import { dismissReports, reportsInbox } from './service-reports';
import { grantRole, listRoles, revokeRole } from './service-roles';

const ACCESS = 'Studio staff only: 401 for a guest, 403 STUDIO_FORBIDDEN without one of the roles';

const studioRoutes: FastifyPluginAsyncZod<StudioOptions> = async (app, { clock, siteDir }) => {
  const { db } = app;
  installStudioGuard(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/me',
    studioRoute('me', {
      summary: 'The caller’s studio roles and scopes',
      description: `${ACCESS} (any).`,
      response: { 200: studioMeResponse },
    }),
    async (request) => {
      const staff = staffOf(request);
      return { data: { user_id: staff.userId, roles: staff.roles } };
    },
  );

  app.get(
    '/roles',
    studioRoute('roles', {
      summary: 'Every staff role granted, by person',
      description: `${ACCESS} (admin).`,
      response: { 200: staffRoleListResponse },
    }),
    async (request) => ({ data: await listRoles(db, request.locale) }),
  );

  app.post(
    '/roles',
    studioRoute('roles', {
      summary: 'Grants a role to the person with a phone (a partner with its scope: university:<slug> or centre:<slug>); audited',
      description: `${ACCESS} (admin). 404 USER_NOT_FOUND (no account with the phone), 404 SCOPE_NOT_FOUND; 400 (field scope) for a partner without a scope or another role with one.`,
      body: grantRoleBody,
      response: { 200: staffRoleResponse },
    }),
    async (request) => ({ data: await grantRole(db, { via: 'studio', userId: staffOf(request).userId }, request.body, request.locale) }),
  );

  app.delete(
    '/roles',
    studioRoute('roles', {
      summary: 'Revokes a role of the person with a phone (revoked: false when it was not granted); audited',
      description: `${ACCESS} (admin). 404 USER_NOT_FOUND; 409 OWN_ADMIN_ROLE: an admin cannot revoke their own admin role.`,
      querystring: revokeRoleBody,
      response: { 200: revokeRoleResponse },
    }),
    async (request) => ({ data: await revokeRole(db, { via: 'studio', userId: staffOf(request).userId }, request.query) }),
  );

  app.get(
    '/audit',
    studioRoute('audit', {
      summary: 'The audit log of studio writes, newest first: who, when, what, before → after; filters actor_id, entity, entity_id',
      description: `${ACCESS} (admin).`,
      querystring: auditQuery,
      response: { 200: auditResponse },
    }),
    async (request) => auditPage(db, request.query),
  );

  app.get(
    '/reports',
    studioRoute('reports', {
      summary:
        'The learners’ error reports grouped by question (counts per kind, the latest messages, the test’s low ratings); open or dismissed',
      description: `${ACCESS} (editor, reviewer, admin).`,
      querystring: reportsQuery,
      response: { 200: reportsResponse },
    }),
    async (request) => reportsInbox(db, request.locale, request.query),
  );

  app.post(
    '/reports/:questionId/dismiss',
    studioRoute('reports', {
      summary:
        'Dismisses a question’s open reports with a reason (stored and audited); a later report opens it again; none open: dismissed 0, nothing stored',
      description: `${ACCESS} (editor, reviewer, admin). 404 QUESTION_NOT_FOUND.`,
      params: dismissParams,
      body: dismissBody,
      response: { 200: dismissResponse },
    }),
    async (request) => ({
      data: await dismissReports(db, { via: 'studio', userId: staffOf(request).userId }, request.params.questionId, request.body.reason),
    }),
  );

  app.get(
    '/payments',
    studioRoute('payments', {
      summary: 'Payment orders by the buyer’s phone or by order id, with their Payme and Click transactions (read only)',
      description: `${ACCESS} (ops, admin). 400 (field phone) when neither phone nor order is given.`,
      querystring: paymentsQuery,
      response: { 200: paymentsResponse },
    }),
    async (request) => ({ data: await lookupPayments(db, request.query) }),
  );

  await app.register(partnerRoutes);
  await app.register(bankRoutes);
  await app.register(contentRoutes, { clock });
  await app.register(opsRoutes, { siteDir });
};

export interface StudioOptions {
  /** The server's clock (an olympiad's status, an article's publish time); tests inject one. */
  clock: () => Date;
  /** The built site whose remotes the operations switch. */
  siteDir?: string;
}

/** Registered under /api with the /studio prefix. */
export const studioApiRoutes: FastifyPluginAsyncZod<Partial<StudioOptions>> = async (app, { clock = () => new Date(), siteDir }) => {
  await app.register(studioRoutes, { prefix: '/studio', clock, siteDir });
};
