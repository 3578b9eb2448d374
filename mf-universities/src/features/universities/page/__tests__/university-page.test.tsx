import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockMatchMedia } from '@platform/shared/test-utils';
import { DEFAULT_MAP_CENTER } from '../lib/constants';
import { direction, privateUniversityDetail, program, sortColumns, universityDetail } from '../../../../test/factories';
import { fail, mockApi, ok, type Handler } from '@platform/shared/test-utils';
import { currentUrl, lastNavigation, renderApp } from '../../../../test/render';

const rows = [
  direction(),
  direction({
    direction_name: 'Kompyuter injiniringi',
    direction_code: '60610600',
    grant_ball: null,
    grant_count: 0,
    subject_2: null,
  }),
  direction({ direction_name: 'Kiberxavfsizlik injiniringi', direction_code: '60610700' }),
];

function setup(overrides: Record<string, Handler> = {}) {
  return mockApi({
    '/university-info': (url) =>
      url.searchParams.get('univer_name') === 'tatu'
        ? ok({ data: universityDetail() })
        : url.searchParams.get('univer_name') === 'webster-tashkent'
          ? ok({ data: privateUniversityDetail() })
          : fail(404, 'Universitet topilmadi', 'NOT_FOUND'),
    '/university-sort-column': () => ok(sortColumns()),
    '/university-ball': () => ok({ data: rows }),
    '/v2/university/courses': () => ok({ data: [], meta: { page: 1, size: 12, total: 0, page_count: 1 } }),
    ...overrides,
  });
}

