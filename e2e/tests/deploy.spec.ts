import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, gotoAndSettle, test } from './fixtures';

/**
 * Independent deployment, end to end (docs/deployment.md): on its OWN copy of the built site and its
 * own server (so the other specs' dist/ and server are never disturbed), with the shell built once:
 * `npm run deploy` ships a new version of one remote built from a temporary copy of its source, a
 * reload shows it while the shell's and every other remote's files stay byte-identical, `rollback`
 * brings the old one back, and a broken entry URL takes down only that remote's routes — for each
 * remote in the manifest.
 */

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.E2E_DEPLOY_PORT ?? 3217);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-deploy-e2e-'));
const dist = path.join(work, 'dist');
const cliEnv = { ...process.env, PLATFORM_DIST_DIR: dist };

/** A route of each remote and what it shows when the remote works. */
const probes: Record<string, { path: string; ready: (page: Page) => ReturnType<Page['getByRole']> }> = {
  auth: { path: '/login', ready: (page) => page.getByRole('textbox', { name: 'Telefon raqam' }) },
  tests: { path: '/mavzuli-test', ready: (page) => page.getByRole('heading', { level: 1, name: 'Mavzuli testlar' }) },
  courses: { path: '/kurslar', ready: (page) => page.getByRole('heading', { level: 1, name: 'Kurslar', exact: true }) },
  autotest: { path: '/avtotest', ready: (page) => page.getByRole('heading', { level: 1, name: 'Avtotest: B toifasi' }) },
  // olympiad pages need a session: a guest gets the remote's own sign-in prompt (and the dialog)
  olympiad: { path: '/online-olimpiadalar', ready: (page) => page.getByRole('heading', { level: 1, name: 'Onlayn olimpiadalar' }) },
  pro: { path: '/pro', ready: (page) => page.getByRole('heading', { level: 1, name: 'Pro obuna', exact: true }) },
  news: { path: '/yangiliklar', ready: (page) => page.getByRole('heading', { level: 1, name: 'Yangiliklar', exact: true }) },
  universities: { path: '/universitetlar', ready: (page) => page.getByRole('heading', { level: 1, name: 'Universitetlar', exact: true }) },
  // the studio (ADR 055) asks a guest to sign in on a page of its own
  studio: { path: '/studio', ready: (page) => page.getByRole('heading', { level: 1, name: 'Studiyaga kirish' }) },
};

type Manifest = { remotes: Record<string, { version: string; entry: string; previous?: string[] }> };
const readManifest = (): Manifest => JSON.parse(fs.readFileSync(path.join(dist, 'remotes.json'), 'utf8'));

