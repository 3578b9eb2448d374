import { api } from '@platform/shared/api';

// The api refuses its two writing GETs (/themed-order, /check-test) from a browser without the CSRF
// header (docs/security.md): the one client must send it on every method, GETs included.
describe('api client', () => {
  it.each(['get', 'post'] as const)('sends X-Requested-With and the cookies on %s', async (method) => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ data: 1 }), { status: 200, headers: { 'content-type': 'application/json' } }));
    try {
      await api[method]('/themed-order', {
        schema: { safeParse: (v: unknown) => ({ success: true, data: v }) } as never,
        query: { test_id: 1 },
      });
      const [, init] = fetchMock.mock.calls[0];
      expect((init?.headers as Record<string, string>)['X-Requested-With']).toBe('platform');
      expect(init?.credentials).toBe('include');
    } finally {
      fetchMock.mockRestore();
    }
  });
});
