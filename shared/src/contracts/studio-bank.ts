// The studio's question bank (issue 35 items 2–3, ADR 056): the list with its filters, an item with
// its published version and open draft, the draft's writes and review, and picture uploads. The item
// itself is the bank file's item (@platform/shared/bank-item bankItemSchema): one rule set for the
// file and the form.
import * as z from 'zod/mini';
import { dataOf, idParam, pageMetaSchema, pageParam } from '@platform/shared/contracts';

export const DRAFT_STATUSES = ['draft', 'in_review', 'published'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

const keyParam = z.string().check(z.minLength(1), z.maxLength(80), z.regex(/^[a-z0-9-]+$/));

export const bankListQuery = z.object({
  page: pageParam,
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 30),
  subject_id: z.optional(idParam),
  /** a topic: the lesson key of its tests */
  topic: z.optional(keyParam),
  difficulty: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3))),
  status: z.optional(z.enum(DRAFT_STATUSES)),
  /** a language gap: the item has no question, or no explanation, in that language */
  missing: z.optional(z.enum(['uz', 'ru'])),
  /** only items with learners' reports still open */
  reports: z.optional(z.enum(['open'])),
});
export type BankListQuery = z.input<typeof bankListQuery>;
/** The list's filters as the server reads them (page and size filled in). */
export type BankFilter = z.output<typeof bankListQuery>;

export const bankRowSchema = z.object({
  subject_id: z.int(),
  topic: z.string(),
  key: z.string(),
  status: z.enum(DRAFT_STATUSES),
  version: z.int(),
  difficulty: z.int(),
  /** the uz and ru question texts ('' where the language is missing) */
  text_uz: z.string(),
  text_ru: z.string(),
  missing: z.array(z.enum(['uz', 'ru'])),
  open_reports: z.int(),
  /** the open draft of a draft or in-review row, null for a published one */
  draft_id: z.nullable(z.int()),
  /** when the draft was last written; null for a published row */
  updated_at: z.nullable(z.int()),
});
export type BankRow = z.infer<typeof bankRowSchema>;
export const bankListResponse = z.object({ data: z.array(bankRowSchema), meta: pageMetaSchema });

export const bankItemParams = z.object({ subjectId: idParam, topic: keyParam, key: keyParam });

export const draftSchema = z.object({
  id: z.int(),
  subject_id: z.int(),
  topic: z.string(),
  key: z.string(),
  version: z.int(),
  status: z.enum(DRAFT_STATUSES),
  /** the bank item (the file format's item) */
  item: z.unknown(),
  author_id: z.nullable(z.int()),
  writer_ids: z.array(z.int()),
  reviewer_id: z.nullable(z.int()),
  reject_reason: z.nullable(z.string()),
  created_at: z.int(),
  updated_at: z.int(),
});
export type Draft = z.infer<typeof draftSchema>;

export const bankItemResponse = dataOf(
  z.object({
    subject_id: z.int(),
    topic: z.string(),
    key: z.string(),
    /** the version served to learners, as a bank item; null before the first approval (or for a one-language item) */
    published: z.nullable(z.object({ version: z.int(), question_ids: z.object({ uz: z.int(), ru: z.int() }), item: z.unknown() })),
    draft: z.nullable(draftSchema),
  }),
);

/** A new draft: of a new item, or version n + 1 of a published one (the item's `id` is its key). */
export const createDraftBody = z.object({ subject_id: idParam, topic: keyParam, item: z.unknown() });
export const draftParams = z.object({ id: idParam });
export const editDraftBody = z.object({ item: z.unknown() });
export const rejectDraftBody = z.strictObject({ reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)) });
export const draftResponse = dataOf(draftSchema);

/** The raster types a picture upload accepts (re-encoded to WebP) besides SVG (sanitised). */
export const PICTURE_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'] as const;
/** Largest upload, in bytes before base64 (the base64 stays under the api's 1 MiB body limit). */
export const MAX_PICTURE_BYTES = 700 * 1024;
export const pictureBody = z.strictObject({
  type: z.enum(PICTURE_TYPES),
  /** the file, base64 */
  data: z.string().check(z.minLength(1), z.maxLength(Math.ceil(MAX_PICTURE_BYTES / 3) * 4), z.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
});
export const pictureResponse = dataOf(
  z.object({
    /** the picture's address (an `image` of a bank item may be this or inline SVG) */
    url: z.string(),
    /** the sanitised markup of an SVG upload, to put inline in the item; null for a raster */
    svg: z.nullable(z.string()),
    width: z.nullable(z.int()),
    height: z.nullable(z.int()),
  }),
);
