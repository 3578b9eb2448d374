import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDataRouter } from '@platform/shared/test-utils';
import DailyLimitDialog from '../../../../exposed/daily-limit';

const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

describe('DailyLimitDialog (exposed as ./daily-limit)', () => {
  it('counts down hh:mm:ss to the reopening and links to /pro', async () => {
    const onClose = jest.fn();
    renderDataRouter(
      [
        { path: '/mavzuli-test', element: <DailyLimitDialog nextOpenAt={NOW + 3661_000} onClose={onClose} /> },
        { path: '/pro', element: <h1>Pro sahifasi</h1> },
      ],
      '/mavzuli-test',
    );
    const dialog = screen.getByRole('dialog', { name: 'Bugungi testlar tugadi' });
    const clock = within(within(dialog).getByRole('timer', { name: 'Testlar qayta ochilguncha' })).getByRole('time');
    expect(clock).toHaveTextContent('01:01:01');
    act(() => jest.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent('01:01:00');
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(within(dialog).getByRole('link', { name: 'Pro obunani olish' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Pro sahifasi' })).toBeInTheDocument();
  });

  it('hides the countdown once the time has come', () => {
    renderDataRouter([{ path: '/', element: <DailyLimitDialog nextOpenAt={NOW + 2000} onClose={() => undefined} /> }]);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('time')).not.toBeInTheDocument();
  });
});
