// Content files from the studio (issue 35 item 5, ADR 057): a file is checked by the CLI's own check
// (every problem one line with its path) and imported by the CLI's own import — which takes the import
// lock and drops the catalogue caches when it commits. An import is a job: its row is written when it
// starts and finished by the instance that runs it, so the page polls its state from any instance.
import { and, eq, lt } from 'drizzle-orm';
import { unixSeconds } from '@platform/shared/dates';
import type { ContentFileBody, ContentFileReport, ContentJob } from '@platform/shared/studio-ops';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { checkContentFile, parseContentText } from '../content/check-file';
import { ContentImportError, importContent } from '../content/import';
import { contentImportJob } from './schema';
import { audit, type Actor } from './service-audit';

type JobRow = typeof contentImportJob.$inferSelect;

/** An uploaded file has nothing beside it: an autotest bank's pictures cannot be read from the studio. */
const noAssets = () => null;

const jobOut = (row: JobRow): ContentJob => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  state: row.state,
  bytes: row.bytes,
  items: row.items,
  written: row.written ?? null,
  kept: row.kept,
  errors: row.errors,
  created_at: unixSeconds(row.created_at),
  finished_at: row.finished_at ? unixSeconds(row.finished_at) : null,
});

function check(body: ContentFileBody): { report: ContentFileReport; input?: unknown } {
  const parsed = parseContentText(body.name, body.text);
  if ('error' in parsed) return { report: { name: body.name, kind: null, items: {}, errors: [parsed.error], job: null } };
  const { kind, items, errors } = checkContentFile(parsed.input, body.name, noAssets);
  return { report: { name: body.name, kind, items, errors, job: null }, input: parsed.input };
}

/** Checks a file without writing anything. */
export const checkFile = (body: ContentFileBody): ContentFileReport => check(body).report;

/**
 * Checks a file and, when it has no problem, starts its import: the answer carries the job, and
 * `done` settles when the import has finished (the route does not wait for it; tests do).
 */
export async function startImport(
  db: Db,
  actor: Actor,
  body: ContentFileBody,
): Promise<{ report: ContentFileReport; done: Promise<void> }> {
  const { report, input } = check(body);
  if (report.errors.length > 0 || report.kind === null) return { report, done: Promise.resolve() };
  const [row] = await db
    .insert(contentImportJob)
    .values({
      actor_id: actor.userId,
      name: body.name,
      kind: report.kind,
      state: 'importing',
      bytes: Buffer.byteLength(body.text, 'utf8'),
      items: report.items,
    })
    .returning();
  const done = runImport(db, actor, row, input);
  return { report: { ...report, job: jobOut(row) }, done };
}

/** Imports the file and finishes its job: done with what was written (audited), or failed with the import's lines. */
async function runImport(db: Db, actor: Actor, job: JobRow, input: unknown): Promise<void> {
  const finish = (values: Partial<JobRow>) =>
    db
      .update(contentImportJob)
      .set({ ...values, finished_at: new Date() })
      .where(eq(contentImportJob.id, job.id));
  try {
    const result = await importContent(db, input, { readAsset: noAssets });
    await finish({ state: 'done', items: result.items, written: result.written, kept: result.kept });
    await audit(db, actor, {
      action: 'import',
      entity: 'content_file',
      entityId: job.id,
      before: null,
      after: { name: job.name, kind: result.kind, items: result.items, written: result.written, kept: result.kept },
    });
  } catch (error) {
    const lines =
      error instanceof ContentImportError ? error.lines : ['the import failed on the server; nothing was written (see its log)'];
    if (!(error instanceof ContentImportError)) console.error(`content import job ${job.id}:`, error);
    await finish({ state: 'failed', errors: lines }).catch((e: unknown) => console.error(`content import job ${job.id}:`, e));
  }
}

/**
 * How long a job may stay `importing`: the largest bank imports in well under a minute, so a job this
 * old lost the instance that ran it (stopped or crashed mid-import). Its transaction never committed.
 */
export const JOB_STALE_MS = 30 * 60 * 1000;
export const INTERRUPTED_LINE = 'the import was interrupted: the server running it stopped before it finished; nothing was written';

/**
 * A job by id (any studio editor's or admin's: imports are shared work). A job left `importing` past
 * JOB_STALE_MS is settled as failed when it is read, so the page stops polling and says why (a late
 * finish of a still-running import would overwrite it with its own state).
 */
export async function jobById(db: Db, id: number, now = new Date()): Promise<ContentJob> {
  const [stale] = await db
    .update(contentImportJob)
    .set({ state: 'failed', errors: [INTERRUPTED_LINE], finished_at: now })
    .where(
      and(
        eq(contentImportJob.id, id),
        eq(contentImportJob.state, 'importing'),
        lt(contentImportJob.created_at, new Date(now.getTime() - JOB_STALE_MS)),
      ),
    )
    .returning();
  const [row] = stale ? [stale] : await db.select().from(contentImportJob).where(eq(contentImportJob.id, id));
  if (!row) throw new HttpError(404, 'JOB_NOT_FOUND', 'errors.studio_job_not_found');
  return jobOut(row);
}
