import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@platform/shared/router';
import { bodiesOf, mockApi, ok, renderDataRouter } from '@platform/shared/test-utils';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
// the remote's namespace, as the shell registers it when it loads the routes
import '../../../../exposed/routes';
import { ExitFeedback } from '../components/exit-feedback';
import { feedbackDue, leavesPro, recordShown } from '../lib/feedback-clock';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);

function Page({ name }: { name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <Link to="/kurslar">Kurslar</Link>
      <Link to="/pro/payment">Toʻlov</Link>
      <ExitFeedback />
    </>
  );
}

const routes = [
  { path: '/pro', element: <Page name="Pro" /> },
  { path: '/pro/payment', element: <Page name="Payment" /> },
  { path: '/kurslar', element: <h1>Kurslar sahifasi</h1> },
];

function user() {
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
  sessionStore.getState().signIn(makeUser({ premium: false }));
});
afterEach(() => jest.useRealTimers());

describe('leavesPro / feedbackDue', () => {
  it('intercepts leaving /pro or /pro/payment, except /pro → /pro/payment', () => {
    expect(leavesPro('/pro', '/kurslar')).toBe(true);
    expect(leavesPro('/pro/payment', '/pro')).toBe(true);
    expect(leavesPro('/pro/payment', '/')).toBe(true);
    expect(leavesPro('/pro', '/pro/payment')).toBe(false);
    expect(leavesPro('/pro', '/pro')).toBe(false);
    expect(leavesPro('/kurslar', '/')).toBe(false);
  });

  it('is due again only 7 days after it was shown', () => {
    expect(feedbackDue(NOW)).toBe(true);
    recordShown(NOW);
    expect(feedbackDue(NOW + 7 * DAY - 1)).toBe(false);
    expect(feedbackDue(NOW + 7 * DAY)).toBe(true);
  });
});

describe('ExitFeedback', () => {
  it('locks the modal for 8 s with a countdown in the last 5, then closing continues the navigation', async () => {
    mockApi({ '/payment-feedback-reason/select': () => ok({ data: [{ id: 1, reason: 'Narxi qimmat' }] }) });
    renderDataRouter(routes, '/pro');
    await user().click(screen.getByRole('link', { name: 'Kurslar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nega Pro olmadingiz?' });
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yopish' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('feedback-countdown')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('feedback-countdown')).toHaveTextContent('5 soniyadan soʻng yopish mumkin');
    await user().keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByTestId('feedback-countdown')).toHaveTextContent('1 soniyadan');
    act(() => jest.advanceTimersByTime(1000));
    await user().click(screen.getByRole('button', { name: 'Yopish' }));
    expect(await screen.findByRole('heading', { name: 'Kurslar sahifasi' })).toBeInTheDocument();
    expect(localStorage.getItem('pro-feedback-shown-at')).toBe(String(NOW));
  });

  it('sends a reason and continues; a text over nothing is refused; /pro → /pro/payment passes', async () => {
    jest.useRealTimers();
    const { fetchMock } = mockApi({
      '/payment-feedback-reason/select': () => ok({ data: [{ id: 1, reason: 'Narxi qimmat' }] }),
      '/payment-feedback-reason/create': () => ok({ data: true }),
    });
    renderDataRouter(routes, '/pro');
    await userEvent.click(screen.getByRole('link', { name: 'Toʻlov' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Kurslar' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Yuborish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sababni tanlang yoki fikringizni yozing');
    await userEvent.click(await screen.findByRole('radio', { name: 'Narxi qimmat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yuborish' }));
    expect(await screen.findByRole('heading', { name: 'Kurslar sahifasi' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/payment-feedback-reason/create')).toEqual([
      { payment_feedback_reasons_id: 1, custom_feedback: null, platform: 'web' },
    ]);
  });

  it('is not shown again within 7 days, nor to Pro users', async () => {
    jest.useRealTimers();
    recordShown(Date.now() - DAY);
    renderDataRouter(routes, '/pro');
    await userEvent.click(screen.getByRole('link', { name: 'Kurslar' }));
    expect(await screen.findByRole('heading', { name: 'Kurslar sahifasi' })).toBeInTheDocument();

    localStorage.clear();
    sessionStore.getState().updateUser(makeUser({ premium: true }));
    renderDataRouter(routes, '/pro');
    await userEvent.click(screen.getAllByRole('link', { name: 'Kurslar' })[0]);
    expect((await screen.findAllByRole('heading', { name: 'Kurslar sahifasi' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
