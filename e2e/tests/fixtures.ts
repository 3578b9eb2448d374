import { test as base, expect, type Page } from '@playwright/test';

/** Every test fails on an uncaught page error or a console error it did not expect. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    await use(errors);
  },
});

export { expect };

export async function gotoAndSettle(page: Page, url: string) {
  // networkidle waited for as part of the navigation: a page whose data came with it (ADR 025) can be
  // quiet for 500 ms before its load event, and a later `waitForLoadState('networkidle')` then never returns
  await page.goto(url, { waitUntil: 'networkidle' });
}

/** A fresh +998 number for one test (operator 91, random subscriber part). */
export function randomPhone(): string {
  return `+99891${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** The newest code the dev SMS provider stored for a phone. */
export async function codeFor(page: Page, phone: string): Promise<string> {
  const response = await page.request.get(`/api/__dev/outbox?phone=${encodeURIComponent(phone)}`);
  const { data } = (await response.json()) as { data: { text: string }[] };
  const match = /#(\d{5})/.exec(data[0]?.text ?? '');
  if (!match) throw new Error(`no code in the outbox for ${phone}`);
  return match[1];
}

/** Phone step then code step of the sign-in modal or /login (digits typed after the fixed +998). */
export async function enterPhoneAndCode(page: Page, phone: string) {
  await page.getByLabel('Telefon raqam', { exact: true }).fill(phone.slice(4));
  await page.getByRole('button', { name: 'Kod olish' }).click();
  const codeInput = page.getByRole('textbox', { name: 'SMS kod' });
  await expect(codeInput).toBeVisible();
  await codeInput.fill(await codeFor(page, phone));
  await page.getByRole('button', { name: 'Tasdiqlash' }).click();
}

/** Registers a new number through the modal's steps 3–8 (the modal must be at the code step done). */
export async function completeRegistration(page: Page, { name = 'Ali', lastName = 'Valiyev' } = {}) {
  const next = () => page.getByRole('button', { name: 'Davom etish', exact: true });
  await page.getByRole('radio', { name: 'Abituriyent' }).check({ force: true });
  await next().click();
  await expect(page.getByRole('radio', { name: '17 yosh' })).toBeChecked();
  await next().click();
  await page.getByRole('radio', { name: 'Toshkent shahri' }).check({ force: true });
  await next().click();
  await page.getByRole('checkbox', { name: 'Matematika' }).check({ force: true });
  await next().click();
  await page.getByLabel('Ism', { exact: true }).fill(name);
  await page.getByLabel('Familiya', { exact: true }).fill(lastName);
  await page.getByRole('radio', { name: 'Erkak' }).check({ force: true });
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByRole('heading', { name: 'Tabriklaymiz!' })).toBeVisible();
  await page.getByRole('button', { name: /Davom etish/ }).click();
}

/** Signs a new user in through the composed site (modal from the header) and returns the phone. */
export async function registerNewUser(page: Page, from = '/'): Promise<string> {
  const phone = randomPhone();
  await gotoAndSettle(page, from);
  await page.getByRole('banner').getByRole('button', { name: 'Kirish' }).click();
  await enterPhoneAndCode(page, phone);
  await completeRegistration(page);
  await expect(page.getByRole('button', { name: /foydalanuvchi menyusi/ })).toBeVisible();
  return phone;
}

/** Console errors other than the browser's own notes about 4xx answers the test provoked on purpose. */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
}
