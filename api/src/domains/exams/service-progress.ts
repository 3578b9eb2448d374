// Unfinished DTM, virtual and national-certificate tickets for GET /progress (SPEC §3 unfinished item, §4 "progress
// empty or 400 → /{type}", issue 13 item 7): time left by the server's deadline, answered/total.
import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { unixSeconds } from '@platform/shared/dates';
import type { Locale } from '@platform/shared/contracts';
import type { UnfinishedItem } from '@platform/shared/topic-tests';
import type { Db } from '../../db/client';
import { examQuestion, examTicket, examWeight, subject } from '../../db/schema';
import { pick } from '../../i18n';
import { ncExamName } from './service-natcert';

const TYPES = { dtm: 'DTM', virtual: 'Virtual', natcert: 'Milliy' } as const;
const URLS = { dtm: '/dtm/test', virtual: '/virtual/test', natcert: '/milliy-sertifikat/test' } as const;
const KINDS = { DTM: ['dtm'], Virtual: ['virtual'], Milliy: ['natcert'] } as const;

/** The user's active, unexpired DTM / virtual / national-certificate tickets (of one type when asked), newest first. */
export async function unfinishedExams(
  db: Db,
  userId: number,
  locale: Locale,
  now: Date,
  type?: keyof typeof KINDS,
): Promise<UnfinishedItem[]> {
  const kinds = type ? KINDS[type] : (['dtm', 'virtual', 'natcert'] as const);
  // the subject's name in the locale (uz-Cyrl: the Cyrillic the import wrote, docs/decisions/043)
  const nameOf = locale === 'ru' ? sql`s.name_ru` : locale === 'uz-Cyrl' ? sql`coalesce(s.name_cyrl, s.name_uz)` : sql`s.name_uz`;
  const b1 = sql<string>`(select ${nameOf} from ${subject} s where s.id = ${examTicket.block1_id})`;
  const b2 = sql<string>`(select ${nameOf} from ${subject} s where s.id = ${examTicket.block2_id})`;
  const rows = await db
    .select({
      t: examTicket,
      name_uz: examWeight.name_uz,
      name_ru: examWeight.name_ru,
      block1: b1,
      block2: b2,
      answered: sql<number>`(select count(*) from ${examQuestion} q where q.ticket_id = ${examTicket.id}
        and (q.option_id is not null or (q.answer is not null and coalesce(q.answer->>'text', 'x') <> '')))`,
    })
    .from(examTicket)
    // a national certificate has no weights row (ADR 042)
    .leftJoin(examWeight, and(eq(examWeight.kind, examTicket.kind), eq(examWeight.year, examTicket.year)))
    .where(
      and(
        eq(examTicket.user_id, userId),
        eq(examTicket.status, 'active'),
        inArray(examTicket.kind, [...kinds]),
        gt(examTicket.deadline_at, now),
        isNotNull(examTicket.block1_id),
      ),
    )
    .orderBy(desc(examTicket.started_at));
  return rows.map((r) => {
    const kind = r.t.kind as keyof typeof URLS;
    const answered = Number(r.answered);
    return {
      id: r.t.id,
      type: TYPES[kind],
      time: Math.max(0, Math.floor((r.t.deadline_at.getTime() - now.getTime()) / 1000)),
      progress: r.t.question_count ? Math.round((answered * 100) / r.t.question_count) : 0,
      answered,
      total: r.t.question_count,
      lessonName:
        kind === 'natcert'
          ? ncExamName(locale)
          : r.name_uz !== null && r.name_ru !== null
            ? pick({ name_uz: r.name_uz, name_ru: r.name_ru }, 'name', locale)
            : kind,
      subjectName: [r.block1, r.block2].filter(Boolean).join(' / '),
      testUrl: URLS[kind],
      started_at: unixSeconds(r.t.started_at),
    };
  });
}
