// The served and built versions of the remotes, and the one way to change which is served (ADR 057):
// `npm run remotes`, `npm run deploy`, the build and the studio's operations page (api) all call this
// module. The manifest (<site>/remotes.json) changes by compare-and-swap under a lock file; a version
// is served only when it is built (<site>/remotes/<name>/<version>/remoteEntry.js) and its
// contract.json fits the shell's host-contract.json (contract.cjs). Plain Node, no build step.
const fs = require('node:fs');
const path = require('node:path');
const { CONTRACT_FILE, HOST_CONTRACT_FILE, contractProblems, readJson } = require('./contract.cjs');
const { ManifestLockedError, manifestStore } = require('./manifest-store.cjs');

/** A refusal with its reason in words (the CLIs print it) and a code (the api answers with it). */
class RefusedError extends Error {
  constructor(message, code = 'REFUSED', details = {}) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

function compareVersions(a, b) {
  const pa = a.split(/[.-]/).map((x) => (/^\d+$/.test(x) ? Number(x) : x));
  const pb = b.split(/[.-]/).map((x) => (/^\d+$/.test(x) ? Number(x) : x));
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    if (pa[i] === undefined) return -1;
    if (pb[i] === undefined) return 1;
    if (pa[i] === pb[i]) continue;
    if (typeof pa[i] === 'number' && typeof pb[i] === 'number') return pa[i] - pb[i];
    return String(pa[i]).localeCompare(String(pb[i]));
  }
  return 0;
}

/**
 * The operations on one site folder. `deriveHost()` (the CLIs) gives the shell's contract from its
 * sources when the shell is not built; without it (the api) an unbuilt shell refuses every version.
 * `lockTimeoutMs`: how long a writer waits for another one's lock.
 */
