// Publishing a bank item written in the studio (ADR 056): the item becomes version n + 1 of its key in
// the topic's uz and ru tests — new question and option rows — and the rows of version n are retired:
// out of every draw from now on, kept for the tickets that drew them, so a result never changes after
// the fact. Read back: the live version of a key as a bank item (the file format's item).
import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentImage, question, questionOption, subject, themedTest } from '../../db/schema';
import { HttpError } from '../../errors';
import { ANSWER_LETTERS } from '../content/format-topic-tests';
import { PICTURE_URL } from '../content/format-fields';
import type { BankItem } from '../content/format-bank';
import { cyrillicOrNull } from '../content/cyrillic';
import { contentImageUrl, sha256Of, storeImages } from '../content/import-rows';
import type { Tx } from './service-audit';

export type Language = 'uz' | 'ru';
export const LANGUAGE_ID: Record<Language, number> = { uz: 1, ru: 2 };

/** A bank topic: its subject's slug and its uz and ru tests (the import made them). */
export interface Topic {
  subjectId: number;
  slug: string;
  topic: string;
  tests: Record<Language, number>;
}

/** The topic's tests; 404 TOPIC_NOT_FOUND unless the subject has the topic in both languages. */
export async function topicOf(db: Tx, subjectId: number, topic: string): Promise<Topic> {
  const rows = await db
    .select({ id: themedTest.id, language_id: themedTest.language_id, slug: subject.slug })
    .from(themedTest)
    .innerJoin(subject, eq(subject.id, themedTest.subject_id))
    .where(and(eq(themedTest.subject_id, subjectId), eq(themedTest.lesson_key, topic)));
  const uz = rows.find((r) => r.language_id === LANGUAGE_ID.uz);
  const ru = rows.find((r) => r.language_id === LANGUAGE_ID.ru);
  if (!uz || !ru) throw new HttpError(404, 'TOPIC_NOT_FOUND', 'errors.studio_topic_not_found', {}, {}, 'topic');
  return { subjectId, slug: uz.slug, topic, tests: { uz: uz.id, ru: ru.id } };
}

/** The live question rows of a key, by language (either may be missing for an imported topic test). */
export async function liveRows(db: Tx, t: Topic, key: string) {
  const rows = await db
    .select()
    .from(question)
    .where(and(inArray(question.test_id, [t.tests.uz, t.tests.ru]), eq(question.key, key), isNull(question.retired_at)));
  return { uz: rows.find((r) => r.test_id === t.tests.uz), ru: rows.find((r) => r.test_id === t.tests.ru) };
}

/** The live version of a key (0: none yet). */
export async function liveVersion(db: Tx, t: Topic, key: string): Promise<number> {
  const live = await liveRows(db, t, key);
  return Math.max(live.uz?.version ?? 0, live.ru?.version ?? 0);
}

/** Writes `item` as `version` of its key in both tests and retires the rows it replaces. */
export async function publishItem(tx: Tx, t: Topic, item: BankItem, version: number, now: Date): Promise<Record<Language, number>> {
  const live = await liveRows(tx, t, item.id);
  const images = new Map<string, string>();
  let image: string | null = null;
  if (item.image !== undefined) {
    const markup = item.image.trim();
    if (PICTURE_URL.test(markup)) image = markup;
    else {
      const hash = sha256Of(markup);
      images.set(hash, markup);
      image = contentImageUrl(hash);
    }
  }
  await storeImages(tx as Db, images, now);
  const ids = {} as Record<Language, number>;
  for (const language of ['uz', 'ru'] as const) {
    const old = live[language];
    if (old) await tx.update(question).set({ retired_at: now }).where(eq(question.id, old.id));
    const [{ last }] = await tx
      .select({ last: max(question.position) })
      .from(question)
      .where(eq(question.test_id, t.tests[language]));
    const text = item[language];
    const cyrl = (uz: string, ru: string) => (language === 'uz' ? cyrillicOrNull(uz, ru, t.slug) : null);
    const [row] = await tx
      .insert(question)
      .values({
        test_id: t.tests[language],
        key: item.id,
        position: old?.position ?? (last ?? -1) + 1,
        text: text.text,
        text_cyrl: cyrl(item.uz.text, item.ru.text),
        image,
        ball: old?.ball,
        explanation: text.explanation,
        explanation_cyrl: cyrl(item.uz.explanation, item.ru.explanation),
        difficulty: item.difficulty,
        version,
      })
      .returning({ id: question.id });
    await tx.insert(questionOption).values(
      text.options.map((option, position) => ({
        question_id: row.id,
        position,
        text: option,
        text_cyrl: cyrl(item.uz.options[position], item.ru.options[position]),
        is_correct: ANSWER_LETTERS[position] === item.answer,
      })),
    );
    ids[language] = row.id;
  }
  return ids;
}

/** The inline markup of a stored SVG picture's address; anything else (a raster's address) as it is. */
async function inlinePicture(db: Tx, url: string | null): Promise<string | undefined> {
  if (!url) return undefined;
  const svg = /\/([0-9a-f]{64})\.svg$/.exec(url);
  if (!svg) return url;
  const [row] = await db.select({ svg: contentImage.svg }).from(contentImage).where(eq(contentImage.sha256, svg[1]));
  return row?.svg;
}

/** The live version of a key as a bank item, or null when it is not live in both languages. */
export async function publishedItem(db: Tx, t: Topic, key: string) {
  const live = await liveRows(db, t, key);
  if (!live.uz || !live.ru) return null;
  const rows = { uz: live.uz, ru: live.ru };
  const options = await db
    .select()
    .from(questionOption)
    .where(inArray(questionOption.question_id, [rows.uz.id, rows.ru.id]))
    .orderBy(asc(questionOption.position));
  const language = (l: Language) => ({
    text: rows[l].text,
    options: options.filter((o) => o.question_id === rows[l].id).map((o) => o.text),
    explanation: rows[l].explanation ?? '',
  });
  const correct = options.filter((o) => o.question_id === rows.uz.id).findIndex((o) => o.is_correct);
  const image = await inlinePicture(db, rows.uz.image);
  return {
    version: Math.max(rows.uz.version, rows.ru.version),
    question_ids: { uz: rows.uz.id, ru: rows.ru.id },
    item: {
      id: key,
      difficulty: rows.uz.difficulty,
      answer: ANSWER_LETTERS[correct] ?? 'A',
      ...(image ? { image } : {}),
      uz: language('uz'),
      ru: language('ru'),
    },
  };
}
