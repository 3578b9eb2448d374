// Creating and editing an olympiad from its file (issue 17 item 2; the studio, issue 35 item 6, ADR
// 058): `npm run olympiad -- create <file>` and POST/PUT /api/studio/olympiads call these with the same
// contract schema. The file is checked (errors name the field), its subjects and topics must exist,
// and each section's questions are drawn once from the subject's bank in the olympiad's language,
// narrowed to the section's topics and difficulty levels — every participant of a combination answers
// the same questions. An olympiad is edited only before it starts.
import { randomInt } from 'node:crypto';
import { and, count, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { olympiadFileSchema, type OlympiadFile } from '@platform/shared/olympiads';
import { inTransaction, type Db } from '../../db/client';
import {
  olympiad,
  olympiadCourse,
  olympiadParticipation,
  olympiadQuestion,
  olympiadSection,
  question,
  subject,
  themedTest,
} from '../../db/schema';
import { HttpError } from '../../errors';
import type { MessageKey } from '../../i18n';
import { formatIssues, formatProblem } from '../content/format';
import { audit, type Actor } from '../studio/service-audit';
import { olympiadFileOf } from './service-file';

/** One problem of a file, naming the field; `key` is a message the api answers in uz / ru. */
export interface OlympiadProblem {
  path: (string | number)[];
  key: MessageKey;
  values: Record<string, string | number>;
}

/** English for the command line (the api answers the same keys in uz and ru). */
const ENGLISH: Record<string, string> = {
  'validation.time_invalid': 'expected an ISO time with a zone, e.g. 2026-12-01T09:00:00+05:00',
  'validation.olympiad_window': 'must be after starts_at',
  'validation.olympiad_one_course': 'a fixed_subject olympiad has exactly one course',
  'validation.olympiad_one_subject': 'a fixed_subject olympiad tests exactly one subject (required + the course)',
  'validation.olympiad_course_empty': 'every course needs at least one subject (with the required ones)',
  'validation.olympiad_name_required': 'must not be empty',
  'validation.olympiad_slug_invalid': 'expected 3–60 of a-z, 0-9, "-"',
  'validation.olympiad_count_range': 'expected 1 to 100 questions',
  'validation.olympiad_minutes_range': 'expected 1 to 600 minutes',
  'errors.olympiad_subject_unknown': 'no subject with the slug "{{subject}}"',
  'errors.olympiad_topic_unknown': 'the subject "{{subject}}" has no topic "{{topic}}" in the olympiad’s language',
  'errors.olympiad_slug_taken': 'an olympiad "{{slug}}" exists already',
  'errors.olympiad_pool_short': 'the subject "{{subject}}" has {{left}} questions left, {{asked}} asked',
};
const english = (key: string, values: Record<string, string | number> = {}) =>
  (ENGLISH[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** A file that cannot be created: one line per problem (for the CLI), each naming the field. */
export class OlympiadFileError extends Error {
  constructor(
    readonly lines: string[],
    readonly problems: OlympiadProblem[] = [],
  ) {
    super(lines.join('\n'));
    this.name = 'OlympiadFileError';
  }

  /** The api's answer: the first problem, localised, naming its field (a taken slug is a conflict). */
  toHttp(): HttpError {
    const first = this.problems[0];
    if (!first) return new HttpError(400, 'VALIDATION_ERROR', 'errors.generic');
    const conflict = first.key === 'errors.olympiad_slug_taken';
    return new HttpError(
      conflict ? 409 : 400,
      conflict ? 'OLYMPIAD_SLUG_TAKEN' : 'VALIDATION_ERROR',
      first.key,
      first.values,
      {},
      first.path.join('.'),
    );
  }
}

/** Checks the file's shape; never touches the database. */
export function parseOlympiadFile(input: unknown): OlympiadFile {
  const parsed = olympiadFileSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ ...issue, message: english(issue.message) }));
    throw new OlympiadFileError(formatIssues(issues, input));
  }
  return parsed.data;
}

