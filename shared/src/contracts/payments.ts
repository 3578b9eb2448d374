// Pro subscription and payments (SPEC §3 "Premium plan", "Pro feature", "Feedback", "Feedback reason";
// §5 payment phone; §7 "Pro and feedback"; §9 plan default, price per 30 days, feedback limits).
// Served as `@platform/shared/payments`: only the Pro remote and the api load it.
import * as z from 'zod/mini';
import { dataOf, idField } from '@platform/shared/contracts';
import { LOCAL_PHONE_DIGITS, PHONE_PREFIX } from '@platform/shared/format';

/** SPEC §9. */
export const PLAN_DEFAULT_INDEX = 2;
export const DAYS_PER_MONTH = 30;
export const FEEDBACK_MAX = 400;
export const FEEDBACK_INTERVAL_DAYS = 7;
export const FEEDBACK_LOCK_SECONDS = 8;
export const FEEDBACK_COUNTDOWN_SECONDS = 5;
/** 1 so'm = 100 tiyin: Payme counts in tiyin, Click and the plans in so'm. */
export const TIYIN_PER_SUM = 100;

export const PAYMENT_TYPES = ['payme', 'click'] as const;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const PLATFORMS = ['web', 'android', 'ios'] as const;

/** Products of the free-vs-Pro comparison (`GET /pro-function/view?type=`). */
export const PRO_PRODUCTS = ['topic_pro', 'dtm_pro', 'autotest_pro', 'course_pro'] as const;

/** The price a buyer pays for a plan: the discount applied, rounded down to whole so'm. */
export function planPrice(plan: { price: number; discount_percent: number }): number {
  return Math.floor((plan.price * (100 - plan.discount_percent)) / 100);
}

/** The price per 30 days of a plan (SPEC §9), whole so'm. */
export function pricePerMonth(plan: { price: number; discount_percent: number; month_count: number }): number {
  return Math.floor(planPrice(plan) / plan.month_count);
}

/** SPEC §5 payment phone: spaces, dashes and the +998 prefix stripped; 9 digits. */
export function paymentPhoneDigits(input: string): string {
  const stripped = input.replace(/[\s-]/g, '');
  return stripped.startsWith(PHONE_PREFIX) ? stripped.slice(PHONE_PREFIX.length) : stripped;
}

export const paymentPhoneSchema = z.pipe(
  z.pipe(
    z.string({ error: 'validation.phone_required' }).check(z.maxLength(40, 'validation.phone_invalid')),
    z.transform(paymentPhoneDigits),
  ),
  z
    .string()
    .check(z.minLength(1, 'validation.phone_required'), z.regex(new RegExp(`^\\d{${LOCAL_PHONE_DIGITS}}$`), 'validation.phone_invalid')),
);

export const premiumPlanSchema = z.object({
  id: z.int(),
  month_count: z.int(),
  price: z.int(),
  discount_percent: z.int(),
  discount_price: z.int(),
});
export type PremiumPlan = z.infer<typeof premiumPlanSchema>;
export const premiumPlansResponse = dataOf(z.array(premiumPlanSchema));

export const proFeatureQuery = z.object({ type: z._default(z.enum(PRO_PRODUCTS), 'topic_pro') });
export const proFeatureSchema = z.object({ id: z.int(), name: z.string(), is_free: z.boolean(), is_pro: z.boolean() });
export type ProFeature = z.infer<typeof proFeatureSchema>;
export const proFeaturesResponse = dataOf(z.array(proFeatureSchema));

export const testimonialSchema = z.object({
  id: z.int(),
  first_name: z.string(),
  last_name: z.string(),
  rating: z.int(),
  comment: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialsResponse = dataOf(z.array(testimonialSchema));

export const feedbackReasonSchema = z.object({ id: z.int(), reason: z.string() });
export type FeedbackReason = z.infer<typeof feedbackReasonSchema>;
export const feedbackReasonsResponse = dataOf(z.array(feedbackReasonSchema));

/** SPEC §5: a reason or a text of one's own, at most 400 characters. */
export const paymentFeedbackBody = z
  .strictObject({
    payment_feedback_reasons_id: z.optional(z.nullable(idField)),
    custom_feedback: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(FEEDBACK_MAX, 'validation.feedback_too_long')))),
    platform: z._default(z.enum(PLATFORMS), 'web'),
  })
  .check(
    z.refine((b) => Boolean(b.payment_feedback_reasons_id) || Boolean(b.custom_feedback), {
      message: 'validation.feedback_required',
      path: ['custom_feedback'],
    }),
  );
export type PaymentFeedbackBody = z.input<typeof paymentFeedbackBody>;
export const paymentFeedbackResponse = dataOf(z.literal(true));

/** `POST /buy-premium?type=payme|click` {month_count, platform, phone}. */
export const buyPremiumQuery = z.object({ type: paymentTypeSchema });
export const buyPremiumBody = z.strictObject({
  month_count: z.int().check(z.minimum(1), z.maximum(36)),
  platform: z._default(z.enum(PLATFORMS), 'web'),
  phone: paymentPhoneSchema,
});
export type BuyPremiumBody = z.input<typeof buyPremiumBody>;
/** `true`: the user already has Pro for that period; otherwise the provider's checkout URL. */
export const buyPremiumResponse = dataOf(z.union([z.literal(true), z.string()]));
export type BuyPremiumResponse = z.infer<typeof buyPremiumResponse>;

/** `GET /get-premium-price`: the lowest price per 30 days, whole so'm. */
export const premiumPriceResponse = dataOf(z.int());

/** `GET /payment-order/view?id`: the state of one's own order (the page the provider returns to). */
export const orderQuery = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)) });
export const orderResponse = dataOf(
  z.object({
    id: z.int(),
    state: z.enum(['pending', 'paid', 'cancelled']),
    provider: paymentTypeSchema,
    month_count: z.int(),
    amount: z.int(),
    premium_until: z.nullable(z.int()),
  }),
);
export type OrderView = z.infer<typeof orderResponse>['data'];

// ── the providers' merchant endpoints: their own formats, documented as they are ─────────────────

/** Payme's JSON-RPC 2.0 answer (always HTTP 200): a result, or an error with its message in uz, ru and en. */
export const paymeAnswerSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: z.nullable(z.union([z.number(), z.string()])), result: z.unknown() }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.nullable(z.union([z.number(), z.string()])),
    error: z.object({
      code: z.int(),
      message: z.object({ uz: z.string(), ru: z.string(), en: z.string() }),
      data: z.optional(z.string()),
    }),
  }),
]);

/** Click's Prepare / Complete answer (always HTTP 200): `error` 0 = accepted, else Click's error code and note. */
export const clickAnswerSchema = z.object({
  click_trans_id: z.nullable(z.int()),
  merchant_trans_id: z.nullable(z.string()),
  merchant_prepare_id: z.optional(z.nullable(z.int())),
  merchant_confirm_id: z.optional(z.nullable(z.int())),
  error: z.int(),
  error_note: z.string(),
});
