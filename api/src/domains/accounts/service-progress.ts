// The profile's progress and recent activity (issue 31 items 2 and 4, ADR 045), read from the results
// the other domains store — exam tickets, topic-test tickets, autotest attempts, olympiad
// participations — and computed by SQL: the latest results per exam kind with the kind's maximum from
// the weights table, accuracy per subject and the weakest topics over the last PROGRESS_DAYS days, and
// every finished result newest first.
import { sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_LIMIT,
  PROGRESS_DAYS,
  PROGRESS_KINDS,
  PROGRESS_RESULTS,
  WEAKEST_TOPICS,
  type Activity,
  type ActivityType,
  type ProfileProgress,
  type ProgressKind,
} from '@platform/shared/accounts';
import type { Locale } from '@platform/shared/contracts';
import { roundBall } from '@platform/shared/exams';
import { unixSeconds } from '@platform/shared/dates';
import type { Db } from '../../db/client';
import {
  autotestAttempt,
  autotestCategory,
  autotestTest,
  autotestTestQuestion,
  examQuestion,
  examTicket,
  examWeight,
  ncSpec,
  olympiad,
  olympiadParticipation,
  question,
  subject,
  themedTest,
  ticket,
  ticketQuestion,
  universityProgram,
  xpEvent,
} from '../../db/schema';
import { at, rowsOf } from '../../db/sql';
import { pick, t } from '../../i18n';
import { ncExamName } from '../exams/service-natcert';
import { testUrlOf } from '../topic-tests/service-cards';

const EXAM_KINDS = PROGRESS_KINDS.filter((k) => k !== 'autotest');
/** Content language of a locale (SPEC §9 ids): the topic test a weak topic links to. */
const LANGUAGE_OF: Record<Locale, number> = { uz: 1, 'uz-Cyrl': 1, ru: 2 };
const kindList = sql.join(
  EXAM_KINDS.map((k) => sql`${k}`),
  sql`, `,
);
const num = (v: number | string) => Number(v);

/** The latest PROGRESS_RESULTS finished results of each kind, oldest first (an autotest: its ticket and exam attempts). */
async function resultSeries(db: Db, userId: number, now: Date) {
  return rowsOf<{ kind: ProgressKind; id: number; ball: number | string; max_ball: number | string; at: Date | string }>(
    db,
    sql`with results as (
          select t.kind, t.id, t.ball::float8 as ball, t.max_ball::float8 as max_ball, t.finished_at as at
          from ${examTicket} t
          where t.user_id = ${userId} and t.status = 'finished' and t.ball is not null and t.kind in (${kindList})
          union all
          select 'autotest', a.id, a.correct_count::float8, a.question_count::float8, coalesce(a.finished_at, a.deadline)
          from ${autotestAttempt} a
          where a.user_id = ${userId} and a.mode in ('ticket', 'exam') and (a.status = 'finished' or a.deadline <= ${at(now)})
        ),
        latest as (select r.*, row_number() over (partition by r.kind order by r.at desc, r.id desc) as n from results r)
        select kind, id, ball, max_ball, at from latest where n <= ${PROGRESS_RESULTS} order by kind, at, id`,
  );
}

/**
 * Each kind's maximum: the sum of its latest weights (count × points per section); the national
 * certificate's, the largest auto-graded maximum of a subject's spec (ADR 042: the essay is not
 * counted); the autotest's largest ticket.
 */
async function kindMaxima(db: Db): Promise<Map<string, number>> {
  const rows = await rowsOf<{ kind: string; max: number | string | null }>(
    db,
    sql`(select distinct on (w.kind) w.kind,
           round((select sum((s->>'count')::numeric * (s->>'points')::numeric) from jsonb_array_elements(w.sections) s), 1)::float8 as max
         from ${examWeight} w where w.kind in (${kindList}) order by w.kind, w.year desc)
        union all
        select 'natcert', (select max(m) from (
            select sum((p->>'count')::numeric * (p->>'points')::numeric) filter (where p->>'type' <> 'essay') as m
            from ${ncSpec} s, jsonb_array_elements(s.parts) p group by s.id) x)::float8
        union all
        select 'autotest', (select max(n) from (select count(*) as n from ${autotestTestQuestion} q group by q.test_id) x)::float8`,
  );
  return new Map(rows.flatMap((r) => (r.max === null ? [] : [[r.kind, num(r.max)] as [string, number]])));
}

