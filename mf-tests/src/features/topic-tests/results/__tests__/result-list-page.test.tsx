import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type PlatformEvents } from '@platform/shared/events';
import { mockApi, never, ok } from '@platform/shared/test-utils';
import { sessionStore } from '@platform/shared/session';
import { makeResultItem, pageMeta, renderResults, setSession } from '../../../../test/results-kit';

afterEach(() => setSession('unknown'));

function items(page: number, count: number) {
  return Array.from({ length: count }, (_, i) =>
    makeResultItem({ id: page * 100 + i, subject_name: `Fan ${page}-${i}`, lesson_name: `Mavzu ${page}-${i}`, ball: i % 11, total: 10 }),
  );
}

describe('my results', () => {
  beforeEach(() => setSession('user'));

  it('lists my results with subject, lesson, coloured score, date and a link to each', async () => {
    const { calls } = mockApi({
      '/myresult': () =>
        ok({
          data: [makeResultItem(), makeResultItem({ id: 43, subject_name: 'Fizika', lesson_name: 'Kinematika', ball: 2, total: 10 })],
          meta: pageMeta(2),
        }),
    });
    renderResults('/natijalar');
    expect(screen.getByRole('heading', { level: 1, name: 'Mening natijalarim' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: /Matematika/ });
    expect(first).toHaveAttribute('href', '/natijalar/42');
    expect(first).toHaveTextContent('Kasrlar');
    expect(first).toHaveTextContent('14.03.2024');
    expect(within(first).getByText('7 / 10')).toHaveClass('blue');
    const second = screen.getByRole('link', { name: /Fizika/ });
    expect(second).toHaveAttribute('href', '/natijalar/43');
    expect(within(second).getByText('2 / 10')).toHaveClass('red');
    expect(document.title).toBe('Mening natijalarim — Imtihon');
    const request = calls('/myresult')[0];
    expect(request.searchParams.get('page')).toBe('1');
    expect(request.searchParams.get('size')).toBe('30');
    expect(request.searchParams.get('ticket_id')).toBeNull();
    // one page only: no pagination
    expect(screen.queryByRole('navigation', { name: 'Sahifalar' })).not.toBeInTheDocument();
  });

  it('asks again in the new language after a language switch: subject names follow the interface', async () => {
    const { fetchMock, calls } = mockApi({
      '/myresult': () => {
        const [, init] = fetchMock.mock.calls.at(-1) as unknown as [RequestInfo, RequestInit];
        const ru = (init.headers as Record<string, string>)['Accept-Language'] === 'ru';
        return ok({ data: [makeResultItem({ subject_name: ru ? 'Математика' : 'Matematika' })], meta: pageMeta(1) });
      },
    });
    renderResults('/natijalar');
    expect(await screen.findByRole('link', { name: /Matematika/ })).toBeInTheDocument();
    act(() => sessionStore.setState({ locale: 'ru' }));
    expect(await screen.findByRole('link', { name: /Математика/ })).toBeInTheDocument();
    expect(calls('/myresult')).toHaveLength(2);
    act(() => sessionStore.setState({ locale: 'uz' }));
    expect(await screen.findByRole('link', { name: /Matematika/ })).toBeInTheDocument();
  });

  it('pages through 30 results at a time and scrolls back to the top', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const { calls } = mockApi({
      '/myresult': (url) => {
        const page = Number(url.searchParams.get('page'));
        return ok({ data: items(page, page === 3 ? 5 : 30), meta: pageMeta(65, page) });
      },
    });
    renderResults('/natijalar');
    expect(await screen.findByRole('link', { name: /Fan 1-0/ })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    const pager = screen.getByRole('navigation', { name: 'Sahifalar' });
    expect(within(pager).getByRole('button', { name: '3-sahifa' })).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: '1-sahifa' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pager).getByRole('button', { name: '3-sahifa' }));
    expect(await screen.findByRole('link', { name: /Fan 3-0/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Fan 3-/ })).toHaveLength(5));
    expect(calls('/myresult').map((url) => url.searchParams.get('page'))).toEqual(['1', '3']);
    expect(screen.getByRole('button', { name: '3-sahifa' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Keyingi sahifa' })).toBeDisabled();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('opens the page given in the address', async () => {
    const { calls } = mockApi({
      '/myresult': (url) => ok({ data: items(2, 3), meta: pageMeta(33, Number(url.searchParams.get('page'))) }),
    });
    renderResults('/natijalar?page=2');
    expect(await screen.findByRole('link', { name: /Fan 2-0/ })).toBeInTheDocument();
    expect(calls('/myresult')[0].searchParams.get('page')).toBe('2');
  });

  it('says there are no results yet, with a link to the topic tests', async () => {
    mockApi({ '/myresult': () => ok({ data: [], meta: pageMeta(0) }) });
    renderResults('/natijalar');
    expect(await screen.findByText('Sizda hali natijalar yoʻq')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mavzuli testlarni boshlash' })).toHaveAttribute('href', '/mavzuli-test');
  });
});

describe('my results for a guest', () => {
  it('asks to sign in once and shows a sign-in panel, without asking the api', async () => {
    setSession('guest');
    const events: PlatformEvents['auth:open'][] = [];
    const onOpen = (event: PlatformEvents['auth:open']) => events.push(event);
    bus.on('auth:open', onOpen);
    const { fetchMock } = mockApi({ '/myresult': () => ok({ data: [], meta: pageMeta(0) }) });
    // strict mode runs effects twice: still one prompt
    renderResults('/natijalar', { reactStrictMode: true });
    expect(screen.getByRole('heading', { name: 'Natijalaringizni koʻrish uchun kiring' })).toBeInTheDocument();
    expect(screen.getByText('Natijalar va sertifikatlar shaxsiy kabinetingizda saqlanadi.')).toBeInTheDocument();
    await act(async () => {});
    expect(events).toEqual([{ redirectUrl: '/natijalar' }]);
    expect(fetchMock).not.toHaveBeenCalled();
    bus.off('auth:open', onOpen);
  });

  it('offers sign-in again from the panel, then lists the results once signed in', async () => {
    setSession('guest');
    const user = userEvent.setup();
    const events: PlatformEvents['auth:open'][] = [];
    const onOpen = (event: PlatformEvents['auth:open']) => events.push(event);
    bus.on('auth:open', onOpen);
    mockApi({ '/myresult': () => ok({ data: [makeResultItem()], meta: pageMeta(1) }) });
    renderResults('/natijalar');
    await user.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(events).toEqual([{ redirectUrl: '/natijalar' }, { redirectUrl: '/natijalar' }]);
    act(() => setSession('user'));
    expect(await screen.findByRole('link', { name: /Matematika/ })).toBeInTheDocument();
    bus.off('auth:open', onOpen);
  });

  it('shows a skeleton while the session is not known', () => {
    const events: PlatformEvents['auth:open'][] = [];
    const onOpen = (event: PlatformEvents['auth:open']) => events.push(event);
    bus.on('auth:open', onOpen);
    const { fetchMock } = mockApi({ '/myresult': never });
    renderResults('/natijalar');
    expect(screen.getByRole('status')).toHaveTextContent('Natijalar yuklanmoqda');
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    bus.off('auth:open', onOpen);
  });
});
