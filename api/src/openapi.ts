// What the OpenAPI document says about errors (ADR 032): every operation documents each status it
// answers with. The statuses every call shares (bad input or URL, rate limits, the database being
// away; for writes also CSRF, body size and media type) and each operation's own (401, 403, 404, 409:
// the table in openapi-statuses.ts) are added here to each route's response schemas as it is registered.
// The same schemas serve the document and the answers (the error handler sends its body as a
// string, so they describe it without re-checking it); the api tests check every answer against
// the served document (api/test/openapi-check.ts).
import type { RouteOptions } from 'fastify';
import * as z from 'zod/mini';
import { errorBodySchema } from '@platform/shared/contracts';
import { OPERATION_ERRORS } from './openapi-statuses';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

const DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid input: VALIDATION_ERROR (`field` names it), BAD_URL, INVALID_JSON, INVALID_MULTIPART, FILES_NOT_ACCEPTED, or a code of the call',
  401: 'UNAUTHORIZED: the call needs a session, or (a write) the signed-in account was deleted meanwhile',
  403: 'Refused: CSRF on a write without X-Requested-With or a same-site Origin, or a code of the call',
  404: 'Not found: a code of the call (NOT_FOUND, TEST_NOT_FOUND, …)',
  409: 'Conflict with the current state: a code of the call',
  413: 'PAYLOAD_TOO_LARGE: the body is over the limit',
  415: 'UNSUPPORTED_MEDIA_TYPE: a body type the call does not take',
  429: 'RATE_LIMITED (or a sign-in limit): too many calls; Retry-After says when to come back',
  503: 'UNAVAILABLE: the database is unreachable; Retry-After says when to try again',
};

/** The response entry of one error status: `{message, code[, field]}` with its description. */
function errorEntry(status: ErrorStatus, schema: z.ZodMiniType = errorBodySchema) {
  return { description: DESCRIPTIONS[status], content: { 'application/json': { schema } } };
}

/** The 200 entry of a call that answers a file (an SVG picture, a PDF): documented by its media type. */
export function fileResponse(mediaType: string, description: string) {
  return { 200: { description, content: { [mediaType]: { schema: z.unknown().check(z.meta({ type: 'string', format: 'binary' })) } } } };
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error statuses every route of the api answers: by method, and whether CSRF applies. */
export function commonStatuses(method: string, csrf: boolean, writingGet: boolean): ErrorStatus[] {
  const statuses: ErrorStatus[] = [400, 429, 503];
  if (UNSAFE.has(method)) {
    statuses.push(413, 415);
    if (csrf) statuses.push(403);
  } else if (writingGet) statuses.push(403);
  // a write for an account deleted while another process still remembers its session (ADR 033)
  if (UNSAFE.has(method) || writingGet) statuses.push(401);
  return statuses;
}

/** Routes outside the catalogue cache that answer If-None-Match with 304 themselves. */
const REVALIDATED = new Set(['/api/olympic/olympic-stats']);
/** `method /path` of the operations that may answer 304, as the onRoute hook met them. */
const revalidated = new Set<string>();

/** Adds the 304 of the operations that revalidate to the document (a 304 has no body, so no schema). */
export function notModifiedIn<T>(doc: T): T {
  const { paths = {} } = doc as { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (revalidated.has(`${method} ${path}`) && operation.responses) {
        operation.responses['304'] = { description: 'Not Modified: If-None-Match matched the ETag; no body' };
      }
    }
  }
  return doc;
}

type ResponseEntry = z.ZodMiniType | { description?: string; content: Record<string, { schema: z.ZodMiniType }> };

const isContentEntry = (entry: ResponseEntry): entry is Exclude<ResponseEntry, z.ZodMiniType> =>
  typeof entry === 'object' && entry !== null && 'content' in entry && !('_zod' in entry);

/**
 * onRoute hook: adds the common error statuses and the operation's own (OPERATION_ERRORS, by
 * `METHOD /path` as the document names it) to a documented route's responses. A status the route
 * already answers with a body of its own (403 of GET /themed-order: SPEC §8's message object) keeps
 * it, or the error shape: `anyOf` both.
 */
export function documentCommonErrors(writingGets: ReadonlySet<string>) {
  return (route: RouteOptions) => {
    const schema = route.schema as { hide?: boolean; response?: Record<string, ResponseEntry> } | undefined;
    if (!schema || schema.hide) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const csrf = (route.config as { csrf?: boolean } | undefined)?.csrf !== false;
    const response = (schema.response ??= {});
    // catalogue reads (config.cache) and the olympiad ranking carry an ETag: If-None-Match may answer 304
    // (no body: added to the document only, see notModifiedIn)
    if ((route.config as { cache?: unknown } | undefined)?.cache || REVALIDATED.has(route.url)) {
      for (const method of methods) revalidated.add(`${method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    }
    for (const method of methods) {
      const own = OPERATION_ERRORS[`${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`] ?? [];
      for (const status of [...commonStatuses(method, csrf, writingGets.has(route.url)), ...own]) {
        const declared = response[status];
        if (!declared) response[status] = errorEntry(status);
        else if (!isContentEntry(declared)) response[status] = errorEntry(status, z.union([declared, errorBodySchema]));
      }
    }
  };
}

/**
 * Nullable values as OpenAPI 3.0 reads them, fixed in place: `nullable` counts only beside a `type`,
 * and `enum` is read before it. A nullable enum lists null (a profile's `role` or `gender` before
 * they are set); a nullable `anyOf` (Payme's `id`: number, string or null) makes each branch nullable.
 */
export function nullableEnums<T>(node: T): T {
  if (Array.isArray(node)) node.forEach(nullableEnums);
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
    if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
      for (const branch of schema.anyOf as Record<string, unknown>[]) branch.nullable = true;
      delete schema.nullable;
    }
    Object.values(schema).forEach(nullableEnums);
  }
  return node;
}
