// Helpers shared by the root scripts (plain Node; the contract check uses typescript and semver).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { CONTRACT_FILE, HOST_CONTRACT_FILE, contractProblems, hostContract, readJson } = require('../shared/build/contract.cjs');

const root = path.resolve(__dirname, '..');
/** PLATFORM_DIST_DIR points the scripts at another built site (the deploy tests use their own copy). */
const distDir = process.env.PLATFORM_DIST_DIR ? path.resolve(process.env.PLATFORM_DIST_DIR) : path.join(root, 'dist');
const manifestPath = path.join(distDir, 'remotes.json');
const lockPath = `${manifestPath}.lock`;

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

function readManifestText() {
  try {
    return fs.readFileSync(manifestPath, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

function parseManifest(text) {
  return text === null ? { remotes: {} } : JSON.parse(text);
}

function readManifest() {
  return parseManifest(readManifestText());
}

const sleepCell = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms) => Atomics.wait(sleepCell, 0, 0, ms);

/** How long a CLI waits for another one's lock (MANIFEST_LOCK_TIMEOUT_MS shortens it in tests). */
const LOCK_TIMEOUT_MS = Number(process.env.MANIFEST_LOCK_TIMEOUT_MS) || 15_000;
/** A lock older than this is stale even when its owner cannot be checked (another host). */
const LOCK_STALE_MS = 30_000;

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Why the lock file's owner no longer holds it, or null while it does. */
function staleReason(owner, mtimeMs) {
  if (owner.host === os.hostname() && Number.isInteger(owner.pid) && !processAlive(owner.pid)) return `pid ${owner.pid} is gone`;
  if (Date.now() - mtimeMs > LOCK_STALE_MS) return `older than ${LOCK_STALE_MS / 1000} s`;
  return null;
}

/**
 * Removes a stale lock without removing a fresh one taken meanwhile: the lock is renamed away
 * (only one process can), and put back when it turns out to be another owner's new lock.
 */
function breakStaleLock(text) {
  const aside = `${lockPath}.${process.pid}.stale`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if (error.code === 'ENOENT') return;
    throw error;
  }
  if (fs.readFileSync(aside, 'utf8') !== text) {
    try {
      fs.linkSync(aside, lockPath);
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
  }
  fs.unlinkSync(aside);
}

/** Runs `fn` holding dist/remotes.json.lock (created with O_EXCL; a dead owner's lock is broken). */
function withManifestLock(fn) {
  fs.mkdirSync(distDir, { recursive: true });
  const token = JSON.stringify({ pid: process.pid, host: os.hostname(), at: new Date().toISOString(), nonce: Math.random() });
  const deadline = Date.now() + LOCK_TIMEOUT_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lockPath, token, { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let text;
    let stat;
    try {
      text = fs.readFileSync(lockPath, 'utf8');
      stat = fs.statSync(lockPath);
    } catch (error) {
      if (error.code === 'ENOENT') continue; // released between our tries
      throw error;
    }
    let owner = {};
    try {
      owner = JSON.parse(text);
    } catch {
      // being written right now, or garbage: only its age can make it stale
    }
    const stale = staleReason(owner, stat.mtimeMs);
    if (stale) {
      console.error(`remotes: breaking a stale manifest lock (${stale})`);
      breakStaleLock(text);
      continue;
    }
    if (Date.now() > deadline) {
      throw new Error(`the manifest is locked by pid ${owner.pid ?? '?'} since ${owner.at ?? '?'} (${lockPath}); try again`);
    }
    sleep(Math.min(5 + attempt * 2, 50) * (0.5 + Math.random()));
  }
  try {
    return fn();
  } finally {
    releaseLock(token);
  }
}

/** Releases the lock only if it is still ours (a stale-lock breaker may have taken it if we stalled). */
function releaseLock(token) {
  try {
    if (fs.readFileSync(lockPath, 'utf8') === token) fs.unlinkSync(lockPath);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
}

/** Atomic write: a temp file in the same folder, then rename over the manifest. */
function writeManifest(manifest) {
  fs.mkdirSync(distDir, { recursive: true });
  const tmp = `${manifestPath}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(tmp, manifestPath);
}

/**
 * Compare-and-swap on the manifest under the lock: reads it, lets `change` edit a copy (returning
 * false for "nothing to do"), re-reads, and writes (temp + rename) only if nobody wrote in between;
 * otherwise starts again from the newer manifest. Each write bumps `revision`. Returns the result.
 */
function updateManifest(change) {
  return withManifestLock(() => {
    for (;;) {
      const before = readManifestText();
      const manifest = parseManifest(before);
      const changed = change(manifest);
      if (changed === false) return manifest;
      if (readManifestText() !== before) continue; // a writer that ignores the lock got in: redo on its result
      manifest.revision = (Number(parseManifest(before).revision) || 0) + 1;
      writeManifest(manifest);
      return manifest;
    }
  });
}

function versionsOf(name) {
  const dir = path.join(distDir, 'remotes', name);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((v) => !v.startsWith('.') && fs.existsSync(path.join(dir, v, 'remoteEntry.js')))
    .sort(compareVersions);
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

/** Entry URL of a remote version; REMOTES_BASE_URL points it at a CDN in production. */
function entryUrl(name, version) {
  const base = (process.env.REMOTES_BASE_URL || '/remotes').replace(/\/$/, '');
  return `${base}/${name}/${version}/remoteEntry.js`;
}

/**
 * What the served shell mounts and shares: dist/shell/host-contract.json, written by the shell's
 * build. Before the shell is built it is derived from the shell's sources the same way.
 */
function loadHostContract() {
  const file = path.join(distDir, 'shell', HOST_CONTRACT_FILE);
  const built = readJson(file);
  if (built) return { host: built, from: path.relative(process.cwd(), file) || file };
  const { sharedMap } = require('../shared/build/webpack.cjs');
  return { host: hostContract({ dir: path.join(root, 'shell'), sharedMap: sharedMap() }), from: 'the shell sources (shell not built)' };
}

class RefusedError extends Error {}

/** Refuses (throws) unless dist/remotes/<name>/<version>/ holds a contract the shell satisfies. */
function assertServable(name, version, dir = path.join(distDir, 'remotes', name, version)) {
  const { host, from } = loadHostContract();
  const problems = contractProblems(readJson(path.join(dir, CONTRACT_FILE)), host, name);
  if (problems.length > 0) {
    throw new RefusedError(`refusing ${name}@${version}: its contract does not fit the shell (${from}):\n  - ${problems.join('\n  - ')}`);
  }
}

/** Serves <name>@<version> from the next page load on. Returns what happened, in words. */
function setRemote(name, version) {
  const built = versionsOf(name);
  if (!built.includes(version)) {
    throw new RefusedError(`${name}@${version} is not built (available: ${built.join(', ') || 'none'}); refusing`);
  }
  assertServable(name, version);
  let message = `${name} → ${version}`;
  updateManifest((manifest) => {
    const current = manifest.remotes[name];
    if (current?.version === version) {
      message = `${name} already serves ${version}`;
      return false;
    }
    const previous = current ? [...(current.previous ?? []), current.version].slice(-20) : [];
    manifest.remotes[name] = { version, entry: entryUrl(name, version), previous };
    return true;
  });
  return message;
}

/** Back to the newest earlier version still built (and still fitting the shell). */
function rollbackRemote(name) {
  let message;
  updateManifest((manifest) => {
    const current = manifest.remotes[name];
    if (!current) throw new RefusedError(`${name} is not in the manifest`);
    const previous = [...(current.previous ?? [])];
    const built = versionsOf(name);
    let target;
    while (previous.length > 0) {
      const candidate = previous.pop();
      if (built.includes(candidate) && candidate !== current.version) {
        target = candidate;
        break;
      }
    }
    if (!target) throw new RefusedError(`${name} has no earlier built version to roll back to`);
    assertServable(name, target);
    manifest.remotes[name] = { version: target, entry: entryUrl(name, target), previous };
    message = `${name} rolled back ${current.version} → ${target}`;
    return true;
  });
  return message;
}

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
