import { act, fireEvent, screen, within } from '@testing-library/react';
import { fail, mockApi, ok } from '@platform/shared/test-utils';
import { makeUser } from '@platform/shared/test-factories';
import { sessionStore } from '@platform/shared/session';
import type { PaymentLookup } from '@platform/shared/studio';
import { renderApp } from '../../../../test/render';
import { meBody } from '../../../../test/factories';

const order: PaymentLookup = {
  id: 31,
  user_id: 7,
  phone: '+998000000007',
  plan_id: 2,
  month_count: 3,
  amount: 99000,
  provider: 'payme',
  platform: 'web',
  state: 'paid',
  created_at: 1_764_300_000,
  paid_at: 1_764_300_100,
  cancelled_at: null,
  transactions: [
    {
      provider: 'payme',
      id: 'tx-777',
      state: '2',
      amount: 99000,
      created_at: 1_764_300_010,
      performed_at: 1_764_300_100,
      cancelled_at: null,
      reason: null,
    },
  ],
};

beforeEach(() => act(() => sessionStore.getState().signIn(makeUser({ id: 9 }))));
afterEach(() => act(() => sessionStore.getState().signOut()));

describe('the payment lookup', () => {
  it('puts the api’s refusal of an empty lookup under the phone, then shows an order with its transactions', async () => {
    const { calls } = mockApi({
      '/studio/me': () => ok(meBody([{ role: 'ops' }])),
      '/studio/payments': (url) =>
        url.searchParams.get('phone')
          ? ok({ data: [order] })
          : { status: 400, body: { message: 'Telefon raqami yoki buyurtma raqamini kiriting', code: 'VALIDATION_ERROR', field: 'phone' } },
    });
    renderApp('/studio/payments');
    fireEvent.click(await screen.findByRole('button', { name: 'Topish' }));
    expect(await screen.findByText('Telefon raqami yoki buyurtma raqamini kiriting')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: /Telefon raqami/ }), { target: { value: '+998 00 000 00 07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Topish' }));
    const card = await screen.findByTestId('payment-order');
    expect(within(card).getByRole('heading', { name: /Buyurtma #31/ })).toHaveTextContent('Toʻlangan');
    expect(within(card).getByText('tx-777')).toBeInTheDocument();
    expect(calls('/studio/payments').at(-1)?.searchParams.get('phone')).toBe('+998000000007');
  });

  it('says so when nothing is found, and shows a failure of the api with a retry', async () => {
    let down = true;
    mockApi({
      '/studio/me': () => ok(meBody([{ role: 'admin' }])),
      '/studio/payments': () => (down ? fail(500, 'Nomaʼlum xatolik') : ok({ data: [] })),
    });
    renderApp('/studio/payments');
    fireEvent.change(await screen.findByRole('textbox', { name: /Buyurtma raqami/ }), { target: { value: '404' } });
    fireEvent.click(screen.getByRole('button', { name: 'Topish' }));
    expect(await screen.findByText('Nomaʼlum xatolik')).toBeInTheDocument();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: /Qayta/ }));
    expect(await screen.findByText('Bunday buyurtma topilmadi.')).toBeInTheDocument();
  });
});
