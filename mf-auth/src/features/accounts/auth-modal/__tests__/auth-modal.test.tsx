import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuthUser } from '@platform/shared/contracts';
import { birthdayForAge, isoToDisplayDate } from '@platform/shared/accounts';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import {
  currentPath,
  loginReply,
  newAccount,
  PHONE,
  regions,
  renderRouted,
  resetSession,
  sentReply,
  subjects,
} from '../../../../__tests__/support/auth-test-kit';
import { bodiesOf, collectEvents, fail, mockApi, ok, type Handler } from '@platform/shared/test-utils';
import { AuthModal } from '../components/auth-modal';
import type { AuthModalProps } from '../lib/types';

const toasts = collectEvents('toast');

beforeEach(() => resetSession());
afterEach(() => jest.useRealTimers());

function setup(handlers: Record<string, Handler>, props: Partial<AuthModalProps> = {}, route = '/') {
  const api = mockApi({ '/auth/me': () => ok({ data: null }), ...handlers });
  const onClose = jest.fn();
  renderRouted(<AuthModal onClose={onClose} {...props} />, { route });
  return { ...api, onClose };
}

async function enterPhone(user: ReturnType<typeof userEvent.setup>) {
  const input = await screen.findByLabelText('Telefon raqam');
  await waitFor(() => expect(input).toHaveFocus());
  await user.type(input, '901234567');
  await user.click(screen.getByRole('button', { name: 'Kod olish' }));
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code = '12345') {
  const input = await screen.findByLabelText('SMS kod');
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
}

/** The api of the profile steps: regions, subjects, and a profile create that answers `created`. */
function profileStepsApi(created: AuthUser): Record<string, Handler> {
  return {
    '/address': () => ok({ data: regions }),
    '/subjectname': () => ok({ data: subjects }),
    '/v2/profile/create': () => ok({ message: 'Saqlandi', data: created }),
  };
}