/**
 * The answers of the window, per topic: topic-test answers, and the answered topic-bank questions of
 * finished exams (not an olympiad's: its answers are its own until it ends). Accuracy counts answered
 * questions; a topic is the lesson key of its tests (the uz and ru versions are one topic).
 */
function byTopic(userId: number, since: Date): SQL {
  return sql`answers as (
      select q.test_id, coalesce(tq.is_correct, false) as ok
      from ${ticketQuestion} tq
      join ${ticket} t on t.id = tq.ticket_id
      join ${question} q on q.id = tq.question_id
      where t.user_id = ${userId} and tq.option_id is not null and tq.answered_at > ${at(since)}
      union all
      select q.test_id, coalesce(eq.is_correct, false)
      from ${examQuestion} eq
      join ${examTicket} et on et.id = eq.ticket_id
      join ${question} q on q.id = eq.question_id
      where et.user_id = ${userId} and et.status = 'finished' and et.kind <> 'olympiad' and eq.option_id is not null
        and et.finished_at > ${at(since)}
    ),
    by_topic as (
      select tt.subject_id, tt.lesson_key, count(*)::int as total, (count(*) filter (where a.ok))::int as correct
      from answers a join ${themedTest} tt on tt.id = a.test_id
      group by tt.subject_id, tt.lesson_key
    )`;
}

/** A subject's slug and names with an answer tally, as both statements over `by_topic` select them. */
type Tally = {
  slug: string;
  name_uz: string;
  name_ru: string;
  correct: number;
  total: number;
  accuracy: number;
};

async function subjectAccuracy(db: Db, userId: number, since: Date, locale: Locale) {
  const rows = await rowsOf<Tally & { id: number }>(
    db,
    sql`with ${byTopic(userId, since)}
        select s.id, s.slug, s.name_uz, s.name_ru, sum(b.correct)::int as correct, sum(b.total)::int as total,
          round(100.0 * sum(b.correct) / sum(b.total))::int as accuracy
        from by_topic b join ${subject} s on s.id = b.subject_id
        group by s.id
        order by sum(b.total) desc, s.slug`,
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: pick(r, 'name', locale),
    correct: num(r.correct),
    total: num(r.total),
    accuracy: num(r.accuracy),
  }));
}

/** The topics of the window with a wrong answer, lowest accuracy first (then the most mistakes). */
async function weakestTopics(db: Db, userId: number, since: Date, locale: Locale) {
  const rows = await rowsOf<Tally & { lesson_key: string; test_id: number; test_slug: string; test_name: string }>(
    db,
    sql`with ${byTopic(userId, since)}
        select b.lesson_key, s.slug, s.name_uz, s.name_ru, b.correct, b.total, round(100.0 * b.correct / b.total)::int as accuracy,
          shown.id as test_id, shown.slug as test_slug, shown.name as test_name
        from by_topic b
        join ${subject} s on s.id = b.subject_id
        cross join lateral (
          select tt.id, tt.slug, tt.name from ${themedTest} tt
          where tt.subject_id = b.subject_id and tt.lesson_key = b.lesson_key
          order by (tt.language_id = ${LANGUAGE_OF[locale]}) desc, tt.language_id
          limit 1
        ) shown
        where b.correct < b.total
        order by b.correct::float8 / b.total, b.total - b.correct desc, s.slug, b.lesson_key
        limit ${WEAKEST_TOPICS}`,
  );
  return rows.map((r) => ({
    subject_slug: r.slug,
    subject_name: pick(r, 'name', locale),
    topic: r.lesson_key,
    name: r.test_name,
    correct: num(r.correct),
    total: num(r.total),
    accuracy: num(r.accuracy),
    test_url: testUrlOf(r.slug, r.test_id, r.test_slug),
  }));
}

/** GET /profile/progress: the learner's own progress. */
export async function profileProgress(db: Db, userId: number, locale: Locale, now: Date): Promise<ProfileProgress> {
  const since = new Date(now.getTime() - PROGRESS_DAYS * 86_400_000);
  const [series, maxima, subjects, weakest] = await Promise.all([
    resultSeries(db, userId, now),
    kindMaxima(db),
    subjectAccuracy(db, userId, since, locale),
    weakestTopics(db, userId, since, locale),
  ]);
  return {
    exams: PROGRESS_KINDS.map((kind) => ({
      kind,
      max_ball: maxima.get(kind) ?? null,
      results: series
        .filter((r) => r.kind === kind)
        .map((r) => ({
          id: r.id,
          ball: roundBall(num(r.ball)),
          max_ball: roundBall(num(r.max_ball)),
          finished_at: unixSeconds(new Date(r.at)),
        })),
    })),
    subjects,
    weakest,
    days: PROGRESS_DAYS,
  };
}

