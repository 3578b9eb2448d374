import { test, expect, registerNewUser } from './fixtures';

test('exam screenshots', async ({ page }) => {
  test.setTimeout(120_000);
  const shot = async (name: string) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.waitForTimeout(300);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      console.log(name, width, 'sideways scroll:', sideways);
      await page.screenshot({ path: `/tmp/exam-shots/${name}-${width}.png`, fullPage: name !== 'screen' });
    }
  };
  await registerNewUser(page, '/dtm');
  await page.getByLabel('1-blok fani').selectOption({ label: 'Matematika' });
  await page.getByLabel('2-blok fani').selectOption({ label: 'Fizika' });
  await shot('start');
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-question-number')).toBeVisible();
  await page.keyboard.press('2');
  await page.getByRole('button', { name: 'Belgilash' }).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('3');
  await page.keyboard.press('ArrowRight');
  await shot('screen');
  await page.getByTestId('exam-finish').click();
  await shot('finish-dialog');
  await page.getByTestId('exam-finish-confirm').click();
  await expect(page).toHaveURL(/imtihon/);
  await expect(page.getByTestId('exam-total')).toBeVisible();
  await shot('result');
  await page.goto('/dtm');
  await page.waitForLoadState('networkidle');
  await shot('start-after');
});