/** An unfinished registration of `account`, resumed from its session at step 3. */
function setupResumed(account: AuthUser, created: AuthUser, props: Partial<AuthModalProps>, route?: string) {
  return setup({ '/auth/me': () => ok({ data: account }), ...profileStepsApi(created) }, props, route);
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('auth modal', () => {
  it('registers a new number through all 8 steps and sends the api what it expects', async () => {
    const created = makeUser({ id: 7, name: 'Aziz', last_name: 'Karimov', profile_type: 'STUDENT', role: 'STUDENT' });
    const { fetchMock, onClose } = setup(
      {
        '/auth/send-sms': () => sentReply(),
        '/auth/verify-sms': () => loginReply(newAccount()),
        ...profileStepsApi(created),
      },
      { ticketId: '55' },
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');

    // 1: phone, terms link, no back arrow on the first step
    expect(await heading('Tizimga kirish')).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Tizimga kirish');
    expect(screen.getByText('1/8')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Orqaga' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'foydalanish shartlari' })).toHaveAttribute('href', '/terms');
    await enterPhone(user);

    // 2: code
    expect(await heading('Tasdiqlash kodi')).toBeInTheDocument();
    expect(screen.getByText('2/8')).toBeInTheDocument();
    expect(screen.getByText('+998 90 *** ** 67')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('SMS kod')).toHaveFocus());
    await enterCode(user);

    // 3: role — no way back to the code
    const roleHeading = await heading('Siz kimsiz?');
    await waitFor(() => expect(roleHeading).toHaveFocus());
    expect(screen.getByText('3/8')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Orqaga' })).not.toBeInTheDocument();
    const roles = within(screen.getByRole('radiogroup', { name: 'Siz kimsiz?' })).getAllByRole('radio');
    expect(roles.map((r) => r.getAttribute('value'))).toEqual(['APPLICANT', 'STUDENT', 'TEACHER', 'OTHER']);
    const next = () => screen.getByRole('button', { name: 'Davom etish' });
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Talaba' }));
    await user.click(next());

    // 4: age, starts at 17; one older
    expect(await heading('Necha yoshdasiz?')).toBeInTheDocument();
    const ages = within(screen.getByRole('radiogroup', { name: 'Necha yoshdasiz?' })).getAllByRole('radio');
    expect(ages).toHaveLength(64);
    expect(ages[0]).toHaveAccessibleName('7 yosh');
    expect(ages[63]).toHaveAccessibleName('70 yosh');
    expect(screen.getByRole('radio', { name: '17 yosh' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Kattaroq yosh' }));
    expect(screen.getByRole('radio', { name: '18 yosh' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Orqaga' })).toBeInTheDocument();
    await user.click(next());

    // 5: regions (top level only)
    expect(await heading('Qaysi hududda yashaysiz?')).toBeInTheDocument();
    await screen.findByRole('radio', { name: 'Toshkent shahri' });
    expect(screen.queryByRole('radio', { name: 'Chilonzor tumani' })).not.toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Samarqand viloyati' }));
    await user.click(next());

    // 6: subjects, at least one
    expect(await heading('Qaysi fanlar sizni qiziqtiradi?')).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'Matematika' });
    expect(screen.getByText('Kamida bitta fanni tanlang')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Matematika' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fizika' }));
    expect(screen.queryByText('Kamida bitta fanni tanlang')).not.toBeInTheDocument();
    await user.click(next());

    // 7: profile form, birthday from the age picker
    expect(await heading('Maʼlumotlaringiz')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Ism')).toHaveFocus());
    const birthday = birthdayForAge(18);
    expect(screen.getByLabelText('Tugʻilgan sana')).toHaveValue(isoToDisplayDate(birthday));
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Ismingizni kiriting')).toBeInTheDocument();
    expect(screen.getByText('Familiyangizni kiriting')).toBeInTheDocument();
    expect(screen.getByText('Jinsni tanlang')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ism'), 'Aziz');
    await user.type(screen.getByLabelText('Familiya'), 'Karimov');
    await user.click(screen.getByRole('radio', { name: 'Erkak' }));
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));

    // 8: success
    expect(await heading('Tabriklaymiz!')).toBeInTheDocument();
    expect(screen.getByText('8/8')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Orqaga' })).not.toBeInTheDocument();
    expect(document.querySelector('svg path')).not.toBeNull();
    expect(screen.getByTestId('success-countdown')).toHaveTextContent('5');
    expect(sessionStore.getState().status).toBe('guest');
    await user.click(screen.getByRole('button', { name: /Davom etish/ }));

    expect(sessionStore.getState()).toMatchObject({ status: 'user', user: created });
    expect(toasts).toEqual([{ kind: 'success', message: 'Roʻyxatdan muvaffaqiyatli oʻtdingiz' }]);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(currentPath()).toBe('/natijalar/55'));

    expect(bodiesOf(fetchMock, '/auth/send-sms')).toEqual([{ phone: PHONE }]);
    expect(bodiesOf(fetchMock, '/auth/verify-sms')).toEqual([{ phone: PHONE, code: '12345', platform: 'web' }]);
    expect(bodiesOf(fetchMock, '/v2/profile/create')).toEqual([
      { full_name: 'Aziz', last_name: 'Karimov', birthday, type: 'STUDENT', subject_ids: [1, 2], gender: 'erkak', address_id: 2 },
    ]);
  });

  it('signs a returning number in, closes and goes to the redirect URL', async () => {
    const account = makeUser();
    const { onClose } = setup(
      { '/auth/send-sms': () => sentReply(), '/auth/verify-sms': () => loginReply(account) },
      { redirectUrl: '/dtm/test', ticketId: '9' },
    );
    const user = userEvent.setup();
    await waitFor(() => expect(sessionStorage.getItem('auth.redirectUrl')).toBe('/dtm/test'));
    await enterPhone(user);
    await enterCode(user);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(currentPath()).toBe('/dtm/test'));
    expect(sessionStore.getState()).toMatchObject({ status: 'user', user: account });
    expect(toasts).toEqual([{ kind: 'success', message: 'Muvaffaqiyatli bajarildi' }]);
    expect(sessionStorage.getItem('auth.redirectUrl')).toBeNull();
  });

  it('uses the redirect remembered by an earlier open when none is given', async () => {
    sessionStorage.setItem('auth.redirectUrl', '/online-olimpiadalar/olimpiada-3');
    const { onClose } = setup({ '/auth/send-sms': () => sentReply(), '/auth/verify-sms': () => loginReply(makeUser()) }, { ticketId: '9' });
    const user = userEvent.setup();
    await enterPhone(user);
    await enterCode(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await waitFor(() => expect(currentPath()).toBe('/online-olimpiadalar/olimpiada-3'));
  });

  it('in required mode shows no close button and ignores Escape and the backdrop', async () => {
    const { onClose } = setup({}, { required: true });
    const user = userEvent.setup();
    await heading('Tizimga kirish');
    expect(screen.queryByRole('button', { name: 'Yopish' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('auth-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('otherwise closes with the close button, Escape or the backdrop', async () => {
    const { onClose } = setup({});
    const user = userEvent.setup();
    await heading('Tizimga kirish');
    await user.click(screen.getByRole('button', { name: 'Yopish' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('auth-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('shows the wait time of a refused send (429) inline', async () => {
    setup({ '/auth/send-sms': () => fail(429, 'Juda koʻp urinish. 45 soniyadan soʻng qayta urinib koʻring', 'RATE_LIMITED') });
    const user = userEvent.setup();
    await enterPhone(user);
    expect(await screen.findByText('Juda koʻp urinish. 45 soniyadan soʻng qayta urinib koʻring')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('heading', { level: 2, name: 'Tizimga kirish' })).toBeInTheDocument();
  });

  it('shows a wrong or locked code as the server says, and lets the number be edited', async () => {
    let answer = fail(400, 'Kod notoʻgʻri. Yana 4 marta urinishingiz mumkin', 'OTP_WRONG');
    setup({ '/auth/send-sms': () => sentReply(), '/auth/verify-sms': () => answer });
    const user = userEvent.setup();
    await enterPhone(user);
    await enterCode(user, '11111');
    expect(await screen.findByText('Kod notoʻgʻri. Yana 4 marta urinishingiz mumkin')).toHaveAttribute('role', 'alert');
    answer = fail(429, 'Urinishlar tugadi. 10 daqiqadan soʻng yangi kod oling', 'OTP_LOCKED');
    await user.clear(screen.getByLabelText('SMS kod'));
    await enterCode(user, '22222');
    expect(await screen.findByText('Urinishlar tugadi. 10 daqiqadan soʻng yangi kod oling')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Raqamni oʻzgartirish' }));
    expect(await heading('Tizimga kirish')).toBeInTheDocument();
    expect(screen.getByLabelText('Telefon raqam')).toHaveValue('+998 90 123 45 67');
  });

  it('waits the resend_in of the api before offering a resend, then counts again from 60 s', async () => {
    let resendIn = 59;
    const { fetchMock } = setup({ '/auth/send-sms': () => sentReply(resendIn) });
    const user = userEvent.setup();
    await enterPhone(user);
    const resend = await screen.findByRole('button', { name: /Kodni qayta yuborish/ });
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent('00:59');
    // an api that allows the resend at once: the button is active
    await user.click(screen.getByRole('button', { name: 'Raqamni oʻzgartirish' }));
    resendIn = 0;
    await user.click(await screen.findByRole('button', { name: 'Kod olish' }));
    const again = await screen.findByRole('button', { name: 'Kodni qayta yuborish' });
    expect(again).toBeEnabled();
    await user.click(again);
    expect(await screen.findByText('Yangi kod yuborildi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Kodni qayta yuborish/ })).toHaveTextContent('01:00');
    expect(bodiesOf(fetchMock, '/auth/send-sms')).toEqual([{ phone: PHONE }, { phone: PHONE }, { phone: PHONE }]);
  });

  it('returns to the code when the same number is sent again too early (the code sent before is still valid)', async () => {
    let reply = sentReply();
    setup({ '/auth/send-sms': () => reply });
    const user = userEvent.setup();
    await enterPhone(user);
    await user.click(await screen.findByRole('button', { name: 'Raqamni oʻzgartirish' }));
    reply = fail(429, 'Kodni qayta yuborish uchun 50 soniya kuting', 'OTP_RESEND_TOO_EARLY');
    await user.click(await screen.findByRole('button', { name: 'Kod olish' }));
    expect(await heading('Tasdiqlash kodi')).toBeInTheDocument();
    expect(screen.queryByText('Kodni qayta yuborish uchun 50 soniya kuting')).not.toBeInTheDocument();
    // another number: the refusal is shown
    await user.click(screen.getByRole('button', { name: 'Raqamni oʻzgartirish' }));
    const input = await screen.findByLabelText('Telefon raqam');
    await user.clear(input);
    await user.type(input, '911234567');
    await user.click(screen.getByRole('button', { name: 'Kod olish' }));
    expect(await screen.findByText('Kodni qayta yuborish uchun 50 soniya kuting')).toBeInTheDocument();
  });

  it('continues an unfinished registration at step 3 with what the account knows, and auto-continues after 5 s', async () => {
    jest.useFakeTimers();
    const region = { id: 1, parent_id: null, name: 'Toshkent shahri' };
    const known = { birthday: '2000-03-10', gender: 'ayol' as const, subjects: [{ id: 3, name: 'Ona tili' }], region };
    const account = newAccount({ name: 'Dilnoza', last_name: 'Rahimova', ...known });
    const created = makeUser({ ...account, profile_type: 'TEACHER', role: 'TEACHER' });
    const { fetchMock, onClose } = setupResumed(account, created, { redirectUrl: '/profile' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    expect(await heading('Siz kimsiz?')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Oʻqituvchi' }));
    await user.click(screen.getByRole('button', { name: 'Davom etish' }));
    const age = Number((await screen.findByRole('radio', { checked: true })).getAttribute('value'));
    expect(age).toBeGreaterThanOrEqual(24);
    await user.click(screen.getByRole('button', { name: 'Davom etish' }));
    expect(await screen.findByRole('radio', { name: 'Toshkent shahri' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Davom etish' }));
    expect(await heading('Qaysi fanlardan dars berasiz?')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Ona tili' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Davom etish' }));
    expect(screen.getByLabelText('Ism')).toHaveValue('Dilnoza');
    expect(screen.getByLabelText('Tugʻilgan sana')).toHaveValue('10.03.2000');
    expect(screen.getByRole('radio', { name: 'Ayol' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await heading('Tabriklaymiz!')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/v2/profile/create')).toEqual([
      {
        full_name: 'Dilnoza',
        last_name: 'Rahimova',
        birthday: '2000-03-10',
        type: 'TEACHER',
        subject_ids: [3],
        gender: 'ayol',
        address_id: 1,
      },
    ]);

    expect(screen.getByRole('button', { name: /Davom etish/ })).toHaveAccessibleDescription('5 soniyadan soʻng avtomatik davom etadi');
    act(() => jest.advanceTimersByTime(4_000));
    expect(screen.getByTestId('success-countdown')).toHaveTextContent('1');
    // the words follow the badge
    expect(screen.getByRole('button', { name: /Davom etish/ })).toHaveAccessibleDescription('1 soniyadan soʻng avtomatik davom etadi');
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(currentPath()).toBe('/profile');
    expect(sessionStore.getState().user).toEqual(created);
  });

  it('shows "please fill all fields" when the api refuses the profile without a message', async () => {
    mockApi({
      '/auth/me': () => ok({ data: newAccount({ name: 'Aziz', last_name: 'Karimov', gender: 'erkak', role: 'OTHER' }) }),
      '/address': () => ok({ data: regions }),
      '/subjectname': () => ok({ data: subjects }),
      '/v2/profile/create': () => ({ status: 400, body: {} }),
    });
    renderRouted(<AuthModal onClose={jest.fn()} />);
    const user = userEvent.setup();
    await heading('Siz kimsiz?');
    await user.click(screen.getByRole('button', { name: 'Davom etish' }));
    await user.click(await screen.findByRole('button', { name: 'Davom etish' }));
    await user.click(await screen.findByRole('radio', { name: 'Toshkent shahri' }));
    await user.click(screen.getByRole('button', { name: 'Davom etish' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Fizika' }));
    await user.click(screen.getByRole('button', { name: 'Davom etish' }));
    await user.click(await screen.findByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Iltimos, barcha maydonlarni toʻldiring')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('heading', { level: 2, name: 'Maʼlumotlaringiz' })).toBeInTheDocument();
  });

  it('closing the success step still signs the new account in, without leaving the page', async () => {
    const account = newAccount({
      name: 'Aziz',
      last_name: 'Karimov',
      gender: 'erkak',
      role: 'OTHER',
      subjects: [{ id: 2, name: 'Fizika' }],
    });
    const created = makeUser({ ...account, profile_type: 'OTHER' });
    const { onClose } = setupResumed(account, created, { redirectUrl: '/pro' }, '/kurslar');
    const user = userEvent.setup();
    await heading('Siz kimsiz?');
    await user.click(screen.getByRole('button', { name: 'Davom etish' }));
    await user.click(await screen.findByRole('button', { name: 'Davom etish' }));
    await user.click(await screen.findByRole('radio', { name: 'Toshkent shahri' }));
    await user.click(screen.getByRole('button', { name: 'Davom etish' }));
    await screen.findByRole('checkbox', { name: 'Fizika' });
    await user.click(screen.getByRole('button', { name: 'Davom etish' }));
    await user.click(await screen.findByRole('button', { name: 'Saqlash' }));
    await heading('Tabriklaymiz!');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState()).toMatchObject({ status: 'user', user: created });
    expect(currentPath()).toBe('/kurslar');
    expect(toasts).toEqual([]);
  });

  it('signs in an account that already has a session and closes', async () => {
    const account: AuthUser = makeUser();
    const { onClose } = setup({ '/auth/me': () => ok({ data: account }) }, {}, '/kurslar');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sessionStore.getState().user).toEqual(account);
    expect(currentPath()).toBe('/kurslar');
  });
});
