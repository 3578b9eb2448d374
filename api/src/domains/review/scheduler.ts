// The review queue's scheduler: FSRS as the kept library ts-fsrs computes it (ADR 044), never an
// interval table of our own. A card row of review_card is ts-fsrs's Card; a rating gives the card's
// next state and the log row of review_log.
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade, type ReviewLog } from 'ts-fsrs';
import { tashkentDayStart } from '@platform/shared/dates';
import type { reviewCard, reviewLog } from './schema';

export { Rating };

/**
 * One learning step of a minute (a wrong answer comes back in the same session) and one relearning
 * step of a minute (a forgotten card too); a right answer to a new card graduates it at once, so it
 * leaves today's queue. Fuzz spreads the intervals of cards learnt together (as Anki does).
 */
export const scheduler = fsrs(
  generatorParameters({ enable_fuzz: true, learning_steps: ['1m'], relearning_steps: ['1m'], maximum_interval: 365 }),
);

export type CardRow = typeof reviewCard.$inferSelect;
export type CardState = Pick<
  CardRow,
  'due' | 'stability' | 'difficulty' | 'elapsed_days' | 'scheduled_days' | 'learning_steps' | 'reps' | 'lapses' | 'state' | 'last_review'
>;
export type LogValues = Omit<typeof reviewLog.$inferInsert, 'card_id' | 'reps' | 'origin' | 'option_id'>;

/**
 * The end of "today" for the queue: the next midnight in Asia/Tashkent. A card is due when its due
 * moment is before it — a new card, one answered wrong a minute ago, a review card due this evening.
 * A card answered right is due a day or more later, so it always leaves today's queue.
 */
export const dueHorizon = (now: Date) => new Date(tashkentDayStart(now, 1));

/** A new card's columns (ts-fsrs `createEmptyCard`): due at once. */
export function newCard(now: Date): CardState {
  return toRow(createEmptyCard(now));
}

const CARD_FIELDS = [
  'due',
  'stability',
  'difficulty',
  'elapsed_days',
  'scheduled_days',
  'learning_steps',
  'reps',
  'lapses',
  'state',
] as const;
const LOG_FIELDS = [...CARD_FIELDS.filter((f) => f !== 'reps' && f !== 'lapses'), 'rating', 'last_elapsed_days', 'review'] as const;

/** The fields of `from` named in `fields`, and nothing else. */
const pick = <K extends string>(from: Record<K, unknown>, fields: readonly K[]) => Object.fromEntries(fields.map((f) => [f, from[f]]));

/** ts-fsrs's card as columns (its missing `last_review` is null) and back. */
const toRow = (card: Card) => ({ ...pick(card, CARD_FIELDS), last_review: card.last_review ?? null }) as CardState;
const toCard = (row: CardState) => ({ ...pick(row, CARD_FIELDS), last_review: row.last_review ?? undefined }) as Card;
const toLog = (log: ReviewLog) => pick(log, LOG_FIELDS) as LogValues;

/**
 * The card after a rating at `now`, and the log of it. A rating is never dated before the card's last
 * one (two api processes' clocks may differ by a moment; FSRS counts the days since the last review).
 */
export function rate(row: CardState, rating: Grade, now: Date): { card: CardState; log: LogValues } {
  const at = row.last_review && row.last_review.getTime() > now.getTime() ? row.last_review : now;
  const { card, log } = scheduler.next(toCard(row), at, rating);
  return { card: toRow(card), log: toLog(log) };
}

/** The FSRS state's name (the contract's REVIEW_STATES). */
export const stateName = (state: number) => (['new', 'learning', 'review', 'relearning'] as const)[state] ?? 'new';
