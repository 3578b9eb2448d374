/** The largest id the api accepts (a Postgres integer). */
const MAX_ID = 2_147_483_647;

/**
 * The test id of a `:test` route parameter (`{testId}-{lessonSlug}`, the slug is optional), or
 * null when the parameter does not start with a positive integer id.
 */
export function testIdFromParam(param: string | undefined): number | null {
  const match = /^(\d{1,10})(?:-|$)/.exec(param ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= MAX_ID ? id : null;
}
