import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addNamespace, changeLocale } from '@platform/shared/i18n';
import { reviewItemSchema, type ReviewItem } from '@platform/shared/review';
import { bodiesOf, fail, mockApi, ok } from '@platform/shared/test-utils';
import { listen, renderRoutes, setSession } from '../../../../test/kit';
import { REVIEW_NS } from '../../../../lib/i18n';
import { ReviewPage } from '../components/review-page';
import uz from '../locales/uz.json';
import uzCyrl from '../locales/uz.json?uz-Cyrl';
import ru from '../locales/ru.json';

// in the composed site exposed/routes.tsx loads this namespace lazily; tests add it directly
addNamespace(REVIEW_NS, { uz, 'uz-Cyrl': uzCyrl, ru });

/** Card n: options n*10+1 … n*10+4, the first of them right. */
function makeItem(n: number, overrides: Partial<ReviewItem> = {}): ReviewItem {
  return reviewItemSchema.parse({
    card_id: n,
    reps: 0,
    kind: 'question',
    state: 'new',
    subject: 'matematika',
    subject_name: 'Matematika',
    topic: 'Logarifmlar',
    lang: 'uz',
    text: `Savol ${n}`,
    image: null,
    options: [1, 2, 3, 4].map((k) => ({ id: n * 10 + k, text: `${n}-javob ${k}`, image: null })),
    ...overrides,
  });
}

const summary = (due: number) => ({
  data: { due, total: due + 3, by_subject: [{ subject: 'matematika', name: 'Matematika', due }] },
});

function answerHandler(state: { left: number }) {
  return async (body: { card_id: number; option_id: number; reps: number }) => {
    const right = body.option_id === body.card_id * 10 + 1;
    if (right) state.left -= 1;
    return ok({
      data: {
        card_id: body.card_id,
        checked: body.option_id,
        is_right: right,
        is_true: body.card_id * 10 + 1,
        explanation: `Izoh ${body.card_id}: birinchi javob toʻgʻri.`,
        again: !right,
        reps: body.reps + 1,
        next_at: right ? 1_780_000_000 : 1_779_000_060,
        due: state.left,
      },
    });
  };
}

/** A fake api whose answers are rated by `answerHandler` (fetch's body is read from the call). */
function serve(items: ReviewItem[], due = items.length, options: { failFirstAnswer?: boolean } = {}) {
  const state = { left: due };
  let failed = false;
  const api = mockApi({
    '/review/summary': () => ok(summary(state.left)),
    '/review/session': () => ok({ data: { due, items } }),
  });
  const base = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/review/answer') {
      if (options.failFirstAnswer && !failed) {
        failed = true;
        throw new TypeError('Failed to fetch');
      }
      const reply = await answerHandler(state)(JSON.parse(String(init?.body)));
      return { ok: true, status: 200, headers: { get: () => null }, json: async () => reply.body } as unknown as Response;
    }
    return base(input);
  });
  return { ...api, state };
}

const renderPage = (url = '/takrorlash') => renderRoutes({ '/takrorlash': <ReviewPage /> }, url);

async function choose(item: number, option: number, check = 'Tekshirish') {
  await userEvent.click(screen.getByRole('radio', { name: new RegExp(`${item}-javob ${option}`) }));
  await userEvent.click(screen.getByRole('button', { name: check }));
}

beforeEach(() => setSession('user'));
afterEach(() => setSession('unknown'));

