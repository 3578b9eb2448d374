import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type PlatformEvents } from '@platform/shared/events';
import { fail, ok } from '@platform/shared/test-utils';
import { answer, currentPath, fakeApi, locationState, mainButton, makeQuiz, openQuiz, option, renderQuiz, setSession } from './helpers';

const offline = () => {
  throw new TypeError('Failed to fetch');
};

let proEvents: PlatformEvents['pro:daily-limit'][] = [];
const onPro = (e: PlatformEvents['pro:daily-limit']) => proEvents.push(e);
beforeEach(() => {
  setSession('guest');
  proEvents = [];
  bus.on('pro:daily-limit', onPro);
});
afterEach(() => {
  bus.off('pro:daily-limit', onPro);
  setSession('unknown');
});

describe('topic test screen: never losing an answer', () => {
  it('keeps the selection on a network failure and the retry re-sends the same answer', async () => {
    const api = fakeApi({ check: (_body, n) => (n === 0 ? offline() : undefined) });
    const main = await openQuiz();
    await answer(main, 'C 1c javob');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Internet yoʻq, ulanishni tekshiring');
    expect(alert).toHaveTextContent('Internet qaytishi bilan u avtomatik yuboriladi');
    expect(option('c')).toHaveAttribute('data-state', 'selected');
    expect(screen.getByRole('radio', { name: 'C 1c javob' })).toBeChecked();
    expect(main).toHaveTextContent('Tekshirish');
    expect(main).toBeEnabled();

    await userEvent.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    await waitFor(() => expect(option('c')).toHaveAttribute('data-state', 'wrong'));
    expect(api.checkBodies()).toEqual([
      { id: 101, option_id: 13 },
      { id: 101, option_id: 13 },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the answer by itself when the browser is back online', async () => {
    const api = fakeApi({ check: (_body, n) => (n === 0 ? offline() : undefined) });
    const main = await openQuiz();
    await answer(main, 'B 1b javob');
    await screen.findByRole('alert');
    expect(api.checkBodies()).toHaveLength(1);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(option('b')).toHaveAttribute('data-state', 'correct'));
    expect(screen.getByTestId('quiz-xp')).toHaveTextContent('+5 XP');
    expect(api.checkBodies()).toEqual([
      { id: 101, option_id: 12 },
      { id: 101, option_id: 12 },
    ]);
    // once sent, going online again sends nothing more
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(api.checkBodies()).toHaveLength(2);
  });

  it('a server error shows the localised message with a retry', async () => {
    const api = fakeApi({ check: (_body, n) => (n === 0 ? fail(500, 'Internal Server Error', 'INTERNAL') : undefined) });
    const main = await openQuiz();
    await answer(main, 'B 1b javob');
    const alert = await screen.findByRole('alert');
    // the server's own message, whatever the status (userMessage), as the results pages show it
    expect(alert).toHaveTextContent('Internal Server Error');
    expect(alert).not.toHaveTextContent('Internet qaytishi');
    await userEvent.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    await waitFor(() => expect(option('b')).toHaveAttribute('data-state', 'correct'));
    expect(api.checkBodies()).toHaveLength(2);
  });

  it('a ticket the server finished or expired goes to its results', async () => {
    fakeApi({ check: () => fail(403, 'Test yakunlangan', 'TICKET_EXPIRED') });
    const main = await openQuiz();
    await answer(main, 'B 1b javob');
    await screen.findByText('Results page');
    expect(currentPath()).toBe('/natijalar/77');
    // sent away by the app: no leave question
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a finished ticket from themed-order goes straight to its results', async () => {
    fakeApi({ quiz: makeQuiz(undefined, { status: 'finished' }) });
    renderQuiz();
    await screen.findByText('Results page');
    expect(currentPath()).toBe('/natijalar/77');
  });
});

describe('topic test screen: a start that is refused', () => {
  const blockedBody = (code: 'DAILY_LIMIT' | 'TEST_LOCKED') => ({
    message: { is_allowed: false, next_open_test: 1_760_050_000, text: 'Keyingi test ertaga ochiladi' },
    code,
  });

  it('the daily limit opens the Pro modal and sends the learner to the list with the blocked state', async () => {
    fakeApi({ handlers: { '/themed-order': () => ({ status: 403, body: blockedBody('DAILY_LIMIT') }) } });
    renderQuiz();
    await screen.findByText('Test list page');
    expect(currentPath()).toBe('/mavzuli-test');
    expect(locationState()).toEqual({ blocked: blockedBody('DAILY_LIMIT') });
    expect(proEvents).toEqual([{ nextOpenAt: 1_760_050_000_000 }]);
  });

  it('a locked test goes back to the list with the blocked state and no Pro modal', async () => {
    fakeApi({ handlers: { '/themed-order': () => ({ status: 403, body: blockedBody('TEST_LOCKED') }) } });
    const { router } = renderQuiz();
    await screen.findByText('Test list page');
    expect(locationState()).toEqual({ blocked: blockedBody('TEST_LOCKED') });
    expect(proEvents).toEqual([]);
    // replaced: going back does not return to the refused test
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('404 shows the not-found panel with a link back to the topic tests', async () => {
    fakeApi({ handlers: { '/themed-order': () => fail(404, 'Test topilmadi', 'NOT_FOUND') } });
    renderQuiz();
    expect(await screen.findByRole('heading', { name: 'Test topilmadi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mavzuli testlarga qaytish' })).toHaveAttribute('href', '/mavzuli-test');
  });

  it('a link without a numeric test id shows the not-found panel and asks nothing', async () => {
    const api = fakeApi();
    renderQuiz('/mavzuli-test/matematika/kasrlar');
    expect(await screen.findByRole('heading', { name: 'Test topilmadi' })).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('any other load failure shows the message and loads again on retry', async () => {
    let n = 0;
    fakeApi({ handlers: { '/themed-order': () => (n++ === 0 ? fail(500, 'Internal', 'INTERNAL') : ok({ data: makeQuiz() })) } });
    renderQuiz();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Internal');
    await userEvent.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await mainButton()).toHaveTextContent('Tekshirish');
  });

  it('shows skeletons while the ticket loads', async () => {
    fakeApi({ handlers: { '/themed-order': () => new Promise(() => {}) } });
    renderQuiz();
    const label = await screen.findByText('Test yuklanmoqda');
    expect(label.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(3);
  });
});
