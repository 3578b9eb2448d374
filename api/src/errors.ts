import type { Locale } from '@platform/shared/contracts';
import type { MessageKey } from './i18n';

/** An error the api answers with on purpose: status, stable code and a message key of api/src/i18n. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly values: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
    /** The request field at fault, when there is one. */
    readonly field?: string,
  ) {
    super(code);
    this.name = 'HttpError';
  }
}

/**
 * A 400 naming every field at fault (a form with several mistakes, such as a studio bank item): the
 * body carries `errors: [{path, message}]` beside the first one's `field`, each message in the
 * caller's language.
 */
export class FieldErrors extends HttpError {
  constructor(
    code: string,
    messageKey: MessageKey,
    values: Record<string, string | number>,
    readonly localized: (locale: Locale) => { path: string; message: string }[],
    field?: string,
  ) {
    super(400, code, messageKey, values, {}, field);
  }
}

/** 429 with Retry-After in whole seconds. */
export function tooMany(code: string, messageKey: MessageKey, retryMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryMs / 1000));
  return new HttpError(429, code, messageKey, { seconds, minutes: Math.ceil(seconds / 60) }, { 'Retry-After': String(seconds) });
}
