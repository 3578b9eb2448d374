// The api's dev tools (api/tools: the content generators, the benches) stay out of the running api:
// no source file of api/src imports from api/tools (its tests may, to check what the generators write).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(apiDir, 'src');
const toolsDir = path.join(apiDir, 'tools');

/** Every .ts file under a folder, tests left out. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The modules a file imports (static and dynamic), resolved against the file when relative. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  return specifiers.map((s) => (s.startsWith('.') ? path.resolve(path.dirname(file), s) : s));
}

describe('api/tools stays apart from the running api', () => {
  it('no file of api/src imports from api/tools', () => {
    const files = sources(srcDir);
    assert.ok(files.length > 100, 'the api sources were found');
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => target === toolsDir || target.startsWith(`${toolsDir}${path.sep}`))
        .map((target) => `${path.relative(apiDir, file)} → ${path.relative(apiDir, target)}`),
    );
    assert.deepEqual(offending, []);
  });
});