function mockMobile(matches: boolean) {
  mockMatchMedia(matches);
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('university page', () => {
  it('shows the university and writes the default admission filters into the URL (replace)', async () => {
    const { calls } = setup();
    renderApp('/universitetlar/tatu');

    expect(await screen.findByRole('heading', { level: 1, name: universityDetail().name })).toBeInTheDocument();
    expect(calls('/university-info')[0].searchParams.get('univer_name')).toBe('tatu');
    expect(document.title).toBe(`${universityDetail().name} — qabul ballari va aloqa maʼlumotlari — Imtihon`);

    await waitFor(() => expect(currentUrl().search).toBe('?year=2025&language=1&study=11'));
    expect(lastNavigation()).toBe('REPLACE');
    expect(calls('/university-sort-column')[0].searchParams.get('univer_id')).toBe('7');
    await screen.findByRole('button', { name: /Dasturiy injiniring/ });
    expect(calls('/university-ball')).toHaveLength(1);
    expect(Object.fromEntries(calls('/university-ball')[0].searchParams)).toEqual({
      univer_id: '7',
      year: '2025',
      language: '1',
      study: '11',
    });
  });

  it('replaces invalid admission params with the defaults and keeps valid ones', async () => {
    const { calls } = setup();
    renderApp('/universitetlar/tatu?year=2024&language=abc&study=99');
    await waitFor(() => expect(currentUrl().search).toBe('?year=2024&language=1&study=11'));
    expect(lastNavigation()).toBe('REPLACE');
    await screen.findByRole('button', { name: /Dasturiy injiniring/ });
    expect(calls('/university-ball').map((u) => u.searchParams.get('year'))).toEqual(['2024']);
  });

  it('uses admission params from the URL as they are when they are valid', async () => {
    const { calls } = setup();
    renderApp('/universitetlar/tatu?year=2025&language=2&study=12');
    await screen.findByRole('button', { name: /Dasturiy injiniring/ });
    expect(lastNavigation()).toBe('POP');
    expect(currentUrl().search).toBe('?year=2025&language=2&study=12');
    expect(screen.getByLabelText('Taʼlim tili')).toHaveValue('2');
    expect(screen.getByLabelText('Taʼlim shakli')).toHaveValue('12');
    expect(calls('/university-ball')[0].searchParams.get('language')).toBe('2');
  });

  it('refetches the directions when a filter changes, falling back for options the year lacks', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    renderApp('/universitetlar/tatu');
    await screen.findByRole('button', { name: /Dasturiy injiniring/ });

    await user.selectOptions(screen.getByLabelText('Taʼlim tili'), 'Rus');
    await waitFor(() => expect(calls('/university-ball')).toHaveLength(2));
    expect(Object.fromEntries(calls('/university-ball')[1].searchParams)).toEqual({
      univer_id: '7',
      year: '2025',
      language: '2',
      study: '11',
    });
    expect(currentUrl().search).toBe('?year=2025&language=2&study=11');
    expect(lastNavigation()).toBe('PUSH');
    await screen.findByRole('button', { name: /Dasturiy injiniring/ });

    // 2024 has no Russian groups: the language falls back to the first one of that year
    await user.selectOptions(screen.getByLabelText('Oʻquv yili'), '2024');
    await waitFor(() => expect(calls('/university-ball')).toHaveLength(3));
    expect(calls('/university-ball')[2].searchParams.get('year')).toBe('2024');
    expect(calls('/university-ball')[2].searchParams.get('language')).toBe('1');
    expect(currentUrl().search).toBe('?year=2024&language=1&study=11');
    expect(
      within(screen.getByLabelText('Taʼlim shakli'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kunduzgi', 'Kechki']);
    await screen.findByRole('button', { name: /Dasturiy injiniring/ });
  });

  it('keeps only one direction open in the accordion and shows a dash for missing values', async () => {
    const user = userEvent.setup();
    setup();
    renderApp('/universitetlar/tatu');
    const first = await screen.findByRole('button', { name: /Dasturiy injiniring/ });
    const second = screen.getByRole('button', { name: /Kompyuter injiniringi/ });
    const accordion = within(screen.getByRole('list', { name: 'Taʼlim yoʻnalishlari' }));
    expect(first).toHaveTextContent('Shifr: 60610500');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(accordion.queryAllByRole('region')).toHaveLength(0);

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = accordion.getByRole('region', { name: /Dasturiy injiniring/ });
    expect(first).toHaveAttribute('aria-controls', firstPanel.id);
    expect(within(firstPanel).getByText('Grant boʻyicha oʻtish bali').nextSibling).toHaveTextContent('182.4');
    expect(within(firstPanel).getByText('Kontrakt oʻrinlari').nextSibling).toHaveTextContent('120');
    expect(within(firstPanel).getByText('2-fan').nextSibling).toHaveTextContent('Fizika');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(accordion.getAllByRole('region')).toHaveLength(1);
    const secondPanel = accordion.getByRole('region', { name: /Kompyuter injiniringi/ });
    expect(within(secondPanel).getByText('Grant boʻyicha oʻtish bali').nextSibling).toHaveTextContent('—');
    expect(within(secondPanel).getByText('Grant oʻrinlari').nextSibling).toHaveTextContent('0');
    expect(within(secondPanel).getByText('2-fan').nextSibling).toHaveTextContent('—');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(accordion.queryAllByRole('region')).toHaveLength(0);
  });

  it('shows "information not found" when a year has no directions', async () => {
    setup({ '/university-ball': () => ok({ data: [] }) });
    renderApp('/universitetlar/tatu');
    expect(await screen.findByText('Maʼlumot topilmadi')).toBeInTheDocument();
  });

  it('shows skeletons while the admission data loads', async () => {
    setup({ '/university-sort-column': () => new Promise(() => {}) });
    renderApp('/universitetlar/tatu');
    await screen.findByRole('heading', { level: 2, name: 'Qabul koʻrsatkichlari' });
    expect(screen.getByRole('status')).toHaveTextContent('Qabul koʻrsatkichlari yuklanmoqda');
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
  });

  it('shows a localised not-found state with a link back to the list on 404', async () => {
    const { calls } = setup();
    renderApp('/universitetlar/no-such-university');
    expect(await screen.findByRole('heading', { level: 1, name: 'Universitet topilmadi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Universitetlar roʻyxatiga qaytish' })).toHaveAttribute('href', '/universitetlar');
    expect(calls('/university-info')).toHaveLength(1);
    expect(calls('/university-sort-column')).toHaveLength(0);
    expect(document.title).toBe('Universitet topilmadi — Imtihon');
  });

  it('treats a malformed slug as not found without asking the api', async () => {
    const { calls } = setup();
    renderApp('/xususiy-universitetlar/Bad%20Slug!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Universitet topilmadi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Universitetlar roʻyxatiga qaytish' })).toHaveAttribute('href', '/xususiy-universitetlar');
    expect(calls('/university-info')).toHaveLength(0);
  });

  it('public page: map iframe at the university coordinates, contacts, no website button', async () => {
    setup();
    renderApp('/universitetlar/tatu');
    await screen.findByRole('heading', { level: 1 });

    const map = screen.getByTitle(`${universityDetail().name} xaritada`);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute(
      'src',
      'https://www.openstreetmap.org/export/embed.html?bbox=69.2765,41.3309,69.2965,41.3509&layer=mapnik&marker=41.3409,69.2865',
    );
    expect(screen.queryByRole('link', { name: 'Rasmiy saytga oʻtish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Raqamlarda' })).not.toBeInTheDocument();

    const contacts = screen.getByRole('heading', { level: 2, name: 'Aloqa' }).closest('section') as HTMLElement;
    expect(within(contacts).getByRole('link', { name: '+998 71 238 64 00' })).toHaveAttribute('href', 'tel:+998712386400');
    expect(within(contacts).getByRole('link', { name: 'info@tuit.uz' })).toHaveAttribute('href', 'mailto:info@tuit.uz');
    expect(within(contacts).getByRole('link', { name: 'tuit.uz' })).toHaveAttribute('href', 'https://tuit.uz/');
    expect(within(contacts).getByRole('link', { name: 'Xaritada koʻrish' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=41.3409&mlon=69.2865',
    );
  });

  it('public page without coordinates centres the map on the default location', async () => {
    setup({ '/university-info': () => ok({ data: universityDetail({ latitude: null, longitude: null }) }) });
    renderApp('/universitetlar/tatu');
    const map = await screen.findByTitle(`${universityDetail().name} xaritada`);
    expect(DEFAULT_MAP_CENTER).toEqual({ latitude: 41.2995, longitude: 69.2401 });
    expect(map.getAttribute('src')).toContain('marker=41.2995,69.2401');
    expect(map.getAttribute('src')).toContain('bbox=69.2301,41.2895,69.2501,41.3095');
  });

  it('private page: website button, stats and social links, no map', async () => {
    setup();
    renderApp('/xususiy-universitetlar/webster-tashkent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Webster University in Tashkent' })).toBeInTheDocument();

    const website = screen.getByRole('link', { name: 'Rasmiy saytga oʻtish' });
    expect(website).toHaveAttribute('href', 'https://webster.uz/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('iframe')).toBeNull();

    const stats = screen.getByRole('heading', { level: 2, name: 'Raqamlarda' }).closest('section') as HTMLElement;
    expect(within(stats).getByText('Talabalar').nextSibling).toHaveTextContent('2 400');
    expect(within(stats).getByText('Bitiruvchilar').nextSibling).toHaveTextContent('1 150');
    expect(within(stats).getByText('Kurslar').nextSibling).toHaveTextContent('18');
    expect(within(stats).getByText('Yillik tajriba').nextSibling).toHaveTextContent('6');

    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/webster_tashkent');
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/webster.tashkent');
    expect(screen.queryByRole('link', { name: 'YouTube' })).not.toBeInTheDocument();
    // no coordinates: the address links to a map search instead
    expect(screen.getByRole('link', { name: 'Xaritada koʻrish' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/search\?query=/,
    );
    expect(screen.getByRole('link', { name: 'Barcha xususiy universitetlar' })).toHaveAttribute('href', '/xususiy-universitetlar');
  });

  it('private page: each direction with a test leads into its exam (not only /otmlar-royhati does)', async () => {
    const mine = { university_id: 31, university_name: 'Webster University in Tashkent', university_slug: 'webster-tashkent' };
    const programs = [
      program({ ...mine, id: 1, slug: 'kompyuter-injiniringi', name: 'Kompyuter injiniringi', test_available: true }),
      program({ ...mine, id: 2, slug: 'iqtisodiyot', name: 'Iqtisodiyot', test_available: false }),
      program({ ...mine, id: 3, slug: 'menejment', name: 'Menejment', test_available: true, duration: 90 }),
    ];
    const { calls } = setup({
      '/v2/university/courses': () => ok({ data: programs, meta: { page: 1, size: 12, total: 3, page_count: 1 } }),
    });
    renderApp('/xususiy-universitetlar/webster-tashkent');
    const section = await screen.findByRole('region', { name: 'Yoʻnalishlar va kirish imtihoni' });
    const exams = await within(section).findAllByRole('link', { name: /Imtihon topshirish/ });
    expect(exams.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Imtihon topshirish: Kompyuter injiniringi (Oʻzbek, Kunduzgi)', '/exam/webster-tashkent/kompyuter-injiniringi'],
      ['Imtihon topshirish: Menejment (Oʻzbek, Kunduzgi)', '/exam/webster-tashkent/menejment'],
    ]);
    expect(calls('/v2/university/courses')[0].searchParams.get('university_id')).toBe('31');
    expect(within(section).getByText('Menejment').closest('li')).toHaveTextContent(
      'Taʼlim: Oʻzbek, KunduzgiKirish imtihoni: 40 ta savol, 90 daqiqa',
    );
    // a direction without a test says so, and every direction can be applied to from the programs list
    expect(within(section).getByText('Iqtisodiyot').closest('li')).toHaveTextContent('Imtihonsiz: ariza orqali');
    expect(within(section).getByRole('link', { name: 'Barcha yoʻnalishlar va ariza' })).toHaveAttribute(
      'href',
      '/otmlar-royhati?university=webster-tashkent',
    );
  });

  it('a state university’s page lists no private directions', async () => {
    const { calls } = setup();
    renderApp('/universitetlar/tatu');
    await screen.findByRole('button', { name: /Dasturiy injiniring/ });
    expect(screen.queryByRole('region', { name: 'Yoʻnalishlar va kirish imtihoni' })).not.toBeInTheDocument();
    expect(calls('/v2/university/courses')).toHaveLength(0);
  });

  it('redirects a university opened under the other list to its own path, keeping the filters', async () => {
    setup();
    renderApp('/xususiy-universitetlar/tatu?year=2024');
    await screen.findByRole('heading', { level: 1, name: universityDetail().name });
    await waitFor(() => expect(currentUrl().pathname).toBe('/universitetlar/tatu'));
    await waitFor(() => expect(currentUrl().searchParams.get('year')).toBe('2024'));
    await screen.findByRole('button', { name: /Dasturiy injiniring/ });
  });

  it('on phones the filters open in a drawer and apply only on Save', async () => {
    mockMobile(true);
    const user = userEvent.setup();
    const { calls } = setup();
    renderApp('/universitetlar/tatu');
    await screen.findByRole('button', { name: /Dasturiy injiniring/ });
    expect(screen.queryByLabelText('Oʻquv yili')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Filtrlar/ }));
    const drawer = screen.getByRole('dialog', { name: 'Qabul koʻrsatkichlari filtrlari' });
    await user.selectOptions(within(drawer).getByLabelText('Taʼlim tili'), 'Rus');
    await user.selectOptions(within(drawer).getByLabelText('Taʼlim shakli'), 'Sirtqi');
    // a draft: nothing applied yet
    expect(currentUrl().search).toBe('?year=2025&language=1&study=11');
    expect(calls('/university-ball')).toHaveLength(1);

    await user.click(within(drawer).getByRole('button', { name: 'Saqlash' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(currentUrl().search).toBe('?year=2025&language=2&study=12'));
    await waitFor(() => expect(calls('/university-ball')).toHaveLength(2));
    expect(calls('/university-ball')[1].searchParams.get('study')).toBe('12');
    await screen.findByRole('button', { name: /Dasturiy injiniring/ });
  });

  it('on phones closing the drawer without saving discards the draft', async () => {
    mockMobile(true);
    const user = userEvent.setup();
    const { calls } = setup();
    renderApp('/universitetlar/tatu');
    await screen.findByRole('button', { name: /Dasturiy injiniring/ });

    await user.click(screen.getByRole('button', { name: /Filtrlar/ }));
    await user.selectOptions(within(screen.getByRole('dialog')).getByLabelText('Oʻquv yili'), '2024');
    await user.click(screen.getByRole('button', { name: 'Yopish' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentUrl().search).toBe('?year=2025&language=1&study=11');

    await user.click(screen.getByRole('button', { name: /Filtrlar/ }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Oʻquv yili')).toHaveValue('2025');
    expect(calls('/university-ball')).toHaveLength(1);
  });
});
