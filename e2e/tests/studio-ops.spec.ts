import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { violations } from './axe';
import { expect, gotoAndSettle, signInStaff, test } from './fixtures';

/**
 * The studio's operations and files pages (issue 35 items 8 and 5, ADR 057), in one page: the demo
 * operator, at 1280 px, rolls a remote back from the studio and the site then serves the old version;
 * the demo editor, at 390 px, checks a broken content file and reads every problem with its path.
 * It switches the served remotes.json of the shared dist/, so it runs in the `manifest` project,
 * alone after every other spec (as composition.spec does).
 */

const root = path.resolve(__dirname, '../..');
const remotesDir = path.join(root, 'dist/remotes/news');
const OPS_PHONE = '+998000000014';
const EDITOR_PHONE = '+998000000011';

const servedVersion = (): string => JSON.parse(fs.readFileSync(path.join(root, 'dist/remotes.json'), 'utf8')).remotes.news.version;
const remotesCli = (...args: string[]) => execFileSync(process.execPath, [path.join(root, 'scripts/remotes.cjs'), ...args], { cwd: root });

async function signInAs(page: Page, phone: string, to: string) {
  await signInStaff(page, phone);
  await gotoAndSettle(page, to);
}

async function fitsTheWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
}

test('an operator rolls a remote back from the studio and the site serves the old version; an editor reads a bad file’s problems by path', async ({
  page,
  pageErrors,
}, testInfo) => {
  test.setTimeout(180_000);
  const original = servedVersion();
  const alternate = `${original}-ops-e2e`;
  fs.cpSync(path.join(remotesDir, original), path.join(remotesDir, alternate), { recursive: true });
  try {
    remotesCli('set', 'news', alternate);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, OPS_PHONE, '/studio/operations');
    const card = page.getByRole('article', { name: 'news' });
    await expect(card.getByText(`Hozir: ${alternate}`)).toBeVisible();
    const exactly = (version: string) => new RegExp(`^${version.replace(/\./g, '\\.')}\\s`);
    await expect(card.getByRole('listitem').filter({ hasText: exactly(original) })).toContainText('Qobiqqa mos');
    await fitsTheWidth(page);
    expect(await violations(page, '/studio/operations')).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('operations-1280.png'), fullPage: true });

    await card.getByRole('button', { name: `${original} ga qaytarish` }).click();
    const dialog = page.getByRole('dialog', { name: 'Oldingi versiyaga qaytarilsinmi?' });
    await expect(dialog).toContainText(alternate);
    await dialog.getByRole('button', { name: 'Ha, qaytarish' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${alternate} → ${original}` })).toBeVisible();
    expect(servedVersion()).toBe(original);

    // the site serves the old version from the next page load on (news: composition.spec switches universities at the same time)
    const entries: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('remoteEntry.js')) entries.push(new URL(r.url()).pathname);
    });
    await gotoAndSettle(page, '/yangiliklar');
    await expect(page.getByRole('heading', { level: 1, name: 'Yangiliklar' })).toBeVisible();
    expect(entries).toContain(`/remotes/news/${original}/remoteEntry.js`);
    expect(entries.filter((e) => e.includes(alternate))).toEqual([]);

    // the editor, on a phone
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, EDITOR_PHONE, '/studio/files');
    const questions = [1, 2].map((n) => ({
      key: `e${n}`,
      text: `${n} + ${n} = ?`,
      options: [1, 2, 3, 4].map((k) => ({ text: String(k) })),
    }));
    const broken = {
      version: 1,
      subjects: [{ slug: 'matematika', tests: [{ key: 'e2e-studio', language: 'uz', name: 'Sinov', questions }] }],
    };
    questions[0].options.pop();
    await page.getByLabel('Kontent faylini tanlang').setInputFiles({
      name: 'sinov.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(broken)),
    });
    await page.getByRole('button', { name: 'Tekshirish' }).click();
    const problems = page.getByRole('region', { name: /sinov\.json: 3 ta muammo/ });
    await expect(problems.getByRole('listitem')).toHaveText([
      /^subjects\[0\]\.tests\[0\]\.questions\[0\]\.options: expected 4 options/,
      /^subjects\[0\]\.tests\[0\]\.questions\[0\]\.answer: missing/,
      /^subjects\[0\]\.tests\[0\]\.questions\[1\]\.answer: missing/,
    ]);
    await fitsTheWidth(page);
    expect(await violations(page, '/studio/files')).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('files-390.png'), fullPage: true });
    expect(pageErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  } finally {
    if (servedVersion() !== original) remotesCli('set', 'news', original);
    fs.rmSync(path.join(remotesDir, alternate), { recursive: true, force: true });
  }
});
