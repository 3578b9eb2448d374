// The import rules of eslint.config.js (ADR 035) fire on a fixture repo whose files break each of them:
// every line marked `// expect: <rule id>` is reported with that rule, every file marked
// `// expect-file: <rule id>` is reported on its first line, and nothing else is reported.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const root = path.resolve(__dirname, '../..');
const fixture = path.join(__dirname, 'fixtures/import-rules');

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `file:line rule` for each mark in the fixture's sources. */
function expectedReports(files) {
  return files.flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((text, index) => {
        const mark = text.match(/\/\/ expect(-file)?: (\S+)/);
        if (!mark) return [];
        return [`${path.relative(fixture, file)}:${mark[1] ? 1 : index + 1} ${mark[2]}`];
      }),
  );
}

// ESLint's Node API loads plugins with import(), which Jest's module sandbox refuses: it runs in a child
// node, which prints the results as JSON
const lint = `
  const { ESLint } = require('eslint');
  const eslint = new ESLint({ cwd: process.argv[1], overrideConfigFile: process.argv[2] });
  eslint.lintFiles(['.']).then((results) => process.stdout.write(JSON.stringify(results)));
`;

let results;
beforeAll(() => {
  const output = execFileSync(process.execPath, ['-e', lint, fixture, path.join(root, 'eslint.config.js')], {
    cwd: root,
    // the boundaries plugin classifies paths from this root (eslint.config.js points it at the repo)
    env: { ...process.env, ESLINT_PLUGIN_BOUNDARIES_ROOT_PATH: fixture },
    encoding: 'utf8',
  });
  results = JSON.parse(output);
}, 60_000);

test('each forbidden import of the fixture is reported with its rule, and no allowed one', () => {
  const reported = results.flatMap((result) =>
    result.messages.map((message) => `${path.relative(fixture, result.filePath)}:${message.line} ${message.ruleId}`),
  );
  const expected = expectedReports(sourceFiles(fixture));
  expect(expected.length).toBeGreaterThanOrEqual(15);
  expect(reported.sort()).toEqual(expected.sort());
});

test('every rule id of the import rules is exercised', () => {
  const ids = new Set(results.flatMap((result) => result.messages.map((message) => message.ruleId)));
  expect([...ids].sort()).toEqual(['boundaries/dependencies', 'boundaries/no-unknown-files', 'no-restricted-imports']);
});
