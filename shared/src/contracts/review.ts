// Review of one's mistakes (issue 31 item 1, ADR 044): every question a learner got wrong or left
// unanswered in a topic test or an exam, and every wrong autotest answer, is a card of their review
// queue, scheduled on the server by FSRS (ts-fsrs). The client never sends a due date: it asks for
// today's due cards, answers one, and the server rates it (right: Good, wrong: Again).
// Served as `@platform/shared/review`, so only the review page and the shell's count download it.
import * as z from 'zod/mini';
import { dataOf, idField } from '@platform/shared/contracts';

/** Cards of one session (the page asks for up to this many due cards at a time). */
export const REVIEW_SESSION_SIZE = 20;
/** The most cards one session request may ask for. */
export const REVIEW_SESSION_MAX = 50;
/** The pseudo-subject of autotest (driving theory) cards in filters and the summary. */
export const AUTOTEST_SUBJECT = 'avtotest';

/** Where a card's question comes from: a topic-test/exam question, a national-certificate single choice, an autotest question. */
export const REVIEW_KINDS = ['question', 'nc', 'autotest'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
/** FSRS states (ts-fsrs `State`: 0 New, 1 Learning, 2 Review, 3 Relearning). */
export const REVIEW_STATES = ['new', 'learning', 'review', 'relearning'] as const;

const slugFilter = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80), z.regex(/^[a-z0-9-]+$/)));

/** `GET /review/session`: today's due cards, optionally of one subject (slug, `avtotest`) and one topic of it (its key). */
export const reviewSessionQuery = z.object({
  subject: slugFilter,
  topic: slugFilter,
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(REVIEW_SESSION_MAX)), REVIEW_SESSION_SIZE),
});
export type ReviewSessionQuery = z.input<typeof reviewSessionQuery>;

const optionSchema = z.object({ id: z.int(), text: z.string(), image: z.nullable(z.string()) });

/** A due card with its question: never the correct option (it comes with the answer). */
export const reviewItemSchema = z.object({
  card_id: z.int(),
  /** the card's review count: sent back with the answer, so a retry is recognised and a stale answer refused */
  reps: z.int(),
  kind: z.enum(REVIEW_KINDS),
  state: z.enum(REVIEW_STATES),
  /** subject slug (`avtotest` for the autotest) and its name in the interface language */
  subject: z.string(),
  subject_name: z.string(),
  /** the topic (a topic test's name), when the question has one */
  topic: z.nullable(z.string()),
  /** the content language of the question (a topic test's), for `lang` */
  lang: z.enum(['uz', 'ru']),
  text: z.string(),
  image: z.nullable(z.string()),
  options: z.array(optionSchema),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewSessionResponse = dataOf(
  z.object({
    /** due cards under the filter (the items are the first of them) */
    due: z.int(),
    items: z.array(reviewItemSchema),
  }),
);
export type ReviewSession = z.infer<typeof reviewSessionResponse>['data'];

export const reviewAnswerBody = z.strictObject({
  card_id: idField,
  option_id: idField,
  /** `reps` of the card as the session gave it */
  reps: z.int().check(z.minimum(0), z.maximum(100_000)),
});
export type ReviewAnswerBody = z.input<typeof reviewAnswerBody>;

export const reviewAnswerResponse = dataOf(
  z.object({
    card_id: z.int(),
    checked: z.int(),
    is_right: z.boolean(),
    /** the correct option's id */
    is_true: z.int(),
    /** why the right option is right (ADR 039), null when the item has none */
    explanation: z.nullable(z.string()),
    /** the card is due again today (a wrong answer): the session shows it once more */
    again: z.boolean(),
    /** the card's `reps` now, for its next answer in this session */
    reps: z.int(),
    /** when the card is due next (unix seconds), as the server scheduled it */
    next_at: z.int(),
    /** the learner's due cards now, every subject */
    due: z.int(),
  }),
);
export type ReviewAnswer = z.infer<typeof reviewAnswerResponse>['data'];

/** `GET /review/summary`: the due count for the header, and per subject. */
export const reviewSummarySchema = z.object({
  /** cards due today (Asia/Tashkent), every subject */
  due: z.int(),
  /** every card in the queue, due or not */
  total: z.int(),
  by_subject: z.array(z.object({ subject: z.string(), name: z.string(), due: z.int() })),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
export const reviewSummaryResponse = dataOf(reviewSummarySchema);
