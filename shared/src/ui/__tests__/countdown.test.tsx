import { act, render, screen } from '@testing-library/react';
import { changeLocale } from '@platform/shared/i18n';
import { Countdown } from '@platform/shared/ui';
import ru from '@platform/shared/locales/ru.json';
import { i18n } from '@platform/shared/i18n';

const NOW = Date.UTC(2025, 5, 5, 4, 0, 0);

beforeAll(() => i18n.addResourceBundle('ru', 'common', ru, true, true));
beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(async () => {
  jest.useRealTimers();
  await changeLocale('uz');
});

describe('Countdown', () => {
  it('shows hh:mm:ss under a day', () => {
    render(<Countdown until={NOW + (23 * 3600 + 59 * 60 + 59) * 1000} />);
    expect(screen.getByText('23:59:59')).toHaveAttribute('datetime', 'PT86399S');
  });

  it('says days past 24 hours instead of 167:20:55, in the interface language', async () => {
    const until = NOW + (6 * 86_400 + 23 * 3600 + 20 * 60 + 55) * 1000;
    const { unmount } = render(<Countdown until={until} />);
    expect(screen.getByRole('time')).toHaveTextContent('6 kun 23:20:55');
    unmount();
    await act(() => changeLocale('ru'));
    render(<Countdown until={until} />);
    expect(screen.getByRole('time')).toHaveTextContent('6 дней 23:20:55');
  });

  it('ticks from days to the clock', async () => {
    render(<Countdown until={NOW + (86_400 + 1) * 1000} />);
    expect(screen.getByRole('time')).toHaveTextContent('1 kun 00:00:01');
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('time')).toHaveTextContent('23:59:59');
  });
});
