// Field schemas shared by every kind of content file (format-*.ts), with the error texts the import
// prints (docs/content-import.md).
import { z } from 'zod';
import { svgProblem } from './svg';

export const CONTENT_FORMAT_VERSION = 1;
/** Longest key: the database columns `lesson_key` and `question.key` are varchar(80). */
export const MAX_KEY_LENGTH = 80;
const KEY_PATTERN = /^[a-z0-9-]+$/;

/** `version: 1`, the first field of every file. */
export const versionField = z.literal(CONTENT_FORMAT_VERSION, { error: `expected ${CONTENT_FORMAT_VERSION} (the format version)` });

/** A lowercase `[a-z0-9-]` key or slug of at most `max` characters. */
export const keySchema = (max = MAX_KEY_LENGTH) =>
  z
    .string({ error: 'expected a text key' })
    .min(1, 'must not be empty')
    .max(max, `at most ${max} characters`)
    .regex(KEY_PATTERN, 'only lowercase latin letters, digits and hyphens ([a-z0-9-])');

export const svgSchema = z.string({ error: 'expected inline SVG markup' }).superRefine((value, ctx) => {
  const problem = svgProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** The address of a raster picture uploaded in the studio and stored re-encoded (ADR 056). */
export const PICTURE_URL = /^\/api\/content-images\/[0-9a-f]{64}\.webp$/;

/** A question's picture: inline SVG markup, or the address of an uploaded raster picture. */
export const pictureSchema = z
  .string({ error: 'expected inline SVG markup or the address of an uploaded picture' })
  .superRefine((value, ctx) => {
    const problem = PICTURE_URL.test(value) ? null : svgProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A trimmed text of 1–`max` characters (no limit when `max` is omitted). */
export const textField = (max?: number) => {
  const text = z.string().trim().min(1, 'must not be empty');
  return max === undefined ? text : text.max(max, `at most ${max} characters`);
};

/** An optional value: `null` or left out. */
export const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

export const wholeNumber = (min: number, max: number) =>
  z.number().int('expected a whole number').min(min, `at least ${min}`).max(max, `at most ${max}`);

/** A `#RRGGBB` colour. */
export const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour #RRGGBB');

interface IssueSink {
  addIssue(issue: { code: 'custom'; path: PropertyKey[]; message: string }): void;
}

/**
 * One issue for every item whose `keyOf` repeats an earlier item's: at `[field, i, ...at]`, with
 * `message(item, first)` (`first` = the index of the earlier item).
 */
export function refineUnique<T>(
  ctx: IssueSink,
  field: string,
  items: readonly T[],
  keyOf: (item: T) => string | number,
  message: (item: T, first: number) => string,
  at: PropertyKey[] = [],
): void {
  const seen = new Map<string | number, number>();
  items.forEach((item, i) => {
    const key = keyOf(item);
    const first = seen.get(key);
    if (first !== undefined) ctx.addIssue({ code: 'custom', path: [field, i, ...at], message: message(item, first) });
    else seen.set(key, i);
  });
}

/** `<field>[i].<key>: the same <key> as <field>[first]` for every repeated value of `key`. */
export function uniqueField<K extends string, T extends Record<K, string | number>>(
  ctx: IssueSink,
  field: string,
  items: readonly T[],
  key: K,
): void {
  refineUnique(
    ctx,
    field,
    items,
    (item) => item[key],
    (_, first) => `the same ${key} as ${field}[${first}]`,
    [key],
  );
}

// ── a file as read (the rules that run before or without its schema) ─────────────────────────

export type Fields = Record<string, unknown>;
export const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
export const asString = (value: unknown) => (typeof value === 'string' ? value : '');
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** The objects of a list (anything else as an empty object). */
export const recordsOf = (value: unknown): Fields[] => listOf(value).map((v) => (isRecord(v) ? v : {}));
