// Kind "pro": what the Pro page offers — plans (months, price in so'm, discount), the free-vs-Pro
// comparison per product, testimonials and the reasons of the exit feedback modal
// (docs/content-import.md "Pro"). Written by natural keys; nothing is deleted.
import { z } from 'zod';
import { PRO_PRODUCTS } from '@platform/shared/payments';
import { keySchema, textField, uniqueField, versionField, wholeNumber } from './format-fields';

const planSchema = z.strictObject({
  month_count: wholeNumber(1, 36),
  price: wholeNumber(1, 100_000_000),
  discount_percent: wholeNumber(0, 90).default(0),
});

const featureSchema = z.strictObject({
  product: z.enum(PRO_PRODUCTS, { error: `expected one of ${PRO_PRODUCTS.join(', ')}` }),
  key: keySchema(60),
  name_uz: textField(200),
  name_ru: textField(200),
  is_free: z.boolean(),
  is_pro: z.boolean(),
});

const testimonialSchema = z.strictObject({
  key: keySchema(60),
  first_name: textField(60),
  last_name: textField(60),
  rating: wholeNumber(1, 5),
  comment_uz: textField(600),
  comment_ru: textField(600),
});

const reasonSchema = z.strictObject({ id: wholeNumber(1, 32767), reason_uz: textField(200), reason_ru: textField(200) });

export const proFileSchema = z
  .strictObject({
    version: versionField,
    kind: z.literal('pro'),
    plans: z.array(planSchema).default([]),
    features: z.array(featureSchema).default([]),
    testimonials: z.array(testimonialSchema).default([]),
    feedback_reasons: z.array(reasonSchema).default([]),
  })
  .superRefine((file, ctx) => {
    uniqueField(ctx, 'plans', file.plans, 'month_count');
    uniqueField(ctx, 'testimonials', file.testimonials, 'key');
    uniqueField(ctx, 'feedback_reasons', file.feedback_reasons, 'id');
    const seen = new Map<string, number>();
    file.features.forEach((f, i) => {
      const id = `${f.product}/${f.key}`;
      const first = seen.get(id);
      if (first !== undefined)
        ctx.addIssue({ code: 'custom', path: ['features', i, 'key'], message: `"${f.key}" is also features[${first}]` });
      else seen.set(id, i);
    });
  });

export type ProFile = z.output<typeof proFileSchema>;
