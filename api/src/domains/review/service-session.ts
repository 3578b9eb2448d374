// Reading the review queue (ADR 044): the due count per subject for the header, and a session of
// today's due cards with their questions — never the correct option (it comes with the answer).
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { AUTOTEST_SUBJECT, type ReviewItem, type ReviewSession, type ReviewSummary } from '@platform/shared/review';
import type { Locale } from '@platform/shared/contracts';
import type { Db } from '../../db/client';
import { autotestQuestion, ncItem, question, questionOption, subject, themedTest } from '../../db/schema';
import { at } from '../../db/sql';
import { shuffled } from '../../lib/shuffle';
import { inScript, pick, t } from '../../i18n';
import { contentImageUrl } from '../content/import';
import { reviewCard } from './schema';
import { dueHorizon, stateName, type CardRow } from './scheduler';
import { ownedBy, type Owner } from './service-queue';

const LANGUAGES = { 1: 'uz', 2: 'ru' } as const;
const languageOf = (id: number): 'uz' | 'ru' => LANGUAGES[id as 1 | 2] ?? 'uz';

/** `GET /review/summary`: due today and in all, per subject (the autotest as `avtotest`). */
export async function reviewSummary(db: Db, owner: Owner, locale: Locale, now: Date): Promise<ReviewSummary> {
  const mine = ownedBy(owner);
  if (!mine) return { due: 0, total: 0, by_subject: [] };
  const rows = await db
    .select({
      slug: subject.slug,
      name_uz: subject.name_uz,
      name_ru: subject.name_ru,
      due: sql<number>`(count(*) filter (where ${reviewCard.due} < ${at(dueHorizon(now))}))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(reviewCard)
    .leftJoin(subject, eq(subject.id, reviewCard.subject_id))
    .where(mine)
    .groupBy(subject.slug, subject.name_uz, subject.name_ru);
  const bySubject = rows
    .map((r) => ({
      subject: r.slug ?? AUTOTEST_SUBJECT,
      name: r.slug ? pick({ name_uz: r.name_uz!, name_ru: r.name_ru! }, 'name', locale) : t(locale, 'review.autotest'),
      due: Number(r.due),
    }))
    .filter((r) => r.due > 0)
    .sort((a, b) => b.due - a.due || a.name.localeCompare(b.name));
  return {
    due: rows.reduce((sum, r) => sum + Number(r.due), 0),
    total: rows.reduce((sum, r) => sum + Number(r.total), 0),
    by_subject: bySubject,
  };
}

export interface SessionFilter {
  subject?: string;
  topic?: string;
  limit: number;
}

/** The cards a filter keeps: a subject (slug, or `avtotest`) and a topic of it (a topic test's key). */
function filterOf({ subject: slug, topic }: SessionFilter): SQL[] {
  const where: SQL[] = [];
  if (slug === AUTOTEST_SUBJECT) where.push(isNotNull(reviewCard.autotest_question_id));
  else if (slug) where.push(sql`${reviewCard.subject_id} = (select id from ${subject} where slug = ${slug})`);
  if (topic) {
    where.push(
      sql`${reviewCard.question_id} in (select q.id from ${question} q join ${themedTest} tt on tt.id = q.test_id where tt.lesson_key = ${topic})`,
    );
  }
  return where;
}

/** `GET /review/session`: the first `limit` of today's due cards under the filter (the longest due first), with their questions. */
export async function reviewSession(db: Db, owner: Owner, filter: SessionFilter, locale: Locale, now: Date): Promise<ReviewSession> {
  const mine = ownedBy(owner);
  if (!mine) return { due: 0, items: [] };
  const where = and(mine, sql`${reviewCard.due} < ${at(dueHorizon(now))}`, ...filterOf(filter));
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviewCard)
    .where(where);
  const cards = await db.select().from(reviewCard).where(where).orderBy(asc(reviewCard.due), asc(reviewCard.id)).limit(filter.limit);
  return { due: Number(n), items: await itemsOf(db, cards, locale) };
}

/** The questions of the cards, in the cards' order (a card whose question cannot be shown is left out). */
async function itemsOf(db: Db, cards: CardRow[], locale: Locale): Promise<ReviewItem[]> {
  const ids = (column: 'question_id' | 'nc_item_id' | 'autotest_question_id') =>
    cards.map((c) => c[column]).filter((id): id is number => id !== null);
  const subjects = new Map((await db.select().from(subject)).map((s) => [s.id, { slug: s.slug, name: pick(s, 'name', locale) }] as const));
  const subjectOf = (id: number | null) => (id === null ? undefined : subjects.get(id));

  const questionIds = ids('question_id');
  const questions = new Map(
    questionIds.length
      ? (
          await db
            .select({ q: question, topic: themedTest.name, language_id: themedTest.language_id, subject_id: themedTest.subject_id })
            .from(question)
            .innerJoin(themedTest, eq(themedTest.id, question.test_id))
            .where(inArray(question.id, questionIds))
        ).map((r) => [r.q.id, r])
      : [],
  );
  const options = questionIds.length
    ? await db.select().from(questionOption).where(inArray(questionOption.question_id, questionIds)).orderBy(asc(questionOption.position))
    : [];
  const ncIds = ids('nc_item_id');
  const ncItems = new Map(ncIds.length ? (await db.select().from(ncItem).where(inArray(ncItem.id, ncIds))).map((r) => [r.id, r]) : []);
  const autoIds = ids('autotest_question_id');
  const autoItems = new Map(
    autoIds.length ? (await db.select().from(autotestQuestion).where(inArray(autotestQuestion.id, autoIds))).map((r) => [r.id, r]) : [],
  );

  const items: ReviewItem[] = [];
  for (const card of cards) {
    const base = { card_id: card.id, reps: card.reps, state: stateName(card.state) };
    if (card.question_id !== null) {
      const row = questions.get(card.question_id);
      const s = subjectOf(row?.subject_id ?? card.subject_id);
      if (!row || !s) continue;
      items.push({
        ...base,
        kind: 'question',
        subject: s.slug,
        subject_name: s.name,
        topic: row.topic,
        lang: languageOf(row.language_id),
        // an uz question in the interface's script (uz-Cyrl: the Cyrillic the import wrote, ADR 043)
        text: inScript(locale, row.q.text, row.q.text_cyrl),
        image: row.q.image,
        options: shuffled(options.filter((o) => o.question_id === row.q.id)).map((o) => ({
          id: o.id,
          text: inScript(locale, o.text, o.text_cyrl),
          image: o.image,
        })),
      });
    } else if (card.nc_item_id !== null) {
      const item = ncItems.get(card.nc_item_id);
      const s = subjectOf(item?.subject_id ?? card.subject_id);
      if (!item || !s || item.type !== 'single') continue;
      items.push({
        ...base,
        kind: 'nc',
        subject: s.slug,
        subject_name: s.name,
        topic: null,
        lang: languageOf(item.language_id),
        text: inScript(locale, item.text, item.text_cyrl),
        image: item.image,
        // an option's id is its stored index + 1 (the answer names it so)
        options: shuffled((inScript(locale, item.body, item.body_cyrl).options ?? []).map((text, i) => ({ id: i + 1, text, image: null }))),
      });
    } else if (card.autotest_question_id !== null) {
      const q = autoItems.get(card.autotest_question_id);
      if (!q) continue;
      const texts = locale === 'ru' ? q.options_ru : inScript(locale, q.options_uz, q.options_cyrl);
      items.push({
        ...base,
        kind: 'autotest',
        subject: AUTOTEST_SUBJECT,
        subject_name: t(locale, 'review.autotest'),
        topic: null,
        lang: locale === 'ru' ? 'ru' : 'uz',
        text: pick(q, 'text', locale),
        image: q.image ? contentImageUrl(q.image) : null,
        // the autotest's options keep their order (an answer may refer to another); ids are 1-based as the autotest's
        options: texts.map((text, i) => ({ id: i + 1, text, image: null })),
      });
    }
  }
  return items;
}
