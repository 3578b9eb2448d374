// Kind "autotest": the driving-theory bank (docs/content-import.md "Autotest"), the format agreed in
// /work/tasks/autotest-format.md. Pictures are files beside the bank (`signs/2.1.svg`,
// `scenes/x.svg`), read and checked by the import (import-autotest.ts), not inline markup.
import { z } from 'zod';
import { AUTOTEST_QUESTIONS } from '@platform/shared/autotest';
import { keySchema, nullable, refineUnique, textField, uniqueField, versionField, wholeNumber } from './format-fields';

/** `signs/2.1.svg`, `scenes/crossing-1.svg`: one folder level, no `..`, an .svg file. */
export const AUTOTEST_IMAGE_PATH = /^(signs|scenes)\/[A-Za-z0-9][A-Za-z0-9._-]*\.svg$/;

const languageSchema = z.strictObject({
  text: textField(1000),
  options: z.array(textField(400)).min(2, 'at least 2 options').max(5, 'at most 5 options'),
  explanation: textField(3000),
});

const questionSchema = z
  .strictObject({
    key: keySchema(),
    category: keySchema(60),
    image: nullable(
      z
        .string({ error: 'expected a path such as "signs/2.1.svg"' })
        .refine((p) => AUTOTEST_IMAGE_PATH.test(p) && !p.includes('..'), 'expected "signs/<name>.svg" or "scenes/<name>.svg"'),
    ),
    rule: textField(200),
    answer: wholeNumber(1, 5),
    uz: languageSchema,
    ru: languageSchema,
  })
  .superRefine((q, ctx) => {
    if (q.uz.options.length !== q.ru.options.length) {
      ctx.addIssue({ code: 'custom', path: ['ru', 'options'], message: `expected ${q.uz.options.length} options, as in uz` });
    }
    if (q.answer > q.uz.options.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['answer'],
        message: `expected 1..${q.uz.options.length} (the question has ${q.uz.options.length} options)`,
      });
    }
  });

const ticketSchema = z.strictObject({
  number: wholeNumber(1, 10_000),
  premium: z.boolean().default(false),
  questions: z
    .array(keySchema())
    .length(AUTOTEST_QUESTIONS, `expected exactly ${AUTOTEST_QUESTIONS} question keys`)
    .superRefine((keys, ctx) => {
      refineUnique(
        { addIssue: (issue) => ctx.addIssue(issue) },
        'questions',
        keys,
        (k) => k,
        (k, first) => `question "${k}" is already at questions[${first}]`,
      );
    }),
});

export const autotestFileSchema = z
  .strictObject({
    version: versionField,
    kind: z.literal('autotest'),
    categories: z
      .array(z.strictObject({ slug: keySchema(60), name_uz: textField(120), name_ru: textField(120) }))
      .min(1, 'at least one category'),
    questions: z.array(questionSchema).min(1, 'at least one question').max(50_000),
    tickets: z.array(ticketSchema).max(10_000).default([]),
  })
  .superRefine((file, ctx) => {
    uniqueField(ctx, 'categories', file.categories, 'slug');
    uniqueField(ctx, 'questions', file.questions, 'key');
    uniqueField(ctx, 'tickets', file.tickets, 'number');
    const categories = new Set(file.categories.map((c) => c.slug));
    file.questions.forEach((q, i) => {
      if (!categories.has(q.category)) {
        ctx.addIssue({ code: 'custom', path: ['questions', i, 'category'], message: `no category "${q.category}" in categories` });
      }
    });
    const keys = new Set(file.questions.map((q) => q.key));
    file.tickets.forEach((t, i) =>
      t.questions.forEach((key, j) => {
        if (!keys.has(key))
          ctx.addIssue({ code: 'custom', path: ['tickets', i, 'questions', j], message: `no question "${key}" in questions` });
      }),
    );
  });

export type AutotestFile = z.infer<typeof autotestFileSchema>;
