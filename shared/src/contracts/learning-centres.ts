// Learning centres (SPEC §2 "Learning centre", §3 selection, §5 lead form, §7 POST /lead/send).
import * as z from 'zod/mini';
import { createdIdResponse, dataOf, idField, idParam, partnerFormOf } from '@platform/shared/contracts';
import { firstNameSchema, phoneSchema } from '@platform/shared/accounts';

/** A row of the selection list (SPEC §3): a centre with one subject it teaches. */
export const learningCenterRowSchema = z.object({
  learning_center: z.object({
    id: z.int(),
    slug: z.string(),
    name: z.string(),
    title: z.string(),
    description: z.string(),
    logo: z.nullable(z.string()),
    image: z.nullable(z.string()),
    is_recommended: z.boolean(),
  }),
  address: z.string(),
  address_name: z.nullable(z.string()),
  subject_id: z.int(),
  subject_name: z.string(),
  price: z.int(),
  discount_percent: z.int(),
});
export type LearningCenterRow = z.infer<typeof learningCenterRowSchema>;

export const learningCenterQuery = z.object({ subject_id: z.optional(idParam), address_id: z.optional(idParam) });
export const learningCenterResponse = dataOf(z.array(learningCenterRowSchema));

/** SPEC §5 lead form: name required, phone per the phone rules; the result it came from is optional. */
export const leadBody = partnerFormOf({ name: firstNameSchema, phone: phoneSchema, learning_center_id: idField });
export type LeadBody = z.input<typeof leadBody>;
export const leadResponse = createdIdResponse;
