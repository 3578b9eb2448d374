// Helpers shared by the root scripts (plain Node; the contract check uses typescript and semver).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { hostContract } = require('../shared/build/contract.cjs');
const { remoteVersions, RefusedError, compareVersions } = require('../shared/build/remote-versions.cjs');

const root = path.resolve(__dirname, '..');
/** PLATFORM_DIST_DIR points the scripts at another built site (the deploy tests use their own copy). */
const distDir = process.env.PLATFORM_DIST_DIR ? path.resolve(process.env.PLATFORM_DIST_DIR) : path.join(root, 'dist');
const manifestPath = path.join(distDir, 'remotes.json');

/** Remote workspaces: every `mf-*` folder with a webpack config. name = folder without `mf-`. */
function remoteWorkspaces() {
  return fs
    .readdirSync(root)
    .filter((d) => d.startsWith('mf-') && fs.existsSync(path.join(root, d, 'webpack.config.js')))
    .map((dir) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      return { dir: path.join(root, dir), name: dir.slice(3), version: pkg.version };
    });
}

/**
 * The manifest and the remote versions of dist/ (shared/build/remote-versions.cjs, the module the
 * studio's api calls too): before the shell is built its contract is derived from its sources.
 */
const versions = remoteVersions({
  distDir,
  // MANIFEST_LOCK_TIMEOUT_MS shortens a CLI's wait for another one's lock in tests
  lockTimeoutMs: Number(process.env.MANIFEST_LOCK_TIMEOUT_MS) || 15_000,
  // REMOTES_BASE_URL points the entry URLs at a CDN in production
  remotesBaseUrl: process.env.REMOTES_BASE_URL || '/remotes',
  deriveHost: () => {
    const { sharedMap, RUNTIME_CORE_VERSION } = require('../shared/build/webpack.cjs');
    // as the shell's production build writes it (it provides the runtime core, ADR 065)
    return hostContract({ dir: path.join(root, 'shell'), sharedMap: sharedMap(), runtimeCore: RUNTIME_CORE_VERSION });
  },
});
const { readManifest, updateManifest, withManifestLock, versionsOf, entryUrl, loadHostContract, assertServable } = versions;

/** Serves <name>@<version> from the next page load on. Returns what happened, in words. */
const setRemote = (name, version) => versions.switchRemote(name, version).message;

/** Back to the newest earlier version still built (and still fitting the shell). */
const rollbackRemote = (name) => versions.rollback(name).message;

/** sha256 of every file below `dir`, by relative path (sorted): two builds compare equal byte for byte. */
function treeDigest(dir) {
  const digest = {};
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else digest[path.relative(dir, p)] = createHash('sha256').update(fs.readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return digest;
}

/** Newest modification time of the files below `dir` (ignores node_modules). */
function newestMtime(dir) {
  let newest = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return newest;
}

/**
 * Whether the site (dist/) must be built before it is served: no build yet, sources newer than the last
 * build, or a remote the manifest does not serve a built version of (`npm start`, `npm run stack`).
 */
function siteBuildStale() {
  const stamp = path.join(distDir, 'build-stamp.json');
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(distDir, 'shell/index.html'))) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const sources = ['shell', 'shared', ...remoteWorkspaces().map((r) => path.basename(r.dir))].map((d) => newestMtime(path.join(root, d)));
  if (Math.max(...sources) > built) return true;
  const manifest = readManifest();
  return remoteWorkspaces().some((r) => !manifest.remotes[r.name] || !versionsOf(r.name).includes(manifest.remotes[r.name].version));
}

module.exports = {
  root,
  versions,
  distDir,
  manifestPath,
  remoteWorkspaces,
  readManifest,
  updateManifest,
  withManifestLock,
  loadHostContract,
  assertServable,
  setRemote,
  rollbackRemote,
  RefusedError,
  versionsOf,
  compareVersions,
  entryUrl,
  newestMtime,
  siteBuildStale,
  treeDigest,
};
