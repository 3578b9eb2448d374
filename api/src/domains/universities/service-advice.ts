// University recommendation `/univer-tavsiya` (issue 18 item 3, docs/decisions/017): the admission rows
// of the directions of one subject pair, at each university's last year, ranked against a score.
// The score is what a guest typed in, or the signed-in user's best mock: a finished DTM/virtual exam
// of that pair, or else an estimate from topic-test accuracy.
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { ADVICE_LIMIT, ADVICE_MAX_BALL, type Advice, type AdviceBasis, type AdviceChance, type AdviceItem } from '@platform/shared/advice';
import { roundBall } from '@platform/shared/exams';
import type { Locale } from '@platform/shared/contracts';
import type { Db } from '../../db/client';
import { admission, direction, examTicket, studyForm, studyLanguage, subject, themedTest, ticket, university } from '../../db/schema';
import { namesAs, pick } from '../../i18n';
import { subjectPairs } from '../exams/service-form';
import { examStanding, placeScore, type StandingTicket } from '../exams/service-standing';

/** The most points each part of the DTM gives (SPEC §9: 3 × 10 mandatory questions, 30 per block). */
export const ADVICE_SECTION_MAX = { mandatory: 33, block1: 93, block2: 63 } as const;

const CHANCE_ORDER: Record<AdviceChance, number> = { grant: 0, contract: 1, below: 2 };

/** Ranks rows: grant first, then contract, then below; within a group the smallest gap first; then by name and code. */
export function rankAdvice<T extends { chance: AdviceChance; gap: number; university_name: string; direction_code: string; tie: number }>(
  rows: T[],
): T[] {
  return [...rows].sort(
    (a, b) =>
      CHANCE_ORDER[a.chance] - CHANCE_ORDER[b.chance] ||
      a.gap - b.gap ||
      a.university_name.localeCompare(b.university_name) ||
      a.direction_code.localeCompare(b.direction_code) ||
      a.tie - b.tie,
  );
}

