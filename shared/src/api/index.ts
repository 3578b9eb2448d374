import type * as z from 'zod/mini';
import { errorBodySchema } from '@platform/shared/contracts';
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

/** Where the api lives; `/api` on the same origin unless the shell configures another. */
export function configureApi(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl.replace(/\/$/, '');
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<S extends z.ZodMiniType> {
  schema: S;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const qs = params.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

/** Maps a failed response to the SPEC §8 messages. */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = errorBodySchema.safeParse(body);
  const retryHeader = Number.parseInt(response.headers?.get?.('Retry-After') ?? '', 10);
  const retryAfter = Number.isFinite(retryHeader) && retryHeader >= 0 ? retryHeader : undefined;
  if (response.status === 400) {
    return new ApiError(
      parsed.success && parsed.data.message ? parsed.data.message : i18n.t('common:errors.generic'),
      'bad-request',
      400,
      parsed.success ? parsed.data.code : 'BAD_REQUEST',
      body,
    );
  }
  return new ApiError(
    i18n.t('common:errors.unknown'),
    'http',
    response.status,
    parsed.success ? parsed.data.code : `HTTP_${response.status}`,
    body,
    retryAfter,
  );
}

async function request<S extends z.ZodMiniType>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions<S>,
): Promise<z.infer<S>> {
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
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(i18n.t('common:errors.network'), 'network', 0, 'NETWORK');
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
  get: <S extends z.ZodMiniType>(path: string, options: RequestOptions<S>) => request('GET', path, options),
  post: <S extends z.ZodMiniType>(path: string, options: RequestOptions<S>) => request('POST', path, options),
  put: <S extends z.ZodMiniType>(path: string, options: RequestOptions<S>) => request('PUT', path, options),
  delete: <S extends z.ZodMiniType>(path: string, options: RequestOptions<S>) => request('DELETE', path, options),
};
