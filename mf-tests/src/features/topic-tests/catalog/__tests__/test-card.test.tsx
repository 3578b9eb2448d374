import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesOf, fail, mockApi, never, ok } from '@platform/shared/test-utils';
import { useTestList } from '../api/get-test-list';
import { testKeys } from '../../../../lib/test-keys';
import { TestCardGrid, TestCardGridSkeleton } from '../components/test-card-grid';
import { JUNE_5_0900, listPage, listen, makeCard, renderRoutes, setSession } from '../../../../test/kit';

const quadratic = makeCard();
const history = makeCard({
  testId: 202,
  subjectName: 'Oʻzbekiston tarixi',
  subjectSlug: 'ozbekiston-tarixi',
  subjectColor: '#8E24AA',
  lessonName: 'Amir Temur davlati',
  testCount: 25,
  testRating: 3,
  viewCount: 980,
  isSaved: true,
  isNew: true,
  opensAt: JUNE_5_0900,
  testUrl: '/mavzuli-test/ozbekiston-tarixi/202-amir-temur-davlati',
});

const onOpen = jest.fn();

/** The cards of the list query, as the pages show them (so a save flips through the cache). */
function Harness() {
  const list = useTestList({ page: 1, search: '', language: 'uz' });
  return list.data ? <TestCardGrid cards={list.data.data} onOpen={onOpen} /> : null;
}

function renderGrid(url = '/mavzuli-test?search=tarix') {
  return renderRoutes({ '/mavzuli-test': <Harness /> }, url);
}

function cardOf(testId: number): HTMLElement {
  const card = screen.getAllByTestId('test-card').find((el) => el.getAttribute('data-test-id') === String(testId));
  if (!card) throw new Error(`no card ${testId}`);
  return card;
}

let toasts: ReturnType<typeof listen<'toast'>>;
let authOpen: ReturnType<typeof listen<'auth:open'>>;
beforeEach(() => {
  toasts = listen('toast');
  authOpen = listen('auth:open');
  onOpen.mockReset();
});
afterEach(() => {
  toasts.off();
  authOpen.off();
  setSession('unknown');
});

