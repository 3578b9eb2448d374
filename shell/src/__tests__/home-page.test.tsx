import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/shared/events';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { getManifest } from '../composition/manifest';
import { manifestOf, mockFetch, renderApp, universityListBody } from '../test/render-app';

jest.mock('../composition/federation', () => ({ register: jest.fn(), load: jest.fn(() => new Promise(() => {})) }));

const ALL_REMOTES = ['auth', 'tests', 'autotest', 'olympiad', 'courses', 'universities', 'pro', 'news', 'studio'];

/** The site with these remotes listed in /remotes.json (the shell fetches it again). */
async function deployed(remotes: string[]) {
  mockFetch((url) => {
    if (url.startsWith('/api/university-all'))
      return { body: universityListBody(['Inha', 'Vestminster', 'MDIS', 'Webster', 'Akfa', 'Amity']) };
    if (url.startsWith('/remotes.json')) return { body: manifestOf(remotes) };
    return undefined;
  });
  await act(() => getManifest(true));
}

beforeEach(async () => {
  sessionStore.setState({ status: 'guest', user: null, premium: false, locale: 'uz' });
  await deployed(ALL_REMOTES);
});

describe('home page', () => {
  it('renders the sections with 6 private universities from the api', async () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Imtihonlarga ishonch bilan tayyorlaning' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Xususiy universitetlar' });
    expect(await within(section).findByText('Inha')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('href')?.startsWith('/xususiy-universitetlar/')),
    ).toHaveLength(6);
    expect(global.fetch).toHaveBeenCalledWith(expect.stringContaining('/api/university-all?type=private&size=6'), expect.anything());
    expect(screen.getByText('2849')).toBeInTheDocument();
    expect(screen.getByText('10%')).toBeInTheDocument();
    expect(await screen.findByText('Qanday roʻyxatdan oʻtaman?')).toBeInTheDocument();
  });

  it('ignores a blank course search and sends a trimmed, encoded one to /kurslar/filter', async () => {
    const { router } = renderApp('/');
    const input = screen.getByRole('searchbox', { name: 'Kurslarni qidirish' });
    await userEvent.type(input, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Qidirish' }));
    expect(router.state.location.pathname).toBe('/');
    await userEvent.clear(input);
    await userEvent.type(input, '  ingliz tili & IELTS ');
    await userEvent.click(screen.getByRole('button', { name: 'Qidirish' }));
    expect(router.state.location.pathname).toBe('/kurslar/filter');
    expect(router.state.location.search).toBe('?search=ingliz%20tili%20%26%20IELTS');
  });

  it('asks a guest to register through the event bus, and sends a signed-in user to the tests', async () => {
    const opened = jest.fn();
    bus.on('auth:open', opened);
    const { router } = renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Roʻyxatdan oʻtish' }));
    expect(opened).toHaveBeenCalledTimes(1);
    bus.off('auth:open', opened);

    act(() => sessionStore.getState().signIn(makeUser()));
    await userEvent.click(screen.getByRole('button', { name: 'Testni boshlash' }));
    expect(router.state.location.pathname).toBe('/mavzuli-test');
  });

  it('switches every visible string to Russian and persists the choice', async () => {
    renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Рус' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Готовьтесь к экзаменам уверенно' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Главное меню' })).getByRole('link', { name: 'Университеты' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('ru'));
    expect(localStorage.getItem('locale')).toBe('ru');
    expect(screen.queryByText('Universitetlar')).not.toBeInTheDocument();
    await act(async () => sessionStore.getState().setLocale('uz'));
  });

  it('offers Oʻzb / Ўзб / Рус and switches every visible string to Uzbek in Cyrillic, persisted and told to the server', async () => {
    renderApp('/');
    const group = screen.getByRole('group', { name: 'Til' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('lang')]),
    ).toEqual([
      ['Oʻzb', 'uz'],
      ['Ўзб', 'uz-Cyrl'],
      ['Рус', 'ru'],
    ]);
    await userEvent.click(within(group).getByRole('button', { name: 'Ўзб' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Имтиҳонларга ишонч билан тайёрланинг' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Асосий меню' })).getByRole('link', { name: 'Университетлар' }),
    ).toBeInTheDocument();
    // the FAQ is the uz one in Cyrillic too
    expect(await screen.findByText('Қандай рўйхатдан ўтаман?')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Тил' })).getByRole('button', { name: 'Ўзб' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(document.documentElement.lang).toBe('uz-Cyrl'));
    expect(localStorage.getItem('locale')).toBe('uz-Cyrl');
    expect(document.cookie).toContain('locale=uz-Cyrl');
    expect(screen.queryByText('Universitetlar')).not.toBeInTheDocument();
    expect(screen.queryByText('Imtihonlarga ishonch bilan tayyorlaning')).not.toBeInTheDocument();
    await act(async () => sessionStore.getState().setLocale('uz'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Imtihonlarga ishonch bilan tayyorlaning' })).toBeInTheDocument();
  });

  it('hides the Pro button and the footer Pro banner for premium users', async () => {
    renderApp('/');
    expect(screen.getByTestId('footer-pro-banner')).toBeInTheDocument();
    act(() => sessionStore.getState().setPremium(true));
    expect(screen.queryByTestId('footer-pro-banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pro ga oʻtish' })).not.toBeInTheDocument();
  });

  it('marks the entry points of sections that are not deployed, and links them once their remote is listed (issue 11)', async () => {
    await deployed(['auth', 'tests', 'universities']);
    const { router } = renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Asosiy menyu' });
    expect(within(nav).getByRole('link', { name: 'Mavzuli testlar' })).toBeInTheDocument();
    for (const name of ['Avtotest', 'Yangiliklar', 'Kurslar']) expect(within(nav).queryByRole('link', { name })).toBeNull();
    // the block test is a route of the tests remote: deployed with it
    expect(within(nav).getByRole('link', { name: 'Blok test' })).toHaveAttribute('href', '/blok-test');
    // the hero search finds topic tests instead of leading into the missing courses section
    expect(screen.queryByRole('searchbox', { name: 'Kurslarni qidirish' })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Testlarni qidirish' }), ' kasrlar ');
    await userEvent.click(screen.getByRole('button', { name: 'Qidirish' }));
    expect(router.state.location.pathname).toBe('/mavzuli-test');
    expect(router.state.location.search).toBe('?search=kasrlar');
    await act(() => router.navigate('/'));
    expect(screen.queryByRole('link', { name: 'Pro ga oʻtish' })).toBeNull();
    expect(screen.queryByTestId('footer-pro-banner')).toBeNull();
    const categories = screen.getByRole('region', { name: 'Test turlari' });
    // the tests remote serves topic tests, DTM, the national certificate, block and virtual tests
    expect(
      within(categories)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/dtm', '/mavzuli-test', '/milliy-sertifikat', '/blok-test', '/virtual']);
    // the block test card has its count line too, like its neighbours (issue 31)
    expect(within(categories).getByRole('link', { name: /Blok test/ })).toHaveTextContent('Bir fandan 30 ta savol');
    expect(within(categories).getByRole('link', { name: /DTM testlari/ })).toHaveTextContent('2849 ta test');
    // three cards say "coming soon" and are not links: the president school is `planned` in the route
    // table, autotest and olympiads are not deployed
    expect(within(categories).getAllByTestId('coming-soon')).toHaveLength(3);
    expect(within(categories).getByText('Avtotest').closest('[data-testid="coming-soon"]')).not.toBeNull();

    await deployed(ALL_REMOTES);
    expect(within(nav).getByRole('link', { name: 'Kurslar' })).toHaveAttribute('href', '/kurslar');
    expect(screen.getByRole('searchbox', { name: 'Kurslarni qidirish' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pro ga oʻtish' })).toBeInTheDocument();
    // still planned: the president school, whatever the manifest lists
    expect(within(categories).getAllByTestId('coming-soon')).toHaveLength(1);
  });
});
