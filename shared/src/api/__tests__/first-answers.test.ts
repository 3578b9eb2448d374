import { api, primeFirstAnswers } from '@platform/shared/api';
import { sessionStore } from '@platform/shared/session';

// The answers the server put into the page (docs/decisions/025): each used once, by a GET of exactly
// its url, in its locale, and never after a sign-in, sign-out or locale change.
const schema = { safeParse: (v: unknown) => ({ success: true as const, data: v }) } as never;
const LIST = '/themed-test/view?page=1&size=30&language_id=1';
const inlined = { data: ['inlined'] };
const network = { data: ['network'] };

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  sessionStore.setState({ status: 'unknown', user: null, locale: 'uz' });
  fetchMock = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(JSON.stringify(network), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
});

afterEach(() => {
  primeFirstAnswers(null, null);
  fetchMock.mockRestore();
});

const getList = (query: Record<string, string | number | undefined> = { page: 1, size: 30, language_id: 1 }) =>
  api.get('/themed-test/view', { schema, query });

describe('first answers inlined into the page', () => {
  it('answers the first GET of exactly that url (query order aside) once, then goes to the network', async () => {
    primeFirstAnswers('uz', { [LIST]: inlined });
    await expect(getList({ language_id: 1, size: 30, page: 1 })).resolves.toEqual(inlined);
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(getList()).resolves.toEqual(network);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not answer another url, a POST or a url with one more parameter', async () => {
    primeFirstAnswers('uz', { [LIST]: inlined });
    await expect(getList({ page: 2, size: 30, language_id: 1 })).resolves.toEqual(network);
    await expect(getList({ page: 1, size: 30, language_id: 1, search: 'x' })).resolves.toEqual(network);
    await expect(api.post('/themed-test/view', { schema, query: { page: 1, size: 30, language_id: 1 } })).resolves.toEqual(network);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // still there for its own call
    await expect(getList()).resolves.toEqual(inlined);
  });

  it('keeps nothing made in another locale than the page runs in', async () => {
    primeFirstAnswers('ru', { [LIST]: inlined });
    await expect(getList()).resolves.toEqual(network);
  });

  it('is used once the session is known, and dropped by a later sign-in, sign-out or locale change', async () => {
    const user = { id: 7 } as never;
    primeFirstAnswers('uz', { [LIST]: inlined, '/subjectname': inlined });
    // the session's first known state comes from the same cookie the answers were made with
    sessionStore.setState({ status: 'guest', user: null });
    await expect(api.get('/subjectname', { schema })).resolves.toEqual(inlined);
    sessionStore.setState({ status: 'user', user });
    await expect(getList()).resolves.toEqual(network);

    for (const change of [{ status: 'guest' as const, user: null }, { locale: 'ru' as const }]) {
      sessionStore.setState({ status: 'user', user, locale: 'uz' });
      primeFirstAnswers('uz', { [LIST]: inlined });
      sessionStore.setState(change);
      sessionStore.setState({ locale: 'uz' });
      await expect(getList()).resolves.toEqual(network);
    }
  });

  it('falls back to the network when the inlined answer does not pass the schema', async () => {
    primeFirstAnswers('uz', { [LIST]: inlined });
    const strict = { safeParse: (v: unknown) => (v === inlined ? { success: false as const } : { success: true as const, data: v }) };
    await expect(api.get('/themed-test/view', { schema: strict as never, query: { page: 1, size: 30, language_id: 1 } })).resolves.toEqual(
      network,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
