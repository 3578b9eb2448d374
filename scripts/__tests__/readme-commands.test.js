// Every npm command the README names must exist (CONVENTIONS.md "Docs that do not rot").
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const scripts = require(path.join(root, 'package.json')).scripts;

const builtIn = new Set(['install', 'ci', 'test', 'start']);

describe('README', () => {
  const named = [...readme.matchAll(/npm (?:run )?([a-z][\w:-]*)/g)].map((m) => m[1]).filter((c) => c !== 'run');

  it('names npm start and npm test as the quick start', () => {
    expect(readme).toContain('npm start');
    expect(readme).toContain('npm test');
  });

  it('names only npm commands that exist', () => {
    expect(named.length).toBeGreaterThan(3);
    for (const command of new Set(named)) {
      if (builtIn.has(command) && !['test', 'start'].includes(command)) continue;
      expect({ command, exists: Boolean(scripts[command]) }).toEqual({ command, exists: true });
    }
  });

  it('links only docs that exist', () => {
    for (const [, target] of readme.matchAll(/\]\((docs\/[^)#]+)\)/g)) {
      expect({ target, exists: fs.existsSync(path.join(root, target)) }).toEqual({ target, exists: true });
    }
  });
});
