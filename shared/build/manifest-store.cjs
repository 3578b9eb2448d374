// The remotes manifest (<site>/remotes.json) written by compare-and-swap under a lock file (ADR 057):
// one writer at a time across processes and hosts sharing the folder; a dead owner's lock is broken.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** A lock still held by another writer after the wait (a plain error for the CLIs, a 409 for the api). */
class ManifestLockedError extends Error {
  constructor(message) {
    super(message);
    this.code = 'MANIFEST_LOCKED';
  }
}

const sleepCell = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms) => Atomics.wait(sleepCell, 0, 0, ms);
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

/** The manifest at `manifestPath`; `lockTimeoutMs`: how long a writer waits for another one's lock. */
function manifestStore({ manifestPath, lockTimeoutMs }) {
  const distDir = path.dirname(manifestPath);
  const lockPath = `${manifestPath}.lock`;

  function readManifestText() {
    try {
      return fs.readFileSync(manifestPath, 'utf8');
    } catch (error) {
      if (error.code === 'ENOENT') return null;
      throw error;
    }
  }
  const parseManifest = (text) => (text === null ? { remotes: {} } : JSON.parse(text));
  const readManifest = () => parseManifest(readManifestText());

  /** Removes a stale lock without removing a fresh one taken meanwhile (renamed away, put back if not ours). */
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

  /** Releases the lock only if it is still ours (a stale-lock breaker may have taken it if we stalled). */
  function releaseLock(token) {
    try {
      if (fs.readFileSync(lockPath, 'utf8') === token) fs.unlinkSync(lockPath);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }

  /** Runs `fn` holding remotes.json.lock (created with O_EXCL; a dead owner's lock is broken). */
  function withManifestLock(fn) {
    fs.mkdirSync(distDir, { recursive: true });
    const token = JSON.stringify({ pid: process.pid, host: os.hostname(), at: new Date().toISOString(), nonce: Math.random() });
    const deadline = Date.now() + lockTimeoutMs;
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
        throw new ManifestLockedError(
          `the manifest is locked by pid ${owner.pid ?? '?'} since ${owner.at ?? '?'} (${lockPath}); try again`,
        );
      }
      sleep(Math.min(5 + attempt * 2, 50) * (0.5 + Math.random()));
    }
    try {
      return fn();
    } finally {
      releaseLock(token);
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

  return { readManifest, withManifestLock, updateManifest };
}

module.exports = { manifestStore, ManifestLockedError };
