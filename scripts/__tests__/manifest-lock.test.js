// Manifest writes are compare-and-swap under a lock file: two real processes switching different
// remotes at the same time never lose one another's change (docs/deployment.md "The manifest").
const fs = require('node:fs');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');
const { makeDist, addVersion, readManifest } = require('./support/fake-dist');

const writer = path.join(__dirname, 'support/manifest-writer.js');
const remotesCli = path.join(__dirname, '../remotes.cjs');

function runWriter(dist, name, count) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [writer, name, String(count)], { env: { ...process.env, PLATFORM_DIST_DIR: dist } });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('manifest lock', () => {
  let dist;
  beforeEach(() => {
    dist = makeDist({ host: {} });
    for (const name of ['alpha', 'beta']) for (const version of ['1.0.0', '1.0.1']) addVersion(dist, name, version);
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('two processes switching different remotes concurrently keep every write', async () => {
    const count = 200;
    const results = await Promise.all([runWriter(dist, 'alpha', count), runWriter(dist, 'beta', count)]);
    expect(results).toEqual([
      { code: 0, stderr: '' },
      { code: 0, stderr: '' },
    ]);
    const manifest = readManifest(dist);
    // every set changed the version, so every one of the 2 × count writes must have bumped the revision
    expect(manifest.revision).toBe(2 * count);
    expect(manifest.remotes.alpha.version).toBe('1.0.1');
    expect(manifest.remotes.beta.version).toBe('1.0.1');
    expect(manifest.remotes.alpha.entry).toBe('/remotes/alpha/1.0.1/remoteEntry.js');
    expect(fs.readdirSync(dist).filter((f) => f.includes('.lock') || f.endsWith('.tmp'))).toEqual([]);
  }, 60_000);

  it("breaks a dead process's lock and waits for a live one", () => {
    const lock = path.join(dist, 'remotes.json.lock');
    const env = { ...process.env, PLATFORM_DIST_DIR: dist };
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    fs.writeFileSync(lock, JSON.stringify({ pid: dead, host: require('node:os').hostname(), at: new Date().toISOString() }));
    const set = spawnSync(process.execPath, [remotesCli, 'set', 'alpha', '1.0.0'], { env, encoding: 'utf8' });
    expect(set.status).toBe(0);
    expect(set.stderr).toContain('breaking a stale manifest lock');
    expect(readManifest(dist).remotes.alpha.version).toBe('1.0.0');
    expect(fs.existsSync(lock)).toBe(false);

    // a lock held by a live process (this one) is respected until the timeout
    fs.writeFileSync(lock, JSON.stringify({ pid: process.pid, host: require('node:os').hostname(), at: new Date().toISOString() }));
    const blocked = spawnSync(process.execPath, [remotesCli, 'set', 'alpha', '1.0.1'], {
      env: { ...env, MANIFEST_LOCK_TIMEOUT_MS: '1000' },
      encoding: 'utf8',
    });
    expect(blocked.status).toBe(1);
    expect(blocked.stderr).toContain(`the manifest is locked by pid ${process.pid}`);
    expect(readManifest(dist).remotes.alpha.version).toBe('1.0.0');
  });
});
