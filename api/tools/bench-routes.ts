import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * POST /api/__bench/insert: one INSERT of one row through the app's pool, behind the same hooks as
 * every write (csrf, session, write limits). `npm run bench` loads it beside `GET /api/health` as
 * the two ceilings the answer call is compared to. Registered only by the bench's server
 * (bench-server.ts) on its scratch database; the table is the bench's own and is made here, not by
 * a migration (it never exists in a real deployment).
 */
export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.db.execute(sql`create table if not exists bench_ceiling (id bigserial primary key, at timestamptz not null default now())`);
  app.post('/__bench/insert', { schema: { hide: true, response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => {
    await app.db.execute(sql`insert into bench_ceiling default values`);
    return { ok: true as const };
  });
};
