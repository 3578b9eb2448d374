import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { load, register } from '../composition/federation';
import { resetRemoteLoader } from '../composition/remote-loader';
import { manifest, mockFetch, renderApp } from '../test/render-app';

jest.mock('../composition/federation', () => ({ register: jest.fn(), load: jest.fn() }));

const loadMock = load as jest.MockedFunction<typeof load>;
const registerMock = register as jest.MockedFunction<typeof register>;

function UniversityList() {
  return <h1>Universities from the remote</h1>;
}

beforeEach(() => {
  resetRemoteLoader();
  loadMock.mockReset();
  registerMock.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  mockFetch((url) => (url.startsWith('/remotes.json') ? { body: manifest } : undefined));
});

afterEach(() => {
  (console.warn as jest.Mock).mockRestore();
});

describe('remote routes', () => {
  it('registers the remote from the manifest and renders its route inside the shell layout', async () => {
    loadMock.mockResolvedValue({ routes: [{ id: 'university-list', path: '/universitetlar', Component: UniversityList }] });
    renderApp('/universitetlar');
    expect(await screen.findByRole('heading', { name: 'Universities from the remote' })).toBeInTheDocument();
    expect(registerMock).toHaveBeenCalledWith('universities', '/remotes/universities/0.1.0/remoteEntry.js', false);
    expect(loadMock).toHaveBeenCalledWith('universities/routes');
    expect(screen.getByRole('navigation', { name: 'Asosiy menyu' })).toBeInTheDocument();
  });

  it('shows the localised unavailable panel after retries fail, and retry loads it without a reload', async () => {
    loadMock.mockRejectedValue(new Error('ScriptExternalLoadError'));
    renderApp('/universitetlar');
    expect(await screen.findByText('Bu boʻlim vaqtincha ishlamayapti', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledTimes(3);
    // the header and footer keep working
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    loadMock.mockReset();
    loadMock.mockResolvedValue({ routes: [{ id: 'university-list', path: '/universitetlar', Component: UniversityList }] });
    await userEvent.click(screen.getByRole('button', { name: 'Qayta yuklash' }));
    expect(await screen.findByRole('heading', { name: 'Universities from the remote' })).toBeInTheDocument();
    // re-registered with force so the runtime forgets the failed entry
    expect(registerMock).toHaveBeenLastCalledWith('universities', '/remotes/universities/0.1.0/remoteEntry.js', true);
  });

  it('shows the same panel for a remote that is not in the manifest', async () => {
    renderApp('/mavzuli-test');
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
    expect(loadMock).not.toHaveBeenCalled();
  });

  it('shows the panel when a remote does not expose the route id', async () => {
    loadMock.mockResolvedValue({ routes: [] });
    renderApp('/otmlar-royhati');
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
  });

  it('contains a render error of a remote to its own routes', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    loadMock.mockResolvedValue({ routes: [{ id: 'university-list', path: '/universitetlar', Component: Broken }] });
    // React reports caught render errors on console.error; expected here
    (console.error as jest.Mock).mockImplementation(() => {});
    renderApp('/universitetlar');
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Universitetlar — Imtihon'));
  });
});
