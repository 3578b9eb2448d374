// Kind "bank" (issue 30, ADR 039): one topic of a subject's question bank, both languages in one
// item — content/banks/<subject>/<NN>-<topic-key>.json. The item format is /docs/content-import.md
// "Question banks". This schema checks each file on its own; the rules across items and files
// (unique ids, duplicate stems, topic shares, apostrophes, formulas, generated keys) are the content
// gate's (gate.ts), which runs them on the file as read so that they report even when the schema fails.
import { z } from 'zod';
import { ANSWER_LETTERS, MAX_OPTION_TEXT_LENGTH, MAX_QUESTION_TEXT_LENGTH, MAX_TEST_NAME_LENGTH } from './format-topic-tests';
import { keySchema, pictureSchema, textField, versionField, wholeNumber } from './format-fields';

export const MAX_EXPLANATION_LENGTH = 4000;
export const MAX_BANK_ITEMS = 2000;

const optionsField = z
  .array(textField(MAX_OPTION_TEXT_LENGTH), { error: 'expected a list of 4 option texts' })
  .length(4, 'expected 4 options')
  .superRefine((options, ctx) => {
    const seen = new Map<string, number>();
    options.forEach((option, i) => {
      const first = seen.get(option);
      if (first !== undefined) ctx.addIssue({ code: 'custom', path: [i], message: `the same text as option ${ANSWER_LETTERS[first]}` });
      else seen.set(option, i);
    });
  });

/** One language of an item: both uz and ru are required. */
const languageSchema = z.strictObject({
  text: textField(MAX_QUESTION_TEXT_LENGTH),
  options: optionsField,
  explanation: textField(MAX_EXPLANATION_LENGTH),
});

/** A generated item's key, re-checked with mathjs by the gate (docs/content-import.md "Generated items"). */
const checkSchema = z.strictObject({
  expr: textField(2000),
  options: z.array(textField(2000)).length(4, 'expected 4 mathjs values, one per option'),
});

export const bankItemSchema = z.strictObject({
  id: keySchema(),
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'expected 1, 2 or 3' }),
  answer: z.enum(ANSWER_LETTERS, {
    error: (issue) =>
      issue.input === undefined ? 'missing: the letter of the correct option, one of A, B, C, D' : 'expected one of A, B, C, D',
  }),
  image: pictureSchema.optional(),
  uz: languageSchema,
  ru: languageSchema,
  check: checkSchema.optional(),
});

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
