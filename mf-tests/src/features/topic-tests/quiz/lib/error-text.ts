import { ApiError } from '@platform/shared/api';

export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'network';
}

export function hasCode(error: unknown, status: number, codes: readonly string[]): boolean {
  return error instanceof ApiError && error.status === status && codes.includes(error.code);
}

/** 403 of a ticket that cannot take answers any more: its results are what is left to see. */
export const TICKET_CLOSED_CODES = ['TICKET_FINISHED', 'TICKET_EXPIRED'] as const;