function remoteVersions({ distDir, deriveHost, lockTimeoutMs = 15_000, remotesBaseUrl = '/remotes' }) {
  const manifestPath = path.join(distDir, 'remotes.json');

  const { readManifest, withManifestLock, updateManifest } = manifestStore({ manifestPath, lockTimeoutMs });

  function versionsOf(name) {
    const dir = path.join(distDir, 'remotes', name);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((v) => !v.startsWith('.') && fs.existsSync(path.join(dir, v, 'remoteEntry.js')))
      .sort(compareVersions);
  }

  /** Entry URL of a remote version; REMOTES_BASE_URL points it at a CDN in production. */
  const entryUrl = (name, version) => `${remotesBaseUrl.replace(/\/$/, '')}/${name}/${version}/remoteEntry.js`;

  /** What the served shell mounts and shares: <site>/shell/host-contract.json, written by the shell's build. */
  function loadHostContract() {
    const file = path.join(distDir, 'shell', HOST_CONTRACT_FILE);
    const built = readJson(file);
    if (built) return { host: built, from: path.relative(process.cwd(), file) || file };
    if (deriveHost) return { host: deriveHost(), from: 'the shell sources (shell not built)' };
    return { host: null, from: file };
  }

  /** Everything that keeps <name>@<version> (or the build in `dir`) from being served; empty when it may be. */
  function contractStatus(name, version, dir = path.join(distDir, 'remotes', name, version), loaded = loadHostContract()) {
    if (!loaded.host) return [`the shell is not built: no ${HOST_CONTRACT_FILE} to check against`];
    return contractProblems(readJson(path.join(dir, CONTRACT_FILE)), loaded.host, name);
  }

  /** Refuses (throws) unless the version holds a contract the shell satisfies. */
  function assertServable(name, version, dir) {
    const loaded = loadHostContract();
    const problems = contractStatus(name, version, dir, loaded);
    if (problems.length > 0) {
      throw new RefusedError(
        `refusing ${name}@${version}: its contract does not fit the shell (${loaded.from}):\n  - ${problems.join('\n  - ')}`,
        'CONTRACT_MISFIT',
        { problems, version },
      );
    }
  }

  /** A compare-and-swap of the operator: the version they saw served must still be the one served. */
  function assertExpected(name, current, expected) {
    if (expected === undefined) return;
    const serving = current?.version ?? null;
    if (serving !== expected) {
      throw new RefusedError(
        `${name} serves ${serving ?? 'nothing'}, not ${expected ?? 'nothing'} as expected; refusing`,
        'STALE_VERSION',
        {
          serving,
        },
      );
    }
  }

  /**
   * Serves <name>@<version> from the next page load on; with `expected`, only if the manifest still
   * serves that version (null: none). Returns { name, before, after, changed, revision, message }.
   */
  function switchRemote(name, version, { expected } = {}) {
    const built = versionsOf(name);
    if (!built.includes(version)) {
      throw new RefusedError(`${name}@${version} is not built (available: ${built.join(', ') || 'none'}); refusing`, 'NOT_BUILT');
    }
    assertServable(name, version);
    let before = null;
    let message = `${name} → ${version}`;
    const manifest = updateManifest((m) => {
      const current = m.remotes[name];
      assertExpected(name, current, expected);
      before = current?.version ?? null;
      if (current?.version === version) {
        message = `${name} already serves ${version}`;
        return false;
      }
      const previous = current ? [...(current.previous ?? []), current.version].slice(-20) : [];
      m.remotes[name] = { version, entry: entryUrl(name, version), previous };
      return true;
    });
    return { name, before, after: version, changed: before !== version, revision: Number(manifest.revision) || 0, message };
  }

  /** Back to the newest earlier version still built (and still fitting the shell); `expected` as for a switch. */
  function rollback(name, { expected } = {}) {
    let before = null;
    let target;
    const manifest = updateManifest((m) => {
      const current = m.remotes[name];
      if (!current) throw new RefusedError(`${name} is not in the manifest`, 'NOT_IN_MANIFEST');
      assertExpected(name, current, expected);
      target = rollbackTarget(name, current);
      if (!target) throw new RefusedError(`${name} has no earlier built version to roll back to`, 'NO_EARLIER_VERSION');
      assertServable(name, target.version);
      before = current.version;
      m.remotes[name] = { version: target.version, entry: entryUrl(name, target.version), previous: target.previous };
      return true;
    });
    const message = `${name} rolled back ${before} → ${target.version}`;
    return { name, before, after: target.version, changed: true, revision: Number(manifest.revision) || 0, message };
  }

  /** The version a rollback would serve and the history left behind it; null when there is none. */
  function rollbackTarget(name, current, built = versionsOf(name)) {
    const previous = [...(current.previous ?? [])];
    while (previous.length > 0) {
      const candidate = previous.pop();
      if (built.includes(candidate) && candidate !== current.version) return { version: candidate, previous };
    }
    return null;
  }

  /** Every remote of the manifest or of the site's folders: served, built (each with its contract's problems), the rollback target. */
  function overview() {
    const manifest = readManifest();
    const loaded = loadHostContract();
    const remotesDir = path.join(distDir, 'remotes');
    const folders = fs.existsSync(remotesDir) ? fs.readdirSync(remotesDir).filter((d) => !d.startsWith('.')) : [];
    const names = [...new Set([...Object.keys(manifest.remotes), ...folders])].sort();
    const remotes = names.map((name) => {
      const served = manifest.remotes[name] ?? null;
      const built = versionsOf(name);
      return {
        name,
        served: served && { version: served.version, entry: served.entry, previous: served.previous ?? [] },
        built: built.map((version) => ({ version, problems: contractStatus(name, version, undefined, loaded) })),
        rollbackTo: served ? (rollbackTarget(name, served, built)?.version ?? null) : null,
      };
    });
    return { revision: Number(manifest.revision) || 0, remotes };
  }

  return {
    distDir,
    manifestPath,
    readManifest,
    updateManifest,
    withManifestLock,
    versionsOf,
    entryUrl,
    loadHostContract,
    contractStatus,
    assertServable,
    switchRemote,
    rollback,
    overview,
  };
}

module.exports = { remoteVersions, RefusedError, ManifestLockedError, compareVersions };
