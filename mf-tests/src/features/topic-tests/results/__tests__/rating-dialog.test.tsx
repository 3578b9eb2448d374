import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type PlatformEvents } from '@platform/shared/events';
import { fail, mockApi, ok } from '@platform/shared/test-utils';
import { makeResult, renderResults, setSession } from '../../../../test/results-kit';

function bodyOf(fetchMock: jest.Mock, path: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => new URL(String(input), 'http://localhost').pathname === `/api${path}`);
  const init = call?.[1] as RequestInit | undefined;
  if (!init) throw new Error(`no call to ${path}`);
  expect(init.method).toBe('POST');
  return JSON.parse(String(init.body));
}

beforeEach(() => {
  localStorage.clear();
  setSession('user');
});
afterEach(() => setSession('unknown'));

async function openRating() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Baholash' }));
  // the form is its own chunk: a loading dialog first, then the form
  await screen.findByRole('radiogroup', { name: 'Bahoyingiz' });
  const dialog = screen.getByRole('dialog', { name: 'Testni baholash' });
  return { user, dialog };
}

describe('rating the test', () => {
  it('starts at 5 stars and requires a comment of at most 200 characters', async () => {
    const { fetchMock } = mockApi({ '/myresult': () => ok({ data: makeResult() }), '/comment': () => ok({ message: 'ok' }) });
    renderResults('/natijalar/42');
    const { user, dialog } = await openRating();

    const stars = within(dialog).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    expect(within(dialog).getByRole('radio', { name: '5 yulduz' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '5 yulduz' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Yuborish' }));
    expect(await within(dialog).findByText('Fikringizni yozing')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Izoh')).toHaveAttribute('aria-invalid', 'true');

    // blank is the same as empty (the schema trims)
    await user.click(within(dialog).getByLabelText('Izoh'));
    await user.paste('   ');
    await user.click(within(dialog).getByRole('button', { name: 'Yuborish' }));
    expect(await within(dialog).findByText('Fikringizni yozing')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Izoh'));
    await user.paste('x'.repeat(201));
    expect(within(dialog).getByText('201 / 200')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yuborish' }));
    expect(await within(dialog).findByText('Juda uzun: koʻpi bilan 200 ta belgi')).toBeInTheDocument();
    expect(within(dialog).queryByText('Fikringizni yozing')).not.toBeInTheDocument();

    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/comment'))).toBe(false);
  });

  it('sends the stars, the trimmed comment and the ticket, then thanks and stops offering it', async () => {
    const toasts: PlatformEvents['toast'][] = [];
    const onToast = (toast: PlatformEvents['toast']) => toasts.push(toast);
    bus.on('toast', onToast);
    const { fetchMock } = mockApi({ '/myresult': () => ok({ data: makeResult() }), '/comment': () => ok({ message: 'ok' }) });
    renderResults('/natijalar/42');
    const { user, dialog } = await openRating();

    await user.click(within(dialog).getByRole('radio', { name: '3 yulduz' }));
    expect(within(dialog).getByRole('radio', { name: '3 yulduz' })).toBeChecked();
    // keyboard: arrows move within the radio group
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: '4 yulduz' })).toBeChecked();

    await user.click(within(dialog).getByLabelText('Izoh'));
    await user.paste("  Zo'r test  ");
    await user.click(within(dialog).getByRole('button', { name: 'Yuborish' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, '/comment')).toEqual({ rating: 4, comment: "Zo'r test", ticket_id: 42 });
    expect(toasts).toEqual([{ kind: 'success', message: 'Bahoyingiz uchun rahmat!' }]);
    expect(screen.getByRole('button', { name: 'Baholangan' })).toBeDisabled();
    bus.off('toast', onToast);
  });

  it('says so when the test was already rated (409 ALREADY_RATED)', async () => {
    mockApi({
      '/myresult': () => ok({ data: makeResult() }),
      '/comment': () => fail(409, 'Already rated', 'ALREADY_RATED'),
    });
    renderResults('/natijalar/42');
    const { user, dialog } = await openRating();
    await user.click(within(dialog).getByLabelText('Izoh'));
    await user.paste('Yaxshi');
    await user.click(within(dialog).getByRole('button', { name: 'Yuborish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Siz bu testni allaqachon baholagansiz');
    await user.click(within(dialog).getByRole('button', { name: 'Bekor qilish' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baholangan' })).toBeDisabled();
  });

  it('shows the api message of any other failure and keeps the form', async () => {
    mockApi({
      '/myresult': () => ok({ data: makeResult() }),
      '/comment': () => fail(400, 'Izoh notoʻgʻri', 'BAD_REQUEST'),
    });
    renderResults('/natijalar/42');
    const { user, dialog } = await openRating();
    await user.click(within(dialog).getByLabelText('Izoh'));
    await user.paste('Yaxshi');
    await user.click(within(dialog).getByRole('button', { name: 'Yuborish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Izoh notoʻgʻri');
    expect(within(dialog).getByLabelText('Izoh')).toHaveValue('Yaxshi');
    expect(screen.getByRole('button', { name: 'Baholash' })).toBeEnabled();
  });
});
