import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { expect, gotoAndSettle, test } from './fixtures';

const root = path.resolve(__dirname, '../..');
const remotesDir = path.join(root, 'dist/remotes/universities');

function servedVersion(): string {
  return JSON.parse(fs.readFileSync(path.join(root, 'dist/remotes.json'), 'utf8')).remotes.universities.version;
}

test('an unreachable remote shows the localised fallback only on its routes, and retry recovers without a reload', async ({
  page,
  pageErrors,
}) => {
  await page.route('**/remotes/universities/**', (route) => route.abort('connectionrefused'));
  await gotoAndSettle(page, '/');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
  await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Universitetlar' }).click();
  const panel = page.getByTestId('remote-unavailable');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel).toContainText('Bu boʻlim vaqtincha ishlamayapti');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // the rest of the site keeps working
  await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Bosh sahifa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Imtihonlarga ishonch bilan tayyorlaning' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Universitetlar' }).click();
  await expect(panel).toBeVisible({ timeout: 20_000 });

  // reachable again: retry loads the remote in the same document
  await page.unroute('**/remotes/universities/**');
  await panel.getByRole('button', { name: 'Qayta yuklash' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Universitetlar' })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
  expect(pageErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});

test('a remote entry answering 500 affects only its routes', async ({ page }) => {
  await page.route('**/remotes/universities/*/remoteEntry.js', (route) => route.fulfill({ status: 500, body: 'error' }));
  await gotoAndSettle(page, '/universitetlar');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
  await gotoAndSettle(page, '/');
  await expect(page.getByRole('region', { name: 'Xususiy universitetlar' }).locator('a[href^="/xususiy-universitetlar/"]')).toHaveCount(6);
});

test('react, react-dom, react-router, react-query, i18next and @platform/shared are loaded once', async ({ page }) => {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) bodies.push(await response.text().catch(() => ''));
  });
  await gotoAndSettle(page, '/');
  await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Universitetlar' }).click();
  // wait for the remote's own list: the home page also links to Inha, and waitForLoadState('networkidle')
  // returns at once after a client-side navigation, so neither proves the remote has rendered
  await expect(page).toHaveURL(/\/universitetlar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Universitetlar' })).toBeVisible();
  await expect(page.locator('main a[href^="/universitetlar/"], main a[href^="/xususiy-universitetlar/"]')).toHaveCount(12);

  const scope = await page.evaluate(() => {
    const share = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean; useIn?: string[] }>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, { versions: string[]; from: string[]; useIn: string[] }> = {};
    for (const scopes of Object.values(share)) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        const entry = (result[name] ??= { versions: [], from: [], useIn: [] });
        for (const [version, info] of Object.entries(versions)) {
          if (!info.loaded) continue;
          if (!entry.versions.includes(version)) entry.versions.push(version);
          if (!entry.from.includes(info.from)) entry.from.push(info.from);
          for (const app of info.useIn ?? []) if (!entry.useIn.includes(app)) entry.useIn.push(app);
        }
      }
    }
    return result;
  });
  for (const name of [
    'react',
    'react-dom',
    // react-query is shared through @platform/shared/query (docs/decisions/009)
    '@platform/shared/query',
    'i18next',
    '@platform/shared/router',
    '@platform/shared/i18n',
    '@platform/shared/session',
    '@platform/shared/contracts',
  ]) {
    expect(scope[name], name).toBeDefined();
    expect(scope[name].versions, `${name} versions`).toHaveLength(1);
    expect(scope[name].from, `${name} provider`).toEqual(['shell']);
  }
  // the remote rendered with the shell's copies (it consumes these while rendering its list)
  for (const name of ['@platform/shared/query', '@platform/shared/router', '@platform/shared/session']) {
    expect(scope[name].useIn, `${name} used by the remote`).toContain('universities');
  }
  // and no second copy was downloaded: each library's banner (or, for react-router, whose banner swc
  // drops with the "use client" directive it precedes, one of its own messages) is in exactly one file
  const count = (needle: string) => bodies.filter((b) => b.includes(needle)).length;
  expect(count('react-dom-client.production.js')).toBe(1);
  expect(count('react.production.js')).toBe(1);
  expect(count('You provided the `flushSync` option to a router update')).toBe(1);
});

test('npm run remotes refuses a missing version; setting another built version takes effect on the next load without a rebuild', async ({
  page,
}) => {
  const original = servedVersion();
  const refused = spawnSync('npm', ['run', '--silent', 'remotes', '--', 'set', 'universities', '99.0.0-missing'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(refused.status).not.toBe(0);
  expect(refused.stderr).toContain('not built');
  expect(servedVersion()).toBe(original);

  const alternate = `${original}-e2e`;
  fs.cpSync(path.join(remotesDir, original), path.join(remotesDir, alternate), { recursive: true });
  try {
    execFileSync('npm', ['run', '--silent', 'remotes', '--', 'set', 'universities', alternate], { cwd: root });
    expect(servedVersion()).toBe(alternate);
    const entries: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('remoteEntry.js')) entries.push(new URL(r.url()).pathname);
    });
    await gotoAndSettle(page, '/universitetlar');
    await expect(page.getByRole('heading', { level: 1, name: 'Universitetlar' })).toBeVisible();
    expect(entries).toContain(`/remotes/universities/${alternate}/remoteEntry.js`);

    execFileSync('npm', ['run', '--silent', 'remotes', '--', 'rollback', 'universities'], { cwd: root });
    expect(servedVersion()).toBe(original);
    entries.length = 0;
    await gotoAndSettle(page, '/universitetlar');
    expect(entries).toContain(`/remotes/universities/${original}/remoteEntry.js`);
  } finally {
    if (servedVersion() !== original)
      execFileSync('npm', ['run', '--silent', 'remotes', '--', 'set', 'universities', original], { cwd: root });
    fs.rmSync(path.join(remotesDir, alternate), { recursive: true, force: true });
  }
});
