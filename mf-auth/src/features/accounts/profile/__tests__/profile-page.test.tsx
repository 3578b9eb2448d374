import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectEvents, fail, mockApi, mockMatchMedia, never, ok } from '@platform/shared/test-utils';
import { makeProfile, makeProgress, otherProfile, renderProfile, requestOf, series, setSession } from './helpers';

const ownHandlers = {
  '/profile/view': () => ok({ data: makeProfile() }),
  '/profile/statistics': () => ok({ data: [series()] }),
  '/profile/result': () => ok({ data: [] }),
  '/profile/progress': () => ok({ data: makeProgress() }),
  '/applications': () =>
    ok({
      data: [
        {
          id: 3,
          program_id: 7,
          program_name: 'Kompyuter injiniringi',
          university_name: 'Webster universiteti',
          university_slug: 'webster',
          name: 'Aziz Karimov',
          phone: '+998901234567',
          created_at: 1_764_000_000,
        },
      ],
    }),
};

afterEach(() => setSession('unknown'));

describe('own profile', () => {
  it('lists one’s applications to private universities’ programs with a link to the university', async () => {
    mockApi(ownHandlers);
    renderProfile('/profile');
    const section = await screen.findByTestId('own-applications');
    expect(section).toHaveTextContent('Kompyuter injiniringi');
    expect(within(section).getByRole('link', { name: 'Webster universiteti' })).toHaveAttribute('href', '/xususiy-universitetlar/webster');
    expect(screen.getByRole('heading', { level: 2, name: 'Arizalarim' })).toBeInTheDocument();
  });

  const toasts = collectEvents('toast');
  beforeEach(() => setSession('user'));

  it('shows name, XP, level, subjects, counts, member-since and the private fields', async () => {
    const { calls } = mockApi(ownHandlers);
    renderProfile('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Aziz Karimov' })).toBeInTheDocument();
    expect(calls('/profile/view')[0].search).toBe('');
    expect(screen.getByText('450 XP')).toBeInTheDocument();
    expect(screen.getByText('3-bosqich')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Keyingi bosqichgacha' });
    expect(bar).toHaveAttribute('aria-valuenow', '50'); // (450 − 300) / (600 − 300)
    // names longer than 10 characters are cut, the full name stays in the title
    const history = screen.getByTitle('Oʻzbekiston tarixi');
    expect(within(history).getByText('Oʻzbekisto…')).toBeInTheDocument();
    expect(screen.getByTitle('Matematika')).toHaveTextContent('Matematika');
    expect(screen.getByText('Aʼzo boʻlgan sana: 01.01.2024')).toBeInTheDocument();
    expect(screen.getByText('Toshkent shahri')).toBeInTheDocument();
    expect(screen.getByText('Obunachilar').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('+998 90 123 45 67')).toBeInTheDocument();
    expect(screen.getByText('01.05.2007')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profilni tahrirlash' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rasmni oʻzgartirish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Obuna boʻlish' })).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-monogram')).toHaveTextContent('AK');
    expect(document.title).toBe('Aziz Karimov — profil — Imtihon');
    // the chart and the activity of one's own profile
    expect(await screen.findByRole('img', { name: /Haftalik XP grafigi/ })).toBeInTheDocument();
    expect(await screen.findByText('Hali faoliyat yoʻq')).toBeInTheDocument();
    expect(calls('/profile/result')[0].search).toBe('');
  });

  it('caps the level bar at 100 % when XP is above the stage maximum', async () => {
    mockApi({
      ...ownHandlers,
      '/profile/view': () => ok({ data: makeProfile({ ball: 900, stage: { stage: 3, max_xp: 600, min_xp: 300 } }) }),
    });
    renderProfile('/profile');
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.firstElementChild).toHaveStyle({ width: '100%' });
  });

  it('shows the picture when there is one, and the Pro badge for premium users', async () => {
    mockApi({
      ...ownHandlers,
      '/profile/view': () => ok({ data: makeProfile({ image: 'https://cdn.example.uz/a/3.png', premium: true }) }),
    });
    const { container } = renderProfile('/profile');
    expect(await screen.findByText('Pro obunachi')).toBeInTheDocument();
    expect(container.querySelector('img[src="https://cdn.example.uz/a/3.png"]')).not.toBeNull();
    expect(screen.queryByTestId('profile-monogram')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading, then an error with a retry that asks again', async () => {
    let attempt = 0;
    const { calls } = mockApi({
      ...ownHandlers,
      '/profile/view': () => (++attempt === 1 ? fail(500, 'Server xatosi', 'INTERNAL') : ok({ data: makeProfile() })),
    });
    renderProfile('/profile');
    expect(screen.getByText('Profil yuklanmoqda')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server xatosi');
    await userEvent.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aziz Karimov' })).toBeInTheDocument();
    expect(calls('/profile/view')).toHaveLength(2);
  });

  it('renders an id page with is_own as one\u2019s own profile', async () => {
    mockApi({ ...ownHandlers, '/profile/view': () => ok({ data: makeProfile({ id: 1, is_own: true }) }) });
    renderProfile('/profile/1');
    expect(await screen.findByRole('button', { name: 'Profilni tahrirlash' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Obuna boʻlish' })).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Haftalik XP grafigi/ })).toBeInTheDocument();
  });

  it('shares the profile link: copy to clipboard with a toast, Telegram and Facebook links', async () => {
    const user = userEvent.setup();
    mockApi(ownHandlers);
    renderProfile('/profile');
    await user.click(await screen.findByRole('button', { name: 'Ulashish' }));

    const dialog = screen.getByRole('dialog', { name: 'Profilni ulashish' });
    expect(within(dialog).getByLabelText('Profil havolasi')).toHaveValue('http://localhost/profile/1');
    await user.click(within(dialog).getByRole('button', { name: 'Havolani nusxalash' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost/profile/1');
    expect(toasts).toEqual([{ kind: 'success', message: 'Havola nusxalandi' }]);
    expect(within(dialog).getByRole('link', { name: 'Telegram orqali ulashish' })).toHaveAttribute(
      'href',
      `https://t.me/share/url?url=${encodeURIComponent('http://localhost/profile/1')}&text=${encodeURIComponent('Aziz Karimov profili')}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Facebook orqali ulashish' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost/profile/1')}`,
    );
  });

  it('says so when the link cannot be copied', async () => {
    const user = userEvent.setup();
    mockApi(ownHandlers);
    renderProfile('/profile');
    await user.click(await screen.findByRole('button', { name: 'Ulashish' }));
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Havolani nusxalash' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Havolani nusxalab boʻlmadi' }]));
  });
});

describe('sharing on a phone', () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => {
    setSession('user');
    mockMatchMedia(true);
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    delete (navigator as { share?: unknown }).share;
  });

  it('uses the system share sheet when there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    mockApi(ownHandlers);
    renderProfile('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Ulashish' }));
    expect(share).toHaveBeenCalledWith({ url: 'http://localhost/profile/1', title: 'Aziz Karimov', text: 'Aziz Karimov profili' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to the dialog when the share sheet fails, but not when the user closes it', async () => {
    const share = jest
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'AbortError' }))
      .mockRejectedValueOnce(new Error('not allowed'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    mockApi(ownHandlers);
    renderProfile('/profile');
    const button = await screen.findByRole('button', { name: 'Ulashish' });
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Profilni ulashish' })).toBeInTheDocument();
    expect(share).toHaveBeenCalledTimes(2);
  });
});

