// The studio's operations on the remotes (issue 35 item 8, ADR 057): the served and built versions of
// each remote with their contract status, a switch and a rollback — through the very module
// `npm run remotes` calls (shared/build/remote-versions.cjs: the same lock, compare-and-swap and
// contract check), on the site folder the page server reads remotes.json from. Every change is audited.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RemoteChange, RemotesOverview } from '@platform/shared/studio-ops';
import { repoRoot } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { audit, type Actor } from './service-audit';

interface Change {
  name: string;
  before: string | null;
  after: string;
  changed: boolean;
  revision: number;
}
interface Versions {
  readManifest(): { remotes: Record<string, unknown> };
  versionsOf(name: string): string[];
  switchRemote(name: string, version: string, options: { expected?: string | null }): Change;
  rollback(name: string, options: { expected: string }): Change;
  overview(): {
    revision: number;
    remotes: {
      name: string;
      served: { version: string; entry: string; previous: string[] } | null;
      built: { version: string; problems: string[] }[];
      rollbackTo: string | null;
    }[];
  };
}
/** The plain-Node module of the CLIs, loaded as it is (not bundled: it is the scripts' own file). */
interface RemoteVersionsModule {
  remoteVersions(options: { distDir: string; lockTimeoutMs: number; remotesBaseUrl: string }): Versions;
}
interface Refusal {
  code?: string;
  details?: { problems?: string[]; version?: string; serving?: string | null };
}

const load = createRequire(import.meta.url);
const { remoteVersions } = load(path.join(repoRoot, 'shared/build/remote-versions.cjs')) as RemoteVersionsModule;

/** An api request waits this long for a CLI's manifest lock (the wait blocks the process, so it is short). */
const LOCK_WAIT_MS = 2000;

/** The operations on the site in `siteDir` (the folder with remotes.json); 409 when the api has none. */
export function siteVersions(siteDir: string | undefined): Versions {
  if (!siteDir) throw new HttpError(409, 'SITE_UNAVAILABLE', 'errors.studio_site_unavailable');
  return remoteVersions({ distDir: siteDir, lockTimeoutMs: LOCK_WAIT_MS, remotesBaseUrl: process.env.REMOTES_BASE_URL || '/remotes' });
}

export function remotesOverview(siteDir: string | undefined): RemotesOverview {
  const { revision, remotes } = siteVersions(siteDir).overview();
  return { revision, remotes: remotes.map(({ rollbackTo, ...row }) => ({ ...row, rollback_to: rollbackTo })) };
}

/** The module's refusal as the api's localized answer (its words, in English, stay in the CLI's output). */
function refusal(error: unknown, name: string, version: string): never {
  const { code, details } = error as Refusal;
  switch (code) {
    case 'NOT_BUILT':
      throw new HttpError(409, 'REMOTE_NOT_BUILT', 'errors.studio_remote_not_built', { name, version }, {}, 'version');
    case 'CONTRACT_MISFIT':
      throw new HttpError(409, 'REMOTE_CONTRACT_MISFIT', 'errors.studio_remote_contract', {
        name,
        version: details?.version ?? version,
        problems: (details?.problems ?? []).join('; '),
      });
    case 'STALE_VERSION':
      throw new HttpError(409, 'REMOTE_STALE', 'errors.studio_remote_stale', { name, serving: details?.serving ?? '—' }, {}, 'expected');
    case 'NOT_IN_MANIFEST':
      throw new HttpError(404, 'REMOTE_NOT_FOUND', 'errors.studio_remote_not_found', { name });
    case 'NO_EARLIER_VERSION':
      throw new HttpError(409, 'REMOTE_NO_EARLIER', 'errors.studio_remote_no_earlier', { name });
    case 'MANIFEST_LOCKED':
      throw new HttpError(409, 'MANIFEST_LOCKED', 'errors.studio_manifest_locked');
    default:
      throw error;
  }
}

function known(versions: Versions, name: string): void {
  if (!(name in versions.readManifest().remotes) && versions.versionsOf(name).length === 0)
    throw new HttpError(404, 'REMOTE_NOT_FOUND', 'errors.studio_remote_not_found', { name });
}

async function audited(db: Db, actor: Actor, action: 'switch' | 'rollback', change: Change): Promise<RemoteChange> {
  if (change.changed) {
    await audit(db, actor, {
      action,
      entity: 'remote',
      entityId: change.name,
      before: change.before === null ? null : { version: change.before },
      after: { version: change.after, revision: change.revision },
    });
  }
  return change;
}

/** Serves `version` of a remote if the manifest still serves `expected`; a change is audited (a no-op is not). */
export async function switchRemote(
  db: Db,
  actor: Actor,
  siteDir: string | undefined,
  name: string,
  body: { version: string; expected: string | null },
): Promise<RemoteChange> {
  const versions = siteVersions(siteDir);
  known(versions, name);
  let change: Change;
  try {
    change = versions.switchRemote(name, body.version, { expected: body.expected });
  } catch (error) {
    refusal(error, name, body.version);
  }
  return audited(db, actor, 'switch', change);
}

/** Back to the newest earlier built version that fits the shell, if the manifest still serves `expected`. */
export async function rollbackRemote(
  db: Db,
  actor: Actor,
  siteDir: string | undefined,
  name: string,
  expected: string,
): Promise<RemoteChange> {
  const versions = siteVersions(siteDir);
  known(versions, name);
  let change: Change;
  try {
    change = versions.rollback(name, { expected });
  } catch (error) {
    refusal(error, name, expected);
  }
  return audited(db, actor, 'rollback', change);
}
