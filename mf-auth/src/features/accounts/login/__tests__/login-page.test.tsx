import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { birthdayForAge, isoToDisplayDate } from '@platform/shared/accounts';
import { changeLocale } from '@platform/shared/i18n';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import {
  currentPath,
  loginReply,
  newAccount,
  regions,
  renderRouted,
  resetSession,
  sentReply,
} from '../../../../__tests__/support/auth-test-kit';
import { bodiesOf, collectEvents, fail, mockApi, never, ok, type Handler } from '@platform/shared/test-utils';
import { LoginPage } from '../components/login-page';

const toasts = collectEvents('toast');

beforeEach(() => resetSession());

function setup(handlers: Record<string, Handler> = {}, route = '/login') {
  const api = mockApi({
    '/auth/me': () => ok({ data: null }),
    '/auth/telegram': () => ok({ data: { bot: 'platform_login_bot' } }),
    '/address': () => ok({ data: regions }),
    ...handlers,
  });
  renderRouted(<LoginPage />, { route, path: '/login' });
  return { ...api, user: userEvent.setup() };
}

async function sendCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Telefon raqam'), '901234567');
  await user.click(screen.getByRole('button', { name: 'Kod olish' }));
  await user.type(await screen.findByLabelText('SMS kod'), '12345');
  await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
}

