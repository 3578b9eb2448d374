// Route options that many routes share (the GET reads' twin, `readRoute`, adds the catalogue cache:
// plugins/catalogue-cache.ts). The account POSTs use `writeRoute`; older POSTs elsewhere still spell
// the same schema block out, and take it up when they are next changed.
import type { $ZodType } from 'zod/v4/core';

/** The options of a POST taking a JSON body: its OpenAPI group and summary, the body it takes and its 200 body. */
export const writeRoute = <B extends $ZodType, R extends $ZodType>(tags: string[], summary: string, body: B, response: R) => ({
  schema: { tags, summary, body, response: { 200: response } },
});
