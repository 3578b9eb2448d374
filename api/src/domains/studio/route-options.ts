// A studio route's options (ADR 052): its OpenAPI schema under the studio tag, and the area
// (`config.studio`) the guard checks the caller's roles against. Written once for every studio route.
import type { FastifySchema } from 'fastify';
import type { StudioArea } from '@platform/shared/studio';

/** The options of a studio route of `area` with the schema `schema` (tagged `studio`). */
export function studioRoute<S extends FastifySchema>(area: StudioArea, schema: S) {
  return { schema: { tags: ['studio'], ...schema }, config: { studio: area } };
}
