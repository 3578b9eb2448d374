import { api, ApiError, serverMessage, toApiError, userMessage } from '@platform/shared/api';
import { i18n } from '@platform/shared/i18n';
import uz from '@platform/shared/locales/uz.json';
import ru from '@platform/shared/locales/ru.json';

function reply(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers });
}

afterEach(async () => {
  await i18n.changeLanguage('uz');
});

describe('userMessage', () => {
  it.each([400, 401, 403, 404, 409, 429, 500])("shows the server's message of a %i", async (status) => {
    const error = await toApiError(reply(status, { message: ' Bu test yopilgan ', code: 'TEST_CLOSED' }));
    expect(userMessage(error)).toBe('Bu test yopilgan');
    expect(serverMessage(error)).toBe('Bu test yopilgan');
    // the error carries the same text, so a plain `error.message` agrees with userMessage
    expect(error.message).toBe('Bu test yopilgan');
    expect(error.code).toBe('TEST_CLOSED');
  });

  it('falls back to a generic text by status when the body has no message', async () => {
    expect(userMessage(await toApiError(reply(400)))).toBe(uz.errors.generic);
    expect(userMessage(await toApiError(reply(400, { message: '   ', code: 'BAD' })))).toBe(uz.errors.generic);
    // the api explains its own 429s; a bare one (a proxy's) is an unknown error like any other status
    expect(userMessage(await toApiError(reply(429, undefined, { 'Retry-After': '30' })))).toBe(uz.errors.unknown);
    expect(userMessage(await toApiError(reply(500, { error: 'not our shape' })))).toBe(uz.errors.unknown);
    expect(userMessage(await toApiError(reply(404)))).toBe(uz.errors.unknown);
    expect(serverMessage(await toApiError(reply(404)))).toBeNull();
  });

  it('keeps the codes and Retry-After of a failed response', async () => {
    const bad = await toApiError(reply(400));
    expect([bad.kind, bad.code]).toEqual(['bad-request', 'BAD_REQUEST']);
    const limited = await toApiError(reply(429, undefined, { 'Retry-After': '30' }));
    expect([limited.kind, limited.code, limited.retryAfter]).toEqual(['http', 'HTTP_429', 30]);
  });

  it('names a network failure, and anything that is not an ApiError is unknown', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    try {
      const error = await api.get('/anything', { schema: { safeParse: () => ({ success: true }) } as never }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(userMessage(error)).toBe(uz.errors.network);
    } finally {
      fetchMock.mockRestore();
    }
    expect(userMessage(new Error('boom'))).toBe(uz.errors.unknown);
    expect(userMessage(undefined)).toBe(uz.errors.unknown);
    expect(serverMessage(new Error('boom'))).toBeNull();
  });

  it('reads the generic text in the current locale', async () => {
    const error = await toApiError(reply(503));
    i18n.addResourceBundle('ru', 'common', ru, true, true);
    await i18n.changeLanguage('ru');
    expect(userMessage(error)).toBe(ru.errors.unknown);
  });
});
