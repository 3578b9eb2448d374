import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok } from '@platform/shared/test-utils';
import { makeUser } from '@platform/shared/test-factories';
import { sessionStore } from '@platform/shared/session';
import { currentUrl, renderApp } from '../../../../test/render';
import { meBody, page } from '../../../../test/factories';
import { fieldChanges } from '../lib/changes';

beforeEach(() => act(() => sessionStore.getState().signIn(makeUser({ id: 9 }))));
afterEach(() => act(() => sessionStore.getState().signOut()));

describe('the audit log', () => {
  it('lists only what a write changed, field by field; a creation as one change', () => {
    expect(
      fieldChanges(
        { role: 'partner', university_id: 4, learning_center_id: null },
        { role: 'partner', university_id: 7, learning_center_id: null },
      ),
    ).toEqual([{ field: 'university_id', before: 4, after: 7 }]);
    expect(fieldChanges(null, { role: 'editor' })).toEqual([{ field: '', before: null, after: { role: 'editor' } }]);
    expect(fieldChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('shows who, when, what and before → after, and filters by entity through the URL', async () => {
    const { calls } = mockApi({
      '/studio/me': () => ok(meBody([{ role: 'admin' }])),
      '/studio/audit': () =>
        ok(
          page([
            {
              id: 5,
              actor_id: 13,
              actor_phone: '+998000000013',
              via: 'studio',
              action: 'role.revoke',
              entity: 'staff_role',
              entity_id: '12:reviewer',
              before: { role: 'reviewer' },
              after: null,
              created_at: 1_764_300_000,
            },
            {
              id: 4,
              actor_id: null,
              actor_phone: null,
              via: 'seed',
              action: 'role.grant',
              entity: 'staff_role',
              entity_id: '11:editor',
              before: null,
              after: { role: 'editor' },
              created_at: 1_764_200_000,
            },
          ]),
        ),
    });
    renderApp('/studio/audit');
    const table = await screen.findByTestId('audit-table');
    const [revoke, seed] = within(table).getAllByRole('row').slice(1);
    expect(within(revoke).getByText('+998000000013 (#13)')).toBeInTheDocument();
    expect(within(revoke).getByText('role.revoke')).toBeInTheDocument();
    expect(within(revoke).getByText('{"role":"reviewer"}')).toBeInTheDocument();
    expect(within(seed).getByText('Boshlangʻich maʼlumotlar')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: /Obyekt turi/ }), { target: { value: 'staff_role' } });
    fireEvent.click(screen.getByRole('button', { name: 'Qoʻllash' }));
    await waitFor(() => expect(currentUrl().searchParams.get('entity')).toBe('staff_role'));
    await waitFor(() => expect(calls('/studio/audit').at(-1)?.searchParams.get('entity')).toBe('staff_role'));
  });
});
