// Question banks as the generators write them: bilingual (uz + ru) per question, so both language
// versions of a lesson stay in step. `toImportFile` turns them into the topic-test import format
// (content/topic-tests/*.json, docs/content-import.md), `fromImportFile` reads such a file back into
// this shape, and `validateAuthored` checks the rules the demo banks keep beyond the format.
import { ANSWER_LETTERS, validateContent, type TopicTestsFileInput } from '../../src/domains/content/format';

/** Text in both content languages. Uzbek in Latin script with the ʻ/ʼ letters written o', g' as usual. */
export interface BilingualText {
  uz: string;
  ru: string;
}

/** One answer option. `text` may be empty only when `image` is given. */
export interface AuthoredOption {
  text: BilingualText;
  /** inline SVG markup drawn for this option (no scripts, no external references) */
  image?: string;
}

export interface AuthoredQuestion {
  /** stable key within the lesson, e.g. "q01": re-imports update the question with the same key */
  key: string;
  text: BilingualText;
  /** inline SVG markup drawn for this question */
  image?: string;
  /** exactly four options, A–D */
  options: [AuthoredOption, AuthoredOption, AuthoredOption, AuthoredOption];
  /** index of the one correct option: 0 = A … 3 = D */
  answer: 0 | 1 | 2 | 3;
  /** XP weight (SPEC §9: a non-integer gives the default 5); default 5 */
  ball?: number;
}

export interface AuthoredLesson {
  /** stable key and URL slug of the lesson: lowercase latin, digits and hyphens */
  key: string;
  name: BilingualText;
  questions: AuthoredQuestion[];
  /** time-gated lesson: opens this many days after it was first imported */
  opensInDays?: number;
}

export interface AuthoredSubject {
  /** slug of a subject of content/reference.json */
  slug: string;
  lessons: AuthoredLesson[];
}

const LANGUAGES = ['uz', 'ru'] as const;

/**
 * The import file of one authored subject: two tests per lesson (uz, ru) with the lesson's key,
 * `sort` = the lesson's place (from 1), `opens_after_days` for a time-gated lesson, and the answer
 * index as a letter.
 */
export function toImportFile(s: AuthoredSubject): TopicTestsFileInput {
  return {
    version: 1,
    kind: 'topic-tests',
    subjects: [
      {
        slug: s.slug,
        tests: s.lessons.flatMap((lesson, index) =>
          LANGUAGES.map((language) => ({
            key: lesson.key,
            language,
            name: lesson.name[language],
            sort: index + 1,
            ...(lesson.opensInDays ? { opens_after_days: lesson.opensInDays } : {}),
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
      },
    ],
  };
}

type FileTest = TopicTestsFileInput['subjects'][number]['tests'][number];

/**
 * The bilingual subject of an import file that holds one subject whose lessons each have a uz and
 * a ru test with the same question keys (as the demo banks do); throws naming what does not pair.
 */
export function fromImportFile(file: TopicTestsFileInput): AuthoredSubject {
  if (file.subjects.length !== 1) throw new Error(`expected one subject, found ${file.subjects.length}`);
  const [{ slug, tests }] = file.subjects;
  const byKey = new Map<string, Partial<Record<'uz' | 'ru', FileTest>>>();
  for (const t of tests) byKey.set(t.key, { ...byKey.get(t.key), [t.language]: t });
  const lessons = [...byKey].map(([key, { uz, ru }]): AuthoredLesson => {
    if (!uz || !ru) throw new Error(`${slug}/${key}: expected a uz and a ru test`);
    if (uz.questions.map((q) => q.key).join() !== ru.questions.map((q) => q.key).join()) {
      throw new Error(`${slug}/${key}: the uz and ru tests list different questions`);
    }
    const opensInDays = uz.opens_after_days ?? undefined;
    return {
      key,
      name: { uz: uz.name, ru: ru.name },
      ...(opensInDays ? { opensInDays } : {}),
      questions: uz.questions.map((q, i) => {
        const r = ru.questions[i];
        if (q.image !== r.image || q.ball !== r.ball || q.answer !== r.answer) {
          throw new Error(`${slug}/${key}/${q.key}: the uz and ru versions differ in picture, ball or answer`);
        }
        return {
          key: q.key,
          text: { uz: q.text, ru: r.text },
          ...(q.image ? { image: q.image } : {}),
          ...(q.ball !== undefined ? { ball: q.ball } : {}),
          options: q.options.map((o, k) => ({
            text: { uz: o.text ?? '', ru: r.options[k]?.text ?? '' },
            ...(o.image ? { image: o.image } : {}),
          })) as AuthoredQuestion['options'],
          answer: ANSWER_LETTERS.indexOf(q.answer as (typeof ANSWER_LETTERS)[number]) as AuthoredQuestion['answer'],
        };
      }),
    };
  });
  return { slug, lessons };
}

export const MIN_LESSONS = 4;
export const MIN_QUESTIONS = 10;
const KEY = /^[a-z0-9-]+$/;

/**
 * What is wrong with authored banks (empty when nothing): at least 4 lessons of at least 10
 * questions per subject, uz and ru everywhere, four different option texts per language (options
 * with a picture aside), unique keys, a subject of `knownSubjects`, and a valid import file.
 */
export function validateAuthored(subjects: AuthoredSubject[], knownSubjects: readonly string[]): string[] {
  const problems: string[] = [];
  const known = new Set(knownSubjects);
  const slugs = new Set<string>();
  for (const s of subjects) {
    const where = `subject "${s.slug}"`;
    if (!known.has(s.slug)) problems.push(`${where}: not a subject of content/reference.json`);
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
  for (const s of subjects) {
    const file = validateContent(toImportFile(s));
    if (!file.success) problems.push(...file.errors);
  }
  return problems;
}
