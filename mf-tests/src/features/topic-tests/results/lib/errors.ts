import { ApiError } from '@platform/shared/api';
import { errorBodySchema } from '@platform/shared/contracts';

export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

export function apiCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/**
 * What to show for a failed call: the api's own message when it sent one (it is localised by the
 * server), else the client's SPEC §8 message, else `fallback`.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = errorBodySchema.safeParse(error.body);
    const server = body.success ? body.data.message.trim() : '';
    return server || error.message || fallback;
  }
  return fallback;
}
