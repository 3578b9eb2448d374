// What a learner sees of a ticket: the quiz (the correct option only of answered questions), the
// review of a finished ticket and the finish summary.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { unixSeconds } from '@platform/shared/dates';
import { xpForBall, type Finish, type Question, type Quiz } from '@platform/shared/topic-tests';
import type { Locale } from '@platform/shared/contracts';
import type { Db } from '../../db/client';
import { question, questionOption, ticketQuestion, xpEvent } from '../../db/schema';
import { inScript } from '../../i18n';
import type { TicketRow } from './service-claim';

/**
 * The questions of a ticket in order, each with its options in the ticket's order (A–D follow it).
 * `reveal`: 'answered' puts the correct option on answered questions only (the quiz); 'all' on every
 * question (the review of a finished ticket). `themed_ball` is the XP the question gives in this
 * ticket: 0 on a user's ticket that earns none, and for a question whose XP the user earned in another.
 * Texts in the locale's script (uz-Cyrl: the Cyrillic the import wrote, docs/decisions/043).
 */
export async function questionsOf(
  db: Db,
  row: Pick<TicketRow, 'id' | 'user_id' | 'earns_xp'>,
  reveal: 'answered' | 'all',
  locale: Locale,
): Promise<Question[]> {
  const items = await db
    .select({
      id: ticketQuestion.id,
      option_id: ticketQuestion.option_id,
      option_order: ticketQuestion.option_order,
      question_id: question.id,
      text: question.text,
      text_cyrl: question.text_cyrl,
      image: question.image,
      ball: question.ball,
      explanation: question.explanation,
      explanation_cyrl: question.explanation_cyrl,
      earned_elsewhere:
        row.user_id === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${xpEvent} x where x.user_id = ${row.user_id} and x.question_id = ${question.id} and x.ticket_id is distinct from ${row.id})`,
    })
    .from(ticketQuestion)
    .innerJoin(question, eq(question.id, ticketQuestion.question_id))
    .where(eq(ticketQuestion.ticket_id, row.id))
    .orderBy(asc(ticketQuestion.position), asc(ticketQuestion.id));
  if (!items.length) return [];
  const options = await db
    .select()
    .from(questionOption)
    .where(
      inArray(
        questionOption.question_id,
        items.map((i) => i.question_id),
      ),
    );
  return items.map((item) => {
    const own = options.filter((o) => o.question_id === item.question_id);
    const at = (letter: number) => own.find((o) => o.position === (item.option_order[letter] ?? letter));
    const [a, b, c, d] = [at(0), at(1), at(2), at(3)];
    const answered = item.option_id !== null;
    const correct = own.find((o) => o.is_correct);
    const name = (o: (typeof own)[number] | undefined) => (o ? inScript(locale, o.text, o.text_cyrl) : '');
    return {
      id: item.id,
      question_id: item.question_id,
      question_name: inScript(locale, item.text, item.text_cyrl),
      image: item.image,
      checked: item.option_id ?? 0,
      var_a_id: a?.id ?? 0,
      var_a_name: name(a),
      var_a_image: a?.image ?? null,
      var_b_id: b?.id ?? 0,
      var_b_name: name(b),
      var_b_image: b?.image ?? null,
      var_c_id: c?.id ?? 0,
      var_c_name: name(c),
      var_c_image: c?.image ?? null,
      var_d_id: d?.id ?? 0,
      var_d_name: name(d),
      var_d_image: d?.image ?? null,
      // never the correct option of an unanswered question while the ticket may still be taken
      is_true: reveal === 'all' || answered ? (correct?.id ?? null) : null,
      // the explanation with the correct option, never before (ADR 011, ADR 039)
      explanation: reveal === 'all' || answered ? inScript(locale, item.explanation, item.explanation_cyrl) : null,
      themed_ball: (row.user_id !== null && !row.earns_xp) || item.earned_elsewhere ? 0 : xpForBall(item.ball),
    };
  });
}

export async function quizOf(db: Db, row: TicketRow, locale: Locale): Promise<Quiz> {
  return {
    ticket_id: row.id,
    test_id: row.test_id,
    status: row.status,
    started_at: unixSeconds(row.started_at),
    expires_at: unixSeconds(row.expires_at),
    test: [{ questions: await questionsOf(db, row, 'answered', locale) }],
  };
}

export function finishOf(row: TicketRow): Finish {
  return {
    ticket_id: row.id,
    correct: row.correct_count,
    wrong: row.answered_count - row.correct_count,
    unanswered: row.question_count - row.answered_count,
    total: row.question_count,
    ball: row.correct_count,
    bonus_xp: row.bonus_xp,
    finished_at: unixSeconds(row.finished_at ?? row.started_at),
  };
}
