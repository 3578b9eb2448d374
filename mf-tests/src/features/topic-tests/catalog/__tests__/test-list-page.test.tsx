import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesOf, fail, mockApi, mockMatchMedia, never, ok, type Handler, type MockReply } from '@platform/shared/test-utils';
import {
  JUNE_5_0900,
  currentState,
  currentUrl,
  lastNavigation,
  listPage,
  listen,
  makeBlocked,
  makeCard,
  makePhysicsCard,
  makeInfo,
  setSession,
} from '../../../../test/kit';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { renderCatalog, subjectList } from './support';

const quadratic = makeCard();
const physics = makePhysicsCard();

const infos = {
  101: makeInfo(),
  303: makeInfo({ test_id: 303, subject_slug: 'fizika', subject_name: 'Fizika', lesson_name: 'Nyuton qonunlari' }),
};

function setup(list: Handler = () => ok(listPage([quadratic, physics], { total: 75 })), extra: Record<string, Handler> = {}) {
  return mockApi({
    '/themed-test/view': list,
    '/test-info': (url) => ok({ data: infos[Number(url.searchParams.get('test_id')) as keyof typeof infos] }),
    '/subjectname': subjectList,
    ...extra,
  });
}

const searchOf = (url: URL) => Object.fromEntries(url.searchParams);

beforeEach(() => setSession('guest'));
afterEach(() => {
  jest.useRealTimers();
  mockMatchMedia(false);
  setSession('unknown');
});

