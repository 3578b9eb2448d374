import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok } from '@platform/shared/test-utils';
import { makeUser } from '@platform/shared/test-factories';
import { sessionStore } from '@platform/shared/session';
import { currentUrl, renderApp } from '../../../../test/render';
import { meBody, page, WIUT } from '../../../../test/factories';

const application = (id: number, university_slug: string) => ({
  id,
  created_at: 1_764_300_000,
  university_slug,
  program_id: 5,
  program: 'Business Administration',
  name: `Ariza ${id}`,
  phone: '+998901234567',
  ticket_id: null,
  user_id: 70 + id,
});

beforeEach(() => act(() => sessionStore.getState().signIn(makeUser({ id: 9 }))));
afterEach(() => act(() => sessionStore.getState().signOut()));

describe('partners’ lists', () => {
  it('shows a partner its scope, no university filter, and a CSV link with the filters in it', async () => {
    const { calls } = mockApi({
      '/studio/me': () => ok(meBody([{ role: 'partner', scope: WIUT }])),
      '/studio/applications': () => ok(page([application(1, 'wiut')])),
    });
    renderApp('/studio/applications?from=2026-11-01');
    expect(await screen.findByTestId('partner-scope')).toHaveTextContent('Faqat sizning universitetingiz: Westminster (WIUT)');
    expect(screen.queryByLabelText('Universitet (slug)')).not.toBeInTheDocument();
    const table = await screen.findByTestId('applications-table');
    expect(within(table).getByText('Ariza 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV yuklab olish' })).toHaveAttribute(
      'href',
      '/api/studio/applications?format=csv&from=2026-11-01',
    );
    expect(calls('/studio/applications')[0].searchParams.get('from')).toBe('2026-11-01');
    // a university's partner has no leads: the header does not offer them
    expect(screen.getByRole('navigation').textContent).toBe('Arizalar');
  });

  it('lets an operator filter by a university, checked by the contract before it reaches the URL', async () => {
    mockApi({
      '/studio/me': () => ok(meBody([{ role: 'ops' }])),
      '/studio/applications': () => ok(page([application(1, 'wiut'), application(2, 'akfa')])),
    });
    renderApp('/studio/applications?page=2');
    const slug = await screen.findByLabelText('Universitet (slug)');
    fireEvent.change(slug, { target: { value: 'Bad Slug!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Qoʻllash' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(currentUrl().search).toBe('?page=2');
    fireEvent.change(slug, { target: { value: 'wiut' } });
    fireEvent.click(screen.getByRole('button', { name: 'Qoʻllash' }));
    await waitFor(() => expect(currentUrl().searchParams.get('slug')).toBe('wiut'));
    expect(currentUrl().searchParams.get('page')).toBeNull();
  });
});
