import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@platform/shared/contracts';
import pkg from '../../package.json' with { type: 'json' };

/** GET /api/health: liveness and a database round trip. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthSchema } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.database.kind, version: pkg.version };
    },
  );
};
