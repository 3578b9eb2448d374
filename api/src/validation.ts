import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { HttpError } from './errors';

// A lone UTF-16 surrogate (half of a pair): not Unicode text, stored as U+FFFD or refused by the driver.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Path of the first string holding NUL or a lone surrogate, or null. */
function badTextAt(value: unknown, path: string[], depth: number): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path : null;
  // deeper structures are refused by the schemas anyway; no recursion without bound on hostile input
  if (value === null || typeof value !== 'object' || depth > 8) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = badTextAt(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The zod validator, followed by one rule every text field shares: no NUL and no lone surrogates.
 * PostgreSQL text cannot hold NUL (the query fails: a 500 for bad input) and a lone surrogate is
 * silently stored as U+FFFD, so both are answered 400 naming the field. Only the validated value
 * is checked: unknown query parameters the schema strips stay ignored.
 */
export const validatorCompiler: typeof zodValidatorCompiler = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const result = validate(data);
    const path = typeof result === 'object' && 'value' in result ? badTextAt(result.value, [], 0) : null;
    if (path) {
      const field = path.join('.') || route.httpPart || 'body';
      return { error: new HttpError(400, 'VALIDATION_ERROR', 'errors.bad_text', { field }, {}, field) };
    }
    return result;
  };
};
