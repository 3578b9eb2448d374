// Kind "pro": writes plans (by month count), features (by product and key), testimonials (by key) and
// feedback reasons (by id). Only rows that differ are written; nothing is deleted (orders refer to plans).
import type { Db } from '../../db/client';
import { paymentFeedbackReason, premiumPlan, proFeature, userTestimonial } from '../../db/schema';
import { itemsOf } from './format';
import type { ProFile } from './format-pro';
import { upsertRows, type ImportResult } from './import-rows';

export async function importPro(tx: Db, file: ProFile): Promise<Omit<ImportResult, 'kind'>> {
  const sorted = <T>(rows: T[]) => rows.map((row, sort) => ({ ...row, sort }));
  const written = {
    plans: await upsertRows(tx, premiumPlan, sorted(file.plans), ['month_count'], ['price', 'discount_percent', 'sort']),
    features: await upsertRows(
      tx,
      proFeature,
      sorted(file.features),
      ['product', 'key'],
      ['name_uz', 'name_ru', 'is_free', 'is_pro', 'sort'],
    ),
    testimonials: await upsertRows(
      tx,
      userTestimonial,
      sorted(file.testimonials),
      ['key'],
      ['first_name', 'last_name', 'rating', 'comment_uz', 'comment_ru', 'sort'],
    ),
    feedback_reasons: await upsertRows(tx, paymentFeedbackReason, file.feedback_reasons, ['id'], ['reason_uz', 'reason_ru']),
  };
  return { items: itemsOf(file), written, kept: 0 };
}
