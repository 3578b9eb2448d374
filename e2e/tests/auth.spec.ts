import {
  test,
  expect,
  codeFor,
  completeRegistration,
  enterPhoneAndCode,
  gotoAndSettle,
  randomPhone,
  registerNewUser,
  unexpectedErrors,
} from './fixtures';

test.describe('sign-in and accounts', () => {
  test('a new number registers through steps 3–8, is signed in, and the session survives a reload', async ({ page, pageErrors }) => {
    const phone = randomPhone();
    await gotoAndSettle(page, '/universitetlar');
    await page.getByRole('banner').getByRole('button', { name: 'Kirish' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Tizimga kirish' })).toBeVisible();
    await enterPhoneAndCode(page, phone);
    await expect(dialog.getByRole('heading', { name: 'Siz kimsiz?' })).toBeVisible();
    await completeRegistration(page, { name: 'Aziza', lastName: 'Qodirova' });

    const menu = page.getByRole('button', { name: 'Aziza Qodirova: foydalanuvchi menyusi' });
    await expect(menu).toBeVisible();
    await expect(page).toHaveURL(/\/universitetlar$/);
    await page.reload();
    await expect(menu).toBeVisible();

    const cookie = (await page.context().cookies()).find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('sid=');
    expect(unexpectedErrors(pageErrors)).toEqual([]);
  });

  test('a returning number skips registration and lands on the stored redirect URL', async ({ page, pageErrors }) => {
    // a learner seeded with a complete profile (numbers with operator code 00 exist only here)
    await gotoAndSettle(page, '/login?redirect=/xususiy-universitetlar');
    await enterPhoneAndCode(page, '+998000000002');
    await expect(page).toHaveURL(/\/xususiy-universitetlar$/);
    await expect(page.getByRole('button', { name: 'Jasur Toshmatov: foydalanuvchi menyusi' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Siz kimsiz?' })).toHaveCount(0);
    expect(unexpectedErrors(pageErrors)).toEqual([]);
  });

  test('logout asks first, ends the session on the server and goes home', async ({ page, pageErrors }) => {
    await registerNewUser(page, '/universitetlar');
    const oldCookie = (await page.context().cookies()).find((c) => c.name === 'sid');
    expect(oldCookie).toBeTruthy();

    await page.getByRole('button', { name: /foydalanuvchi menyusi/ }).click();
    await page.getByRole('menuitem', { name: 'Chiqish' }).click();
    await expect(page.getByRole('dialog', { name: 'Tizimdan chiqasizmi?' })).toBeVisible();
    await page.getByRole('button', { name: 'Ha, chiqish' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Kirish' })).toBeVisible();

    // the old cookie no longer works: the session was deleted server-side
    const replay = await page.request.get('/api/profile/view', { headers: { cookie: `sid=${oldCookie!.value}` } });
    expect(replay.status()).toBe(401);
    expect(unexpectedErrors(pageErrors)).toEqual([]);
  });

  test('phone and code errors: invalid phone, missing code, six wrong codes lock the code, early resend refused by the server', async ({
    page,
  }) => {
    const phone = randomPhone();
    await gotoAndSettle(page, '/login');
    await page.getByLabel('Telefon raqam', { exact: true }).fill('90123');
    await page.getByRole('button', { name: 'Kod olish' }).click();
    await expect(page.getByText('Toʻgʻri telefon raqam kiriting')).toBeVisible();

    await page.getByLabel('Telefon raqam', { exact: true }).fill(phone.slice(4));
    await page.getByRole('button', { name: 'Kod olish' }).click();
    const codeInput = page.getByRole('textbox', { name: 'SMS kod' });
    await expect(codeInput).toBeVisible();
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();
    await expect(page.getByText('Kod kiriting')).toBeVisible();

    // resend before 59 s: the button is disabled, and the server itself refuses
    await expect(page.getByRole('button', { name: /Kodni qayta yuborish/ })).toBeDisabled();
    const early = await page.request.post('/api/auth/send-sms', { data: { phone }, headers: { 'x-requested-with': 'e2e' } });
    expect(early.status()).toBe(429);
    expect(Number(early.headers()['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers()['retry-after'])).toBeLessThanOrEqual(59);

    const right = await codeFor(page, phone);
    const wrong = right === '00000' ? '11111' : '00000';
    for (let i = 1; i <= 6; i += 1) {
      await codeInput.fill(wrong);
      await page.getByRole('button', { name: 'Tasdiqlash' }).click();
      if (i < 5) await expect(page.getByText(`Kod notoʻgʻri. Yana ${5 - i} ta urinish qoldi`)).toBeVisible();
    }
    await expect(page.getByText(/Notoʻgʻri kod juda koʻp kiritildi/)).toBeVisible();
    await codeInput.fill(right);
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();
    await expect(page.getByText(/Notoʻgʻri kod juda koʻp kiritildi/)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    const direct = await page.request.post('/api/auth/verify-sms', {
      data: { phone, code: right },
      headers: { 'x-requested-with': 'e2e' },
    });
    expect(direct.status()).toBe(429);
    expect((await page.context().cookies()).find((c) => c.name === 'sid')).toBeUndefined();
  });

  test('CSRF, 401 and another user’s profile', async ({ page, pageErrors }) => {
    const guest = await page.request.get('/api/profile/view');
    expect(guest.status()).toBe(401);
    const crossSite = await page.request.post('/api/auth/send-sms', {
      data: { phone: randomPhone() },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status()).toBe(403);
    expect((await crossSite.json()).code).toBe('CSRF');

    await registerNewUser(page);
    await gotoAndSettle(page, '/profile');
    await expect(page.getByRole('button', { name: 'Profilni tahrirlash' })).toBeVisible();
    await expect(page.getByText(/\+998/).first()).toBeVisible();

    // a demo learner seeded on start (operator code 00)
    await gotoAndSettle(page, '/profile/1');
    await expect(page.getByRole('heading', { name: /Madina/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Obuna boʻlish' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profilni tahrirlash' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Rasmni oʻzgartirish' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Fanlarni oʻzgartirish' })).toHaveCount(0);
    await expect(page.getByText('+998000000001')).toHaveCount(0);
    await expect(page.getByText(/\+998/)).toHaveCount(0);
    expect(unexpectedErrors(pageErrors)).toEqual([]);
  });

  test('sign-in in one tab shows in the other, and so does logout', async ({ page, pageErrors }) => {
    const second = await page.context().newPage();
    await gotoAndSettle(second, '/universitetlar');
    await expect(second.getByRole('banner').getByRole('button', { name: 'Kirish' })).toBeVisible();
    // a background tab's timers are throttled: act in the front one
    await page.bringToFront();
    await registerNewUser(page);
    await expect(second.getByRole('button', { name: /foydalanuvchi menyusi/ })).toBeVisible();
    await page.getByRole('button', { name: /foydalanuvchi menyusi/ }).click();
    await page.getByRole('menuitem', { name: 'Chiqish' }).click();
    await page.getByRole('button', { name: 'Ha, chiqish' }).click();
    await expect(second.getByRole('banner').getByRole('button', { name: 'Kirish' })).toBeVisible();
    expect(unexpectedErrors(pageErrors)).toEqual([]);
  });
});