describe('topic test list page', () => {
  it('asks for page 1 of 30 tests in the interface language and shows the cards, total and title', async () => {
    const { calls } = setup();
    renderCatalog('/mavzuli-test');

    expect(screen.getByRole('heading', { level: 1, name: 'Mavzuli testlar' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('test-card')).toHaveLength(2);
    expect(screen.getByText('Topilgan testlar: 75')).toBeInTheDocument();
    expect(searchOf(calls('/themed-test/view')[0])).toEqual({ page: '1', size: '30', language_id: '1' });
    expect(document.title).toBe('Mavzuli testlar — fanlar boʻyicha onlayn testlar — Imtihon');
    // desktop: the search field is always there
    expect(screen.getByRole('searchbox', { name: 'Testlarni qidirish' })).toHaveAttribute('placeholder', 'Mavzu yoki fan nomini yozing');
    expect(screen.queryByRole('button', { name: 'Qidiruvni ochish' })).not.toBeInTheDocument();
  });

  it('links subject chips from the subject list: all, the mandatory three first, then the others, each with its colour dot', async () => {
    setup();
    renderCatalog('/mavzuli-test');
    await screen.findAllByTestId('test-card');
    const nav = screen.getByRole('navigation', { name: 'Fanlar' });
    await within(nav).findByRole('link', { name: 'Kimyo' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Barcha fanlar', '/mavzuli-test'],
      ['Ona tili va adabiyot', '/mavzuli-test/ona-tili'],
      ['Matematika', '/mavzuli-test/matematika'],
      ['Oʻzbekiston tarixi', '/mavzuli-test/ozbekiston-tarixi'],
      ['Fizika', '/mavzuli-test/fizika'],
      ['Kimyo', '/mavzuli-test/kimyo'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[4]).not.toHaveAttribute('aria-current');
    expect((links[5].querySelector('[aria-hidden="true"]') as HTMLElement).style.backgroundColor).toBe('rgb(67, 160, 71)');
  });

  it('keeps the same chips whatever the search or page shows', async () => {
    const user = userEvent.setup();
    setup((url) => ok(listPage(url.searchParams.get('search') ? [] : [quadratic, physics], { total: 75 })));
    renderCatalog('/mavzuli-test');
    const nav = screen.getByRole('navigation', { name: 'Fanlar' });
    await within(nav).findByRole('link', { name: 'Kimyo' });
    const names = () =>
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent);
    const before = names();
    await user.type(screen.getByRole('searchbox'), 'yo‘q narsa');
    await waitFor(() => expect(currentUrl().searchParams.get('search')).toBe('yo‘q narsa'));
    expect(names()).toEqual(before);
  });

  it('lists the interface language’s tests, the other language one tap away', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    renderCatalog('/mavzuli-test?page=2');
    await screen.findAllByTestId('test-card');
    expect(calls('/themed-test/view').at(-1)?.searchParams.get('language_id')).toBe('1');
    const switcher = screen.getByRole('group', { name: 'Testlar tili' });
    expect(within(switcher).getByRole('button', { name: 'Oʻzbekcha' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(switcher).getByRole('button', { name: 'Ruscha' }));
    await waitFor(() => expect(calls('/themed-test/view').at(-1)?.searchParams.get('language_id')).toBe('2'));
    expect(currentUrl().searchParams.get('til')).toBe('ru');
    expect(currentUrl().searchParams.get('page')).toBeNull();
    expect(within(switcher).getByRole('button', { name: 'Ruscha' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(switcher).getByRole('button', { name: 'Oʻzbekcha' }));
    await waitFor(() => expect(calls('/themed-test/view').at(-1)?.searchParams.get('language_id')).toBe('1'));
    expect(currentUrl().searchParams.has('til')).toBe(false);
  });

  it('in the Russian interface lists the Russian tests by default', async () => {
    sessionStore.setState({ locale: 'ru' });
    const { calls } = setup();
    renderCatalog('/mavzuli-test');
    await screen.findAllByTestId('test-card');
    expect(calls('/themed-test/view').at(-1)?.searchParams.get('language_id')).toBe('2');
  });

  it('shows 8 skeleton cards while loading, then the cards', async () => {
    let answer: (reply: MockReply) => void = () => {};
    setup(() => new Promise<MockReply>((resolve) => (answer = resolve)));
    renderCatalog('/mavzuli-test');
    expect(await screen.findAllByTestId('test-card-skeleton')).toHaveLength(8);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Testlar yuklanmoqda');
    expect(screen.queryByTestId('test-card')).not.toBeInTheDocument();

    await act(async () => answer(ok(listPage([quadratic]))));
    expect(await screen.findByTestId('test-card')).toHaveAttribute('data-test-id', '101');
    expect(screen.queryByTestId('test-card-skeleton')).not.toBeInTheDocument();
  });

  it('keeps skeletons up for a request that never answers', async () => {
    setup(never);
    renderCatalog('/mavzuli-test');
    expect(await screen.findAllByTestId('test-card-skeleton')).toHaveLength(8);
  });

  it('says "Ma\'lumot topilmadi" when nothing matches, without pagination', async () => {
    setup(() => ok(listPage([])));
    renderCatalog('/mavzuli-test?search=zzz');
    expect(await screen.findByText('Maʼlumot topilmadi')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sahifalar' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('test-card')).not.toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { calls } = setup(() => (++attempt === 1 ? fail(500, 'Server xatosi', 'INTERNAL') : ok(listPage([quadratic]))));
    renderCatalog('/mavzuli-test');
    const alert = await screen.findByRole('alert');
    // the server's message whatever the status (issue 10: one userMessage); without one, "unknown error"
    expect(alert).toHaveTextContent('Server xatosi');
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByTestId('test-card')).toBeInTheDocument();
    expect(calls('/themed-test/view')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the page from the URL (invalid → 1) and pages with ceil(total / 30) buttons, pushing entries', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    renderCatalog('/mavzuli-test?page=abc');
    await screen.findAllByTestId('test-card');
    expect(calls('/themed-test/view')[0].searchParams.get('page')).toBe('1');

    const pager = screen.getByRole('navigation', { name: 'Sahifalar' });
    // 75 tests, 30 a page → 3 pages
    expect(within(pager).getByRole('button', { name: '3-sahifa' })).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: '4-sahifa' })).not.toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: '1-sahifa' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pager).getByRole('button', { name: '2-sahifa' }));
    await waitFor(() => expect(calls('/themed-test/view')).toHaveLength(2));
    expect(calls('/themed-test/view')[1].searchParams.get('page')).toBe('2');
    expect(currentUrl().search).toBe('?page=2');
    expect(lastNavigation()).toBe('PUSH');
    await waitFor(() => expect(screen.getByRole('button', { name: '2-sahifa' })).toHaveAttribute('aria-current', 'page'));
  });

  it('starts on the page the URL names', async () => {
    const { calls } = setup(() => ok(listPage([quadratic], { total: 75, page: 3 })));
    renderCatalog('/mavzuli-test?page=3&search=tenglama');
    await screen.findByTestId('test-card');
    expect(searchOf(calls('/themed-test/view')[0])).toEqual({ page: '3', size: '30', language_id: '1', search: 'tenglama' });
    expect(screen.getByRole('searchbox')).toHaveValue('tenglama');
    expect(screen.getByRole('button', { name: '3-sahifa' })).toHaveAttribute('aria-current', 'page');
  });

  it('debounces the search by 300 ms, then replaces the URL (page back to 1) and asks again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = setup();
    renderCatalog('/mavzuli-test?page=3');
    await screen.findAllByTestId('test-card');

    await user.type(screen.getByRole('searchbox', { name: 'Testlarni qidirish' }), '  tenglama ');
    act(() => {
      jest.advanceTimersByTime(250);
    });
    expect(calls('/themed-test/view')).toHaveLength(1);
    expect(currentUrl().search).toBe('?page=3');

    act(() => {
      jest.advanceTimersByTime(60);
    });
    await waitFor(() => expect(calls('/themed-test/view')).toHaveLength(2));
    expect(searchOf(calls('/themed-test/view')[1])).toEqual({ page: '1', size: '30', language_id: '1', search: 'tenglama' });
    expect(currentUrl().search).toBe('?search=tenglama');
    expect(lastNavigation()).toBe('REPLACE');
    await screen.findAllByTestId('test-card');

    // clearing the field drops the param
    await user.clear(screen.getByRole('searchbox'));
    act(() => {
      jest.advanceTimersByTime(300);
    });
    await waitFor(() => expect(currentUrl().search).toBe(''));
    expect(lastNavigation()).toBe('REPLACE');
  });

  it('searches at once on Enter', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    renderCatalog('/mavzuli-test?page=2');
    await screen.findAllByTestId('test-card');
    await user.type(screen.getByRole('searchbox'), 'Nyuton{Enter}');
    await waitFor(() => expect(currentUrl().search).toBe('?search=Nyuton'));
    await waitFor(() => expect(calls('/themed-test/view').at(-1)?.searchParams.get('search')).toBe('Nyuton'));
    expect(calls('/themed-test/view').at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('on phones hides the search behind a header button that opens and focuses it', async () => {
    mockMatchMedia(true);
    const user = userEvent.setup();
    setup();
    renderCatalog('/mavzuli-test');
    await screen.findAllByTestId('test-card');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Qidiruvni ochish' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const box = screen.getByRole('searchbox', { name: 'Testlarni qidirish' });
    expect(box).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Qidiruvni yopish');
    expect(toggle).toHaveAttribute('aria-controls', box.id);

    await user.click(toggle);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('on phones keeps the search open when the URL already has one', async () => {
    mockMatchMedia(true);
    setup();
    renderCatalog('/mavzuli-test?search=tenglama');
    await screen.findAllByTestId('test-card');
    expect(screen.getByRole('searchbox')).toHaveValue('tenglama');
    expect(screen.getByRole('searchbox')).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Qidiruvni yopish' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('signed out, saving opens sign-in with the current path and search', async () => {
    const user = userEvent.setup();
    const authOpen = listen('auth:open');
    const { fetchMock } = setup(undefined, { '/subject': () => ok({ data: { id: 101, is_saved: true } }) });
    renderCatalog('/mavzuli-test?search=kvadrat&page=2');
    await user.click(await screen.findByRole('button', { name: '«Kvadrat tenglamalar» testini saqlash' }));
    expect(authOpen.handler).toHaveBeenCalledWith({ redirectUrl: '/mavzuli-test?search=kvadrat&page=2' });
    expect(bodiesOf(fetchMock, '/subject')).toEqual([]);
    authOpen.off();
  });

  it('signed in, saving flips the card and toasts "Saqlandi"', async () => {
    setSession('user');
    const user = userEvent.setup();
    const toasts = listen('toast');
    const { fetchMock } = setup(undefined, { '/subject': () => ok({ data: { id: 303, is_saved: true } }) });
    renderCatalog('/mavzuli-test');
    const toggle = await screen.findByRole('button', { name: '«Nyuton qonunlari» testini saqlash' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(bodiesOf(fetchMock, '/subject')).toEqual([{ id: 303, status: true }]);
    expect(toasts.handler).toHaveBeenCalledWith({ kind: 'success', message: 'Saqlandi' });
    // the other card did not change
    expect(screen.getByRole('button', { name: '«Kvadrat tenglamalar» testini saqlash' })).toHaveAttribute('aria-pressed', 'false');
    toasts.off();
  });

  it('loads the list again when a guest signs in (saved flags are per person)', async () => {
    const { calls } = setup();
    renderCatalog('/mavzuli-test');
    await screen.findAllByTestId('test-card');
    expect(calls('/themed-test/view')).toHaveLength(1);
    act(() => sessionStore.getState().signIn(makeUser()));
    await waitFor(() => expect(calls('/themed-test/view')).toHaveLength(2));
    await screen.findAllByTestId('test-card');
  });

  it('clicking a card opens its preview in a new history entry (?test=), and back closes it', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    renderCatalog('/mavzuli-test?page=2');
    await user.click(await screen.findByRole('button', { name: 'Nyuton qonunlari' }));

    expect(currentUrl().search).toBe('?page=2&test=303');
    expect(lastNavigation()).toBe('PUSH');
    expect(screen.getByRole('dialog', { name: 'Nyuton qonunlari' })).toBeInTheDocument();
    await waitFor(() => expect(calls('/test-info')).toHaveLength(1));
    expect(calls('/test-info')[0].searchParams.get('test_id')).toBe('303');

    await user.click(screen.getByRole('button', { name: 'Orqaga' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentUrl().search).toBe('?page=2');
    expect(lastNavigation()).toBe('POP');
  });

  it('a link with ?test= opens the preview; closing removes the param in place', async () => {
    const user = userEvent.setup();
    setup();
    renderCatalog('/mavzuli-test?test=101');
    const dialog = await screen.findByRole('dialog', { name: 'Kvadrat tenglamalar' });
    await user.click(within(dialog).getByRole('button', { name: 'Yopish' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentUrl().search).toBe('');
    expect(lastNavigation()).toBe('REPLACE');
  });

  it("start goes to the card's test URL", async () => {
    const user = userEvent.setup();
    setup();
    renderCatalog('/mavzuli-test');
    await user.click(await screen.findByRole('button', { name: 'Kvadrat tenglamalar' }));
    await screen.findByText('Faol ishtirokchilar');
    await user.click(screen.getByTestId('preview-start'));
    expect(screen.getByText('Test ekrani')).toBeInTheDocument();
    expect(currentUrl().pathname).toBe('/mavzuli-test/matematika/101-kvadrat-tenglamalar');
  });

  it('shows the locked dialog a blocked test sent the learner back with, over the list', async () => {
    jest.useFakeTimers({ now: (JUNE_5_0900 - 90) * 1000 });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setup();
    renderCatalog({
      pathname: '/mavzuli-test',
      state: { blocked: makeBlocked('TEST_LOCKED', JUNE_5_0900, 'Test 05.06.2025 kuni ochiladi') },
    });
    const dialog = screen.getByRole('dialog', { name: 'Test hali yopiq' });
    expect(within(dialog).getByText('Test 05.06.2025 kuni ochiladi')).toBeInTheDocument();
    expect(within(dialog).getByRole('timer')).toHaveTextContent('00:01:30');
    expect(await screen.findAllByTestId('test-card')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Tushunarli' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentState()).toBeNull();
    expect(screen.getAllByTestId('test-card')).toHaveLength(2);
  });
});
