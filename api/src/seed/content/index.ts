// The demo question banks of every subject, and their conversion to the import format
// (docs/content-import.md): each bilingual lesson becomes two topic tests, one per content language.
import { ANSWER_LETTERS, validateContent, type ContentFileInput } from '../../content/format';
import { subjects as seededSubjects } from '../data/subjects';
import { biologiya } from './subjects/biologiya';
import { fizika } from './subjects/fizika';
import { geografiya } from './subjects/geografiya';
import { inglizTili } from './subjects/ingliz-tili';
import { kimyo } from './subjects/kimyo';
import { matematika } from './subjects/matematika';
import { onaTili } from './subjects/ona-tili';
import { ozbekistonTarixi } from './subjects/ozbekiston-tarixi';
import type { AuthoredSubject } from './types';

export type { AuthoredLesson, AuthoredOption, AuthoredQuestion, AuthoredSubject, BilingualText } from './types';

export const allSubjects: AuthoredSubject[] = [onaTili, matematika, ozbekistonTarixi, fizika, kimyo, biologiya, inglizTili, geografiya];

const LANGUAGES = ['uz', 'ru'] as const;
const DAY_MS = 86_400_000;

/**
 * The import file of authored subjects: two tests per lesson (uz, ru) with the lesson's key, `sort`
 * = the lesson's place (from 1), `opens_at` = `now` + `opensInDays` for a time-gated lesson, and the
 * answer index as a letter.
 */
export function toImportFile(subjects: AuthoredSubject[], { now = new Date() }: { now?: Date } = {}): ContentFileInput {
  return {
    version: 1,
    subjects: subjects.map((s) => ({
      slug: s.slug,
      tests: s.lessons.flatMap((lesson, index) =>
        LANGUAGES.map((language) => ({
          key: lesson.key,
          language,
          name: lesson.name[language],
          sort: index + 1,
          opens_at: lesson.opensInDays ? new Date(now.getTime() + lesson.opensInDays * DAY_MS).toISOString() : null,
          questions: lesson.questions.map((q) => ({
            key: q.key,
            text: q.text[language],
            ...(q.image ? { image: q.image } : {}),
            ...(q.ball !== undefined ? { ball: q.ball } : {}),
            options: q.options.map((o) => ({ text: o.text[language], ...(o.image ? { image: o.image } : {}) })),
            answer: ANSWER_LETTERS[q.answer],
          })),
        })),
      ),
    })),
  };
}

export const MIN_LESSONS = 4;
export const MIN_QUESTIONS = 10;
const KEY = /^[a-z0-9-]+$/;

/**
 * What is wrong with authored banks (empty when nothing): at least 4 lessons of at least 10
 * questions per subject, uz and ru everywhere, four different option texts per language (options
 * with a picture aside), unique keys, a subject that the seed creates, and a valid import file.
 */
export function validateAuthored(subjects: AuthoredSubject[]): string[] {
  const problems: string[] = [];
  const known = new Set(seededSubjects.map((s) => s.slug));
  const slugs = new Set<string>();
  for (const s of subjects) {
    const where = `subject "${s.slug}"`;
    if (!known.has(s.slug)) problems.push(`${where}: not a subject of api/src/seed/data/subjects.ts`);
    if (slugs.has(s.slug)) problems.push(`${where}: listed twice`);
    slugs.add(s.slug);
    if (s.lessons.length < MIN_LESSONS) problems.push(`${where}: ${s.lessons.length} lessons, expected at least ${MIN_LESSONS}`);
    const lessonKeys = new Set<string>();
    for (const lesson of s.lessons) {
      const at = `${where}, lesson "${lesson.key}"`;
      if (!KEY.test(lesson.key)) problems.push(`${at}: key must be [a-z0-9-]`);
      if (lessonKeys.has(lesson.key)) problems.push(`${at}: duplicate lesson key`);
      lessonKeys.add(lesson.key);
      for (const language of LANGUAGES) if (!lesson.name[language]?.trim()) problems.push(`${at}: empty ${language} name`);
      if (lesson.questions.length < MIN_QUESTIONS) {
        problems.push(`${at}: ${lesson.questions.length} questions, expected at least ${MIN_QUESTIONS}`);
      }
      if (lesson.opensInDays !== undefined && !(Number.isInteger(lesson.opensInDays) && lesson.opensInDays > 0)) {
        problems.push(`${at}: opensInDays must be a whole number of days above 0`);
      }
      const questionKeys = new Set<string>();
      for (const q of lesson.questions) {
        const qat = `${at}, question "${q.key}"`;
        if (!KEY.test(q.key)) problems.push(`${qat}: key must be [a-z0-9-]`);
        if (questionKeys.has(q.key)) problems.push(`${qat}: duplicate question key`);
        questionKeys.add(q.key);
        if (q.options.length !== 4) problems.push(`${qat}: ${q.options.length} options, expected 4`);
        if (![0, 1, 2, 3].includes(q.answer)) problems.push(`${qat}: answer must be 0–3`);
        for (const language of LANGUAGES) {
          if (!q.text[language]?.trim()) problems.push(`${qat}: empty ${language} text`);
          q.options.forEach((o, i) => {
            if (!o.image && !o.text[language]?.trim()) problems.push(`${qat}: option ${ANSWER_LETTERS[i]} has no ${language} text`);
          });
          const texts = q.options.filter((o) => !o.image).map((o) => o.text[language].trim());
          if (new Set(texts).size !== texts.length) problems.push(`${qat}: two ${language} options have the same text`);
        }
      }
    }
  }
  const file = validateContent(toImportFile(subjects, { now: new Date(0) }));
  if (!file.success) problems.push(...file.errors);
  return problems;
}
