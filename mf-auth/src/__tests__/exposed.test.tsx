import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@platform/shared/i18n';
import { renderWithProviders } from '@platform/shared/test-utils';
import AuthModalEntry from '../exposed/modal';
import { routes } from '../exposed/routes';
import { mockApi, ok } from '@platform/shared/test-utils';
import { resetSession } from './support/auth-test-kit';

beforeEach(() => {
  resetSession();
  mockApi({
    '/auth/me': () => ok({ data: null }),
    '/auth/telegram': () => ok({ data: { bot: null } }),
  });
});

describe('exposed modules', () => {
  it('registers the auth namespace in both languages', () => {
    expect(i18n.getResource('uz', 'auth', 'route.loading')).toBe('Sahifa yuklanmoqda');
    expect(i18n.getResource('ru', 'auth', 'route.loading')).toBe('Страница загружается');
  });

  it('./routes renders /login lazily behind a loading placeholder', async () => {
    const login = routes.find((route) => route.id === 'login');
    expect(login?.path).toBe('/login');
    const Login = login!.Component;
    renderWithProviders(<Login />, { route: '/login' });
    expect(screen.getByRole('status', { name: 'Sahifa yuklanmoqda' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kirish' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Sahifa yuklanmoqda' })).not.toBeInTheDocument();
  });

  it('./modal renders the sign-in dialog and closes through onClose', async () => {
    const onClose = jest.fn();
    renderWithProviders(<AuthModalEntry redirectUrl="/pro" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tizimga kirish' });
    expect(dialog).toBeInTheDocument();
    expect(sessionStorage.getItem('auth.redirectUrl')).toBe('/pro');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Yopish' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
