// The studio's operations and content files (issue 35 items 8 and 5, ADR 057): the remotes' served and
// built versions with their contract status, a switch or a rollback by compare-and-swap, and a content
// file validated and imported as `npm run content` does. The studio remote reuses these shapes.
import * as z from 'zod/mini';
import { dataOf, idParam } from '@platform/shared/contracts';

/** A remote's name and a version folder's name, as the manifest and `npm run deploy` write them. */
const remoteName = z.string().check(z.minLength(1), z.maxLength(40), z.regex(/^[a-z][a-z0-9-]*$/));
const versionName = z.string().check(z.minLength(1), z.maxLength(80), z.regex(/^[0-9A-Za-z][0-9A-Za-z.+-]*$/));

export const remoteParams = z.object({ name: remoteName });

/**
 * Serve `version` from the next page load on, only if the manifest still serves `expected` (the
 * version the operator saw; null when the remote is not served yet): a stale page is refused.
 */
export const switchRemoteBody = z.strictObject({ version: versionName, expected: z.nullable(versionName) });
export type SwitchRemoteBody = z.input<typeof switchRemoteBody>;
/** Back to the newest earlier built version, only if the manifest still serves `expected`. */
export const rollbackRemoteBody = z.strictObject({ expected: versionName });
export type RollbackRemoteBody = z.input<typeof rollbackRemoteBody>;

export const remoteVersionSchema = z.object({
  version: z.string(),
  /** why the shell cannot serve this version (its contract.json against the shell's); empty: it can */
  problems: z.array(z.string()),
});
export const remoteRowSchema = z.object({
  name: z.string(),
  served: z.nullable(z.object({ version: z.string(), entry: z.string(), previous: z.array(z.string()) })),
  built: z.array(remoteVersionSchema),
  /** the version a rollback would serve, or null when there is none */
  rollback_to: z.nullable(z.string()),
});
export type RemoteRow = z.infer<typeof remoteRowSchema>;
export const remotesResponse = dataOf(z.object({ revision: z.int(), remotes: z.array(remoteRowSchema) }));
export type RemotesOverview = z.infer<typeof remotesResponse>['data'];

export const remoteChangeResponse = dataOf(
  z.object({ name: z.string(), before: z.nullable(z.string()), after: z.string(), changed: z.boolean(), revision: z.int() }),
);
export type RemoteChange = z.infer<typeof remoteChangeResponse>['data'];

// ── content files ───────────────────────────────────────────────────────────────────────────────

/** The largest content file the studio takes (its text, in characters); the biggest shipped is ~1 MB. */
export const CONTENT_FILE_MAX_CHARS = 8 * 1024 * 1024;
/** The request around it: the text as a JSON string (escapes included) and the name. */
export const CONTENT_FILE_BODY_LIMIT = 2 * CONTENT_FILE_MAX_CHARS + 4096;

export const contentFileBody = z.strictObject({
  /** the file's name as chosen (a bank's is checked like `banks/<subject>/NN-<topic>.json`) */
  name: z.string().check(z.trim(), z.minLength(6), z.maxLength(120), z.regex(/^[\w.-]+\.json$/)),
  text: z.string().check(z.minLength(1), z.maxLength(CONTENT_FILE_MAX_CHARS)),
});
export type ContentFileBody = z.input<typeof contentFileBody>;

export const CONTENT_JOB_STATES = ['importing', 'done', 'failed'] as const;
export const contentJobSchema = z.object({
  id: z.int(),
  name: z.string(),
  kind: z.string(),
  state: z.enum(CONTENT_JOB_STATES),
  bytes: z.int(),
  /** what the file holds, and what the import wrote (new or changed); null until done */
  items: z.record(z.string(), z.int()),
  written: z.nullable(z.record(z.string(), z.int())),
  /** questions of the file's tests kept although the file no longer has them */
  kept: z.int(),
  /** the import's refusals, one line each with its path (as `npm run content -- import` prints them) */
  errors: z.array(z.string()),
  created_at: z.int(),
  finished_at: z.nullable(z.int()),
});
export type ContentJob = z.infer<typeof contentJobSchema>;

/** A checked file: every problem with its path (empty when valid); with an import started, its job. */
export const contentFileResponse = dataOf(
  z.object({
    name: z.string(),
    kind: z.nullable(z.string()),
    items: z.record(z.string(), z.int()),
    errors: z.array(z.string()),
    job: z.nullable(contentJobSchema),
  }),
);
export type ContentFileReport = z.infer<typeof contentFileResponse>['data'];

export const contentJobParams = z.object({ id: idParam });
export const contentJobResponse = dataOf(contentJobSchema);
