// Helpers shared by the root scripts (plain Node, no dependencies).
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const distDir = path.join(root, 'dist');
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

function readManifest() {
  try {
    return JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  } catch {
    return { remotes: {} };
  }
}

/** Atomic write: a temp file in the same folder, then rename over the manifest. */
function writeManifest(manifest) {
  fs.mkdirSync(distDir, { recursive: true });
  const tmp = `${manifestPath}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(tmp, manifestPath);
}

function versionsOf(name) {
  const dir = path.join(distDir, 'remotes', name);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((v) => fs.existsSync(path.join(dir, v, 'remoteEntry.js')))
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

module.exports = {
  root,
  distDir,
  manifestPath,
  remoteWorkspaces,
  readManifest,
  writeManifest,
  versionsOf,
  compareVersions,
  entryUrl,
  newestMtime,
};
