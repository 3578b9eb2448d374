// The one guard of every /api/studio/* route (issue 35 item 1, ADR 052): a route names its area in
// `config.studio` (STUDIO_ACCESS says which roles may call it); after the request's validation a
// guest is answered 401, a signed-in person without one of those roles 403. A studio route without an
// area cannot be registered, so none is left open by mistake.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STUDIO_ACCESS, type StaffRole, type StudioArea } from '@platform/shared/studio';
import { HttpError } from '../../errors';
import { rolesOf, type Staff } from './service-roles';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The studio area a route belongs to (domains/studio/guard.ts). */
    studio?: StudioArea;
  }
  interface FastifyRequest {
    /** The caller's staff roles, set by the studio guard on studio routes. */
    staff: Staff | null;
  }
}

/** The staff member of a guarded route (the guard has run: never null there). */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw new HttpError(403, 'STUDIO_FORBIDDEN', 'errors.studio_forbidden');
  return request.staff;
}

/** Installs the guard on the studio's (encapsulated) plugin: every route registered in it is guarded. */
export function installStudioGuard(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
  app.addHook('onRoute', (route) => {
    const area = route.config?.studio;
    if (!area || !(area in STUDIO_ACCESS)) throw new Error(`studio route ${route.method} ${route.url} names no area (config.studio)`);
  });
  app.addHook('preHandler', async (request) => {
    const area = request.routeOptions.config.studio;
    const caller = await request.caller();
    if (caller.userId === null) throw new HttpError(401, 'UNAUTHORIZED', 'auth.unauthorized');
    const roles = await rolesOf(app.db, caller.userId, caller.locale);
    const allowed: readonly StaffRole[] = area ? STUDIO_ACCESS[area] : [];
    if (!roles.some((r) => allowed.includes(r.role))) throw new HttpError(403, 'STUDIO_FORBIDDEN', 'errors.studio_forbidden');
    request.staff = { userId: caller.userId, roles };
  });
}
