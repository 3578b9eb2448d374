import { ApiError } from '@platform/shared/api';

/** The api's machine code of a failed call (`ALREADY_RATED`, …). */
export function apiCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}
