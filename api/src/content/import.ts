// Writes a content file (format.ts) into the database in one transaction, by natural keys:
//   themed_test      by (subject_id, lesson_key, language_id)
//   question         by (test_id, key)
//   question_option  by (question_id, position)
//   content_image    by sha256 of the SVG
// so the ids of tests, questions and options never change on a re-import (tickets and answers refer
// to them). Only rows that differ are written: importing the same file twice writes nothing.
// Questions that a re-import no longer lists are NOT deleted (answers may refer to them): they stay
// in their test, moved after the listed ones (see docs/content-import.md).
import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contentImage, question, questionOption, subject, themedTest } from '../db/schema';
import { ANSWER_LETTERS, LANGUAGE_IDS, formatProblem, validateContent, type ContentFile } from './format';

/** Thrown with one line per problem (validation or a subject that does not exist); nothing was written. */
export class ContentImportError extends Error {
  constructor(readonly lines: string[]) {
    super(`content import refused:\n${lines.join('\n')}`);
    this.name = 'ContentImportError';
  }
}

export interface ImportCounts {
  tests: number;
  questions: number;
  options: number;
  images: number;
}

export interface ImportResult extends ImportCounts {
  /** Rows inserted or changed (0 everywhere when the database already held this file). */
  written: ImportCounts;
  /** Questions of the file's tests that the file does not list: kept, not deleted. */
  kept: number;
}

export interface ImportOptions {
  /** `created_at` of new rows; default: now. */
  now?: Date;
}

/** URL of a stored picture. */
export const contentImageUrl = (sha256: string) => `/api/content-images/${sha256}.svg`;
export const sha256Of = (svg: string) => createHash('sha256').update(svg, 'utf8').digest('hex');

/** Serialises imports (two api instances seeding at once, or the CLI next to a seed). */
const IMPORT_LOCK = 0x636f6e74; // "cont"
const CHUNK = 500;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);
const sameBall = (a: number, b: number) => Math.fround(a) === Math.fround(b);
const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** The sort of a test without one: the position (from 1) of its key among the subject's keys in the file. */
function sortsOf(file: ContentFile): Map<string, number> {
  const sorts = new Map<string, number>();
  for (const s of file.subjects) {
    const keys = [...new Set(s.tests.map((t) => t.key))];
    for (const t of s.tests) sorts.set(`${s.slug}/${t.key}/${t.language}`, t.sort ?? keys.indexOf(t.key) + 1);
  }
  return sorts;
}

/**
 * Validates `input` (any JSON value) and writes it in one transaction. Throws ContentImportError
 * naming every problem when the file is invalid or names a subject that does not exist.
 */
