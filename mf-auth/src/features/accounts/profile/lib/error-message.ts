import { ApiError } from '@platform/shared/api';
import { serverMessage } from '../../sign-in';

/**
 * What to show for a failed profile call: the server's own message when it sent one (it is
 * localised by the api), else the client's SPEC §8 message.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? (error instanceof Error && error.message ? error.message : fallback);
}

export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
