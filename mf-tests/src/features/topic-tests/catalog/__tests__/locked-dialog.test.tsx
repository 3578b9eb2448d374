import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LockedDialog, blockedFromState } from '../components/locked-dialog';
import { JUNE_5_0900, currentState, currentUrl, lastNavigation, makeBlocked, renderRoutes } from '../../../../test/kit';

const routes = {
  '/mavzuli-test': <LockedDialog />,
};

/** One hour, one minute and one second before the opening. */
const NOW = (JUNE_5_0900 - 3661) * 1000;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => {
  jest.useRealTimers();
});

function user() {
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

describe('LockedDialog', () => {
  it('shows nothing without a blocked state', () => {
    renderRoutes(routes, '/mavzuli-test');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a time-gated test: title, the server text, the opening time in Tashkent and a live countdown', () => {
    renderRoutes(routes, {
      pathname: '/mavzuli-test',
      search: '?search=tenglama',
      state: { blocked: makeBlocked('TEST_LOCKED', JUNE_5_0900, 'Test 05.06.2025 kuni ochiladi') },
    });
    const dialog = screen.getByRole('dialog', { name: 'Test hali yopiq' });
    expect(within(dialog).getByText('Test 05.06.2025 kuni ochiladi')).toBeInTheDocument();
    expect(within(dialog).getByText('Keyingi ochilish vaqti: 05.06.2025 09:00')).toBeInTheDocument();
    const timer = within(dialog).getByRole('timer', { name: 'Ochilishiga qolgan vaqt' });
    expect(timer).toHaveTextContent('01:01:01');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(timer).toHaveTextContent('01:01:00');
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(timer).toHaveTextContent('01:00:00');
    // no Pro offer for a locked test
    expect(within(dialog).queryByRole('link', { name: 'Pro obunani koʻrish' })).not.toBeInTheDocument();
  });

  it('says when the time has come instead of counting below zero', () => {
    renderRoutes(routes, { pathname: '/mavzuli-test', state: { blocked: makeBlocked('TEST_LOCKED', JUNE_5_0900) } });
    act(() => {
      jest.advanceTimersByTime(3661 * 1000);
    });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Vaqt keldi: testni qaytadan boshlashingiz mumkin')).toBeInTheDocument();
  });

  it('the daily limit is not this dialog (the Pro remote opens its own on the pro:daily-limit event)', () => {
    renderRoutes(routes, {
      pathname: '/mavzuli-test',
      state: { blocked: makeBlocked('DAILY_LIMIT', JUNE_5_0900, 'Bugun 3 ta bepul test ishladingiz') },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closing clears the router state (same URL, replaced), so it does not come back', async () => {
    renderRoutes(routes, {
      pathname: '/mavzuli-test',
      search: '?page=2',
      state: { blocked: makeBlocked('TEST_LOCKED', JUNE_5_0900) },
    });
    await user().click(screen.getByRole('button', { name: 'Tushunarli' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentState()).toBeNull();
    expect(currentUrl().pathname + currentUrl().search).toBe('/mavzuli-test?page=2');
    expect(lastNavigation()).toBe('REPLACE');
  });

  it('the × button and Escape close it too', async () => {
    const { unmount } = renderRoutes(routes, { pathname: '/mavzuli-test', state: { blocked: makeBlocked('TEST_LOCKED', JUNE_5_0900) } });
    await user().click(screen.getByRole('button', { name: 'Yopish' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentState()).toBeNull();
    unmount();

    renderRoutes(routes, { pathname: '/mavzuli-test', state: { blocked: makeBlocked('TEST_LOCKED', JUNE_5_0900) } });
    await user().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentState()).toBeNull();
  });

  it('ignores router state that is not a blocked body', () => {
    expect(blockedFromState(null)).toBeNull();
    expect(blockedFromState({ preview: true })).toBeNull();
    expect(blockedFromState({ blocked: { message: 'x', code: 'TEST_LOCKED' } })).toBeNull();
    expect(blockedFromState({ blocked: makeBlocked('DAILY_LIMIT', 5) })).toEqual(makeBlocked('DAILY_LIMIT', 5));
    renderRoutes(routes, { pathname: '/mavzuli-test', state: { blocked: { code: 'OTHER' } } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
