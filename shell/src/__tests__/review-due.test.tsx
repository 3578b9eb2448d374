import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/shared/events';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { GUEST_CARDS_KEY } from '../layout/review-due';
import { manifestOf, mockFetch, renderApp, universityListBody } from '../test/render-app';

jest.mock('../composition/federation', () => ({ register: jest.fn(), load: jest.fn(() => new Promise(() => {})) }));

// The review queue's due count (ADR 044): the header's user menu and the mobile nav's profile item
// show GET /review/summary's count, and follow the `review:due` events of the remotes.

let dueNow = 0;
function api() {
  return mockFetch((url) => {
    if (url.startsWith('/api/review/summary')) {
      return {
        body: {
          data: { due: dueNow, total: dueNow + 2, by_subject: dueNow ? [{ subject: 'matematika', name: 'Matematika', due: dueNow }] : [] },
        },
      };
    }
    if (url.startsWith('/api/university-all')) return { body: universityListBody(['Inha']) };
    if (url.startsWith('/remotes.json')) return { body: manifestOf(['tests', 'auth', 'autotest', 'universities']) };
    return undefined;
  });
}
const summaryCalls = (fetch: jest.Mock) => fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/review/summary')).length;

beforeEach(() => {
  localStorage.clear();
  dueNow = 0;
  sessionStore.setState({ status: 'guest', user: null, premium: false, locale: 'uz' });
});

describe('review due count', () => {
  it('shows a signed-in learner’s due count on the menu trigger, the menu item and the mobile profile item, and follows the bus', async () => {
    dueNow = 7;
    api();
    sessionStore.setState({ status: 'user', user: makeUser(), premium: false });
    renderApp('/');
    const trigger = await screen.findByRole('button', { name: /foydalanuvchi menyusi, Takrorlash uchun 7 ta savol/ });
    expect(within(trigger).getByTestId('review-due-badge')).toHaveTextContent('7');
    const nav = screen.getByRole('navigation', { name: 'Pastki menyu' });
    expect(within(nav).getByRole('link', { name: /Profil.*Takrorlash uchun 7 ta savol/ })).toBeInTheDocument();
    expect(within(nav).getByTestId('review-due-nav')).toHaveTextContent('7');

    await userEvent.click(trigger);
    const item = screen.getByRole('menuitem', { name: 'Takrorlash, Takrorlash uchun 7 ta savol' });
    expect(item).toHaveAttribute('href', '/takrorlash');

    // the review page answered a card: the count it says is shown at once, without another call
    act(() => bus.emit('review:due', { due: 6 }));
    expect(within(trigger).getByTestId('review-due-badge')).toHaveTextContent('6');
    expect(within(nav).getByTestId('review-due-nav')).toHaveTextContent('6');
    // the last one: nothing is shown
    act(() => bus.emit('review:due', { due: 0 }));
    expect(within(trigger).queryByTestId('review-due-badge')).toBeNull();
    expect(within(nav).queryByTestId('review-due-nav')).toBeNull();
  });

  it('asks again when a test is finished (due unknown), and forgets the count on sign-out', async () => {
    dueNow = 2;
    const fetch = api();
    sessionStore.setState({ status: 'user', user: makeUser(), premium: false });
    renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Pastki menyu' });
    await waitFor(() => expect(within(nav).getByTestId('review-due-nav')).toHaveTextContent('2'));
    const before = summaryCalls(fetch);
    dueNow = 5;
    act(() => bus.emit('review:due', { due: null }));
    await waitFor(() => expect(within(nav).getByTestId('review-due-nav')).toHaveTextContent('5'));
    expect(summaryCalls(fetch)).toBe(before + 1);
    act(() => sessionStore.getState().signOut());
    await waitFor(() => expect(within(nav).queryByTestId('review-due-nav')).toBeNull());
  });

  it('asks nothing for a guest’s first visit; once the guest has finished a test it shows the guest’s count, across visits', async () => {
    dueNow = 3;
    const fetch = api();
    const { unmount } = renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Pastki menyu' });
    await screen.findAllByText('Inha');
    expect(summaryCalls(fetch)).toBe(0);
    expect(within(nav).queryByTestId('review-due-nav')).toBeNull();

    act(() => bus.emit('review:due', { due: null }));
    await waitFor(() => expect(within(nav).getByTestId('review-due-nav')).toHaveTextContent('3'));
    expect(localStorage.getItem(GUEST_CARDS_KEY)).toBe('1');
    unmount();

    // a later visit of the same browser asks at start
    const again = api();
    renderApp('/');
    await waitFor(() =>
      expect(within(screen.getByRole('navigation', { name: 'Pastki menyu' })).getByTestId('review-due-nav')).toHaveTextContent('3'),
    );
    expect(summaryCalls(again)).toBeGreaterThan(0);
  });
});
