import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 33: no public page moves under the reader on a phone (Lighthouse's CLS ≤ 0.05). /avtotest
// put the bank's note, the modes and the tickets in when its queries answered, /kurslar/filter its
// category chips above the results: each pushed what was below down (CLS 0.14 and 0.07 at 390 px).
// Their first queries now come with the page (ADR 034) and a guest's invitation needs no data, so
// the page's first render has its full height. The api answers the pages would otherwise wait for
// are held back here: a page that still fetched them first would shift, however fast the machine.

test.use({ viewport: { width: 390, height: 844 } });

const HOLD_MS = 1_000;

/** Holds the browser's own calls of these api paths back by HOLD_MS (the server's calls are not the browser's). */
async function holdApi(page: Page, pattern: RegExp) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
}

/** The sum of the page's layout shifts not caused by input, from its start (a PerformanceObserver with `buffered`). */
async function layoutShiftSum(page: Page): Promise<{ sum: number; shifted: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ sum: number; shifted: string[] }>((resolve) => {
        let sum = 0;
        const shifted: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            sum += entry.value;
            for (const source of entry.sources ?? []) shifted.push((source.node?.textContent ?? '').trim().slice(0, 40));
          }
          resolve({ sum, shifted });
        }).observe({ type: 'layout-shift', buffered: true });
        // no shift at all: the observer is never called
        setTimeout(() => resolve({ sum, shifted }), 500);
      }),
  );
}

test('/avtotest does not shift while its data comes (a guest at 390 px)', async ({ page, pageErrors }) => {
  await holdApi(page, /\/api\/auto-test\//);
  await page.goto('/avtotest');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Mashq rejimlari' })).toBeVisible();
  await expect(page.getByText(/Bazada \d+ ta savol/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Biletlar' }).getByRole('listitem').first()).toBeVisible();
  // after the held answers would have come
  await page.waitForTimeout(HOLD_MS + 500);
  const { sum, shifted } = await layoutShiftSum(page);
  expect(sum, `shifted: ${shifted.join(' | ')}`).toBeLessThan(0.05);
  expect(pageErrors).toEqual([]);
});

test('/kurslar/filter does not shift while its data comes (390 px)', async ({ page, pageErrors }) => {
  await holdApi(page, /\/api\/category-course\//);
  await page.goto('/kurslar/filter');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Yoʻnalishlar' })).toBeVisible();
  await expect(page.getByText(/Topildi: \d+/)).toBeVisible();
  await page.waitForTimeout(HOLD_MS + 500);
  const { sum, shifted } = await layoutShiftSum(page);
  expect(sum, `shifted: ${shifted.join(' | ')}`).toBeLessThan(0.05);
  expect(pageErrors).toEqual([]);
});
