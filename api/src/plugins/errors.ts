import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import type { Locale } from '@platform/shared/contracts';
import { FieldErrors, HttpError } from '../errors';
import { isMissingUser } from '../db/sql';
import { hasMessage, t } from '../i18n';

/** Whether the request carried a value at the issue's path (zod does not report the input itself). */
function isPresent(request: FastifyRequest, context: string | undefined, instancePath: string): boolean {
  const roots: Record<string, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  let value: unknown = roots[context ?? 'body'];
  for (const key of instancePath.split('/').filter(Boolean)) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return false;
    value = (value as Record<string, unknown>)[key];
  }
  return value !== undefined;
}

function reasonOf(locale: Locale, issue: ZodFastifySchemaValidationError, present: boolean): string {
  const params = issue.params as Record<string, unknown>;
  switch (issue.keyword) {
    case 'invalid_type':
      if (!present) return t(locale, 'reasons.required');
      if (params.expected === 'int') return t(locale, 'reasons.integer');
      return t(locale, params.expected === 'number' ? 'reasons.number' : 'reasons.type');
    case 'too_small':
      return t(locale, 'reasons.too_small');
    case 'too_big':
      return t(locale, 'reasons.too_big');
    case 'invalid_value':
      return t(locale, 'reasons.enum', { values: ((params.values as unknown[]) ?? []).join(', ') });
    case 'invalid_format':
      return t(locale, 'reasons.format');
    case 'unrecognized_keys':
      return t(locale, 'reasons.unknown_key');
    default:
      return t(locale, 'reasons.invalid');
  }
}

function fieldOf(issue: ZodFastifySchemaValidationError): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (issue.keyword === 'unrecognized_keys') {
    const keys = (issue.params as { keys?: string[] }).keys ?? [];
    return [path, keys.join(',')].filter(Boolean).join('.');
  }
  return path;
}

/** True for failures of the database connection (server down, restarting, refusing): answered 503. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || depth > 5) return false;
  // drizzle wraps driver errors ("Failed query: …") with the driver's error as `cause`
  if (isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1)) return true;
  const code = (error as { code?: string })?.code ?? '';
  const message = String((error as Error)?.message ?? '');
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300', '08006', '08001', '08003'].includes(code) ||
    /Connection terminated|connection timeout|Client has encountered a connection error|is not queryable|timeout exceeded when trying to connect/i.test(
      message,
    )
  );
}

/**
 * Sends the error body as a string: a route's response schemas describe its own answers (a 403 of
 * GET /themed-order is the blocked body), never the common error shape, so the serializer is skipped.
 */
function send(reply: FastifyReply, status: number, code: string, message: string, field?: string, errors?: unknown[]) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ message, code, ...(field ? { field } : {}), ...(errors ? { errors } : {}) }));
}

/** One JSON error shape `{message, code[, field]}`, localised; bad input never becomes a 500. */
export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale ?? 'uz';
    if (error instanceof HttpError) {
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      const errors = error instanceof FieldErrors ? error.localized(locale) : undefined;
      return send(reply, error.statusCode, error.code, t(locale, error.messageKey, error.values), error.field, errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = fieldOf(first) || error.validationContext || 'body';
      // contract rules carry their own message keys (`validation.*`, shared with the forms)
      if (first.message?.startsWith('validation.') && hasMessage(first.message)) {
        return send(reply, 400, 'VALIDATION_ERROR', t(locale, first.message), field);
      }
      const present = isPresent(request, error.validationContext, first.instancePath);
      const reason = reasonOf(locale, first, present);
      return send(reply, 400, 'VALIDATION_ERROR', t(locale, 'errors.validation', { field, reason }), field);
    }
    const status = error.statusCode ?? 500;
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_INVALID_JSON_FIELD_ERROR': // a multipart field sent as application/json that is not JSON (the plugin says 406)
        return send(reply, 400, 'INVALID_JSON', t(locale, 'errors.invalid_json'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', t(locale, 'errors.unsupported_media'));
      case 'FST_FILES_LIMIT':
        return send(reply, 400, 'FILES_NOT_ACCEPTED', t(locale, 'errors.no_files'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, 'PAYLOAD_TOO_LARGE', t(locale, 'errors.too_large'));
    }
    // a malformed multipart body: the parser (busboy) throws plain errors without a status
    if (!error.statusCode && request.isMultipart?.() && /[\\/]@fastify[\\/]busboy[\\/]/.test(error.stack ?? '')) {
      return send(reply, 400, 'INVALID_MULTIPART', t(locale, 'errors.invalid_multipart'));
    }
    if (status === 429) {
      return send(reply, 429, 'RATE_LIMITED', t(locale, 'errors.rate_limited'));
    }
    if (status >= 400 && status < 500) {
      return send(reply, status, error.code ?? `HTTP_${status}`, t(locale, 'errors.generic'));
    }
    // the caller's account was deleted after this process remembered its session (ADR 033): signed out
    if (isMissingUser(error)) {
      request.log.warn('a write for a deleted account');
      return send(reply, 401, 'UNAUTHORIZED', t(locale, 'auth.unauthorized'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return send(reply, 503, 'UNAVAILABLE', t(locale, 'errors.unavailable'));
    }
    // Never leak stack traces or SQL: log them, answer with a generic message.
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'INTERNAL', t(locale, 'errors.unknown'));
  });
});