describe('TestCard', () => {
  it('shows subject, lesson, questions, rating, views, the new and lock badges, and e2e hooks', async () => {
    setSession('guest');
    mockApi({ '/themed-test/view': () => ok(listPage([quadratic, history])) });
    renderGrid();

    const first = await waitFor(() => cardOf(101));
    expect(first).toHaveAttribute('data-testid', 'test-card');
    expect(within(first).getByText('Matematika')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 2, name: 'Kvadrat tenglamalar' })).toBeInTheDocument();
    expect(within(first).getByText('30 ta savol')).toBeInTheDocument();
    // 4.5 rounds to five filled stars
    expect(within(first).getByRole('img', { name: 'Reyting: 4.5 / 5' })).toHaveAttribute('data-filled', '5');
    expect(within(first).getByText('4.5')).toBeInTheDocument();
    expect(within(first).getByText('Koʻrishlar: 12 500')).toBeInTheDocument();
    expect(within(first).queryByText('Yangi')).not.toBeInTheDocument();
    expect(within(first).queryByText(/Ochilish vaqti/)).not.toBeInTheDocument();
    expect(first.style.getPropertyValue('--subject-color')).toBe('#1E88E5');

    const second = cardOf(202);
    expect(within(second).getByText('Yangi')).toBeInTheDocument();
    expect(within(second).getByText('Ochilish vaqti: 05.06.2025 09:00')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'Reyting: 3 / 5' })).toHaveAttribute('data-filled', '3');
    expect(within(second).getByText('25 ta savol')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: '«Amir Temur davlati» testini saqlash' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(first).getByRole('button', { name: '«Kvadrat tenglamalar» testini saqlash' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens the card through its lesson button', async () => {
    const user = userEvent.setup();
    setSession('guest');
    mockApi({ '/themed-test/view': () => ok(listPage([quadratic])) });
    renderGrid();
    await user.click(await screen.findByRole('button', { name: 'Kvadrat tenglamalar' }));
    expect(onOpen).toHaveBeenCalledWith(quadratic);
  });

  it('signed out, the save toggle opens sign-in coming back to this page and saves nothing', async () => {
    const user = userEvent.setup();
    setSession('guest');
    const { fetchMock } = mockApi({ '/themed-test/view': () => ok(listPage([quadratic])), '/subject': () => ok({}) });
    renderGrid('/mavzuli-test?search=tarix&page=2');
    await user.click(await screen.findByRole('button', { name: '«Kvadrat tenglamalar» testini saqlash' }));
    expect(authOpen.handler).toHaveBeenCalledTimes(1);
    expect(authOpen.handler).toHaveBeenCalledWith({ redirectUrl: '/mavzuli-test?search=tarix&page=2' });
    expect(bodiesOf(fetchMock, '/subject')).toEqual([]);
    expect(toasts.handler).not.toHaveBeenCalled();
  });

  it('while the session is unknown the toggle waits', async () => {
    setSession('unknown');
    mockApi({ '/themed-test/view': () => ok(listPage([quadratic])) });
    renderGrid();
    expect(await screen.findByRole('button', { name: '«Kvadrat tenglamalar» testini saqlash' })).toBeDisabled();
  });

  it('signed in, saving posts {id, status}, flips the card through the cache and says "Saqlandi"', async () => {
    const user = userEvent.setup();
    setSession('user');
    const { fetchMock } = mockApi({
      '/themed-test/view': () => ok(listPage([quadratic, history])),
      '/subject': () => ok({ data: { id: 101, is_saved: true } }),
    });
    const { client } = renderGrid();
    const toggle = await screen.findByRole('button', { name: '«Kvadrat tenglamalar» testini saqlash' });
    await user.click(toggle);

    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(bodiesOf(fetchMock, '/subject')).toEqual([{ id: 101, status: true }]);
    expect(toasts.handler).toHaveBeenCalledWith({ kind: 'success', message: 'Saqlandi' });
    expect(authOpen.handler).not.toHaveBeenCalled();
    const cached = client.getQueryData<{ data: { testId: number; isSaved: boolean }[] }>(
      testKeys.list('uz', { page: 1, search: '', language: 'uz' }),
    );
    expect(cached?.data.map((c) => [c.testId, c.isSaved])).toEqual([
      [101, true],
      [202, true],
    ]);
  });

  it('unsaving says "O\'chirildi"', async () => {
    const user = userEvent.setup();
    setSession('user');
    const { fetchMock } = mockApi({
      '/themed-test/view': () => ok(listPage([history])),
      '/subject': () => ok({ data: { id: 202, is_saved: false } }),
    });
    renderGrid();
    const toggle = await screen.findByRole('button', { name: '«Amir Temur davlati» testini saqlash' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(bodiesOf(fetchMock, '/subject')).toEqual([{ id: 202, status: false }]);
    expect(toasts.handler).toHaveBeenCalledWith({ kind: 'success', message: 'Oʻchirildi' });
  });

  it('a failed save keeps the card as it was and shows the error in a toast', async () => {
    const user = userEvent.setup();
    setSession('user');
    mockApi({
      '/themed-test/view': () => ok(listPage([quadratic])),
      '/subject': () => fail(400, 'Test topilmadi yoki oʻchirilgan'),
    });
    renderGrid();
    const toggle = await screen.findByRole('button', { name: '«Kvadrat tenglamalar» testini saqlash' });
    await user.click(toggle);
    await waitFor(() => expect(toasts.handler).toHaveBeenCalledWith({ kind: 'error', message: 'Test topilmadi yoki oʻchirilgan' }));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toBeEnabled();
  });

  it('an expired session (401) opens sign-in instead of an error toast', async () => {
    const user = userEvent.setup();
    setSession('user');
    mockApi({
      '/themed-test/view': () => ok(listPage([quadratic])),
      '/subject': () => fail(401, 'Tizimga kiring', 'UNAUTHENTICATED'),
    });
    renderGrid('/mavzuli-test');
    await user.click(await screen.findByRole('button', { name: '«Kvadrat tenglamalar» testini saqlash' }));
    await waitFor(() => expect(authOpen.handler).toHaveBeenCalledWith({ redirectUrl: '/mavzuli-test' }));
    expect(toasts.handler).not.toHaveBeenCalled();
  });

  it('disables the toggle while the request runs', async () => {
    const user = userEvent.setup();
    setSession('user');
    mockApi({ '/themed-test/view': () => ok(listPage([quadratic])), '/subject': never });
    renderGrid();
    const toggle = await screen.findByRole('button', { name: '«Kvadrat tenglamalar» testini saqlash' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeDisabled());
    expect(toggle).toHaveAttribute('aria-busy', 'true');
  });
});

describe('TestCardGridSkeleton', () => {
  it('shows 8 placeholder cards in one busy region with a spoken label', () => {
    renderRoutes({ '/': <TestCardGridSkeleton /> }, '/');
    expect(screen.getAllByTestId('test-card-skeleton')).toHaveLength(8);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Testlar yuklanmoqda');
  });
});
