import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/shared/events';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { manifestOf, mockFetch, renderApp, universityListBody } from '../test/render-app';
import { loadSession } from '../session/load-session';

jest.mock('../composition/federation', () => ({ register: jest.fn(), load: jest.fn(() => new Promise(() => {})) }));

function homeApi(extra: (url: string, init?: RequestInit) => { status?: number; body: unknown } | undefined = () => undefined) {
  return mockFetch((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url.startsWith('/api/university-all')) return { body: universityListBody(['Inha']) };
    if (url.startsWith('/remotes.json')) return { body: manifestOf(['pro']) };
    return undefined;
  });
}

beforeEach(() => {
  sessionStore.setState({ status: 'guest', user: null, premium: false, locale: 'uz' });
});

describe('session at start', () => {
  it('signs in a user with a complete profile and keeps the premium flag', async () => {
    homeApi((url) => (url === '/api/auth/me' ? { body: { data: makeUser({ premium: true }) } } : undefined));
    sessionStore.setState({ status: 'unknown' });
    await loadSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'user', premium: true, user: { name: 'Aziz' } });
  });

  it('treats a verified phone without a finished registration, a guest and a failed call as a guest', async () => {
    for (const answer of [
      { body: { data: makeUser({ profile_type: null }) } },
      { body: { data: null } },
      { status: 503, body: { message: 'down', code: 'UNAVAILABLE' } },
    ]) {
      homeApi((url) => (url === '/api/auth/me' ? answer : undefined));
      sessionStore.setState({ status: 'unknown', user: null });
      await loadSession();
      expect(sessionStore.getState().status).toBe('guest');
      expect(sessionStore.getState().user).toBeNull();
    }
  });
});

describe('header user menu', () => {
  it('lists the SPEC entries and logs out only after confirmation, then goes home', async () => {
    const fetch = homeApi((url, init) =>
      url === '/api/logout' && init?.method === 'POST' ? { body: { message: 'Tizimdan chiqdingiz' } } : undefined,
    );
    act(() => sessionStore.getState().signIn(makeUser()));
    const { router } = renderApp('/universitetlar');
    await userEvent.click(await screen.findByRole('button', { name: 'Aziz Karimov: foydalanuvchi menyusi' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Profil', 'Pro obuna', 'Saqlangan testlar', 'Yakunlanmagan testlar', 'Natijalarim', 'Takrorlash', 'Chiqish']);

    await userEvent.click(screen.getByRole('menuitem', { name: 'Chiqish' }));
    expect(screen.getByRole('dialog', { name: 'Tizimdan chiqasizmi?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Qolish' }));
    expect(fetch.mock.calls.some(([url]) => url === '/api/logout')).toBe(false);
    expect(sessionStore.getState().status).toBe('user');

    await userEvent.click(screen.getByRole('button', { name: 'Aziz Karimov: foydalanuvchi menyusi' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Chiqish' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ha, chiqish' }));
    await waitFor(() => expect(sessionStore.getState().status).toBe('guest'));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Kirish' })).toBeInTheDocument();
  });

  it('hides Pro for premium users', async () => {
    homeApi();
    act(() => sessionStore.getState().signIn(makeUser({ premium: true })));
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Aziz Karimov: foydalanuvchi menyusi' }));
    expect(screen.queryByRole('menuitem', { name: 'Pro obuna' })).not.toBeInTheDocument();
  });
});

describe('?hashcode= sign-in', () => {
  it('exchanges the hashcode for a session and removes it from the address', async () => {
    const fetch = homeApi((url) =>
      url === '/api/auth/login-with-telegram'
        ? { body: { message: 'Muvaffaqiyatli bajarildi', data: { profile_type: 'STUDENT', user: makeUser() } } }
        : undefined,
    );
    const { router } = renderApp('/universitetlar?hashcode=abcdefgh12345&page=2');
    await waitFor(() => expect(sessionStore.getState().status).toBe('user'));
    expect(router.state.location.search).toBe('?page=2');
    const call = fetch.mock.calls.find(([url]) => url === '/api/auth/login-with-telegram');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ hashcode: 'abcdefgh12345' });
  });

  it('says the token has expired and goes home', async () => {
    const toasts: string[] = [];
    const onToast = ({ message }: { message: string }) => toasts.push(message);
    bus.on('toast', onToast);
    homeApi((url) =>
      url === '/api/auth/login-with-telegram'
        ? { status: 400, body: { message: 'Bu token muddati tugagan', code: 'TOKEN_EXPIRED' } }
        : undefined,
    );
    const { router } = renderApp('/universitetlar?hashcode=abcdefgh12345');
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatch(/^Bu token muddati tugagan/);
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStore.getState().status).toBe('guest');
    bus.off('toast', onToast);
  });
});
