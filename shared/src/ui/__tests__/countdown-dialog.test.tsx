import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, CountdownDialog } from '@platform/shared/ui';

const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

function renderDialog(props: { openedText?: string; caption?: string; onClose?: () => void } = {}) {
  const onClose = props.onClose ?? jest.fn();
  render(
    <CountdownDialog
      title="Test yopiq"
      onClose={onClose}
      until={NOW + 3661_000}
      label="Ochilishiga qoldi"
      caption={props.caption}
      openedText={props.openedText}
      actions={<Button onClick={onClose}>Tushunarli</Button>}
    >
      <p>Bu test keyinroq ochiladi.</p>
    </CountdownDialog>,
  );
  return screen.getByRole('dialog', { name: 'Test yopiq' });
}

describe('CountdownDialog', () => {
  it('counts down hh:mm:ss under its label, with the text above and the caption under the clock', () => {
    const dialog = renderDialog({ caption: '24.11.2026 16:01' });
    expect(within(dialog).getByText('Bu test keyinroq ochiladi.')).toBeInTheDocument();
    const timer = within(dialog).getByRole('timer', { name: 'Ochilishiga qoldi' });
    const clock = within(timer).getByRole('time');
    expect(clock).toHaveTextContent('01:01:01');
    expect(timer).toHaveTextContent('24.11.2026 16:01');
    act(() => jest.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent('01:01:00');
  });

  it('says it is open once the time has come, when it has words for that', () => {
    renderDialog({ openedText: 'Test ochildi' });
    act(() => jest.advanceTimersByTime(3662_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Test ochildi');
  });

  it('just drops the timer when it has none', () => {
    renderDialog();
    act(() => jest.advanceTimersByTime(3662_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes from its action', async () => {
    const onClose = jest.fn();
    const dialog = renderDialog({ onClose });
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(within(dialog).getByRole('button', { name: 'Tushunarli' }));
    expect(onClose).toHaveBeenCalled();
  });
});