/** `n` distinct items of `pool` in random order (partial Fisher–Yates with a CSPRNG). */
function draw<T>(pool: T[], n: number): T[] {
  const items = [...pool];
  for (let i = 0; i < n; i++) {
    const j = i + randomInt(items.length - i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items.slice(0, n);
}

type Section = OlympiadFile['required'][number] & { course: number | null; path: (string | number)[]; subjectId: number };

function sectionsOf(file: OlympiadFile): Omit<Section, 'subjectId'>[] {
  return [
    ...file.required.map((s, i) => ({ ...s, course: null as number | null, path: ['required', i] as (string | number)[] })),
    ...file.courses.flatMap((c, ci) => c.subjects.map((s, i) => ({ ...s, course: ci, path: ['courses', ci, 'subjects', i] }))),
  ];
}

/** The questions of a section's bank: the subject in the language, its topics and levels (none: all). */
async function poolOf(db: Db, s: Section, languageId: number): Promise<number[]> {
  // the live version of each item only (a retired version stays for the tickets that drew it, ADR 056)
  const where: SQL[] = [eq(themedTest.subject_id, s.subjectId), eq(themedTest.language_id, languageId), isNull(question.retired_at)];
  if (s.topics.length) where.push(inArray(themedTest.lesson_key, s.topics));
  if (s.difficulty.length) where.push(inArray(question.difficulty, s.difficulty));
  const rows = await db
    .select({ id: question.id })
    .from(question)
    .innerJoin(themedTest, eq(themedTest.id, question.test_id))
    .where(and(...where));
  return rows.map((r) => r.id);
}

/**
 * Checks the file against the database and draws its questions. Problems (an unknown subject or
 * topic, a slug taken by another olympiad, a pool smaller than a section's count) throw an
 * OlympiadFileError naming each field.
 */
async function plan(db: Db, input: unknown, file: OlympiadFile, ownId: number | null) {
  const raw = sectionsOf(file);
  const problems: OlympiadProblem[] = [];
  const slugs = [...new Set(raw.map((s) => s.subject))];
  const subjects = slugs.length
    ? await db.select({ id: subject.id, slug: subject.slug }).from(subject).where(inArray(subject.slug, slugs))
    : [];
  const bySlug = new Map(subjects.map((s) => [s.slug, s.id]));
  const topicRows = subjects.length
    ? await db
        .selectDistinct({ subject_id: themedTest.subject_id, key: themedTest.lesson_key })
        .from(themedTest)
        .where(and(inArray(themedTest.subject_id, [...bySlug.values()]), eq(themedTest.language_id, file.language_id)))
    : [];
  const topics = new Set(topicRows.map((t) => `${t.subject_id}/${t.key}`));
  for (const s of raw) {
    const id = bySlug.get(s.subject);
    if (id === undefined) {
      problems.push({ path: [...s.path, 'subject'], key: 'errors.olympiad_subject_unknown', values: { subject: s.subject } });
      continue;
    }
    s.topics.forEach((topic, i) => {
      if (!topics.has(`${id}/${topic}`))
        problems.push({ path: [...s.path, 'topics', i], key: 'errors.olympiad_topic_unknown', values: { subject: s.subject, topic } });
    });
  }
  const sameSlug = ownId === null ? eq(olympiad.slug, file.slug) : and(eq(olympiad.slug, file.slug), ne(olympiad.id, ownId));
  const [taken] = await db.select({ id: olympiad.id }).from(olympiad).where(sameSlug);
  if (taken) problems.push({ path: ['slug'], key: 'errors.olympiad_slug_taken', values: { slug: file.slug } });
  if (problems.length) throw problemsError(input, problems);

  const sections: Section[] = raw.map((s) => ({ ...s, subjectId: bySlug.get(s.subject)! }));
  const pools = new Map<Section, number[]>();
  for (const s of sections) pools.set(s, await poolOf(db, s, file.language_id));
  // a combination never repeats a question: the required sections and the course's are drawn apart
  const drawn = new Map<Section, number[]>();
  const take = (s: Section, exclude: Set<number>) => {
    const pool = pools.get(s)!.filter((q) => !exclude.has(q));
    if (pool.length < s.count) {
      problems.push({
        path: [...s.path, 'count'],
        key: 'errors.olympiad_pool_short',
        values: { subject: s.subject, left: pool.length, asked: s.count },
      });
      return;
    }
    const ids = draw(pool, s.count);
    ids.forEach((q) => exclude.add(q));
    drawn.set(s, ids);
  };
  const requiredTaken = new Set<number>();
  for (const s of sections.filter((x) => x.course === null)) take(s, requiredTaken);
  file.courses.forEach((_, ci) => {
    const used = new Set(requiredTaken);
    for (const s of sections.filter((x) => x.course === ci)) take(s, used);
  });
  if (problems.length) throw problemsError(input, problems);
  return { sections, drawn };
}

function problemsError(input: unknown, problems: OlympiadProblem[]): OlympiadFileError {
  return new OlympiadFileError(
    problems.map((p) => formatProblem(input, p.path, english(p.key, p.values))),
    problems,
  );
}

type Plan = Awaited<ReturnType<typeof plan>>;

/** Writes the olympiad's combinations, sections and drawn questions; answers the question count. */
async function writeParts(tx: Db, olympiadId: number, file: OlympiadFile, { sections, drawn }: Plan): Promise<number> {
  const courses = await tx
    .insert(olympiadCourse)
    .values(
      file.courses.map((c, position) => ({
        olympiad_id: olympiadId,
        position,
        name_uz: c.name_uz,
        name_ru: c.name_ru,
        minutes: c.minutes,
      })),
    )
    .returning({ id: olympiadCourse.id, position: olympiadCourse.position });
  const courseId = new Map(courses.map((c) => [c.position, c.id]));
  let questions = 0;
  for (const [position, s] of sections.entries()) {
    const [section] = await tx
      .insert(olympiadSection)
      .values({
        olympiad_id: olympiadId,
        course_id: s.course === null ? null : courseId.get(s.course)!,
        position,
        subject_id: s.subjectId,
        question_count: s.count,
        points: s.points,
        topics: s.topics,
        difficulty: s.difficulty,
      })
      .returning({ id: olympiadSection.id });
    const ids = drawn.get(s)!;
    await tx.insert(olympiadQuestion).values(ids.map((question_id, i) => ({ section_id: section.id, position: i, question_id })));
    questions += ids.length;
  }
  return questions;
}

const rowOf = (file: OlympiadFile) => ({
  slug: file.slug,
  name_uz: file.name_uz,
  name_ru: file.name_ru,
  title_uz: file.title_uz,
  title_ru: file.title_ru,
  type: file.type,
  language_id: file.language_id,
  starts_at: new Date(file.starts_at),
  ends_at: new Date(file.ends_at),
});

/** Creates the olympiad in one transaction (audited) and answers its id and question count. */
export async function createOlympiad(
  db: Db,
  input: unknown,
  actor: Actor = { via: 'cli', userId: null },
): Promise<{ id: number; questions: number }> {
  const file = parseOlympiadFile(input);
  const planned = await plan(db, input, file, null);
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(olympiad).values(rowOf(file)).returning({ id: olympiad.id });
    const questions = await writeParts(tx, row.id, file, planned);
    await audit(tx, actor, { action: 'create', entity: 'olympiad', entityId: row.id, before: null, after: file });
    return { id: row.id, questions };
  });
}