interface ActivityRow {
  type: ActivityType;
  id: number;
  name_uz: string | null;
  name_ru: string | null;
  score: number | string | null;
  max_score: number | string | null;
  xp: number | string;
  olympiad_id: number | null;
  ticket_number: number | null;
  mode: string | null;
  at: Date | string;
}

/** The name of an autotest attempt: its ticket number, the exam, a category or the other modes. */
function autotestName(r: ActivityRow, locale: Locale): string {
  if (r.mode === 'ticket' && r.ticket_number !== null) return t(locale, 'autotest.title.ticket', { number: r.ticket_number });
  if (r.mode === 'topic')
    return t(locale, 'autotest.title.topic', { name: pick({ name_uz: r.name_uz ?? '', name_ru: r.name_ru ?? '' }, 'name', locale) });
  return t(locale, `autotest.title.${r.mode === 'mistakes' || r.mode === 'marathon' ? r.mode : 'exam'}`);
}

/**
 * GET /profile/result: a profile's latest ACTIVITY_LIMIT finished results of every kind, newest first —
 * topic tests, DTM, virtual, block, national certificate, private-university exams, olympiads and the
 * autotest. On another user's profile the kinds and dates show, the scores do not (`own` false).
 */
export async function recentResults(db: Db, userId: number, own: boolean, locale: Locale, now: Date): Promise<Activity[]> {
  const rows = await rowsOf<ActivityRow>(
    db,
    sql`select * from (
          select 'topic' as type, t.id, tt.name as name_uz, tt.name as name_ru, t.correct_count::float8 as score,
            t.question_count::float8 as max_score,
            (select coalesce(sum(x.amount), 0) from ${xpEvent} x
              where x.user_id = t.user_id and x.ticket_id = t.id and x.source in ('topic', 'topic-bonus'))::int as xp,
            null::int as olympiad_id, null::int as ticket_number, null::text as mode, t.finished_at as at
          from ${ticket} t join ${themedTest} tt on tt.id = t.test_id
          where t.user_id = ${userId} and t.status = 'finished'
          union all
          select et.kind, et.id, coalesce(p.name_uz, w.name_uz, ns.name_uz), coalesce(p.name_ru, w.name_ru, ns.name_ru),
            et.ball::float8, et.max_ball::float8, 0, null, null, null, et.finished_at
          from ${examTicket} et
          left join ${examWeight} w on w.kind = et.kind and w.year = et.year
          -- a national certificate has no weights row (ADR 042): its subject names it
          left join ${subject} ns on et.kind = 'natcert' and ns.id = et.block1_id
          left join ${universityProgram} p on p.id = et.program_id
          where et.user_id = ${userId} and et.status = 'finished' and et.kind <> 'olympiad'
          union all
          select 'olympiad', op.id, o.name_uz, o.name_ru, op.score::float8, op.max_score::float8, 0, o.id, null, null, op.finished_at
          from ${olympiadParticipation} op join ${olympiad} o on o.id = op.olympiad_id
          where op.user_id = ${userId} and op.finished_at is not null
          union all
          select 'autotest', a.id, c.name_uz, c.name_ru, a.correct_count::float8, a.question_count::float8, 0, null, n.number, a.mode,
            coalesce(a.finished_at, a.deadline)
          from ${autotestAttempt} a
          left join ${autotestTest} n on n.id = a.test_id
          left join ${autotestCategory} c on c.id = a.category_id
          where a.user_id = ${userId} and (a.status = 'finished' or a.deadline <= ${at(now)})
        ) r
        order by r.at desc, r.type, r.id desc
        limit ${ACTIVITY_LIMIT}`,
  );
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    name:
      r.type === 'autotest'
        ? autotestName(r, locale)
        : r.type === 'natcert'
          ? ncExamName(locale, r.name_uz === null ? null : pick({ name_uz: r.name_uz, name_ru: r.name_ru ?? '' }, 'name', locale))
          : pick({ name_uz: r.name_uz ?? '', name_ru: r.name_ru ?? '' }, 'name', locale),
    score: own && r.score !== null ? roundBall(num(r.score)) : null,
    max_score: own && r.max_score !== null ? roundBall(num(r.max_score)) : null,
    xp: num(r.xp),
    olympiad_id: r.olympiad_id,
    created_at: unixSeconds(new Date(r.at)),
  }));
}
