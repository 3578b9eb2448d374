// What /pro shows (SPEC §7 "Pro and feedback"): plans, the free-vs-Pro comparison, testimonials, the
// reasons of the exit feedback modal; and storing that feedback. All of it is content (content/pro.json).
import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@platform/shared/contracts';
import {
  planPrice,
  pricePerMonth,
  type FeedbackReason,
  type PremiumPlan,
  type ProFeature,
  type Testimonial,
} from '@platform/shared/payments';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { pick } from '../../i18n';
import { paymentFeedback, paymentFeedbackReason, premiumPlan, proFeature, userTestimonial } from './schema';

export async function plans(db: Db): Promise<PremiumPlan[]> {
  const rows = await db.select().from(premiumPlan).orderBy(asc(premiumPlan.sort), asc(premiumPlan.month_count));
  return rows.map((p) => ({
    id: p.id,
    month_count: p.month_count,
    price: p.price,
    discount_percent: p.discount_percent,
    discount_price: planPrice(p),
  }));
}

/** `GET /get-premium-price`: the lowest price per 30 days of any plan (0 without plans). */
export async function lowestMonthlyPrice(db: Db): Promise<number> {
  const rows = await db.select().from(premiumPlan);
  return rows.length ? Math.min(...rows.map(pricePerMonth)) : 0;
}

export async function features(db: Db, locale: Locale, product: string): Promise<ProFeature[]> {
  const rows = await db.select().from(proFeature).where(eq(proFeature.product, product)).orderBy(asc(proFeature.sort), asc(proFeature.id));
  return rows.map((f) => ({ id: f.id, name: pick(f, 'name', locale), is_free: f.is_free, is_pro: f.is_pro }));
}

export async function testimonials(db: Db, locale: Locale): Promise<Testimonial[]> {
  const rows = await db.select().from(userTestimonial).orderBy(asc(userTestimonial.sort), asc(userTestimonial.id));
  return rows.map((r) => ({
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    rating: r.rating,
    comment: pick(r, 'comment', locale),
  }));
}

export async function feedbackReasons(db: Db, locale: Locale): Promise<FeedbackReason[]> {
  const rows = await db.select().from(paymentFeedbackReason).orderBy(asc(paymentFeedbackReason.id));
  return rows.map((r) => ({ id: r.id, reason: pick(r, 'reason', locale) }));
}

export async function saveFeedback(
  db: Db,
  userId: number | null,
  input: { payment_feedback_reasons_id?: number | null; custom_feedback?: string | null; platform: string },
): Promise<true> {
  const reasonId = input.payment_feedback_reasons_id ?? null;
  if (reasonId !== null) {
    const [reason] = await db
      .select({ id: paymentFeedbackReason.id })
      .from(paymentFeedbackReason)
      .where(eq(paymentFeedbackReason.id, reasonId));
    if (!reason) throw new HttpError(404, 'REASON_NOT_FOUND', 'payments.reason_not_found', {}, {}, 'payment_feedback_reasons_id');
  }
  await db.insert(paymentFeedback).values({
    user_id: userId,
    reason_id: reasonId,
    custom_feedback: input.custom_feedback || null,
    platform: input.platform,
  });
  return true;
}