describe('review page', () => {
  it('a right answer shrinks today’s count and tells the shell; a wrong one shows the right option and the explanation and comes back', async () => {
    const { fetchMock } = serve([makeItem(1), makeItem(2)]);
    const due = listen('review:due');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Takrorlash' })).toBeInTheDocument();
    expect(await screen.findByTestId('review-left')).toHaveTextContent('Bugun: 2 ta savol');
    expect(screen.getByText('Matematika · Logarifmlar')).toBeInTheDocument();
    const chips = screen.getByRole('navigation', { name: 'Fanlar' });
    expect(within(chips).getByRole('link', { name: /Hammasi/ })).toHaveAttribute('aria-current', 'page');
    expect(within(chips).getByRole('link', { name: /Matematika/ })).toHaveAttribute('href', '/takrorlash?subject=matematika');

    // the check waits for a choice; the right one
    expect(screen.getByRole('button', { name: 'Tekshirish' })).toBeDisabled();
    await choose(1, 1);
    expect(await screen.findByTestId('review-feedback')).toHaveTextContent('Toʻgʻri!');
    expect(screen.getByTestId('review-feedback')).toHaveTextContent('Keyingi takrorlash:');
    expect(screen.getByTestId('review-explanation')).toHaveTextContent('Izoh 1: birinchi javob toʻgʻri.');
    expect(screen.getByTestId('review-left')).toHaveTextContent('Bugun: 1 ta savol');
    expect(bodiesOf(fetchMock, '/review/answer')).toEqual([{ card_id: 1, option_id: 11, reps: 0 }]);
    expect(due.handler).toHaveBeenLastCalledWith({ due: 1 });
    // the chip counts one less, without asking again
    expect(within(chips).getByRole('link', { name: /Matematika/ })).toHaveTextContent('1');

    // the second card, answered wrong: the right option is marked, it comes back at the end
    await userEvent.click(screen.getByRole('button', { name: 'Keyingi savol' }));
    expect(screen.getByText('Savol 2')).toHaveFocus();
    await choose(2, 3);
    const feedback = await screen.findByTestId('review-feedback');
    expect(feedback).toHaveTextContent('Notoʻgʻri');
    expect(feedback).toHaveTextContent('Bu savol sessiya oxirida yana chiqadi');
    expect(screen.getByTestId('review-option-a')).toHaveAttribute('data-state', 'correct');
    expect(screen.getByTestId('review-option-c')).toHaveAttribute('data-state', 'wrong');
    expect(screen.getByTestId('review-left')).toHaveTextContent('Bugun: 1 ta savol');

    // once more, with the card's new count; right this time: the session is done
    await userEvent.click(screen.getByRole('button', { name: 'Keyingi savol' }));
    expect(screen.getByText('Savol 2')).toBeInTheDocument();
    await choose(2, 1);
    expect(bodiesOf(fetchMock, '/review/answer').at(-1)).toEqual({ card_id: 2, option_id: 21, reps: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Yakunlash' }));
    const done = screen.getByTestId('review-done');
    expect(done).toHaveTextContent('Barakalla! Bu sessiya tugadi');
    expect(done).toHaveTextContent('Toʻgʻri: 2 · Xato: 1');
    expect(done).toHaveTextContent('Bugungi takrorlash tugadi');
    expect(due.handler).toHaveBeenLastCalledWith({ due: 0 });
    due.off();
  });

  it('asks for the subject and topic of the address, and offers the next session when more are due', async () => {
    const { calls } = serve([makeItem(3)], 25);
    renderPage('/takrorlash?subject=matematika&topic=logarifmlar');
    expect(await screen.findByText('Mavzu: Logarifmlar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Barcha mavzular' })).toHaveAttribute('href', '/takrorlash?subject=matematika');
    const [asked] = calls('/review/session');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ subject: 'matematika', topic: 'logarifmlar', limit: '20' });
    await choose(3, 1);
    await userEvent.click(await screen.findByRole('button', { name: 'Yakunlash' }));
    expect(screen.getByTestId('review-done')).toHaveTextContent('Yana 24 ta savol takrorlashni kutmoqda');
    await userEvent.click(screen.getByRole('button', { name: 'Davom etish' }));
    await waitFor(() => expect(calls('/review/session')).toHaveLength(2));
  });

  it('says there is nothing to review, in Russian too', async () => {
    serve([], 0);
    const { unmount } = renderPage();
    expect(await screen.findByTestId('review-empty')).toHaveTextContent('Hozircha takrorlanadigan savol yoʻq');
    expect(screen.getByRole('link', { name: 'Mavzuli testlar' })).toHaveAttribute('href', '/mavzuli-test');
    unmount();
    // a guest's page (the guest cookie's cards), in Russian
    setSession('guest');
    await changeLocale('ru');
    let page: { unmount: () => void } | undefined;
    try {
      serve([makeItem(4)], 3);
      page = renderPage();
      expect(await screen.findByRole('heading', { level: 1, name: 'Повторение' })).toBeInTheDocument();
      expect(await screen.findByTestId('review-left')).toHaveTextContent('Сегодня: 3 вопроса');
      await choose(4, 1, 'Проверить');
      expect(await screen.findByTestId('review-feedback')).toHaveTextContent('Верно!');
    } finally {
      page?.unmount();
      await changeLocale('uz');
    }
  });

  it('keeps the answer when the network fails and sends the same one again', async () => {
    const { fetchMock } = serve([makeItem(5)], 1, { failFirstAnswer: true });
    renderPage();
    await screen.findByText('Savol 5');
    await choose(5, 2);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByTestId('review-feedback')).toHaveTextContent('Notoʻgʻri');
    expect(bodiesOf(fetchMock, '/review/answer')).toEqual([
      { card_id: 5, option_id: 52, reps: 0 },
      { card_id: 5, option_id: 52, reps: 0 },
    ]);
  });

  it('shows a failed session with a retry', async () => {
    mockApi({ '/review/summary': () => ok(summary(0)), '/review/session': () => fail(503, 'Server band') });
    renderPage();
    expect(await screen.findByText('Server band')).toBeInTheDocument();
  });
});
