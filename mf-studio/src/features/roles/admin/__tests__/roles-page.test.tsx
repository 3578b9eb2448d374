import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodiesOf, collectEvents, mockApi, ok } from '@platform/shared/test-utils';
import { makeUser } from '@platform/shared/test-factories';
import { sessionStore } from '@platform/shared/session';
import type { StaffRoleRow } from '@platform/shared/studio';
import { renderApp } from '../../../../test/render';
import { meBody } from '../../../../test/factories';

const row = (overrides: Partial<StaffRoleRow> = {}): StaffRoleRow => ({
  user_id: 9,
  phone: '+998000000013',
  name: 'Gulnora Saidova',
  role: 'admin',
  scope: null,
  created_at: 1_764_300_000,
  ...overrides,
});

const toasts = collectEvents('toast');

beforeEach(() => act(() => sessionStore.getState().signIn(makeUser({ id: 9 }))));
afterEach(() => act(() => sessionStore.getState().signOut()));

describe('roles admin', () => {
  it('asks a partner’s scope, sends the grant, and puts the api’s refusal under the field it names', async () => {
    const { fetchMock } = mockApi({
      '/studio/me': () => ok(meBody([{ role: 'admin' }])),
      '/studio/roles': (url) => (url.search ? ok({ data: { revoked: true } }) : ok({ data: [row()] })),
    });
    renderApp('/studio/roles');
    await screen.findByTestId('roles-table');
    expect(screen.queryByLabelText(/Hamkorning universiteti/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Telefon raqami/), { target: { value: '+998 90 123 45 67' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Rol/ }), { target: { value: 'partner' } });
    const scope = await screen.findByLabelText(/Hamkorning universiteti/);
    fireEvent.change(scope, { target: { value: 'Not a slug' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rol berish' }));
    expect(await screen.findByText(/university:<slug> yoki centre:<slug>/)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/studio/roles').filter(Boolean)).toEqual([]);

    // the api refuses an unknown university under the scope field
    const before = fetchMock.getMockImplementation() as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = { message: '«nowhere» nomli universitet yoki oʻquv markazi topilmadi', code: 'SCOPE_NOT_FOUND', field: 'scope' };
        return { ok: false, status: 404, headers: { get: () => null }, json: async () => body } as unknown as Response;
      }
      return before(input, init);
    });
    fireEvent.change(scope, { target: { value: 'university:nowhere' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rol berish' }));
    expect(await screen.findByText('«nowhere» nomli universitet yoki oʻquv markazi topilmadi')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/studio/roles').filter(Boolean)).toEqual([
      { phone: '+998901234567', role: 'partner', scope: 'university:nowhere' },
    ]);
  });

  it('revokes after a second click that names the role', async () => {
    const { calls } = mockApi({
      '/studio/me': () => ok(meBody([{ role: 'admin' }])),
      '/studio/roles': (url) =>
        url.search
          ? ok({ data: { revoked: true } })
          : ok({ data: [row(), row({ user_id: 12, name: 'Rustam Aliyev', phone: '+998000000012', role: 'reviewer' })] }),
    });
    renderApp('/studio/roles');
    const table = await screen.findByTestId('roles-table');
    fireEvent.click(within(table).getByRole('button', { name: 'Rustam Aliyev: Tekshiruvchi rolini olib qoʻyish' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Tekshiruvchi rolini olib qoʻyishni tasdiqlash' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Rustam Aliyev: Tekshiruvchi roli olib qoʻyildi' }]));
    const revoke = calls('/studio/roles').find((url) => url.search);
    expect(Object.fromEntries(revoke!.searchParams)).toEqual({ phone: '+998000000012', role: 'reviewer' });
  });
});