/**
 * Replaces a scheduled olympiad by a new file (its questions drawn again), in one transaction that
 * holds the olympiad's row: 404 when there is none, 409 OLYMPIAD_STARTED once it has started (by the
 * server's clock) or anyone takes part.
 */
export async function updateOlympiad(
  db: Db,
  actor: Actor,
  id: number,
  input: unknown,
  now: Date,
): Promise<{ id: number; questions: number }> {
  const file = parseOlympiadFile(input);
  const [current] = await db.select({ starts_at: olympiad.starts_at }).from(olympiad).where(eq(olympiad.id, id));
  if (!current) throw new HttpError(404, 'OLYMPIAD_NOT_FOUND', 'olympiads.not_found');
  if (current.starts_at.getTime() <= now.getTime()) throw new HttpError(409, 'OLYMPIAD_STARTED', 'errors.olympiad_started');
  const planned = await plan(db, input, file, id);
  return inTransaction(db, async (tx) => {
    const [locked] = await tx.select({ starts_at: olympiad.starts_at }).from(olympiad).where(eq(olympiad.id, id)).for('update');
    const [{ taking }] = await tx.select({ taking: count() }).from(olympiadParticipation).where(eq(olympiadParticipation.olympiad_id, id));
    if (!locked || locked.starts_at.getTime() <= now.getTime() || Number(taking) > 0)
      throw new HttpError(409, 'OLYMPIAD_STARTED', 'errors.olympiad_started');
    const before = await olympiadFileOf(tx, id);
    await tx.delete(olympiadSection).where(eq(olympiadSection.olympiad_id, id));
    await tx.delete(olympiadCourse).where(eq(olympiadCourse.olympiad_id, id));
    await tx.update(olympiad).set(rowOf(file)).where(eq(olympiad.id, id));
    const questions = await writeParts(tx, id, file, planned);
    await audit(tx, actor, { action: 'update', entity: 'olympiad', entityId: id, before, after: file });
    return { id, questions };
  });
}
