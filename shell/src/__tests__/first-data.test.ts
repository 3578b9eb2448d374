import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { RemoteRoute } from '@platform/shared/routes';
import { firstData, type PageFetch } from '../first-data';

// a page's own query options, as a remote's api module writes them (any body is accepted here)
const anything = { safeParse: (value: unknown) => ({ success: true as const, data: value }) };
const listQuery = (locale: string, page: number) =>
  queryOptions({
    queryKey: ['tests', locale, 'list', { page }],
    queryFn: () => api.get('/themed-test/view', { schema: anything, query: { page, size: 30 } }),
  });
const infoQuery = (locale: string, id: number) =>
  queryOptions({
    queryKey: ['tests', locale, 'info', id],
    queryFn: () => api.get('/test-info', { schema: anything, query: { test_id: id } }),
  });
const quizQuery = (id: number) =>
  queryOptions({
    queryKey: ['tests', 'quiz', id],
    queryFn: () => api.get('/themed-order', { schema: anything, query: { test_id: id } }),
    gcTime: 0,
  });

// pages of a list, the next while there is one (as the courses' "load more")
const pagesQuery = (locale: string) =>
  infiniteQueryOptions({
    queryKey: ['tests', locale, 'pages'],
    queryFn: ({ pageParam }) => api.get('/pages', { schema: anything, query: { page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: () => undefined,
  });

const routes = [
  { id: 'dtm', path: '/dtm', Component: () => null, first: async ({ locale }) => [pagesQuery(locale)] },
  {
    id: 'topic-list',
    path: '/mavzuli-test',
    Component: () => null,
    first: async ({ locale, search }) => [listQuery(locale, Number(search.get('page') ?? 1))],
  },
  {
    id: 'topic-test',
    path: '/mavzuli-test/:subject/:test',
    Component: () => null,
    first: async ({ locale, params }) => [infoQuery(locale, Number.parseInt(params.test ?? '', 10))],
    start: async ({ params }) => quizQuery(Number.parseInt(params.test ?? '', 10)),
  },
] satisfies RemoteRoute[];

/** An answer as the api's fetch gives it to the page's api client (jsdom has no Response). */
const json = (body: unknown, status = 200) =>
  ({
    ok: status < 300,
    status,
    headers: new Headers({ 'content-type': 'application/json' }),
    json: async () => body,
  }) as unknown as Response;

/** The api's fetch for the page: records what it was asked, answers by path. */
function api404For(missing: string): { asked: string[]; fetch: PageFetch } {
  const asked: string[] = [];
  return {
    asked,
    fetch: async (url) => {
      asked.push(url);
      return url.startsWith(missing) ? json({ message: 'no' }, 404) : json({ data: url });
    },
  };
}

const remote = { name: 'tests', module: { routes } };

describe("a page's first data on the server (docs/decisions/034)", () => {
  it("fetches the route's queries, from the page's own query options with the page's parameters, and dehydrates them", async () => {
    const read = api404For('/none');
    const state = await firstData({ url: '/mavzuli-test?page=3', locale: 'ru', user: null, remote, read: read.fetch });
    expect(read.asked).toEqual(['/themed-test/view?page=3&size=30']);
    expect(state?.queries.map((q) => [q.queryKey, q.state.data])).toEqual([
      [['tests', 'ru', 'list', { page: 3 }], { data: '/themed-test/view?page=3&size=30' }],
    ]);
  });

  it("stores an infinite query's first page as the page's useInfiniteQuery reads it (ADR 060)", async () => {
    const read = api404For('/none');
    const state = await firstData({ url: '/dtm', locale: 'uz', user: null, remote, read: read.fetch });
    expect(read.asked).toEqual(['/pages?page=1']);
    expect(state?.queries.map((q) => [q.queryKey, q.state.data])).toEqual([
      [['tests', 'uz', 'pages'], { pages: [{ data: '/pages?page=1' }], pageParams: [1] }],
    ]);
  });

  it('makes the start call only through the start fetch it is given, and keeps it past its gcTime of 0', async () => {
    const read = api404For('/none');
    const start = api404For('/none');
    const none = await firstData({ url: '/mavzuli-test/matematika/12-algebra', locale: 'uz', user: null, remote, read: read.fetch });
    expect(read.asked).toEqual(['/test-info?test_id=12']);
    expect(none?.queries.map((q) => q.queryKey)).toEqual([['tests', 'uz', 'info', 12]]);
    const started = await firstData({
      url: '/mavzuli-test/matematika/12-algebra',
      locale: 'uz',
      user: null,
      remote,
      read: read.fetch,
      start: start.fetch,
    });
    expect(start.asked).toEqual(['/themed-order?test_id=12']);
    expect(started?.queries.map((q) => q.queryKey)).toEqual([
      ['tests', 'uz', 'info', 12],
      ['tests', 'quiz', 12],
    ]);
  });

  it('leaves a failed query out, and has nothing for a route without first queries or of another remote', async () => {
    const read = api404For('/test-info');
    expect(await firstData({ url: '/mavzuli-test/matematika/99-x', locale: 'uz', user: null, remote, read: read.fetch })).toBeNull();
    expect(await firstData({ url: '/universitetlar', locale: 'uz', user: null, remote, read: read.fetch })).toBeNull();
    expect(await firstData({ url: '/natijalar', locale: 'uz', user: null, remote, read: read.fetch })).toBeNull();
  });

  it('any other api call on the server fails: nothing reaches the network', async () => {
    await expect(api.get('/subjectname', { schema: anything })).rejects.toMatchObject({ kind: 'network' });
  });
});
