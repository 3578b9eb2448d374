// What every content writer (import-*.ts) shares: the error and result types, the picture store,
// and writing rows by natural key so that only what differs is written.
import { createHash } from 'node:crypto';
import { and, eq, getTableName, inArray, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contentImage, question, questionDraft, subject, themedTest } from '../../db/schema';
import { formatProblem, type ContentKind } from './format';

/** Thrown with one line per problem (validation, or a reference to something missing); nothing was written. */
export class ContentImportError extends Error {
  constructor(readonly lines: string[]) {
    super(`content import refused:\n${lines.join('\n')}`);
    this.name = 'ContentImportError';
  }
}

/** Rows by table or item name: `{ tests: 2, questions: 9, … }`. */
export type ImportCounts = Record<string, number>;

export interface ImportResult {
  kind: ContentKind;
  /** What the file holds. */
  items: ImportCounts;
  /** Rows inserted or changed (0 everywhere when the database already held this file). */
  written: ImportCounts;
  /** Topic tests: questions of the file's tests that the file does not list (kept, not deleted). */
  kept: number;
  /** Topic tests and banks: the file's questions left as they are because the studio published them (ADR 056). */
  studio?: number;
}

export interface ImportOptions {
  /** `created_at` of new rows (and the start of relative times); default: now. */
  now?: Date;
  /** Files beside the imported one (`signs/2.1.svg` of an autotest bank), as text; null when missing. */
  readAsset?: (relativePath: string) => string | null;
}

/** URL of a stored picture. */
export const contentImageUrl = (sha256: string) => `/api/content-images/${sha256}.svg`;
/** A raster picture uploaded in the studio (ADR 056), by the SHA-256 of its WebP bytes. */
export const contentPictureUrl = (sha256: string) => `/api/content-images/${sha256}.webp`;
export const sha256Of = (svg: string) => createHash('sha256').update(svg, 'utf8').digest('hex');

const CHUNK = 500;

export function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Inserts `rows`, or updates the `columns` of the row with the same unique `target` where one of
 * them differs; returns how many rows were inserted or changed.
 */
export async function upsertRows(
  tx: Db,
  table: PgTable,
  rows: Record<string, unknown>[],
  target: string[],
  columns: string[],
  size = CHUNK,
): Promise<number> {
  const name = getTableName(table);
  const columnsOf = table as unknown as Record<string, never>;
  const list = (prefix: string) => columns.map((c) => `${prefix}.${c}`).join(', ');
  let written = 0;
  for (const part of chunks(rows, size)) {
    const changed = await tx
      .insert(table)
      .values(part as never)
      .onConflictDoUpdate({
        target: target.map((c) => columnsOf[c]),
        set: Object.fromEntries(columns.map((c) => [c, excluded(c)])),
        setWhere: sql.raw(`(${list(`"${name}"`)}) is distinct from (${list('excluded')})`),
      })
      .returning({ one: sql<number>`1` });
    written += changed.length;
  }
  return written;
}

/** Stores SVG pictures by the SHA-256 of their markup; returns how many were new. */
export async function storeImages(tx: Db, images: Map<string, string>, now: Date): Promise<number> {
  const hashes = [...images.keys()];
  const stored = new Set<string>();
  for (const part of chunks(hashes)) {
    const rows = await tx.select({ sha256: contentImage.sha256 }).from(contentImage).where(inArray(contentImage.sha256, part));
    for (const r of rows) stored.add(r.sha256);
  }
  const fresh = hashes.filter((h) => !stored.has(h)).map((h) => ({ sha256: h, svg: images.get(h)!, created_at: now }));
  for (const part of chunks(fresh, 100)) await tx.insert(contentImage).values(part).onConflictDoNothing();
  return fresh.length;
}

/**
 * Subject ids of the slugs a file refers to (`refs`: where each slug stands, by path); throws
 * ContentImportError naming every slug that is not in the subject table, and the known ones.
 */
export async function subjectIds(tx: Db, input: unknown, refs: { path: PropertyKey[]; slug: string }[]): Promise<Map<string, number>> {
  const slugs = [...new Set(refs.map((r) => r.slug))];
  const rows = slugs.length
    ? await tx.select({ id: subject.id, slug: subject.slug }).from(subject).where(inArray(subject.slug, slugs))
    : [];
  const ids = new Map(rows.map((s) => [s.slug, s.id]));
  const unknown = refs.flatMap((r) => (ids.has(r.slug) ? [] : [formatProblem(input, r.path, `no subject with the slug "${r.slug}"`)]));
  if (unknown.length) {
    const known = (await tx.select({ slug: subject.slug }).from(subject).orderBy(subject.id)).map((s) => s.slug);
    throw new ContentImportError([
      ...unknown,
      `known subjects: ${known.join(', ') || '(none: import content/reference.json first, e.g. npm run content -- import content/reference.json)'}`,
    ]);
  }
  return ids;
}

/** A ContentImportError when a file refers to rows that do not exist: one line per reference. */
export function refuseMissing(input: unknown, missing: { path: PropertyKey[]; message: string }[]): void {
  if (missing.length) throw new ContentImportError(missing.map((m) => formatProblem(input, m.path, m.message)));
}

/**
 * `test_id/key` of the live questions whose item was published in the studio (ADR 056): the studio
 * owns them from then on, and the import leaves them as they are (counted as kept).
 */
export async function studioOwned(tx: Db, testIds: number[]): Promise<Set<string>> {
  if (!testIds.length) return new Set();
  const rows = await tx
    .select({ test_id: question.test_id, key: question.key })
    .from(question)
    .innerJoin(themedTest, eq(themedTest.id, question.test_id))
    .innerJoin(
      questionDraft,
      and(
        eq(questionDraft.subject_id, themedTest.subject_id),
        eq(questionDraft.topic, themedTest.lesson_key),
        eq(questionDraft.item_key, question.key),
        eq(questionDraft.status, 'published'),
      ),
    )
    .where(and(inArray(question.test_id, testIds), isNull(question.retired_at)));
  return new Set(rows.map((r) => `${r.test_id}/${r.key}`));
}
