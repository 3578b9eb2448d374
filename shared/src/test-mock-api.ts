// `global.fetch` answering like the api: JSON bodies per path (without the `/api` prefix).
export interface MockReply {
  status?: number;
  body: unknown;
  /** Response headers (lower-case names), e.g. a 429's `retry-after`. */
  headers?: Record<string, string>;
}

export type Handler = (url: URL) => MockReply | Promise<MockReply>;

export const ok = (body: unknown): MockReply => ({ status: 200, body });
export const fail = (status: number, message: string, code = `HTTP_${status}`): MockReply => ({
  status,
  body: { message, code },
});

/** A reply that never comes (to look at loading states). */
export const never = (): Promise<MockReply> => new Promise(() => {});

function jsonResponse({ status = 200, body, headers = {} }: MockReply): Response {
  const get = (name: string) => headers[name.toLowerCase()] ?? null;
  return { ok: status >= 200 && status < 300, status, headers: { get }, json: async () => body } as unknown as Response;
}

export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[url.pathname.replace(/^\/api/, '')];
    if (!handler) return jsonResponse(fail(404, 'Not found', 'NOT_FOUND'));
    return jsonResponse(await handler(url));
  });
  global.fetch = fetchMock as unknown as typeof fetch;

  /** The URLs requested for one api path, in order. */
  const calls = (path: string): URL[] =>
    fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === `/api${path}`);

  return { fetchMock, calls };
}

/** The JSON bodies sent to one api path, in order. */
export function bodiesOf(fetchMock: jest.Mock, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api${path}`)
    .map(([, init]) => JSON.parse(String((init as RequestInit | undefined)?.body ?? 'null')));
}
