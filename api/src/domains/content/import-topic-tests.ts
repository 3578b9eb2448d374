// Kind "topic-tests": writes tests, questions, options and pictures by natural keys:
//   themed_test      by (subject_id, lesson_key, language_id)
//   question         by (test_id, key)
//   question_option  by (question_id, position)
//   content_image    by sha256 of the SVG
// Only rows that differ are written: importing the same file twice writes nothing. An uz test's texts
// get their Cyrillic beside them (`*_cyrl`, docs/decisions/043), the ru version of the same lesson
// (same key) telling which Latin words are not Uzbek. Questions that a
// re-import no longer lists are NOT deleted (answers may refer to them): they stay in their test,
// moved after the listed ones.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemsOf, subjectReferences } from './format';
import { question, questionOption, themedTest } from '../../db/schema';
import { ANSWER_LETTERS, LANGUAGE_IDS, type ContentQuestion, type ContentTest, type TopicTestsFile } from './format-topic-tests';
import { PICTURE_URL } from './format-fields';
import {
  chunks,
  contentImageUrl,
  excluded,
  sha256Of,
  storeImages,
  studioOwned,
  subjectIds,
  type ImportCounts,
  type ImportResult,
} from './import-rows';
import { cyrillicOrNull } from './cyrillic';

const DAY_MS = 86_400_000;
/** A question of a topic-tests file (no difficulty of its own): the standard block level. */
const DEFAULT_DIFFICULTY = 2;
const sameBall = (a: number, b: number) => Math.fround(a) === Math.fround(b);
const sameShare = (a: number | null, b: number | null) => (a === null || b === null ? a === b : sameBall(a, b));
const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** A question as written: a bank item in one language also carries its explanation and difficulty (import-bank.ts). */
export type WrittenQuestion = ContentQuestion & { explanation?: string | null; difficulty?: number };
/** A test as written: a bank topic also carries its share of the subject. */
export type WrittenTest = Omit<ContentTest, 'questions'> & { share?: number | null; questions: WrittenQuestion[] };
/** What importTopicTests writes: a topic-tests file, or a bank file in this shape. */
export interface WrittenTests {
  subjects: { slug: string; tests: WrittenTest[] }[];
}

/** The sort of a test without one: the position (from 1) of its key among the subject's keys in the file. */
function sortsOf(file: WrittenTests): Map<string, number> {
  const sorts = new Map<string, number>();
  for (const s of file.subjects) {
    const keys = [...new Set(s.tests.map((t) => t.key))];
    for (const t of s.tests) sorts.set(`${s.slug}/${t.key}/${t.language}`, t.sort ?? keys.indexOf(t.key) + 1);
  }
  return sorts;
}

/**
 * Writes validated topic tests inside the import's transaction (`input`: the file as read, for error
 * lines; `refs`: where it names its subjects; `items`: what it holds, for the result).
 */
