// Kind "topic-tests" (the default when a file names no kind): lessons of subjects in one content
// language each, with their questions (docs/content-import.md "Topic tests").
import { z } from 'zod';
import { ANSWER_LETTERS, MAX_OPTION_TEXT_LENGTH, MAX_QUESTION_TEXT_LENGTH } from '@platform/shared/bank-item';
import { keySchema, refineUnique, svgSchema, textField, uniqueIn, versionField, wholeNumber } from './format-fields';

export { ANSWER_LETTERS, MAX_OPTION_TEXT_LENGTH, MAX_QUESTION_TEXT_LENGTH, type AnswerLetter } from '@platform/shared/bank-item';

export const MAX_QUESTIONS_PER_TEST = 200;
export const MAX_TEST_NAME_LENGTH = 200;
export const MAX_BALL = 100;
/** Content languages and their `language_id` in the database (SPEC §9). */
export const LANGUAGE_IDS = { uz: 1, ru: 2 } as const;
export type ContentLanguage = keyof typeof LANGUAGE_IDS;

const optionSchema = z
  .strictObject({
    text: z.string().trim().max(MAX_OPTION_TEXT_LENGTH, `at most ${MAX_OPTION_TEXT_LENGTH} characters`).default(''),
    image: svgSchema.optional(),
  })
  .superRefine((option, ctx) => {
    if (!option.text && !option.image) ctx.addIssue({ code: 'custom', path: ['text'], message: 'empty, and the option has no image' });
  });

const questionSchema = z
  .strictObject({
    key: keySchema(),
    text: textField(MAX_QUESTION_TEXT_LENGTH),
    image: svgSchema.optional(),
    ball: z.number().positive('must be greater than 0').max(MAX_BALL, `at most ${MAX_BALL}`).default(5),
    options: z.array(optionSchema).length(4, 'expected 4 options'),
    answer: z.enum(ANSWER_LETTERS, {
      error: (issue) =>
        issue.input === undefined ? 'missing: the letter of the correct option, one of A, B, C, D' : 'expected one of A, B, C, D',
    }),
  })
  .superRefine(
    uniqueIn(
      'options',
      (option) => `${option.text}\u0000${option.image ?? ''}`,
      (_, first) => `same text and image as option ${ANSWER_LETTERS[first]}`,
    ),
  );

const testSchema = z
  .strictObject({
    key: keySchema(),
    language: z.enum(['uz', 'ru'], { error: (issue) => (issue.input === undefined ? 'missing: "uz" or "ru"' : 'expected "uz" or "ru"') }),
    name: textField(MAX_TEST_NAME_LENGTH),
    sort: wholeNumber(0, 32767).optional(),
    opens_at: z.iso
      .datetime({ offset: true, error: 'expected an ISO date-time with a zone, e.g. 2025-09-01T09:00:00+05:00, or null' })
      .nullable()
      .optional(),
    /** time gate relative to the first import: opens this many days after the test is first written */
    opens_after_days: wholeNumber(1, 3650).optional(),
    questions: z
      .array(questionSchema)
      .min(1, 'a test needs at least one question')
      .max(MAX_QUESTIONS_PER_TEST, `at most ${MAX_QUESTIONS_PER_TEST} questions per test`),
  })
  .superRefine((test, ctx) => {
    if (test.opens_at && test.opens_after_days !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['opens_after_days'], message: 'give opens_at or opens_after_days, not both' });
    }
    refineUnique(
      ctx,
      'questions',
      test.questions,
      (question) => question.key,
      (question, first) => `duplicate key "${question.key}" (also questions[${first}])`,
      ['key'],
    );
  });

const subjectSchema = z
  .strictObject({
    slug: keySchema(),
    tests: z.array(testSchema).min(1, 'a subject needs at least one test'),
  })
  .superRefine(
    uniqueIn(
      'tests',
      (test) => `${test.key}/${test.language}`,
      (test, first) => `the ${test.language} version of "${test.key}" is also tests[${first}]`,
      ['key'],
    ),
  );

/** `{ version: 1, kind?: "topic-tests", subjects: [{ slug, tests: [{ key, language, name, questions: [...] }] }] }`. */
export const topicTestsFileSchema = z
  .strictObject({
    version: versionField,
    kind: z.literal('topic-tests').default('topic-tests'),
    subjects: z.array(subjectSchema).min(1, 'a file needs at least one subject'),
  })
  .superRefine(
    uniqueIn(
      'subjects',
      (subject) => subject.slug,
      (subject, first) => `"${subject.slug}" is also subjects[${first}]: list its tests once`,
      ['slug'],
    ),
  );

/** A file as written (optional fields may be left out). */
export type TopicTestsFileInput = z.input<typeof topicTestsFileSchema>;
/** A file after validation (defaults applied, texts trimmed). */
export type TopicTestsFile = z.output<typeof topicTestsFileSchema>;
export type ContentTest = TopicTestsFile['subjects'][number]['tests'][number];
export type ContentQuestion = ContentTest['questions'][number];
