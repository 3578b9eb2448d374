import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { violations } from './axe';
import { completeRegistration, enterPhoneAndCode, expect, gotoAndSettle, randomPhone, test, unexpectedErrors } from './fixtures';

/**
 * The studio (issue 35, ADR 055), one page through it in Uzbek: a guest at /studio is sent to sign
 * in; the learner who registers there is told the studio is not for them; the partner of WIUT (demo
 * account, README) sees only its sections and scope, and the applications CSV it downloads holds
 * its university's rows only; the admin sees every section. axe at 1280 and 390 px on every studio page.
 */

const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };
const PARTNER = '+998000000015';
const ADMIN = '+998000000013';

async function programOf(page: Page, pick: (slug: string) => boolean, query = '') {
  for (let n = 1; n <= 20; n++) {
    const response = await page.request.get(`/api/v2/university/courses?page=${n}${query}`);
    const { data } = (await response.json()) as { data: { id: number; university_slug: string; name: string }[] };
    const found = data.find((p) => pick(p.university_slug));
    if (found) return found;
    if (!data.length) break;
  }
  throw new Error('no such program: the seed makes private universities’ programs (domains/universities/seed-programs.ts)');
}

test('a guest signs in, a learner has no access, a partner downloads only its own applications', async ({ page, pageErrors }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  /** axe and a screenshot at 1280 px, then the same page resized to 390 px, then back. */
  const check = async (name: string) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      problems.push(...(await violations(page, `${name} ${width}`)));
      await page.screenshot({ path: `test-results/studio-${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };
  await page.setViewportSize({ width: 1280, height: 900 });

  // a guest: noindex by header and meta, the studio's sign-in page and the sign-in dialog over it
  const served = await page.request.get('/studio/applications', { headers: { accept: 'text/html' } });
  expect(served.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await gotoAndSettle(page, '/studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Studiyaga kirish' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('dialog')).toBeVisible();
  // the learner's chrome is not drawn: no site header with its sections
  await expect(page.getByRole('banner')).toHaveCount(0);

  // a new learner registers in that dialog and comes back to a clear "no access"
  await enterPhoneAndCode(page, randomPhone());
  await completeRegistration(page, { name: 'Wiutbek', lastName: 'Arizachi' });
  await expect(page.getByRole('heading', { level: 1, name: 'Studiyaga ruxsat yoʻq' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Studiya boʻlimlari' })).toHaveCount(0);
  await check('no-access');

  // the learner applies to a WIUT program and to another university's
  const wiut = await programOf(page, (slug) => slug === 'wiut', '&university_slug=wiut');
  const other = await programOf(page, (slug) => slug !== 'wiut');
  for (const [program, name] of [
    [wiut, 'Wiutbek Arizachi'],
    [other, 'Boshqabek Arizachi'],
  ] as const) {
    const made = await page.request.post('/api/application-create', {
      headers: HEADERS,
      data: { program_id: program.id, user_name: name, phone: '+998901112233' },
    });
    expect(made.status(), await made.text()).toBe(200);
  }

  // the partner of WIUT signs in through the same dialog
  await page.context().clearCookies();
  await gotoAndSettle(page, '/studio');
  await expect(page.getByRole('dialog')).toBeVisible();
  await enterPhoneAndCode(page, PARTNER);
  const nav = page.getByRole('navigation', { name: 'Studiya boʻlimlari' });
  await expect(nav.getByRole('link')).toHaveText(['Arizalar']);
  await expect(page.getByTestId('studio-roles')).toContainText('Universitet: ');
  await check('home-partner');

  await nav.getByRole('link', { name: 'Arizalar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Arizalar' })).toBeVisible();
  await expect(page.getByTestId('partner-scope')).toContainText('Faqat sizning universitetingiz');
  const table = page.getByTestId('applications-table');
  await expect(table).toContainText('Wiutbek Arizachi');
  await expect(table).not.toContainText('Boshqabek Arizachi');
  await check('applications-partner');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV yuklab olish' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Wiutbek Arizachi');
  expect(csv).not.toContain('Boshqabek Arizachi');
  // another university's rows are refused to the partner outright
  const foreign = await page.request.get(`/api/studio/applications?university=${other.university_slug}`, { headers: HEADERS });
  expect(foreign.status()).toBe(403);

  // the admin sees every section; axe on each of the pages this spec owns (the others have their specs)
  await page.context().clearCookies();
  await gotoAndSettle(page, '/studio');
  await enterPhoneAndCode(page, ADMIN);
  await expect(nav.getByRole('link')).toHaveText([
    'Savollar banki',
    'Tekshiruv navbati',
    'Shikoyatlar',
    'Arizalar',
    'Lidlar',
    'Toʻlovlar',
    'Rollar',
    'Audit jurnali',
    'Operatsiyalar',
    'Kontent fayllari',
    'Olimpiadalar',
    'Yangiliklar',
  ]);
  await check('home-admin');
  for (const [link, name] of [
    ['Shikoyatlar', 'reports'],
    ['Lidlar', 'leads'],
    ['Toʻlovlar', 'payments'],
    ['Rollar', 'roles'],
    ['Audit jurnali', 'audit'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await check(name);
  }
  // the seed's grants are in the audit log
  await expect(page.getByTestId('audit-table')).toContainText('role.grant');

  expect(problems).toEqual([]);
  expect(unexpectedErrors(pageErrors)).toEqual([]);
});
