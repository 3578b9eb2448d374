import { useMutation } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { buyPremiumResponse, type BuyPremiumBody, type PaymentType } from '@platform/shared/payments';

/** POST /buy-premium?type: true when Pro already covers the plan, else the checkout URL to open in this tab. */
export function buyPremium(type: PaymentType, body: BuyPremiumBody) {
  return api.post('/buy-premium', { schema: buyPremiumResponse, query: { type }, body }).then((r) => r.data);
}

export const useBuyPremium = () =>
  useMutation({ mutationFn: ({ type, body }: { type: PaymentType; body: BuyPremiumBody }) => buyPremium(type, body) });
