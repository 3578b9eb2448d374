import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesOf, mockApi, ok, fail } from '@platform/shared/test-utils';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { renderDataRouter } from '@platform/shared/test-utils';
import { routes } from '../../../../exposed/routes';
import { PLANS } from '../../../../test/plans';
import { checkout } from '../components/buy-form';

jest.setTimeout(20_000);

/** The remote's routes in a data router, as the shell mounts them (the exit feedback needs useBlocker). */
const renderPro = () =>
  renderDataRouter(
    routes.map(({ path, Component }) => ({ path, element: <Component /> })),
    '/pro',
  );

function api(buy = () => ok({ data: 'http://localhost/api/payments/sandbox/payme/7' })) {
  return mockApi({
    '/premium-price/view': () => ok({ data: PLANS }),
    '/pro-function/view': (url) =>
      ok({ data: [{ id: 1, name: `Cheksiz testlar ${url.searchParams.get('type')}`, is_free: false, is_pro: true }] }),
    '/user-feedback/view': () => ok({ data: [{ id: 1, first_name: 'Dilnoza', last_name: 'K', rating: 5, comment: 'Zo‘r' }] }),
    '/buy-premium': buy,
  });
}

beforeEach(() => {
  sessionStore.getState().signIn(makeUser({ premium: false }));
});

describe('/pro', () => {
  it('shows the comparison, the plans with the third chosen, discounts and prices per 30 days', async () => {
    api();
    renderPro();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pro obuna' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Cheksiz testlar topic_pro' })).toBeInTheDocument();
    const third = await screen.findByTestId('plan-6');
    expect(within(third).getByRole('radio')).toBeChecked();
    expect(third).toHaveTextContent('235 200 soʻm');
    expect(third).toHaveTextContent('PRO -20%');
    expect(third).toHaveTextContent('39 200 soʻm / 30 kun');
    expect(screen.getByTestId('plan-1')).not.toHaveTextContent('PRO');
    expect(screen.getByRole('button', { name: '235 200 soʻm toʻlash' })).toBeInTheDocument();
  });

  it('prefills the phone of a signed-in user (as the lead and application forms do), also when the session arrives later', async () => {
    api();
    const first = renderPro();
    expect(await screen.findByLabelText(/Telefon raqami/)).toHaveValue('+998 90 123 45 67');
    first.unmount();
    // the session known only after the page rendered: filled once it is, while the field is untouched
    act(() => sessionStore.setState({ status: 'unknown', user: null }));
    const second = renderPro();
    const phone = await screen.findByLabelText(/Telefon raqami/);
    expect(phone).toHaveValue('+998');
    act(() => sessionStore.getState().signIn(makeUser({ phone: '+998935554433' })));
    expect(phone).toHaveValue('+998 93 555 44 33');
    second.unmount();
  });

  it('validates the phone with the api’s schema (required, 9 digits) before calling the api', async () => {
    const { fetchMock } = api();
    renderPro();
    const phone = await screen.findByLabelText(/Telefon raqami/);
    const pay = await screen.findByRole('button', { name: /toʻlash$/ });
    await userEvent.clear(phone);
    await userEvent.click(pay);
    expect(await screen.findByText('Telefon raqamini kiriting')).toBeInTheDocument();
    await userEvent.type(phone, '+998 90 123');
    await userEvent.click(pay);
    expect(await screen.findByText('Toʻgʻri telefon raqam kiriting')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/buy-premium')).toEqual([]);
  });

  it('buys the chosen plan with the chosen provider and opens the checkout URL in this tab', async () => {
    const { fetchMock, calls } = api();
    const open = jest.spyOn(checkout, 'open').mockImplementation(() => undefined);
    renderPro();
    await userEvent.click(await screen.findByTestId('plan-1'));
    await userEvent.click(screen.getByRole('radio', { name: 'Click' }));
    const phone = screen.getByLabelText(/Telefon raqami/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+998 90 123-45-67');
    await userEvent.click(screen.getByRole('button', { name: '49 000 soʻm toʻlash' }));
    await screen.findByRole('button', { name: /toʻlash$/ });
    expect(bodiesOf(fetchMock, '/buy-premium')).toEqual([{ month_count: 1, platform: 'web', phone: '901234567' }]);
    expect(calls('/buy-premium')[0].searchParams.get('type')).toBe('click');
    expect(open).toHaveBeenCalledWith('http://localhost/api/payments/sandbox/payme/7');
    open.mockRestore();
  });

  it('says the plan is already bought when the api answers true, and shows an api error', async () => {
    let answer = ok({ data: true });
    api(() => answer);
    renderPro();
    const pay = await screen.findByRole('button', { name: /toʻlash$/ });
    // the learner's own number is there already
    await userEvent.click(pay);
    expect(await screen.findByText('Bu tarif boʻyicha Pro sizda allaqachon bor')).toBeInTheDocument();
    answer = fail(503, 'Bu toʻlov turi hozir mavjud emas', 'PAYMENT_UNAVAILABLE');
    await userEvent.click(pay);
    expect(await screen.findByText('Bu toʻlov turi hozir mavjud emas')).toBeInTheDocument();
  });
});
