// Kind "exam-weights": the per-year weights table of the timed exams (docs/content-import.md
// "Exam weights"): for each exam kind and year, its name, whole duration and sections — a fixed
// subject (by slug) or a block the student picks — with question count, points per question and
// the section's share of the time. The national certificate has no row: its structure is each
// subject's specification (kind "national-certificate", ADR 042).
import { z } from 'zod';
import { keySchema, nullable, refineUnique, textField, uniqueIn, versionField, wholeNumber } from './format-fields';

const sectionSchema = z
  .strictObject({
    role: z.enum(['mandatory', 'block1', 'block2'], { error: 'expected "mandatory", "block1" or "block2"' }),
    subject: nullable(keySchema(60)),
    count: wholeNumber(1, 200),
    points: z.number().positive('greater than 0').max(100, 'at most 100'),
    minutes: wholeNumber(1, 600),
  })
  .superRefine((section, ctx) => {
    if ((section.role === 'mandatory') !== (section.subject !== null)) {
      ctx.addIssue({ code: 'custom', path: ['subject'], message: 'a mandatory section names its subject; a block section names none' });
    }
  });

const examSchema = z
  .strictObject({
    kind: z.enum(['dtm', 'virtual', 'block'], {
      error: 'expected "dtm", "virtual" or "block" (the national certificate: each subject\'s spec in national-certificate/<subject>.json)',
    }),
    year: wholeNumber(2000, 2100),
    name_uz: textField(120),
    name_ru: textField(120),
    minutes: wholeNumber(1, 600),
    sections: z.array(sectionSchema).min(1, 'at least one section'),
  })
  .superRefine((exam, ctx) => {
    const total = exam.sections.reduce((sum, s) => sum + s.minutes, 0);
    if (total !== exam.minutes) ctx.addIssue({ code: 'custom', path: ['minutes'], message: `the sections' minutes add up to ${total}` });
    refineUnique(
      ctx,
      'sections',
      exam.sections,
      (s) => s.subject ?? s.role,
      (_, first) => `the same subject or block as sections[${first}]`,
    );
  });

export const examWeightsFileSchema = z
  .strictObject({
    version: versionField,
    kind: z.literal('exam-weights'),
    exams: z.array(examSchema).default([]),
  })
  .superRefine(
    uniqueIn(
      'exams',
      (e) => `${e.kind}/${e.year}`,
      (_, first) => `the same kind and year as exams[${first}]`,
    ),
  );

export type ExamWeightsFile = z.output<typeof examWeightsFileSchema>;
