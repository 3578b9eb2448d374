// Kind "bank" (issue 30, ADR 039): one topic of a subject's question bank, both languages in one
// item — content/banks/<subject>/<NN>-<topic-key>.json. The item format is /docs/content-import.md
// "Question banks". This schema checks each file on its own; the rules across items and files
// (unique ids, duplicate stems, topic shares, apostrophes, formulas, generated keys) are the content
// gate's (gate.ts), which runs them on the file as read so that they report even when the schema fails.
import { z } from 'zod';
import { bankItemSchema } from '@platform/shared/bank-item';
import { MAX_TEST_NAME_LENGTH } from './format-topic-tests';
import { keySchema, textField, versionField, wholeNumber } from './format-fields';

export { bankItemSchema, MAX_EXPLANATION_LENGTH } from '@platform/shared/bank-item';
export const MAX_BANK_ITEMS = 2000;

const topicSchema = z.strictObject({
  key: keySchema(),
  name_uz: textField(MAX_TEST_NAME_LENGTH),
  name_ru: textField(MAX_TEST_NAME_LENGTH),
  sort: wholeNumber(0, 32767),
  share: z.number({ error: 'expected a fraction of the subject (0 < share ≤ 1)' }).gt(0, 'greater than 0').max(1, 'at most 1'),
});

/** `{ version: 1, kind: "bank", subject, topic: {key, name_uz, name_ru, sort, share}, items: [...] }`. */
export const bankFileSchema = z.strictObject({
  version: versionField,
  kind: z.literal('bank'),
  subject: keySchema(60),
  topic: topicSchema,
  items: z.array(bankItemSchema).min(1, 'a topic needs at least one item').max(MAX_BANK_ITEMS, `at most ${MAX_BANK_ITEMS} items per file`),
});

export type BankFileInput = z.input<typeof bankFileSchema>;
export type BankFile = z.output<typeof bankFileSchema>;
export type BankItem = BankFile['items'][number];
