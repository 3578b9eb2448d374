// scripts/build.cjs skips an app whose recorded inputs hash the same as at its last build and whose
// output is on disk (ADR 053): any changed, gone or added input, a new version or a missing output
// builds it again.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
process.env.PLATFORM_DIST_DIR = dist;
const { unchanged, outputsOf, recordInputs } = require('../build.cjs');

const root = path.resolve(__dirname, '../..');

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const remote = { name: 'tests', version: '1.2.0', dir: '/x/mf-tests' };
const shell = { name: 'shell', dir: '/x/shell' };
const record = { version: '1.2.0', inputs: { 'mf-tests/src/a.ts': 'aaa', 'package-lock.json': 'lll' } };
const same = (rel) => record.inputs[rel];

function writeOutputs(app) {
  for (const file of outputsOf(app)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '');
  }
}

describe('build cache', () => {
  it('rebuilds while the output is missing, keeps it once it is there and every input hashes the same', () => {
    expect(unchanged(remote, record, same)).toBe(false);
    writeOutputs(remote);
    expect(unchanged(remote, record, same)).toBe(true);
  });

  it('rebuilds on a changed or gone input, a new version or no record', () => {
    writeOutputs(remote);
    expect(unchanged(remote, record, (rel) => (rel === 'package-lock.json' ? 'new' : same(rel)))).toBe(false);
    expect(unchanged(remote, record, (rel) => (rel === 'mf-tests/src/a.ts' ? null : same(rel)))).toBe(false);
    expect(unchanged({ ...remote, version: '1.3.0' }, record, same)).toBe(false);
    expect(unchanged(remote, undefined, same)).toBe(false);
  });

  it('looks for the shell in dist/shell and its server build', () => {
    expect(outputsOf(shell)).toEqual([path.join(dist, 'shell/index.html'), path.join(dist, 'shell-server')]);
    const shellRecord = { version: null, inputs: {} };
    expect(unchanged(shell, shellRecord, same)).toBe(false);
    writeOutputs(shell);
    expect(unchanged(shell, shellRecord, same)).toBe(true);
  });

  it('records the files webpack read in the repository, not packages, and never matches one edited during the build', () => {
    const stats = (files) => ({ stats: [{ compilation: { fileDependencies: new Set(files), contextDependencies: new Set() } }] });
    const files = [path.join(root, 'package.json'), path.join(root, 'node_modules/react/index.js'), '/etc/hostname'];
    const later = recordInputs(path.join(root, 'mf-tests'), stats(files), Date.now() + 60_000);
    expect(Object.keys(later)).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', 'mf-tests/webpack.config.js']));
    expect(Object.keys(later).some((rel) => rel.includes('node_modules') || rel.startsWith('..'))).toBe(false);
    expect(later['package.json']).toMatch(/^[0-9a-f]{64}$/);
    const edited = recordInputs(path.join(root, 'mf-tests'), stats(files), 0);
    expect(edited['package.json']).toBe('edited while building');
    expect(unchanged(remote, { version: '1.2.0', inputs: { 'package.json': edited['package.json'] } })).toBe(false);
  });
});
