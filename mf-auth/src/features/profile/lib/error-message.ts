import { ApiError } from '@platform/shared/api';
import { errorBodySchema } from '@platform/shared/contracts';

/**
 * What to show for a failed profile call: the server's own message when it sent one (it is
 * localised by the api), else the client's SPEC §8 message.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = errorBodySchema.safeParse(error.body);
    if (body.success && body.data.message) return body.data.message;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