/** sha256 of every file below `dir`, by relative path. */
function digest(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else out[path.relative(dir, p)] = crypto.createHash('sha256').update(fs.readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

function cli(script: 'deploy' | 'remotes', ...args: string[]) {
  const run = spawnSync(process.execPath, [path.join(root, `scripts/${script}.cjs`), ...args], {
    cwd: root,
    env: cliEnv,
    encoding: 'utf8',
  });
  expect(run.status, `${script} ${args.join(' ')}\n${run.stdout}\n${run.stderr}`).toBe(0);
  return run.stdout;
}

let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${port}` });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // the site as `npm run build` left it, without another spec's temporary versions
  fs.cpSync(path.join(root, 'dist'), dist, {
    recursive: true,
    filter: (source) => !/(\.staging-|\.lock$|\.tmp$|-e2e$)/.test(source) && !source.includes(`${path.sep}.deploy-e2e-`),
  });
  server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/server.ts')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      STATIC_DIR: dist,
      DATA_DIR: path.join(work, 'db'),
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      DATABASE_URL: '',
      SMS_PROVIDER: 'dev',
      PUBLIC_URL: `http://localhost:${port}`,
    },
  });
  const deadline = Date.now() + 200_000;
  for (;;) {
    const up = await fetch(`http://localhost:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the deploy spec server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(work, { recursive: true, force: true });
});

test('deploying one remote changes only its files; a reload shows it and rollback restores the old one', async ({ page, pageErrors }) => {
  test.setTimeout(300_000);
  const original = readManifest().remotes.universities.version;
  const others = Object.keys(readManifest().remotes).filter((n) => n !== 'universities');
  const untouched = () =>
    Object.fromEntries([
      ['shell', digest(path.join(dist, 'shell'))],
      [`universities@${original}`, digest(path.join(dist, 'remotes/universities', original))],
      ...others.map((n) => [n, digest(path.join(dist, 'remotes', n))]),
    ]);
  const before = untouched();
  const entries: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('remoteEntry.js')) entries.push(new URL(r.url()).pathname);
  });

  await gotoAndSettle(page, '/universitetlar');
  await expect(probes.universities.ready(page)).toBeVisible();

  // a new version built from a temporary copy of the remote whose list title reads differently
  const source = path.join(root, 'dist', `.deploy-e2e-${process.pid}`, 'mf-universities');
  fs.cpSync(path.join(root, 'mf-universities'), source, {
    recursive: true,
    filter: (p) => !p.includes(`${path.sep}node_modules`) && !p.includes(`${path.sep}__tests__`),
  });
  const title = 'Universitetlar — yangi versiya';
  let replaced = 0;
  const retitle = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) retitle(p);
      else if (entry.name === 'uz.json') {
        const text = fs.readFileSync(p, 'utf8');
        const next = text.replace(/"title": "Universitetlar"/g, `"title": "${title}"`);
        if (next !== text) replaced++;
        fs.writeFileSync(p, next);
      }
    }
  };
  retitle(path.join(source, 'src'));
  expect(replaced, 'the copy has the list title to change').toBeGreaterThan(0);
  const next = `${original}-deploy-e2e`;
  const started = Date.now();
  try {
    expect(cli('deploy', 'universities', next, '--source', source)).toContain(`universities → ${next}`);
  } finally {
    fs.rmSync(path.dirname(source), { recursive: true, force: true });
  }
  console.log(`deploy of one remote: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(readManifest().remotes.universities.version).toBe(next);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(entries).toContain(`/remotes/universities/${next}/remoteEntry.js`);
  expect(untouched()).toEqual(before);

  expect(cli('remotes', 'rollback', 'universities')).toContain(`rolled back ${next} → ${original}`);
  entries.length = 0;
  await page.reload();
  await expect(probes.universities.ready(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  expect(entries).toContain(`/remotes/universities/${original}/remoteEntry.js`);
  expect(untouched()).toEqual(before);
  expect(pageErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});

test('a broken entry URL takes down only that remote: its routes show the panel, every other remote keeps working', async ({ page }) => {
  // 81 page loads (each remote broken in turn, every probe each time): 59 s alone, over 180 s beside
  // another worker on a slow machine
  test.setTimeout(360_000);
  const manifestFile = path.join(dist, 'remotes.json');
  const healthy = fs.readFileSync(manifestFile, 'utf8');
  const remotes = Object.keys(readManifest().remotes);
  expect(
    remotes.filter((name) => !probes[name]),
    'every remote in the manifest has a probe route here',
  ).toEqual([]);
  try {
    for (const broken of remotes) {
      const manifest = JSON.parse(healthy) as Manifest;
      manifest.remotes[broken].entry = `/remotes/${broken}/0.0.0-missing/remoteEntry.js`;
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
      for (const remote of remotes) {
        // no wait for a quiet network: each case waits for what it checks (the panel, or the page and no panel)
        await page.goto(probes[remote].path);
        const panel = page.getByTestId('remote-unavailable');
        if (remote === broken) {
          await expect(panel, `${remote} broken: ${probes[remote].path}`).toBeVisible({ timeout: 20_000 });
          await expect(panel).toContainText('Bu boʻlim vaqtincha ishlamayapti');
          await expect(panel.getByRole('button', { name: 'Qayta yuklash' })).toBeVisible();
        } else {
          await expect(probes[remote].ready(page), `${broken} broken: ${probes[remote].path} still works`).toBeVisible({ timeout: 20_000 });
          await expect(panel).toHaveCount(0);
        }
      }
    }
  } finally {
    fs.writeFileSync(manifestFile, healthy);
  }
});
