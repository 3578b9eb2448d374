import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesOf, fail, mockApi, ok, type Handler } from '@platform/shared/test-utils';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import type { TestCard } from '@platform/shared/topic-tests';
import { currentUrl, lastNavigation, listPage, listen, makeCard, makePhysicsCard, makeInfo, setSession } from '../../../../test/kit';
import { renderCatalog } from './support';

const quadratic = makeCard({ isSaved: true });
const newton = makePhysicsCard({ subjectColor: '#1E88E5', isSaved: true });

/** A server that really forgets what is unsaved. */
function savedServer(initial: TestCard[], total?: number) {
  let saved = [...initial];
  const handlers: Record<string, Handler> = {
    '/savedtest': () => ok(listPage(saved, { total: total ?? saved.length })),
    '/subject': () => {
      const [removed] = saved;
      saved = saved.slice(1);
      return ok({ data: { id: removed.testId, is_saved: false } });
    },
    '/test-info': () => ok({ data: makeInfo({ is_saved: true }) }),
  };
  return handlers;
}

let authOpen: ReturnType<typeof listen<'auth:open'>>;
beforeEach(() => {
  authOpen = listen('auth:open');
});
afterEach(() => {
  authOpen.off();
  setSession('unknown');
});

describe('saved tests page', () => {
  it('while the session is unknown shows skeletons and asks nothing', () => {
    setSession('unknown');
    const { fetchMock } = mockApi(savedServer([quadratic]));
    renderCatalog('/saqlangan-testlar');
    expect(screen.getByRole('heading', { level: 1, name: 'Saqlangan testlar' })).toBeInTheDocument();
    expect(screen.getAllByTestId('test-card-skeleton')).toHaveLength(8);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(authOpen.handler).not.toHaveBeenCalled();
    expect(document.title).toBe('Saqlangan testlar — Imtihon');
  });

  it('a guest is asked to sign in once on arrival, and sees a sign-in panel', () => {
    setSession('guest');
    const { fetchMock } = mockApi(savedServer([quadratic]));
    renderCatalog('/saqlangan-testlar?page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Saqlangan testlarni koʻrish uchun tizimga kiring' })).toBeInTheDocument();
    expect(authOpen.handler).toHaveBeenCalledTimes(1);
    expect(authOpen.handler).toHaveBeenCalledWith({ redirectUrl: '/saqlangan-testlar' });
    expect(fetchMock).not.toHaveBeenCalled();

    // the session being checked again does not reopen the sign-in flow by itself
    act(() => sessionStore.setState({ status: 'unknown' }));
    act(() => sessionStore.setState({ status: 'guest' }));
    expect(authOpen.handler).toHaveBeenCalledTimes(1);
  });

  it('the panel button opens sign-in again', async () => {
    const user = userEvent.setup();
    setSession('guest');
    const { fetchMock } = mockApi(savedServer([quadratic]));
    renderCatalog('/saqlangan-testlar');
    await user.click(screen.getByRole('button', { name: 'Tizimga kirish' }));
    expect(authOpen.handler).toHaveBeenCalledTimes(2);
    expect(authOpen.handler).toHaveBeenLastCalledWith({ redirectUrl: '/saqlangan-testlar' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after signing in, the saved tests load', async () => {
    setSession('guest');
    const { calls } = mockApi(savedServer([quadratic, newton]));
    renderCatalog('/saqlangan-testlar');
    act(() => sessionStore.getState().signIn(makeUser()));
    expect(await screen.findAllByTestId('test-card')).toHaveLength(2);
    expect(calls('/savedtest')).toHaveLength(1);
  });

  it('a user sees the saved cards of the page in the URL', async () => {
    setSession('user');
    const { calls } = mockApi(savedServer([quadratic, newton], 32));
    renderCatalog('/saqlangan-testlar?page=2');
    const cards = await screen.findAllByTestId('test-card');
    expect(cards.map((c) => c.getAttribute('data-test-id'))).toEqual(['101', '303']);
    expect(Object.fromEntries(calls('/savedtest')[0].searchParams)).toEqual({ page: '2', size: '30' });
    expect(screen.getByText('Saqlangan testlar: 32')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('button', { name: '«Kvadrat tenglamalar» testini saqlash' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '2-sahifa' })).toHaveAttribute('aria-current', 'page');
    expect(authOpen.handler).not.toHaveBeenCalled();
  });

  it('unsaving removes the card, says "O\'chirildi" and asks the server for the page again', async () => {
    const user = userEvent.setup();
    const toasts = listen('toast');
    setSession('user');
    const { calls, fetchMock } = mockApi(savedServer([quadratic, newton]));
    renderCatalog('/saqlangan-testlar');
    await screen.findAllByTestId('test-card');

    await user.click(screen.getByRole('button', { name: '«Kvadrat tenglamalar» testini saqlash' }));
    await waitFor(() => expect(screen.getAllByTestId('test-card')).toHaveLength(1));
    expect(screen.getByTestId('test-card')).toHaveAttribute('data-test-id', '303');
    expect(bodiesOf(fetchMock, '/subject')).toEqual([{ id: 101, status: false }]);
    expect(toasts.handler).toHaveBeenCalledWith({ kind: 'success', message: 'Oʻchirildi' });
    await waitFor(() => expect(calls('/savedtest')).toHaveLength(2));
    expect(await screen.findByText('Saqlangan testlar: 1')).toBeInTheDocument();
    toasts.off();
  });

  it('unsaving the only card of the last page goes back a page, in place', async () => {
    const user = userEvent.setup();
    setSession('user');
    let saved = true;
    const { calls } = mockApi({
      '/savedtest': (url) =>
        url.searchParams.get('page') === '2'
          ? ok(listPage(saved ? [newton] : [], { page: 2, total: saved ? 31 : 30 }))
          : ok(listPage([quadratic], { total: saved ? 31 : 30 })),
      '/subject': () => {
        saved = false;
        return ok({ data: { id: 303, is_saved: false } });
      },
    });
    renderCatalog('/saqlangan-testlar?page=2');
    await user.click(await screen.findByRole('button', { name: '«Nyuton qonunlari» testini saqlash' }));
    await waitFor(() => expect(currentUrl().search).toBe(''));
    expect(lastNavigation()).toBe('REPLACE');
    expect(await screen.findByTestId('test-card')).toHaveAttribute('data-test-id', '101');
    expect(calls('/savedtest').at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('signing out and in as someone else does not show the previous saved tests', async () => {
    setSession('user');
    let owner = 'first';
    const { calls } = mockApi({ '/savedtest': () => ok(listPage(owner === 'first' ? [quadratic] : [newton])) });
    renderCatalog('/saqlangan-testlar');
    expect(await screen.findByTestId('test-card')).toHaveAttribute('data-test-id', '101');

    act(() => sessionStore.getState().signOut());
    expect(screen.getByRole('button', { name: 'Tizimga kirish' })).toBeInTheDocument();
    owner = 'second';
    act(() => sessionStore.getState().signIn(makeUser({ id: 2 })));
    await waitFor(() => expect(calls('/savedtest')).toHaveLength(2));
    expect(await screen.findByTestId('test-card')).toHaveAttribute('data-test-id', '303');
  });

  it('unsaving the last card shows the empty state with a link to topic tests', async () => {
    const user = userEvent.setup();
    setSession('user');
    mockApi(savedServer([quadratic]));
    renderCatalog('/saqlangan-testlar');
    await user.click(await screen.findByRole('button', { name: '«Kvadrat tenglamalar» testini saqlash' }));
    expect(await screen.findByText('Maʼlumot topilmadi')).toBeInTheDocument();
  });

  it('with nothing saved: "Ma\'lumot topilmadi" and a link to the topic tests', async () => {
    setSession('user');
    mockApi(savedServer([]));
    renderCatalog('/saqlangan-testlar');
    expect(await screen.findByText('Maʼlumot topilmadi')).toBeInTheDocument();
    expect(screen.getByText('Test kartasidagi belgi tugmasi bilan testlarni saqlang.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mavzuli testlarga oʻtish' })).toHaveAttribute('href', '/mavzuli-test');
    expect(screen.queryByTestId('test-card')).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    setSession('user');
    let attempt = 0;
    mockApi({ '/savedtest': () => (++attempt === 1 ? fail(400, 'Soʻrov notoʻgʻri') : ok(listPage([quadratic]))) });
    renderCatalog('/saqlangan-testlar');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Soʻrov notoʻgʻri');
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByTestId('test-card')).toBeInTheDocument();
  });

  it('opens the preview of a saved card and starts it', async () => {
    const user = userEvent.setup();
    setSession('user');
    mockApi(savedServer([quadratic, newton]));
    renderCatalog('/saqlangan-testlar');
    await user.click(await screen.findByRole('button', { name: 'Nyuton qonunlari' }));
    expect(currentUrl().search).toBe('?test=303');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await screen.findByText('Aziz Karimov');
    await user.click(screen.getByTestId('preview-start'));
    expect(currentUrl().pathname).toBe('/mavzuli-test/fizika/303-nyuton-qonunlari');
  });
});
