// A question-bank item as a bank file holds it and the studio's form writes it (issue 30, ADR 039;
// issue 35, ADR 056): one schema for the file import and the form, with the field rules it is made of.
// The messages are the import's (English, as the CLI prints them); the api answers the form with
// each issue's path and a message in the caller's language.
import { z } from 'zod';
import { svgProblem } from './svg';

export { MAX_SVG_BYTES, svgProblem } from './svg';

/** Longest key: the database columns `lesson_key` and `question.key` are varchar(80). */
export const MAX_KEY_LENGTH = 80;
const KEY_PATTERN = /^[a-z0-9-]+$/;
export const MAX_QUESTION_TEXT_LENGTH = 4000;
export const MAX_OPTION_TEXT_LENGTH = 1000;
export const MAX_EXPLANATION_LENGTH = 4000;
export const ANSWER_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type AnswerLetter = (typeof ANSWER_LETTERS)[number];

/** A lowercase `[a-z0-9-]` key or slug of at most `max` characters. */
export const keySchema = (max = MAX_KEY_LENGTH) =>
  z
    .string({ error: 'expected a text key' })
    .min(1, 'must not be empty')
    .max(max, `at most ${max} characters`)
    .regex(KEY_PATTERN, 'only lowercase latin letters, digits and hyphens ([a-z0-9-])');

/** The address of a raster picture uploaded in the studio and stored re-encoded (ADR 056). */
export const PICTURE_URL = /^\/api\/content-images\/[0-9a-f]{64}\.webp$/;

/** A question's picture: inline SVG markup, or the address of an uploaded raster picture. */
export const pictureSchema = z
  .string({ error: 'expected inline SVG markup or the address of an uploaded picture' })
  .superRefine((value, ctx) => {
    const problem = PICTURE_URL.test(value) ? null : svgProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A trimmed text of 1–`max` characters (no limit when `max` is omitted). */
export const textField = (max?: number) => {
  const text = z.string().trim().min(1, 'must not be empty');
  return max === undefined ? text : text.max(max, `at most ${max} characters`);
};

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

export type BankItemInput = z.input<typeof bankItemSchema>;
export type BankItem = z.output<typeof bankItemSchema>;
