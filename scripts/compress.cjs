#!/usr/bin/env node
// The Brotli (quality 11) and gzip (level 9) siblings of every text file a browser build serves
// (`main.js.br`, `main.js.gz`): the api's static files (@fastify/static `preCompressed`) and nginx
// (`gzip_static`) send the best one a request accepts, and the file itself when it has none (ADR 009).
// Made here, after webpack, rather than by a webpack plugin (ADR 061): `npm run build` makes them
// before it returns; `npm start` serves first and makes them in the background, at low priority, so
// a newcomer does not wait for Brotli 11. A sibling is written to a temporary name and renamed, so a
// half-written one is never served; one at least as new as its file is kept.
// `node scripts/compress.cjs [folder ...]`: the given folders, else every browser build in dist/.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');

/** Text assets that get precompressed siblings, however small (a script sent without an encoding fails the budget test). */
const COMPRESSIBLE = /\.(js|css|json|svg|html)$/;

const ENCODERS = [
  ['.br', promisify(zlib.brotliCompress), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }],
  ['.gz', promisify(zlib.gzip), { level: 9 }],
];

/** Every compressible file below `dir` (recursively), but for a remote's server build (`server/`, never served). */
function textFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  const serverBuild = path.join(dir, 'server');
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => ({ entry, file: path.join(entry.parentPath ?? entry.path, entry.name) }))
    .filter(({ entry, file }) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !file.startsWith(serverBuild + path.sep))
    .map(({ file }) => file);
}

/** Whether `sibling` exists and is at least as new as `file`. */
function fresh(sibling, fileMtime) {
  try {
    return fs.statSync(sibling).mtimeMs >= fileMtime;
  } catch {
    return false;
  }
}

/**
 * Writes the missing or stale siblings of the text files below each of `dirs`; resolves to how many
 * files were written. zlib's asynchronous calls run on libuv's thread pool: the cores share the work.
 */
async function compressDirs(dirs) {
  const jobs = [];
  for (const file of dirs.flatMap(textFiles)) {
    const mtime = fs.statSync(file).mtimeMs;
    for (const [ext, encode, options] of ENCODERS) {
      if (!fresh(file + ext, mtime)) jobs.push({ file, ext, encode, options });
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { file, ext, encode, options } = jobs[next++];
      const bytes = await encode(await fs.promises.readFile(file), options);
      const temporary = `${file}${ext}.${process.pid}.tmp`;
      await fs.promises.writeFile(temporary, bytes);
      await fs.promises.rename(temporary, file + ext);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return jobs.length;
}

/** The browser builds in `distDir`: the shell and every built version of every remote (not the server builds). */
function browserBuilds(distDir) {
  const remotes = path.join(distDir, 'remotes');
  const versions = fs.existsSync(remotes)
    ? fs.readdirSync(remotes).flatMap((name) => {
        const dir = path.join(remotes, name);
        return fs.statSync(dir).isDirectory() ? fs.readdirSync(dir).map((version) => path.join(dir, version)) : [];
      })
    : [];
  return [path.join(distDir, 'shell'), ...versions].filter((dir) => fs.existsSync(dir) && fs.statSync(dir).isDirectory());
}

module.exports = { COMPRESSIBLE, compressDirs, browserBuilds, textFiles };

if (require.main === module) {
  const { distDir } = require('./lib.cjs');
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : browserBuilds(distDir);
  const started = Date.now();
  compressDirs(dirs).then(
    (count) => console.log(`compressed: ${count} Brotli/gzip siblings written in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