describe('/login page', () => {
  it('is a full page with the method choice, the phone field and the terms link', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kirish' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'SMS kod' })).toBeChecked();
    expect(screen.getByLabelText('Telefon raqam')).toHaveValue('+998 ');
    expect(screen.getByRole('link', { name: 'foydalanish shartlari' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Bosh sahifa' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs in by SMS sending the number without +998, then goes to the remembered page', async () => {
    sessionStorage.setItem('auth.redirectUrl', '/saqlangan-testlar');
    const account = makeUser();
    const { fetchMock, user } = setup({ '/auth/send-sms': () => sentReply(), '/auth/verify-sms': () => loginReply(account) });
    await sendCode(user);
    await waitFor(() => expect(currentPath()).toBe('/saqlangan-testlar'));
    expect(sessionStore.getState()).toMatchObject({ status: 'user', user: account });
    expect(toasts).toEqual([{ kind: 'success', message: 'Muvaffaqiyatli bajarildi' }]);
    expect(bodiesOf(fetchMock, '/auth/send-sms')).toEqual([{ phone: '901234567' }]);
    expect(bodiesOf(fetchMock, '/auth/verify-sms')).toEqual([{ phone: '901234567', code: '12345', platform: 'web' }]);
    expect(sessionStorage.getItem('auth.redirectUrl')).toBeNull();
  });

  it('goes home after sign-in when nothing was remembered', async () => {
    const { user } = setup({ '/auth/send-sms': () => sentReply(), '/auth/verify-sms': () => loginReply(makeUser()) });
    await sendCode(user);
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('continues with the register form for a new account and sends POST /auth/register', async () => {
    const created = makeUser({ id: 7, name: 'Aziz', last_name: 'Karimov', role: 'APPLICANT', profile_type: 'APPLICANT' });
    const { fetchMock, user } = setup({
      '/auth/send-sms': () => sentReply(),
      '/auth/verify-sms': () => loginReply(newAccount()),
      '/auth/register': () => ok({ message: 'Roʻyxatdan oʻtdingiz', data: created }),
    });
    await sendCode(user);
    const title = await screen.findByRole('heading', { level: 1, name: 'Roʻyxatdan oʻtish' });
    expect(title).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Ism')).toHaveFocus());
    expect(sessionStore.getState().status).toBe('guest');

    await user.click(screen.getByRole('button', { name: 'Roʻyxatdan oʻtish' }));
    expect(await screen.findByText('Ismingizni kiriting')).toBeInTheDocument();
    expect(screen.getByText('Familiyangizni kiriting')).toBeInTheDocument();
    expect(screen.getByText('Tugʻilgan sanani kiriting')).toBeInTheDocument();
    expect(screen.getByText('Jinsni tanlang')).toBeInTheDocument();
    expect(screen.getByText('Rolni tanlang')).toBeInTheDocument();
    expect(screen.getByText('Hududni tanlang')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Ism'), 'Aziz');
    await user.type(screen.getByLabelText('Familiya'), 'Karimov');
    const future = isoToDisplayDate(`${new Date().getUTCFullYear() + 1}-01-15`);
    await user.type(screen.getByLabelText('Tugʻilgan sana'), future.replace(/\./g, ''));
    expect(screen.getByLabelText('Tugʻilgan sana')).toHaveValue(future);
    await user.click(screen.getByRole('radio', { name: 'Erkak' }));
    await user.selectOptions(screen.getByLabelText('Siz kimsiz?'), 'Abituriyent');
    await user.selectOptions(await screen.findByLabelText('Hudud'), 'Samarqand viloyati');
    await user.click(screen.getByRole('button', { name: 'Roʻyxatdan oʻtish' }));
    expect(await screen.findByText('Tugʻilgan sana kelajakda boʻlishi mumkin emas')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/auth/register')).toEqual([]);

    const birthday = birthdayForAge(19);
    await user.clear(screen.getByLabelText('Tugʻilgan sana'));
    await user.type(screen.getByLabelText('Tugʻilgan sana'), isoToDisplayDate(birthday));
    await user.click(screen.getByRole('button', { name: 'Roʻyxatdan oʻtish' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(bodiesOf(fetchMock, '/auth/register')).toEqual([
      { first_name: 'Aziz', last_name: 'Karimov', birthday, gender: 'erkak', role: 'APPLICANT', address_id: 2 },
    ]);
    expect(sessionStore.getState()).toMatchObject({ status: 'user', user: created });
    expect(toasts).toEqual([{ kind: 'success', message: 'Roʻyxatdan muvaffaqiyatli oʻtdingiz' }]);
  });

  it('shows the server message when registration is refused', async () => {
    const { user } = setup({
      '/auth/me': () =>
        ok({
          data: newAccount({
            name: 'Aziz',
            last_name: 'Karimov',
            birthday: '2005-01-01',
            gender: 'erkak',
            role: 'STUDENT',
            region: regions[0],
          }),
        }),
      '/auth/register': () => fail(400, 'Tugʻilgan sana notoʻgʻri', 'VALIDATION_ERROR'),
    });
    // a session whose registration was not finished continues with the form, prefilled
    expect(await screen.findByRole('heading', { level: 1, name: 'Roʻyxatdan oʻtish' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ism')).toHaveValue('Aziz');
    expect(screen.getByLabelText('Tugʻilgan sana')).toHaveValue('01.01.2005');
    await waitFor(() => expect(screen.getByLabelText('Hudud')).toHaveValue('1'));
    await user.click(screen.getByRole('button', { name: 'Roʻyxatdan oʻtish' }));
    expect(await screen.findByText('Tugʻilgan sana notoʻgʻri')).toHaveAttribute('role', 'alert');
  });

  it('opens the Telegram bot with the 12 phone digits and explains the sign-in link', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { fetchMock, user } = setup();
    const telegram = await screen.findByRole('radio', { name: 'Telegram' });
    await waitFor(() => expect(telegram).toBeEnabled());
    expect(telegram).toHaveAccessibleDescription('Telegram botimiz sizga saytga kirish havolasini yuboradi.');
    await user.click(telegram);
    await user.click(screen.getByRole('button', { name: 'Telegram orqali kirish' }));
    expect(await screen.findByText('Toʻgʻri telefon raqam kiriting')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Telefon raqam'), '901234567');
    await user.click(screen.getByRole('button', { name: 'Telegram orqali kirish' }));
    const url = 'https://t.me/platform_login_bot?start=998901234567';
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');
    expect(screen.getByRole('status')).toHaveTextContent('Telegram yangi oynada ochildi');
    expect(screen.getByRole('link', { name: 'Telegramni qayta ochish' })).toHaveAttribute('href', url);
    expect(bodiesOf(fetchMock, '/auth/send-sms')).toEqual([]);
    open.mockRestore();
  });

  it('disables Telegram with an explanation when it is not configured', async () => {
    setup({ '/auth/telegram': () => ok({ data: { bot: null } }) });
    expect(await screen.findByText('Telegram orqali kirish hozircha ishlamayapti. SMS kod orqali kiring.')).toBeInTheDocument();
    const telegram = screen.getByRole('radio', { name: 'Telegram' });
    expect(telegram).toBeDisabled();
    expect(telegram).toHaveAccessibleDescription('Telegram orqali kirish hozircha ishlamayapti. SMS kod orqali kiring.');
  });

  it('keeps Telegram disabled while its setting loads', async () => {
    setup({ '/auth/telegram': never });
    expect(await screen.findByRole('radio', { name: 'Telegram' })).toBeDisabled();
  });

  it('sends a signed-in visitor home', async () => {
    sessionStore.setState({ status: 'user', user: makeUser() });
    setup();
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Kirish' })).not.toBeInTheDocument();
  });

  it('sends home a visitor whose session turns out to be complete', async () => {
    const account = makeUser();
    setup({ '/auth/me': () => ok({ data: account }) });
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(sessionStore.getState().user).toEqual(account);
  });
});

describe('/login: a send refused with a wait (429 Retry-After; issue 29, finding 8)', () => {
  afterEach(async () => {
    jest.useRealTimers();
    await act(() => changeLocale('uz'));
  });

  const refused = (message: string, seconds: number) => () =>
    ({ status: 429, body: { message, code: 'RATE_LIMITED' }, headers: { 'retry-after': String(seconds) } }) as const;

  it.each([
    ['uz', 'Kod juda koʻp soʻraldi. 28 daqiqadan soʻng qayta urinib koʻring', 'Telefon raqam', 'Kod olish', 'Yangi kod 28 daqiqadan soʻng'],
    ['ru', 'Код запрашивался слишком часто. Попробуйте через 28 мин.', 'Номер телефона', 'Получить код', 'Новый код через 28 минут'],
  ] as const)(
    '%s: shows the server’s message and its wait on the disabled send button',
    async (locale, message, label, submit, waiting) => {
      await changeLocale(locale);
      const { user, calls } = setup({ '/auth/send-sms': refused(message, 1680) });
      await user.type(await screen.findByLabelText(label), '901234567');
      await user.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
      const button = screen.getByRole('button', { name: waiting });
      expect(button).toBeDisabled();
      await user.click(button);
      expect(calls('/auth/send-sms')).toHaveLength(1);
    },
  );

  it('counts down and gives the button back when the wait is over', async () => {
    jest.useFakeTimers();
    const { calls } = setup({ '/auth/send-sms': refused('Kod juda koʻp soʻraldi. 1 daqiqadan soʻng qayta urinib koʻring', 3) });
    const typing = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await typing.type(await screen.findByLabelText('Telefon raqam'), '901234567');
    await typing.click(screen.getByRole('button', { name: 'Kod olish' }));
    expect(await screen.findByRole('button', { name: 'Yangi kod 3 soniyadan soʻng' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Yangi kod 2 soniyadan soʻng' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Kod olish' })).toBeEnabled();
    expect(calls('/auth/send-sms')).toHaveLength(1);
  });
});
