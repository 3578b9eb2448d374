#!/usr/bin/env node
// npm test: every check a clean checkout must pass, with one closing summary line.
//   lint ‖ typecheck → Jest (shell, remotes, shared) → api on PGlite ‖ api on PostgreSQL
//   (when DATABASE_URL is set) → production build → Playwright e2e in Debian Chromium (two spec files at a
//   time; E2E_WORKERS=1 for one, see e2e/playwright.config.ts) ‖ the stack (nginx with docker/nginx.conf,
//   two api instances, one killed; when DATABASE_URL, REDIS_URL and nginx are there).
// `‖`: the two run at the same time (each is one busy process, the machine has two cores); their
// output is printed as a block when each ends. TEST_SERIAL=1 runs everything one after the other.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { findChromium } = require('./chromium.cjs');
const { stackUnavailable } = require('./stack.cjs');

const root = path.resolve(__dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0 };

const serial = process.env.TEST_SERIAL === '1';
const times = [];

/** Runs one stage; `buffered`: its output is printed in one block when it ends (a stage running beside another). */
function run(label, command, args, { cwd = root, env = process.env, count, buffered = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n━━ ${label}${buffered ? ' (started; its output follows when it ends)' : ''}`);
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (stream, sink) =>
      stream.on('data', (chunk) => {
        output += chunk;
        if (!buffered) sink.write(chunk);
      });
    collect(child.stdout, process.stdout);
    collect(child.stderr, process.stderr);
    child.on('close', (code) => {
      if (buffered) process.stdout.write(`\n━━ ${label}: output\n${output}`);
      const counted = count ? count(output) : null;
      if (counted) {
        totals.passed += counted.passed;
        totals.failed += counted.failed;
      }
      const seconds = (Date.now() - started) / 1000;
      times.push([label, seconds]);
      console.log(`━━ ${label}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`);
      resolve(code === 0);
    });
  });
}

/** Runs stages side by side (one after the other with TEST_SERIAL=1); resolves to their results. */
async function together(stages) {
  if (serial || stages.length < 2) {
    const results = [];
    for (const [label, command, args, options] of stages) results.push(await run(label, command, args, options));
    return results;
  }
  return Promise.all(stages.map(([label, command, args, options]) => run(label, command, args, { ...options, buffered: true })));
}

const num = (text, re) => Number((text.match(re) ?? [])[1] ?? 0);
const jestCount = (out) => ({ passed: num(out, /Tests:.*?(\d+) passed/), failed: num(out, /Tests:.*?(\d+) failed/) });
const nodeCount = (out) => ({ passed: num(out, /# pass (\d+)/), failed: num(out, /# fail (\d+)/) });
const pwCount = (out) => ({ passed: num(out, /(\d+) passed/), failed: num(out, /(\d+) failed/) });

/**
 * The api's test files, relative to api/: test/*.test.ts, src/domains/<domain>/__tests__/*.test.ts and the
 * question generators' own tests, tools/generators/__tests__/*.test.ts (each bank re-checked by mathjs).
 */
function apiTestFiles() {
  const api = path.join(root, 'api');
  const inFolder = (folder) =>
    fs.existsSync(path.join(api, folder))
      ? fs
          .readdirSync(path.join(api, folder))
          .filter((f) => f.endsWith('.test.ts'))
          .sort()
          .map((f) => `${folder}/${f}`)
      : [];
  const domains = fs.readdirSync(path.join(api, 'src/domains'), { withFileTypes: true }).filter((d) => d.isDirectory());
  return [
    ...inFolder('test'),
    ...domains.flatMap((d) => inFolder(`src/domains/${d.name}/__tests__`)),
    ...inFolder('tools/generators/__tests__'),
  ];
}

/** Whether an api test file (relative to api/) runs against a database: it opens one through the test helpers. */
function engineDependent(file) {
  if (ENGINE_FREE.has(file)) return false;
  return /helpers'|tests-fixture|exam-client|own-servers|createDatabase/.test(fs.readFileSync(path.join(root, 'api', file), 'utf8'));
}
/**
 * Suites that open a database but whose subject is not the engine, run in one pass only when both run:
 * the fuzz suite tests what the shared zod schemas refuse before the services run (PostgreSQL pass);
 * exam-offer, that every combination the seeded content offers starts (86 s on PostgreSQL; the draw's
 * queries it runs are run on both engines by exam-draw.test.ts) — in the PGlite pass, the shorter one.
 */
const ONE_PASS = new Map([
  ['test/fuzz.test.ts', 'postgres'],
  ['src/domains/exams/__tests__/exam-offer.test.ts', 'pglite'],
]);
const ENGINE_FREE = new Set([...ONE_PASS].filter(([, pass]) => pass === 'postgres').map(([file]) => file));

async function main() {
  const results = [];
  const started = Date.now();
  results.push(
    ...(await together([
      ['lint', bin('eslint'), ['.']],
      ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ])),
  );
  // Jest's default is one worker per core but one: a single worker on two cores, while the main process idles
  // (measured: 215 s with one worker, 152 s with two, back to back on the same loaded machine)
  const jestWorkers = Math.max(2, os.cpus().length - 1);
  results.push(await run('unit and component tests (Jest)', bin('jest'), ['--ci', `--maxWorkers=${jestWorkers}`], { count: jestCount }));

  const apiArgs = [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    // the cross-domain suites in api/test, and each domain's own in api/src/domains/<domain>/__tests__
    ...apiTestFiles(),
  ];
  const apiEnv = { ...process.env, NODE_ENV: 'test' };
  delete apiEnv.TEST_DATABASE_URL;
  // the rate-limit tests run against Redis too when one is given (random key prefixes per test)
  const redisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL;
  if (redisUrl) apiEnv.TEST_REDIS_URL = redisUrl;
  else console.log('\n━━ Redis limit tests: not run (set REDIS_URL to a server to run them)');
  const apiStages = [['api tests on PGlite', process.execPath, apiArgs, { cwd: path.join(root, 'api'), env: apiEnv, count: nodeCount }]];
  const pgUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    // what does not depend on the database engine runs once, in the PostgreSQL pass: the files that open no
    // database (content gate, generators, i18n, …) and the fuzz suite, whose bad inputs the shared zod schemas
    // refuse before the services run, while every service path it reaches is run on both engines by the other
    // suites (ADR 013; measured 108 s of the PGlite pass, the longer of the two)
    apiStages[0][2] = apiArgs.filter((arg) => !arg.endsWith('.test.ts') || engineDependent(arg));
    // the suites that start their own PostgreSQL and Redis (faults, db-outage) run in the PostgreSQL pass:
    // it was the shorter of the two (measured 329 s beside 455 s)
    for (const [, , , options] of apiStages) options.env = { ...options.env, TEST_OWN_SERVERS_PASS: 'postgres' };
    apiStages.push([
      'api tests on PostgreSQL',
      process.execPath,
      apiArgs.filter((arg) => ONE_PASS.get(arg) !== 'pglite'),
      { cwd: path.join(root, 'api'), env: { ...apiEnv, TEST_DATABASE_URL: pgUrl, TEST_OWN_SERVERS_PASS: 'postgres' }, count: nodeCount },
    ]);
  } else {
    console.log('\n━━ api tests on PostgreSQL: not run (set DATABASE_URL to a server to run them)');
  }
  results.push(...(await together(apiStages)));

  results.push(await run('production build', process.execPath, [path.join(__dirname, 'build.cjs')]));
  // the operators' composition (npm run stack: nginx, two api instances, PostgreSQL, Redis) on the build just
  // made, beside e2e: it is short (~30 s; once more on a new database, which it seeds) and mostly waits on its
  // servers; its output follows when it ends
  const stackSkip = stackUnavailable(process.env);
  const stack = stackSkip
    ? (console.log(`\n━━ stack (nginx, two api instances): not run (${stackSkip})`), Promise.resolve(true))
    : run('stack (nginx, two api instances)', process.execPath, ['--test', path.join(__dirname, '__tests__/stack.test.cjs')], {
        count: nodeCount,
        buffered: !serial,
      });
  if (serial) results.push(await stack);
  const chromium = findChromium();
  if (!chromium) {
    console.error("\n━━ e2e: Chromium not found. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.");
    results.push(false);
  } else {
    // the e2e server uses its own embedded database, never the server the api suite used
    const e2eEnv = { ...process.env, CHROMIUM_PATH: chromium };
    delete e2eEnv.DATABASE_URL;
    delete e2eEnv.REDIS_URL;
    results.push(
      await run('e2e (Playwright, Chromium)', bin('playwright'), ['test'], { cwd: path.join(root, 'e2e'), env: e2eEnv, count: pwCount }),
    );
  }
  if (!serial) results.push(await stack);

  const ok = results.every(Boolean);
  console.log(`\n━━ stage times: ${times.map(([label, seconds]) => `${label} ${seconds.toFixed(0)} s`).join(', ')}`);
  console.log(`━━ total ${((Date.now() - started) / 1000).toFixed(0)} s${serial ? ' (TEST_SERIAL=1)' : ''}`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

main();
