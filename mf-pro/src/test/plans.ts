import type { PremiumPlan } from '@platform/shared/payments';

/** Plans as the api answers them (discount_price computed as the api does). */
export const PLANS: PremiumPlan[] = [
  { id: 1, month_count: 1, price: 49000, discount_percent: 0, discount_price: 49000 },
  { id: 2, month_count: 3, price: 147000, discount_percent: 10, discount_price: 132300 },
  { id: 3, month_count: 6, price: 294000, discount_percent: 20, discount_price: 235200 },
  { id: 4, month_count: 12, price: 588000, discount_percent: 30, discount_price: 411600 },
];
