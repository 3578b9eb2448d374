import { lazy } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { lazyRoutes } from '@platform/shared/lazy-routes';
import { load, register } from '../composition/federation';
import { resetRemoteLoader } from '../composition/remote-loader';
import { prefetchRoute } from '../composition/prefetch';
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
