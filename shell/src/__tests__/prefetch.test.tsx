import { lazy } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { lazyRoutes } from '@platform/shared/lazy-routes';
import { load, register } from '../composition/federation';
import { resetRemoteLoader } from '../composition/remote-loader';
import { prefetchPageScripts, prefetchRoute } from '../composition/prefetch';
import { manifestOf, mockFetch } from '../test/render-app';

jest.mock('../composition/federation', () => ({ register: jest.fn(), load: jest.fn() }));

const loadMock = load as jest.MockedFunction<typeof load>;

// Issue 19: the page chunk of the current route (or of a link under the pointer) starts loading as
// soon as its remote's routes module is there, not when the route renders.
describe('prefetchRoute', () => {
  beforeEach(() => {
    resetRemoteLoader();
    loadMock.mockReset();
    (register as jest.Mock).mockReset();
    mockFetch((url) => (url.startsWith('/remotes.json') ? { body: manifestOf(['tests']) } : undefined));
  });

  it("starts the import of the matching route's page, once, before anything renders", async () => {
    const route = lazyRoutes(() => 'loading');
    const importList = jest.fn(() => Promise.resolve({ default: () => <h1>Topic tests</h1> }));
    const importSubject = jest.fn(() => Promise.resolve({ default: () => <h1>Subject</h1> }));
    const List = route(lazy(importList));
    loadMock.mockResolvedValue({
      routes: [
        { id: 'topic-list', path: '/mavzuli-test', Component: List },
        { id: 'topic-subject', path: '/mavzuli-test/:subject', Component: route(lazy(importSubject)) },
      ],
    });

    prefetchRoute('/mavzuli-test');

    await waitFor(() => expect(importList).toHaveBeenCalledTimes(1));
    expect(loadMock).toHaveBeenCalledTimes(1);
    expect(importSubject).not.toHaveBeenCalled();

    // the render uses the import already made
    render(<List />);
    expect(await screen.findByRole('heading', { name: 'Topic tests' })).toBeInTheDocument();
    expect(importList).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a shell page', async () => {
    prefetchRoute('/');
    await new Promise((r) => setTimeout(r, 50));
    expect(loadMock).not.toHaveBeenCalled();
  });
});

// ADR 024: on a link's hover or focus the shell asks the server which scripts that page runs first and
// preloads them all at once, instead of entry → routes module → page and strings one after another.
describe('prefetchPageScripts', () => {
  const base = '/remotes/tests/1.0.0/';
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('prefetches the scripts the server lists that the page has not fetched, once per route and language', async () => {
    document.head.innerHTML = `<script src="${base}remoteEntry.js"></script>`;
    const fetchMock = mockFetch((url) =>
      url.startsWith('/preloads.json')
        ? { body: { scripts: [`${base}remoteEntry.js`, `${base}catalog.1.js`, `${base}3500.2.js`] } }
        : undefined,
    );
    prefetchPageScripts('/mavzuli-test');
    prefetchPageScripts('/mavzuli-test');
    await waitFor(() => expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(2));
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((l) => [l.as, l.getAttribute('href')])).toEqual([
      ['script', `${base}catalog.1.js`],
      ['script', `${base}3500.2.js`],
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/preloads.json?path=%2Fmavzuli-test&locale=uz');
  });

  it('asks nothing for a shell page, and a failed answer adds nothing', async () => {
    const fetchMock = mockFetch(() => undefined);
    prefetchPageScripts('/');
    prefetchPageScripts('/universitetlar');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
