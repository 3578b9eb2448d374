import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page, type Request } from '@playwright/test';

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

/** How long the network must stay quiet after the load event for a page to count as settled. */
const QUIET_MS = 150;

/**
 * Opens `url` and waits for its load event, for the page to be hydrated, and then for no request of
 * the page to be in flight for QUIET_MS. (It was `waitUntil: 'networkidle'`: Playwright's fixed 500 ms of quiet, ≥ 0.5 s on every
 * one of the ~220 calls of a run. Requests are counted from before the navigation, so a page whose
 * data came inlined with it (ADR 025) and is quiet before its load event settles at once.)
 */
export async function gotoAndSettle(page: Page, url: string) {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    pending.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    pending.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url);
    // a server-rendered page runs its scripts after its first paint (ADR 065): settled means hydrated
    // too — #root keeps data-rendered until the route's page has (PageHydrated, shared lazy-routes);
    // a scroll or a tap before that reaches markup without its handlers (the header's scroll
    // listener missed a wheel that way once in home.spec)
    await page.locator('#root:not([data-rendered])').waitFor({ state: 'attached', timeout: 30_000 });
    const deadline = Date.now() + 30_000;
    while (pending.size > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() > deadline) {
        const open = [...pending].map((r) => r.url()).join(', ');
        throw new Error(`${url}: the network was not quiet for ${QUIET_MS} ms within 30 s (in flight: ${open})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
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

/**
 * Signs a demo staff account in (README: +998000000011 editor … 15 partner) once per run and gives
 * every later caller, in any worker, the same session cookie. A phone waits a minute between codes
 * (429 OTP_RESEND_TOO_EARLY) and several studio specs sign the same editor in, side by side and one
 * after another; the sign-in dialog itself is driven by studio.spec and auth.spec. The cookies sit in a
 * folder of this run (E2E_RUN_ID, set by playwright.config.ts), taken by an exclusive lock file.
 */
export async function signInStaff(page: Page, phone: string) {
  const dir = path.join(os.tmpdir(), `platform-e2e-staff-${process.env.E2E_RUN_ID ?? 'local'}`);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${phone.slice(1)}.json`);
  await page.context().clearCookies();
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (fs.existsSync(file)) {
      await page.context().addCookies(JSON.parse(fs.readFileSync(file, 'utf8')));
      return;
    }
    try {
      fs.writeFileSync(`${file}.lock`, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`another worker holds the sign-in of ${phone} for 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  const sent = await page.request.post('/api/auth/send-sms', { headers, data: { phone } });
  expect(sent.status(), `send-sms for ${phone}`).toBe(200);
  const code = await codeFor(page, phone);
  const verified = await page.request.post('/api/auth/verify-sms', { headers, data: { phone, code } });
  expect(verified.status(), `verify-sms for ${phone}`).toBe(200);
  const cookies = await page.context().cookies();
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(cookies));
  fs.renameSync(`${file}.tmp`, file);
}