export async function importTopicTests(
  tx: Db,
  file: WrittenTests,
  input: unknown,
  now: Date,
  refs: { path: PropertyKey[]; slug: string }[] = subjectReferences(file as TopicTestsFile),
  items: Record<string, number> = itemsOf(file as TopicTestsFile),
): Promise<Omit<ImportResult, 'kind'>> {
  const subjectId = await subjectIds(tx, input, refs);

  const written: ImportCounts = { tests: 0, questions: 0, options: 0, images: 0 };

  // tests
  const sorts = sortsOf(file);
  // the ru version of an uz test (same subject and key), whose texts tell which Latin words to keep
  const russian = new Map(file.subjects.flatMap((s) => s.tests.filter((t) => t.language === 'ru').map((t) => [`${s.slug}/${t.key}`, t])));
  const flatTests = file.subjects.flatMap((s) =>
    s.tests.map((t) => ({
      test: t,
      subject: s.slug,
      ru: t.language === 'uz' ? russian.get(`${s.slug}/${t.key}`) : undefined,
      row: {
        subject_id: subjectId.get(s.slug)!,
        lesson_key: t.key,
        language_id: LANGUAGE_IDS[t.language],
        slug: t.key,
        name: t.name,
        name_cyrl: t.language === 'uz' ? cyrillicOrNull(t.name, russian.get(`${s.slug}/${t.key}`)?.name, s.slug) : null,
        sort: sorts.get(`${s.slug}/${t.key}/${t.language}`)!,
        share: t.share ?? null,
        opens_at: t.opens_at ? new Date(t.opens_at) : null,
        opens_after_days: t.opens_after_days,
        created_at: now,
      },
    })),
  );
  const testKey = (r: { subject_id: number; lesson_key: string; language_id: number }) =>
    `${r.subject_id}/${r.lesson_key}/${r.language_id}`;
  const existingTests = await tx
    .select()
    .from(themedTest)
    .where(inArray(themedTest.subject_id, [...subjectId.values()]));
  const testId = new Map(existingTests.map((t) => [testKey(t), t.id]));
  const storedTest = new Map(existingTests.map((t) => [testKey(t), t]));
  // a relative gate opens N days after the first import, and an existing gate is never moved
  for (const { row } of flatTests) {
    if (row.opens_after_days === undefined) continue;
    row.opens_at = storedTest.get(testKey(row))?.opens_at ?? new Date(now.getTime() + row.opens_after_days * DAY_MS);
  }
  const testWrites = flatTests
    .map(({ row: { opens_after_days: _days, ...row } }) => row)
    .filter((row) => {
      const old = storedTest.get(testKey(row));
      return (
        !old ||
        old.slug !== row.slug ||
        old.name !== row.name ||
        old.name_cyrl !== row.name_cyrl ||
        old.sort !== row.sort ||
        !sameShare(old.share, row.share) ||
        !sameTime(old.opens_at, row.opens_at)
      );
    });
  for (const part of chunks(testWrites)) {
    const rows = await tx
      .insert(themedTest)
      .values(part)
      .onConflictDoUpdate({
        target: [themedTest.subject_id, themedTest.lesson_key, themedTest.language_id],
        set: {
          slug: excluded('slug'),
          name: excluded('name'),
          name_cyrl: excluded('name_cyrl'),
          sort: excluded('sort'),
          share: excluded('share'),
          opens_at: excluded('opens_at'),
        },
      })
      .returning({
        id: themedTest.id,
        subject_id: themedTest.subject_id,
        lesson_key: themedTest.lesson_key,
        language_id: themedTest.language_id,
      });
    for (const r of rows) testId.set(testKey(r), r.id);
  }
  written.tests = testWrites.length;
  const fileTests = flatTests.map((t) => ({ test: t.test, subject: t.subject, ru: t.ru, id: testId.get(testKey(t.row))! }));

  // pictures
  const images = new Map<string, string>();
  const imageUrl = (svg: string | undefined) => {
    if (svg === undefined) return null;
    const markup = svg.trim();
    if (PICTURE_URL.test(markup)) return markup; // a raster picture uploaded in the studio (ADR 056)
    const hash = sha256Of(markup);
    images.set(hash, markup);
    return contentImageUrl(hash);
  };
  const desiredQuestions = fileTests.flatMap(({ test, subject, ru, id }) => {
    const uz = test.language === 'uz';
    const ruQuestions = new Map(ru?.questions.map((q) => [q.key, q]));
    return test.questions.map((q, position) => {
      const ruQ = ruQuestions.get(q.key);
      return {
        row: {
          test_id: id,
          key: q.key,
          position,
          text: q.text,
          text_cyrl: uz ? cyrillicOrNull(q.text, ruQ?.text, subject) : null,
          image: imageUrl(q.image),
          ball: q.ball,
          explanation: q.explanation ?? null,
          explanation_cyrl: uz ? cyrillicOrNull(q.explanation, ruQ?.explanation, subject) : null,
          difficulty: q.difficulty ?? DEFAULT_DIFFICULTY,
        },
        options: q.options.map((o, i) => ({
          position: i,
          text: o.text,
          text_cyrl: uz ? cyrillicOrNull(o.text, ruQ?.options[i]?.text, subject) : null,
          image: imageUrl(o.image),
          is_correct: ANSWER_LETTERS[i] === q.answer,
        })),
      };
    });
  });
  written.images = await storeImages(tx, images, now);

  // questions: the file's in its order, then the ones it no longer lists (kept, moved after them)
  const testIds = fileTests.map((t) => t.id);
  // the live version of each key (retired versions stay for their tickets, ADR 056)
  const storedQuestions = testIds.length
    ? await tx
        .select()
        .from(question)
        .where(and(inArray(question.test_id, testIds), isNull(question.retired_at)))
    : [];
  const questionKey = (r: { test_id: number; key: string }) => `${r.test_id}/${r.key}`;
  const storedQuestion = new Map(storedQuestions.map((q) => [questionKey(q), q]));
  const listed = new Set(desiredQuestions.map((q) => questionKey(q.row)));
  const keptRows = storedQuestions
    .filter((q) => !listed.has(questionKey(q)))
    .sort((a, b) => a.test_id - b.test_id || a.position - b.position || a.id - b.id);
  const listedCount = new Map<number, number>();
  for (const t of fileTests) listedCount.set(t.id, t.test.questions.length);
  const keptPositions = keptRows.map(({ id: _id, ...q }) => {
    const position = listedCount.get(q.test_id)!;
    listedCount.set(q.test_id, position + 1);
    return { ...q, position };
  });
  const studio = await studioOwned(tx, testIds);
  const questionWrites = [...desiredQuestions.map((q) => q.row), ...keptPositions].filter((row) => {
    const old = storedQuestion.get(questionKey(row));
    if (studio.has(questionKey(row))) return false;
    return (
      !old ||
      old.position !== row.position ||
      old.text !== row.text ||
      old.text_cyrl !== row.text_cyrl ||
      old.image !== row.image ||
      !sameBall(old.ball, row.ball) ||
      old.explanation !== row.explanation ||
      old.explanation_cyrl !== row.explanation_cyrl ||
      old.difficulty !== row.difficulty
    );
  });
  const questionId = new Map(storedQuestions.map((q) => [questionKey(q), q.id]));
  for (const part of chunks(questionWrites)) {
    const rows = await tx
      .insert(question)
      .values(part)
      .onConflictDoUpdate({
        target: [question.test_id, question.key],
        targetWhere: isNull(question.retired_at),
        set: {
          position: excluded('position'),
          text: excluded('text'),
          text_cyrl: excluded('text_cyrl'),
          image: excluded('image'),
          ball: excluded('ball'),
          explanation: excluded('explanation'),
          explanation_cyrl: excluded('explanation_cyrl'),
          difficulty: excluded('difficulty'),
        },
      })
      .returning({ id: question.id, test_id: question.test_id, key: question.key });
    for (const r of rows) questionId.set(questionKey(r), r.id);
  }
  written.questions = questionWrites.filter((q) => listed.has(questionKey(q))).length;

  // options, by (question_id, position): ids stay, so answers keep pointing at the same option
  const storedOptions = testIds.length
    ? await tx
        .select({
          question_id: questionOption.question_id,
          position: questionOption.position,
          text: questionOption.text,
          text_cyrl: questionOption.text_cyrl,
          image: questionOption.image,
          is_correct: questionOption.is_correct,
        })
        .from(questionOption)
        .innerJoin(question, eq(question.id, questionOption.question_id))
        .where(and(inArray(question.test_id, testIds), isNull(question.retired_at)))
    : [];
  const storedOption = new Map(storedOptions.map((o) => [`${o.question_id}/${o.position}`, o]));
  const optionWrites = desiredQuestions.flatMap((q) => {
    if (studio.has(questionKey(q.row))) return [];
    const question_id = questionId.get(questionKey(q.row))!;
    return q.options
      .map((o) => ({ question_id, ...o }))
      .filter((row) => {
        const old = storedOption.get(`${row.question_id}/${row.position}`);
        return (
          !old || old.text !== row.text || old.text_cyrl !== row.text_cyrl || old.image !== row.image || old.is_correct !== row.is_correct
        );
      });
  });
  for (const part of chunks(optionWrites)) {
    await tx
      .insert(questionOption)
      .values(part)
      .onConflictDoUpdate({
        target: [questionOption.question_id, questionOption.position],
        set: { text: excluded('text'), text_cyrl: excluded('text_cyrl'), image: excluded('image'), is_correct: excluded('is_correct') },
      });
  }
  written.options = optionWrites.length;

  return {
    items,
    written,
    kept: keptRows.length,
    studio: desiredQuestions.filter((q) => studio.has(questionKey(q.row))).length,
  };
}
