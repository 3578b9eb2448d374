import { readErrorBody, type ShapeCheck } from '@platform/shared/shapes';
import { sessionStore } from '@platform/shared/session';
import { i18n } from '@platform/shared/i18n';

export type ApiErrorKind = 'network' | 'bad-request' | 'http' | 'invalid-response';

/** An api failure with a message ready to show (SPEC §8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly code: string,
    readonly body?: unknown,
    /** Seconds from the `Retry-After` header of a 429 or 503, when the server sent one. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let baseUrl = '/api';
let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * Where the api lives; `/api` on the same origin unless the shell configures another. `fetch`
 * replaces the network: the shell's server build answers a page's calls from the answers the
 * server fetched for it (docs/decisions/028).
 */
export function configureApi(options: { baseUrl: string; fetch?: typeof fetch }): void {
  baseUrl = options.baseUrl.replace(/\/$/, '');
  if (options.fetch) transport = options.fetch;
}

/** The address of an api path, for a plain link (a file download the browser itself fetches). */
export function apiUrl(path: string): string {
  return baseUrl + path;
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * The answer's schema: a contract's zod schema, or a zod-free check from `@platform/shared/shapes`
 * (what the home page uses, so that zod stays off `/`).
 */
export interface RequestOptions<T> {
  schema: ShapeCheck<T>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

/** `path` with its query (empty values left out), relative to the api. */
function pathWithQuery(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const qs = params.toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}

function bodyMessage(body: unknown): string | null {
  const message = readErrorBody(body)?.message.trim() ?? '';
  return message || null;
}

/**
 * The client's localised text for a failure the server did not explain (SPEC §8): no connection,
 * a generic error for a 400, an unknown error otherwise (the api itself explains its 429s).
 */
function genericMessage(kind: ApiErrorKind, status: number): string {
  if (kind === 'network') return i18n.t('common:errors.network');
  return i18n.t(status === 400 ? 'common:errors.generic' : 'common:errors.unknown');
}

/** The api's machine code of a failed call (`OTP_WRONG`, `ALREADY_RATED`, …), or null. */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/** Whether a call failed with this HTTP status (404 of a missing page, 409 of a repeat, …). */
export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/** The api's own message from an error body (already localised by the server), whatever the status. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError ? bodyMessage(error.body) : null;
}

/**
 * The one text to show for a failed call, anywhere: the server's message when the body has one
 * (any status), else a localised generic text by status or network failure (and for anything that
 * is not an ApiError). Read at render time, so the generic text follows a locale switch.
 */
export function userMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t('common:errors.unknown');
  return bodyMessage(error.body) ?? genericMessage(error.kind, error.status);
}

/** Maps a failed response to an ApiError whose message is its `userMessage` (SPEC §8). */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const errorBody = readErrorBody(body);
  const retryHeader = Number.parseInt(response.headers?.get?.('Retry-After') ?? '', 10);
  const retryAfter = Number.isFinite(retryHeader) && retryHeader >= 0 ? retryHeader : undefined;
  const kind: ApiErrorKind = response.status === 400 ? 'bad-request' : 'http';
  const fallbackCode = response.status === 400 ? 'BAD_REQUEST' : `HTTP_${response.status}`;
  const message = bodyMessage(body) ?? genericMessage(kind, response.status);
  return new ApiError(message, kind, response.status, errorBody ? errorBody.code : fallbackCode, body, retryAfter);
}

async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RequestOptions<T>): Promise<T> {
  const url = pathWithQuery(path, options.query);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': sessionStore.getState().locale,
    'X-Requested-With': 'platform',
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await transport(baseUrl + url, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(genericMessage('network', 0), 'network', 0, 'NETWORK');
  }
  if (!response.ok) throw await toApiError(response);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(i18n.t('common:errors.unknown'), 'invalid-response', response.status, 'BAD_JSON');
  }
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(i18n.t('common:errors.unknown'), 'invalid-response', response.status, 'BAD_SHAPE');
  }
  return parsed.data;
}

/** The only way apps call the api. */
export const api = {
  get: <T>(path: string, options: RequestOptions<T>) => request<T>('GET', path, options),
  post: <T>(path: string, options: RequestOptions<T>) => request<T>('POST', path, options),
  put: <T>(path: string, options: RequestOptions<T>) => request<T>('PUT', path, options),
  delete: <T>(path: string, options: RequestOptions<T>) => request<T>('DELETE', path, options),
};
export { getSubjects, subjectsQueryOptions, useSubjectsQuery } from './subjects';