/** The admission rows of the directions of a pair, each university's last year only, ranked against `ball`. */
export async function adviceFor(db: Db, locale: Locale, subject1: number, subject2: number, ball: number) {
  const rows = await db
    .select({
      a: admission,
      u_id: university.id,
      u_slug: university.slug,
      u_type: university.type,
      ...namesAs('university', university),
      d_code: direction.code,
      ...namesAs('direction', direction),
      ...namesAs('language', studyLanguage),
      ...namesAs('study', studyForm),
    })
    .from(admission)
    .innerJoin(direction, eq(direction.id, admission.direction_id))
    .innerJoin(university, eq(university.id, admission.university_id))
    .innerJoin(studyLanguage, eq(studyLanguage.id, admission.language_id))
    .innerJoin(studyForm, eq(studyForm.id, admission.study_form_id))
    .where(and(eq(direction.subject_1_id, subject1), eq(direction.subject_2_id, subject2)));
  // "last": the latest year a university published for that direction
  const lastYear = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.a.university_id}/${r.a.direction_id}`;
    lastYear.set(key, Math.max(lastYear.get(key) ?? 0, r.a.year));
  }
  const placed = rows.flatMap((r) => {
    if (lastYear.get(`${r.a.university_id}/${r.a.direction_id}`) !== r.a.year) return [];
    const place = placeScore(ball, r.a.grant_ball, r.a.contract_ball);
    if (!place) return [];
    const item: AdviceItem & { tie: number } = {
      university_id: r.u_id,
      university_name: pick(r, 'university', locale),
      university_slug: r.u_slug,
      university_type: r.u_type,
      direction_code: r.d_code,
      direction_name: pick(r, 'direction', locale),
      year: r.a.year,
      language: pick(r, 'language', locale),
      study: pick(r, 'study', locale),
      grant_ball: r.a.grant_ball,
      contract_ball: r.a.contract_ball,
      ...place,
      tie: r.a.id,
    };
    return [item];
  });
  const ranked = rankAdvice(placed);
  return { total: ranked.length, items: ranked.slice(0, ADVICE_LIMIT).map(({ tie: _tie, ...item }) => item) };
}

/** The user's best finished DTM/virtual ticket of any pair: the highest score (the latest of equal ones). */
async function bestExam(db: Db, userId: number): Promise<(StandingTicket & { block1_id: number; block2_id: number; ball: number }) | null> {
  const [best] = await db
    .select()
    .from(examTicket)
    .where(
      and(
        eq(examTicket.user_id, userId),
        eq(examTicket.status, 'finished'),
        inArray(examTicket.kind, ['dtm', 'virtual']),
        isNotNull(examTicket.ball),
        isNotNull(examTicket.block1_id),
        isNotNull(examTicket.block2_id),
      ),
    )
    .orderBy(desc(examTicket.ball), desc(examTicket.finished_at), desc(examTicket.id))
    .limit(1);
  return best ? { ...best, block1_id: best.block1_id!, block2_id: best.block2_id!, ball: best.ball! } : null;
}

/** Share of correct answers per subject over the user's finished topic tests. */
async function topicAccuracy(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ subject: themedTest.subject_id, correct: ticket.correct_count, total: ticket.question_count })
    .from(ticket)
    .innerJoin(themedTest, eq(themedTest.id, ticket.test_id))
    .where(and(eq(ticket.user_id, userId), eq(ticket.status, 'finished')));
  const sums = new Map<number, { correct: number; total: number }>();
  for (const r of rows) {
    const s = sums.get(r.subject) ?? { correct: 0, total: 0 };
    s.correct += r.correct;
    s.total += r.total;
    sums.set(r.subject, s);
  }
  return new Map([...sums].filter(([, s]) => s.total > 0).map(([id, s]) => [id, s.correct / s.total]));
}

/**
 * A DTM score estimated from topic tests: each part's maximum times the share answered correctly —
 * block 1 by subject 1, block 2 by subject 2, the mandatory part by the mandatory subjects' mean
 * (the two blocks' mean when none was practised).
 */
export function estimateFromTopics(a1: number, a2: number, mandatory: number[]): number {
  const m = mandatory.length ? mandatory.reduce((s, v) => s + v, 0) / mandatory.length : (a1 + a2) / 2;
  return roundBall(ADVICE_SECTION_MAX.mandatory * m + ADVICE_SECTION_MAX.block1 * a1 + ADVICE_SECTION_MAX.block2 * a2);
}

/** The best topic-based estimate over the pairs the directions offer whose two subjects the user practised. */
async function bestTopicEstimate(db: Db, userId: number, pairs: { blok1_id: number; blok2_id: number }[]) {
  const accuracy = await topicAccuracy(db, userId);
  if (!accuracy.size) return null;
  const mandatoryIds = (await db.select({ id: subject.id }).from(subject).where(eq(subject.mandatory, true))).map((s) => s.id);
  const mandatory = mandatoryIds.flatMap((id) => (accuracy.has(id) ? [accuracy.get(id)!] : []));
  let best: { subject1: number; subject2: number; ball: number } | null = null;
  for (const p of pairs) {
    const a1 = accuracy.get(p.blok1_id);
    const a2 = accuracy.get(p.blok2_id);
    if (a1 === undefined || a2 === undefined) continue;
    const ball = estimateFromTopics(a1, a2, mandatory);
    if (!best || ball > best.ball) best = { subject1: p.blok1_id, subject2: p.blok2_id, ball };
  }
  return best;
}

/**
 * The recommendation: from the form's pair and score when given, else from the signed-in user's results.
 * Based on a finished exam, it carries that exam's standing — the result page's own figures (ADR 045).
 */
export async function universityAdvice(
  db: Db,
  locale: Locale,
  userId: number | null,
  form: { subject_1?: number; subject_2?: number; ball?: number },
  now: Date,
): Promise<Advice> {
  const pairs = await subjectPairs(db, locale);
  let basis: { source: AdviceBasis['source']; subject1: number; subject2: number; ball: number; max: number } | null = null;
  let exam: Awaited<ReturnType<typeof bestExam>> = null;
  if (form.subject_1 !== undefined && form.subject_2 !== undefined && form.ball !== undefined) {
    basis = { source: 'form', subject1: form.subject_1, subject2: form.subject_2, ball: roundBall(form.ball), max: ADVICE_MAX_BALL };
  } else if (userId !== null) {
    exam = await bestExam(db, userId);
    const topic = exam ? null : await bestTopicEstimate(db, userId, pairs);
    basis = exam
      ? { source: 'dtm', subject1: exam.block1_id, subject2: exam.block2_id, ball: roundBall(exam.ball), max: exam.max_ball }
      : topic
        ? { source: 'topic', ...topic, max: ADVICE_MAX_BALL }
        : null;
  }
  if (!basis) return { basis: null, pairs, total: 0, items: [], standing: null };
  const names = new Map(
    (
      await db
        .select()
        .from(subject)
        .where(inArray(subject.id, [basis.subject1, basis.subject2]))
    ).map((s) => [s.id, pick(s, 'name', locale)]),
  );
  const [{ total, items }, standing] = await Promise.all([
    adviceFor(db, locale, basis.subject1, basis.subject2, basis.ball),
    exam ? examStanding(db, exam, locale, now) : Promise.resolve(null),
  ]);
  return {
    basis: {
      source: basis.source,
      subject_1: { id: basis.subject1, name: names.get(basis.subject1) ?? '' },
      subject_2: { id: basis.subject2, name: names.get(basis.subject2) ?? '' },
      ball: basis.ball,
      max_ball: basis.max,
    },
    pairs,
    total,
    items,
    standing,
  };
}