export async function importContent(db: Db, input: unknown, { now = new Date() }: ImportOptions = {}): Promise<ImportResult> {
  const validated = validateContent(input);
  if (!validated.success) throw new ContentImportError(validated.errors);
  const file = validated.data;

  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${IMPORT_LOCK})`));

    // subjects: every slug must exist
    const slugs = file.subjects.map((s) => s.slug);
    const subjectRows = await tx.select({ id: subject.id, slug: subject.slug }).from(subject).where(inArray(subject.slug, slugs));
    const subjectId = new Map(subjectRows.map((s) => [s.slug, s.id]));
    const unknown = file.subjects.flatMap((s, i) =>
      subjectId.has(s.slug) ? [] : [formatProblem(input, ['subjects', i, 'slug'], `no subject with the slug "${s.slug}"`)],
    );
    if (unknown.length) {
      const known = (await tx.select({ slug: subject.slug }).from(subject).orderBy(subject.id)).map((s) => s.slug);
      throw new ContentImportError([
        ...unknown,
        `known subjects: ${known.join(', ') || '(none: load the demo content first, e.g. npm run seed -w @platform/api)'}`,
      ]);
    }

    const written: ImportCounts = { tests: 0, questions: 0, options: 0, images: 0 };

    // tests
    const sorts = sortsOf(file);
    const flatTests = file.subjects.flatMap((s) =>
      s.tests.map((t) => ({
        test: t,
        row: {
          subject_id: subjectId.get(s.slug)!,
          lesson_key: t.key,
          language_id: LANGUAGE_IDS[t.language],
          slug: t.key,
          name: t.name,
          sort: sorts.get(`${s.slug}/${t.key}/${t.language}`)!,
          opens_at: t.opens_at ? new Date(t.opens_at) : null,
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
    const testWrites = flatTests
      .map((t) => t.row)
      .filter((row) => {
        const old = storedTest.get(testKey(row));
        return !old || old.slug !== row.slug || old.name !== row.name || old.sort !== row.sort || !sameTime(old.opens_at, row.opens_at);
      });
    for (const part of chunks(testWrites)) {
      const rows = await tx
        .insert(themedTest)
        .values(part)
        .onConflictDoUpdate({
          target: [themedTest.subject_id, themedTest.lesson_key, themedTest.language_id],
          set: { slug: excluded('slug'), name: excluded('name'), sort: excluded('sort'), opens_at: excluded('opens_at') },
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
    const fileTests = flatTests.map((t) => ({ test: t.test, id: testId.get(testKey(t.row))! }));

    // pictures
    const images = new Map<string, string>();
    const imageUrl = (svg: string | undefined) => {
      if (svg === undefined) return null;
      const markup = svg.trim();
      const hash = sha256Of(markup);
      images.set(hash, markup);
      return contentImageUrl(hash);
    };
    const desiredQuestions = fileTests.flatMap(({ test, id }) =>
      test.questions.map((q, position) => ({
        row: { test_id: id, key: q.key, position, text: q.text, image: imageUrl(q.image), ball: q.ball },
        options: q.options.map((o, i) => ({
          position: i,
          text: o.text,
          image: imageUrl(o.image),
          is_correct: ANSWER_LETTERS[i] === q.answer,
        })),
      })),
    );
    const hashes = [...images.keys()];
    const storedImages = new Set<string>();
    for (const part of chunks(hashes)) {
      const rows = await tx.select({ sha256: contentImage.sha256 }).from(contentImage).where(inArray(contentImage.sha256, part));
      for (const r of rows) storedImages.add(r.sha256);
    }
    const newImages = hashes.filter((h) => !storedImages.has(h)).map((h) => ({ sha256: h, svg: images.get(h)!, created_at: now }));
    for (const part of chunks(newImages, 100)) await tx.insert(contentImage).values(part).onConflictDoNothing();
    written.images = newImages.length;

    // questions: the file's in its order, then the ones it no longer lists (kept, moved after them)
    const testIds = fileTests.map((t) => t.id);
    const storedQuestions = testIds.length ? await tx.select().from(question).where(inArray(question.test_id, testIds)) : [];
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
    const questionWrites = [...desiredQuestions.map((q) => q.row), ...keptPositions].filter((row) => {
      const old = storedQuestion.get(questionKey(row));
      return !old || old.position !== row.position || old.text !== row.text || old.image !== row.image || !sameBall(old.ball, row.ball);
    });
    const questionId = new Map(storedQuestions.map((q) => [questionKey(q), q.id]));
    for (const part of chunks(questionWrites)) {
      const rows = await tx
        .insert(question)
        .values(part)
        .onConflictDoUpdate({
          target: [question.test_id, question.key],
          set: { position: excluded('position'), text: excluded('text'), image: excluded('image'), ball: excluded('ball') },
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
            image: questionOption.image,
            is_correct: questionOption.is_correct,
          })
          .from(questionOption)
          .innerJoin(question, eq(question.id, questionOption.question_id))
          .where(inArray(question.test_id, testIds))
      : [];
    const storedOption = new Map(storedOptions.map((o) => [`${o.question_id}/${o.position}`, o]));
    const optionWrites = desiredQuestions.flatMap((q) => {
      const question_id = questionId.get(questionKey(q.row))!;
      return q.options
        .map((o) => ({ question_id, ...o }))
        .filter((row) => {
          const old = storedOption.get(`${row.question_id}/${row.position}`);
          return !old || old.text !== row.text || old.image !== row.image || old.is_correct !== row.is_correct;
        });
    });
    for (const part of chunks(optionWrites)) {
      await tx
        .insert(questionOption)
        .values(part)
        .onConflictDoUpdate({
          target: [questionOption.question_id, questionOption.position],
          set: { text: excluded('text'), image: excluded('image'), is_correct: excluded('is_correct') },
        });
    }
    written.options = optionWrites.length;

    return {
      tests: fileTests.length,
      questions: desiredQuestions.length,
      options: desiredQuestions.length * 4,
      images: images.size,
      written,
      kept: keptRows.length,
    };
  });
}
