// One's own data (issue 29 finding 9, ADR 033): from the profile, download everything the platform
// holds about oneself, then delete the account with the code sent to the phone and be signed out.
// Also writes the screenshots of the profile's "my data" card and the deletion dialog (uz and ru,
// 390 and 1280 px) into docs/screens/.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { codeFor, expect, gotoAndSettle, registerNewUser, test, unexpectedErrors } from './fixtures';

const screens = path.resolve(__dirname, '../../docs/screens');
/** The api's resend cool-down of a phone's codes (sign-in and deletion share it), with a margin. */
const RESEND_MS = 60_000;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screens, `${name}.png`) });
}

test.describe('own data at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('downloads the export from the profile, deletes the account with the code and is signed out', async ({ page, pageErrors }) => {
    test.setTimeout(180_000);
    const phone = await registerNewUser(page);
    const signedInAt = Date.now();
    await gotoAndSettle(page, '/profile');
    const card = page.getByRole('region', { name: 'Maʼlumotlarim' });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();

    // the export: a JSON file with this account's data
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Maʼlumotlarimni yuklab olish (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^imtihon-\d+-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
      format: string;
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(file.format).toBe('imtihon-account-export');
    expect(file.tables.app_user[0]).toMatchObject({ phone, first_name: 'Ali', last_name: 'Valiyev' });
    expect(file.tables.user_subject.length).toBeGreaterThan(0);

    // the dialog: what goes, what stays; the code goes to the phone once its resend cool-down is over
    await card.getByRole('button', { name: 'Hisobni oʻchirish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hisobni oʻchirish' });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(Math.max(0, signedInAt + RESEND_MS - Date.now()));
    await dialog.getByRole('button', { name: 'Tasdiqlash kodini yuborish' }).click();
    await expect(dialog.getByText(/Tasdiqlash kodi \+998 \d\d \*\*\* \*\* \d\d raqamiga yuborildi/)).toBeVisible();
    const code = await codeFor(page, phone);

    // a wrong code: the api's message, nothing deleted
    const codeInput = dialog.getByRole('textbox', { name: 'SMS kod' });
    await codeInput.fill(code === '00000' ? '11111' : '00000');
    await dialog.getByRole('button', { name: 'Hisobni butunlay oʻchirish' }).click();
    await expect(dialog.getByText(/Kod notoʻgʻri/)).toBeVisible();
    await shoot(page, 'account-delete-code-uz-390');

    await codeInput.fill(code);
    await dialog.getByRole('button', { name: 'Hisobni butunlay oʻchirish' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Hisobingiz va unga tegishli maʼlumotlar oʻchirildi')).toBeVisible();
    await expect(page.getByRole('button', { name: /foydalanuvchi menyusi/ })).toHaveCount(0);
    const me = (await (await page.request.get('/api/auth/me')).json()) as { data: unknown };
    expect(me.data).toBeNull();
    // the profile asks to sign in again
    await gotoAndSettle(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Profilni koʻrish uchun tizimga kiring' })).toBeVisible();
    expect(unexpectedErrors(pageErrors)).toEqual([]);
  });
});

test('screenshots of the "my data" card and the deletion dialog (uz, ru; 390, 1280 px)', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const lang of ['uz', 'ru'] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await registerNewUser(page);
    // the language as the switch leaves it: remembered in the browser and told to the server (a cookie)
    await page.evaluate((l) => localStorage.setItem('locale', l), lang);
    await context.addCookies([{ name: 'locale', value: lang, url: page.url() }]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await gotoAndSettle(page, '/profile');
      const card = page.locator('section[aria-labelledby="profile-account-title"]');
      await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expect(card).toBeVisible();
      await shoot(page, `account-section-${lang}-${width}`);
      await card.getByRole('button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, `account-delete-${lang}-${width}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await context.close();
  }
});
