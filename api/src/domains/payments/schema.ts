// Pro subscription and its payments (SPEC §3 "Premium plan", "Pro feature", "Feedback", "Feedback reason";
// issue 15). Plans, features, testimonials and feedback reasons are content (content/pro.json). An order
// is one purchase of one plan; the providers' transactions refer to it. Every amount is an integer in
// tiyin (1 so'm = 100 tiyin), every provider time in Unix milliseconds, as the providers send them.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ref, serialId, ts } from '../../db/columns';
import { appUser } from '../accounts/schema';

/** A plan: months of Pro for a price in so'm, with an optional discount (content). */
export const premiumPlan = pgTable(
  'premium_plan',
  {
    id: serialId(),
    month_count: smallint('month_count').notNull().unique(),
    price: integer('price').notNull(),
    discount_percent: smallint('discount_percent').notNull().default(0),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    check('premium_plan_month_ck', sql`${t.month_count} between 1 and 36`),
    check('premium_plan_price_ck', sql`${t.price} > 0`),
    check('premium_plan_discount_ck', sql`${t.discount_percent} between 0 and 90`),
  ],
);

/** One row of the free-vs-Pro comparison of a product (`topic_pro`, `dtm_pro`, …). */
export const proFeature = pgTable(
  'pro_feature',
  {
    id: serialId(),
    product: varchar('product', { length: 30 }).notNull(),
    key: varchar('key', { length: 60 }).notNull(),
    name_uz: varchar('name_uz', { length: 200 }).notNull(),
    name_ru: varchar('name_ru', { length: 200 }).notNull(),
    is_free: boolean('is_free').notNull(),
    is_pro: boolean('is_pro').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('pro_feature_product_key_uq').on(t.product, t.key)],
);

/** A testimonial of a Pro subscriber, shown on /pro (content). */
export const userTestimonial = pgTable(
  'user_testimonial',
  {
    id: serialId(),
    key: varchar('key', { length: 60 }).notNull().unique(),
    first_name: varchar('first_name', { length: 60 }).notNull(),
    last_name: varchar('last_name', { length: 60 }).notNull(),
    rating: smallint('rating').notNull(),
    comment_uz: text('comment_uz').notNull(),
    comment_ru: text('comment_ru').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [check('user_testimonial_rating_ck', sql`${t.rating} between 1 and 5`)],
);

/** Why someone left /pro without paying: the choices of the exit feedback modal (content). */
export const paymentFeedbackReason = pgTable('payment_feedback_reason', {
  id: integer('id').primaryKey(),
  reason_uz: varchar('reason_uz', { length: 200 }).notNull(),
  reason_ru: varchar('reason_ru', { length: 200 }).notNull(),
});

/** An answer to the exit feedback modal: a reason or a text of its own. */
export const paymentFeedback = pgTable(
  'payment_feedback',
  {
    id: serialId(),
    user_id: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    reason_id: integer('reason_id').references(() => paymentFeedbackReason.id),
    custom_feedback: varchar('custom_feedback', { length: 400 }),
    platform: varchar('platform', { length: 10 }).notNull(),
    created_at: createdAt(),
  },
  (t) => [check('payment_feedback_some_ck', sql`${t.reason_id} is not null or ${t.custom_feedback} is not null`)],
);

export type PaymentProvider = 'payme' | 'click';
export type OrderState = 'pending' | 'paid' | 'cancelled';

/**
 * One purchase of a plan. `amount` in tiyin is fixed when the order is made. When paid, the Pro period
 * it added (`granted_ms`) is kept, so that a cancel after payment takes exactly that period back.
 */
export const paymentOrder = pgTable(
  'payment_order',
  {
    id: serialId(),
    /**
     * null, with `phone`, once the buyer deleted the account (ADR 033): a paid or cancelled order is
     * kept without the person for the accounting record; a pending one is deleted with the account
     */
    user_id: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    plan_id: ref('plan_id', () => premiumPlan.id),
    month_count: smallint('month_count').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    provider: varchar('provider', { length: 5 }).$type<PaymentProvider>().notNull(),
    phone: varchar('phone', { length: 13 }),
    platform: varchar('platform', { length: 10 }).notNull(),
    state: varchar('state', { length: 10 }).$type<OrderState>().notNull().default('pending'),
    granted_ms: bigint('granted_ms', { mode: 'number' }),
    created_at: createdAt(),
    paid_at: ts('paid_at'),
    cancelled_at: ts('cancelled_at'),
  },
  (t) => [
    index('payment_order_user_idx').on(t.user_id),
    check('payment_order_amount_ck', sql`${t.amount} > 0`),
    check('payment_order_state_ck', sql`${t.state} in ('pending', 'paid', 'cancelled')`),
    check('payment_order_provider_ck', sql`${t.provider} in ('payme', 'click')`),
    // an order names its buyer by both or neither; only a settled order outlives the account (ADR 033)
    check('payment_order_owner_ck', sql`(${t.user_id} is null) = (${t.phone} is null) and (${t.user_id} is not null or ${t.state} <> 'pending')`),
  ],
);

/**
 * A Payme transaction (Merchant API). States: 1 created, 2 performed, -1 cancelled while created,
 * -2 cancelled after perform. Times are Unix ms; 0 means "not yet", as Payme expects. At most one
 * transaction of an order is active (created or performed): a partial unique index says so.
 */
export const paymeTransaction = pgTable(
  'payme_transaction',
  {
    id: serialId(),
    payme_id: varchar('payme_id', { length: 25 }).notNull().unique(),
    order_id: ref('order_id', () => paymentOrder.id, 'cascade'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    payme_time: bigint('payme_time', { mode: 'number' }).notNull(),
    create_time: bigint('create_time', { mode: 'number' }).notNull(),
    perform_time: bigint('perform_time', { mode: 'number' }).notNull().default(0),
    cancel_time: bigint('cancel_time', { mode: 'number' }).notNull().default(0),
    state: smallint('state').notNull().default(1),
    reason: smallint('reason'),
  },
  (t) => [
    uniqueIndex('payme_transaction_active_uq')
      .on(t.order_id)
      .where(sql`${t.state} in (1, 2)`),
    index('payme_transaction_create_idx').on(t.create_time),
    check('payme_transaction_state_ck', sql`${t.state} in (1, 2, -1, -2)`),
  ],
);

/**
 * A Click transaction (SHOP API). Our id is both `merchant_prepare_id` and `merchant_confirm_id`.
 * The stored answers make a repeated Prepare or Complete answer the same.
 */
export const clickTransaction = pgTable(
  'click_transaction',
  {
    id: serialId(),
    click_trans_id: bigint('click_trans_id', { mode: 'number' }).notNull().unique(),
    click_paydoc_id: bigint('click_paydoc_id', { mode: 'number' }).notNull(),
    order_id: ref('order_id', () => paymentOrder.id, 'cascade'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    state: varchar('state', { length: 10 }).$type<'prepared' | 'completed' | 'cancelled'>().notNull().default('prepared'),
    created_at: createdAt(),
    completed_at: ts('completed_at'),
    cancelled_at: ts('cancelled_at'),
  },
  (t) => [
    uniqueIndex('click_transaction_active_uq')
      .on(t.order_id)
      .where(sql`${t.state} in ('prepared', 'completed')`),
    check('click_transaction_state_ck', sql`${t.state} in ('prepared', 'completed', 'cancelled')`),
  ],
);
