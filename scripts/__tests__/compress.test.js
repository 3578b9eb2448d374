// scripts/compress.cjs (ADR 061): the Brotli and gzip siblings of a browser build's text files.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { compressDirs, browserBuilds } = require('../compress.cjs');

function tree(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-test-'));
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

describe('compressDirs', () => {
  it('writes a .br and a .gz of every text file that decode to it, and nothing for other files or a server build', async () => {
    const script = 'console.log("salom");\n'.repeat(50);
    const dir = tree({
      'main.js': script,
      'a/style.css': 'a{color:red}',
      'contract.json': '{"name":"x"}',
      'logo.svg': '<svg/>',
      'index.html': '<!doctype html>',
      'photo.png': 'not text',
      'server/server.cjs': 'module.exports = 1;',
    });
    expect(await compressDirs([dir])).toBe(10);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'main.js.br'))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'main.js.gz'))).toString()).toBe(script);
    expect(fs.existsSync(path.join(dir, 'a/style.css.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'photo.png.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'server/server.cjs.br'))).toBe(false);
    // no temporary file is left behind
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps a sibling as new as its file and writes one again when the file changed after it', async () => {
    const dir = tree({ 'main.js': 'let a = 1;' });
    expect(await compressDirs([dir])).toBe(2);
    expect(await compressDirs([dir])).toBe(0);
    const later = new Date(Date.now() + 10_000);
    fs.writeFileSync(path.join(dir, 'main.js'), 'let a = 2;');
    fs.utimesSync(path.join(dir, 'main.js'), later, later);
    expect(await compressDirs([dir])).toBe(2);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'main.js.gz'))).toString()).toBe('let a = 2;');
  });
});

describe('browserBuilds', () => {
  it('lists the shell and every built version of every remote', () => {
    const dist = tree({
      'shell/index.html': '',
      'remotes/tests/1.0.0/remoteEntry.js': '',
      'remotes/tests/1.1.0/remoteEntry.js': '',
      'shell-server/server.cjs': '',
    });
    expect(
      browserBuilds(dist)
        .map((d) => path.relative(dist, d))
        .sort(),
    ).toEqual(['remotes/tests/1.0.0', 'remotes/tests/1.1.0', 'shell']);
  });
});
