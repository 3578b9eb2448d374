import type { Page } from '@playwright/test';
import { test, expect, gotoAndSettle, registerNewUser, unexpectedErrors } from './fixtures';
import { renderedRoutes } from './site-routes';

/** Issue 11: every page works from 320 px up (the header's widest case, ru at 1024, too). */
const WIDTHS = [320, 390, 768, 1024, 1280];
const HEIGHT = 800;

/**
 * What is wrong with the page at the current width, as readable lines (empty: nothing):
 * - the page scrolls sideways (`scrollWidth > innerWidth`);
 * - two children of one grid overlap (their boxes, or a child's content running out of its box
 *   into the next one, the way university cards covered the row below);
 * - a header control is cut off: outside the viewport or outside a clipping ancestor; and a
 *   collapsed header nav has its menu button.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid');
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}${cls} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    };
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const width = window.innerWidth;
    const scroll = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (scroll > width) {
      const wide = [...document.querySelectorAll('body *')]
        .filter((el) => shown(el) && el.getBoundingClientRect().right > width + 1)
        .slice(0, 3)
        .map(describe);
      problems.push(`scrolls sideways: ${scroll} > ${width} (${wide.join(', ')})`);
    }

    for (const grid of document.querySelectorAll('body *')) {
      const style = getComputedStyle(grid);
      if (!style.display.endsWith('grid') || !shown(grid)) continue;
      const cells = [...grid.children].filter((c) => {
        const s = getComputedStyle(c);
        const r = c.getBoundingClientRect();
        return shown(c) && s.position !== 'absolute' && s.position !== 'fixed' && r.width > 1 && r.height > 1;
      });
      if (cells.length < 2 || cells.length > 80) continue;
      const boxes = cells.map((c) => {
        const r = c.getBoundingClientRect();
        const s = getComputedStyle(c);
        // content spilling out of a box that does not clip it covers whatever lies below
        const spills = s.overflowY === 'visible' ? Math.max(0, c.scrollHeight - c.clientHeight) : 0;
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom + spills, area: `${s.gridRowStart}/${s.gridColumnStart}` };
      });
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i], boxes[j]];
          // placed in the same cell on purpose (layered)
          if (a.area === b.area && !a.area.includes('auto')) continue;
          const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (x > 1 && y > 1)
            problems.push(
              `grid ${describe(grid)}: ${describe(cells[i])} overlaps ${describe(cells[j])} by ${Math.round(x)}×${Math.round(y)}`,
            );
        }
      }
    }

    const header = document.querySelector('header');
    if (header && shown(header)) {
      for (const control of header.querySelectorAll('a, button, [role="group"]')) {
        if (!shown(control)) continue;
        const r = control.getBoundingClientRect();
        if (r.left < -1 || r.right > width + 1) problems.push(`header: ${describe(control)} is outside the viewport`);
        for (let p = control.parentElement; p && p !== header; p = p.parentElement) {
          if (getComputedStyle(p).overflowX === 'visible') continue;
          const clip = p.getBoundingClientRect();
          if (r.left < clip.left - 1 || r.right > clip.right + 1)
            problems.push(`header: ${describe(control)} is cut off by ${describe(p)}`);
        }
      }
      const nav = header.querySelector('nav');
      if (nav && !shown(nav) && !header.querySelector('[data-testid="header-menu-button"]')) {
        problems.push('header: the sections are hidden and there is no menu button');
      }
    }
    return problems;
  });
}

/**
 * A resize settles in a frame or two (ResizeObserver, media queries). Headless Chromium on a loaded
 * machine can stop producing frames (CI once waited 15 minutes on a bare double rAF), so a timer
 * ends the wait too.
 */
function settleResize(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        setTimeout(resolve, 250);
      }),
  );
}

/** `page.evaluate` has no timeout of its own: a page that stops answering fails here, naming where. */
async function bounded<T>(where: string, work: Promise<T>, ms = 30_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${where}: the page did not answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

test.describe('layout guard', () => {
  // three languages (uz, uz-Cyrl, ru) of every rendered route at five widths
  test.describe.configure({ timeout: 900_000 });

  test('every rendered route, at 320–1280 px, in uz, uz-Cyrl and ru: no sideways scroll, no overlapping grid cells, a whole header', async ({
    page,
    pageErrors,
  }) => {
    /** Loads each URL once per language and checks it at every width. */
    const check = async (urls: string[]) => {
      for (const locale of ['uz', 'uz-Cyrl', 'ru'] as const) {
        await page.evaluate((l) => localStorage.setItem('locale', l), locale);
        for (const url of urls) {
          await page.setViewportSize({ width: WIDTHS[WIDTHS.length - 1], height: HEIGHT });
          await gotoAndSettle(page, url);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: HEIGHT });
            const where = `${url} ${locale} ${width}px`;
            await bounded(where, settleResize(page));
            for (const problem of await bounded(where, layoutProblems(page))) problems.push(`${where}: ${problem}`);
          }
        }
      }
    };
    const problems: string[] = [];
    await gotoAndSettle(page, '/');
    // a guest's header is the widest (the sign-in button): the shell's own pages as a guest too
    await check(await renderedRoutes(page.request, 'shell'));
    // the sign-in helper speaks Uzbek
    await page.evaluate(() => localStorage.setItem('locale', 'uz'));
    await registerNewUser(page);
    const routes = await renderedRoutes(page.request);
    expect(routes.length).toBeGreaterThan(15);
    await check(routes);
    expect(problems).toEqual([]);
    expect(unexpectedErrors(pageErrors)).toEqual([]);
  });

  test('the header collapses into a menu that opens, lists every section, closes on Escape and gives focus back', async ({
    page,
    pageErrors,
  }) => {
    for (const locale of ['uz', 'uz-Cyrl', 'ru'] as const) {
      await page.setViewportSize({ width: 1280, height: HEIGHT });
      await gotoAndSettle(page, '/');
      await page.evaluate((l) => localStorage.setItem('locale', l), locale);
      await gotoAndSettle(page, '/');
      const banner = page.getByRole('banner');
      // by accessible name: the bar's Pro link shows "Pro" and is named by the whole call, as in the menu
      const sections = await banner
        .getByRole('navigation')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent ?? ''));
      expect(sections.length).toBeGreaterThan(1);
      await expect(banner.getByTestId('header-menu-button')).toHaveCount(0);

      await page.setViewportSize({ width: 390, height: HEIGHT });
      const button = banner.getByTestId('header-menu-button');
      await expect(button).toBeVisible();
      await expect(banner.getByRole('navigation')).toBeHidden();
      await button.click();
      const menu = page.getByRole('dialog');
      await expect(menu).toBeVisible();
      for (const name of sections) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(menu.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(unexpectedErrors(pageErrors)).toEqual([]);
  });
});
