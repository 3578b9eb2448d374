import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Program } from '@platform/shared/programs';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { bodiesOf, collectEvents, fail, mockApi, ok } from '@platform/shared/test-utils';
import { program } from '../../../../test/factories';
import { currentUrl, renderApp } from '../../../../test/render';

const page = (items: Program[]) => ({ data: items, meta: { page: 1, size: 12, total: items.length, page_count: 1 } });
const subjects = {
  data: [
    { id: 1, name: 'Matematika', count: 9 },
    { id: 2, name: 'Fizika', count: 4 },
  ],
};

const authOpen = collectEvents('auth:open');

afterEach(() => {
  jest.useRealTimers();
  act(() => sessionStore.setState({ status: 'guest', user: null }));
});

describe('programs page (/otmlar-royhati)', () => {
  it('shows the card: upper-case name, university, facts, space-grouped price "from", "not available" without a passing score', async () => {
    mockApi({
      '/v2/university/courses': () =>
        ok(page([program(), program({ id: 8, passing_score: null, test_available: true, name: 'Iqtisodiyot' })])),
      '/v2/university/course-subjects': () => ok(subjects),
    });
    renderApp('/otmlar-royhati');
    const cards = await screen.findAllByTestId('program-card');
    expect(within(cards[0]).getByRole('heading', { level: 2 })).toHaveTextContent('KOMPYUTER INJINIRINGI');
    expect(within(cards[0]).getByText('Webster universiteti')).toBeInTheDocument();
    expect(within(cards[0]).getByTestId('contract-price')).toHaveTextContent('32 500 000 soʻmdan');
    expect(within(cards[0]).getByTestId('passing-score')).toHaveTextContent('56 / 100');
    expect(within(cards[0]).getByRole('button', { name: /ariza topshirish/i })).toBeInTheDocument();
    expect(within(cards[1]).getByTestId('passing-score')).toHaveTextContent('Mavjud emas');
    expect(within(cards[1]).getByRole('link', { name: 'Imtihon topshirish' })).toHaveAttribute('href', '/exam/webster/60610100-uz');
  });

  it('filters by subject through the `subject` query parameter and asks the api for it', async () => {
    const { calls } = mockApi({
      '/v2/university/courses': () => ok(page([program()])),
      '/v2/university/course-subjects': () => ok(subjects),
    });
    renderApp('/otmlar-royhati?page=2');
    await screen.findAllByTestId('program-card');
    const side = screen.getByRole('list', { name: 'Fanlar' });
    await userEvent.click(within(side).getByRole('button', { name: /Fizika/ }));
    await waitFor(() => expect(currentUrl().searchParams.get('subject')).toBe('2'));
    expect(currentUrl().searchParams.get('page')).toBeNull();
    await waitFor(() => expect(calls('/v2/university/courses').some((u) => u.searchParams.get('subject') === '2')).toBe(true));
    expect(within(side).getByRole('button', { name: /Fizika/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows one university’s programs when the URL names it (the private exam result links so)', async () => {
    const { calls } = mockApi({
      '/v2/university/courses': () => ok(page([program()])),
      '/v2/university/course-subjects': () => ok(subjects),
    });
    renderApp('/otmlar-royhati?university=webster');
    await screen.findAllByTestId('program-card');
    expect(calls('/v2/university/courses')[0].searchParams.get('university_slug')).toBe('webster');
  });

  it('signed out, "submit application" opens the sign-in flow with the intent in the way back', async () => {
    mockApi({ '/v2/university/courses': () => ok(page([program()])), '/v2/university/course-subjects': () => ok(subjects) });
    renderApp('/otmlar-royhati?subject=1');
    await userEvent.click(await screen.findByRole('button', { name: /ariza topshirish/i }));
    expect(authOpen).toEqual([{ redirectUrl: '/otmlar-royhati?subject=1&apply=7' }]);
  });

  it('signed in with the intent: the form opens prefilled, refuses bad input with the shared schema, sends once and the popup closes after 2 s', async () => {
    act(() => sessionStore.setState({ status: 'user', user: makeUser(), locale: 'uz' }));
    const { fetchMock } = mockApi({
      '/v2/university/courses': () => ok(page([program()])),
      '/v2/university/course-subjects': () => ok(subjects),
      '/application-create': () => ok({ data: { id: 99 } }),
    });
    renderApp('/otmlar-royhati?apply=7');
    const dialog = await screen.findByRole('dialog', { name: /Ariza: Kompyuter injiniringi/ });
    await waitFor(() => expect(currentUrl().searchParams.get('apply')).toBeNull());
    const name = within(dialog).getByLabelText(/Ism va familiya/);
    expect(name).toHaveValue('Aziz Karimov');
    await userEvent.clear(name);
    const phone = within(dialog).getByLabelText(/Telefon raqam/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '90 12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yuborish' }));
    expect(await within(dialog).findByText('Ismingizni kiriting')).toBeInTheDocument();
    expect(within(dialog).getByText('Toʻgʻri telefon raqam kiriting')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/application-create')).toEqual([]);

    await userEvent.type(name, 'Malika');
    await userEvent.type(phone, '3456789');
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yuborish' }));
    expect(await screen.findByRole('dialog', { name: 'Ariza yuborildi' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/application-create')).toEqual([{ program_id: 7, user_name: 'Malika', phone: '+998 90 123 45 67' }]);
    act(() => jest.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ariza yuborildi' })).not.toBeInTheDocument());
  });

  it('an existing application: the card says so, the intent says it exists, and a 409 from the api shows in the form', async () => {
    act(() => sessionStore.setState({ status: 'user', user: makeUser(), locale: 'uz' }));
    mockApi({
      '/v2/university/courses': () => ok(page([program({ application_id: 5 }), program({ id: 9, name: 'Huquq' })])),
      '/v2/university/course-subjects': () => ok(subjects),
      '/application-create': () => fail(409, 'Siz bu yoʻnalishga allaqachon ariza topshirgansiz', 'APPLICATION_EXISTS'),
    });
    renderApp('/otmlar-royhati?apply=7');
    expect(await screen.findByRole('dialog', { name: 'Ariza allaqachon yuborilgan' })).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('program-card');
    expect(within(first).getByText('Ariza yuborilgan')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /ariza topshirish/i })).not.toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Ariza allaqachon yuborilgan' })).getByRole('button', { name: /yopish/i }),
    );
    await userEvent.click(within(second).getByRole('button', { name: /ariza topshirish/i }));
    const dialog = await screen.findByRole('dialog', { name: /Ariza: Huquq/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yuborish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Siz bu yoʻnalishga allaqachon ariza topshirgansiz');
  });
});
