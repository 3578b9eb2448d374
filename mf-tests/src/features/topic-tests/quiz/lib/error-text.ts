import { ApiError } from '@platform/shared/api';

/** What a failed call says to the learner: the api client's localised message (SPEC §8), else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'network';
}

export function hasCode(error: unknown, status: number, codes: readonly string[]): boolean {
  return error instanceof ApiError && error.status === status && codes.includes(error.code);
}

/** 403 of a ticket that cannot take answers any more: its results are what is left to see. */
export const TICKET_CLOSED_CODES = ['TICKET_FINISHED', 'TICKET_EXPIRED'] as const;