describe("another user's profile", () => {
  beforeEach(() => setSession('user'));

  it('shows follow and neither edit controls nor private fields', async () => {
    // even if the api sent private fields by mistake, they are not shown on someone else's page
    const { calls } = mockApi({
      '/profile/view': () => ok({ data: otherProfile({ phone: '+998901112233', birthday: '2006-03-04', gender: 'ayol' }) }),
      '/profile/result': () => ok({ data: [] }),
    });
    renderProfile('/profile/7');

    expect(await screen.findByRole('heading', { level: 1, name: /Dilnoza Rahimova/ })).toBeInTheDocument();
    expect(calls('/profile/view')[0].searchParams.get('id')).toBe('7');
    expect(screen.getByRole('button', { name: 'Obuna boʻlish' })).toBeInTheDocument();
    expect(screen.getByText('Pro obunachi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Profilni tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rasmni oʻzgartirish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fanlarni oʻzgartirish' })).not.toBeInTheDocument();
    expect(screen.queryByText(/\+998/)).not.toBeInTheDocument();
    expect(screen.queryByText('04.03.2006')).not.toBeInTheDocument();
    expect(screen.queryByText('Telefon')).not.toBeInTheDocument();
    expect(screen.queryByText('Ayol')).not.toBeInTheDocument();
    expect(await screen.findByText('Hali faoliyat yoʻq')).toBeInTheDocument();
    expect(calls('/profile/result')[0].searchParams.get('id')).toBe('7');
    // the weekly chart and the progress are one's own only
    expect(calls('/profile/statistics')).toHaveLength(0);
    expect(calls('/profile/progress')).toHaveLength(0);
    expect(screen.queryByRole('img', { name: /Haftalik XP grafigi/ })).not.toBeInTheDocument();
  });

  it('follows and unfollows, taking the follower count from the answer', async () => {
    const { fetchMock } = mockApi({
      '/profile/view': () => ok({ data: otherProfile({ followers_count: 12 }) }),
      '/profile/result': () => ok({ data: [] }),
      '/profile/follow': () => ok({ message: 'ok', data: { is_following: true, followers_count: 40 } }),
      '/profile/unfollow': () => ok({ message: 'ok', data: { is_following: false, followers_count: 39 } }),
    });
    renderProfile('/profile/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Obuna boʻlish' }));

    expect(await screen.findByRole('button', { name: 'Obunani bekor qilish' })).toBeInTheDocument();
    expect(screen.getByText('Obunachilar').nextSibling).toHaveTextContent('40');
    const init = requestOf(fetchMock, '/profile/follow');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ id: 7 });

    await userEvent.click(screen.getByRole('button', { name: 'Obunani bekor qilish' }));
    expect(await screen.findByRole('button', { name: 'Obuna boʻlish' })).toBeInTheDocument();
    expect(screen.getByText('Obunachilar').nextSibling).toHaveTextContent('39');
    expect(JSON.parse(String(requestOf(fetchMock, '/profile/unfollow').body))).toEqual({ id: 7 });
  });

  it('says the user was not found when the api answers 404', async () => {
    mockApi({
      '/profile/view': () => fail(404, 'Foydalanuvchi topilmadi', 'NOT_FOUND'),
      '/profile/result': () => fail(404, 'Foydalanuvchi topilmadi', 'NOT_FOUND'),
    });
    renderProfile('/profile/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Foydalanuvchi topilmadi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bosh sahifaga' })).toHaveAttribute('href', '/');
  });

  it.each(['abc', '0', '12abc', '-3', '99999999999'])('treats the id %p as not found without asking the api', (id) => {
    const { fetchMock } = mockApi({});
    renderProfile(`/profile/${id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Foydalanuvchi topilmadi' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('without a session', () => {
  const opened = collectEvents('auth:open');
  it('a guest gets the sign-in panel; the button opens sign-in coming back here; no profile call', async () => {
    setSession('guest');
    const { fetchMock } = mockApi(ownHandlers);
    renderProfile('/profile');

    expect(screen.getByRole('heading', { level: 1, name: 'Profilni koʻrish uchun tizimga kiring' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(opened).toEqual([{ redirectUrl: '/profile' }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a guest on another user's profile is sent back to that profile after sign-in", async () => {
    setSession('guest');
    const { fetchMock } = mockApi(ownHandlers);
    renderProfile('/profile/7');
    await userEvent.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(opened).toEqual([{ redirectUrl: '/profile/7' }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows skeletons and calls nothing while the session is unknown, then loads once signed in', async () => {
    setSession('unknown');
    const { calls, fetchMock } = mockApi({ ...ownHandlers, '/profile/statistics': never, '/profile/result': never });
    renderProfile('/profile');
    expect(screen.getByText('Profil yuklanmoqda').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => setSession('user'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aziz Karimov' })).toBeInTheDocument();
    expect(calls('/profile/view')).toHaveLength(1);
  });

  it('shows the sign-in panel when the api says the session is gone (401)', async () => {
    setSession('user');
    mockApi({ ...ownHandlers, '/profile/view': () => fail(401, 'Avval tizimga kiring', 'UNAUTHENTICATED') });
    renderProfile('/profile');
    expect(await screen.findByRole('button', { name: 'Kirish' })).toBeInTheDocument();
  });
});
