// Field schemas shared by every kind of content file (format-*.ts), with the error texts the import
// prints (docs/content-import.md).
import { z } from 'zod';
import { svgProblem } from '@platform/shared/bank-item';

// the field rules of a bank item live with it in @platform/shared (the studio's form reads them too)
export { keySchema, MAX_KEY_LENGTH, PICTURE_URL, pictureSchema, textField } from '@platform/shared/bank-item';

export const CONTENT_FORMAT_VERSION = 1;

/** `version: 1`, the first field of every file. */
export const versionField = z.literal(CONTENT_FORMAT_VERSION, { error: `expected ${CONTENT_FORMAT_VERSION} (the format version)` });

export const svgSchema = z.string({ error: 'expected inline SVG markup' }).superRefine((value, ctx) => {
  const problem = svgProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

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

/**
 * The `superRefine` callback of an object whose list `field` may not repeat a `keyOf`:
 * `.superRefine(uniqueIn('sets', (s) => s.variant, (_, first) => `…sets[${first}]`))` (see `refineUnique`).
 */
export function uniqueIn<K extends string, T>(
  field: K,
  keyOf: (item: T) => string | number,
  message: (item: T, first: number) => string,
  at: PropertyKey[] = [],
): (parent: Record<K, readonly T[]>, ctx: IssueSink) => void {
  return (parent, ctx) => refineUnique(ctx, field, parent[field], keyOf, message, at);
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
